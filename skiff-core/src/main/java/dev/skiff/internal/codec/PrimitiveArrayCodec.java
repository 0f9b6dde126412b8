package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.ValueKind;

/**
 * The codec for arrays of one primitive type: a var-int length, then the elements fixed-width and
 * little-endian in bulk ({@code boolean} as one byte 0 or 1). Written in slices so a stream never
 * needs to buffer a whole large array; read only after the length has been checked against the
 * bytes that remain.
 */
final class PrimitiveArrayCodec extends Codec<Object> {
  private static final int SLICE = 4096;
  private final ValueKind kind;
  private final int width;

  PrimitiveArrayCodec(ValueKind kind) {
    this.kind = kind;
    this.width = kind == ValueKind.INT ? 4 : kind == ValueKind.LONG ? 8 : kind.width;
  }

  @Override
  public void write(WriteContext ctx, Object array) {
    int n = java.lang.reflect.Array.getLength(array);
    ctx.writeVarUInt(n);
    for (int off = 0; off < n; off += SLICE) {
      int len = Math.min(SLICE, n - off);
      switch (kind) {
        case BYTE -> ctx.writeBytes((byte[]) array, off, len);
        case INT -> ctx.writeInts((int[]) array, off, len);
        case LONG -> ctx.writeLongs((long[]) array, off, len);
        case DOUBLE -> ctx.writeDoubles((double[]) array, off, len);
        case FLOAT -> ctx.writeFloats((float[]) array, off, len);
        case SHORT -> ctx.writeShorts((short[]) array, off, len);
        case CHAR -> ctx.writeChars((char[]) array, off, len);
        default -> ctx.writeBooleans((boolean[]) array, off, len);
      }
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    int n = ctx.readLength(width);
    switch (kind) {
      case BYTE -> {
        byte[] a = new byte[n];
        ctx.reference(a);
        ctx.readBytes(a, 0, n);
        return a;
      }
      case INT -> {
        int[] a = new int[n];
        ctx.reference(a);
        ctx.readInts(a);
        return a;
      }
      case LONG -> {
        long[] a = new long[n];
        ctx.reference(a);
        ctx.readLongs(a);
        return a;
      }
      case DOUBLE -> {
        double[] a = new double[n];
        ctx.reference(a);
        ctx.readDoubles(a);
        return a;
      }
      case FLOAT -> {
        float[] a = new float[n];
        ctx.reference(a);
        ctx.readFloats(a);
        return a;
      }
      case SHORT -> {
        short[] a = new short[n];
        ctx.reference(a);
        ctx.readShorts(a);
        return a;
      }
      case CHAR -> {
        char[] a = new char[n];
        ctx.reference(a);
        ctx.readChars(a);
        return a;
      }
      default -> {
        boolean[] a = new boolean[n];
        ctx.reference(a);
        ctx.readBooleans(a);
        return a;
      }
    }
  }

  @Override
  public boolean nests() {
    return false;
  }
}
