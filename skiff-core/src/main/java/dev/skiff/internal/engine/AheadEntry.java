package dev.skiff.internal.engine;

/**
 * One class's entry in the block of schemas ahead of a root (spec 15.6), as the evolution package
 * makes it for writers.
 */
public interface AheadEntry {
  /** The tag of the entry's class; a block lists its entries in the order of their tags. */
  int tag();

  /**
   * The entry's bytes. Called when a writer first builds a block that holds the entry, before any
   * message with it leaves the writer, so it may store the schema in the schema store.
   */
  byte[] bytes();
}
