package dev.skiff.internal.wire;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The byte window every read goes through: a {@code byte[]} slice or an {@link InputStream} seen
 * through a bounded buffer, with message offsets, length checks and refills, and nothing about
 * encodings (those are {@link ReadBuffer}'s, its subclass).
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
 */
public abstract class ByteSource {
  static final int STREAM_BUFFER = 1 << 13;
  static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

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
  int maxLength = Integer.MAX_VALUE - 8;

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
    if (streamBuf == null || streamBuf.length > ByteSink.RETAIN_LIMIT) {
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
    if (buf == streamBuf && streamBuf != null && streamBuf.length > ByteSink.RETAIN_LIMIT) {
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

  /** The message offset of {@code buf[index]}. */
  protected final long offsetOf(int index) {
    return base + index;
  }

  /**
   * Consumes the next {@code expected.length} bytes if they equal {@code expected}, and tells
   * whether they did; consumes nothing otherwise. The bytes must be available (checked by {@link
   * ReadBuffer#readLength} or {@link #require}).
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

  /**
   * {@link #consumeIfBuffered(byte[])} for the bytes of {@code expected} from index {@code from}
   * on.
   */
  public final boolean consumeIfBuffered(byte[] expected, int from) {
    int n = expected.length - from;
    if (limit - pos >= n && Arrays.equals(buf, pos, pos + n, expected, from, expected.length)) {
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
}
