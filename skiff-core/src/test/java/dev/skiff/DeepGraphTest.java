package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.model.Link;
import dev.skiff.model.Node;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Graphs nested far deeper than a thread's stack holds round-trip with the default settings: a
 * user's own linked node class 10,000 long, on threads with small stacks, in records of a stream.
 */
class DeepGraphTest {

  private static void assertChain(Object back, int length) {
    assertThat(back).isInstanceOf(Node.class);
    Node n = (Node) back;
    assertThat(n.chainLength()).isEqualTo(length);
    int i = 0;
    for (Node x = n; x != null; x = x.next) {
      assertThat(x.value).isEqualTo(i++);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_nodeChain10000Long_roundTripsWithDefaults(RoundTripConfig config) {
    Object back = config.roundTrip(Node.chain(10_000));

    assertChain(back, 10_000);
  }

  @Test
  void roundTrip_onThreadWith128KiBStack_roundTrips10000Long() throws Exception {
    Skiff skiff = Skiff.builder().register(Node.class).build();
    AtomicReference<Object> back = new AtomicReference<>();
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread small =
        new Thread(
            null,
            () -> {
              try {
                back.set(skiff.deserialize(skiff.serialize(Node.chain(10_000))));
              } catch (Throwable t) {
                failed.set(t);
              }
            },
            "small-stack",
            128 * 1024);
    small.start();
    small.join();

    assertThat(failed.get()).isNull();
    assertChain(back.get(), 10_000);
  }

  @Test
  void roundTrip_100000LongWithMaxDepth200000_roundTrips() {
    Skiff skiff = Skiff.builder().register(Link.class).maxDepth(200_000).build();

    Object back = skiff.deserialize(skiff.serialize(Link.chain(100_000)));

    assertThat(((Link) back).length()).isEqualTo(100_000);
  }

  @Test
  void writerAndReader_deepAndShallowRecords_roundTripInOrder() {
    Skiff skiff = Skiff.builder().register(Node.class).build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    List<Object> values = List.of(Node.chain(3), Node.chain(10_000), "between", Node.chain(5_000));
    try (SkiffWriter writer = skiff.writer(out)) {
      for (Object v : values) {
        writer.write(v);
      }
    }

    List<Object> back = new ArrayList<>();
    try (SkiffReader reader =
        skiff.reader(new OneByteInputStream(new ByteArrayInputStream(out.toByteArray())))) {
      while (reader.hasNext()) {
        back.add(reader.read());
      }
    }

    assertThat(back).hasSize(4);
    assertChain(back.get(0), 3);
    assertChain(back.get(1), 10_000);
    assertThat(back.get(2)).isEqualTo("between");
    assertChain(back.get(3), 5_000);
  }

  @Test
  void serialize_deeperThanMaxDepth_failsWithLimitExceededNamingTheLimit() {
    Skiff skiff = Skiff.builder().register(Node.class).build();

    assertThatThrownBy(() -> skiff.serialize(Node.chain(20_001)))
        .isInstanceOf(LimitExceededException.class)
        .hasMessageContaining("maxDepth 20000");
  }

  @Test
  void deserialize_deepMessage_leavesTheInstanceUsableForShallowOnes() {
    Skiff skiff = Skiff.builder().register(Node.class).build();
    byte[] deep = skiff.serialize(Node.chain(10_000));
    byte[] shallow = skiff.serialize(Node.chain(10));

    assertChain(skiff.deserialize(deep), 10_000);
    assertChain(skiff.deserialize(shallow), 10);
    assertChain(skiff.deserialize(deep), 10_000);
  }
}
