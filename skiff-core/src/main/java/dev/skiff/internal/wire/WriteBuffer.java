package dev.skiff.internal.wire;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.jspecify.annotations.Nullable;

/**
 * A little-endian encoder of Skiff's encodings over a {@link ByteSink}, the mirror of {@link
 * ReadBuffer}: fixed-width and var-int scalars, strings in their three encodings, and bulk
 * primitive arrays.
 *
 * <p>Multi-byte values go through {@link MethodHandles#byteArrayViewVarHandle} views, which the JIT
 * compiles to single unaligned stores: as fast as {@code sun.misc.Unsafe} without using it.
 *
 * <h2>Encodings</h2>
 *
 * <ul>
 *   <li>var-ints are unsigned LEB128: 7 bits a byte, low bits first, high bit set on every byte but
 *       the last. A 32-bit value takes 1 to 5 bytes. A 64-bit value takes 1 to 9 bytes: the ninth
 *       byte, when present, carries all 8 of its bits, so no value needs a tenth byte.
 *   <li>signed var-ints are zig-zag mapped first ({@code (v << 1) ^ (v >> 31)}), so small negative
 *       numbers stay small.
 *   <li>{@code short}, {@code char}, {@code float} and {@code double} are fixed width: varints
 *       would be no smaller for typical values and are slower.
 *   <li>strings: a var-long header {@code (length << 2) | coder} followed by the payload (for
 *       lengths below 2<sup>30</sup> the same bytes as a var-int). Coder 1 is Latin-1 ({@code
 *       length} bytes), 2 is UTF-8 ({@code length} bytes), 3 is UTF-16LE ({@code length} chars,
 *       {@code 2 * length} bytes). A header of 0 is reserved for {@code null} by callers that need
 *       it. The writer picks Latin-1 when every char fits in a byte, else the smaller of UTF-8 and
 *       UTF-16; a string with an unpaired surrogate always goes as UTF-16 because UTF-8 cannot
 *       carry it.
 * </ul>
 */
public class WriteBuffer extends ByteSink {
  private static final VarHandle SHORT = view(short[].class);
  private static final VarHandle CHAR = view(char[].class);
  private static final VarHandle INT = view(int[].class);
  private static final VarHandle LONG = view(long[].class);

  /** Bit 7 of every byte: the continuation bits of an eight-byte var-int, little-endian. */
  private static final long CONTINUATIONS = 0x8080_8080_8080_8080L;

  static {
    // Before any of the write path is compiled: see CharAtProfile.
    CharAtProfile.runIfUseful();
  }

  static VarHandle view(Class<?> arrayType) {
    return MethodHandles.byteArrayViewVarHandle(arrayType, ByteOrder.LITTLE_ENDIAN);
  }

  public final void writeByte(int v) {
    ensure(1);
    putByte(v);
  }

  public final void writeBoolean(boolean v) {
    ensure(1);
    putBoolean(v);
  }

  public final void writeShort(short v) {
    ensure(2);
    putShort(v);
  }

  public final void writeChar(char v) {
    ensure(2);
    putChar(v);
  }

  public final void writeIntFixed(int v) {
    ensure(4);
    INT.set(buf, pos, v);
    pos += 4;
  }

  public final void writeLongFixed(long v) {
    ensure(8);
    LONG.set(buf, pos, v);
    pos += 8;
  }

  /**
   * Writes a one-byte code below 128 (a var-int of one byte) and then {@code v} as {@link
   * #writeLongFixed} writes it, under one capacity check: a schema reference by fingerprint.
   */
  public final void writeCodeAndLong(int code, long v) {
    ensure(9);
    byte[] b = buf;
    int p = pos;
    b[p] = (byte) code;
    LONG.set(b, p + 1, v);
    pos = p + 9;
  }

  public final void writeFloat(float v) {
    ensure(4);
    putFloat(v);
  }

  public final void writeDouble(double v) {
    ensure(8);
    putDouble(v);
  }

  /** Writes a signed int as a zig-zag var-int. */
  public final void writeVarInt(int v) {
    ensure(5);
    putVarUInt((v << 1) ^ (v >> 31));
  }

  /** Writes an int as an unsigned var-int (1 to 5 bytes). */
  public final void writeVarUInt(int v) {
    ensure(5);
    putVarUInt(v);
  }

  /**
   * Writes a var-int that is nearly always one byte (a schema code, an enum ordinal) as {@link
   * #writeVarUInt} does. The one-byte case is a byte store; the JIT leaves the general writer out
   * of callers that never need it, which keeps compatible mode's schema references small enough for
   * the rest of a message's code to be inlined.
   */
  public final void writeShortVarUInt(int v) {
    if ((v >>> 7) == 0) {
      writeByte(v);
    } else {
      writeVarUInt(v);
    }
  }

  /** Writes a signed long as a zig-zag var-long. */
  public final void writeVarLong(long v) {
    ensure(9);
    putVarULong((v << 1) ^ (v >> 63));
  }

  /** Writes a long as an unsigned var-long (1 to 9 bytes). */
  public final void writeVarULong(long v) {
    ensure(9);
    putVarULong(v);
  }

  // The put methods write without a capacity check: the caller has ensured room for the value
  // (generated codecs ensure once for a whole run of primitive fields, at the widest size of each:
  // 1, 2, 4 or 8 bytes, 5 for a var-int, 9 for a var-long).

  public final void putByte(int v) {
    buf[pos++] = (byte) v;
  }

  public final void putBoolean(boolean v) {
    buf[pos++] = v ? (byte) 1 : 0;
  }

  public final void putShort(short v) {
    SHORT.set(buf, pos, v);
    pos += 2;
  }

  public final void putChar(char v) {
    CHAR.set(buf, pos, v);
    pos += 2;
  }

  public final void putFloat(float v) {
    INT.set(buf, pos, Float.floatToRawIntBits(v));
    pos += 4;
  }

  public final void putDouble(double v) {
    LONG.set(buf, pos, Double.doubleToRawLongBits(v));
    pos += 8;
  }

  /** {@link #writeVarInt} without the capacity check. */
  public final void putVarInt(int v) {
    putVarUInt((v << 1) ^ (v >> 31));
  }

  /** {@link #writeVarLong} without the capacity check. */
  public final void putVarLong(long v) {
    putVarULong((v << 1) ^ (v >> 63));
  }

  private void putVarUInt(int v) {
    byte[] b = buf;
    int p = pos;
    if ((v >>> 7) == 0) {
      b[p] = (byte) v;
      pos = p + 1;
      return;
    }
    if ((v >>> 14) == 0) {
      b[p] = (byte) (v | 0x80);
      b[p + 1] = (byte) (v >>> 7);
      pos = p + 2;
      return;
    }
    while ((v & ~0x7F) != 0) {
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    pos = p;
  }

  /**
   * Writes a var-long. Below 2<sup>56</sup> the encoding is at most eight bytes, so it is built in
   * one {@code long} ({@link #spread} and the continuation bits of all bytes but the last) and
   * stored at once; the bytes past the encoding are scratch that the next write overwrites. This is
   * the same encoding as the loop below, which remains for nine-byte values and for a buffer with
   * fewer than eight bytes left. {@code VarIntBenchmark} measures it against the loop; the same
   * store for var-ints measured no faster, so {@link #putVarUInt} keeps its loop.
   */
  private void putVarULong(long v) {
    byte[] b = buf;
    int p = pos;
    if ((v >>> 7) == 0) {
      b[p] = (byte) v;
      pos = p + 1;
      return;
    }
    if ((v >>> 56) == 0 && b.length - p >= 8) {
      int n = (70 - Long.numberOfLeadingZeros(v)) / 7; // 2 to 8 groups of seven bits
      LONG.set(b, p, spread(v) | (CONTINUATIONS >>> (72 - 8 * n)));
      pos = p + n;
      return;
    }
    for (int i = 0; i < 8; i++) {
      if ((v & ~0x7FL) == 0) {
        b[p] = (byte) v;
        pos = p + 1;
        return;
      }
      b[p++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    b[p++] = (byte) v;
    pos = p;
  }

  /**
   * The low 56 bits of {@code v} as eight groups of seven bits, one group in the low bits of each
   * byte, least significant group first, with bit 7 of every byte clear.
   */
  static long spread(long v) {
    return (v & 0x7FL)
        | ((v << 1) & 0x7F00L)
        | ((v << 2) & 0x7F_0000L)
        | ((v << 3) & 0x7F00_0000L)
        | ((v << 4) & 0x7F_0000_0000L)
        | ((v << 5) & 0x7F00_0000_0000L)
        | ((v << 6) & 0x7F_0000_0000_0000L)
        | ((v << 7) & 0x7F00_0000_0000_0000L);
  }

  /** Writes a string, or the reserved header 0 for {@code null}. */
  public final void writeStringOrNull(@Nullable String s) {
    if (s == null) {
      writeByte(0);
    } else {
      writeString(s);
    }
  }

  /**
   * Writes a non-null string (header and payload; see the class comment).
   *
   * <p>Without access to the string's internals, only its chars tell whether it is Latin-1. The
   * check is written as an early-exit comparison on purpose: for a compact (Latin-1) string, {@code
   * charAt} yields {@code value[i] & 0xFF}, which the JIT knows cannot exceed 0xFF, so after
   * splitting the loop on the string's coder it deletes the Latin-1 side of the loop altogether.
   * The copy is {@link String#getBytes(int, int, byte[], int)}, a plain array copy for compact
   * strings. An OR-reduction of the chars, which reads the same, is not folded and costs a
   * measurable time per char ({@code StringWriteBenchmark}; numbers in {@code docs/perf-log/}).
   */
  @SuppressWarnings("deprecation")
  public final void writeString(String s) {
    if (StringInternals.AVAILABLE) {
      writeStringDirect(s);
      return;
    }
    int n = s.length();
    for (int i = 0; i < n; i++) {
      if (s.charAt(i) > 0xFF) {
        writeWideString(s, n);
        return;
      }
    }
    ensure(9 + n);
    // The header under the check above, not through writeVarUInt's own: a message's compilation
    // inlines one string write per string field, each byte against DesiredMethodLimit.
    if (n < (1 << 29)) {
      putVarUInt((n << 2) | 1);
    } else {
      putVarULong(((long) n << 2) | 1);
    }
    s.getBytes(0, n, buf, pos);
    pos += n;
  }

  /**
   * {@link #writeString} where the JVM opened {@code java.lang} to Skiff ({@link StringInternals}):
   * the coder says whether the string is Latin-1, and a UTF-16 payload is its array. Same bytes.
   */
  private void writeStringDirect(String s) {
    byte[] value = StringInternals.value(s);
    if (StringInternals.coder(s) == StringInternals.LATIN1) {
      int n = value.length;
      ensure(9 + n);
      if (n < (1 << 29)) {
        putVarUInt((n << 2) | 1);
      } else {
        putVarULong(((long) n << 2) | 1);
      }
      System.arraycopy(value, 0, buf, pos, n);
      pos += n;
      return;
    }
    writeWideString(s, value.length >> 1);
  }

  /**
   * The longest string {@link #writeWideString(String, int)} encodes in one pass; a longer one is
   * measured first, so that the buffer never has to make room for three bytes per char.
   */
  private static final int ONE_PASS_MAX = 1 << 20;

  /**
   * Writes a string with a char above U+00FF, as UTF-8 or UTF-16 by the rule of the class comment,
   * in one pass over its chars where it can: the chars are encoded as UTF-8 straight into the
   * buffer, after room for the header of the longest possible payload; the header is written after,
   * and the payload slid back over the room it did not need. Text that UTF-8 makes longer than
   * UTF-16 (most CJK) or that holds an unpaired surrogate is then written as UTF-16 over it.
   */
  private void writeWideString(String s, int n) {
    if (n > ONE_PASS_MAX) {
      writeWideString(s, n, Utf8.length(s, n));
      return;
    }
    int most = 3 * n;
    int room = varUIntSize((most << 2) | 2);
    ensure(room + most);
    byte[] b = buf;
    int at = pos;
    int start = at + room;
    int end = Utf8.encode(s, n, b, start);
    int len = end - start;
    if (end < 0 || len > 2 * n) {
      writeUtf16(s, n);
      return;
    }
    int header = (len << 2) | 2;
    int size = varUIntSize(header);
    if (size != room) {
      System.arraycopy(b, start, b, at + size, len);
    }
    putVarUInt(header);
    pos += len;
  }

  /** The bytes of {@code v} as a var-int. */
  private static int varUIntSize(int v) {
    return (38 - Integer.numberOfLeadingZeros(v | 1)) / 7;
  }

  /** Writes {@code s} as UTF-16LE: its own array where {@link StringInternals} reaches it. */
  private void writeUtf16(String s, int n) {
    writeVarULong(((long) n << 2) | 3);
    if (StringInternals.AVAILABLE && StringInternals.UTF16_LE) {
      writeBytes(StringInternals.value(s), 0, 2 * n);
      return;
    }
    ensure(2 * n);
    byte[] b = buf;
    int p = pos;
    for (int i = 0; i < n; i++) {
      CHAR.set(b, p, s.charAt(i));
      p += 2;
    }
    pos = p;
  }

  /** {@link #writeWideString(String, int)} for long strings: measured first, then encoded. */
  private void writeWideString(String s, int n, long utf8) {
    if (utf8 < 0 || utf8 > 2L * n) {
      writeUtf16(s, n);
      return;
    }
    int len = (int) utf8;
    writeVarULong(((long) len << 2) | 2);
    ensure(len);
    pos = Utf8.encode(s, n, buf, pos);
  }

  // Bulk primitive arrays: one capacity check per slice, then straight stores. Callers pass
  // slices so that a stream-backed buffer never has to hold a whole large array.

  public final void writeShorts(short[] a, int off, int len) {
    ensure(len * 2);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      SHORT.set(b, p, a[i]);
      p += 2;
    }
    pos = p;
  }

  public final void writeChars(char[] a, int off, int len) {
    ensure(len * 2);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      CHAR.set(b, p, a[i]);
      p += 2;
    }
    pos = p;
  }

  public final void writeInts(int[] a, int off, int len) {
    ensure(len * 4);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      INT.set(b, p, a[i]);
      p += 4;
    }
    pos = p;
  }

  public final void writeLongs(long[] a, int off, int len) {
    ensure(len * 8);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      LONG.set(b, p, a[i]);
      p += 8;
    }
    pos = p;
  }

  public final void writeFloats(float[] a, int off, int len) {
    ensure(len * 4);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      INT.set(b, p, Float.floatToRawIntBits(a[i]));
      p += 4;
    }
    pos = p;
  }

  public final void writeDoubles(double[] a, int off, int len) {
    ensure(len * 8);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      LONG.set(b, p, Double.doubleToRawLongBits(a[i]));
      p += 8;
    }
    pos = p;
  }

  public final void writeBooleans(boolean[] a, int off, int len) {
    ensure(len);
    byte[] b = buf;
    int p = pos;
    for (int i = off, end = off + len; i < end; i++) {
      b[p++] = a[i] ? (byte) 1 : 0;
    }
    pos = p;
  }
}
