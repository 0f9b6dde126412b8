package dev.skiff;

import java.io.IOException;
import java.io.InputStream;

/**
 * An input stream that hands out at most one byte per read call and does not support mark, the
 * least helpful stream a reader can be given.
 */
public final class OneByteInputStream extends InputStream {
  private final InputStream in;

  public OneByteInputStream(InputStream in) {
    this.in = in;
  }

  @Override
  public int read() throws IOException {
    return in.read();
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    int c = in.read();
    if (c < 0) {
      return -1;
    }
    b[off] = (byte) c;
    return 1;
  }

  @Override
  public int available() {
    return 0;
  }

  @Override
  public boolean markSupported() {
    return false;
  }

  @Override
  public synchronized void mark(int readlimit) {}

  @Override
  public synchronized void reset() throws IOException {
    throw new IOException("mark/reset not supported");
  }
}
