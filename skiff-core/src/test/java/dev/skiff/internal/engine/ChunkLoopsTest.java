package dev.skiff.internal.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.Serializer;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.SkiffInput;
import dev.skiff.SkiffOutput;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The chunk loops over typed collection, array and map fields, run often enough for the JIT to
 * compile them: the bytes never change, and mixed chunks (nulls, shared items) read back.
 */
class ChunkLoopsTest {

  /** A value with typed collection, array and map fields. */
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

  /** An element whose serializer appends to the list being written, as a buggy one might. */
  static final class Appender {
    final List<Object> target;

    Appender(List<Object> target) {
      this.target = target;
    }
  }

  @Test
  void serialize_arrayListGrowsWhileWritten_skiffExceptionNamesBothSizes() {
    List<Object> list = new ArrayList<>();
    list.add(new Appender(list));
    list.add("x");
    Skiff skiff =
        Skiff.builder()
            .requireRegistration(false)
            .addSerializerFactory(
                type ->
                    type == Appender.class
                        ? new Serializer<Appender>() {
                          @Override
                          public void write(SkiffOutput out, Appender value) {
                            value.target.add("late");
                            out.writeInt(1);
                          }

                          @Override
                          public Appender read(SkiffInput in) {
                            in.readInt();
                            return new Appender(new ArrayList<>());
                          }
                        }
                        : null)
            .build();

    assertThatThrownBy(() -> skiff.serialize(list))
        .isInstanceOf(SkiffException.class)
        .hasMessageContaining("changed size while being written: 2 then 3");
  }

  @Test
  void serialize_typedSlotsManyTimes_sameBytesAndValueEveryTime() {
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
      for (int i = 0; i < 200; i++) {
        byte[] again = skiff.serialize(h);
        assertThat(again).as("serialization %d, refs=%s", i, refs).isEqualTo(first);
        if (i % 16 == 0) {
          assertThat(skiff.deserialize(again)).as("read %d, refs=%s", i, refs).isEqualTo(h);
        }
      }
      assertThat(skiff.deserialize(first)).isEqualTo(h);
    }
  }

  @Test
  void leafSlot_declaredTypes_onlyStringIntegerAndLong() {
    assertThat(ChunkLoops.leafSlot(new Slot(String.class, null))).isTrue();
    assertThat(ChunkLoops.leafSlot(new Slot(Integer.class, null))).isTrue();
    assertThat(ChunkLoops.leafSlot(new Slot(Long.class, null))).isTrue();
    assertThat(ChunkLoops.leafSlot(new Slot(Object.class, null))).isFalse();
    assertThat(ChunkLoops.leafSlot(new Slot(Item.class, null))).isFalse();
    assertThat(ChunkLoops.leafSlot(new Slot(CharSequence.class, null))).isFalse();
    assertThat(ChunkLoops.leafSlot(new Slot(int.class, null))).isFalse();
  }

  /**
   * {@code writeLeafElements} is a copy of {@code writeElements} kept for the JIT's sake: the two
   * must write the same bytes for every input, in every configuration, or the copy has drifted.
   */
  @Test
  void writeLeafElements_anyLeafCollection_sameBytesAsWriteElements() throws Exception {
    List<String> strings = new ArrayList<>();
    for (int i = 0; i < 600; i++) { // runs of strings broken by nulls
      strings.add(i % 7 == 0 ? null : i % 3 == 0 ? "\u738b" + i : "tag-" + i);
    }
    List<Integer> ints = new ArrayList<>();
    List<Long> longs = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      ints.add(i % 9 == 0 ? null : i * 1_000_003);
      longs.add(i % 4 == 0 ? null : -7L * i * 1_000_000_007L);
    }
    List<String> run = new ArrayList<>(); // one class, no nulls: full chunks of 255
    for (int i = 0; i < 600; i++) {
      run.add("sku-" + i);
    }
    List<Object[]> cases = new ArrayList<>(); // {declared element class, collection}
    cases.add(new Object[] {String.class, run});
    cases.add(new Object[] {String.class, new LinkedList<>(run)});
    cases.add(new Object[] {String.class, strings});
    cases.add(new Object[] {String.class, new LinkedList<>(strings)}); // the iterator path
    cases.add(new Object[] {String.class, new ArrayList<String>()});
    cases.add(new Object[] {String.class, new ArrayList<>(java.util.Collections.nCopies(3, null))});
    cases.add(new Object[] {Integer.class, ints});
    cases.add(new Object[] {Long.class, new ArrayDeque<>(longs.subList(1, 4))});
    cases.add(new Object[] {Long.class, longs});
    for (boolean refs : new boolean[] {false, true}) {
      for (boolean registration : new boolean[] {false, true}) {
        Skiff skiff =
            Skiff.builder().trackReferences(refs).requireRegistration(registration).build();
        for (Object[] c : cases) {
          Slot slot = new Slot((Class<?>) c[0], null);
          Collection<?> items = (Collection<?>) c[1];
          String what = c[0] + " " + items.getClass().getSimpleName() + " of " + items.size();
          WriteContext shared = begin(skiff);
          ChunkLoops.writeElements(shared, items, items.size(), slot);
          WriteContext leaf = begin(skiff);
          ChunkLoops.writeLeafElements(leaf, items, items.size(), slot);
          assertThat(leaf.toByteArray())
              .as("%s, refs=%s, registration=%s", what, refs, registration)
              .isEqualTo(shared.toByteArray())
              .hasSizeGreaterThan(items.isEmpty() ? -1 : 1); // an empty collection has no chunk
        }
      }
    }
  }

  private static WriteContext begin(Skiff skiff) throws ReflectiveOperationException {
    WriteContext ctx = new WriteContext(Registries.of(skiff));
    ctx.beginMessage(null);
    return ctx;
  }
}
