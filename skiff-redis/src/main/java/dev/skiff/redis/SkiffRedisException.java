package dev.skiff.redis;

import dev.skiff.SkiffException;

/**
 * A Skiff value read from Redis that could not be decoded, with the key it was read under: what
 * {@link SkiffRedis#read} throws. The cause is the {@link SkiffException} Skiff raised, and {@link
 * #offset()} is its byte offset in the value.
 */
public final class SkiffRedisException extends SkiffException {
  private static final long serialVersionUID = 1L;

  private final String key;
  private final long valueOffset;

  /** Keys longer than this are shortened in messages. */
  private static final int MAX_KEY = 200;

  SkiffRedisException(String key, SkiffException cause) {
    super("Redis key '" + shortened(key) + "': " + cause.getMessage(), cause);
    this.key = key;
    this.valueOffset = cause.offset();
  }

  private static String shortened(String key) {
    return key.length() > MAX_KEY ? key.substring(0, MAX_KEY) + "..." : key;
  }

  /** The key whose value failed, as given to {@link SkiffRedis#read}. */
  public String key() {
    return key;
  }

  /** The byte offset in the value where decoding failed, or -1. */
  @Override
  public long offset() {
    return valueOffset;
  }
}
