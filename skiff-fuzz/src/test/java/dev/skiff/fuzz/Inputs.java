package dev.skiff.fuzz;

import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;

/** How the fuzz targets hand the bytes after the selector byte to Skiff. */
final class Inputs {
  private Inputs() {}

  /** The message: everything after the selector byte. */
  static byte[] message(byte[] input) {
    return Arrays.copyOfRange(input, 1, input.length);
  }

  /** Entry points of a single message; selector bits 3 and 4 of {@link DeserializeFuzzTest}. */
  enum Message {
    /** {@code deserialize(byte[])}. */
    ARRAY,
    /** {@code deserialize(InputStream)} over a stream that supports mark. */
    STREAM,
    /** {@code deserialize(InputStream)} over a stream that returns one byte per read. */
    TRICKLE,
    /** {@code deserialize(ByteBuffer)} of a direct buffer. */
    DIRECT_BUFFER;

    static Message of(int selector) {
      return values()[(selector >> 3) & 3];
    }

    /** The selector bits of this entry point. */
    int bits() {
      return ordinal() << 3;
    }

    void read(Skiff skiff, byte[] bytes) {
      switch (this) {
        case ARRAY -> skiff.deserialize(bytes);
        case STREAM -> skiff.deserialize(new ByteArrayInputStream(bytes));
        case TRICKLE -> skiff.deserialize(new Trickle(bytes));
        case DIRECT_BUFFER -> skiff.deserialize(direct(bytes));
      }
    }
  }

  /** Entry points of {@link SchemaBlockFuzzTest}; selector bits 4 and 5. */
  enum Schema {
    /** {@code deserialize(byte[])}: one message. */
    ARRAY,
    /** A {@link SkiffReader} over a stream that supports mark, read to its end. */
    READER,
    /** A {@link SkiffReader} over a stream that returns one byte per read. */
    TRICKLE_READER,
    /** A {@link SkiffReader} over a direct buffer. */
    BUFFER_READER;

    static Schema of(int selector) {
      return values()[(selector >> 4) & 3];
    }

    /** The selector bits of this entry point. */
    int bits() {
      return ordinal() << 4;
    }

    void read(Skiff skiff, byte[] bytes) {
      switch (this) {
        case ARRAY -> skiff.deserialize(bytes);
        case READER -> readAll(skiff.reader(new ByteArrayInputStream(bytes)));
        case TRICKLE_READER -> readAll(skiff.reader(new Trickle(bytes)));
        case BUFFER_READER -> readAll(skiff.reader(direct(bytes)));
      }
    }
  }

  /** Reads every value of the stream; the number of values is bounded by the input's length. */
  static void readAll(SkiffReader reader) {
    try (reader) {
      while (reader.hasNext()) {
        reader.read();
      }
    }
  }

  static ByteBuffer direct(byte[] bytes) {
    ByteBuffer buffer = ByteBuffer.allocateDirect(bytes.length);
    buffer.put(bytes).flip();
    return buffer;
  }

  /** A stream without mark that hands out at most one byte per read, as a slow socket may. */
  static final class Trickle extends InputStream {
    private final byte[] bytes;
    private int pos;

    Trickle(byte[] bytes) {
      this.bytes = bytes;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) {
        return 0;
      }
      int c = read();
      if (c < 0) {
        return -1;
      }
      b[off] = (byte) c;
      return 1;
    }
  }
}
