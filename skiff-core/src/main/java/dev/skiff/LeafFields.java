package dev.skiff;

import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.wire.Tags;
import org.jspecify.annotations.Nullable;

/**
 * The writers and readers of the fields that generated codecs write without calling a codec: boxes
 * of primitives, enums that travel by ordinal and primitive arrays, each with its framing.
 * Build-time codecs ({@link BuildTimeCodec}) and the codecs Skiff generates at run time call the
 * same methods, one level below their own code. Application code never uses this class; it is
 * public because build-time codecs, compiled into the application, call it.
 *
 * <p>Each writes exactly the bytes of the codec the field's slot would otherwise call (a
 * differential test over generated classes holds build-time, run-time and interpreted codecs to one
 * another): a box as {@code NULL}, or {@code DECLARED} and the value; an enum as {@code ordinal +
 * 1}, 0 for null; a primitive array with the full framing of an exact slot, back-references
 * included, then the array codec's body. The readers check every marker, ordinal and length and end
 * in a {@link MalformedInputException} at its offset.
 *
 * <h2>Why static methods here</h2>
 *
 * A field of these types costs one inlined level in either kind of codec, and the levels are what
 * matters: HotSpot's C2 spends part of a fixed node budget on every method it inlines into one
 * compilation, and a flat class of twenty fields, written in one compilation, reaches that budget
 * near its last field. Build-time codecs once reached these methods through wrappers of their own
 * in {@link BuildTimeCodec}, one level more per field, and C2 stopped inside the last field's
 * string write, leaving its Latin-1 check a call per char; as instance methods of the contexts (the
 * other way to give both codecs one level), the run-time codec's compilation grew past the budget
 * instead. The numbers are in {@code docs/perf-log/}.
 */
public final class LeafFields {
  private LeafFields() {}

  private static final int SLICE = 4096;

  public static void writeIntBox(BuildTimeCodec.Writer out, @Nullable Integer v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeVarInt(v);
    }
  }

  public static void writeLongBox(BuildTimeCodec.Writer out, @Nullable Long v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeVarLong(v);
    }
  }

  public static void writeDoubleBox(BuildTimeCodec.Writer out, @Nullable Double v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeDouble(v);
    }
  }

  public static void writeFloatBox(BuildTimeCodec.Writer out, @Nullable Float v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeFloat(v);
    }
  }

  public static void writeBooleanBox(BuildTimeCodec.Writer out, @Nullable Boolean v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeBoolean(v);
    }
  }

  public static void writeShortBox(BuildTimeCodec.Writer out, @Nullable Short v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeShort(v);
    }
  }

  public static void writeByteBox(BuildTimeCodec.Writer out, @Nullable Byte v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeByte(v);
    }
  }

  public static void writeCharBox(BuildTimeCodec.Writer out, @Nullable Character v) {
    WriteContext c = (WriteContext) out;
    if (v == null) {
      c.writeByte(Tags.NULL);
    } else {
      c.writeByte(Tags.DECLARED);
      c.writeChar(v);
    }
  }

  public static void writeEnumOrdinal(BuildTimeCodec.Writer out, @Nullable Enum<?> v) {
    WriteContext c = (WriteContext) out;
    c.writeVarUInt(v == null ? 0 : v.ordinal() + 1);
  }

  /**
   * Reads an enum written by {@link #writeEnumOrdinal}: {@code ordinal + 1}, 0 for null. {@code
   * constants} is the enum's constants in ordinal order.
   */
  public static @Nullable Object readEnumOrdinal(BuildTimeCodec.Reader in, Object[] constants) {
    ReadContext c = (ReadContext) in;
    long at = c.offset();
    int v = c.readShortVarUInt();
    if (v == 0) {
      return null;
    }
    if (v < 0 || v > constants.length) {
      throw new MalformedInputException(
          "ordinal "
              + (v - 1)
              + " out of range for enum "
              + constants.getClass().getComponentType().getName(),
          at);
    }
    return constants[v - 1];
  }

  public static @Nullable Integer readIntBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Integer") ? c.readVarInt() : null;
  }

  public static @Nullable Long readLongBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Long") ? c.readVarLong() : null;
  }

  public static @Nullable Double readDoubleBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Double") ? c.readDouble() : null;
  }

  public static @Nullable Float readFloatBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Float") ? c.readFloat() : null;
  }

  public static @Nullable Boolean readBooleanBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Boolean") ? c.readBoolean() : null;
  }

  public static @Nullable Short readShortBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Short") ? c.readShort() : null;
  }

  public static @Nullable Byte readByteBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Byte") ? c.readByte() : null;
  }

  public static @Nullable Character readCharBox(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    return c.beginUntracked("Character") ? c.readChar() : null;
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeIntArray(BuildTimeCodec.Writer out, int @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeInts(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeLongArray(BuildTimeCodec.Writer out, long @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeLongs(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeDoubleArray(BuildTimeCodec.Writer out, double @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeDoubles(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeFloatArray(BuildTimeCodec.Writer out, float @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeFloats(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeShortArray(BuildTimeCodec.Writer out, short @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeShorts(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeCharArray(BuildTimeCodec.Writer out, char @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeChars(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeBooleanArray(BuildTimeCodec.Writer out, boolean @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      for (int off = 0; off < a.length; off += SLICE) {
        c.writeBooleans(a, off, Math.min(SLICE, a.length - off));
      }
    }
  }

  @SuppressWarnings("NullAway") // beginExact answers false for null
  public static void writeByteArray(BuildTimeCodec.Writer out, byte @Nullable [] a) {
    WriteContext c = (WriteContext) out;
    if (c.beginExact(a)) {
      c.writeVarUInt(a.length);
      c.writeBytes(a, 0, a.length);
    }
  }

  public static int @Nullable [] readIntArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(int[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (int[]) head;
    }
    int[] a = new int[c.readLength(4)];
    c.readInts(a);
    c.registerLeaf(a);
    return a;
  }

  public static long @Nullable [] readLongArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(long[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (long[]) head;
    }
    long[] a = new long[c.readLength(8)];
    c.readLongs(a);
    c.registerLeaf(a);
    return a;
  }

  public static double @Nullable [] readDoubleArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(double[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (double[]) head;
    }
    double[] a = new double[c.readLength(8)];
    c.readDoubles(a);
    c.registerLeaf(a);
    return a;
  }

  public static float @Nullable [] readFloatArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(float[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (float[]) head;
    }
    float[] a = new float[c.readLength(4)];
    c.readFloats(a);
    c.registerLeaf(a);
    return a;
  }

  public static short @Nullable [] readShortArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(short[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (short[]) head;
    }
    short[] a = new short[c.readLength(2)];
    c.readShorts(a);
    c.registerLeaf(a);
    return a;
  }

  public static char @Nullable [] readCharArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(char[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (char[]) head;
    }
    char[] a = new char[c.readLength(2)];
    c.readChars(a);
    c.registerLeaf(a);
    return a;
  }

  public static boolean @Nullable [] readBooleanArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
    Object head = c.beginExact(boolean[].class);
    if (head != ReadContext.BODY_FOLLOWS) {
      return (boolean[]) head;
    }
    boolean[] a = new boolean[c.readLength(1)];
    c.readBooleans(a);
    c.registerLeaf(a);
    return a;
  }

  public static byte @Nullable [] readByteArray(BuildTimeCodec.Reader in) {
    ReadContext c = (ReadContext) in;
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
