package dev.skiff.spark;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffSession;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.jspecify.annotations.Nullable;
import scala.reflect.ClassTag;

/**
 * A single-threaded Spark {@link SerializerInstance} over one {@link Skiff}; it reuses its output
 * buffer between records, and writes and reads the records of its streams, and serializes single
 * values, through a {@link SkiffSession} of its own, as Spark confines an instance to one thread at
 * a time. The session saves the per-call thread-local lookup of the shared {@code Skiff}, which
 * costs more in Spark's task threads than in a tight loop (see the cache job in {@code
 * docs/benchmarks.md}). Single values read from a {@code ByteBuffer} go through the shared {@code
 * Skiff}, which reads heap and direct buffers alike.
 */
final class SkiffSerializerInstance extends SerializerInstance {
  private final SkiffSerializer owner;
  private final Skiff skiff;
  private final SkiffSession session;
  private final ClassLoader loader;
  private final Buffer buffer = new Buffer();
  private @Nullable ClassLoader otherLoader;
  private @Nullable Skiff otherSkiff;

  SkiffSerializerInstance(SkiffSerializer owner, Skiff skiff, ClassLoader loader) {
    this.owner = owner;
    this.skiff = skiff;
    this.session = skiff.session();
    this.loader = loader;
  }

  @Override
  public <T> ByteBuffer serialize(T t, ClassTag<T> tag) {
    return ByteBuffer.wrap(session.serialize(t));
  }

  @Override
  public <T> T deserialize(ByteBuffer bytes, ClassTag<T> tag) {
    return cast(skiff.deserialize(bytes.duplicate()));
  }

  @Override
  public <T> T deserialize(ByteBuffer bytes, ClassLoader classLoader, ClassTag<T> tag) {
    return cast(skiffFor(classLoader).deserialize(bytes.duplicate()));
  }

  @Override
  public SerializationStream serializeStream(OutputStream out) {
    return new Out(out);
  }

  @Override
  public DeserializationStream deserializeStream(InputStream in) {
    return new In(in);
  }

  private Skiff skiffFor(ClassLoader classLoader) {
    if (classLoader == loader) {
      return skiff;
    }
    Skiff other = otherSkiff;
    if (other == null || classLoader != otherLoader) {
      other = owner.build(classLoader);
      otherSkiff = other;
      otherLoader = classLoader;
    }
    return other;
  }

  // Spark's API is generic in T but untyped at runtime; the ClassTag is only advisory. Spark
  // declares its results non-null, and a null record reads back as null, as Spark's own
  // serializers do.
  @SuppressWarnings({"unchecked", "TypeParameterUnusedInFormals", "NullAway"})
  private static <T> T cast(@Nullable Object value) {
    return (T) value;
  }

  /** A growable byte buffer that exposes its array. */
  private static final class Buffer extends ByteArrayOutputStream {
    Buffer() {
      super(256);
    }

    byte[] array() {
      return buf;
    }
  }

  /** Writes each record as a var-int length and one self-contained Skiff message. */
  private final class Out extends SerializationStream {
    private final OutputStream out;
    private final byte[] header = new byte[5];

    Out(OutputStream out) {
      this.out = out;
    }

    @Override
    public <T> SerializationStream writeObject(T t, ClassTag<T> tag) {
      buffer.reset();
      session.serialize(t, buffer);
      int length = buffer.size();
      int n = 0;
      int v = length;
      while ((v & ~0x7F) != 0) {
        header[n++] = (byte) ((v & 0x7F) | 0x80);
        v >>>= 7;
      }
      header[n++] = (byte) v;
      try {
        out.write(header, 0, n);
        out.write(buffer.array(), 0, length);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return this;
    }

    @Override
    public void flush() {
      try {
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void close() {
      try {
        out.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Reads records written by {@link Out}; ends with {@link EOFException} at a record boundary. */
  private final class In extends DeserializationStream {
    private final InputStream in;
    private byte[] bytes = new byte[256];
    private long position;

    In(InputStream in) {
      this.in = in;
    }

    @Override
    public <T> T readObject(ClassTag<T> tag) {
      try {
        long start = position;
        int first = in.read();
        if (first < 0) {
          throw sneaky(new EOFException());
        }
        position++;
        int length = first & 0x7F;
        int shift = 7;
        int b = first;
        while ((b & 0x80) != 0) {
          b = in.read();
          if (b < 0 || shift > 28) {
            throw new MalformedInputException("truncated or over-long record length", position);
          }
          position++;
          length |= (b & 0x7F) << shift;
          shift += 7;
        }
        if (length < 0) {
          throw new MalformedInputException("negative record length", start);
        }
        // The buffer grows only as bytes actually arrive, so a hostile length prefix cannot make
        // this allocate more than the stream delivers (plus one growth step).
        int read = 0;
        while (read < length) {
          if (read == bytes.length) {
            bytes = Arrays.copyOf(bytes, (int) Math.min(length, 2L * bytes.length));
          }
          int n = in.read(bytes, read, Math.min(length, bytes.length) - read);
          if (n < 0) {
            throw new MalformedInputException(
                "truncated record: " + read + " of " + length + " bytes", position);
          }
          read += n;
          position += n;
        }
        return cast(session.deserialize(bytes, 0, length));
      } catch (IOException e) {
        throw sneaky(e);
      }
    }

    @Override
    public void close() {
      try {
        in.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  // Spark's iterators catch a checked EOFException thrown from Scala code without declaring it.
  @SuppressWarnings("unchecked")
  private static <E extends Throwable> RuntimeException sneaky(Throwable e) throws E {
    throw (E) e;
  }
}
