package dev.skiff.internal.wire;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A little-endian byte source over a {@code byte[]} slice or an {@link InputStream}, the mirror of
 * {@link WriteBuffer}.
 *
 * <h2>Invariants</h2>
 *
 * <ul>
 *   <li>Every read checks that its bytes are there first; running out ends in a {@link
 *       MalformedInputException} naming the offset, never an {@code IndexOutOfBoundsException}.
 *   <li>Every length that sizes an allocation is checked by {@link #checkLength} against the bytes
 *       that remain (known exactly for arrays, unknown for streams) and against the configured
 *       limit <em>before</em> anything is allocated. From a stream, payloads are buffered only as
 *       their bytes actually arrive, so a lying length costs the liar the bytes it claims.
 *   <li>Offsets in messages are counted from the start of the message, across refills.
 * </ul>
 *
 * <p>Var-ints decode from one 8-byte little-endian load when 8 bytes remain, which is the common
 * case inside a message; the byte-at-a-time path serves the tail and streams.
 */
public class ReadBuffer {
  private static final VarHandle SHORT = WriteBuffer.view(short[].class);
  private static final VarHandle CHAR = WriteBuffer.view(char[].class);
  private static final VarHandle INT = WriteBuffer.view(int[].class);
  private static final VarHandle LONG = WriteBuffer.view(long[].class);

  private static final int STREAM_BUFFER = 1 << 13;
  private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

  private static final byte[] EMPTY = new byte[0];

  /** The bytes being read; {@code EMPTY} between messages, never null. */
  protected byte[] buf = EMPTY;

  protected int pos;
  protected int limit;

  /** Message offset of {@code buf[0]}: bytes consumed before the current buffer contents. */
  private long base;

  /**
   * The message offset from which a stream's bytes stay in the buffer when it is compacted (the
   * start of the value being read, so that {@link #rewindTo} can go back to it), or {@code
   * Long.MAX_VALUE} to keep nothing already consumed.
   */
  private long keepFrom = Long.MAX_VALUE;

  /** The most bytes of one value a stream's buffer keeps for {@link #rewindTo}. */
  private static final long KEEP_LIMIT = 16L << 20;

  private @Nullable InputStream in;
  private byte @Nullable [] streamBuf;
  private boolean markable;
  private int markedAt;
  private int maxLength = Integer.MAX_VALUE - 8;

  /**
   * The chars of the last wide string read (UTF-8 or UTF-16 payload), which the {@code String}
   * constructor copies: reused so that a string costs one array, as a Latin-1 one does, instead of
   * two. Kept only up to {@link #CHARS_KEPT} chars; a longer string decodes into an array of its
   * own.
   */
  private char[] chars = new char[64];

  private static final int CHARS_KEPT = 1 << 14;

  /** Sets the largest length accepted by {@link #checkLength}. */
  protected final void maxLength(int maxLength) {
    this.maxLength = maxLength;
  }

  /** Starts reading {@code bytes[off, off + len)}. */
  protected final void beginBuffer(byte[] bytes, int off, int len) {
    this.in = null;
    this.buf = bytes;
    this.pos = off;
    this.limit = off + len;
    this.base = -off;
  }

  /** Starts reading from a stream through the bounded internal buffer. */
  protected final void beginBuffer(InputStream in) {
    if (streamBuf == null || streamBuf.length > WriteBuffer.RETAIN_LIMIT) {
      streamBuf = new byte[STREAM_BUFFER];
    }
    this.in = in;
    this.buf = streamBuf;
    this.pos = 0;
    this.limit = 0;
    this.base = 0;
    this.markable = in.markSupported();
    this.markedAt = 0;
  }

  /**
   * Ends a message. For an array source, {@code exact} demands that no byte is left over. For a
   * markable stream, the stream is repositioned just after the message.
   */
  protected final void endBuffer(boolean exact) {
    if (in == null) {
      if (exact && pos != limit) {
        throw malformed((limit - pos) + " trailing bytes after the end of the message");
      }
    } else if (markable && pos < limit && pos >= markedAt) {
      try {
        in.reset();
        long skip = (long) pos - markedAt;
        while (skip > 0) {
          long n = in.skip(skip);
          if (n <= 0) {
            break;
          }
          skip -= n;
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Drops references to the source. */
  protected final void resetBuffer() {
    if (buf == streamBuf && streamBuf != null && streamBuf.length > WriteBuffer.RETAIN_LIMIT) {
      streamBuf = null;
    }
    buf = EMPTY;
    pos = 0;
    limit = 0;
    in = null;
  }

  /** Keeps a stream's bytes from message offset {@code offset} on (see {@link #keepFrom}). */
  protected final void keepFrom(long offset) {
    keepFrom = offset;
  }

  /**
   * Moves back to message offset {@code offset} if the buffer still holds the bytes from there
   * (always for an array; for a stream, while they have not been dropped to make room), and says
   * whether it did.
   */
  protected final boolean rewindTo(long offset) {
    if (offset < base || offset > base + pos) {
      return false;
    }
    pos = (int) (offset - base);
    return true;
  }

  /** The offset of the next byte, counted from the start of the message. */
  public final long offset() {
    return base + pos;
  }

  /** Builds a {@link MalformedInputException} at the current offset. */
  public final MalformedInputException malformed(String what) {
    return new MalformedInputException(what, offset());
  }

  /**
   * Checks a length read from input before it sizes an allocation: it must not be negative, not
   * exceed the configured limit, and (for array sources) {@code length * unitBytes} must not exceed
   * the bytes that remain. {@code unitBytes} may be fractional through {@code perByte}: a length of
   * elements that each cost at least 1/{@code perByte} of a byte.
   */
  public final void checkLength(long length, int unitBytes, int perByte) {
    if (length < 0) {
      throw malformed("negative length " + length);
    }
    if (length > maxLength) {
      throw new LimitExceededException(
          "length " + length + " exceeds the configured maxLength " + maxLength, offset());
    }
    long need = (length * unitBytes + perByte - 1) / perByte;
    if (need > limit - pos) {
      if (in == null) {
        throw malformed(
            "length " + length + " needs more than the " + (limit - pos) + " bytes that remain");
      }
      if (need > MAX_ARRAY) {
        throw new LimitExceededException("length " + length + " is too large to buffer", offset());
      }
      // From a stream, the bytes must arrive before anything is sized by the length.
      require((int) need);
    }
  }

  /**
   * How many elements a growable container may pre-size for a checked {@code length}: never more
   * than the bytes at hand, so a count that claims many cheap elements costs no up-front memory.
   */
  public final int presize(int length) {
    return Math.min(length, Math.max(16, limit - pos));
  }

  /** Ensures {@code n} bytes are buffered, or fails as truncated input. */
  public final void require(int n) {
    if (limit - pos < n) {
      fill(n);
    }
  }

  private void fill(int n) {
    if (in == null) {
      throw malformed("truncated input: needed " + n + " bytes, " + (limit - pos) + " remain");
    }
    try {
      if (keepFrom != Long.MAX_VALUE && base + limit - keepFrom > KEEP_LIMIT) {
        keepFrom = Long.MAX_VALUE; // a large value: keep the buffer bounded instead
      }
      int drop = (int) Math.min(pos, Math.max(0, keepFrom - base));
      if (drop > 0) {
        // Compact: the consumed prefix is gone; the message offset moves with it.
        int keep = limit - drop;
        System.arraycopy(buf, drop, buf, 0, keep);
        base += drop;
        limit = keep;
        pos -= drop;
      }
      if (markable) {
        in.mark(Integer.MAX_VALUE);
        markedAt = limit;
      }
      while (limit - pos < n) {
        if (limit == buf.length) {
          // Grow by doubling, only as the bytes actually arrive: a lying length costs the liar.
          buf = java.util.Arrays.copyOf(buf, (int) Math.min((long) buf.length * 2, MAX_ARRAY));
          streamBuf = buf;
        }
        int r = in.read(buf, limit, buf.length - limit);
        if (r < 0) {
          throw malformed("truncated input: stream ended " + (n - (limit - pos)) + " bytes early");
        }
        limit += r;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

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
        throw malformed("var-int longer than 32 bits");
      }
      pos += 5;
      return v | (int) ((w >>> 4) & 0xF0000000L);
    }
    return readVarUIntSlow();
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
    long h = readVarULong();
    if (h == 0) {
      return null;
    }
    return readStringBody(h);
  }

  /** Reads a non-null string; a null header is malformed here. */
  public final String readString() {
    long h = readVarULong();
    if (h == 0) {
      throw malformed("null string where a value is required");
    }
    return readStringBody(h);
  }

  private String readStringBody(long h) {
    int coder = (int) (h & 3);
    if ((h >>> 2) > MAX_ARRAY) {
      throw malformed("string length " + (h >>> 2) + " is too large");
    }
    int n = (int) (h >>> 2);
    switch (coder) {
      case 1 -> {
        checkLength(n, 1, 1);
        require(n);
        // The Latin-1 constructor with high byte 0: for compact strings a plain array copy,
        // without the charset dispatch of new String(bytes, off, len, ISO_8859_1).
        @SuppressWarnings("deprecation")
        String latin = new String(buf, 0, pos, n);
        pos += n;
        return latin;
      }
      case 2 -> {
        checkLength(n, 1, 1);
        require(n);
        return readUtf8(n);
      }
      case 3 -> {
        checkLength(n, 2, 1);
        require(n * 2);
        if (StringInternals.UTF16_LE) {
          String direct = readUtf16Direct(n);
          if (direct != null) {
            return direct;
          }
        }
        char[] chars = chars(n);
        byte[] b = buf;
        int p = pos;
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

  /**
   * Reads {@code n} UTF-16LE chars into a string around one copy of their bytes ({@link
   * StringInternals}), or returns null, consuming nothing, when no char is above U+00FF: such text
   * must be a compact string, which the public constructor makes.
   */
  private @Nullable String readUtf16Direct(int n) {
    byte[] b = buf;
    int p = pos;
    int end = p + 2 * n;
    for (int i = p + 1; i < end; i += 2) {
      if (b[i] != 0) {
        byte[] value = Arrays.copyOfRange(b, p, end);
        pos = end;
        return StringInternals.utf16(value);
      }
    }
    return null;
  }

  /**
   * Decodes {@code n} bytes of UTF-8, strictly: a truncated, over-long or surrogate-encoding
   * sequence is malformed input, never silently replaced. The writer uses UTF-8 only for text with
   * characters above U+00FF, so this path never carries pure ASCII.
   */
  private String readUtf8(int n) {
    int end = pos + n;
    char[] chars = chars(n);
    int c = Utf8.decode(buf, pos, end, chars);
    if (c < 0) {
      throw utf8Error(-c - 1);
    }
    pos = end;
    return new String(chars, 0, c);
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
    return new MalformedInputException("invalid UTF-8 in a string", base + at);
  }

  /**
   * Consumes the next {@code expected.length} bytes if they equal {@code expected}, and tells
   * whether they did; consumes nothing otherwise. The bytes must be available (checked by {@link
   * #readLength} or {@link #require}).
   */
  public final boolean consumeIfEquals(byte[] expected) {
    int n = expected.length;
    require(n);
    if (Arrays.equals(buf, pos, pos + n, expected, 0, n)) {
      pos += n;
      return true;
    }
    return false;
  }

  /**
   * Consumes the next {@code expected.length} bytes if they are already buffered and equal {@code
   * expected}, and tells whether they did; never reads from a stream and never fails.
   */
  public final boolean consumeIfBuffered(byte[] expected) {
    int n = expected.length;
    // The first byte (a schema code) usually settles it without the comparison's set-up.
    if (limit - pos >= n
        && buf[pos] == expected[0]
        && Arrays.equals(buf, pos, pos + n, expected, 0, n)) {
      pos += n;
      return true;
    }
    return false;
  }

  /** Skips {@code len} bytes, or fails as truncated input. */
  public final void skip(int len) {
    while (len > 0) {
      int chunk = Math.min(len, STREAM_BUFFER);
      require(chunk);
      pos += chunk;
      len -= chunk;
    }
  }

  /** Reads {@code len} bytes into {@code dst[off, off + len)}. */
  public final void readBytes(byte[] dst, int off, int len) {
    if (limit - pos >= len) {
      System.arraycopy(buf, pos, dst, off, len);
      pos += len;
      return;
    }
    while (len > 0) {
      int chunk = Math.min(len, STREAM_BUFFER);
      require(chunk);
      System.arraycopy(buf, pos, dst, off, chunk);
      pos += chunk;
      off += chunk;
      len -= chunk;
    }
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
