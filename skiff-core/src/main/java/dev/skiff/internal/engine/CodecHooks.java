package dev.skiff.internal.engine;

/**
 * Work done around the fields of one class by the codec that writes them: in compatible mode the
 * class's schema reference, for a versioned class its version and later fields. A generated codec
 * calls its hooks from its own code, so each class has its own call sites and the JIT inlines the
 * hooks and the nested codecs alike; an interpreted codec is wrapped in a {@link HookedCodec}.
 *
 * <p>Order: {@code beforeWrite}, the fields, {@code afterWrite}; {@code beforeRead}, and unless it
 * answered a value of its own, the fields, then {@code afterRead} with the new instance. Records
 * get {@code beforeRead} only (their instance exists only after every component is read).
 */
public interface CodecHooks {
  /** {@link #beforeRead}'s answer when the class's own fields follow. */
  Object CONTINUE = new Object();

  /** Writes what precedes the fields of {@code value}. */
  void beforeWrite(WriteContext ctx, Object value);

  /** Writes what follows the fields of {@code value}. */
  void afterWrite(WriteContext ctx, Object value);

  /**
   * Reads what precedes the fields: {@link #CONTINUE} when the class's own fields follow, else the
   * value, read some other way (compatible mode: data written with another version of the class).
   */
  Object beforeRead(ReadContext ctx);

  /** Reads what follows the fields of the instance just read. */
  void afterRead(ReadContext ctx, Object value);
}
