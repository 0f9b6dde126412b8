package dev.skiff;

import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.wire.Tags;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.jspecify.annotations.Nullable;

/**
 * Reads a stream of values written by a {@link SkiffWriter}, one at a time. Get one from {@link
 * Skiff#reader(InputStream)}.
 *
 * <pre>{@code
 * try (SkiffReader r = skiff.reader(in)) {
 *   while (r.hasNext()) {
 *     Event e = r.read(Event.class);
 *   }
 * }
 * }</pre>
 *
 * <p>The reader keeps the class-name table from one value to the next and forgets it where the
 * writer reset it; it refuses a value that would start with a table of {@link
 * SkiffWriter#MAX_NAMES} classes or more, so its memory stays bounded however long the stream.
 * References are scoped to one value. Input is read through a bounded buffer; when the stream
 * supports {@link InputStream#mark(int)}, it is left positioned just after the end marker.
 *
 * <p>A stream that ends before its end marker (a writer that failed or was never closed, a cut
 * connection) ends in a {@link MalformedInputException} from {@link #hasNext()} or {@link #read()};
 * so does any malformed value, after which the reader refuses to continue. A reader is not
 * thread-safe. It is {@link Iterable} for use in for-each loops, but {@link #iterator()} may be
 * called only once.
 */
public final class SkiffReader implements AutoCloseable, Iterable<@Nullable Object> {
  private final ReadContext ctx;
  private final InputStream in;
  private final int header;
  private final boolean compatible;
  // Whether the stream sends schemas ahead of the values that use them (spec 14.1).
  private boolean ahead;
  // Whether the value that hasNext() found is one whose bodies carry schema references.
  private boolean coded;
  private boolean started;
  private boolean ready;
  private boolean ended;
  private boolean failed;
  private boolean closed;
  private boolean iterated;

  SkiffReader(TypeRegistry registry, InputStream in) {
    this.in = in;
    this.ctx = new ReadContext(registry);
    this.header = SkiffWriter.header(registry.config());
    this.compatible = registry.config().compatible();
    ctx.inUse(true);
    ctx.beginMessage(in);
  }

  /**
   * Whether another value follows. Returns {@code false} at the end marker.
   *
   * @throws MalformedInputException if the stream is truncated or malformed
   */
  public boolean hasNext() {
    check();
    if (ready) {
      return true;
    }
    if (ended) {
      return false;
    }
    try {
      if (!started) {
        int h = ctx.readUnsignedByte();
        if (h == (header | Tags.HEADER_AHEAD) && compatible) {
          ahead = true;
        } else if (h != header) {
          throw new MalformedInputException(headerProblem(h), 0);
        }
        started = true;
      }
      while (true) {
        long at = ctx.offset();
        int marker = ctx.readUnsignedByte();
        switch (marker) {
          case SkiffWriter.END -> {
            ended = true;
            ctx.endMessage(false);
            return false;
          }
          case SkiffWriter.RESET -> ctx.forgetNames();
          case SkiffWriter.SCHEMAS -> {
            if (!ahead) {
              throw new MalformedInputException(
                  "invalid stream marker " + marker + " (schemas, in a stream without them)", at);
            }
            ctx.readStreamSchemas();
          }
          case SkiffWriter.VALUE, SkiffWriter.CODED -> {
            if (marker == SkiffWriter.CODED && !ahead) {
              throw new MalformedInputException(
                  "invalid stream marker "
                      + marker
                      + " (a value with schema references, in a stream without schemas ahead)",
                  at);
            }
            if (ctx.nameCount() >= SkiffWriter.MAX_NAMES) {
              throw new LimitExceededException(
                  "the stream's class-name table holds "
                      + ctx.nameCount()
                      + " classes without a reset (at most "
                      + SkiffWriter.MAX_NAMES
                      + ")",
                  at);
            }
            coded = marker == SkiffWriter.CODED;
            ready = true;
            return true;
          }
          default -> throw new MalformedInputException("invalid stream marker " + marker, at);
        }
      }
    } catch (RuntimeException | Error e) {
      failed = true;
      throw e;
    }
  }

  private String headerProblem(int h) {
    if ((h & SkiffWriter.HEADER_STREAM) == 0) {
      return "not a Skiff stream of values (header byte " + h + "); is it a single message?";
    }
    return "stream header byte "
        + h
        + " does not match this Skiff's "
        + header
        + (compatible ? " or " + (header | Tags.HEADER_AHEAD) : "")
        + " (format version, trackReferences or compatible differ)";
  }

  /**
   * Reads the next value (which may be {@code null}).
   *
   * @throws NoSuchElementException after the end marker
   * @throws MalformedInputException if the stream is truncated or malformed
   */
  public @Nullable Object read() {
    if (!hasNext()) {
      throw new NoSuchElementException("the stream has ended");
    }
    ready = false;
    try {
      return ctx.readRecord(ahead && !coded);
    } catch (RuntimeException | Error e) {
      failed = true;
      throw e;
    }
  }

  /** Reads the next value and checks that it is a {@code type} (or {@code null}). */
  public <T> @Nullable T read(Class<T> type) {
    Object value = read();
    Class<?> boxed = TypeRegistry.boxed(type);
    if (value != null && !boxed.isInstance(value)) {
      failed = true;
      throw new MalformedInputException(
          "expected a " + type.getName() + " but the stream holds a " + value.getClass().getName(),
          ctx.offset());
    }
    @SuppressWarnings("unchecked")
    T result = (T) value;
    return result;
  }

  /** The number of classes in the class-name table now. */
  public int classNameCount() {
    return ctx.nameCount();
  }

  /** The values that remain, read one by one; may be called once. */
  @Override
  public Iterator<@Nullable Object> iterator() {
    if (iterated) {
      throw new IllegalStateException("iterator() may be called only once");
    }
    iterated = true;
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return SkiffReader.this.hasNext();
      }

      @Override
      public @Nullable Object next() {
        return read();
      }
    };
  }

  /** Closes the underlying stream. Closing twice has no effect. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    ctx.reset();
    try {
      in.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void check() {
    if (closed) {
      throw new IllegalStateException("the reader is closed");
    }
    if (failed) {
      throw new IllegalStateException("an earlier read failed; the stream cannot be resumed");
    }
  }
}
