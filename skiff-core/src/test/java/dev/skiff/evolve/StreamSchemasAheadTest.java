package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.record;
import static dev.skiff.evolve.SchemasAheadTest.CHAIN;
import static dev.skiff.evolve.SchemasAheadTest.V1;
import static dev.skiff.evolve.SchemasAheadTest.V2;
import static dev.skiff.evolve.SchemasAheadTest.bigChain;
import static dev.skiff.evolve.SchemasAheadTest.checkBigChain;
import static dev.skiff.evolve.SchemasAheadTest.checkShared;
import static dev.skiff.evolve.SchemasAheadTest.constant;
import static dev.skiff.evolve.SchemasAheadTest.order;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import dev.skiff.Thrown;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compatible streams of values whose schemas come ahead of the values that first use them (spec
 * 14.1): a {@link SkiffWriter} of registered classes binds each schema once, in a {@code SCHEMAS}
 * item, and its values' bodies carry no schema references. The classes are {@link
 * SchemasAheadTest}'s two versions.
 */
class StreamSchemasAheadTest {
  private static final int SCHEMAS = 3;
  private static final int CODED = 4;

  static List<Mode> modes() {
    return SchemasAheadTest.modes();
  }

  private static byte[] stream(Skiff skiff, Consumer<SkiffWriter> writes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(out)) {
      writes.accept(w);
    }
    return out.toByteArray();
  }

  private static List<@Nullable Object> readAll(Mode mode, Skiff reader, byte[] bytes) {
    List<@Nullable Object> values = new ArrayList<>();
    try (SkiffReader r = reader.reader(mode.input(bytes))) {
      r.forEach(values::add);
    }
    return values;
  }

  /** The length of the {@code SCHEMAS} item that starts at {@code at}: marker, length, block. */
  private static int schemasItemLength(byte[] bytes, int at) {
    assertThat(bytes[at]).as("SCHEMAS marker at " + at).isEqualTo((byte) SCHEMAS);
    int len = 0;
    int i = at + 1;
    for (int shift = 0; ; shift += 7) {
      int b = bytes[i++] & 0xFF;
      len |= (b & 0x7F) << shift;
      if (b < 0x80) {
        break;
      }
    }
    return i - at + len;
  }

  @ParameterizedTest
  @MethodSource("modes")
  void writer_registeredCompatibleStream_bindsEachSchemaOnceUntilAReset(Mode mode) {
    Skiff writer = mode.writer(V1);
    Object order = order(V1, 1, "PAID");

    byte[] one = stream(writer, w -> w.write(order));
    byte[] two = stream(writer, w -> List.of(order, order).forEach(w::write));
    byte[] reset =
        stream(
            writer,
            w -> {
              w.write(order);
              w.reset();
              w.write(order);
            });

    assertThat(one[0] & 0xE0).as("compatible stream, schemas ahead").isEqualTo(0xE0);
    int schemas = schemasItemLength(one, 1);
    assertThat(one[1 + schemas]).as("the value's marker").isEqualTo((byte) 1);
    int value = one.length - 2 - schemas; // header, SCHEMAS, VALUE and its value, END
    assertThat(two.length - one.length)
        .as("a later value: no schema, no reference")
        .isEqualTo(value);
    assertThat(reset.length - two.length)
        .as("RESET, then the same SCHEMAS again")
        .isEqualTo(1 + schemas);
    assertThat(Arrays.copyOfRange(reset, 2 + schemas + value, 3 + 2 * schemas + value))
        .isEqualTo(Arrays.copyOfRange(one, 1, 2 + schemas));
    Skiff reader = mode.reader(V1);
    for (byte[] bytes : List.of(one, two, reset)) {
      for (Object back : readAll(mode, reader, bytes)) {
        checkShared(back, V1, 1, "PAID");
        assertThat(get(back, "qty")).isEqualTo(7);
      }
    }
  }

  @ParameterizedTest
  @MethodSource("modes")
  void reader_otherVersionsStream_readsEveryValueByTheSchemasBoundBeforeIt(Mode mode) {
    byte[] old =
        stream(
            mode.writer(V1),
            w -> {
              w.write(order(V1, 1, "PAID"));
              w.write("between");
              w.write(order(V1, 2, "NEW"));
            });
    byte[] young =
        stream(
            mode.writer(V2),
            w -> {
              w.write(order(V2, 3, "PAID"));
              w.write(order(V2, 4, "NEW"));
            });

    for (Skiff reader :
        List.of(
            mode.reader(V2), mode.builder(V2, mode.readerCodegen()).schemasAhead(false).build())) {
      List<@Nullable Object> back = readAll(mode, reader, old);
      assertThat(back).hasSize(3);
      checkShared(back.get(0), V2, 1, "PAID");
      assertThat(get(back.get(0), "quantity")).as("first: renamed and widened").isEqualTo(7L);
      assertThat(back.get(1)).isEqualTo("between");
      checkShared(back.get(2), V2, 2, "NEW");
      assertThat(get(back.get(2), "extra")).as("a field v1 lacks: the default").isEqualTo("x");
      assertThat(get(back.get(2), "quantity")).as("renamed and widened").isEqualTo(7L);
    }
    List<@Nullable Object> back = readAll(mode, mode.reader(V1), young);
    checkShared(back.get(0), V1, 3, "PAID");
    checkShared(back.get(1), V1, 4, "NEW");
    assertThat(get(back.get(1), "note")).as("a field v2 lacks: the default").isNull();
    assertThat(get(back.get(1), "qty")).as("v2 names it quantity; only v2 knows both").isEqualTo(0);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.evolve.SchemasAheadTest#writerModes")
  void writer_valueLongerThanTheBufferKeeps_isWrittenAgainWithSchemaReferences(Mode mode) {
    Object big = bigChain();
    Object small = record(CHAIN, "ex.Link", new byte[] {7}, record(CHAIN, "ex.End", "small"));
    Skiff writer = mode.writer(CHAIN);

    byte[] bytes =
        stream(
            writer,
            w -> {
              w.write(big);
              w.write(small);
            });

    assertThat(bytes[1])
        .as("the first value: CODED, bodies with references")
        .isEqualTo((byte) CODED);
    // The second value's items start where a stream of it alone would, after its header.
    int second = bytes.length - stream(writer, w -> w.write(small)).length + 1;
    // The CODED value is the value a stream without schemas ahead writes (spec 15.1), byte for
    // byte after its marker.
    byte[] indexed =
        stream(
            mode.builder(CHAIN, mode.writerCodegen()).schemasAhead(false).build(),
            w -> w.write(big));
    assertThat(indexed[1]).isEqualTo((byte) 1);
    assertThat(Arrays.equals(bytes, 2, second, indexed, 2, indexed.length - 1))
        .as("CODED value as written without schemas ahead")
        .isTrue();
    assertThat(bytes[second])
        .as("the next value binds its schemas ahead")
        .isEqualTo((byte) SCHEMAS);
    List<@Nullable Object> back = readAll(mode, mode.reader(CHAIN), bytes);
    checkBigChain(back.get(0));
    assertThat(get(get(back.get(1), "next"), "s")).isEqualTo("small");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void writer_valueNestedDeeperThanTheCallersStack_bindsItsSchemasAhead(Mode mode) {
    Object deep = order(V1, 1, "PAID");
    for (int i = 0; i < 2_000; i++) {
      deep = new ArrayList<>(List.of(deep));
    }
    Object value = deep;

    byte[] bytes = stream(mode.writer(V1), w -> w.write(value));

    assertThat(bytes[1]).isEqualTo((byte) SCHEMAS);
    Object back = readAll(mode, mode.reader(V2), bytes).get(0);
    for (int i = 0; i < 2_000; i++) {
      back = ((List<?>) back).get(0);
    }
    checkShared(back, V2, 1, "PAID");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void writer_withSchemaStore_bindsFingerprintsAndReadersResolveThem(Mode mode) {
    SchemaStore store = SchemaStore.inMemory();
    Skiff writer = mode.builder(V1, mode.writerCodegen()).schemaStore(store).build();
    Skiff reader = mode.builder(V2, mode.readerCodegen()).schemaStore(store).build();
    Consumer<SkiffWriter> twoOrders =
        w -> {
          w.write(order(V1, 1, "PAID"));
          w.write(order(V1, 2, "NEW"));
        };

    byte[] stored = stream(writer, twoOrders);
    byte[] inline = stream(mode.writer(V1), twoOrders);

    // Five schemas bound by 8-byte fingerprints instead of their blocks (the opaque Hooked needs
    // neither), and the values the same.
    assertThat(schemasItemLength(stored, 1)).isLessThan(schemasItemLength(inline, 1));
    assertThat(stored.length - schemasItemLength(stored, 1))
        .isEqualTo(inline.length - schemasItemLength(inline, 1));
    List<@Nullable Object> back = readAll(mode, reader, stored);
    checkShared(back.get(0), V2, 1, "PAID");
    checkShared(back.get(1), V2, 2, "NEW");
    assertThat(failure(mode, mode.reader(V2), stored)).hasMessageContaining("no schema store");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void reader_damagedStreams_failAtTheirOffsets(Mode mode) {
    Skiff reader = mode.reader(V1);
    byte[] good = stream(mode.writer(V1), w -> w.write(constant(V1, "NEW")));
    assertThat(readAll(mode, reader, good)).containsExactly(constant(V1, "NEW"));
    int schemas = schemasItemLength(good, 1);

    byte[] withoutAhead = good.clone();
    withoutAhead[0] &= 0x7F;
    assertThat(failure(mode, reader, withoutAhead))
        .hasMessageContaining("invalid stream marker 3")
        .extracting(MalformedInputException::offset)
        .isEqualTo(1L);

    byte[] codedWithoutAhead = {withoutAhead[0], CODED, 0, 0};
    assertThat(failure(mode, reader, codedWithoutAhead))
        .hasMessageContaining("invalid stream marker 4");

    byte[] twice = new byte[good.length + schemas];
    System.arraycopy(good, 0, twice, 0, 1 + schemas);
    System.arraycopy(good, 1, twice, 1 + schemas, good.length - 1);
    assertThat(failure(mode, reader, twice))
        .hasMessageContaining("two schemas ahead of the root for ex.Status");

    byte[] empty = {good[0], SCHEMAS, 0, 0};
    assertThat(failure(mode, reader, empty))
        .hasMessageContaining("an empty block of schemas ahead of a value")
        .extracting(MalformedInputException::offset)
        .isEqualTo(2L);

    byte[] truncated = Arrays.copyOf(good, 1 + schemas - 1);
    assertThat(failure(mode, reader, truncated)).isInstanceOf(MalformedInputException.class);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void reader_bodyOfAClassNoItemBound_failsWhenTheBoundSchemasAreNotAllOwn(Mode mode) {
    // v2's Status differs from v1's, so v1 reads this stream by its bindings.
    byte[] bytes = stream(mode.writer(V2), w -> w.write(constant(V2, "NEW")));
    assertThat(readAll(mode, mode.reader(V1), bytes)).containsExactly(constant(V1, "NEW"));
    byte[] renamed = bytes.clone();
    renamed[3] = 6; // the entry now binds Hooked (tag 6) instead of Status (tag 12)

    assertThat(failure(mode, mode.reader(V1), renamed))
        .hasMessageContaining("no schema ahead of the root for ex.Status");
  }

  private static MalformedInputException failure(Mode mode, Skiff reader, byte[] bytes) {
    return Thrown.by(MalformedInputException.class, () -> readAll(mode, reader, bytes));
  }
}
