package dev.skiff.internal.engine;

/**
 * The reader of the schemas a compatible message sends ahead of its root (spec 15.6), supplied by
 * the evolution package: it binds each entry's schema to the entry's class and hands the bindings
 * to the context with {@link ReadTables#bindAhead}.
 */
@FunctionalInterface
public interface AheadReader {
  /**
   * Reads the entries in {@code block}, which starts at offset {@code at} of the message, into
   * {@code ctx}'s bindings.
   */
  void read(ReadContext ctx, byte[] block, long at);
}
