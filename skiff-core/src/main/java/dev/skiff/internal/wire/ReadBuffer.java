package dev.skiff.internal.wire;

import dev.skiff.MalformedInputException;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A little-endian decoder of Skiff's encodings over a {@link ByteSource}, the mirror of {@link
 * WriteBuffer}: fixed-width and var-int scalars, strings in their three encodings, and bulk
 * primitive arrays.
 *
 * <p>Var-ints decode from one 8-byte little-endian load when 8 bytes remain, which is the common
 * case inside a message; the byte-at-a-time path serves the tail and streams. The numbers of the
 * framing, which are almost always one or two bytes long (class tags and markers, counts, string
 * headers, enum ordinals, schema codes, a versioned class's version and tail length), are read by
 * {@link #readShortVarUInt} and {@link #readShortVarULong} instead: one or two byte loads, and the
 * byte-at-a-time path only for longer values. A generated codec inlines one of these reads for
 * every field and nested object, and the short form's smaller compiled code leaves more of C2's
 * per-compilation budget to the rest of the codec.
 *
 * <p>That budget is counted in bytecode: C2 stops inlining into one compilation once the methods it
 * inlined add up to {@code DesiredMethodLimit} bytes, whether or not their code is ever run. It
 * inlines a callee larger than a few dozen bytes when the call has been made often, counted over
 * the whole run, not per caller. So a rarely taken path that is still taken now and then (the last
 * byte of every message was one) is inlined at every read of the framing. The short readers
 * therefore decode a one-byte value even when it is the last byte, and hand longer values to the
 * byte-at-a-time loop, a fifth of the bytecode of {@link #readVarUInt} with its 8-byte load.
 */
public class ReadBuffer extends ByteSource {
  private static final VarHandle SHORT = WriteBuffer.view(short[].class);
  private static final VarHandle CHAR = WriteBuffer.view(char[].class);
  private static final VarHandle INT = WriteBuffer.view(int[].class);
  private static final VarHandle LONG = WriteBuffer.view(long[].class);

  /**
   * The chars of the last wide string read (UTF-8 or UTF-16 payload), which the {@code String}
   * constructor copies: reused so that a string costs one array, as a Latin-1 one does, instead of
   * two. Kept only up to {@link #CHARS_KEPT} chars; a longer string decodes into an array of its
   * own.
   */
  private char[] chars = new char[64];

  /**
   * Grows this reader's char array, before its first message, to the size {@code worn}'s reached.
   */
  protected final void sizeLike(ReadBuffer worn) {
    if (worn.chars.length > chars.length) {
      chars = new char[worn.chars.length];
    }
  }

  private static final int CHARS_KEPT = 1 << 14;

  public final byte readByte() {
    require(1);
    return buf[pos++];
  }

  public final int readUnsignedByte() {
    require(1);
    return buf[pos++] & 0xFF;
  }

  public final boolean readBoolean() {
    require(1);
    byte b = buf[pos++];
    if ((b & ~1) != 0) {
      pos--;
      throw malformed("invalid boolean byte " + b);
    }
    return b != 0;
  }

  public final short readShort() {
    require(2);
    short v = (short) SHORT.get(buf, pos);
    pos += 2;
    return v;
  }

  public final char readChar() {
    require(2);
    char v = (char) CHAR.get(buf, pos);
    pos += 2;
    return v;
  }

  public final int readIntFixed() {
    require(4);
    int v = (int) INT.get(buf, pos);
    pos += 4;
    return v;
  }

  public final long readLongFixed() {
    require(8);
    long v = (long) LONG.get(buf, pos);
    pos += 8;
    return v;
  }

  /**
   * Consumes the next 8 bytes if they are already buffered and hold {@code expected} (as {@link
   * #readLongFixed} reads it), and tells whether they did; never reads from a stream and never
   * fails.
   */
  public final boolean consumeIfLong(long expected) {
    if (limit - pos >= 8 && (long) LONG.get(buf, pos) == expected) {
      pos += 8;
      return true;
    }
    return false;
  }

  /**
   * Consumes a one-byte code and the 8 bytes after it if they are already buffered and hold {@code
   * code} and {@code expected} (what {@link WriteBuffer#writeCodeAndLong} writes), and tells
   * whether they did; never reads from a stream and never fails.
   */
  public final boolean consumeIfCodeAndLong(int code, long expected) {
    byte[] b = buf;
    int p = pos;
    if (limit - p >= 9 && b[p] == code && (long) LONG.get(b, p + 1) == expected) {
      pos = p + 9;
      return true;
    }
    return false;
  }

  public final float readFloat() {
    return Float.intBitsToFloat(readIntFixed());
  }

  public final double readDouble() {
    return Double.longBitsToDouble(readLongFixed());
  }

  /** Reads a zig-zag var-int. */
  public final int readVarInt() {
    int v = readVarUInt();
    return (v >>> 1) ^ -(v & 1);
  }

  /** Reads an unsigned var-int (1 to 5 bytes). */
  public final int readVarUInt() {
    if (limit - pos >= 8) {
      long w = (long) LONG.get(buf, pos);
      int v = (int) (w & 0x7F);
      if ((w & 0x80) == 0) {
        pos++;
        return v;
      }
      v |= (int) ((w >>> 1) & 0x3F80);
      if ((w & 0x8000) == 0) {
        pos += 2;
        return v;
      }
      v |= (int) ((w >>> 2) & 0x1FC000);
      if ((w & 0x800000) == 0) {
        pos += 3;
        return v;
      }
      v |= (int) ((w >>> 3) & 0xFE00000);
      if ((w & 0x80000000L) == 0) {
        pos += 4;
        return v;
      }
      if ((w & 0xF000000000L) != 0) {
        pos += 4;
        throw malformed("var-int longer than 32 bits");
      }
      pos += 5;
      return v | (int) ((w >>> 4) & 0xF0000000L);
    }
    return readVarUIntSlow();
  }

  /**
   * Reads an unsigned var-int that is almost always one or two bytes long (a count, a version, a
   * short length), with the same result and errors as {@link #readVarUInt}. Its common path is one
   * or two byte loads, a fraction of the compiled code of {@link #readVarUInt}'s 8-byte load, so a
   * generated codec that reads several such numbers per object leaves more of C2's node budget to
   * the fields around them. Longer values, and a two-byte value cut by the end of the buffered
   * bytes, take the byte-at-a-time loop (see the class comment for why not {@link #readVarUInt}).
   *
   * <p>{@link #readShortVarULong} repeats these lines rather than sharing them through a helper:
   * both are inlined at every read of the framing, and a helper is one more level of C2's inlining
   * depth, which measured slower (performance log, 2026-11-28).
   */
  public final int readShortVarUInt() {
    int p = pos;
    int n = limit - p;
    if (n > 0) {
      int b0 = buf[p];
      if (b0 >= 0) {
        pos = p + 1;
        return b0;
      }
      if (n > 1) {
        int b1 = buf[p + 1];
        if (b1 >= 0) {
          pos = p + 2;
          return (b0 & 0x7F) | (b1 << 7);
        }
      }
    }
    return readVarUIntSlow();
  }

  /**
   * Reads an unsigned var-long that is almost always one or two bytes long (the header of a string
   * of up to 4,095 chars), as {@link #readShortVarUInt} does for var-ints, with the same result and
   * errors as {@link #readVarULong}.
   */
  public final long readShortVarULong() {
    int p = pos;
    int n = limit - p;
    if (n > 0) {
      int b0 = buf[p];
      if (b0 >= 0) {
        pos = p + 1;
        return b0;
      }
      if (n > 1) {
        int b1 = buf[p + 1];
        if (b1 >= 0) {
          pos = p + 2;
          return (b0 & 0x7F) | (b1 << 7);
        }
      }
    }
    return readVarULongSlow();
  }

  private int readVarUIntSlow() {
    int v = 0;
    for (int shift = 0; shift < 28; shift += 7) {
      int b = readUnsignedByte();
      v |= (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return v;
      }
    }
    int b = readUnsignedByte();
    if ((b & 0xF0) != 0) {
      pos--;
      throw malformed("var-int longer than 32 bits");
    }
    return v | (b << 28);
  }

  /** Reads a zig-zag var-long. */
  public final long readVarLong() {
    long v = readVarULong();
    return (v >>> 1) ^ -(v & 1);
  }

  /** Reads an unsigned var-long (1 to 9 bytes). */
  public final long readVarULong() {
    if (limit - pos >= 9) {
      byte[] b = buf;
      int p = pos;
      long w = (long) LONG.get(b, p);
      if ((w & 0x80) == 0) {
        pos = p + 1;
        return w & 0x7F;
      }
      long v = 0;
      for (int i = 0; i < 8; i++) {
        long x = (w >>> (8 * i)) & 0xFF;
        v |= (x & 0x7F) << (7 * i);
        if ((x & 0x80) == 0) {
          pos = p + i + 1;
          return v;
        }
      }
      pos = p + 9;
      return v | ((long) (b[p + 8] & 0xFF) << 56);
    }
    return readVarULongSlow();
  }

  private long readVarULongSlow() {
    long v = 0;
    for (int shift = 0; shift < 56; shift += 7) {
      int x = readUnsignedByte();
      v |= (long) (x & 0x7F) << shift;
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    return v | ((long) readUnsignedByte() << 56);
  }

  /** Reads a non-negative var-int length and checks it (see {@link #checkLength}). */
  public final int readLength(int unitBytes) {
    long start = offset();
    int n = readVarUInt();
    if (n < 0) {
      throw new MalformedInputException("negative length " + n, start);
    }
    checkLength(n, unitBytes, 1);
    return n;
  }

  /** Reads a string header and payload; returns {@code null} for the reserved header 0. */
  public final @Nullable String readStringOrNull() {
    long h = readShortVarULong();
    if (h == 0) {
      return null;
    }
    return readStringBody(h);
  }

  /** Reads a non-null string; a null header is malformed here. */
  public final String readString() {
    long h = readShortVarULong();
    if (h == 0) {
      throw malformed("null string where a value is required");
    }
    return readStringBody(h);
  }

  /**
   * The payload of a string with header {@code h}. The common case, Latin-1 text already in the
   * buffer and within {@code maxLength}, is kept this small so that the JIT inlines it at every
   * string read.
   */
  private String readStringBody(long h) {
    long n = h >>> 2;
    if ((h & 3) == 1 && n <= limit - pos && n <= maxLength) {
      int p = pos;
      // The Latin-1 constructor with high byte 0: for compact strings a plain array copy,
      // without the charset dispatch of new String(bytes, off, len, ISO_8859_1).
      @SuppressWarnings("deprecation")
      String latin = new String(buf, 0, p, (int) n);
      pos = p + (int) n;
      return latin;
    }
    return readStringOther(h);
  }

  /**
   * The payload of any string {@link #readStringBody} does not read itself, checked in full: UTF-8,
   * UTF-16, and Latin-1 text that is not yet buffered or too long.
   *
   * <p>This is one method on purpose, larger than HotSpot's {@code FreqInlineSize} (325 bytes of
   * bytecode), so that C2 never inlines it into {@link #readStringBody}, however often non-Latin
   * text comes.
   */
  private String readStringOther(long h) {
    int coder = (int) (h & 3);
    if ((h >>> 2) > MAX_ARRAY) {
      throw malformed("string length " + (h >>> 2) + " is too large");
    }
    int n = (int) (h >>> 2);
    switch (coder) {
      case 1 -> {
        checkLength(n, 1, 1);
        require(n);
        @SuppressWarnings("deprecation") // as in readStringBody
        String latin = new String(buf, 0, pos, n);
        pos += n;
        return latin;
      }
      case 2 -> {
        // Strict UTF-8: a truncated, over-long or surrogate-encoding sequence is malformed input,
        // never silently replaced. Writers use UTF-8 only for text with a char above U+00FF.
        checkLength(n, 1, 1);
        require(n);
        int end = pos + n;
        char[] chars = chars(n);
        int c = Utf8.decode(buf, pos, end, chars);
        if (c < 0) {
          throw utf8Error(-c - 1);
        }
        pos = end;
        return new String(chars, 0, c);
      }
      case 3 -> {
        checkLength(n, 2, 1);
        require(n * 2);
        byte[] b = buf;
        int p = pos;
        int end = p + 2 * n;
        if (StringInternals.UTF16_LE) {
          // Text with a char above U+00FF becomes a string around one copy of its bytes
          // (StringInternals); other text must be a compact string, which the constructor makes.
          for (int i = p + 1; i < end; i += 2) {
            if (b[i] != 0) {
              pos = end;
              return StringInternals.utf16(Arrays.copyOfRange(b, p, end));
            }
          }
        }
        char[] chars = chars(n);
        for (int i = 0; i < n; i++) {
          chars[i] = (char) CHAR.get(b, p);
          p += 2;
        }
        pos = p;
        return new String(chars, 0, n);
      }
      default -> throw malformed("invalid string header " + h);
    }
  }

  /** A char array of at least {@code n} chars to decode into (see {@link #chars}). */
  private char[] chars(int n) {
    char[] c = chars;
    if (c.length >= n) {
      return c;
    }
    c = new char[Math.max(n, Math.min(2 * c.length, CHARS_KEPT))];
    if (c.length <= CHARS_KEPT) {
      chars = c;
    }
    return c;
  }

  private MalformedInputException utf8Error(int at) {
    return new MalformedInputException("invalid UTF-8 in a string", offsetOf(at));
  }

  // Bulk primitive arrays, read in slices of at most 8 KiB of input so that a stream source
  // needs no larger buffer.

  private int slice(int remaining, int width) {
    int n = Math.min(remaining, STREAM_BUFFER / width);
    require(n * width);
    return n;
  }

  public final void readShorts(short[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 2);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p += 2) {
        a[i] = (short) SHORT.get(b, p);
      }
      pos = p;
    }
  }

  public final void readChars(char[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 2);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p += 2) {
        a[i] = (char) CHAR.get(b, p);
      }
      pos = p;
    }
  }

  public final void readInts(int[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 4);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p += 4) {
        a[i] = (int) INT.get(b, p);
      }
      pos = p;
    }
  }

  public final void readLongs(long[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 8);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p += 8) {
        a[i] = (long) LONG.get(b, p);
      }
      pos = p;
    }
  }

  public final void readFloats(float[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 4);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p += 4) {
        a[i] = Float.intBitsToFloat((int) INT.get(b, p));
      }
      pos = p;
    }
  }

  public final void readDoubles(double[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 8);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p += 8) {
        a[i] = Double.longBitsToDouble((long) LONG.get(b, p));
      }
      pos = p;
    }
  }

  public final void readBooleans(boolean[] a) {
    for (int i = 0; i < a.length; ) {
      int n = slice(a.length - i, 1);
      byte[] b = buf;
      int p = pos;
      for (int end = i + n; i < end; i++, p++) {
        byte v = b[p];
        if ((v & ~1) != 0) {
          pos = p;
          throw malformed("invalid boolean byte " + v);
        }
        a[i] = v != 0;
      }
      pos = p;
    }
  }
}
