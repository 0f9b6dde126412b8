package dev.skiff.kafka;

import dev.skiff.Skiff;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serde} that stores values as Skiff bytes, pairing a {@link SkiffKafkaSerializer}
 * and a {@link SkiffKafkaDeserializer}.
 *
 * <p>Configuration keys, read from the Kafka client's configuration map when the serde is created
 * by Kafka through its no-arg constructor (any other {@code skiff.*} key fails, naming it):
 *
 * <ul>
 *   <li>{@code skiff.register}: comma-separated fully qualified class names to register, in order
 *       (writers and readers must list the same classes in the same order);
 *   <li>{@code skiff.references}: {@code true} to track shared and cyclic references (default
 *       {@code false});
 *   <li>{@code skiff.registration.required}: {@code false} to allow unregistered classes (default
 *       {@code true});
 *   <li>{@code skiff.type}: the class deserialized values must have (default any).
 * </ul>
 *
 * <p>Classes are loaded through the thread's context class loader, or this class's loader when
 * there is none.
 *
 * @param <T> the value type
 */
public final class SkiffSerde<T> implements Serde<T> {

  private final SkiffKafkaSerializer<T> serializer;
  private final SkiffKafkaDeserializer<T> deserializer;

  /** Creates a serde configured later by Kafka through {@link #configure}. */
  public SkiffSerde() {
    this.serializer = new SkiffKafkaSerializer<>();
    this.deserializer = new SkiffKafkaDeserializer<>();
  }

  /**
   * Creates a serde over {@code skiff} whose values must be instances of {@code type}.
   *
   * @param skiff the shared Skiff
   * @param type the value type ({@code Object.class} accepts any value)
   */
  public SkiffSerde(Skiff skiff, Class<? extends T> type) {
    this.serializer = new SkiffKafkaSerializer<>(skiff);
    this.deserializer = new SkiffKafkaDeserializer<>(skiff, type);
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    serializer.configure(configs, isKey);
    deserializer.configure(configs, isKey);
  }

  @Override
  public Serializer<T> serializer() {
    return serializer;
  }

  @Override
  public Deserializer<T> deserializer() {
    return deserializer;
  }
}
