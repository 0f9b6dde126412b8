package dev.skiff.redis;

import dev.skiff.Skiff;
import io.lettuce.core.codec.RedisCodec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A Lettuce codec with UTF-8 string keys and Skiff values, a thin adapter over one shared {@link
 * Skiff}.
 *
 * <p>Use it with {@code client.connect(new SkiffLettuceCodec<>(skiff, Person.class))}. Bad bytes
 * stored in Redis raise a {@link dev.skiff.SkiffException}.
 *
 * @param <V> the value type
 */
public final class SkiffLettuceCodec<V> implements RedisCodec<String, V> {

  private final Skiff skiff;
  private final Class<V> valueType;

  /**
   * Creates a codec whose values must be instances of {@code valueType}.
   *
   * @param skiff the shared Skiff
   * @param valueType the value type ({@code Object.class} accepts any value)
   */
  public SkiffLettuceCodec(Skiff skiff, Class<V> valueType) {
    this.skiff = Objects.requireNonNull(skiff, "skiff");
    this.valueType = Objects.requireNonNull(valueType, "valueType");
  }

  /** Creates a codec for values of any type. */
  public static SkiffLettuceCodec<Object> of(Skiff skiff) {
    return new SkiffLettuceCodec<>(skiff, Object.class);
  }

  @Override
  public String decodeKey(ByteBuffer bytes) {
    return StandardCharsets.UTF_8.decode(bytes).toString();
  }

  @Override
  public @Nullable V decodeValue(ByteBuffer bytes) {
    return skiff.deserialize(bytes, valueType);
  }

  @Override
  public ByteBuffer encodeKey(String key) {
    return ByteBuffer.wrap(key.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public ByteBuffer encodeValue(V value) {
    return ByteBuffer.wrap(skiff.serialize(value));
  }
}
