package dev.skiff.kafka;

import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;
import org.jspecify.annotations.Nullable;

/**
 * A Kafka deserializer that reads Skiff bytes, a thin adapter over one shared {@link Skiff}.
 *
 * <p>Created by Kafka through the public no-arg constructor, it builds its {@code Skiff} and target
 * type from the {@code skiff.*} keys of the client configuration (see {@link SkiffSerde}). {@code
 * null} stays {@code null} (tombstones). Bad bytes raise a {@link SkiffException} whose message
 * names the topic; Kafka's deserializer API gives no partition or offset, but the consumer wraps
 * this exception in a {@code RecordDeserializationException} that names the topic-partition and
 * offset and carries them as {@code topicPartition()} and {@code offset()}.
 *
 * @param <T> the value type
 */
public final class SkiffKafkaDeserializer<T> implements Deserializer<T> {

  private @Nullable Skiff skiff;
  private @Nullable Class<? extends T> type;
  private final boolean fixed;

  /** Creates a deserializer configured later by Kafka through {@link #configure}. */
  public SkiffKafkaDeserializer() {
    this.skiff = null;
    this.type = null;
    this.fixed = false;
  }

  /**
   * Creates a deserializer over {@code skiff} whose values must be instances of {@code type}.
   *
   * @param skiff the shared Skiff
   * @param type the value type ({@code Object.class} accepts any value)
   */
  public SkiffKafkaDeserializer(Skiff skiff, Class<? extends T> type) {
    this.skiff = Objects.requireNonNull(skiff, "skiff");
    this.type = Objects.requireNonNull(type, "type");
    this.fixed = true;
  }

  @Override
  @SuppressWarnings("unchecked") // the configured type is only known by name; checked on use
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (!fixed) {
      skiff = SkiffKafkaConfig.skiff(configs);
      type = (Class<? extends T>) SkiffKafkaConfig.type(configs);
    }
  }

  @Override
  public @Nullable T deserialize(String topic, byte @Nullable [] data) {
    if (data == null) {
      return null;
    }
    if (skiff == null || type == null) {
      throw new IllegalStateException("SkiffKafkaDeserializer used before configure()");
    }
    try {
      return skiff.deserialize(data, type);
    } catch (SkiffException e) {
      throw new SkiffException(
          "cannot deserialize a "
              + data.length
              + "-byte record of topic "
              + topic
              + ": "
              + e.getMessage(),
          e);
    }
  }

  @Override
  public @Nullable T deserialize(String topic, Headers headers, byte @Nullable [] data) {
    return deserialize(topic, data);
  }
}
