package dev.skiff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.skiff.model.Models;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.stream.Stream;

/**
 * Every configuration a value is round-tripped in: references on/off, registered model classes or
 * no registration at all (registration not required), and three transports.
 */
public enum RoundTripConfig {
  REFS_REGISTERED_BYTES(true, true, Transport.BYTES),
  REFS_REGISTERED_STREAM(true, true, Transport.STREAM),
  REFS_REGISTERED_ONE_BYTE(true, true, Transport.ONE_BYTE_STREAM),
  REFS_UNREGISTERED_BYTES(true, false, Transport.BYTES),
  REFS_UNREGISTERED_STREAM(true, false, Transport.STREAM),
  REFS_UNREGISTERED_ONE_BYTE(true, false, Transport.ONE_BYTE_STREAM),
  NOREFS_REGISTERED_BYTES(false, true, Transport.BYTES),
  NOREFS_REGISTERED_STREAM(false, true, Transport.STREAM),
  NOREFS_REGISTERED_ONE_BYTE(false, true, Transport.ONE_BYTE_STREAM),
  NOREFS_UNREGISTERED_BYTES(false, false, Transport.BYTES),
  NOREFS_UNREGISTERED_STREAM(false, false, Transport.STREAM),
  NOREFS_UNREGISTERED_ONE_BYTE(false, false, Transport.ONE_BYTE_STREAM);

  /** How bytes travel from writer to reader. */
  public enum Transport {
    /** {@code serialize(Object)} and {@code deserialize(byte[])}. */
    BYTES,
    /**
     * {@code serialize(Object, OutputStream)} and a mark-supporting {@code ByteArrayInputStream}.
     */
    STREAM,
    /** {@code serialize(Object, OutputStream)} and a {@link OneByteInputStream}. */
    ONE_BYTE_STREAM
  }

  private final boolean trackReferences;
  private final boolean registered;
  private final Transport transport;

  RoundTripConfig(boolean trackReferences, boolean registered, Transport transport) {
    this.trackReferences = trackReferences;
    this.registered = registered;
    this.transport = transport;
  }

  public boolean trackReferences() {
    return trackReferences;
  }

  public boolean registered() {
    return registered;
  }

  public Transport transport() {
    return transport;
  }

  /** The configurations that track references. */
  public static Stream<RoundTripConfig> withReferences() {
    return Arrays.stream(values()).filter(RoundTripConfig::trackReferences);
  }

  /** The configurations that do not track references. */
  public static Stream<RoundTripConfig> withoutReferences() {
    return Arrays.stream(values()).filter(c -> !c.trackReferences());
  }

  /**
   * A builder for this configuration: registered configurations register {@link Models#ALL} then
   * {@code extra}; unregistered ones register nothing and do not require registration.
   */
  public Skiff.Builder builder(Class<?>... extra) {
    Skiff.Builder b = Skiff.builder().trackReferences(trackReferences);
    if (registered) {
      b.requireRegistration(true);
      for (Class<?> type : Models.ALL) {
        b.register(type);
      }
      for (Class<?> type : extra) {
        b.register(type);
      }
    } else {
      b.requireRegistration(false);
    }
    return b;
  }

  /** A {@link Skiff} for this configuration. */
  public Skiff skiff(Class<?>... extra) {
    return builder(extra).build();
  }

  /** Serializes {@code value} with {@code writer} and reads it back with {@code reader}. */
  public Object roundTrip(Skiff writer, Skiff reader, Object value) {
    switch (transport) {
      case BYTES:
        return reader.deserialize(writer.serialize(value));
      case STREAM:
        {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          writer.serialize(value, out);
          ByteArrayInputStream in = new ByteArrayInputStream(out.toByteArray());
          Object result = reader.deserialize(in);
          assertEquals(
              0, in.available(), "a mark-supporting stream must be consumed exactly to its end");
          return result;
        }
      case ONE_BYTE_STREAM:
        {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          writer.serialize(value, out);
          return reader.deserialize(
              new OneByteInputStream(new ByteArrayInputStream(out.toByteArray())));
        }
      default:
        throw new AssertionError(transport);
    }
  }

  /** Builds two Skiff instances for this configuration (writer and reader) and round-trips. */
  public Object roundTrip(Object value, Class<?>... extra) {
    return roundTrip(skiff(extra), skiff(extra), value);
  }

  /** The helper named in the test plan: round-trips {@code value} in {@code config}. */
  public static Object roundTrip(RoundTripConfig config, Object value, Class<?>... toRegister) {
    return config.roundTrip(value, toRegister);
  }
}
