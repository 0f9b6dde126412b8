package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.internal.engine.Wear;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Kept readers, a {@link Skiff}'s per-thread ones and a {@link SkiffSession}'s, are replaced after
 * {@link Wear#MESSAGES} messages each, without changing a value; writers are kept.
 */
class WearTest {
  /** What owns the contexts under test. */
  enum Owner {
    SKIFF,
    SESSION
  }

  /** What a message is read from. */
  enum Input {
    BYTES,
    STREAM,
    BUFFER
  }

  record Item(String name, List<Integer> counts) {}

  /** A name longer than the reader's first char buffer, so that the buffer grows. */
  private static final Item ITEM = new Item("Ζωή ".repeat(40), List.of(1, 2, 3));

  /** One owner's contexts: {@code [0]} the writer, {@code [1]} the reader, as they are now. */
  private record Contexts(Skiff skiff, SkiffSession session, Owner owner) {
    static Contexts of(Owner owner, boolean references) {
      Skiff skiff = Skiff.builder().register(Item.class).trackReferences(references).build();
      return new Contexts(skiff, skiff.session(), owner);
    }

    Supplier<Object> get(int which) {
      return () -> (owner == Owner.SKIFF ? skiff.pooledContexts() : session.contexts())[which];
    }

    Object read(byte[] bytes, Input input) {
      return switch (input) {
        case BYTES -> owner == Owner.SKIFF ? skiff.deserialize(bytes) : session.deserialize(bytes);
        case STREAM -> {
          ByteArrayInputStream in = new ByteArrayInputStream(bytes);
          yield owner == Owner.SKIFF ? skiff.deserialize(in) : session.deserialize(in);
        }
        case BUFFER -> skiff.deserialize(ByteBuffer.wrap(bytes));
      };
    }
  }

  /** Every owner, with references off and on, through every input it reads. */
  static Stream<Arguments> configurations() {
    return Stream.of(Owner.values())
        .flatMap(
            owner ->
                Stream.of(false, true)
                    .flatMap(
                        references ->
                            Stream.of(Input.values())
                                .filter(in -> owner == Owner.SKIFF || in != Input.BUFFER)
                                .map(in -> Arguments.of(owner, references, in))));
  }

  @ParameterizedTest
  @MethodSource("configurations")
  void deserialize_afterWearMessages_readsThroughANewContext(
      Owner owner, boolean references, Input input) {
    Contexts contexts = Contexts.of(owner, references);
    byte[] bytes = contexts.skiff().serialize(ITEM);
    Supplier<Object> reader = contexts.get(1);
    Runnable message = () -> assertThat(contexts.read(bytes, input)).isEqualTo(ITEM);
    Object first = reader.get();
    int served = 0;
    while (reader.get() == first) {
      message.run();
      served++;
      assertThat(served)
          .as("messages before the first reader is replaced")
          .isLessThanOrEqualTo(Wear.MESSAGES);
    }
    assertThat(served).as("messages the first reader served").isEqualTo(Wear.MESSAGES);
    Object current = reader.get();
    for (int round = 0; round < 2; round++) {
      for (int i = 1; i < Wear.MESSAGES; i++) {
        message.run();
        assertThat(reader.get())
            .as("the same reader for message %d of its own", i)
            .isSameAs(current);
      }
      message.run();
      assertThat(reader.get()).as("a new reader after a worn one").isNotSameAs(current);
      current = reader.get();
    }
  }

  @ParameterizedTest
  @EnumSource(Owner.class)
  void serialize_pastWearMessages_keepsTheWriter(Owner owner) {
    Contexts contexts = Contexts.of(owner, false);
    byte[] bytes = contexts.skiff().serialize(ITEM);
    Supplier<Object> writer = contexts.get(0);
    Object first = writer.get();
    for (int i = 0; i < 3 * Wear.MESSAGES; i++) {
      byte[] written =
          owner == Owner.SKIFF
              ? contexts.skiff().serialize(ITEM)
              : contexts.session().serialize(ITEM);
      assertThat(written).isEqualTo(bytes);
    }
    assertThat(writer.get()).isSameAs(first);
  }
}
