package dev.skiff.internal.engine;

import java.util.IdentityHashMap;

/**
 * The reader of the schemas a compatible message sends ahead of its root, or a stream ahead of the
 * values that use them (spec 15.6, 14.1), supplied by the evolution package: it binds each entry's
 * schema to the entry's class.
 */
@FunctionalInterface
public interface AheadReader {
  /**
   * Reads the entries in {@code block}, which starts at offset {@code at} of the message, into
   * {@code bound}, which maps each class to the schema the data has for it and must not hold one of
   * them already; answers whether every schema the block held is its class's own on this reader.
   */
  boolean read(ReadContext ctx, byte[] block, long at, IdentityHashMap<Class<?>, Object> bound);
}
