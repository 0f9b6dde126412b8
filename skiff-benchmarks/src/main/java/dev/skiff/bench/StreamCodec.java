package dev.skiff.bench;

import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * A codec that runs Skiff on a long-lived {@link SkiffWriter}/{@link SkiffReader} stream, as a
 * Kafka or socket consumer would keep one: each {@link #serialize} writes one more value to the
 * stream and returns the bytes that value added, and each {@link #deserialize} hands such bytes to
 * a reader that has read the stream so far and reads one value. The stream starts with a first
 * value written at construction, so what is timed is the steady state: in compatible mode each
 * class's schema went out ahead of that first value (spec 15.7), or with schemas ahead off with it,
 * and every later value refers to it (spec 15.1).
 *
 * <p>A value's bytes are handed over by a flush per value, in plain and compatible mode alike, so
 * the two compare under the same framing.
 */
final class StreamCodec implements Codec {
  private final String name;
  private final Chunks out = new Chunks();
  private final Source in = new Source();
  private final SkiffWriter writer;
  private final SkiffReader reader;

  StreamCodec(String name, Skiff skiff, Object first) {
    this.name = name;
    this.writer = skiff.writer(out);
    this.reader = skiff.reader(in);
    deserialize(serialize(first));
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    writer.write(value);
    writer.flush();
    return out.take();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    in.set(bytes);
    return reader.read();
  }

  /** The bytes written since the last {@link #take}. */
  static final class Chunks extends OutputStream {
    private byte[] buf = new byte[4096];
    private int len;

    @Override
    public void write(int b) {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int n) {
      if (len + n > buf.length) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + n));
      }
      System.arraycopy(b, off, buf, len, n);
      len += n;
    }

    byte[] take() {
      byte[] chunk = Arrays.copyOf(buf, len);
      len = 0;
      return chunk;
    }
  }

  /** An input that holds one value's bytes at a time. */
  private static final class Source extends InputStream {
    private byte[] chunk = new byte[0];
    private int pos;

    void set(byte[] bytes) {
      chunk = bytes;
      pos = 0;
    }

    @Override
    public int read() {
      return pos < chunk.length ? chunk[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int n) {
      if (pos == chunk.length) {
        return -1;
      }
      int r = Math.min(n, chunk.length - pos);
      System.arraycopy(chunk, pos, b, off, r);
      pos += r;
      return r;
    }
  }
}
