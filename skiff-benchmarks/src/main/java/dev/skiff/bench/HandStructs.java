package dev.skiff.bench;

import dev.skiff.bench.data.BoxedStruct;
import dev.skiff.bench.data.PrimitiveStruct;

/**
 * Hand-written code for the struct data sets: the 100 fields in declaration order, read back
 * through the all-fields constructor. Integral values are var-ints (zig-zag for signed ones), bytes
 * one byte, floating point fixed width. The boxed twin starts with a null mask (two var-longs, one
 * bit per field, a set bit for null: two bytes when nothing is null) and then writes only the
 * non-null values.
 */
final class HandStructs {
  private HandStructs() {}

  // ---- struct

  static void writeStruct(HandBuffer b, PrimitiveStruct s) {
    b.writeInt(s.f0());
    b.writeLong(s.f1());
    b.writeDouble(s.f2());
    b.writeFloat(s.f3());
    b.writeInt(s.f4());
    b.writeByte(s.f5());
    b.writeUInt(s.f6());
    b.writeBoolean(s.f7());
    b.writeInt(s.f8());
    b.writeLong(s.f9());
    b.writeDouble(s.f10());
    b.writeFloat(s.f11());
    b.writeInt(s.f12());
    b.writeByte(s.f13());
    b.writeUInt(s.f14());
    b.writeBoolean(s.f15());
    b.writeInt(s.f16());
    b.writeLong(s.f17());
    b.writeDouble(s.f18());
    b.writeFloat(s.f19());
    b.writeInt(s.f20());
    b.writeByte(s.f21());
    b.writeUInt(s.f22());
    b.writeBoolean(s.f23());
    b.writeInt(s.f24());
    b.writeLong(s.f25());
    b.writeDouble(s.f26());
    b.writeFloat(s.f27());
    b.writeInt(s.f28());
    b.writeByte(s.f29());
    b.writeUInt(s.f30());
    b.writeBoolean(s.f31());
    b.writeInt(s.f32());
    b.writeLong(s.f33());
    b.writeDouble(s.f34());
    b.writeFloat(s.f35());
    b.writeInt(s.f36());
    b.writeByte(s.f37());
    b.writeUInt(s.f38());
    b.writeBoolean(s.f39());
    b.writeInt(s.f40());
    b.writeLong(s.f41());
    b.writeDouble(s.f42());
    b.writeFloat(s.f43());
    b.writeInt(s.f44());
    b.writeByte(s.f45());
    b.writeUInt(s.f46());
    b.writeBoolean(s.f47());
    b.writeInt(s.f48());
    b.writeLong(s.f49());
    b.writeDouble(s.f50());
    b.writeFloat(s.f51());
    b.writeInt(s.f52());
    b.writeByte(s.f53());
    b.writeUInt(s.f54());
    b.writeBoolean(s.f55());
    b.writeInt(s.f56());
    b.writeLong(s.f57());
    b.writeDouble(s.f58());
    b.writeFloat(s.f59());
    b.writeInt(s.f60());
    b.writeByte(s.f61());
    b.writeUInt(s.f62());
    b.writeBoolean(s.f63());
    b.writeInt(s.f64());
    b.writeLong(s.f65());
    b.writeDouble(s.f66());
    b.writeFloat(s.f67());
    b.writeInt(s.f68());
    b.writeByte(s.f69());
    b.writeUInt(s.f70());
    b.writeBoolean(s.f71());
    b.writeInt(s.f72());
    b.writeLong(s.f73());
    b.writeDouble(s.f74());
    b.writeFloat(s.f75());
    b.writeInt(s.f76());
    b.writeByte(s.f77());
    b.writeUInt(s.f78());
    b.writeBoolean(s.f79());
    b.writeInt(s.f80());
    b.writeLong(s.f81());
    b.writeDouble(s.f82());
    b.writeFloat(s.f83());
    b.writeInt(s.f84());
    b.writeByte(s.f85());
    b.writeUInt(s.f86());
    b.writeBoolean(s.f87());
    b.writeInt(s.f88());
    b.writeLong(s.f89());
    b.writeDouble(s.f90());
    b.writeFloat(s.f91());
    b.writeInt(s.f92());
    b.writeByte(s.f93());
    b.writeUInt(s.f94());
    b.writeBoolean(s.f95());
    b.writeInt(s.f96());
    b.writeLong(s.f97());
    b.writeDouble(s.f98());
    b.writeFloat(s.f99());
  }

  static PrimitiveStruct readStruct(HandBuffer b) {
    return new PrimitiveStruct(
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat(),
        (short) b.readInt(),
        (byte) b.readByte(),
        (char) b.readUInt(),
        b.readBoolean(),
        b.readInt(),
        b.readLong(),
        b.readDouble(),
        b.readFloat());
  }

  // ---- struct-boxed

  static void writeBoxedStruct(HandBuffer b, BoxedStruct s) {
    long m0 = 0;
    m0 |= nullBit(s.f0(), 0);
    m0 |= nullBit(s.f1(), 1);
    m0 |= nullBit(s.f2(), 2);
    m0 |= nullBit(s.f3(), 3);
    m0 |= nullBit(s.f4(), 4);
    m0 |= nullBit(s.f5(), 5);
    m0 |= nullBit(s.f6(), 6);
    m0 |= nullBit(s.f7(), 7);
    m0 |= nullBit(s.f8(), 8);
    m0 |= nullBit(s.f9(), 9);
    m0 |= nullBit(s.f10(), 10);
    m0 |= nullBit(s.f11(), 11);
    m0 |= nullBit(s.f12(), 12);
    m0 |= nullBit(s.f13(), 13);
    m0 |= nullBit(s.f14(), 14);
    m0 |= nullBit(s.f15(), 15);
    m0 |= nullBit(s.f16(), 16);
    m0 |= nullBit(s.f17(), 17);
    m0 |= nullBit(s.f18(), 18);
    m0 |= nullBit(s.f19(), 19);
    m0 |= nullBit(s.f20(), 20);
    m0 |= nullBit(s.f21(), 21);
    m0 |= nullBit(s.f22(), 22);
    m0 |= nullBit(s.f23(), 23);
    m0 |= nullBit(s.f24(), 24);
    m0 |= nullBit(s.f25(), 25);
    m0 |= nullBit(s.f26(), 26);
    m0 |= nullBit(s.f27(), 27);
    m0 |= nullBit(s.f28(), 28);
    m0 |= nullBit(s.f29(), 29);
    m0 |= nullBit(s.f30(), 30);
    m0 |= nullBit(s.f31(), 31);
    m0 |= nullBit(s.f32(), 32);
    m0 |= nullBit(s.f33(), 33);
    m0 |= nullBit(s.f34(), 34);
    m0 |= nullBit(s.f35(), 35);
    m0 |= nullBit(s.f36(), 36);
    m0 |= nullBit(s.f37(), 37);
    m0 |= nullBit(s.f38(), 38);
    m0 |= nullBit(s.f39(), 39);
    m0 |= nullBit(s.f40(), 40);
    m0 |= nullBit(s.f41(), 41);
    m0 |= nullBit(s.f42(), 42);
    m0 |= nullBit(s.f43(), 43);
    m0 |= nullBit(s.f44(), 44);
    m0 |= nullBit(s.f45(), 45);
    m0 |= nullBit(s.f46(), 46);
    m0 |= nullBit(s.f47(), 47);
    m0 |= nullBit(s.f48(), 48);
    m0 |= nullBit(s.f49(), 49);
    m0 |= nullBit(s.f50(), 50);
    m0 |= nullBit(s.f51(), 51);
    m0 |= nullBit(s.f52(), 52);
    m0 |= nullBit(s.f53(), 53);
    m0 |= nullBit(s.f54(), 54);
    m0 |= nullBit(s.f55(), 55);
    m0 |= nullBit(s.f56(), 56);
    m0 |= nullBit(s.f57(), 57);
    m0 |= nullBit(s.f58(), 58);
    m0 |= nullBit(s.f59(), 59);
    m0 |= nullBit(s.f60(), 60);
    m0 |= nullBit(s.f61(), 61);
    m0 |= nullBit(s.f62(), 62);
    m0 |= nullBit(s.f63(), 63);
    long m1 = 0;
    m1 |= nullBit(s.f64(), 0);
    m1 |= nullBit(s.f65(), 1);
    m1 |= nullBit(s.f66(), 2);
    m1 |= nullBit(s.f67(), 3);
    m1 |= nullBit(s.f68(), 4);
    m1 |= nullBit(s.f69(), 5);
    m1 |= nullBit(s.f70(), 6);
    m1 |= nullBit(s.f71(), 7);
    m1 |= nullBit(s.f72(), 8);
    m1 |= nullBit(s.f73(), 9);
    m1 |= nullBit(s.f74(), 10);
    m1 |= nullBit(s.f75(), 11);
    m1 |= nullBit(s.f76(), 12);
    m1 |= nullBit(s.f77(), 13);
    m1 |= nullBit(s.f78(), 14);
    m1 |= nullBit(s.f79(), 15);
    m1 |= nullBit(s.f80(), 16);
    m1 |= nullBit(s.f81(), 17);
    m1 |= nullBit(s.f82(), 18);
    m1 |= nullBit(s.f83(), 19);
    m1 |= nullBit(s.f84(), 20);
    m1 |= nullBit(s.f85(), 21);
    m1 |= nullBit(s.f86(), 22);
    m1 |= nullBit(s.f87(), 23);
    m1 |= nullBit(s.f88(), 24);
    m1 |= nullBit(s.f89(), 25);
    m1 |= nullBit(s.f90(), 26);
    m1 |= nullBit(s.f91(), 27);
    m1 |= nullBit(s.f92(), 28);
    m1 |= nullBit(s.f93(), 29);
    m1 |= nullBit(s.f94(), 30);
    m1 |= nullBit(s.f95(), 31);
    m1 |= nullBit(s.f96(), 32);
    m1 |= nullBit(s.f97(), 33);
    m1 |= nullBit(s.f98(), 34);
    m1 |= nullBit(s.f99(), 35);
    b.writeLong(m0);
    b.writeLong(m1);
    put(b, s.f0());
    put(b, s.f1());
    put(b, s.f2());
    put(b, s.f3());
    put(b, s.f4());
    put(b, s.f5());
    put(b, s.f6());
    put(b, s.f7());
    put(b, s.f8());
    put(b, s.f9());
    put(b, s.f10());
    put(b, s.f11());
    put(b, s.f12());
    put(b, s.f13());
    put(b, s.f14());
    put(b, s.f15());
    put(b, s.f16());
    put(b, s.f17());
    put(b, s.f18());
    put(b, s.f19());
    put(b, s.f20());
    put(b, s.f21());
    put(b, s.f22());
    put(b, s.f23());
    put(b, s.f24());
    put(b, s.f25());
    put(b, s.f26());
    put(b, s.f27());
    put(b, s.f28());
    put(b, s.f29());
    put(b, s.f30());
    put(b, s.f31());
    put(b, s.f32());
    put(b, s.f33());
    put(b, s.f34());
    put(b, s.f35());
    put(b, s.f36());
    put(b, s.f37());
    put(b, s.f38());
    put(b, s.f39());
    put(b, s.f40());
    put(b, s.f41());
    put(b, s.f42());
    put(b, s.f43());
    put(b, s.f44());
    put(b, s.f45());
    put(b, s.f46());
    put(b, s.f47());
    put(b, s.f48());
    put(b, s.f49());
    put(b, s.f50());
    put(b, s.f51());
    put(b, s.f52());
    put(b, s.f53());
    put(b, s.f54());
    put(b, s.f55());
    put(b, s.f56());
    put(b, s.f57());
    put(b, s.f58());
    put(b, s.f59());
    put(b, s.f60());
    put(b, s.f61());
    put(b, s.f62());
    put(b, s.f63());
    put(b, s.f64());
    put(b, s.f65());
    put(b, s.f66());
    put(b, s.f67());
    put(b, s.f68());
    put(b, s.f69());
    put(b, s.f70());
    put(b, s.f71());
    put(b, s.f72());
    put(b, s.f73());
    put(b, s.f74());
    put(b, s.f75());
    put(b, s.f76());
    put(b, s.f77());
    put(b, s.f78());
    put(b, s.f79());
    put(b, s.f80());
    put(b, s.f81());
    put(b, s.f82());
    put(b, s.f83());
    put(b, s.f84());
    put(b, s.f85());
    put(b, s.f86());
    put(b, s.f87());
    put(b, s.f88());
    put(b, s.f89());
    put(b, s.f90());
    put(b, s.f91());
    put(b, s.f92());
    put(b, s.f93());
    put(b, s.f94());
    put(b, s.f95());
    put(b, s.f96());
    put(b, s.f97());
    put(b, s.f98());
    put(b, s.f99());
  }

  static BoxedStruct readBoxedStruct(HandBuffer b) {
    long m0 = b.readLong();
    long m1 = b.readLong();
    return new BoxedStruct(
        present(m0, 0) ? b.readInt() : null,
        present(m0, 1) ? b.readLong() : null,
        present(m0, 2) ? b.readDouble() : null,
        present(m0, 3) ? b.readFloat() : null,
        present(m0, 4) ? (short) b.readInt() : null,
        present(m0, 5) ? (byte) b.readByte() : null,
        present(m0, 6) ? (char) b.readUInt() : null,
        present(m0, 7) ? b.readBoolean() : null,
        present(m0, 8) ? b.readInt() : null,
        present(m0, 9) ? b.readLong() : null,
        present(m0, 10) ? b.readDouble() : null,
        present(m0, 11) ? b.readFloat() : null,
        present(m0, 12) ? (short) b.readInt() : null,
        present(m0, 13) ? (byte) b.readByte() : null,
        present(m0, 14) ? (char) b.readUInt() : null,
        present(m0, 15) ? b.readBoolean() : null,
        present(m0, 16) ? b.readInt() : null,
        present(m0, 17) ? b.readLong() : null,
        present(m0, 18) ? b.readDouble() : null,
        present(m0, 19) ? b.readFloat() : null,
        present(m0, 20) ? (short) b.readInt() : null,
        present(m0, 21) ? (byte) b.readByte() : null,
        present(m0, 22) ? (char) b.readUInt() : null,
        present(m0, 23) ? b.readBoolean() : null,
        present(m0, 24) ? b.readInt() : null,
        present(m0, 25) ? b.readLong() : null,
        present(m0, 26) ? b.readDouble() : null,
        present(m0, 27) ? b.readFloat() : null,
        present(m0, 28) ? (short) b.readInt() : null,
        present(m0, 29) ? (byte) b.readByte() : null,
        present(m0, 30) ? (char) b.readUInt() : null,
        present(m0, 31) ? b.readBoolean() : null,
        present(m0, 32) ? b.readInt() : null,
        present(m0, 33) ? b.readLong() : null,
        present(m0, 34) ? b.readDouble() : null,
        present(m0, 35) ? b.readFloat() : null,
        present(m0, 36) ? (short) b.readInt() : null,
        present(m0, 37) ? (byte) b.readByte() : null,
        present(m0, 38) ? (char) b.readUInt() : null,
        present(m0, 39) ? b.readBoolean() : null,
        present(m0, 40) ? b.readInt() : null,
        present(m0, 41) ? b.readLong() : null,
        present(m0, 42) ? b.readDouble() : null,
        present(m0, 43) ? b.readFloat() : null,
        present(m0, 44) ? (short) b.readInt() : null,
        present(m0, 45) ? (byte) b.readByte() : null,
        present(m0, 46) ? (char) b.readUInt() : null,
        present(m0, 47) ? b.readBoolean() : null,
        present(m0, 48) ? b.readInt() : null,
        present(m0, 49) ? b.readLong() : null,
        present(m0, 50) ? b.readDouble() : null,
        present(m0, 51) ? b.readFloat() : null,
        present(m0, 52) ? (short) b.readInt() : null,
        present(m0, 53) ? (byte) b.readByte() : null,
        present(m0, 54) ? (char) b.readUInt() : null,
        present(m0, 55) ? b.readBoolean() : null,
        present(m0, 56) ? b.readInt() : null,
        present(m0, 57) ? b.readLong() : null,
        present(m0, 58) ? b.readDouble() : null,
        present(m0, 59) ? b.readFloat() : null,
        present(m0, 60) ? (short) b.readInt() : null,
        present(m0, 61) ? (byte) b.readByte() : null,
        present(m0, 62) ? (char) b.readUInt() : null,
        present(m0, 63) ? b.readBoolean() : null,
        present(m1, 0) ? b.readInt() : null,
        present(m1, 1) ? b.readLong() : null,
        present(m1, 2) ? b.readDouble() : null,
        present(m1, 3) ? b.readFloat() : null,
        present(m1, 4) ? (short) b.readInt() : null,
        present(m1, 5) ? (byte) b.readByte() : null,
        present(m1, 6) ? (char) b.readUInt() : null,
        present(m1, 7) ? b.readBoolean() : null,
        present(m1, 8) ? b.readInt() : null,
        present(m1, 9) ? b.readLong() : null,
        present(m1, 10) ? b.readDouble() : null,
        present(m1, 11) ? b.readFloat() : null,
        present(m1, 12) ? (short) b.readInt() : null,
        present(m1, 13) ? (byte) b.readByte() : null,
        present(m1, 14) ? (char) b.readUInt() : null,
        present(m1, 15) ? b.readBoolean() : null,
        present(m1, 16) ? b.readInt() : null,
        present(m1, 17) ? b.readLong() : null,
        present(m1, 18) ? b.readDouble() : null,
        present(m1, 19) ? b.readFloat() : null,
        present(m1, 20) ? (short) b.readInt() : null,
        present(m1, 21) ? (byte) b.readByte() : null,
        present(m1, 22) ? (char) b.readUInt() : null,
        present(m1, 23) ? b.readBoolean() : null,
        present(m1, 24) ? b.readInt() : null,
        present(m1, 25) ? b.readLong() : null,
        present(m1, 26) ? b.readDouble() : null,
        present(m1, 27) ? b.readFloat() : null,
        present(m1, 28) ? (short) b.readInt() : null,
        present(m1, 29) ? (byte) b.readByte() : null,
        present(m1, 30) ? (char) b.readUInt() : null,
        present(m1, 31) ? b.readBoolean() : null,
        present(m1, 32) ? b.readInt() : null,
        present(m1, 33) ? b.readLong() : null,
        present(m1, 34) ? b.readDouble() : null,
        present(m1, 35) ? b.readFloat() : null);
  }

  private static long nullBit(Object v, int bit) {
    return v == null ? 1L << bit : 0;
  }

  private static boolean present(long nullMask, int bit) {
    return (nullMask & 1L << bit) == 0;
  }

  private static void put(HandBuffer b, Integer v) {
    if (v != null) {
      b.writeInt(v);
    }
  }

  private static void put(HandBuffer b, Long v) {
    if (v != null) {
      b.writeLong(v);
    }
  }

  private static void put(HandBuffer b, Double v) {
    if (v != null) {
      b.writeDouble(v);
    }
  }

  private static void put(HandBuffer b, Float v) {
    if (v != null) {
      b.writeFloat(v);
    }
  }

  private static void put(HandBuffer b, Short v) {
    if (v != null) {
      b.writeInt(v);
    }
  }

  private static void put(HandBuffer b, Byte v) {
    if (v != null) {
      b.writeByte(v);
    }
  }

  private static void put(HandBuffer b, Character v) {
    if (v != null) {
      b.writeUInt(v);
    }
  }

  private static void put(HandBuffer b, Boolean v) {
    if (v != null) {
      b.writeBoolean(v);
    }
  }
}
