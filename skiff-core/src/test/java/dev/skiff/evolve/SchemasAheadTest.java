package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static dev.skiff.evolve.Reflect.record;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.Thrown;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compatible messages whose schemas come ahead of the root (spec 15.6): registered classes written
 * into an array. Two versions of the same classes, compiled separately and registered in the same
 * order, read each other's messages in every registered {@link Mode}; a reader that meets the same
 * block again, or blocks of two versions in turn, reads each message with its own schemas; and a
 * damaged block fails at its offset.
 */
class SchemasAheadTest {
  private static final Map<String, String> V1_SOURCES =
      Map.of(
          "ex.Line",
          "package ex; public record Line(String sku, int n) {}",
          "ex.Status",
          "package ex; public enum Status { NEW, PAID }",
          "ex.Hooked",
          """
          package ex;
          public class Hooked implements java.io.Serializable {
            public transient String s;
            private void writeObject(java.io.ObjectOutputStream o) throws java.io.IOException {
              o.writeUTF(s);
            }
            private void readObject(java.io.ObjectInputStream i) throws java.io.IOException {
              s = i.readUTF();
            }
          }
          """,
          "ex.Order",
          """
          package ex;
          import java.util.*;
          public class Order {
            public long id;
            public String note;
            public int qty;
            public List<String> tags;
            public ex.Line line;
            public ex.Status status;
            public EnumSet<ex.Status> flags;
            public EnumMap<ex.Status, Integer> counts;
            public List<Object> items;
            public ex.Hooked hooked;
          }
          """);

  /**
   * Version 2: {@code note} removed, {@code qty} renamed and widened, {@code extra} added with a
   * default, fields in another order; the record adds {@code price}; the enum gains a constant
   * ahead of the others.
   */
  private static final Map<String, String> V2_SOURCES =
      Map.of(
          "ex.Line",
          "package ex; public record Line(String sku, int n, double price) {}",
          "ex.Status",
          "package ex; public enum Status { SHIPPED, NEW, PAID }",
          "ex.Hooked",
          V1_SOURCES.get("ex.Hooked"),
          "ex.Order",
          """
          package ex;
          import java.util.*;
          public class Order {
            public ex.Hooked hooked;
            public List<Object> items;
            public String extra = "x";
            public EnumMap<ex.Status, Integer> counts;
            public EnumSet<ex.Status> flags;
            public ex.Status status;
            public ex.Line line;
            public List<String> tags;
            @dev.skiff.Alias("qty") public long quantity;
            public long id;
          }
          """);

  static final ClassLoader V1 = Versions.compile(V1_SOURCES);
  static final ClassLoader V2 = Versions.compile(V2_SOURCES);

  static List<Mode> modes() {
    return Mode.withRegistered().stream().filter(Mode::registered).toList();
  }

  /** A chain of records, each holding an array: a value whose bytes reach a stream in turn. */
  static final ClassLoader CHAIN =
      Versions.compile(
          Map.of(
              "ex.Link",
              "package ex; public record Link(byte[] data, Object next) {}",
              "ex.End",
              "package ex; public record End(String s) {}"));

  /**
   * Forty links of 1 MiB, link {@code i} marked at index {@code i}, then an {@code End}: past what
   * a stream keeps of one value or message (16 MiB) before its end.
   */
  static Object bigChain() {
    Object chain = record(CHAIN, "ex.End", "last");
    for (int i = 39; i >= 0; i--) {
      byte[] data = new byte[1 << 20];
      data[i] = (byte) i;
      chain = record(CHAIN, "ex.Link", data, chain);
    }
    return chain;
  }

  /** Checks that {@code back} reads as {@link #bigChain()}. */
  static void checkBigChain(@Nullable Object back) {
    Object link = back;
    for (int i = 0; i < 40; i++) {
      assertThat(((byte[]) get(link, "data"))[i]).isEqualTo((byte) i);
      link = get(link, "next");
    }
    assertThat(get(link, "s")).isEqualTo("last");
  }

  /** Modes reading from arrays, with either writer: the big values need no more. */
  static List<Mode> writerModes() {
    return modes().stream().filter(m -> !m.stream() && m.readerCodegen()).toList();
  }

  // ---------------------------------------------------------------------------------------------
  // values

  static Object order(ClassLoader loader, int id, String status) {
    Object line =
        loader == V1
            ? record(V1, "ex.Line", "sku-" + id, id)
            : record(V2, "ex.Line", "sku-" + id, id, 0.0);
    Object hooked = make(loader, "ex.Hooked", "s", "h" + id);
    List<Object> items = new ArrayList<>(List.of("i", line, constant(loader, "NEW")));
    return loader == V1
        ? make(
            V1,
            "ex.Order",
            "id",
            (long) id,
            "note",
            "gone",
            "qty",
            7,
            "tags",
            List.of("a", "b"),
            "line",
            line,
            "status",
            constant(V1, status),
            "flags",
            flags(V1),
            "counts",
            counts(V1),
            "items",
            items,
            "hooked",
            hooked)
        : make(
            V2,
            "ex.Order",
            "id",
            (long) id,
            "quantity",
            7L,
            "tags",
            List.of("a", "b"),
            "line",
            line,
            "status",
            constant(V2, status),
            "flags",
            flags(V2),
            "counts",
            counts(V2),
            "items",
            items,
            "hooked",
            hooked,
            "extra",
            "set");
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static Enum<?> constant(ClassLoader loader, String name) {
    return Enum.valueOf((Class) Versions.load(loader, "ex.Status"), name);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static EnumSet<?> flags(ClassLoader loader) {
    EnumSet set = EnumSet.noneOf((Class) Versions.load(loader, "ex.Status"));
    set.add(constant(loader, "PAID"));
    return set;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static EnumMap<?, ?> counts(ClassLoader loader) {
    EnumMap map = new EnumMap((Class) Versions.load(loader, "ex.Status"));
    map.put(constant(loader, "NEW"), 1);
    map.put(constant(loader, "PAID"), 2);
    return map;
  }

  /** Checks what both versions share, read by {@code loader}'s classes from order {@code id}. */
  static void checkShared(Object back, ClassLoader loader, int id, String status) {
    assertThat(back.getClass().getClassLoader()).isSameAs(loader);
    assertThat(get(back, "id")).isEqualTo((long) id);
    assertThat(get(back, "tags")).isEqualTo(List.of("a", "b"));
    assertThat(get(get(back, "line"), "sku")).isEqualTo("sku-" + id);
    assertThat(get(back, "status")).isEqualTo(constant(loader, status));
    assertThat(get(back, "flags")).isEqualTo(flags(loader));
    assertThat(get(back, "counts")).isEqualTo(counts(loader));
    List<?> items = (List<?>) get(back, "items");
    assertThat(items.get(0)).isEqualTo("i");
    assertThat(get(items.get(1), "sku")).isEqualTo("sku-" + id);
    assertThat(items.get(2)).isEqualTo(constant(loader, "NEW"));
    assertThat(get(get(back, "hooked"), "s")).isEqualTo("h" + id);
  }

  private static byte[] streamed(Skiff skiff, Object value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    skiff.serialize(value, out);
    return out.toByteArray();
  }

  // ---------------------------------------------------------------------------------------------
  // tests

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_registeredCompatibleValue_sendsTheSameSchemasAheadToEveryTarget(Mode mode) {
    Skiff writer = mode.writer(V1);
    Object order = order(V1, 1, "PAID");

    byte[] array = writer.serialize(order);
    byte[] stream = streamed(writer, order);
    ByteBuffer heap = ByteBuffer.allocate(array.length + 3).position(3);
    writer.serialize(order, heap);
    ByteBuffer direct = ByteBuffer.allocateDirect(array.length);
    writer.serialize(order, direct);

    assertThat(array[0] & 0xC0).as("compatible, schemas ahead").isEqualTo(0xC0);
    assertThat(stream).as("to an OutputStream").isEqualTo(array);
    assertThat(Arrays.copyOfRange(heap.array(), 3, heap.position()))
        .as("into a heap buffer")
        .isEqualTo(array);
    byte[] fromDirect = new byte[direct.position()];
    direct.flip().get(fromDirect);
    assertThat(fromDirect).as("into a direct buffer").isEqualTo(array);
    Object back = mode.read(mode.reader(V2), stream);
    checkShared(back, V2, 1, "PAID");
    assertThat(get(back, "quantity")).isEqualTo(7L);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_valueNestedDeeperThanTheCallersStackToAStream_sendsItsSchemasAhead(Mode mode) {
    Object deep = order(V1, 1, "PAID");
    for (int i = 0; i < 2_000; i++) {
      deep = new ArrayList<>(List.of(deep));
    }
    Skiff writer = mode.writer(V1);

    byte[] bytes = streamed(writer, deep);

    assertThat(bytes[0] & 0xC0).isEqualTo(0xC0);
    assertThat(bytes).isEqualTo(writer.serialize(deep));
    Object back = mode.read(mode.reader(V2), bytes);
    for (int i = 0; i < 2_000; i++) {
      back = ((List<?>) back).get(0);
    }
    checkShared(back, V2, 1, "PAID");
  }

  @ParameterizedTest
  @MethodSource("writerModes")
  void serialize_messageLongerThanAStreamKeeps_isWrittenAgainWithSchemaReferences(Mode mode) {
    Object big = bigChain();
    Skiff writer = mode.writer(CHAIN);

    byte[] bytes = streamed(writer, big);

    assertThat(bytes[0] & 0xC0).as("compatible, references before bodies").isEqualTo(0x40);
    assertThat(bytes)
        .as("as written without schemas ahead")
        .isEqualTo(
            streamed(mode.builder(CHAIN, mode.writerCodegen()).schemasAhead(false).build(), big));
    checkBigChain(mode.read(mode.reader(CHAIN), bytes));
    byte[] small = streamed(writer, record(CHAIN, "ex.End", "small"));
    assertThat(small[0] & 0xC0).as("the next message: schemas ahead again").isEqualTo(0xC0);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_toAStreamAfterASmallerBlock_sameBytesAsIntoAnArray(Mode mode) {
    Skiff writer = mode.writer(V1);
    Skiff arrays = mode.writer(V1);
    Object line = record(V1, "ex.Line", "sku", 2);
    // Each message's block is longer than the gap the message before left, so it grows into the
    // buffer after the root; over these lengths the buffer is full at that moment for some.
    for (int k = 0; k < 600; k += 3) {
      List<Object> value = new ArrayList<>(List.of(order(V1, k, "PAID"), "x".repeat(k)));
      streamed(writer, line);

      byte[] bytes = streamed(writer, value);

      assertThat(bytes).as("length %d", k).isEqualTo(arrays.serialize(value));
    }
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_schemasAheadTurnedOff_writesReferencesBeforeBodiesToEveryTarget(Mode mode) {
    Skiff writer = mode.builder(V1, mode.writerCodegen()).schemasAhead(false).build();
    Object order = order(V1, 8, "NEW");

    byte[] bytes = writer.serialize(order);

    assertThat(bytes[0] & 0xC0).isEqualTo(0x40);
    assertThat(bytes).isEqualTo(streamed(writer, order));
    assertThat(bytes).isNotEqualTo(mode.writer(V1).serialize(order));
    checkShared(mode.read(mode.reader(V2), bytes), V2, 8, "NEW");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_v1IntoV2_fieldsMatchedConvertedAndDefaulted(Mode mode) {
    byte[] bytes = mode.writer(V1).serialize(order(V1, 2, "PAID"));

    Object back = mode.read(mode.reader(V2), bytes);

    checkShared(back, V2, 2, "PAID");
    assertThat(get(back, "quantity")).isEqualTo(7L);
    assertThat(get(back, "extra")).isEqualTo("x");
    assertThat(get(get(back, "line"), "n")).isEqualTo(2);
    assertThat(get(get(back, "line"), "price")).isEqualTo(0.0);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_v2IntoV1_unknownFieldsSkippedAndConstantsMappedByName(Mode mode) {
    byte[] bytes = mode.writer(V2).serialize(order(V2, 3, "NEW"));

    Object back = mode.read(mode.reader(V1), bytes);

    checkShared(back, V1, 3, "NEW");
    assertThat(get(back, "note")).isNull();
    assertThat(get(back, "qty")).isEqualTo(0);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_v2ConstantTheReaderLacks_failsOrReadsNullWhenAsked(Mode mode) {
    byte[] bytes = mode.writer(V2).serialize(order(V2, 4, "SHIPPED"));

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V1), bytes));
    Object lenient =
        mode.read(
            mode.builder(V1, mode.readerCodegen()).readUnknownEnumConstantsAsNull(true).build(),
            bytes);

    assertThat(e.getMessage()).contains("has no constant SHIPPED");
    assertThat(get(lenient, "status")).isNull();
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_blocksOfTwoVersionsInTurn_eachMessageReadWithItsOwnSchemas(Mode mode) {
    Skiff reader = mode.reader(V2);
    byte[] old = mode.writer(V1).serialize(order(V1, 5, "PAID"));
    byte[] young = mode.writer(V2).serialize(order(V2, 6, "SHIPPED"));

    for (int round = 0; round < 3; round++) {
      Object a = mode.read(reader, old);
      checkShared(a, V2, 5, "PAID");
      assertThat(get(a, "extra")).isEqualTo("x");
      Object b = mode.read(reader, young);
      checkShared(b, V2, 6, "SHIPPED");
      assertThat(get(b, "extra")).isEqualTo("set");
      assertThat(mode.read(reader, young)).as("the same block twice").isNotNull();
    }
  }

  /** Seventy records, so that a writer has schema ids past 63 (the ones not kept as bits). */
  private static final ClassLoader WIDE = Versions.compile(wideSources());

  private static Map<String, String> wideSources() {
    Map<String, String> m = new java.util.HashMap<>();
    for (int i = 0; i < 70; i++) {
      m.put(
          String.format("ex.W%02d", i),
          String.format("package ex; public record W%02d(int v) {}", i));
    }
    return m;
  }

  /** A list of one record of each class {@code from} to {@code to} (exclusive), {@code W<i>(i)}. */
  private static List<Object> wide(int from, int to) {
    List<Object> l = new ArrayList<>();
    for (int i = from; i < to; i++) {
      l.add(record(WIDE, String.format("ex.W%02d", i), i));
    }
    return l;
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_moreThan64SchemasThenOtherSets_sameBytesAsFreshWritersAndReadBack(Mode mode) {
    Skiff writer = mode.writer(WIDE);
    Skiff reader = mode.reader(WIDE);
    List<List<Object>> shapes =
        List.of(wide(0, 70), wide(66, 70), wide(0, 3), wide(60, 70), wide(0, 70), wide(5, 6));

    for (List<Object> shape : shapes) {
      byte[] bytes = writer.serialize(shape);

      assertThat(bytes).as("a fresh writer's bytes").isEqualTo(mode.writer(WIDE).serialize(shape));
      assertThat(bytes[0] & 0xC0).isEqualTo(0xC0);
      assertThat(entryTags(bytes)).as("one entry per class, in tag order").isEqualTo(tags(shape));
      assertThat(mode.read(reader, bytes)).isEqualTo(shape);
    }
  }

  /** The tags of the entries ahead of a message's root, each an inline schema (spec 15.6). */
  private static List<Integer> entryTags(byte[] message) {
    int[] at = {1};
    int end = varint(message, at);
    end += at[0];
    List<Integer> tags = new ArrayList<>();
    while (at[0] < end) {
      tags.add(varint(message, at));
      assertThat(varint(message, at)).as("INLINE").isEqualTo(0);
      int blockLength = varint(message, at);
      at[0] += blockLength;
    }
    return tags;
  }

  private static int varint(byte[] b, int[] at) {
    int v = 0;
    for (int shift = 0; ; shift += 7) {
      int x = b[at[0]++] & 0xFF;
      v |= (x & 0x7F) << shift;
      if (x < 0x80) {
        return v;
      }
    }
  }

  /** The user tags of the classes of {@code values}, registered in name order, ascending. */
  private static List<Integer> tags(List<Object> values) {
    List<Class<?>> registered = Versions.classes(WIDE);
    return values.stream().map(v -> 6 + 2 * registered.indexOf(v.getClass())).sorted().toList();
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_sameClassesAfterOtherMessagesOnTheThread_sameBytesAsBefore(Mode mode) {
    Skiff writer = mode.writer(V1);
    List<Object> small = new ArrayList<>(List.of(order(V1, 1, "PAID")));
    List<Object> big = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      big.add(order(V1, i, "NEW"));
    }
    byte[] first = writer.serialize(small);

    // Messages to a stream use the gap after the header as messages into arrays do; a message of
    // other classes fills it with another block; a message larger than the buffer kept between
    // messages leaves a new buffer behind. None of them changes the next bytes.
    byte[] toStream = streamed(writer, small);
    byte[] afterStream = writer.serialize(small);
    writer.serialize(record(V1, "ex.Line", "sku", 2));
    byte[] toStreamAfterOther = streamed(writer, small);
    byte[] afterOther = writer.serialize(small);
    assertThat(writer.serialize(big).length).isGreaterThan(1 << 20);
    byte[] afterBig = writer.serialize(small);

    assertThat(toStream).isEqualTo(first);
    assertThat(afterStream).isEqualTo(first);
    assertThat(toStreamAfterOther).isEqualTo(first);
    assertThat(afterOther).isEqualTo(first);
    assertThat(afterBig).isEqualTo(first);
    checkShared(((List<?>) mode.read(mode.reader(V1), afterBig)).get(0), V1, 1, "PAID");
  }

  @Test
  void serialize_withSchemaStore_entriesCarryFingerprintsAndReadersResolveThem() {
    SchemaStore store = SchemaStore.inMemory();
    Mode mode = modes().get(0);
    Skiff writer = mode.builder(V1, true).schemaStore(store).build();
    Skiff reader = mode.builder(V2, true).schemaStore(store).build();

    byte[] bytes = writer.serialize(order(V1, 7, "PAID"));

    checkShared(reader.deserialize(bytes), V2, 7, "PAID");
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.reader(V2).deserialize(bytes));
    assertThat(e.getMessage()).contains("no schema store");
  }

  @Test
  void deserialize_damagedBlocks_failAtTheirOffsets() {
    Mode mode = modes().get(0);
    Skiff writer = mode.writer(V1);
    Skiff reader = mode.reader(V1);
    byte[] good = writer.serialize(record(V1, "ex.Line", "s", 1));
    // c1, block length, the Line's tag, INLINE, the block's length, the block; then the root
    int blockLength = good[1];
    assertThat(good[2]).as("Line's tag: registered second, after Hooked").isEqualTo((byte) 8);

    byte[] unregistered = good.clone();
    unregistered[2] = 120; // a user tag no class is registered under
    MalformedInputException e1 =
        Thrown.by(MalformedInputException.class, () -> reader.deserialize(unregistered));
    assertThat(e1.getMessage()).contains("names no registered class");
    assertThat(e1.offset()).isEqualTo(2);

    byte[] twice = new byte[good.length + blockLength];
    twice[0] = good[0];
    twice[1] = (byte) (2 * blockLength);
    System.arraycopy(good, 2, twice, 2, blockLength);
    System.arraycopy(good, 2, twice, 2 + blockLength, good.length - 2);
    MalformedInputException e2 =
        Thrown.by(MalformedInputException.class, () -> reader.deserialize(twice));
    assertThat(e2.getMessage()).contains("two schemas ahead of the root for ex.Line");

    byte[] overlong = good.clone();
    overlong[1] = 100;
    assertThat(Thrown.by(MalformedInputException.class, () -> reader.deserialize(overlong)))
        .isNotNull();

    byte[] empty = {good[0], 0, 8, 2, 2, 2};
    assertThat(Thrown.by(MalformedInputException.class, () -> reader.deserialize(empty)))
        .hasMessageContaining("empty block");

    byte[] notCompatible = good.clone();
    notCompatible[0] = (byte) 0x81;
    assertThat(
            Thrown.by(MalformedInputException.class, () -> reader.deserialize(notCompatible))
                .offset())
        .isEqualTo(0);

    byte[] unknownCode = good.clone();
    unknownCode[3] = 9;
    assertThat(Thrown.by(MalformedInputException.class, () -> reader.deserialize(unknownCode)))
        .hasMessageContaining("unknown schema code 9");
    assertThat(Arrays.equals(good, writer.serialize(record(V1, "ex.Line", "s", 1)))).isTrue();
  }

  @Test
  void deserialize_bodyOfAClassTheBlockDoesNotName_failsWhenTheBlockIsNotAllOwn() {
    Mode mode = modes().get(0);
    byte[] bytes = mode.writer(V2).serialize(new ArrayList<>(List.of(constant(V2, "NEW"))));
    // The block's one entry is the enum's; v1 has another schema for it, so v1 reads by entries.
    assertThat(mode.reader(V1).deserialize(bytes)).isEqualTo(List.of(constant(V1, "NEW")));
    byte[] renamed = bytes.clone();
    renamed[2] = 6; // the entry now names Hooked (tag 6) instead of Status (tag 12)

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.reader(V1).deserialize(renamed));

    assertThat(e.getMessage()).contains("no schema ahead of the root for ex.Status");
  }
}
