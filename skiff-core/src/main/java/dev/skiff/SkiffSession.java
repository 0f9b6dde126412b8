package dev.skiff;

import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A handle on a {@link Skiff} for one thread at a time: the same messages as {@code Skiff}'s own
 * methods (every message is independent and reads with any {@code Skiff} configured alike), written
 * and read through contexts this session owns rather than the per-thread pooled ones.
 *
 * <p>Keep one per thread, or per object that a framework confines to one thread (a Spark {@code
 * SerializerInstance}, a Kafka serializer, a codec bound to one connection): every call then skips
 * the thread-local lookup, which is a measurable share of a small message. A session must not be
 * used by two threads at once; a serializer that calls back into the same session while a call is
 * in progress gets fresh contexts for the inner call, as with {@code Skiff}. Create sessions with
 * {@link Skiff#session()}; they hold no resources beyond their buffers.
 */
public final class SkiffSession {
  private final Skiff skiff;
  private final WriteContext writer;
  private ReadContext reader;

  SkiffSession(Skiff skiff, TypeRegistry registry) {
    this.skiff = skiff;
    this.writer = new WriteContext(registry);
    this.reader = new ReadContext(registry);
  }

  /** The {@code Skiff} this session belongs to. */
  public Skiff skiff() {
    return skiff;
  }

  /** Serializes {@code value} (which may be null) into a new byte array. */
  public byte[] serialize(@Nullable Object value) {
    if (writer.inUse()) {
      return skiff.serialize(value);
    }
    writer.inUse(true);
    try {
      writer.writeMessage(value);
    } catch (Throwable t) {
      writer.reset();
      writer.inUse(false);
      throw t;
    }
    return writer.finishMessage();
  }

  /** Serializes {@code value} to {@code out} and flushes it; the stream is not closed. */
  public void serialize(@Nullable Object value, OutputStream out) {
    Objects.requireNonNull(out, "out");
    if (writer.inUse()) {
      skiff.serialize(value, out);
      return;
    }
    writer.inUse(true);
    try {
      writer.writeMessage(value, out);
    } finally {
      writer.reset();
      writer.inUse(false);
    }
  }

  /** Reads one value from {@code bytes}, which must hold exactly one message. */
  public @Nullable Object deserialize(byte[] bytes) {
    return deserialize(bytes, 0, bytes.length);
  }

  /** Reads one value from {@code bytes[off, off + len)}, which must hold exactly one message. */
  public @Nullable Object deserialize(byte[] bytes, int off, int len) {
    Objects.checkFromIndexSize(off, len, bytes.length);
    if (reader.inUse()) {
      return skiff.deserialize(bytes, off, len);
    }
    ReadContext ctx = reader;
    ctx.inUse(true);
    try {
      return Skiff.fromBytes(ctx, bytes, off, len);
    } finally {
      releaseReader(ctx);
    }
  }

  /** Reads one value from {@code bytes} and checks that it is a {@code type} (or null). */
  public <T> @Nullable T deserialize(byte[] bytes, Class<T> type) {
    Objects.requireNonNull(type, "type");
    return Skiff.cast(deserialize(bytes), type);
  }

  /** Reads one message from {@code in} (see {@link Skiff#deserialize(InputStream)}). */
  public @Nullable Object deserialize(InputStream in) {
    Objects.requireNonNull(in, "in");
    if (reader.inUse()) {
      return skiff.deserialize(in);
    }
    ReadContext ctx = reader;
    ctx.inUse(true);
    try {
      return Skiff.fromStream(ctx, in);
    } finally {
      releaseReader(ctx);
    }
  }

  /**
   * Resets this session's reader after a message and frees it; a worn one is replaced (see {@code
   * Wear}: a reader kept across many messages is cheaper replaced than aged).
   */
  private void releaseReader(ReadContext ctx) {
    ctx.reset();
    ctx.inUse(false);
    if (ctx.worn()) {
      reader = ctx.successor();
    }
  }

  /** This session's writer and reader, as they are now (for tests of their replacement). */
  Object[] contexts() {
    return new Object[] {writer, reader};
  }

  /** Whether this session's contexts hold nothing of earlier messages (for tests). */
  boolean contextsClean() {
    return !writer.inUse() && writer.isClean() && !reader.inUse() && reader.isClean();
  }
}
