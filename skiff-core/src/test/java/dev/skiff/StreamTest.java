package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.model.Order;
import dev.skiff.model.Point;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Streaming API: back-to-back messages, large payloads, stream ownership. */
class StreamTest {
  static final List<Object> MESSAGES =
      List.of(
          "first",
          42,
          new Point(1, 2),
          List.of(1, 2, 3),
          Order.sample(3),
          new int[] {9, 8, 7},
          Map.of("k", "v"),
          "x".repeat(20_000),
          "last");

  /** Every configuration, with the reader wrappers that support mark. */
  enum MarkingStream {
    BYTE_ARRAY,
    BUFFERED_ONE_BYTE,
    BUFFERED_SMALL
  }

  private static InputStream open(MarkingStream kind, byte[] bytes) {
    switch (kind) {
      case BYTE_ARRAY:
        return new ByteArrayInputStream(bytes);
      case BUFFERED_ONE_BYTE:
        return new BufferedInputStream(new OneByteInputStream(new ByteArrayInputStream(bytes)));
      default:
        return new BufferedInputStream(new ByteArrayInputStream(bytes), 7);
    }
  }

  @ParameterizedTest
  @EnumSource(MarkingStream.class)
  void deserialize_backToBackMessagesOnMarkStream_readsEachInOrder(MarkingStream kind)
      throws IOException {
    for (RoundTripConfig config : RoundTripConfig.values()) {
      Skiff skiff = config.skiff();
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      for (Object m : MESSAGES) {
        skiff.serialize(m, out);
      }
      out.write(new byte[] {'E', 'N', 'D'});
      InputStream in = open(kind, out.toByteArray());
      List<Object> read = new ArrayList<>();
      for (int i = 0; i < MESSAGES.size(); i++) {
        read.add(skiff.deserialize(in));
      }
      DeepEquals.assertDeepEquals(new ArrayList<>(MESSAGES), read);
      assertThat(in.readAllBytes())
          .as(config + ": bytes after the messages")
          .isEqualTo(new byte[] {'E', 'N', 'D'});
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_bytesWrittenToStream_readableFromArrayAndBack(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    for (Object m : MESSAGES) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      skiff.serialize(m, out);
      DeepEquals.assertDeepEquals(m, skiff.deserialize(out.toByteArray()));
      DeepEquals.assertDeepEquals(
          m, skiff.deserialize(new ByteArrayInputStream(skiff.serialize(m))));
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_fiveMegabyteArray_identical(RoundTripConfig config) {
    byte[] big = new byte[5 << 20];
    new Random(5).nextBytes(big);
    byte[] out = (byte[]) config.roundTrip(big);
    assertThat(out).isEqualTo(big);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_fiveMegabyteStringAndList_identical(RoundTripConfig config) {
    String s = "\u00e9a\u4e2d\uD83D\uDE00".repeat(1 << 20);
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < 200_000; i++) {
      list.add(i % 2 == 0 ? i : "e" + i);
    }
    List<?> out = (List<?>) config.roundTrip(new ArrayList<>(List.of(s, list)));
    assertThat(out.get(0)).isEqualTo(s);
    assertThat(out.get(1)).isEqualTo(list);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_toStream_flushesAndDoesNotClose(RoundTripConfig config) throws IOException {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    boolean[] closed = {false};
    int[] flushes = {0};
    FilterOutputStream out =
        new FilterOutputStream(sink) {
          @Override
          public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
          }

          @Override
          public void flush() throws IOException {
            flushes[0]++;
            super.flush();
          }

          @Override
          public void close() {
            closed[0] = true;
          }
        };
    Skiff skiff = config.skiff();
    skiff.serialize(Order.sample(2), out);
    assertThat(closed[0]).as("serialize closed the stream").isFalse();
    assertThat(flushes[0] > 0).as("serialize did not flush").isTrue();
    assertThat(skiff.deserialize(sink.toByteArray())).isEqualTo(Order.sample(2));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_fromStream_doesNotClose(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    boolean[] closed = {false};
    InputStream in =
        new FilterInputStream(new ByteArrayInputStream(skiff.serialize(Order.sample(1)))) {
          @Override
          public void close() {
            closed[0] = true;
          }
        };
    assertThat(skiff.deserialize(in)).isEqualTo(Order.sample(1));
    assertThat(closed[0]).as("deserialize closed the stream").isFalse();
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_streamWithExpectedType_checksType(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    byte[] bytes = skiff.serialize(new Point(1, 1));
    assertThat(skiff.deserialize(new ByteArrayInputStream(bytes), Point.class))
        .isEqualTo(new Point(1, 1));
    assertThatThrownBy(() -> skiff.deserialize(new ByteArrayInputStream(bytes), String.class))
        .isInstanceOf(MalformedInputException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_streamEndsMidMessage_throwsSkiffException(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    byte[] bytes = skiff.serialize(Order.sample(4));
    for (int len = 0; len < bytes.length; len++) {
      InputStream in =
          new OneByteInputStream(new ByteArrayInputStream(java.util.Arrays.copyOf(bytes, len)));
      SkiffException e = Thrown.by(SkiffException.class, () -> skiff.deserialize(in));
      SafeRead.checkException(e, bytes);
    }
  }
}
