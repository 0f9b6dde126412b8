package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.internal.engine.Wear;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

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

  record Item(String name, List<Integer> counts) {}

  private static final Item ITEM = new Item("item", List.of(1, 2, 3));

  @ParameterizedTest
  @EnumSource(Owner.class)
  void deserialize_afterWearMessages_readsThroughANewContext(Owner owner) {
    Skiff skiff = Skiff.builder().register(Item.class).build();
    SkiffSession session = skiff.session();
    byte[] bytes = skiff.serialize(ITEM);
    Supplier<Object> reader =
        () -> (owner == Owner.SKIFF ? skiff.pooledContexts() : session.contexts())[1];
    Runnable message =
        () -> {
          Object read =
              owner == Owner.SKIFF ? skiff.deserialize(bytes) : session.deserialize(bytes);
          assertThat(read).isEqualTo(ITEM);
        };
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
    Skiff skiff = Skiff.builder().register(Item.class).build();
    SkiffSession session = skiff.session();
    byte[] bytes = skiff.serialize(ITEM);
    Supplier<Object> writer =
        () -> (owner == Owner.SKIFF ? skiff.pooledContexts() : session.contexts())[0];
    Object first = writer.get();
    for (int i = 0; i < 3 * Wear.MESSAGES; i++) {
      byte[] written = owner == Owner.SKIFF ? skiff.serialize(ITEM) : session.serialize(ITEM);
      assertThat(written).isEqualTo(bytes);
    }
    assertThat(writer.get()).isSameAs(first);
  }
}
