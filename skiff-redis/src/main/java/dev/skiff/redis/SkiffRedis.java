package dev.skiff.redis;

import dev.skiff.SkiffException;
import java.util.function.Supplier;

/**
 * The wrapper that names the Redis key in decoding failures. None of the client codec contracts
 * (Lettuce's {@code RedisCodec}, Redisson's {@code Decoder}, Spring's {@code RedisSerializer})
 * passes the key to the value codec, so the codecs of this module cannot say which key held bad
 * bytes; wrap a read whose key you know:
 *
 * <pre>{@code
 * Person p = SkiffRedis.read(key, () -> commands.get(key));            // Lettuce
 * Person p = SkiffRedis.read(key, () -> redisson.<Person>getBucket(key).get());
 * Person p = SkiffRedis.read(key, () -> template.opsForValue().get(key)); // Spring
 * }</pre>
 *
 * A {@link SkiffException} anywhere in the cause chain of what the read throws (Lettuce throws it
 * as is; Redisson and Spring wrap it) becomes a {@link SkiffRedisException} naming the key, with
 * the byte offset of the value; every other failure passes through unchanged.
 */
public final class SkiffRedis {
  private SkiffRedis() {}

  /**
   * Runs {@code read}, the read of {@code key}, and names the key if Skiff fails to decode it.
   *
   * @throws SkiffRedisException when Skiff could not decode the value of {@code key}
   */
  public static <T> T read(String key, Supplier<T> read) {
    try {
      return read.get();
    } catch (RuntimeException e) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof SkiffRedisException named) {
          throw named;
        }
        if (t instanceof SkiffException skiff) {
          throw new SkiffRedisException(key, skiff);
        }
        if (t.getCause() == t) {
          break;
        }
      }
      throw e;
    }
  }
}
