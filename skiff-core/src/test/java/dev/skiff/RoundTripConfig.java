package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.model.Models;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One configuration a value is round-tripped in. The list of all of them, {@link #all()}, is
 * generated as a cross product rather than typed out: references on and off, the registered model
 * classes or no registration at all (registration not required), three transports, and which sides
 * run generated codecs (writer and reader both, only the reader, only the writer), and plain or
 * {@linkplain Skiff.Builder#compatible(boolean) compatible} mode (compatible with two of the
 * transports: its framing is the same on every transport). Both sides interpreted is left out: each
 * interpreted side already meets a generated one, and the interpreter writes and reads the same
 * bytes either way. Every round trip also checks that the calling thread's pooled contexts are left
 * clean.
 */
public record RoundTripConfig(
    boolean trackReferences,
    boolean registered,
    Transport transport,
    boolean writerCodegen,
    boolean readerCodegen,
    boolean compatible) {

  /** Which sides run generated codecs; the name is the configuration's suffix. */
  private enum Sides {
    GENERATED(true, true),
    INTERPRETED_WRITER(false, true),
    INTERPRETED_READER(true, false);

    final boolean writer;
    final boolean reader;

    Sides(boolean writer, boolean reader) {
      this.writer = writer;
      this.reader = reader;
    }
  }

  private static final List<RoundTripConfig> ALL = generate();

  /** References off, registered, byte arrays, generated codecs: the plainest configuration. */
  public static final RoundTripConfig NOREFS_REGISTERED_BYTES =
      new RoundTripConfig(false, true, Transport.BYTES, true, true, false);

  private static List<RoundTripConfig> generate() {
    List<RoundTripConfig> all = new ArrayList<>();
    for (Sides sides : Sides.values()) {
      for (boolean refs : new boolean[] {true, false}) {
        for (boolean registered : new boolean[] {true, false}) {
          for (Transport t : Transport.values()) {
            all.add(new RoundTripConfig(refs, registered, t, sides.writer, sides.reader, false));
            if (t != Transport.STREAM) {
              all.add(new RoundTripConfig(refs, registered, t, sides.writer, sides.reader, true));
            }
          }
        }
      }
    }
    return List.copyOf(all);
  }

  /** Every configuration (the source of {@code @MethodSource("dev.skiff.RoundTripConfig#all")}). */
  public static List<RoundTripConfig> all() {
    return ALL;
  }

  /** Every configuration, as an array. */
  public static RoundTripConfig[] values() {
    return ALL.toArray(new RoundTripConfig[0]);
  }

  /**
   * A readable name for test reports, such as {@code REFS_REGISTERED_STREAM_INTERPRETED_READER}.
   */
  @Override
  public String toString() {
    String sides =
        writerCodegen && readerCodegen
            ? ""
            : writerCodegen ? "_INTERPRETED_READER" : "_INTERPRETED_WRITER";
    return (trackReferences ? "REFS" : "NOREFS")
        + (registered ? "_REGISTERED_" : "_UNREGISTERED_")
        + transport
        + sides
        + (compatible ? "_COMPATIBLE" : "");
  }

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

  /** The configurations that track references. */
  public static Stream<RoundTripConfig> withReferences() {
    return ALL.stream().filter(RoundTripConfig::trackReferences);
  }

  /** The configurations that do not track references. */
  public static Stream<RoundTripConfig> withoutReferences() {
    return ALL.stream().filter(c -> !c.trackReferences());
  }

  /**
   * A builder for this configuration: registered configurations register {@link Models#ALL} then
   * {@code extra}; unregistered ones register nothing and do not require registration.
   */
  public Skiff.Builder builder(Class<?>... extra) {
    Skiff.Builder b = Skiff.builder().trackReferences(trackReferences).compatible(compatible);
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

  /** The writer of this configuration. */
  public Skiff writer(Class<?>... extra) {
    return builder(extra).codegen(writerCodegen).build();
  }

  /** The reader of this configuration. */
  public Skiff reader(Class<?>... extra) {
    return builder(extra).codegen(readerCodegen).build();
  }

  /**
   * Serializes {@code value} with {@code writer} and reads it back with {@code reader}, then checks
   * that neither left anything of the message in this thread's pooled contexts.
   */
  public Object roundTrip(Skiff writer, Skiff reader, Object value) {
    Object result = trip(writer, reader, value);
    assertThat(writer.pooledContextsClean()).as("writer's pooled contexts after a trip").isTrue();
    assertThat(reader.pooledContextsClean()).as("reader's pooled contexts after a trip").isTrue();
    return result;
  }

  private Object trip(Skiff writer, Skiff reader, Object value) {
    switch (transport) {
      case BYTES:
        return reader.deserialize(writer.serialize(value));
      case STREAM:
        {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          writer.serialize(value, out);
          ByteArrayInputStream in = new ByteArrayInputStream(out.toByteArray());
          Object result = reader.deserialize(in);
          assertThat(in.available())
              .as("a mark-supporting stream must be consumed exactly to its end")
              .isZero();
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

  /** Builds this configuration's writer and reader and round-trips {@code value}. */
  public Object roundTrip(Object value, Class<?>... extra) {
    return roundTrip(writer(extra), reader(extra), value);
  }

  /** The helper named in the test plan: round-trips {@code value} in {@code config}. */
  public static Object roundTrip(RoundTripConfig config, Object value, Class<?>... toRegister) {
    return config.roundTrip(value, toRegister);
  }
}
