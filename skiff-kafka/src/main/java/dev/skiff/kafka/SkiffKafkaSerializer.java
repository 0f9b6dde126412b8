package dev.skiff.kafka;

import dev.skiff.Skiff;
import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.serialization.Serializer;
import org.jspecify.annotations.Nullable;

/**
 * A Kafka serializer that writes values as Skiff bytes, a thin adapter over one shared {@link
 * Skiff}.
 *
 * <p>Created by Kafka through the public no-arg constructor, it builds its {@code Skiff} from the
 * {@code skiff.*} keys of the client configuration (see {@link SkiffSerde}); created with a {@code
 * Skiff}, it ignores those keys. {@code null} is written as {@code null} (a tombstone).
 *
 * @param <T> the value type
 */
public final class SkiffKafkaSerializer<T> implements Serializer<T> {

  private @Nullable Skiff skiff;
  private final boolean fixed;

  /** Creates a serializer configured later by Kafka through {@link #configure}. */
  public SkiffKafkaSerializer() {
    this.skiff = null;
    this.fixed = false;
  }

  /** Creates a serializer over {@code skiff}. */
  public SkiffKafkaSerializer(Skiff skiff) {
    this.skiff = Objects.requireNonNull(skiff, "skiff");
    this.fixed = true;
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (!fixed) {
      skiff = SkiffKafkaConfig.skiff(configs);
    }
  }

  @Override
  public byte @Nullable [] serialize(String topic, @Nullable T data) {
    if (data == null) {
      return null;
    }
    if (skiff == null) {
      throw new IllegalStateException("SkiffKafkaSerializer used before configure()");
    }
    return skiff.serialize(data);
  }
}
