package dev.skiff.redis;

import dev.skiff.Skiff;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.springframework.data.redis.serializer.RedisSerializer;

/**
 * A Spring Data Redis serializer that stores values as Skiff bytes, a thin adapter over one shared
 * {@link Skiff}.
 *
 * <p>Following Spring's contract, {@code null} serializes to an empty array and {@code null} or an
 * empty array deserializes to {@code null}. Bad bytes raise a {@link dev.skiff.SkiffException}.
 *
 * @param <T> the value type
 */
public final class SkiffRedisSerializer<T> implements RedisSerializer<T> {

  private static final byte[] EMPTY = new byte[0];

  private final Skiff skiff;
  private final Class<T> type;

  /**
   * Creates a serializer whose values must be instances of {@code type}.
   *
   * @param skiff the shared Skiff
   * @param type the value type ({@code Object.class} accepts any value)
   */
  public SkiffRedisSerializer(Skiff skiff, Class<T> type) {
    this.skiff = Objects.requireNonNull(skiff, "skiff");
    this.type = Objects.requireNonNull(type, "type");
  }

  @Override
  public byte[] serialize(@Nullable T value) {
    return value == null ? EMPTY : skiff.serialize(value);
  }

  @Override
  public @Nullable T deserialize(byte @Nullable [] bytes) {
    return bytes == null || bytes.length == 0 ? null : skiff.deserialize(bytes, type);
  }

  @Override
  public Class<?> getTargetType() {
    return type;
  }
}
