package dev.skiff.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** The per-slot copies of the chunk loops: when a slot gets one, and that they change no byte. */
class ChunkLoopsTest {

  /** A value with typed collection and map fields, whose element slots warm up. */
  static final class Holder {
    List<Item> items = new ArrayList<>();
    Map<String, Item> byName = new LinkedHashMap<>();
    Item[] array = new Item[0];

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder
          && items.equals(((Holder) o).items)
          && byName.equals(((Holder) o).byName)
          && java.util.Arrays.equals(array, ((Holder) o).array);
    }

    @Override
    public int hashCode() {
      return Objects.hash(items, byName);
    }
  }

  static final class Item {
    int id;
    String name;

    Item() {}

    Item(int id, String name) {
      this.id = id;
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Item && id == ((Item) o).id && Objects.equals(name, ((Item) o).name);
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  @Test
  void copy_ofTemplate_isHiddenClassBesideTheShared() {
    ChunkLoop copy = ChunkLoops.copy();

    assertThat(copy).isNotSameAs(ChunkLoops.SHARED);
    assertThat(copy.getClass().isHidden()).isTrue();
    assertThat(copy.getClass()).isNotEqualTo(ChunkLoops.class);
    assertThat(copy.getClass().getSuperclass()).isEqualTo(ChunkLoop.class);
    assertThat(ChunkLoops.copy().getClass()).isNotEqualTo(copy.getClass());
  }

  @Test
  void loop_belowWarmUp_sharedThenOwnCopyForGood() {
    Slot slot = new Slot(String.class, null);
    for (int i = 1; i < ChunkLoops.WARM_UP; i++) {
      assertThat(slot.loop()).as("use %d", i).isSameAs(ChunkLoops.SHARED);
    }
    ChunkLoop own = slot.loop();

    assertThat(own).isNotSameAs(ChunkLoops.SHARED);
    assertThat(slot.loop()).isSameAs(own);
    assertThat(new Slot(String.class, null).loop()).isSameAs(ChunkLoops.SHARED);
  }

  @Test
  void serialize_typedSlotsPastWarmUp_sameBytesAndValueEveryTime() {
    Holder h = new Holder();
    Item shared = new Item(7, "shared");
    for (int i = 0; i < 300; i++) {
      Item item = i % 3 == 0 ? shared : new Item(i, i % 5 == 0 ? null : "item" + i);
      h.items.add(i % 11 == 0 ? null : item);
      h.byName.put("k" + i, item);
    }
    h.array = h.items.toArray(new Item[0]);
    for (boolean refs : new boolean[] {false, true}) {
      Skiff skiff = Skiff.builder().requireRegistration(false).trackReferences(refs).build();
      byte[] first = skiff.serialize(h);
      for (int i = 0; i < 3 * ChunkLoops.WARM_UP; i++) {
        byte[] again = skiff.serialize(h);
        assertThat(again).as("serialization %d, refs=%s", i, refs).isEqualTo(first);
        if (i % 16 == 0) {
          assertThat(skiff.deserialize(again)).as("read %d, refs=%s", i, refs).isEqualTo(h);
        }
      }
      assertThat(skiff.deserialize(first)).isEqualTo(h);
    }
  }
}
