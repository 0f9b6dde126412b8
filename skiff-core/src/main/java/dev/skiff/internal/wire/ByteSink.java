package dev.skiff.internal.wire;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The growable byte window every write goes through: a {@code byte[]}, optionally draining into an
 * {@link OutputStream}, with message positions, back-patched bytes and length prefixes, and nothing
 * about encodings (those are {@link WriteBuffer}'s, its subclass).
 *
 * <h2>Streams and back-patching</h2>
 *
 * When the buffer drains into a stream it flushes whenever it would otherwise grow past its soft
 * limit, except while a caller holds a {@link #reservePatch() patch} (a byte it will fill in later,
 * such as a chunk's element count) or a {@link #beginLength() length prefix}. Those regions stay in
 * memory until {@link #releasePatch()} or {@link #endLength}.
 */
public abstract class ByteSink {
  /** Buffers larger than this are dropped after a call instead of being pooled. */
  static final int RETAIN_LIMIT = 1 << 20;

  private static final int STREAM_CHUNK = 1 << 13;

  /** What one open length prefix adds to {@link #openPatches}. */
  private static final long LENGTH_HOLD = 1L << 32;

  protected byte[] buf = new byte[256];
  protected int pos;
  private @Nullable OutputStream out;
  private long flushed;
  // Patches that hold flushing: reserved bytes in the low 32 bits, length prefixes in the high.
  private long openPatches;
  private long keepFrom = Long.MAX_VALUE;
  private int dropped;

  /** The most bytes of one value kept from the stream for {@link #rewindTo}. */
  private static final long KEEP_LIMIT = 16L << 20;

  /** The longest array the buffer grows to. */
  private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

  /** Starts a new message, writing into the internal array or, if non-null, into {@code out}. */
  protected final void beginBuffer(@Nullable OutputStream out) {
    this.out = out;
    this.pos = 0;
    this.flushed = 0;
    this.openPatches = 0;
  }

  /** Forgets the stream and drops an oversized array so that a pooled buffer stays small. */
  protected final void resetBuffer() {
    out = null;
    pos = 0;
    if (buf.length > RETAIN_LIMIT) {
      buf = new byte[256];
      dropped++;
    }
  }

  /**
   * How many times the buffer was dropped between messages ({@link #resetBuffer}): while this stays
   * the same, bytes a message left in the buffer are still there for the next one, at the same
   * index, unless it writes over them.
   */
  protected final int droppedBuffers() {
    return dropped;
  }

  /**
   * Moves back to message position {@code position} if nothing from there has been flushed yet,
   * forgetting open length prefixes, and says whether it did.
   */
  protected final boolean rewindTo(long position) {
    if (position < flushed || position > flushed + pos) {
      return false;
    }
    pos = (int) (position - flushed);
    openPatches = 0;
    return true;
  }

  /** Skips {@code n} bytes of an in-memory message, to be filled later by {@link #fillSkipped}. */
  public final void skipAhead(int n) {
    ensure(n);
    pos += n;
  }

  /**
   * Puts {@code bytes} at index {@code at} of a message the buffer still holds whole (in memory, or
   * kept from its start, see {@link #keepFrom}), where {@code skipped} bytes were left by {@link
   * #skipAhead}, moving the bytes after them when the two lengths differ. Never drains.
   */
  public final void fillSkipped(int at, int skipped, byte[] bytes) {
    int grow = bytes.length - skipped;
    if (grow > 0) {
      growKeeping(grow);
    }
    if (grow != 0) {
      System.arraycopy(buf, at + skipped, buf, at + bytes.length, pos - at - skipped);
      pos += grow;
    }
    System.arraycopy(bytes, 0, buf, at, bytes.length);
  }

  /**
   * Called when the value kept since {@link #keepFrom} grows past {@code KEEP_LIMIT} bytes, just
   * before the buffer stops keeping it and drains part of it: a subclass that cannot let the value
   * go to the stream unfinished throws here, and may {@link #rewindTo} its start.
   */
  protected void keepLimitReached() {}

  /**
   * Inserts {@code bytes} at message position {@code position}, which must still be in the buffer
   * (kept since then, see {@link #keepFrom}), moving the bytes after it. Never drains.
   */
  protected final void insertAt(long position, byte[] bytes) {
    int at = (int) (position - flushed);
    if (position < flushed || at > pos) {
      throw new IllegalStateException("position " + position + " is no longer buffered");
    }
    growKeeping(bytes.length);
    System.arraycopy(buf, at, buf, at + bytes.length, pos - at);
    System.arraycopy(bytes, 0, buf, at, bytes.length);
    pos += bytes.length;
  }

  /** Makes room for {@code n} more bytes by growing the array, never by draining. */
  private void growKeeping(int n) {
    if (buf.length - pos < n) {
      long want = Math.max((long) pos + n, Math.min(2L * buf.length, MAX_ARRAY));
      if (want > MAX_ARRAY) {
        throw new dev.skiff.LimitExceededException("message larger than 2 GiB", position());
      }
      buf = Arrays.copyOf(buf, (int) want);
    }
  }

  /** Sets {@code bits} in the byte at index {@code at} of an in-memory message. */
  public final void setBits(int at, int bits) {
    buf[at] = (byte) (buf[at] | bits);
  }

  /** The bytes written so far, copied into a new array. */
  public final byte[] toByteArray() {
    return Arrays.copyOf(buf, pos);
  }

  /** The number of bytes written since the message began, including flushed ones. */
  public final long position() {
    return flushed + pos;
  }

  /** Writes everything still buffered to the stream and flushes it. */
  public final void finishStream() {
    drain();
    try {
      stream().flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Makes room for {@code n} more bytes. */
  public final void ensure(int n) {
    if (buf.length - pos < n) {
      makeRoom(n);
    }
  }

  private void makeRoom(int n) {
    if (out != null && openPatches == 0 && pos > 0) {
      if (keepFrom != Long.MAX_VALUE && position() - keepFrom > KEEP_LIMIT) {
        keepLimitReached();
        keepFrom = Long.MAX_VALUE; // a large value: keep the buffer bounded instead
      }
      int drop = (int) Math.min(pos, Math.max(0, keepFrom - flushed));
      if (drop > 0) {
        drain(drop);
        if (buf.length - pos >= n) {
          return;
        }
      }
    }
    long want = Math.max((long) pos + n, (long) buf.length * 2);
    if (want > Integer.MAX_VALUE - 8) {
      if ((long) pos + n > Integer.MAX_VALUE - 8) {
        throw new dev.skiff.LimitExceededException("message larger than 2 GiB", position());
      }
      want = Integer.MAX_VALUE - 8;
    }
    buf = Arrays.copyOf(buf, (int) want);
  }

  /** The stream being written to; only called on stream paths. */
  private OutputStream stream() {
    OutputStream o = out;
    if (o == null) {
      throw new IllegalStateException("not writing to a stream");
    }
    return o;
  }

  private void drain() {
    drain(pos);
  }

  /** Writes the first {@code n} buffered bytes to the stream and keeps the rest. */
  private void drain(int n) {
    if (n == 0) {
      return;
    }
    try {
      stream().write(buf, 0, n);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    System.arraycopy(buf, n, buf, 0, pos - n);
    flushed += n;
    pos -= n;
  }

  /**
   * Keeps the bytes from message position {@code position} on in the buffer rather than draining
   * them to the stream, so that {@link #rewindTo} can go back there, up to {@code KEEP_LIMIT}
   * bytes; {@code Long.MAX_VALUE} keeps nothing.
   */
  protected final void keepFrom(long position) {
    keepFrom = position;
  }

  /**
   * Writes a placeholder byte that will be filled by {@link #patch(int, int)}, and keeps it in
   * memory until {@link #releasePatch()}. Returns its index in the buffer.
   */
  public final int reservePatch() {
    ensure(1);
    openPatches++;
    return pos++;
  }

  /** Fills a byte reserved by {@link #reservePatch()}. */
  public final void patch(int index, int value) {
    buf[index] = (byte) value;
  }

  /** Ends the hold that {@link #reservePatch()} put on flushing. */
  public final void releasePatch() {
    openPatches--;
  }

  /**
   * Begins a body that will be preceded by its var-int byte length: reserves one byte, holds
   * flushing, and returns the position to hand to {@link #endLength}. A reader may skip such a body
   * unread, so the writer's tables treat what is first named inside it apart ({@link
   * #inLengthBody}).
   */
  public final int beginLength() {
    ensure(1);
    openPatches += LENGTH_HOLD;
    return pos++;
  }

  /**
   * Whether a body begun by {@link #beginLength} is open: every such body is one a reader may skip
   * unread (a versioned class's later fields, a compatible-mode opaque body).
   */
  public final boolean inLengthBody() {
    return openPatches >= LENGTH_HOLD;
  }

  /**
   * Writes the length of the body begun at {@code at} in front of it, moving the body when the
   * length needs more than one byte. Every patch inside the body must have been filled already.
   */
  public final void endLength(int at) {
    int len = pos - at - 1;
    if (len < 1 << 7) {
      // Most bodies are short: their length fills the reserved byte, and nothing moves.
      buf[at] = (byte) len;
      openPatches -= LENGTH_HOLD;
      return;
    }
    endLongLength(at, len);
  }

  /** {@link #endLength} of a body of 128 bytes or more, whose length needs more than one byte. */
  private void endLongLength(int at, int len) {
    int extra =
        (len < 1 << 7 ? 1 : len < 1 << 14 ? 2 : len < 1 << 21 ? 3 : len < 1 << 28 ? 4 : 5) - 1;
    if (extra > 0) {
      ensure(extra);
      System.arraycopy(buf, at + 1, buf, at + 1 + extra, len);
      pos += extra;
    }
    int p = at;
    int v = len;
    while ((v & ~0x7F) != 0) {
      buf[p++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    buf[p] = (byte) v;
    openPatches -= LENGTH_HOLD;
  }

  public final void writeBytes(byte[] src, int off, int len) {
    if (out != null && len > STREAM_CHUNK && openPatches == 0 && keepFrom == Long.MAX_VALUE) {
      drain();
      try {
        out.write(src, off, len);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      flushed += len;
      return;
    }
    ensure(len);
    System.arraycopy(src, off, buf, pos, len);
    pos += len;
  }
}
