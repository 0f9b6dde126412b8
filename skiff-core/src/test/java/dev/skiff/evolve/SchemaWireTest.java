package dev.skiff.evolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.BooleanMatrix;
import dev.skiff.MalformedInputException;
import dev.skiff.OneByteInputStream;
import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import dev.skiff.Thrown;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The bytes of compatible mode: schema blocks, schema references, the store, hostile schemas. */
class SchemaWireTest {
  record Point(int x, int y) {}

  enum Color {
    RED,
    GREEN
  }

  record Paint(Color color, int coats) {}

  /** A plain class with an enum field, read through a no-arg constructor. */
  static final class Brush {
    Color color;
    int width;

    Brush() {}

    Brush(Color color, int width) {
      this.color = color;
      this.width = width;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Brush b && b.color == color && b.width == width;
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(color, width);
    }
  }

  private static final int HEADER = 0x41; // format version 1, compatible
  private static final int POINT_TAG = 6; // the first registered class

  // Field names packed six bits a character: x is 23 (010111), y is 24 (011000).
  private static final int X = 0b0101_1100;
  private static final int Y = 0b0110_0000;

  private static Skiff compatible() {
    return Skiff.builder().register(Point.class).compatible(true).build();
  }

  /** Compatible mode with schemas ahead off: a schema reference before each body (spec 15.1). */
  private static Skiff withReferences() {
    return Skiff.builder().register(Point.class).compatible(true).schemasAhead(false).build();
  }

  @Test
  void serialize_schemasAheadOff_writesSchemaBlockThenFields() {
    byte[] bytes = withReferences().serialize(new Point(1, -1));

    assertThat(bytes)
        .containsExactly(HEADER, POINT_TAG, 0, 5, 2, 0x51, X, 0x51, Y, /* x */ 2, /* y */ 1);
    assertThat(compatible().deserialize(bytes)).isEqualTo(new Point(1, -1));
    assertThat(Skiff.builder().register(Point.class).build().serialize(new Point(1, -1)))
        .as("the same value in plain mode")
        .containsExactly(0x01, POINT_TAG, 2, 1);
  }

  @Test
  void serialize_registeredRecordToAnArray_sendsItsSchemaAheadOfTheRoot() {
    byte[] bytes = compatible().serialize(new Point(1, -1));

    assertThat(bytes)
        .containsExactly(
            HEADER | 0x80, /* block of */
            8,
            POINT_TAG,
            0,
            5,
            2,
            0x51,
            X,
            0x51,
            Y, // the schema
            POINT_TAG, /* x */
            2, /* y */
            1); // the root, its body without a schema reference
    assertThat(compatible().deserialize(bytes)).isEqualTo(new Point(1, -1));
    assertThat(compatible().deserialize(new ByteArrayInputStream(bytes)))
        .isEqualTo(new Point(1, -1));
  }

  @Test
  void serialize_twoValuesOfAClassToAnArray_sendOneSchemaAndBareBodies() {
    byte[] bytes = compatible().serialize(List.of(new Point(1, 1), new Point(2, 2)));

    assertThat(java.util.Arrays.copyOfRange(bytes, 0, 10))
        .containsExactly(HEADER | 0x80, 8, POINT_TAG, 0, 5, 2, 0x51, X, 0x51, Y);
    assertThat(java.util.Arrays.copyOfRange(bytes, bytes.length - 4, bytes.length))
        .containsExactly(2, 2, 4, 4);
    assertThat(compatible().deserialize(bytes))
        .isEqualTo(List.of(new Point(1, 1), new Point(2, 2)));
  }

  @Test
  void serialize_secondValueOfAClassWithSchemasAheadOff_refersToTheSchemaByIndex() {
    byte[] bytes = withReferences().serialize(List.of(new Point(1, 1), new Point(2, 2)));

    // ... chunk of two Points: the first body brings the block, the second names index 0 (code 5).
    byte[] tail = java.util.Arrays.copyOfRange(bytes, bytes.length - 12, bytes.length);
    assertThat(tail).containsExactly(0, 5, 2, 0x51, X, 0x51, Y, 2, 2, 5, 4, 4);
    assertThat(compatible().deserialize(bytes))
        .isEqualTo(List.of(new Point(1, 1), new Point(2, 2)));
  }

  @Test
  void writer_streamOfValues_sendsEachSchemaOnceAheadOfItsFirstValue() {
    Skiff skiff = compatible();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(out)) {
      w.write(new Point(1, 2));
      w.write(new Point(3, 4));
      w.write("p");
      w.write(new Point(5, 6));
    }

    // Stream header with schemas ahead, SCHEMAS (3) binding Point before the first value, then
    // values as plain mode writes them (VALUE, tag, fields; the string's tag, length and byte),
    // and END.
    assertThat(out.toByteArray())
        .containsExactly(
            HEADER | 0x20 | 0x80,
            3,
            8,
            POINT_TAG,
            0,
            5,
            2,
            0x51,
            X,
            0x51,
            Y,
            1,
            POINT_TAG,
            2,
            4,
            1,
            POINT_TAG,
            6,
            8,
            1,
            7,
            5,
            'p',
            1,
            POINT_TAG,
            10,
            12,
            0);
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(out.toByteArray()))) {
      assertThat(r.read()).isEqualTo(new Point(1, 2));
      assertThat(r.read()).isEqualTo(new Point(3, 4));
      assertThat(r.read()).isEqualTo("p");
      assertThat(r.read()).isEqualTo(new Point(5, 6));
      assertThat(r.hasNext()).isFalse();
    }
  }

  @Test
  void writer_streamOfValuesWithoutSchemasAhead_refersToTheSchemaByIndex() {
    Skiff skiff =
        Skiff.builder().register(Point.class).compatible(true).schemasAhead(false).build();
    ByteArrayOutputStream one = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(one)) {
      w.write(new Point(1, 2));
    }
    ByteArrayOutputStream three = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(three)) {
      w.write(new Point(1, 2));
      w.write(new Point(3, 4));
      w.write(new Point(5, 6));
    }

    // Each later value costs its marker, tag, schema index and two fields: 5 bytes.
    assertThat(three.size() - one.size()).isEqualTo(10);
    assertThat(three.toByteArray()[0]).isEqualTo((byte) (HEADER | 0x20));
    for (Skiff reader : List.of(skiff, compatible())) {
      try (SkiffReader r = reader.reader(new ByteArrayInputStream(three.toByteArray()))) {
        assertThat(r.read()).isEqualTo(new Point(1, 2));
        assertThat(r.read()).isEqualTo(new Point(3, 4));
        assertThat(r.read()).isEqualTo(new Point(5, 6));
      }
    }
  }

  @Test
  void serialize_withSchemaStore_sendsEightByteFingerprintAndReaderResolvesIt() {
    SchemaStore store = SchemaStore.inMemory();
    Skiff writer =
        Skiff.builder().register(Point.class).compatible(true).schemaStore(store).build();
    Skiff reader =
        Skiff.builder().register(Point.class).compatible(true).schemaStore(store).build();

    byte[] bytes = writer.serialize(new Point(1, -1));

    // header, block length, tag, code, fingerprint; tag and the two fields
    assertThat(bytes).hasSize(2 + 1 + 1 + 8 + 3);
    assertThat(bytes[3]).as("schema code: stored").isEqualTo((byte) 1);
    assertThat(reader.deserialize(bytes)).isEqualTo(new Point(1, -1));
    assertThat(compatible().deserialize(bytes))
        .as("a reader knows its own class's fingerprint without a store")
        .isEqualTo(new Point(1, -1));
    byte[] referenced =
        Skiff.builder()
            .register(Point.class)
            .compatible(true)
            .schemaStore(store)
            .schemasAhead(false)
            .build()
            .serialize(new Point(1, -1));
    assertThat(referenced).hasSize(2 + 1 + 8 + 2);
    assertThat(referenced[2]).as("schema code before the body: stored").isEqualTo((byte) 1);
    assertThat(reader.deserialize(referenced)).isEqualTo(new Point(1, -1));
    bytes[4] ^= 1; // a fingerprint no class of this reader has
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> compatible().deserialize(bytes));
    assertThat(e.getMessage()).contains(Point.class.getName()).contains("no schema store");
    Skiff otherStore =
        Skiff.builder()
            .register(Point.class)
            .compatible(true)
            .schemaStore(SchemaStore.inMemory())
            .build();
    assertThat(
            Thrown.by(MalformedInputException.class, () -> otherStore.deserialize(bytes))
                .getMessage())
        .contains("has no schema");
  }

  @Test
  void fingerprint_ofEachStoredSchema_isTheKeyTheWriterUsedAndFollowsTheSpec() {
    Map<Long, byte[]> puts = new HashMap<>();
    SchemaStore recording =
        new SchemaStore() {
          @Override
          public void put(long fingerprint, byte[] schema) {
            puts.put(fingerprint, schema.clone());
          }

          @Override
          public byte @Nullable [] get(long fingerprint) {
            return puts.get(fingerprint);
          }
        };
    Skiff.builder()
        .register(Point.class)
        .register(Color.class)
        .compatible(true)
        .schemaStore(recording)
        .build()
        .serialize(new ArrayList<>(List.of(new Point(1, 2), Color.GREEN)));

    assertThat(puts).hasSize(2);
    puts.forEach(
        (fingerprint, schema) -> {
          assertThat(SchemaStore.fingerprint(schema)).isEqualTo(fingerprint);
          assertThat(specFingerprint(schema)).isEqualTo(fingerprint);
        });
    byte[] other = {0, 1, 2, (byte) 0xff};
    assertThat(SchemaStore.fingerprint(other)).isEqualTo(specFingerprint(other));
    assertThat(SchemaStore.fingerprint(new byte[0])).isEqualTo(specFingerprint(new byte[0]));
  }

  /** Spec 15.4 written out again: FNV-1a 64 over the bytes, then the MurmurHash3 finalizer. */
  private static long specFingerprint(byte[] block) {
    long h = 0xcbf29ce484222325L;
    for (byte b : block) {
      h = (h ^ (b & 0xFF)) * 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    h *= 0xc4ceb9fe1a85ec53L;
    return h ^ (h >>> 33);
  }

  @Test
  void directoryStore_writerAndReaderInSeparateSkiffs_shareSchemasThroughFiles(@TempDir Path dir) {
    Skiff writer =
        Skiff.builder()
            .register(Point.class)
            .compatible(true)
            .schemaStore(SchemaStore.directory(dir))
            .build();
    Skiff reader =
        Skiff.builder()
            .register(Point.class)
            .compatible(true)
            .schemaStore(SchemaStore.directory(dir))
            .build();

    byte[] bytes = writer.serialize(new Point(3, 4));

    assertThat(dir.toFile().list()).hasSize(1);
    assertThat(reader.deserialize(bytes)).isEqualTo(new Point(3, 4));
  }

  @Test
  void deserialize_plainMessageInCompatibleReader_failsNamingTheSetting() {
    byte[] plain = Skiff.builder().register(Point.class).build().serialize(new Point(1, 2));

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> compatible().deserialize(plain));

    assertThat(e.getMessage()).contains("compatible(false)").contains("compatible(true)");
  }

  @ParameterizedTest(name = "stream {0}")
  @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
  void deserialize_schemaIndexOnlyAnEarlierMessageFilled_failsAsUnknown(boolean stream) {
    Skiff skiff = compatible();
    assertThat(read(skiff, skiff.serialize(new Point(1, 2)), stream)).isEqualTo(new Point(1, 2));
    // Point's body names schema index 0 (code 5), which only the message before filled.
    byte[] second = bytes(HEADER, POINT_TAG, 5, 2, 2);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> read(skiff, second, stream));

    assertThat(e.getMessage()).contains("unknown schema index 0");
    assertThat(read(skiff, skiff.serialize(new Point(3, 4)), stream))
        .as("the reader after the failure")
        .isEqualTo(new Point(3, 4));
  }

  @ParameterizedTest(name = "stream {0}")
  @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
  void deserialize_enumSchemaIndexOnlyAnEarlierMessageFilled_failsAsUnknown(boolean stream) {
    Skiff skiff =
        Skiff.builder().register(Paint.class).register(Color.class).compatible(true).build();
    byte[] first =
        Skiff.builder()
            .register(Paint.class)
            .register(Color.class)
            .compatible(true)
            .schemasAhead(false)
            .build()
            .serialize(new Paint(Color.GREEN, 2));
    assertThat(read(skiff, first, stream)).isEqualTo(new Paint(Color.GREEN, 2));
    // The same message up to Paint's own schema, then the color as schema index 1 (code 6, plus
    // one in an exact slot) and ordinal 1: index 1 (Color's schema) is only the first message's.
    int paintFrame = 4 + first[3];
    byte[] second = java.util.Arrays.copyOf(first, paintFrame + 3);
    second[paintFrame] = 4; // coats = 2 (the int comes first in field order)
    second[paintFrame + 1] = 7;
    second[paintFrame + 2] = 1;

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> read(skiff, second, stream));

    assertThat(e.getMessage()).contains("unknown schema index 1");
    assertThat(e.offset()).isEqualTo(paintFrame + 1L);
  }

  /**
   * With the schemas ahead of the root, an enum field holds its ordinal plus one; a five-byte value
   * that reads as a negative {@code int} is out of range, not an index below the constants. Found
   * by the strict fuzz oracle as an {@code ArrayIndexOutOfBoundsException}.
   */
  @ParameterizedTest(name = "codegen {0}, stream {1}, references {2}, schema store {3}")
  @MethodSource("enumOrdinalRoutes")
  void deserialize_aheadEnumFieldOfFiveBytes_failsAsOutOfRange(
      boolean codegen, boolean stream, boolean refs, boolean stored) {
    Skiff skiff = enumSkiff(codegen, stored ? SchemaStore.inMemory() : null, refs);
    byte[] bytes = skiff.serialize(new Paint(Color.GREEN, 2));
    assertThat(bytes[0] & 0x80).as("header bit 7: schemas ahead").isNotZero();
    int last = bytes.length - 1;
    assertThat(bytes[last]).as("GREEN's ordinal plus one, last").isEqualTo((byte) 2);
    byte[] hostile = java.util.Arrays.copyOf(bytes, last + 5);
    byte[] huge = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f}; // 2^32 - 1
    System.arraycopy(huge, 0, hostile, last, huge.length);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> read(skiff, hostile, stream));

    assertThat(e.getMessage())
        .contains("ordinal 4294967294 out of range for enum " + Color.class.getName());
    assertThat(e.offset()).isEqualTo(last);
    assertThat(e.getCause()).isNull();
  }

  /** Generated or interpreted codecs, array or stream, references off or on, store or not. */
  static Stream<Arguments> enumOrdinalRoutes() {
    return BooleanMatrix.of(4);
  }

  /**
   * Each value in every configuration: schema store or not, references off or on, bytes or stream.
   */
  static Stream<Arguments> enumFields() {
    List<Object> values =
        List.of(
            new Paint(Color.GREEN, 2),
            new Paint(null, 3),
            new Brush(Color.RED, 1),
            new Brush(null, 5),
            List.of(new Paint(Color.RED, 1), new Paint(Color.GREEN, 2), new Paint(null, 0)));
    List<Arguments> all = new java.util.ArrayList<>();
    for (Object v : values) {
      for (boolean stored : new boolean[] {false, true}) {
        for (boolean refs : new boolean[] {false, true}) {
          for (boolean stream : new boolean[] {false, true}) {
            all.add(Arguments.of(v, stored, refs, stream));
          }
        }
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0}, schema store {1}, references {2}, stream {3}")
  @MethodSource("enumFields")
  void serialize_enumFieldsGenerated_sameBytesAsInterpretedAndRoundTrip(
      Object value, boolean stored, boolean refs, boolean stream) {
    SchemaStore store = SchemaStore.inMemory();
    Skiff generated = enumSkiff(true, stored ? store : null, refs);
    Skiff interpreted = enumSkiff(false, stored ? store : null, refs);

    byte[] bytes = generated.serialize(value);

    assertThat(bytes).containsExactly(interpreted.serialize(value));
    assertThat(read(generated, bytes, stream)).isEqualTo(value);
    assertThat(read(interpreted, bytes, stream)).isEqualTo(value);
    assertThat(read(generated, bytes, stream)).as("a second message").isEqualTo(value);
  }

  /** Every pairing of writer and reader stores, with code generation, references and streams. */
  static Stream<Arguments> schemaRoutes() {
    return BooleanMatrix.of(5);
  }

  /**
   * A reader takes its own schemas however they come: inline to a reader with a schema store, and
   * by fingerprint to one without (a fingerprint it knows as its own), for classes and enums, the
   * first body of each in a message and the later ones.
   */
  @ParameterizedTest(
      name = "writer store {0}, reader store {1}, codegen {2}, references {3}, stream {4}")
  @MethodSource("schemaRoutes")
  void deserialize_ownSchemasSentEitherWay_readsThemWithOrWithoutStore(
      boolean writerStore, boolean readerStore, boolean codegen, boolean refs, boolean stream) {
    Object value =
        List.of(
            new Paint(Color.GREEN, 2),
            new Brush(Color.RED, 1),
            new Paint(Color.RED, 3),
            new Brush(null, 4));
    Skiff writer = enumSkiff(codegen, writerStore ? SchemaStore.inMemory() : null, refs);
    Skiff reader = enumSkiff(codegen, readerStore ? SchemaStore.inMemory() : null, refs);

    byte[] bytes = writer.serialize(value);

    assertThat(read(reader, bytes, stream)).isEqualTo(value);
    assertThat(read(reader, bytes, stream)).as("a second message").isEqualTo(value);
  }

  private static Skiff enumSkiff(boolean codegen, @Nullable SchemaStore store, boolean refs) {
    Skiff.Builder b =
        Skiff.builder()
            .register(Paint.class)
            .register(Brush.class)
            .register(Color.class)
            .compatible(true)
            .trackReferences(refs)
            .codegen(codegen);
    return (store == null ? b : b.schemaStore(store)).build();
  }

  /**
   * Reads one message from the array itself, or through a stream that hands out one byte a call.
   */
  private static @Nullable Object read(Skiff skiff, byte[] bytes, boolean stream) {
    return stream
        ? skiff.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)))
        : skiff.deserialize(bytes);
  }

  static Stream<Arguments> hostileSchemas() {
    return Stream.of(
        Arguments.of("huge field count", bytes(0, 4, 0x80, 0x89, 0x7A, 0), "schema of 2000000"),
        Arguments.of("unknown kind", bytes(0, 3, 1, 0xF1, 'x'), "unknown field kind 15"),
        Arguments.of("empty name", bytes(0, 3, 1, 0x50, 0), "field name of 0 bytes"),
        Arguments.of("duplicate name", bytes(0, 5, 2, 0x51, 'x', 0x51, 'x'), "appears twice"),
        Arguments.of("unknown built-in", bytes(0, 5, 1, 0xA1, 'x', 0xFF, 0x7F), "built-in id"),
        Arguments.of(
            "built-in that is not final",
            bytes(0, 4, 1, 0xA1, 'x', 5),
            "not a final built-in class"),
        Arguments.of(
            "type nested too deep",
            bytes(0, 14, 1, 0x91, 'x', 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0),
            "nested deeper"),
        Arguments.of("trailing bytes", bytes(0, 4, 1, 0x51, 'x', 0), "after the last field"),
        Arguments.of("block longer than input", bytes(0, 0x7F, 1), "needs more than"),
        Arguments.of("unknown schema index", bytes(9), "unknown schema index 4"),
        Arguments.of("stored without store", bytes(1, 1, 2, 3, 4, 5, 6, 7, 8), "no schema store"),
        Arguments.of("enum where fields", bytes(3, 3, 1, 1, 'A', 0), "enum constant"),
        Arguments.of("enum schema of many constants", bytes(3, 2, 0x7F, 1), "invalid enum schema"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hostileSchemas")
  void deserialize_hostileSchema_failsWithMalformedInputAtAnOffset(
      String what, byte[] body, String message) {
    byte[] message1 = new byte[body.length + 2];
    message1[0] = (byte) HEADER;
    message1[1] = POINT_TAG;
    System.arraycopy(body, 0, message1, 2, body.length);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> compatible().deserialize(message1));

    assertThat(e.getMessage()).contains(message);
    assertThat(e.offset()).isBetween(2L, (long) message1.length);
  }

  private static byte[] bytes(int... values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return b;
  }
}
