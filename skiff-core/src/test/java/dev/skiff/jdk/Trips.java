package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.PooledContexts;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Round trips of one value through every transport a configuration stands for: the configuration's
 * own ({@code byte[]}, stream, one-byte stream), plus heap and direct {@code ByteBuffer}s for the
 * {@code byte[]} configurations and a {@link SkiffWriter}/{@link SkiffReader} stream of two copies
 * for the stream configurations.
 */
final class Trips {
  private Trips() {}

  /** Round-trips {@code value} in {@code config} through all its transports. */
  static List<Object> all(RoundTripConfig config, Object value, Class<?>... extra) {
    Skiff writer = config.writer(extra);
    Skiff reader = config.reader(extra);
    List<Object> results = new ArrayList<>();
    results.add(config.roundTrip(writer, reader, value));
    switch (config.transport()) {
      case BYTES:
        for (boolean direct : new boolean[] {false, true}) {
          ByteBuffer buffer =
              direct ? ByteBuffer.allocateDirect(1 << 16) : ByteBuffer.allocate(1 << 16);
          buffer.put((byte) 0x7f);
          writer.serialize(value, buffer);
          buffer.put((byte) 0x7e);
          buffer.flip();
          assertThat(buffer.get()).isEqualTo((byte) 0x7f);
          results.add(reader.deserialize(buffer));
          assertThat(buffer.get())
              .as("the message must be consumed exactly")
              .isEqualTo((byte) 0x7e);
          assertThat(buffer.hasRemaining()).isFalse();
        }
        break;
      case STREAM:
        {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          try (SkiffWriter w = writer.writer(out)) {
            w.write(value);
            w.write(value);
          }
          try (SkiffReader r = reader.reader(new ByteArrayInputStream(out.toByteArray()))) {
            assertThat(r.hasNext()).isTrue();
            results.add(r.read());
            results.add(r.read());
            assertThat(r.hasNext()).isFalse();
          }
          break;
        }
      default:
        break;
    }
    PooledContexts.assertClean(writer, reader);
    return results;
  }

  /** Round-trips {@code value} through every transport of {@code config} and checks each result. */
  static void check(
      RoundTripConfig config, Object value, Consumer<Object> check, Class<?>... extra) {
    for (Object result : all(config, value, extra)) {
      check.accept(result);
    }
  }

  /** Round-trips {@code value} and checks each result equals it and has the same class. */
  static void checkEquals(RoundTripConfig config, Object value, Class<?>... extra) {
    check(
        config,
        value,
        r -> {
          assertThat(r).as(config.toString()).isEqualTo(value);
          if (value != null) {
            assertThat(r.getClass()).as(config.toString()).isEqualTo(value.getClass());
          }
        },
        extra);
  }
}
