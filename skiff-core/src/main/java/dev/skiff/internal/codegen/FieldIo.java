package dev.skiff.internal.codegen;

import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.wire.Tags;
import org.jspecify.annotations.Nullable;

/**
 * Static field readers and writers that generated codecs call directly for the common exact field
 * types (boxed primitives, enums, primitive arrays), instead of going through the generic {@link
 * WriteContext#writeExact} path and a megamorphic codec call. Each writes exactly the bytes the
 * generic path writes (a differential test holds them to it): boxes as {@link Tags#NULL} or {@link
 * Tags#DECLARED} and the value, enums as {@code ordinal + 1} with 0 for null, primitive arrays with
 * their full exact-slot framing including back-references.
 */
public final class FieldIo {
  private FieldIo() {}

  private static final int SLICE = 4096;

  public static void writeInteger(WriteContext c, @Nullable Integer v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeVarInt(v);
    }
  }

  public static void writeLong(WriteContext c, @Nullable Long v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeVarLong(v);
    }
  }

  public static void writeDouble(WriteContext c, @Nullable Double v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeDouble(v);
    }
  }

  public static void writeFloat(WriteContext c, @Nullable Float v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeFloat(v);
    }
  }

  public static void writeBoolean(WriteContext c, @Nullable Boolean v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeBoolean(v);
    }
  }

  public static void writeShort(WriteContext c, @Nullable Short v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeShort(v);
    }
  }

  public static void writeByte(WriteContext c, @Nullable Byte v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeByte(v);
    }
  }

  public static void writeCharacter(WriteContext c, @Nullable Character v) {
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeChar(v);
    }
  }

  public static void writeEnum(WriteContext c, @Nullable Enum<?> v) {
    c.writeVarUInt(v == null ? 0 : v.ordinal() + 1);
  }

  /**
   * Reads an enum written by {@link #writeEnum}: {@code ordinal + 1}, 0 for null. {@code constants}
   * is the enum's constants in ordinal order.
   */
  public static @Nullable Object readEnum(ReadContext c, Object[] constants) {
    long at = c.offset();
    int v = c.readShortVarUInt();
    if (v == 0) {
      return null;
    }
    if (v < 0 || v > constants.length) {
      throw new dev.skiff.MalformedInputException(
          "ordinal "
              + (v - 1)
              + " out of range for enum "
              + constants.getClass().getComponentType().getName(),
          at);
    }
    return constants[v - 1];
  }

  public static @Nullable Integer readInteger(ReadContext c) {
    return c.beginUntracked("Integer") ? c.readVarInt() : null;
  }

  public static @Nullable Long readLong(ReadContext c) {
    return c.beginUntracked("Long") ? c.readVarLong() : null;
  }

  public static @Nullable Double readDouble(ReadContext c) {
    return c.beginUntracked("Double") ? c.readDouble() : null;
  }

  public static @Nullable Float readFloat(ReadContext c) {
    return c.beginUntracked("Float") ? c.readFloat() : null;
  }

  public static @Nullable Boolean readBoolean(ReadContext c) {
    return c.beginUntracked("Boolean") ? c.readBoolean() : null;
  }

  public static @Nullable Short readShort(ReadContext c) {
    return c.beginUntracked("Short") ? c.readShort() : null;
  }

  public static @Nullable Byte readByte(ReadContext c) {
    return c.beginUntracked("Byte") ? c.readByte() : null;
  }

  public static @Nullable Character readCharacter(ReadContext c) {
    return c.beginUntracked("Character") ? c.readChar() : null;
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeInts(WriteContext c, int @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeInts(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeLongs(WriteContext c, long @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeLongs(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeDoubles(WriteContext c, double @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeDoubles(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeFloats(WriteContext c, float @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeFloats(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeShorts(WriteContext c, short @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeShorts(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeChars(WriteContext c, char @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeChars(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeBooleans(WriteContext c, boolean @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeBooleans(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeBytes(WriteContext c, byte @Nullable [] a) {
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      c.writeBytes(a, 0, a.length);
    }
  }

  public static int @Nullable [] readInts(ReadContext c) {
    Object head = c.beginExact(int[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (int[]) head;
    }
    int[] a = new int[c.readLength(4)];
    c.readInts(a);
    c.registerLeaf(a);
    return a;
  }

  public static long @Nullable [] readLongs(ReadContext c) {
    Object head = c.beginExact(long[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (long[]) head;
    }
    long[] a = new long[c.readLength(8)];
    c.readLongs(a);
    c.registerLeaf(a);
    return a;
  }

  public static double @Nullable [] readDoubles(ReadContext c) {
    Object head = c.beginExact(double[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (double[]) head;
    }
    double[] a = new double[c.readLength(8)];
    c.readDoubles(a);
    c.registerLeaf(a);
    return a;
  }

  public static float @Nullable [] readFloats(ReadContext c) {
    Object head = c.beginExact(float[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (float[]) head;
    }
    float[] a = new float[c.readLength(4)];
    c.readFloats(a);
    c.registerLeaf(a);
    return a;
  }

  public static short @Nullable [] readShorts(ReadContext c) {
    Object head = c.beginExact(short[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (short[]) head;
    }
    short[] a = new short[c.readLength(2)];
    c.readShorts(a);
    c.registerLeaf(a);
    return a;
  }

  public static char @Nullable [] readChars(ReadContext c) {
    Object head = c.beginExact(char[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (char[]) head;
    }
    char[] a = new char[c.readLength(2)];
    c.readChars(a);
    c.registerLeaf(a);
    return a;
  }

  public static boolean @Nullable [] readBooleans(ReadContext c) {
    Object head = c.beginExact(boolean[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (boolean[]) head;
    }
    boolean[] a = new boolean[c.readLength(1)];
    c.readBooleans(a);
    c.registerLeaf(a);
    return a;
  }

  public static byte @Nullable [] readBytes(ReadContext c) {
    Object head = c.beginExact(byte[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (byte[]) head;
    }
    int n = c.readLength(1);
    byte[] a = new byte[n];
    c.readBytes(a, 0, n);
    c.registerLeaf(a);
    return a;
  }
}
