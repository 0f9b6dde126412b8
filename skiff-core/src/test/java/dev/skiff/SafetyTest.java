package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.skiff.model.AllPrimitives;
import dev.skiff.model.Color;
import dev.skiff.model.Dog;
import dev.skiff.model.GadgetStandIn;
import dev.skiff.model.Node;
import dev.skiff.model.Op;
import dev.skiff.model.Order;
import dev.skiff.model.OrderLine;
import dev.skiff.model.Point;
import dev.skiff.model.TaggedList;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Registration, truncation, hostile lengths, limits and configuration mismatches. */
class SafetyTest {

  /** Values whose messages are truncated and mutated; some unregistered user classes included. */
  static Map<String, Object> corpus() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("null", null);
    m.put("int", 42);
    m.put("long", Long.MIN_VALUE);
    m.put("double", -0.0);
    m.put("string", "hello, w\u00f6rld \uD83D\uDE00");
    m.put("byte[]", new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16});
    m.put("int[]", new int[] {1, -1, Integer.MAX_VALUE, 0, 5, 6, 7, 8});
    m.put("String[]", new String[] {"a", null, "bc"});
    m.put("Object[]", new Object[] {"x", 1, List.of(2)});
    m.put("ArrayList", new ArrayList<>(List.of("one", "two", "three")));
    m.put("HashMap", new HashMap<>(Map.of("k", 1, "l", 2)));
    m.put("HashSet", new HashSet<>(List.of(1, 2, 3)));
    m.put("Color", Color.BLUE);
    m.put("Op", Op.MINUS);
    m.put("Point", new Point(3, -4));
    m.put("Order", Order.sample(3));
    m.put("AllPrimitives", AllPrimitives.of(5));
    m.put("Dog", new Dog("a", "b", "c"));
    m.put("TaggedList", taggedList());
    m.put("Node tree", nodeTree());
    return m;
  }

  static Stream<Arguments> corpusMessages() {
    return Arrays.stream(RoundTripConfig.values())
        .filter(c -> c.transport() == RoundTripConfig.Transport.BYTES)
        .flatMap(c -> corpus().keySet().stream().map(name -> Arguments.of(c, name)));
  }

  // ---- registration ----

  static Stream<Arguments> unregisteredValues() {
    return Stream.of(
        Arguments.of(new Point(1, 2), "dev.skiff.model.Point"),
        Arguments.of(AllPrimitives.of(1), "dev.skiff.model.AllPrimitives"),
        Arguments.of(new Dog("a", "b", "c"), "dev.skiff.model.Dog"),
        Arguments.of(Color.RED, "dev.skiff.model.Color"),
        Arguments.of(Op.PLUS, "dev.skiff.model.Op"),
        Arguments.of(taggedList(), "dev.skiff.model.TaggedList"),
        Arguments.of(new ArrayList<>(List.of("ok", new Point(0, 0))), "dev.skiff.model.Point"),
        Arguments.of(new HashMap<>(Map.of("k", Color.GREEN)), "dev.skiff.model.Color"),
        Arguments.of(new Point[] {new Point(1, 1)}, "dev.skiff.model.Point"),
        Arguments.of(new Object[] {new Node(1)}, "dev.skiff.model.Node"));
  }

  @ParameterizedTest
  @MethodSource("unregisteredValues")
  void serialize_unregisteredClass_throwsNamingClass(Object value, String className) {
    Skiff skiff = Skiff.builder().build();
    UnregisteredClassException e =
        Thrown.by(UnregisteredClassException.class, () -> skiff.serialize(value));
    assertNamesClass(e, className);
    assertThatThrownBy(() -> skiff.serialize(value, new java.io.ByteArrayOutputStream()))
        .isInstanceOf(UnregisteredClassException.class);
  }

  @ParameterizedTest
  @MethodSource("unregisteredValues")
  void deserialize_messageFromUnregisteredWriter_throwsNamingClass(Object value, String className) {
    for (boolean refs : new boolean[] {false, true}) {
      byte[] bytes =
          Skiff.builder().requireRegistration(false).trackReferences(refs).build().serialize(value);
      Skiff reader = Skiff.builder().trackReferences(refs).build();
      UnregisteredClassException e =
          Thrown.by(UnregisteredClassException.class, () -> reader.deserialize(bytes));
      assertNamesClass(e, className);
    }
  }

  @Test
  void serialize_registeredOwnerWithUnregisteredElement_namesElementClass() {
    Skiff skiff = Skiff.builder().register(Order.class).build();
    UnregisteredClassException e =
        Thrown.by(UnregisteredClassException.class, () -> skiff.serialize(Order.sample(2)));
    assertThat(
            e.className().equals(OrderLine.class.getName())
                || e.className().equals(dev.skiff.model.Status.class.getName()))
        .as("names " + e.className())
        .isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("jdkValues")
  void roundTrip_jdkTypesWithDefaultBuilder_needNoRegistration(
      String name, Supplier<Object> value) {
    Skiff skiff = Skiff.builder().build();
    Object input = value.get();
    Object output = skiff.deserialize(skiff.serialize(input));
    assertThat(output).as(name).isEqualTo(input);
  }

  static Stream<Arguments> jdkValues() {
    return CollectionConformanceTest.equalityCases().entrySet().stream()
        .filter(e -> !containsUserType(e.getValue().get()))
        .map(e -> Arguments.of(e.getKey(), e.getValue()));
  }

  @Test
  void deserialize_unknownClassNameFromUnregisteredWriter_throwsSkiffException() {
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    byte[] bytes = skiff.serialize(new GadgetStandIn("v"));
    byte[] swapped =
        swapName(bytes, GadgetStandIn.class.getName(), "dev.skiff.model.NoSuchClass0x");
    assertThatThrownBy(() -> skiff.deserialize(swapped)).isInstanceOf(SkiffException.class);
  }

  @Test
  void deserialize_gadgetClassNameFromUnregisteredWriter_throwsUnregisteredClass() {
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    byte[] bytes = skiff.serialize(new GadgetStandIn("v"));
    byte[] swapped =
        swapName(bytes, GadgetStandIn.class.getName(), "com.sun.rowset.JdbcRowSetImpl");
    UnregisteredClassException e =
        Thrown.by(UnregisteredClassException.class, () -> skiff.deserialize(swapped));
    assertThat(e.className()).isEqualTo("com.sun.rowset.JdbcRowSetImpl");
  }

  // ---- truncation and trailing bytes ----

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("corpusMessages")
  void deserialize_everyTruncatedPrefix_throwsSkiffException(RoundTripConfig config, String name) {
    Skiff reader = config.skiff();
    byte[] message = reader.serialize(corpus().get(name));
    assertThat(DeepEquals.diff(corpus().get(name), reader.deserialize(message)))
        .as("full message")
        .isNull();
    for (int len = 0; len < message.length; len++) {
      byte[] prefix = Arrays.copyOf(message, len);
      for (boolean oneByte : new boolean[] {false, true}) {
        SafeRead.Outcome o = SafeRead.read(reader, prefix, oneByte);
        if (o.failure() == null) {
          fail(
              "prefix of length "
                  + len
                  + " of "
                  + SafeRead.describe(message)
                  + (oneByte ? " (one-byte stream)" : "")
                  + " was read as "
                  + o.value());
        }
      }
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("corpusMessages")
  void deserialize_trailingBytesInArray_throwsMalformedInput(RoundTripConfig config, String name) {
    Skiff reader = config.skiff();
    byte[] message = reader.serialize(corpus().get(name));
    byte[] longer = Arrays.copyOf(message, message.length + 1);
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> reader.deserialize(longer));
    SafeRead.checkException(e, longer);
  }

  // ---- hostile lengths ----

  static final byte[][] HOSTILE = {
    {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07},
    {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F},
    {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08},
    {(byte) 0xFE, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F},
    {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x7F},
    {0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF},
    {
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      (byte) 0xFF,
      0x01
    },
  };

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("corpusMessages")
  void deserialize_hugeLengthsAtEveryPosition_failCleanlyWithoutAllocating(
      RoundTripConfig config, String name) {
    Skiff reader = config.skiff();
    byte[] message = reader.serialize(corpus().get(name));
    for (byte[] pattern : HOSTILE) {
      for (int pos = 1; pos < message.length; pos++) {
        byte[] replaced = Arrays.copyOf(message, Math.max(message.length, pos + pattern.length));
        System.arraycopy(pattern, 0, replaced, pos, pattern.length);
        byte[] inserted = new byte[message.length + pattern.length];
        System.arraycopy(message, 0, inserted, 0, pos);
        System.arraycopy(pattern, 0, inserted, pos, pattern.length);
        System.arraycopy(message, pos, inserted, pos + pattern.length, message.length - pos);
        for (byte[] hostile : new byte[][] {replaced, inserted}) {
          SafeRead.read(reader, hostile, false);
          SafeRead.read(reader, hostile, true);
        }
      }
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_headerThenHugeLength_throwsSkiffException(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    for (Object value :
        List.of("s", new byte[] {1}, new ArrayList<>(List.of(1)), new HashMap<>(Map.of(1, 1)))) {
      byte[] message = skiff.serialize(value);
      for (byte[] pattern : HOSTILE) {
        for (int keep = 1; keep <= 2 && keep < message.length; keep++) {
          byte[] hostile = Arrays.copyOf(message, keep + pattern.length);
          System.arraycopy(pattern, 0, hostile, keep, pattern.length);
          SafeRead.Outcome o =
              SafeRead.read(skiff, hostile, config.transport() != RoundTripConfig.Transport.BYTES);
          assertThat(o.failure())
              .as("hostile " + SafeRead.describe(hostile) + " read as " + o.value())
              .isNotNull();
        }
      }
    }
  }

  // ---- limits ----

  static Stream<Arguments> lengthLimited() {
    return Stream.of(
        Arguments.of("String", (Supplier<Object>) () -> "x".repeat(11)),
        Arguments.of("byte[]", (Supplier<Object>) () -> new byte[11]),
        Arguments.of("int[]", (Supplier<Object>) () -> new int[11]),
        Arguments.of("String[]", (Supplier<Object>) () -> new String[11]),
        Arguments.of(
            "ArrayList",
            (Supplier<Object>) () -> new ArrayList<>(IntStream.range(0, 11).boxed().toList())),
        Arguments.of(
            "HashSet",
            (Supplier<Object>) () -> new HashSet<>(IntStream.range(0, 11).boxed().toList())),
        Arguments.of("HashMap", (Supplier<Object>) () -> mapOfSize(11)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("lengthLimited")
  void deserialize_lengthAboveMaxLength_throwsLimitExceeded(String name, Supplier<Object> value) {
    Skiff writer = Skiff.builder().build();
    Skiff reader = Skiff.builder().maxLength(10).build();
    byte[] bytes = writer.serialize(value.get());
    assertThatThrownBy(() -> reader.deserialize(bytes))
        .as(name)
        .isInstanceOf(LimitExceededException.class);
    assertThatThrownBy(
            () ->
                reader.deserialize(new OneByteInputStream(new java.io.ByteArrayInputStream(bytes))))
        .isInstanceOf(LimitExceededException.class);
  }

  @Test
  void deserialize_lengthsEqualToMaxLength_accepted() {
    Skiff writer = Skiff.builder().build();
    Skiff reader = Skiff.builder().maxLength(10).build();
    List<Object> values =
        List.of(
            "x".repeat(10),
            new int[10],
            new ArrayList<>(IntStream.range(0, 10).boxed().toList()),
            mapOfSize(10));
    for (Object v : values) {
      DeepEquals.assertDeepEquals(v, reader.deserialize(writer.serialize(v)));
    }
  }

  // ---- configuration mismatch and type checks ----

  @ParameterizedTest
  @MethodSource("mismatchValues")
  void deserialize_referenceFlagMismatch_throwsMalformedInput(Object value) {
    Skiff refs = Skiff.builder().trackReferences(true).build();
    Skiff noRefs = Skiff.builder().trackReferences(false).build();
    byte[] fromRefs = refs.serialize(value);
    byte[] fromNoRefs = noRefs.serialize(value);
    MalformedInputException a =
        Thrown.by(MalformedInputException.class, () -> noRefs.deserialize(fromRefs));
    MalformedInputException b =
        Thrown.by(MalformedInputException.class, () -> refs.deserialize(fromNoRefs));
    SafeRead.checkException(a, fromRefs);
    SafeRead.checkException(b, fromNoRefs);
    assertThatThrownBy(() -> refs.deserialize(new java.io.ByteArrayInputStream(fromNoRefs)))
        .isInstanceOf(MalformedInputException.class);
  }

  static Stream<Object> mismatchValues() {
    return Stream.of(
        null, 42, "text", new ArrayList<>(List.of("a", "a")), new int[] {1}, Map.of(1, 2));
  }

  @Test
  void deserialize_withWrongExpectedType_throwsMalformedInput() {
    Skiff skiff = Skiff.builder().build();
    byte[] bytes = skiff.serialize(42);
    assertThatThrownBy(() -> skiff.deserialize(bytes, String.class))
        .isInstanceOf(MalformedInputException.class);
    assertThat(skiff.deserialize(bytes, int.class)).isEqualTo(Integer.valueOf(42));
    assertThat(skiff.deserialize(bytes, Number.class)).isEqualTo(Integer.valueOf(42));
    assertThat(skiff.deserialize(skiff.serialize(null), String.class)).isEqualTo(null);
  }

  /** Every sorted container's comparator is checked to be one, at the comparator's offset. */
  @Test
  void deserialize_sortedContainerWithNonComparator_throwsMalformedInputAtTheComparator() {
    Skiff skiff = Skiff.builder().build();
    for (Object sorted :
        List.<Object>of(
            new java.util.TreeSet<>(Collections.reverseOrder()),
            new java.util.TreeMap<>(Collections.reverseOrder()),
            new java.util.PriorityQueue<>(Collections.reverseOrder()),
            new java.util.concurrent.PriorityBlockingQueue<>(1, Collections.reverseOrder()),
            Collections.newSetFromMap(
                new java.util.concurrent.ConcurrentSkipListMap<>(Collections.reverseOrder())))) {
      byte[] bytes = skiff.serialize(sorted);
      byte[] reverse = skiff.serialize(Collections.reverseOrder());
      // The comparator's tag (the last bytes of reverseOrder()'s own message) becomes an Integer 1.
      byte[] tag = Arrays.copyOfRange(reverse, 1, reverse.length);
      int at = indexOf(bytes, tag);
      assertThat(at).as("the comparator in %s", sorted.getClass()).isPositive();
      byte[] hostile = new byte[bytes.length - tag.length + 2];
      System.arraycopy(bytes, 0, hostile, 0, at);
      hostile[at] = 0x09; // Integer's tag
      hostile[at + 1] = 0x02; // 1
      System.arraycopy(bytes, at + tag.length, hostile, at + 2, bytes.length - at - tag.length);

      MalformedInputException e =
          Thrown.by(MalformedInputException.class, () -> skiff.deserialize(hostile));

      assertThat(e.getMessage()).contains("java.lang.Integer where a java.util.Comparator");
      assertThat(e.offset()).isEqualTo(at);
    }
  }

  private static int indexOf(byte[] bytes, byte[] part) {
    for (int i = bytes.length - part.length; i >= 0; i--) {
      if (Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
        return i;
      }
    }
    return -1;
  }

  /** A two-byte ordinal out of range is reported where the ordinal starts, not one byte early. */
  @Test
  void deserialize_twoByteOrdinalOutOfRange_reportsOffsetOfOrdinal() {
    Skiff skiff = Skiff.builder().register(Color.class).build();
    byte[] bytes = skiff.serialize(Color.values()[0]);
    assertThat(bytes[bytes.length - 1]).isEqualTo((byte) 0); // the ordinal, last
    byte[] hostile = Arrays.copyOf(bytes, bytes.length + 1);
    hostile[bytes.length - 1] = (byte) 0x80; // ordinal 256 in two bytes
    hostile[bytes.length] = 0x02;
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> skiff.deserialize(hostile));
    assertThat(e.getMessage()).contains("ordinal 256 out of range");
    assertThat(e.offset()).isEqualTo(bytes.length - 1);
  }

  /** A record whose one field is of a final class, so framed by a marker without a class tag. */
  record Located(Point at) {}

  /** Every combination of references, registration and code generation. */
  static Stream<Arguments> referencesRegistrationCodegen() {
    return BooleanMatrix.of(3);
  }

  /** A marker other than null, back-reference and body before a final-class field fails there. */
  @ParameterizedTest(name = "refs {0}, registered {1}, codegen {2}")
  @MethodSource("referencesRegistrationCodegen")
  void deserialize_invalidMarkerOfFinalClassField_throwsMalformedInputAtTheMarker(
      boolean refs, boolean registered, boolean codegen) {
    Skiff.Builder builder =
        Skiff.builder().trackReferences(refs).requireRegistration(registered).codegen(codegen);
    if (registered) {
      builder.register(Located.class).register(Point.class);
    }
    Skiff skiff = builder.build();
    byte[] bytes = skiff.serialize(new Located(new Point(3, 4)));
    int marker = bytes.length - 3; // the marker, then x and y in a byte each
    assertThat(bytes[marker]).isEqualTo((byte) 2); // a body follows
    byte[] hostile = bytes.clone();
    hostile[marker] = 9;
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> skiff.deserialize(hostile));
    assertThat(e.getMessage()).contains("invalid marker 9 for a value of dev.skiff.model.Point");
    assertThat(e.offset()).isEqualTo(marker);
  }

  /** Each singleton in every configuration. */
  static Stream<Arguments> singletons() {
    List<Arguments> all = new ArrayList<>();
    for (RoundTripConfig config : RoundTripConfig.all()) {
      all.add(Arguments.of(config, Collections.singletonList("a"), "element"));
      all.add(Arguments.of(config, Collections.singleton("a"), "element"));
      all.add(Arguments.of(config, Collections.singletonMap("k", "v"), "entry"));
    }
    return all.stream();
  }

  /**
   * A singleton whose count is not one fails at the count, naming what it holds, before any element
   * is read; before, the JDK factory's check failed after the elements, wrapped.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("singletons")
  void deserialize_singletonWithOtherCount_throwsMalformedInputAtTheCount(
      RoundTripConfig config, Object value, String what) {
    byte[] bytes = config.writer().serialize(value);
    assertThat(bytes[2]).isEqualTo((byte) 1); // header, built-in class tag, then the count
    for (int count : new int[] {0, 2, 111}) {
      byte[] hostile = bytes.clone();
      hostile[2] = (byte) count;
      MalformedInputException e =
          Thrown.by(MalformedInputException.class, () -> read(config, hostile));
      assertThat(e.getMessage())
          .contains("a singleton holds one " + what + "; the data gives " + count);
      assertThat(e.offset()).isEqualTo(2);
      assertThat(e.getCause()).isNull();
    }
  }

  /**
   * An array of a class whose values come from a JDK factory, holding data for which the factory
   * answers another class: {@code Collections.reverseOrder(null)} is the natural reverse order, not
   * a {@code ReverseComparator2}. Found by the strict fuzz oracle as an {@code
   * ArrayStoreException}.
   */
  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_arrayElementRebuiltAsAnotherClass_throwsMalformedInputAtTheChunk(
      RoundTripConfig config) {
    byte[] header = config.writer().serialize(null);
    assertThat(header).hasSize(2); // the header byte, then NULL
    // ARRAY of one dimension of ReverseComparator2 (built-in tag 9b 01); length 1; a chunk of one
    // element of the slot's class (02); with references, the item marker of a new value (00); its
    // comparator null
    byte[] hostile =
        HexFormat.of()
            .parseHex(config.trackReferences() ? "0105019b010101020000" : "0105019b0101010200");
    hostile[0] = header[0];
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> read(config, hostile));
    assertThat(e.getMessage())
        .contains(
            "a java.util.Collections$ReverseComparator2 read here came out as a"
                + " java.util.Collections$ReverseComparator, which a"
                + " java.util.Collections$ReverseComparator2[] cannot hold");
    assertThat(e.offset()).isEqualTo(7);
    assertThat(e.getCause()).isNull();
  }

  /** Reads one message through {@code config}'s reader and transport. */
  private static @Nullable Object read(RoundTripConfig config, byte[] bytes) {
    Skiff reader = config.reader();
    return switch (config.transport()) {
      case BYTES -> reader.deserialize(bytes);
      case STREAM -> reader.deserialize(new ByteArrayInputStream(bytes));
      case ONE_BYTE_STREAM ->
          reader.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)));
    };
  }

  @Test
  void deserialize_emptyInput_throwsMalformedInput() {
    Skiff skiff = Skiff.builder().build();
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> skiff.deserialize(new byte[0]));
    SafeRead.checkException(e, new byte[0]);
    assertThatThrownBy(() -> skiff.deserialize(new java.io.ByteArrayInputStream(new byte[0])))
        .isInstanceOf(SkiffException.class);
  }

  @Test
  void deserialize_everyFirstByte_valueOrSkiffException() {
    Skiff skiff = Skiff.builder().build();
    byte[] message = skiff.serialize(new ArrayList<>(List.of("a", 1)));
    for (int b = 0; b < 256; b++) {
      byte[] copy = message.clone();
      copy[0] = (byte) b;
      SafeRead.read(skiff, copy, false);
    }
    assertThat(skiff.deserialize(message).getClass()).isSameAs(ArrayList.class);
  }

  // ---- helpers ----

  private static void assertNamesClass(UnregisteredClassException e, String className) {
    assertThat(e.className()).isNotNull();
    assertThat(e.className().equals(className) || e.className().startsWith(className + "$"))
        .as("expected " + className + " but exception names " + e.className())
        .isTrue();
    assertThat(e.getMessage().contains(className))
        .as("message does not name class: " + e.getMessage())
        .isTrue();
  }

  private static byte[] swapName(byte[] bytes, String from, String to) {
    byte[] f = from.getBytes(StandardCharsets.UTF_8);
    byte[] t = to.getBytes(StandardCharsets.UTF_8);
    assertThat(t.length).isEqualTo(f.length);
    for (int i = 0; i + f.length <= bytes.length; i++) {
      if (Arrays.equals(bytes, i, i + f.length, f, 0, f.length)) {
        byte[] copy = bytes.clone();
        System.arraycopy(t, 0, copy, i, t.length);
        return copy;
      }
    }
    return fail("class name " + from + " not found as UTF-8 in " + SafeRead.describe(bytes));
  }

  /** Whether a value built from JDK containers holds an instance of a non-JDK class. */
  private static boolean containsUserType(Object o) {
    if (o == null) {
      return false;
    }
    if (!o.getClass().getName().startsWith("java.")
        || o instanceof java.util.EnumSet
        || o instanceof java.util.EnumMap) {
      return true; // the tests' enum sets and maps all hold model enums
    }
    if (o instanceof java.util.Collection) {
      return ((java.util.Collection<?>) o).stream().anyMatch(SafetyTest::containsUserType);
    }
    if (o instanceof Map) {
      return ((Map<?, ?>) o)
          .entrySet().stream()
              .anyMatch(e -> containsUserType(e.getKey()) || containsUserType(e.getValue()));
    }
    if (o.getClass().isArray() && !o.getClass().getComponentType().isPrimitive()) {
      return Arrays.stream((Object[]) o).anyMatch(SafetyTest::containsUserType);
    }
    return false;
  }

  private static Map<Integer, Integer> mapOfSize(int n) {
    Map<Integer, Integer> m = new HashMap<>();
    for (int i = 0; i < n; i++) {
      m.put(i, i);
    }
    return m;
  }

  private static TaggedList taggedList() {
    TaggedList t = new TaggedList("t", 1);
    t.add("e");
    return t;
  }

  private static Node nodeTree() {
    Node root = new Node(1);
    root.children.add(new Node(2));
    root.payload = "p";
    return root;
  }
}
