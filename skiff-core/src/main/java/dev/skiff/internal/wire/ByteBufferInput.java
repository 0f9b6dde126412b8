package dev.skiff.internal.wire;

import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * An input stream over a {@link ByteBuffer}'s remaining bytes that advances its position; it
 * supports mark and reset, so that a reader can end exactly at a message's last byte.
 */
public final class ByteBufferInput extends InputStream {
  private final ByteBuffer buffer;
  private int mark = -1;

  public ByteBufferInput(ByteBuffer buffer) {
    this.buffer = buffer;
  }

  @Override
  public int read() {
    return buffer.hasRemaining() ? buffer.get() & 0xFF : -1;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    if (len == 0) {
      return 0;
    }
    if (!buffer.hasRemaining()) {
      return -1;
    }
    int n = Math.min(len, buffer.remaining());
    buffer.get(b, off, n);
    return n;
  }

  @Override
  public long skip(long n) {
    int k = (int) Math.max(0, Math.min(n, buffer.remaining()));
    buffer.position(buffer.position() + k);
    return k;
  }

  @Override
  public int available() {
    return buffer.remaining();
  }

  @Override
  public boolean markSupported() {
    return true;
  }

  @Override
  public synchronized void mark(int readLimit) {
    mark = buffer.position();
  }

  @Override
  public synchronized void reset() {
    if (mark >= 0) {
      buffer.position(mark);
    }
  }
}
