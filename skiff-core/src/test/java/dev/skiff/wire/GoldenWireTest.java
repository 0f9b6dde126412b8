package dev.skiff.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import dev.skiff.Thrown;
import dev.skiff.model.Color;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Freezes the wire format: a fixed corpus of values whose serialized bytes are stored as hex text
 * under {@code src/test/resources/golden/<name>.hex}. Every entry must serialize to exactly the
 * stored bytes, and the stored bytes must deserialize (from an array and from a stream) to a value
 * equal to the corpus value.
 *
 * <p>A failure here means the format changed. If the change is intended, bump {@link
 * dev.skiff.internal.wire.Tags#VERSION} or document the change in {@code docs/spec.md}, then
 * regenerate the files from the module directory with
 *
 * <pre>
 * ./mvnw -B -pl skiff-core test -Dtest=GoldenWireTest -Dskiff.golden.update=true
 * </pre>
 *
 * and review the diff of {@code src/test/resources/golden}. Without that property a missing file is
 * a failure, never silently created.
 *
 * <p>The corpus avoids values whose iteration order depends on the JVM run ({@code Set.of} and
 * {@code Map.of} with several elements, hash sets of identity-hashed objects), so the bytes are the
 * same on every run and every JDK.
 */
class GoldenWireTest {
  /** The fixed registration list of the corpus (append only): user ids 0 to 10, tags 6 to 26. */
  static final List<Class<?>> REGISTRATION = GoldenCorpus.REGISTRATION;

  private static final String UPDATE_PROPERTY = "skiff.golden.update";

  /** The directory of the current format version's files; older versions have their own. */
  private static final String VERSION_DIR = "v" + dev.skiff.internal.wire.Tags.VERSION;

  private static final String SOURCE_ROOT = "src/test/resources/golden";
  private static final String SOURCE_DIR = SOURCE_ROOT + "/" + VERSION_DIR;

  /** The configurations the corpus is written with. */
  enum Config {
    /** The corpus registration list, references off (the default). */
    REGISTERED,
    /** The corpus registration list, references on. */
    REFERENCES,
    /** Nothing registered, registration not required: user classes travel by name. */
    NAMES,
    /** The corpus registration list, compatible mode: schemas ahead of the root (spec 15.6). */
    COMPATIBLE,
    /**
     * The corpus registration list, compatible mode with {@code schemasAhead(false)}, written to a
     * stream: a schema reference before each body (spec 15.1).
     */
    COMPATIBLE_STREAM,
    /** Compatible mode, references on, nothing registered. */
    COMPATIBLE_NAMES_REFERENCES,
    /**
     * The corpus registration list, compatible mode, the value written twice to a {@code
     * SkiffWriter} stream: its schemas ahead of the first value (spec 14.1).
     */
    COMPATIBLE_VALUES;

    boolean compatible() {
      return this == COMPATIBLE
          || this == COMPATIBLE_STREAM
          || this == COMPATIBLE_NAMES_REFERENCES
          || this == COMPATIBLE_VALUES;
    }

    /** The bytes this configuration writes for {@code value}. */
    byte[] serialize(@Nullable Object value) {
      if (this != COMPATIBLE_STREAM && this != COMPATIBLE_VALUES) {
        return skiff().serialize(value);
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      if (this == COMPATIBLE_STREAM) {
        skiff().serialize(value, out);
      } else {
        try (SkiffWriter w = skiff().writer(out)) {
          w.write(value);
          w.write(value);
        }
      }
      return out.toByteArray();
    }

    /**
     * The values {@code skiff} reads from {@code bytes}, from an array or through an {@code
     * InputStream}: one, or for a stream of values each of them.
     */
    List<@Nullable Object> read(Skiff skiff, byte[] bytes, boolean fromStream) {
      if (this != COMPATIBLE_VALUES) {
        return Collections.singletonList(
            fromStream
                ? skiff.deserialize(new ByteArrayInputStream(bytes))
                : skiff.deserialize(bytes));
      }
      List<@Nullable Object> values = new ArrayList<>();
      try (SkiffReader r =
          fromStream
              ? skiff.reader(new ByteArrayInputStream(bytes))
              : skiff.reader(ByteBuffer.wrap(bytes))) {
        r.forEach(values::add);
      }
      assertThat(values).as("values in the stream").hasSize(2);
      return values;
    }

    Skiff skiff() {
      Skiff.Builder b = Skiff.builder();
      if (this == NAMES || this == COMPATIBLE_NAMES_REFERENCES) {
        b.requireRegistration(false);
      } else {
        REGISTRATION.forEach(b::register);
      }
      return b.trackReferences(this == REFERENCES || this == COMPATIBLE_NAMES_REFERENCES)
          .compatible(compatible())
          .schemasAhead(this != COMPATIBLE_STREAM)
          .build();
    }

    boolean references() {
      return this == REFERENCES || this == COMPATIBLE_NAMES_REFERENCES;
    }
  }

  /** One corpus value: its file name, configuration, a fresh instance and how to compare. */
  record Entry(
      String name,
      String description,
      Config config,
      Supplier<Object> value,
      BiConsumer<Object, Object> check) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static Entry entry(String name, String description, Supplier<Object> value) {
    return new Entry(name, description, Config.REGISTERED, value, GoldenWireTest::assertSameValue);
  }

  static List<Entry> corpus() {
    return List.of(
        entry("null_root", "a null root", () -> null),
        entry("point_record", "registered record Point(1, -2)", () -> new Point(1, -2)),
        entry(
            "person_null_field",
            "POJO Person(\"Ada\", 36, null) with a null String field",
            () -> new Person("Ada", 36, null)),
        entry(
            "primitives_field_order",
            "every primitive kind and four boxes, one null: the canonical field order",
            Primitives::sample),
        entry("enum_root", "Color.GREEN as the root (tag and ordinal)", () -> Color.GREEN),
        entry(
            "string_latin1",
            "a string of Latin-1 chars (coder 1)",
            () -> "Gr\u00fc\u00dfe, K\u00f6ln!"),
        entry(
            "string_utf8",
            "a mostly-ASCII string with an em dash (coder 2)",
            () -> "na\u00efve \u2014 caf\u00e9"),
        entry(
            "string_utf16",
            "a CJK string, smaller as UTF-16 than as UTF-8 (coder 3)",
            () -> "\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8"),
        entry(
            "primitive_arrays",
            "an Object[] of the eight primitive arrays",
            GoldenWireTest::arrays),
        entry(
            "reference_arrays",
            "int[][], Point[] and String[] with nulls inside an Object[]",
            () ->
                new Object[] {
                  new int[][] {{1, 2}, {3}, null},
                  new Point[] {new Point(1, 1), null, new Point(2, 2)},
                  new String[] {"a", null, "b"}
                }),
        entry(
            "map_field_with_generics",
            "Scores whose Map<String, Integer> field holds a HashMap of 3 entries",
            () -> new Scores(xyz())),
        entry(
            "map_root_without_generics",
            "the same HashMap<String, Integer> as the root",
            GoldenWireTest::xyz),
        entry(
            "polymorphic_list",
            "an ArrayList<Object> of mixed classes and a run of nulls",
            () ->
                new ArrayList<>(
                    Arrays.asList(1, 2, "hi", null, null, new Point(3, 4), 5L, Color.BLUE, 'c'))),
        entry(
            "nested_collections",
            "a record of a list of records, a map of lists, a linked set and a reverse TreeMap",
            GoldenWireTest::catalog),
        entry(
            "enums_and_enum_collections",
            "enums in exact slots (one null), an EnumSet and an EnumMap",
            GoldenWireTest::palette),
        entry(
            "immutable_collections",
            "List.of, Map.of, Set.of, empty and singleton collections, wrappers",
            GoldenWireTest::immutables),
        new Entry(
            "back_references",
            "references on: a cycle of two Nodes reached from a list and a field",
            Config.REFERENCES,
            GoldenWireTest::graph,
            GoldenWireTest::checkGraph),
        new Entry(
            "unregistered_names",
            "registration off: classes by name, then by name-table index, also as array component",
            Config.NAMES,
            () ->
                new ArrayList<>(
                    List.of(
                        new Label("a"),
                        new Point(1, 2),
                        new Label("b"),
                        new Label[] {new Label("c")})),
            GoldenWireTest::assertSameValue),
        entry(
            "versioned_class",
            "a @Since class: its version, first-version fields, then the length-prefixed tail",
            () ->
                new ArrayList<>(List.of(new Ticket("t-1", 2, "aisle"), new Ticket("t-2", 1, "")))),
        new Entry(
            "compatible_record",
            "compatible mode, schemas ahead off, to a stream: a record with tagged and named"
                + " components of every wire kind",
            Config.COMPATIBLE_STREAM,
            GoldenWireTest::tagged,
            GoldenWireTest::assertSameValue),
        new Entry(
            "compatible_schema_index",
            "compatible mode, schemas ahead off, to a stream: a list of two Persons and a Point, the"
                + " second Person by schema index",
            Config.COMPATIBLE_STREAM,
            GoldenWireTest::personsAndPoint,
            GoldenWireTest::assertSameValue),
        new Entry(
            "compatible_ahead_record",
            "compatible mode: the record of compatible_record, its schemas ahead of the root",
            Config.COMPATIBLE,
            GoldenWireTest::tagged,
            GoldenWireTest::assertSameValue),
        new Entry(
            "compatible_ahead_list",
            "compatible mode: two Persons and a Point, one schema each ahead of the root",
            Config.COMPATIBLE,
            GoldenWireTest::personsAndPoint,
            GoldenWireTest::assertSameValue),
        new Entry(
            "compatible_values_ahead",
            "compatible mode, a stream of values: two Persons and a Point, written twice, their"
                + " schemas ahead of the first value",
            Config.COMPATIBLE_VALUES,
            GoldenWireTest::personsAndPoint,
            GoldenWireTest::assertSameValue),
        new Entry(
            "compatible_names_references",
            "compatible mode, classes by name, references on: a cycle and an enum by name",
            Config.COMPATIBLE_NAMES_REFERENCES,
            GoldenWireTest::graph,
            GoldenWireTest::checkGraph),
        new Entry(
            "skippable_body_names",
            "registration off: a class named first in a versioned tail is named in full after it",
            Config.NAMES,
            () ->
                new ArrayList<>(
                    List.of(
                        new Parcel("p", new Label("in")),
                        new Label("after"),
                        new Point(1, 2),
                        new Label("last"))),
            GoldenWireTest::assertSameValue));
  }

  // ---------------------------------------------------------------------------------------------
  // corpus values

  static Map<String, Integer> xyz() {
    Map<String, Integer> m = new HashMap<>();
    m.put("x", 1);
    m.put("y", -1);
    m.put("z", 300);
    return m;
  }

  static Object[] arrays() {
    return new Object[] {
      new byte[] {0, 1, -1, 127},
      new short[] {-1, 256},
      new char[] {'a', '\u00e9'},
      new int[] {1, -1, Integer.MAX_VALUE},
      new long[] {1L, Long.MIN_VALUE},
      new float[] {0.5f},
      new double[] {-2.0},
      new boolean[] {true, false, true},
      new int[0]
    };
  }

  static Catalog catalog() {
    Map<String, List<Integer>> index = new HashMap<>();
    index.put("odd", List.of(1, 3, 5));
    index.put("even", new ArrayList<>(List.of(2, 4)));
    Set<String> tags = new LinkedHashSet<>(List.of("new", "sale"));
    SortedMap<String, Integer> ranking = new TreeMap<>(Collections.reverseOrder());
    ranking.put("alpha", 1);
    ranking.put("beta", 2);
    return new Catalog(
        "spring",
        new ArrayList<>(List.of(new Point(0, 0), new Point(5, -5))),
        index,
        tags,
        ranking);
  }

  static Palette palette() {
    EnumMap<Color, String> labels = new EnumMap<>(Color.class);
    labels.put(Color.RED, "warm");
    labels.put(Color.BLUE, "cool");
    return new Palette(Color.RED, null, EnumSet.of(Color.GREEN, Color.BLUE), labels);
  }

  static List<Object> immutables() {
    Map<String, Integer> accessOrdered = new LinkedHashMap<>(4, 0.75f, true);
    accessOrdered.put("p", 1);
    accessOrdered.put("q", 2);
    return new ArrayList<>(
        Arrays.asList(
            List.of(1, 2, 3),
            List.of("one"),
            Map.of("k", 1),
            Set.of("s"),
            Collections.emptyList(),
            Collections.emptyMap(),
            Collections.singletonList("x"),
            Collections.unmodifiableList(new ArrayList<>(List.of(7, 8))),
            Arrays.asList("a", "b"),
            new TreeSet<>(List.of("m", "n")),
            accessOrdered));
  }

  /** A list [a, b, a] and a field b, where a.next == b and b.next == a. */
  static Pair graph() {
    Node a = new Node("a");
    Node b = new Node("b");
    a.next = b;
    b.next = a;
    return new Pair(new ArrayList<>(List.of(a, b, a)), b);
  }

  static Tagged tagged() {
    return new Tagged(7L, "seven", 0.5, List.of("a", "b"), Color.GREEN);
  }

  static List<Object> personsAndPoint() {
    return new ArrayList<>(
        List.of(
            new Person("Ada", 36, null), new Person("Bo", 5, "bo@example.org"), new Point(1, 2)));
  }

  static void checkGraph(Object expected, Object actual) {
    Pair p = (Pair) actual;
    List<?> list = (List<?>) p.left;
    assertThat(list.getClass()).isEqualTo(ArrayList.class);
    assertThat(list.size()).isEqualTo(3);
    Node a = (Node) list.get(0);
    Node b = (Node) list.get(1);
    assertThat(a.name).isEqualTo("a");
    assertThat(b.name).isEqualTo("b");
    assertThat(list.get(2)).isSameAs(a);
    assertThat(a.next).isSameAs(b);
    assertThat(b.next).isSameAs(a);
    assertThat(p.right).isSameAs(b);
  }

  // ---------------------------------------------------------------------------------------------
  // tests

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void serialize_corpusValue_matchesGoldenFile(Entry entry) {
    byte[] bytes = entry.config().serialize(entry.value().get());
    if (updating()) {
      write(entry, bytes);
      return;
    }
    assertThat(hex(bytes))
        .as(entry.name() + ": " + entry.description())
        .isEqualTo(hex(golden(entry.name())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void deserialize_goldenFile_equalsCorpusValue(Entry entry) {
    Skiff skiff = entry.config().skiff();
    byte[] bytes =
        updating() ? entry.config().serialize(entry.value().get()) : golden(entry.name());
    for (boolean fromStream : new boolean[] {false, true}) {
      for (Object read : entry.config().read(skiff, bytes, fromStream)) {
        entry.check().accept(entry.value().get(), read);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void deserialize_goldenFileWithOtherConfig_isRejected(Entry entry) {
    // The header byte records the references flag: a reader configured the other way refuses.
    byte[] bytes =
        updating() ? entry.config().serialize(entry.value().get()) : golden(entry.name());
    Skiff other =
        Skiff.builder()
            .requireRegistration(false)
            .trackReferences(!entry.config().references())
            .compatible(
                entry.config() == Config.COMPATIBLE
                    || entry.config() == Config.COMPATIBLE_STREAM
                    || entry.config() == Config.COMPATIBLE_VALUES)
            .build();
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> entry.config().read(other, bytes, false));
    assertThat(e.getMessage()).as(entry.name()).containsAnyOf("trackReferences", "compatible");
  }

  /**
   * Every format version's directory, the current one and every older one, is read by the current
   * code: each file of a corpus entry deserializes to the entry's value. Older versions' files are
   * never rewritten; a format change that is not an append would fail here.
   */
  @Test
  void deserialize_everyFormatVersionDirectory_readsToCorpusValues() throws IOException {
    assumeFalse(updating(), "the resources are being rewritten");
    Path root = goldenDirectory().getParent();
    List<Path> versions;
    try (Stream<Path> dirs = Files.list(root)) {
      versions = dirs.filter(Files::isDirectory).sorted().toList();
    }
    assertThat(versions).extracting(p -> p.getFileName().toString()).contains(VERSION_DIR);
    int read = 0;
    for (Path dir : versions) {
      for (Entry entry : corpus()) {
        Path file = dir.resolve(entry.name() + ".hex");
        if (Files.isRegularFile(file)) {
          byte[] bytes = parseHex(Files.readString(file, StandardCharsets.US_ASCII));
          for (Object value : entry.config().read(entry.config().skiff(), bytes, false)) {
            entry.check().accept(entry.value().get(), value);
          }
          read++;
        }
      }
    }
    assertThat(read).isGreaterThanOrEqualTo(corpus().size());
  }

  @Test
  void goldenDirectory_everyFile_belongsToTheCorpus() throws IOException {
    assumeFalse(updating(), "the resources are being rewritten");
    Set<String> names = corpus().stream().map(e -> e.name() + ".hex").collect(Collectors.toSet());
    try (Stream<Path> files = Files.list(goldenDirectory())) {
      List<String> stray =
          files
              .map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".hex") && !names.contains(n))
              .sorted()
              .toList();
      assertThat(stray.isEmpty()).as("golden files without a corpus entry: " + stray).isTrue();
    }
  }

  @Test
  void corpus_names_areUnique() {
    List<String> names = corpus().stream().map(Entry::name).toList();
    assertThat(Set.copyOf(names).size()).as(names.toString()).isEqualTo(names.size());
    assertThat(names.isEmpty()).isFalse();
  }

  // ---------------------------------------------------------------------------------------------
  // golden files

  private static boolean updating() {
    return Boolean.getBoolean(UPDATE_PROPERTY);
  }

  /**
   * The directory holding the golden files: the source directory when the test runs from the module
   * directory (as Maven runs it), so that a deleted file is noticed even while a stale copy remains
   * in {@code target/test-classes}; otherwise the copy on the test classpath.
   */
  static Path goldenDirectory() {
    Path source = Path.of(SOURCE_DIR);
    if (Files.isDirectory(source)) {
      return source;
    }
    URL dir = GoldenWireTest.class.getResource("/golden/" + VERSION_DIR);
    assertThat(dir)
        .as("no golden directory in " + SOURCE_DIR + " or on the test classpath")
        .isNotNull();
    try {
      return Path.of(dir.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The stored bytes of {@code name}; fails when the file is missing. */
  static byte[] golden(String name) {
    Path file = goldenDirectory().resolve(name + ".hex");
    if (!Files.isRegularFile(file)) {
      fail(
          "missing golden file "
              + file
              + "; regenerate with -D"
              + UPDATE_PROPERTY
              + "=true (see the class comment)");
    }
    try {
      return parseHex(Files.readString(file, StandardCharsets.US_ASCII));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Parses hex text (see {@link GoldenCorpus#parseHex}). */
  static byte[] parseHex(String text) {
    return GoldenCorpus.parseHex(text);
  }

  /** Lower-case hex, 16 bytes a line, each line ending in a newline. */
  static String hex(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < bytes.length; i++) {
      sb.append(String.format("%02x", bytes[i] & 0xFF));
      sb.append(i % 16 == 15 || i == bytes.length - 1 ? "\n" : " ");
    }
    return sb.toString();
  }

  private static void write(Entry entry, byte[] bytes) {
    Path file = Path.of(System.getProperty("skiff.golden.dir", SOURCE_DIR), entry.name() + ".hex");
    String text =
        "# "
            + entry.name()
            + ": "
            + entry.description()
            + "\n# config: "
            + entry.config()
            + ", "
            + bytes.length
            + " bytes. Generated by GoldenWireTest with -D"
            + UPDATE_PROPERTY
            + "=true; do not edit.\n"
            + hex(bytes);
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.US_ASCII);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // comparison

  /** Equal values of the same classes all the way down (arrays element by element). */
  static void assertSameValue(Object expected, Object actual) {
    String diff = diff(expected, actual, "root");
    if (diff != null) {
      fail(diff);
    }
  }

  private static String diff(Object e, Object a, String path) {
    if (e == null || a == null) {
      return e == a ? null : path + ": expected " + e + " but was " + a;
    }
    if (e.getClass() != a.getClass()) {
      return path
          + ": expected a "
          + e.getClass().getName()
          + " but was a "
          + a.getClass().getName();
    }
    if (e.getClass().isArray()) {
      if (e instanceof Object[] ea) {
        Object[] aa = (Object[]) a;
        if (ea.length != aa.length) {
          return path + ": length " + ea.length + " vs " + aa.length;
        }
        for (int i = 0; i < ea.length; i++) {
          String d = diff(ea[i], aa[i], path + "[" + i + "]");
          if (d != null) {
            return d;
          }
        }
        return null;
      }
      return Objects.deepEquals(e, a) ? null : path + ": primitive arrays differ";
    }
    if (e instanceof SortedSet<?> es
        && classOf(es.comparator()) != classOf(((SortedSet<?>) a).comparator())) {
      return path + ": comparators differ";
    }
    if (e instanceof SortedMap<?, ?> em
        && classOf(em.comparator()) != classOf(((SortedMap<?, ?>) a).comparator())) {
      return path + ": comparators differ";
    }
    if (e instanceof List<?> el) {
      List<?> al = (List<?>) a;
      if (el.size() != al.size()) {
        return path + ": size " + el.size() + " vs " + al.size();
      }
      for (int i = 0; i < el.size(); i++) {
        String d = diff(el.get(i), al.get(i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Map<?, ?> em) {
      Map<?, ?> am = (Map<?, ?>) a;
      if (!em.equals(am)) {
        return path + ": expected " + em + " but was " + am;
      }
      if (e instanceof LinkedHashMap<?, ?> || e instanceof SortedMap<?, ?>) {
        Iterator<?> ek = em.keySet().iterator();
        Iterator<?> ak = am.keySet().iterator();
        while (ek.hasNext()) {
          if (!Objects.equals(ek.next(), ak.next())) {
            return path + ": key order differs: " + em.keySet() + " vs " + am.keySet();
          }
        }
      }
      for (Map.Entry<?, ?> x : em.entrySet()) {
        String d = diff(x.getValue(), am.get(x.getKey()), path + "{" + x.getKey() + "}");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (e instanceof Collection<?> ec) {
      Collection<?> ac = (Collection<?>) a;
      if (!ec.equals(ac) && !new ArrayList<>(ec).equals(new ArrayList<>(ac))) {
        return path + ": expected " + ec + " but was " + ac;
      }
      return null;
    }
    if (e instanceof Record) {
      for (var c : e.getClass().getRecordComponents()) {
        try {
          String d =
              diff(c.getAccessor().invoke(e), c.getAccessor().invoke(a), path + "." + c.getName());
          if (d != null) {
            return d;
          }
        } catch (ReflectiveOperationException x) {
          throw new IllegalStateException(x);
        }
      }
      return null;
    }
    return e.equals(a) ? null : path + ": expected " + e + " but was " + a;
  }

  private static Class<?> classOf(Object o) {
    return o == null ? null : o.getClass();
  }

  @Test
  void parseHex_commentsAndSpaces_areIgnored() {
    byte[] bytes = parseHex("# a comment 0a\n01 0a\nff # trailing\n");
    assertThat(hex(bytes)).isEqualTo("01 0a ff\n");
  }
}
