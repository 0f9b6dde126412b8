package dev.skiff.bench;

/**
 * The smallest common surface of the serializers under comparison: object to bytes and back.
 *
 * <p>An instance is configured for one data set (it has registered that data set's classes) and is
 * used by one thread at a time, so it may reuse buffers between calls.
 */
public interface Codec {

  /** A short name such as {@code skiff} or {@code kryo-refs}. */
  String name();

  /** Writes {@code value} (class included) into a new byte array. */
  byte[] serialize(Object value);

  /** Reads back a value written by {@link #serialize(Object)} of an alike-configured codec. */
  Object deserialize(byte[] bytes);

  /** Whether this configuration preserves shared and cyclic references. */
  default boolean tracksReferences() {
    return false;
  }
}
