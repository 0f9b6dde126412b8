package dev.skiff.internal.engine;

import dev.skiff.BuildTimeCodec;
import dev.skiff.NestedCodec;
import org.jspecify.annotations.Nullable;

/**
 * The internal contract of a serializer for one class: it writes and reads the <em>body</em> of a
 * non-null value. Null markers, class tags and back-references are the context's business, never
 * the codec's.
 *
 * <p>Codecs are stateless (apart from racy call-site caches in their {@link Slot}s) and shared by
 * every thread of a {@code Skiff}; all per-call state lives in the contexts.
 *
 * <h2>The framing around a body</h2>
 *
 * A codec that writes a nested value calls {@link WriteContext#writeSlot} (or {@code writeAny} /
 * {@code writeExact}), and reads it back with the matching {@link ReadContext#readSlot}; those
 * write the framing (null marker, back-reference or class tag) and call the nested codec. Code that
 * makes the nested codec call itself, as generated codecs do so that each field has its own call
 * site, splits that into halves and must keep this order:
 *
 * <pre>
 * write: info = ctx.enterAny(value, slot)  or  ctx.enterExact(value, slot)
 *        if (info != null) { info.codec.write(ctx, value[, args]); ctx.leave(info); }
 * read:  info = ctx.enterAny(slot)  or  ctx.enterExact(slot)
 *        if (info == null) { v = ctx.takeValue(); }
 *        else { mark = ctx.enterBody(info); v = info.codec.read(ctx[, args]);
 *               v = ctx.exitBody(info, mark, v); }
 * </pre>
 *
 * A null {@code info} means the framing alone said everything (null, a back-reference, a folded
 * null, or a substituted value already read). Between {@code enterBody} and {@code exitBody} the
 * value's reference id is reserved and its nesting level entered; a mutable codec claims the id
 * with {@link ReadContext#reference} as soon as it has an instance. Every other entry point of the
 * contexts is built from these.
 *
 * @param <T> the class this codec handles
 */
public abstract class Codec<T> implements NestedCodec {
  /** Writes the body of {@code value}, which is never null. */
  public abstract void write(WriteContext ctx, T value);

  /**
   * Reads a body. The result is null only where JDK serialization semantics make it so (a {@code
   * readResolve} that answers null). A codec for a mutable class that can hold references to itself
   * calls {@link ReadContext#reference(Object)} with the new instance before it reads any nested
   * value, so that back-references inside resolve to it.
   */
  public abstract @Nullable T read(ReadContext ctx);

  /**
   * Writes the body of a collection or map whose declared type arguments are known. Codecs that are
   * not containers ignore them.
   */
  public void write(WriteContext ctx, T value, Slot @Nullable [] typeArgs) {
    write(ctx, value);
  }

  /**
   * A build-time codec's call of this codec for a field (see {@link NestedCodec}): the body, with
   * the slot's type arguments. Build-time codecs override it (and {@link #readBody}) with their
   * own, so that the call from a field reaches the nested class's code, not this method, which
   * every codec shares.
   */
  @Override
  @SuppressWarnings("unchecked")
  public void writeBody(BuildTimeCodec.Writer out, Object value, Object slot) {
    Slot @Nullable [] args = ((Slot) slot).args;
    if (args == null) {
      write((WriteContext) out, (T) value);
    } else {
      write((WriteContext) out, (T) value, args);
    }
  }

  /** The read of {@link #writeBody}. */
  @Override
  public @Nullable Object readBody(BuildTimeCodec.Reader in, Object slot) {
    Slot @Nullable [] args = ((Slot) slot).args;
    return args == null ? read((ReadContext) in) : read((ReadContext) in, args);
  }

  /** Reads a body written by {@link #write(WriteContext, Object, Slot[])}. */
  public @Nullable T read(ReadContext ctx, Slot @Nullable [] typeArgs) {
    return read(ctx);
  }

  /**
   * Reads the fields this codec covers into an existing instance instead of a new one. Only the
   * interpreting codec of plain classes supports it, for an interpreted versioned class whose later
   * fields are read by one such codec per version (see {@code dev.skiff.Since}).
   */
  public void readInto(ReadContext ctx, Object into) {
    throw new UnsupportedOperationException(getClass().getName() + " cannot read into an instance");
  }

  /**
   * Whether values of this class take part in reference tracking. Immutable values whose identity
   * does not matter (strings, boxed numbers, enums) answer false and are always written in full.
   */
  public boolean tracked() {
    return true;
  }

  /** {@link #inlined()} answer of codecs whose encoding chunk loops do not inline. */
  public static final int NOT_INLINED = 0;

  /** {@link #inlined()} answer of the built-in {@code String} codec. */
  public static final int STRING = 1;

  /** {@link #inlined()} answer of the built-in {@code Integer} codec. */
  public static final int INTEGER = 2;

  /** {@link #inlined()} answer of the built-in {@code Long} codec. */
  public static final int LONG = 3;

  /**
   * Which of the hottest encodings this codec writes, so that chunk loops can inline it instead of
   * calling the codec: {@link #STRING}, {@link #INTEGER}, {@link #LONG}, or {@link #NOT_INLINED}.
   * Only the built-in codecs answer anything else than {@code NOT_INLINED}, so a user serializer
   * that replaces a built-in one is never bypassed.
   */
  public int inlined() {
    return NOT_INLINED;
  }

  /**
   * Whether this is the built-in codec of {@code java.util.ArrayList}, whose bodies a field
   * declared as a collection of strings may read in place of a call to it (see {@link
   * ReadContext#readStringList}). A user serializer for {@code ArrayList} answers false, so it is
   * never bypassed.
   */
  public boolean plainArrayList() {
    return false;
  }

  /**
   * Whether values of this class can contain other values. Leaves (strings, boxes, enums, primitive
   * arrays) do not count towards the depth limit.
   */
  public boolean nests() {
    return true;
  }

  /**
   * Whether the values this codec reads are of other classes than the one its tag names: the codec
   * of a stand-in class ({@code SerializedLambda} for serializable lambdas, {@code Proxy} for
   * dynamic proxies) writes values of hidden or generated classes under the stand-in's tag. The
   * reader then checks each value read, rather than the tag's class, against the declared type.
   */
  public boolean substitutes() {
    return false;
  }

  /**
   * Whether this codec encodes {@code null} itself in exact slots, through {@link #writeNullable}
   * and {@link #readNullable}, saving the separate marker byte.
   */
  public boolean foldsNull() {
    return false;
  }

  /** Writes a possibly-null value with the codec's own null encoding (see {@link #foldsNull}). */
  public void writeNullable(WriteContext ctx, @Nullable T value) {
    throw new UnsupportedOperationException();
  }

  /** Reads a value written by {@link #writeNullable}. */
  public @Nullable T readNullable(ReadContext ctx) {
    throw new UnsupportedOperationException();
  }
}
