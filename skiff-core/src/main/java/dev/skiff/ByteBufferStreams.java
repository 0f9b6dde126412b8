package dev.skiff;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/** Stream views of a {@link ByteBuffer} that read and write at its position and advance it. */
final class ByteBufferStreams {
  private ByteBufferStreams() {}

  /** Reads the buffer's remaining bytes; supports mark and reset, so reads can end exactly. */
  static final class Input extends InputStream {
    private final ByteBuffer buffer;
    private int mark = -1;

    Input(ByteBuffer buffer) {
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

  /**
   * Writes at the buffer's position; a write past its limit throws {@code BufferOverflowException}.
   */
  static final class Output extends OutputStream {
    private final ByteBuffer buffer;

    Output(ByteBuffer buffer) {
      this.buffer = buffer;
    }

    @Override
    public void write(int b) {
      buffer.put((byte) b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      buffer.put(b, off, len);
    }
  }
}
