package dev.skiff.bench;

import dev.skiff.bench.data.Sample;

/**
 * Hand-written code for the sample data set. Arrays are never null in the data set, boxed fields
 * neither; the cyclic variant is not written (nothing here tracks references).
 */
final class HandSample {
  private HandSample() {}

  static void writeSample(HandBuffer b, Sample s) {
    if (s.getSample() != null) {
      throw new UnsupportedOperationException("nested samples are not written by hand");
    }
    b.writeInt(s.getIntValue());
    b.writeLong(s.getLongValue());
    b.writeFloat(s.getFloatValue());
    b.writeDouble(s.getDoubleValue());
    b.writeInt(s.getShortValue());
    b.writeUInt(s.getCharValue());
    b.writeBoolean(s.isBooleanValue());
    b.writeInt(s.getIntObject());
    b.writeLong(s.getLongObject());
    b.writeFloat(s.getFloatObject());
    b.writeDouble(s.getDoubleObject());
    b.writeInt(s.getShortObject());
    b.writeUInt(s.getCharObject());
    b.writeBoolean(s.getBooleanObject());
    int[] ia = s.getIntArray();
    b.writeUInt(ia.length);
    for (int x : ia) {
      b.writeInt(x);
    }
    long[] la = s.getLongArray();
    b.writeUInt(la.length);
    for (long x : la) {
      b.writeLong(x);
    }
    float[] fa = s.getFloatArray();
    b.writeUInt(fa.length);
    for (float x : fa) {
      b.writeFloat(x);
    }
    double[] da = s.getDoubleArray();
    b.writeUInt(da.length);
    for (double x : da) {
      b.writeDouble(x);
    }
    short[] sa = s.getShortArray();
    b.writeUInt(sa.length);
    for (short x : sa) {
      b.writeInt(x);
    }
    char[] ca = s.getCharArray();
    b.writeUInt(ca.length);
    for (char x : ca) {
      b.writeUInt(x);
    }
    boolean[] ba = s.getBooleanArray();
    b.writeUInt(ba.length);
    for (boolean x : ba) {
      b.writeBoolean(x);
    }
    b.writeString(s.getText());
  }

  static Sample readSample(HandBuffer b) {
    Sample s = new Sample();
    s.setIntValue(b.readInt());
    s.setLongValue(b.readLong());
    s.setFloatValue(b.readFloat());
    s.setDoubleValue(b.readDouble());
    s.setShortValue((short) b.readInt());
    s.setCharValue((char) b.readUInt());
    s.setBooleanValue(b.readBoolean());
    s.setIntObject(b.readInt());
    s.setLongObject(b.readLong());
    s.setFloatObject(b.readFloat());
    s.setDoubleObject(b.readDouble());
    s.setShortObject((short) b.readInt());
    s.setCharObject((char) b.readUInt());
    s.setBooleanObject(b.readBoolean());
    int[] ia = new int[b.readUInt()];
    for (int i = 0; i < ia.length; i++) {
      ia[i] = b.readInt();
    }
    s.setIntArray(ia);
    long[] la = new long[b.readUInt()];
    for (int i = 0; i < la.length; i++) {
      la[i] = b.readLong();
    }
    s.setLongArray(la);
    float[] fa = new float[b.readUInt()];
    for (int i = 0; i < fa.length; i++) {
      fa[i] = b.readFloat();
    }
    s.setFloatArray(fa);
    double[] da = new double[b.readUInt()];
    for (int i = 0; i < da.length; i++) {
      da[i] = b.readDouble();
    }
    s.setDoubleArray(da);
    short[] sa = new short[b.readUInt()];
    for (int i = 0; i < sa.length; i++) {
      sa[i] = (short) b.readInt();
    }
    s.setShortArray(sa);
    char[] ca = new char[b.readUInt()];
    for (int i = 0; i < ca.length; i++) {
      ca[i] = (char) b.readUInt();
    }
    s.setCharArray(ca);
    boolean[] ba = new boolean[b.readUInt()];
    for (int i = 0; i < ba.length; i++) {
      ba[i] = b.readBoolean();
    }
    s.setBooleanArray(ba);
    s.setText(b.readString());
    return s;
  }
}
