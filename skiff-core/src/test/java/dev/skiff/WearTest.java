package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.internal.engine.Wear;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Kept contexts, a {@link Skiff}'s per-thread ones and a {@link SkiffSession}'s, are replaced after
 * {@link Wear#MESSAGES} messages each, without changing a byte or a value.
 */
class WearTest {
  /** What owns the contexts under test. */
  enum Owner {
    SKIFF,
    SESSION
  }

  /** Which of the two contexts a message goes through. */
  enum Side {
    WRITE,
    READ
  }

  record Item(String name, List<Integer> counts) {}

  private static final Item ITEM = new Item("item", List.of(1, 2, 3));

  static Stream<Arguments> ownersAndSides() {
    return Stream.of(Owner.values())
        .flatMap(o -> Stream.of(Side.values()).map(s -> Arguments.of(o, s)));
  }

  @ParameterizedTest
  @MethodSource("ownersAndSides")
  void message_afterWearMessages_goesThroughANewContext(Owner owner, Side side) {
    Skiff skiff = Skiff.builder().register(Item.class).build();
    SkiffSession session = skiff.session();
    byte[] bytes = skiff.serialize(ITEM);
    Supplier<Object> context =
        () -> (owner == Owner.SKIFF ? skiff.pooledContexts() : session.contexts())[side.ordinal()];
    Runnable message =
        () -> {
          if (side == Side.WRITE) {
            byte[] written = owner == Owner.SKIFF ? skiff.serialize(ITEM) : session.serialize(ITEM);
            assertThat(written).isEqualTo(bytes);
          } else {
            Object read =
                owner == Owner.SKIFF ? skiff.deserialize(bytes) : session.deserialize(bytes);
            assertThat(read).isEqualTo(ITEM);
          }
        };
    Object first = context.get();
    int served = 0;
    while (context.get() == first) {
      message.run();
      served++;
      assertThat(served)
          .as("messages before the first context is replaced")
          .isLessThanOrEqualTo(Wear.MESSAGES + 1);
    }
    Object current = context.get();
    for (int round = 0; round < 2; round++) {
      for (int i = 1; i < Wear.MESSAGES; i++) {
        message.run();
        assertThat(context.get())
            .as("the same context for message %d of its own", i + 1)
            .isSameAs(current);
      }
      message.run();
      assertThat(context.get()).as("a new context after a worn one").isNotSameAs(current);
      current = context.get();
    }
  }
}
