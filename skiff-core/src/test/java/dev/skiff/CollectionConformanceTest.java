package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.model.Big;
import dev.skiff.model.ByLengthComparator;
import dev.skiff.model.Color;
import dev.skiff.model.LabeledMap;
import dev.skiff.model.Point;
import dev.skiff.model.ReverseComparator;
import dev.skiff.model.TaggedList;
import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Properties;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every supported JDK collection and map, and user subclasses, round-trip in every config. */
class CollectionConformanceTest {

  /** Values whose class implements a meaningful equals. */
  static Map<String, Supplier<Object>> equalityCases() {
    Map<String, Supplier<Object>> c = new LinkedHashMap<>();
    c.put("ArrayList", () -> new ArrayList<>(List.of("a", "b", "c")));
    c.put("emptyArrayList", ArrayList::new);
    c.put("LinkedList", () -> new LinkedList<>(List.of(1, 2, 3)));
    c.put("Vector", () -> new Vector<>(List.of(1L, 2L)));
    c.put("HashSet", () -> new HashSet<>(List.of("x", "y", "z")));
    c.put("LinkedHashSet", () -> new LinkedHashSet<>(List.of("z", "a", "m", "b")));
    c.put("TreeSet", () -> new TreeSet<>(List.of("m", "a", "z")));
    c.put("TreeMap", () -> new TreeMap<>(Map.of("b", 2, "a", 1, "c", 3)));
    c.put("HashMap", () -> new HashMap<>(Map.of("one", 1, "two", 2)));
    c.put("LinkedHashMap", () -> linkedMap("z", "a", "m"));
    c.put("Hashtable", () -> new Hashtable<>(Map.of("k", "v", "k2", "v2")));
    c.put("Properties", CollectionConformanceTest::properties);
    c.put("ConcurrentHashMap", () -> new ConcurrentHashMap<>(Map.of(1, "a", 2, "b")));
    c.put("ConcurrentSkipListMap", () -> new ConcurrentSkipListMap<>(Map.of("b", 2, "a", 1)));
    c.put("CopyOnWriteArrayList", () -> new CopyOnWriteArrayList<>(List.of("c", "o", "w")));
    c.put("ArraysAsList", () -> Arrays.asList("x", null, "y"));
    c.put("MapOfEntriesPair", () -> Map.ofEntries(Map.entry("a", 1), Map.entry("b", 2)));
    c.put("MapOfOne", () -> Map.of("k", "v"));
    c.put("StreamToListWithNull", () -> Stream.of("a", null, "b").toList());
    c.put("emptyList", Collections::emptyList);
    c.put("emptySet", Collections::emptySet);
    c.put("emptyMap", Collections::emptyMap);
    c.put("emptySortedSet", Collections::emptySortedSet);
    c.put("emptySortedMap", Collections::emptySortedMap);
    c.put("emptyNavigableSet", Collections::emptyNavigableSet);
    c.put("emptyNavigableMap", Collections::emptyNavigableMap);
    c.put("singleton", () -> Collections.singleton("only"));
    c.put("singletonList", () -> Collections.singletonList(7));
    c.put("singletonMap", () -> Collections.singletonMap("k", List.of(1)));
    c.put("unmodifiableList", () -> Collections.unmodifiableList(new ArrayList<>(List.of(1, 2))));
    c.put("unmodifiableSet", () -> Collections.unmodifiableSet(new HashSet<>(List.of(1, 2))));
    c.put(
        "unmodifiableSortedSet",
        () -> Collections.unmodifiableSortedSet(new TreeSet<>(List.of(3, 1, 2))));
    c.put(
        "unmodifiableNavigableSet",
        () -> Collections.unmodifiableNavigableSet(new TreeSet<>(List.of(3, 1, 2))));
    c.put("unmodifiableMap", () -> Collections.unmodifiableMap(new HashMap<>(Map.of("a", 1))));
    c.put(
        "unmodifiableSortedMap",
        () -> Collections.unmodifiableSortedMap(new TreeMap<>(Map.of("b", 2, "a", 1))));
    c.put(
        "unmodifiableNavigableMap",
        () -> Collections.unmodifiableNavigableMap(new TreeMap<>(Map.of("b", 2, "a", 1))));
    c.put("synchronizedList", () -> Collections.synchronizedList(new ArrayList<>(List.of(1, 2))));
    c.put("synchronizedSet", () -> Collections.synchronizedSet(new HashSet<>(List.of(1, 2))));
    c.put(
        "synchronizedSortedSet",
        () -> Collections.synchronizedSortedSet(new TreeSet<>(List.of(3, 1, 2))));
    c.put(
        "synchronizedNavigableSet",
        () -> Collections.synchronizedNavigableSet(new TreeSet<>(List.of(3, 1, 2))));
    c.put("synchronizedMap", () -> Collections.synchronizedMap(new HashMap<>(Map.of("a", 1))));
    c.put(
        "synchronizedSortedMap",
        () -> Collections.synchronizedSortedMap(new TreeMap<>(Map.of("b", 2, "a", 1))));
    c.put(
        "synchronizedNavigableMap",
        () -> Collections.synchronizedNavigableMap(new TreeMap<>(Map.of("b", 2, "a", 1))));
    c.put("EnumSetEmpty", () -> EnumSet.noneOf(Color.class));
    c.put("EnumSetSome", () -> EnumSet.of(Color.RED, Color.BLUE));
    c.put("EnumSetAll", () -> EnumSet.allOf(Color.class));
    c.put("EnumSetJumboSome", () -> EnumSet.of(Big.C00, Big.C63, Big.C64, Big.C69));
    c.put("EnumSetJumboAll", () -> EnumSet.allOf(Big.class));
    c.put("EnumMapEmpty", () -> new EnumMap<>(Color.class));
    c.put("EnumMap", () -> new EnumMap<>(Map.of(Color.GREEN, "g", Color.RED, "r")));
    c.put("EnumMapJumbo", () -> new EnumMap<>(Map.of(Big.C01, 1, Big.C68, 68)));
    c.put("TaggedList", CollectionConformanceTest::taggedList);
    c.put("LabeledMap", CollectionConformanceTest::labeledMap);
    c.put("ArrayListWithNulls", () -> new ArrayList<>(Arrays.asList(null, "a", null)));
    c.put("LinkedListWithNulls", () -> new LinkedList<>(Arrays.asList("a", null)));
    c.put("HashSetWithNull", () -> new HashSet<>(Arrays.asList("a", null)));
    c.put("HashMapNullKeyAndValues", () -> nullMap(new HashMap<>()));
    c.put("LinkedHashMapNullKeyAndValues", () -> nullMap(new LinkedHashMap<>()));
    c.put(
        "HashMapOfUserKeys",
        () -> new HashMap<>(Map.of(new Point(1, 2), "a", new Point(3, 4), "b")));
    c.put("NestedCollections", () -> new ArrayList<>(List.of(Map.of("k", Set.of(1)), List.of())));
    for (int n = 0; n <= 11; n++) {
      Integer[] elements = IntStream.range(0, n).boxed().toArray(Integer[]::new);
      c.put("ListOf" + n, () -> List.of(elements));
      c.put("SetOf" + n, () -> Set.of(elements));
      c.put("MapOfEntries" + n, () -> Map.ofEntries(entries(elements)));
    }
    c.put("MapOf10", CollectionConformanceTest::mapOf10);
    return c;
  }

  /** Values whose class has no value-based equals; compared through their elements in order. */
  static Map<String, Supplier<Collection<?>>> orderedCases() {
    Map<String, Supplier<Collection<?>>> c = new LinkedHashMap<>();
    c.put("ArrayDeque", () -> new ArrayDeque<>(List.of("first", "second", "third")));
    c.put(
        "unmodifiableCollection",
        () -> Collections.unmodifiableCollection(new ArrayList<>(List.of(1, 2, 3))));
    c.put(
        "synchronizedCollection",
        () -> Collections.synchronizedCollection(new ArrayList<>(List.of(1, 2, 3))));
    return c;
  }

  static Stream<Arguments> equalityArguments() {
    return cross(equalityCases());
  }

  static Stream<Arguments> orderedArguments() {
    return cross(orderedCases());
  }

  private static <T> Stream<Arguments> cross(Map<String, ? extends Supplier<? extends T>> cases) {
    return Arrays.stream(RoundTripConfig.values())
        .flatMap(
            config ->
                cases.entrySet().stream().map(e -> Arguments.of(config, e.getKey(), e.getValue())));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("equalityArguments")
  void roundTrip_collection_equalWithSameClass(
      RoundTripConfig config, String name, Supplier<Object> value) {
    Object input = value.get();
    Object output = config.roundTrip(input);
    assertThat(output.getClass()).as(name + ": class").isSameAs(input.getClass());
    assertThat(output).as(name).isEqualTo(input);
    DeepEquals.assertDeepEquals(input, output);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("orderedArguments")
  void roundTrip_collectionWithoutEquals_sameElementsInOrder(
      RoundTripConfig config, String name, Supplier<Collection<?>> value) {
    Collection<?> input = value.get();
    Collection<?> output = (Collection<?>) config.roundTrip(input);
    assertThat(output.getClass()).as(name + ": class").isSameAs(input.getClass());
    assertThat(new ArrayList<>(output)).as(name).isEqualTo(new ArrayList<>(input));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_treeSetWithComparator_keepsComparatorBehaviour(RoundTripConfig config) {
    TreeSet<String> input = new TreeSet<>(new ReverseComparator());
    input.addAll(List.of("b", "d", "a"));
    @SuppressWarnings("unchecked")
    TreeSet<String> output = (TreeSet<String>) config.roundTrip(input);
    assertThat(output.getClass()).isSameAs(TreeSet.class);
    assertThat(new ArrayList<>(output)).isEqualTo(List.of("d", "b", "a"));
    assertThat(output.comparator()).isInstanceOf(ReverseComparator.class);
    output.add("c");
    output.add("z");
    assertThat(new ArrayList<>(output)).isEqualTo(List.of("z", "d", "c", "b", "a"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_treeMapWithStatefulComparator_keepsComparatorBehaviour(RoundTripConfig config) {
    TreeMap<String, Integer> input = new TreeMap<>(new ByLengthComparator(true));
    input.put("aa", 2);
    input.put("a", 1);
    input.put("aaa", 3);
    @SuppressWarnings("unchecked")
    TreeMap<String, Integer> output = (TreeMap<String, Integer>) config.roundTrip(input);
    assertThat(output.getClass()).isSameAs(TreeMap.class);
    assertThat(output).isEqualTo(input);
    assertThat(output.comparator()).isEqualTo(new ByLengthComparator(true));
    assertThat(new ArrayList<>(output.keySet())).isEqualTo(List.of("aaa", "aa", "a"));
    output.put("bbbb", 4);
    output.put("b", 0);
    assertThat(new ArrayList<>(output.keySet())).isEqualTo(List.of("bbbb", "aaa", "aa", "b", "a"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_comparatorSortedWrappers_keepComparator(RoundTripConfig config) {
    List<Object> input = new ArrayList<>();
    input.add(Collections.unmodifiableSortedSet(new TreeSet<>(new ReverseComparator())));
    input.add(Collections.synchronizedNavigableMap(new TreeMap<>(new ReverseComparator())));
    input.add(new ConcurrentSkipListMap<>(new ReverseComparator()));
    List<?> output = (List<?>) config.roundTrip(input);
    for (int i = 0; i < input.size(); i++) {
      Object in = input.get(i);
      Object out = output.get(i);
      assertThat(out.getClass()).isSameAs(in.getClass());
      Comparator<?> cmp =
          out instanceof SortedSet
              ? ((SortedSet<?>) out).comparator()
              : ((SortedMap<?, ?>) out).comparator();
      assertThat(cmp).as("comparator of element " + i).isInstanceOf(ReverseComparator.class);
    }
    @SuppressWarnings("unchecked")
    ConcurrentSkipListMap<String, Integer> skip =
        (ConcurrentSkipListMap<String, Integer>) output.get(2);
    skip.put("a", 1);
    skip.put("b", 2);
    assertThat(skip.firstKey()).isEqualTo("b");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_linkedHashMapAccessOrder_keepsAccessOrder(RoundTripConfig config) {
    LinkedHashMap<String, Integer> input = new LinkedHashMap<>(16, 0.75f, true);
    input.put("a", 1);
    input.put("b", 2);
    input.put("c", 3);
    input.get("a");
    @SuppressWarnings("unchecked")
    LinkedHashMap<String, Integer> output =
        (LinkedHashMap<String, Integer>) config.roundTrip(input);
    assertThat(output.getClass()).isSameAs(LinkedHashMap.class);
    assertThat(new ArrayList<>(output.keySet())).isEqualTo(List.of("b", "c", "a"));
    output.get("b");
    assertThat(new ArrayList<>(output.keySet()))
        .as("access order lost")
        .isEqualTo(List.of("c", "a", "b"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_linkedHashMapInsertionOrder_keepsInsertionOrder(RoundTripConfig config) {
    LinkedHashMap<String, Integer> input = linkedMap("z", "a", "m");
    @SuppressWarnings("unchecked")
    LinkedHashMap<String, Integer> output =
        (LinkedHashMap<String, Integer>) config.roundTrip(input);
    output.get("z");
    output.put("b", 9);
    assertThat(new ArrayList<>(output.keySet())).isEqualTo(List.of("z", "a", "m", "b"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_identityHashMap_keepsDistinctEqualKeys(RoundTripConfig config) {
    IdentityHashMap<Point, String> input = new IdentityHashMap<>();
    input.put(new Point(1, 1), "first");
    input.put(new Point(1, 1), "second");
    input.put(new Point(2, 2), "third");
    Object result = config.roundTrip(input);
    assertThat(result.getClass()).isSameAs(IdentityHashMap.class);
    @SuppressWarnings("unchecked")
    IdentityHashMap<Point, String> output = (IdentityHashMap<Point, String>) result;
    assertThat(output.size()).isEqualTo(3);
    assertThat(sortedEntries(output)).isEqualTo(sortedEntries(input));
    Point p = new Point(9, 9);
    output.put(p, "x");
    output.put(new Point(9, 9), "y");
    assertThat(output.size()).as("result must still compare keys by identity").isEqualTo(5);
    assertThat(output.get(p)).isEqualTo("x");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_priorityQueue_keepsElementsAndComparator(RoundTripConfig config) {
    PriorityQueue<String> natural = new PriorityQueue<>(List.of("m", "c", "x", "a", "q"));
    PriorityQueue<String> reversed = new PriorityQueue<>(new ReverseComparator());
    reversed.addAll(List.of("m", "c", "x", "a", "q"));
    @SuppressWarnings("unchecked")
    List<PriorityQueue<String>> output =
        (List<PriorityQueue<String>>) config.roundTrip(new ArrayList<>(List.of(natural, reversed)));
    assertThat(output.get(0).getClass()).isSameAs(PriorityQueue.class);
    assertThat(output.get(1).getClass()).isSameAs(PriorityQueue.class);
    assertThat(drain(output.get(0))).isEqualTo(drain(new PriorityQueue<>(natural)));
    assertThat(output.get(1).comparator()).isInstanceOf(ReverseComparator.class);
    output.get(1).add("z");
    assertThat(drain(output.get(1))).isEqualTo(List.of("z", "x", "q", "m", "c", "a"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_emptyEnumSet_keepsElementType(RoundTripConfig config) {
    @SuppressWarnings("unchecked")
    EnumSet<Color> small = (EnumSet<Color>) config.roundTrip(EnumSet.noneOf(Color.class));
    assertThat(EnumSet.complementOf(small)).isEqualTo(EnumSet.allOf(Color.class));
    @SuppressWarnings("unchecked")
    EnumSet<Big> big = (EnumSet<Big>) config.roundTrip(EnumSet.noneOf(Big.class));
    assertThat(EnumSet.complementOf(big).size()).isEqualTo(70);
    assertThat(big.getClass()).isSameAs(EnumSet.noneOf(Big.class).getClass());
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_emptyEnumMap_keepsKeyType(RoundTripConfig config) {
    @SuppressWarnings({"unchecked", "rawtypes"})
    EnumMap<Color, String> output = (EnumMap) config.roundTrip(new EnumMap<>(Color.class));
    output.put(Color.BLUE, "b");
    assertThat(output).isEqualTo(Map.of(Color.BLUE, "b"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_propertiesWithDefaults_keepsDefaults(RoundTripConfig config) {
    Properties defaults = new Properties();
    defaults.setProperty("color", "blue");
    Properties input = new Properties(defaults);
    input.setProperty("size", "10");
    Properties output = (Properties) config.roundTrip(input);
    assertThat(output.getProperty("size")).isEqualTo("10");
    assertThat(output.getProperty("color")).as("defaults lost").isEqualTo("blue");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_userCollectionSubclasses_keepOwnFieldsAndElements(RoundTripConfig config) {
    TaggedList list = taggedList();
    LabeledMap map = labeledMap();
    List<?> output = (List<?>) config.roundTrip(new ArrayList<>(List.of(list, map)));
    TaggedList listOut = Thrown.instanceOf(TaggedList.class, output.get(0));
    LabeledMap mapOut = Thrown.instanceOf(LabeledMap.class, output.get(1));
    assertThat(listOut.tag()).isEqualTo("tag-1");
    assertThat(listOut.version()).isEqualTo(3);
    assertThat(new ArrayList<>(listOut)).isEqualTo(List.of("x", "y"));
    assertThat(mapOut.label()).isEqualTo("label");
    assertThat(mapOut.createdAt()).isEqualTo(42L);
    assertThat(new HashMap<>(mapOut)).isEqualTo(Map.of("k1", 1, "k2", 2));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_immutableCollections_stayImmutable(RoundTripConfig config) {
    List<?> output =
        (List<?>)
            config.roundTrip(
                new ArrayList<>(
                    List.of(
                        List.of(1, 2, 3),
                        Collections.unmodifiableMap(new HashMap<>(Map.of("a", 1))),
                        Collections.singleton("s"))));
    for (Object o : output) {
      assertThat(o).isNotNull();
      try {
        if (o instanceof Map) {
          @SuppressWarnings("unchecked")
          Map<Object, Object> m = (Map<Object, Object>) o;
          m.put("new", 0);
        } else {
          @SuppressWarnings("unchecked")
          Collection<Object> c = (Collection<Object>) o;
          c.add(0);
        }
        throw new AssertionError("mutation of an immutable " + o.getClass() + " succeeded");
      } catch (UnsupportedOperationException expected) {
        // still immutable
      }
    }
  }

  // ---- helpers ----

  private static LinkedHashMap<String, Integer> linkedMap(String... keys) {
    LinkedHashMap<String, Integer> m = new LinkedHashMap<>();
    for (int i = 0; i < keys.length; i++) {
      m.put(keys[i], i);
    }
    return m;
  }

  private static Properties properties() {
    Properties p = new Properties();
    p.setProperty("a", "1");
    p.setProperty("b.c", "two words");
    return p;
  }

  private static TaggedList taggedList() {
    TaggedList t = new TaggedList("tag-1", 3);
    t.add("x");
    t.add("y");
    return t;
  }

  private static LabeledMap labeledMap() {
    LabeledMap m = new LabeledMap("label", 42L);
    m.put("k1", 1);
    m.put("k2", 2);
    return m;
  }

  private static <M extends Map<String, String>> M nullMap(M m) {
    m.put(null, "value-of-null");
    m.put("null-value", null);
    m.put("k", "v");
    return m;
  }

  @SuppressWarnings("unchecked")
  private static Map.Entry<Integer, String>[] entries(Integer[] keys) {
    return Arrays.stream(keys).map(k -> Map.entry(k, "v" + k)).toArray(Map.Entry[]::new);
  }

  private static Map<Integer, Integer> mapOf10() {
    return Map.of(0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9);
  }

  private static List<String> drain(PriorityQueue<String> q) {
    List<String> out = new ArrayList<>();
    while (!q.isEmpty()) {
      out.add(q.poll());
    }
    return out;
  }

  private static List<String> sortedEntries(Map<Point, String> m) {
    return m.entrySet().stream()
        .map(e -> new SimpleEntry<>(e.getKey(), e.getValue()).toString())
        .sorted()
        .collect(Collectors.toList());
  }
}
