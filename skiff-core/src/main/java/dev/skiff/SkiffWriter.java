package dev.skiff;

import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.wire.Tags;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;

/**
 * Writes a stream of many values to one {@link OutputStream}, to be read back one by one by a
 * {@link SkiffReader}. Get one from {@link Skiff#writer(OutputStream)}.
 *
 * <pre>{@code
 * try (SkiffWriter w = skiff.writer(out)) {
 *   for (Event e : events) {
 *     w.write(e);
 *   }
 * } // close() marks the end of the stream
 * }</pre>
 *
 * <h2>What carries over from one value to the next</h2>
 *
 * The class-name table does (see {@link Skiff.Builder#requireRegistration(boolean)}): an
 * unregistered class is written by name the first time in the stream and by a small index after
 * that. References do not: each value is its own reference scope, so objects shared between two
 * values are written twice (and an object modified between two writes is written as it is at each
 * write). {@link #reset()} forgets the name table on both sides; the writer also resets by itself,
 * before a value, whenever the table holds {@value #MAX_NAMES} classes or more, so memory stays
 * bounded on both sides however long the stream, and after a value in which a body that a reader
 * may skip by its length (a custom serializer's in compatible mode, a versioned class's later
 * fields) named a class first, so that the names that follow are small again. A reset costs one
 * byte in the stream.
 *
 * <p>In compatible mode with registration required, each class's schema goes out once, ahead of the
 * first value that uses it, and values carry no schema references after that; a reset sends the
 * schemas again. A value is kept in memory until it ends so that its new schemas can go ahead of
 * it; one longer than 16 MiB may instead be written a second time, with a schema reference in each
 * object, so that memory stays bounded.
 *
 * <p>The stream format is described in {@code docs/spec.md}, section 14. {@link #close()} writes
 * the end marker, without which a reader reports the stream as truncated. A writer is not
 * thread-safe; a write that fails (an unregistered class, an I/O error) leaves a partial value in
 * the stream, so the writer refuses further writes and {@link #close()} omits the end marker (a
 * reader then reads the values before the failure and reports the stream as truncated).
 */
public final class SkiffWriter implements AutoCloseable, Flushable {
  /** Marker before each value. */
  static final int VALUE = 1;

  /** Marker: both sides forget the class-name table. */
  static final int RESET = 2;

  /** Marker: the end of the stream. */
  static final int END = 0;

  /**
   * Marker, on a stream with schemas ahead: schemas that the values after it use, bound on both
   * sides until the next reset.
   */
  static final int SCHEMAS = 3;

  /**
   * Marker, on a stream with schemas ahead: a value whose bodies carry schema references, written
   * so because it was too long to keep in memory until it ended.
   */
  static final int CODED = 4;

  /** Header flag: a stream of values rather than a single message. */
  static final int HEADER_STREAM = Tags.HEADER_STREAM;

  /**
   * The number of classes in the name table at which the writer resets it by itself before the next
   * value; a reader refuses a value that starts with a table this large.
   */
  public static final int MAX_NAMES = 1024;

  private final WriteContext ctx;
  private final OutputStream out;
  private boolean failed;
  private boolean closed;
  private long count;

  SkiffWriter(TypeRegistry registry, OutputStream out) {
    this.out = out;
    this.ctx = new WriteContext(registry);
    ctx.inUse(true);
    ctx.beginStream(out, HEADER_STREAM);
  }

  static int header(dev.skiff.internal.engine.Config config) {
    return config.header() | HEADER_STREAM;
  }

  /** Writes {@code value} (which may be {@code null}) as the next value of the stream. */
  public void write(Object value) {
    check();
    try {
      if (ctx.nameCount() >= MAX_NAMES || ctx.sealedEntries()) {
        ctx.writeByte(RESET);
        ctx.forgetNames();
      }
      ctx.writeStreamValue(value, VALUE, SCHEMAS, CODED);
      count++;
    } catch (RuntimeException | Error e) {
      failed = true;
      throw e;
    }
  }

  /**
   * Makes writer and reader forget the class-name table: the next value names its unregistered
   * classes afresh.
   */
  public void reset() {
    check();
    ctx.writeByte(RESET);
    ctx.forgetNames();
  }

  /** Writes out everything buffered and flushes the underlying stream. */
  @Override
  public void flush() {
    check();
    ctx.finishStream();
  }

  /** The number of values written so far. */
  public long count() {
    return count;
  }

  /** The number of classes in the class-name table now (never more than the last value added). */
  public int classNameCount() {
    return ctx.nameCount();
  }

  /**
   * Writes the end marker (unless a write failed), flushes, and closes the underlying stream.
   * Closing twice has no effect.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      // After a failed write, what was written goes out without the end marker, so a reader
      // reads the complete values and then reports the stream as truncated.
      if (!failed) {
        ctx.writeByte(END);
      }
      ctx.finishStream();
    } catch (RuntimeException e) {
      // The failed flush is what the caller must see; a failure to close comes second.
      ctx.reset();
      try {
        out.close();
      } catch (IOException suppressed) {
        e.addSuppressed(suppressed);
      }
      throw e;
    }
    ctx.reset();
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void check() {
    if (closed) {
      throw new IllegalStateException("the writer is closed");
    }
    if (failed) {
      throw new IllegalStateException("an earlier write failed; the stream is incomplete");
    }
  }
}
