package dev.skiff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.skiff.model.Models;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.stream.Stream;

/**
 * Every configuration a value is round-tripped in: references on/off, registered model classes or
 * no registration at all (registration not required), three transports, and generated or
 * interpreted codecs on the writer.
 */
public enum RoundTripConfig {
  REFS_REGISTERED_BYTES(true, true, Transport.BYTES, true),
  REFS_REGISTERED_STREAM(true, true, Transport.STREAM, true),
  REFS_REGISTERED_ONE_BYTE(true, true, Transport.ONE_BYTE_STREAM, true),
  REFS_UNREGISTERED_BYTES(true, false, Transport.BYTES, true),
  REFS_UNREGISTERED_STREAM(true, false, Transport.STREAM, true),
  REFS_UNREGISTERED_ONE_BYTE(true, false, Transport.ONE_BYTE_STREAM, true),
  NOREFS_REGISTERED_BYTES(false, true, Transport.BYTES, true),
  NOREFS_REGISTERED_STREAM(false, true, Transport.STREAM, true),
  NOREFS_REGISTERED_ONE_BYTE(false, true, Transport.ONE_BYTE_STREAM, true),
  NOREFS_UNREGISTERED_BYTES(false, false, Transport.BYTES, true),
  NOREFS_UNREGISTERED_STREAM(false, false, Transport.STREAM, true),
  NOREFS_UNREGISTERED_ONE_BYTE(false, false, Transport.ONE_BYTE_STREAM, true),
  // The same twelve with code generation off on the writer (the reader stays generated), so the
  // interpreter is exercised everywhere and each side reads the other's bytes.
  REFS_REGISTERED_BYTES_INTERPRETED(true, true, Transport.BYTES, false),
  REFS_REGISTERED_STREAM_INTERPRETED(true, true, Transport.STREAM, false),
  REFS_REGISTERED_ONE_BYTE_INTERPRETED(true, true, Transport.ONE_BYTE_STREAM, false),
  REFS_UNREGISTERED_BYTES_INTERPRETED(true, false, Transport.BYTES, false),
  REFS_UNREGISTERED_STREAM_INTERPRETED(true, false, Transport.STREAM, false),
  REFS_UNREGISTERED_ONE_BYTE_INTERPRETED(true, false, Transport.ONE_BYTE_STREAM, false),
  NOREFS_REGISTERED_BYTES_INTERPRETED(false, true, Transport.BYTES, false),
  NOREFS_REGISTERED_STREAM_INTERPRETED(false, true, Transport.STREAM, false),
  NOREFS_REGISTERED_ONE_BYTE_INTERPRETED(false, true, Transport.ONE_BYTE_STREAM, false),
  NOREFS_UNREGISTERED_BYTES_INTERPRETED(false, false, Transport.BYTES, false),
  NOREFS_UNREGISTERED_STREAM_INTERPRETED(false, false, Transport.STREAM, false),
  NOREFS_UNREGISTERED_ONE_BYTE_INTERPRETED(false, false, Transport.ONE_BYTE_STREAM, false);

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
  private final boolean codegen;

  RoundTripConfig(
      boolean trackReferences, boolean registered, Transport transport, boolean codegen) {
    this.trackReferences = trackReferences;
    this.registered = registered;
    this.transport = transport;
    this.codegen = codegen;
  }

  /** Whether the writer uses generated codecs (the reader always does). */
  public boolean codegen() {
    return codegen;
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

  /**
   * Builds two Skiff instances for this configuration (writer and reader) and round-trips. In the
   * interpreted configurations the writer runs without code generation.
   */
  public Object roundTrip(Object value, Class<?>... extra) {
    return roundTrip(builder(extra).codegen(codegen).build(), skiff(extra), value);
  }

  /** The helper named in the test plan: round-trips {@code value} in {@code config}. */
  public static Object roundTrip(RoundTripConfig config, Object value, Class<?>... toRegister) {
    return config.roundTrip(value, toRegister);
  }
}
