package dev.skiff.internal.wire;

import java.io.OutputStream;
import java.nio.ByteBuffer;

/**
 * An output stream that writes at a {@link ByteBuffer}'s position and advances it; a write past its
 * limit throws {@code BufferOverflowException}.
 */
public final class ByteBufferOutput extends OutputStream {
  private final ByteBuffer buffer;

  public ByteBufferOutput(ByteBuffer buffer) {
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
