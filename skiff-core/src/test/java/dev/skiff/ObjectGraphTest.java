package dev.skiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.skiff.model.AllPrimitives;
import dev.skiff.model.Color;
import dev.skiff.model.Dog;
import dev.skiff.model.Email;
import dev.skiff.model.Holder;
import dev.skiff.model.Link;
import dev.skiff.model.NoDefaultCtor;
import dev.skiff.model.Node;
import dev.skiff.model.Order;
import dev.skiff.model.Person;
import dev.skiff.model.Point;
import dev.skiff.model.PrivateHolder;
import dev.skiff.model.WithFinal;
import dev.skiff.model.WithTransient;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** User objects, records, inheritance, references, cycles and nesting depth. */
class ObjectGraphTest {

  static Map<String, Supplier<Object>> objects() {
    Map<String, Supplier<Object>> m = new LinkedHashMap<>();
    m.put("AllPrimitives", () -> AllPrimitives.of(7));
    m.put("Dog shadowing Animal.name", () -> new Dog("animal-name", "dog-name", "collie"));
    m.put("WithFinal", () -> new WithFinal(3, "final", List.of("t1", "t2"), new long[] {1, 2}));
    m.put("NoDefaultCtor", () -> new NoDefaultCtor("nd", 9));
    m.put("private class", () -> PrivateHolder.newSecret("s3cr3t", 4));
    m.put("record Point", () -> new Point(-1, Integer.MAX_VALUE));
    m.put("record Email", () -> new Email("  Alice@Example.COM "));
    m.put("record Person", ObjectGraphTest::person);
    m.put("record Person with nulls", () -> new Person("p", null, null, null, null));
    m.put("Order", () -> Order.sample(4));
    m.put("Order empty", () -> Order.sample(5));
    m.put(
        "list of objects",
        () -> new ArrayList<>(List.of(Order.sample(1), new Point(1, 1), Color.RED)));
    m.put("Node tree", ObjectGraphTest::tree);
    return m;
  }

  static Stream<Arguments> objectArguments() {
    return Arrays.stream(RoundTripConfig.values())
        .flatMap(
            c -> objects().entrySet().stream().map(e -> Arguments.of(c, e.getKey(), e.getValue())));
  }

  static Stream<RoundTripConfig> refConfigs() {
    return RoundTripConfig.withReferences();
  }

  static Stream<RoundTripConfig> noRefConfigs() {
    return RoundTripConfig.withoutReferences();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("objectArguments")
  void roundTrip_userObject_deepEqualWithSameClass(
      RoundTripConfig config, String name, Supplier<Object> value) {
    Object input = value.get();
    Object output = config.roundTrip(input);
    assertSame(input.getClass(), output.getClass(), name);
    DeepEquals.assertDeepEquals(input, output);
    if (!(input instanceof Node) && !(input instanceof List)) {
      assertEquals(input, output, name);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_shadowedField_keepsBothValues(RoundTripConfig config) {
    Dog out = (Dog) config.roundTrip(new Dog("super-value", "sub-value", "pug"));
    assertEquals("super-value", out.animalName());
    assertEquals("sub-value", out.dogName());
    assertEquals(4, out.legs());
    assertEquals("pug", out.breed());
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_transientFields_comeBackAsDefaults(RoundTripConfig config) {
    WithTransient in = new WithTransient("kept");
    WithTransient out = (WithTransient) config.roundTrip(in);
    assertEquals("kept", out.kept());
    assertNull(out.cachedText());
    assertEquals(0, out.cachedHash());
    assertNull(out.cachedObject());
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_recordWithNormalizingConstructor_staysNormalized(RoundTripConfig config) {
    Email out = (Email) config.roundTrip(new Email(" Bob@Example.org"));
    assertEquals("bob@example.org", out.address());
    assertEquals(new Email("bob@example.org"), out);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_noDefaultConstructor_restoresFieldsWithoutDefaults(RoundTripConfig config) {
    NoDefaultCtor out = (NoDefaultCtor) config.roundTrip(new NoDefaultCtor("x", -5));
    assertEquals("x", out.name());
    assertEquals(-5, out.count());
  }

  // ---- references on ----

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_sharedObjectWithReferences_comesBackShared(RoundTripConfig config) {
    Point p = new Point(1, 2);
    int[] arr = {1, 2, 3};
    List<Integer> list = new ArrayList<>(List.of(5));
    Holder h = new Holder(p, p);
    Object[] input = {h, arr, arr, list, list, p};
    Object[] out = (Object[]) config.roundTrip(input);
    Holder hOut = (Holder) out[0];
    assertSame(hOut.first, hOut.second);
    assertSame(hOut.first, out[5]);
    assertSame(out[1], out[2]);
    assertSame(out[3], out[4]);
    assertEquals(p, out[5]);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_selfReferenceWithReferences_keepsIdentity(RoundTripConfig config) {
    Node n = new Node(1);
    n.next = n;
    n.children.add(n);
    Node out = (Node) config.roundTrip(n);
    assertSame(out, out.next);
    assertSame(out, out.children.get(0));
    assertEquals(1, out.value);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_twoNodeCycleWithReferences_keepsIdentity(RoundTripConfig config) {
    Node a = new Node(1);
    Node b = new Node(2);
    a.next = b;
    b.next = a;
    Node out = (Node) config.roundTrip(a);
    assertEquals(2, out.next.value);
    assertSame(out, out.next.next);
    assertNotSame(out, out.next);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_listContainingItselfWithReferences_keepsIdentity(RoundTripConfig config) {
    List<Object> list = new ArrayList<>();
    list.add("head");
    list.add(list);
    List<?> out = (List<?>) config.roundTrip(list);
    assertEquals(2, out.size());
    assertEquals("head", out.get(0));
    assertSame(out, out.get(1));
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_mapContainingItselfWithReferences_keepsIdentity(RoundTripConfig config) {
    Map<String, Object> map = new HashMap<>();
    map.put("self", map);
    map.put("other", 1);
    Map<?, ?> out = (Map<?, ?>) config.roundTrip(map);
    assertEquals(2, out.size());
    assertSame(out, out.get("self"));
    assertEquals(1, out.get("other"));
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_cycleThroughArrayAndHolderWithReferences_keepsIdentity(RoundTripConfig config) {
    Object[] arr = new Object[2];
    Holder h = new Holder(arr, null);
    arr[0] = h;
    arr[1] = arr;
    Holder out = (Holder) config.roundTrip(h);
    Object[] arrOut = (Object[]) out.first;
    assertSame(out, arrOut[0]);
    assertSame(arrOut, arrOut[1]);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_longChainWithReferences_works(RoundTripConfig config) {
    Node head = Node.chain(500);
    Node out = (Node) config.roundTrip(head);
    assertEquals(500, out.chainLength());
  }

  // ---- references off ----

  @ParameterizedTest
  @MethodSource("noRefConfigs")
  void roundTrip_sharedObjectWithoutReferences_comesBackAsEqualCopies(RoundTripConfig config) {
    Point p = new Point(1, 2);
    int[] arr = {1, 2, 3};
    Holder h = new Holder(p, p);
    Object[] out = (Object[]) config.roundTrip(new Object[] {h, arr, arr});
    Holder hOut = (Holder) out[0];
    assertEquals(p, hOut.first);
    assertEquals(p, hOut.second);
    assertNotSame(hOut.first, hOut.second);
    assertNotSame(out[1], out[2]);
    DeepEquals.assertDeepEquals(arr, out[2]);
  }

  static Stream<Arguments> cyclicArguments() {
    Map<String, Supplier<Object>> cycles = new LinkedHashMap<>();
    cycles.put(
        "self reference",
        () -> {
          Node n = new Node(1);
          n.next = n;
          return n;
        });
    cycles.put(
        "A->B->A",
        () -> {
          Node a = new Node(1);
          a.next = new Node(2);
          a.next.next = a;
          return a;
        });
    cycles.put(
        "list containing itself",
        () -> {
          List<Object> l = new ArrayList<>();
          l.add(l);
          return l;
        });
    cycles.put(
        "map containing itself",
        () -> {
          Map<String, Object> m = new HashMap<>();
          m.put("self", m);
          return m;
        });
    cycles.put(
        "array containing itself",
        () -> {
          Object[] a = new Object[1];
          a[0] = a;
          return a;
        });
    return RoundTripConfig.withoutReferences()
        .flatMap(
            c -> cycles.entrySet().stream().map(e -> Arguments.of(c, e.getKey(), e.getValue())));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cyclicArguments")
  void serialize_cycleWithoutReferences_throwsLimitExceeded(
      RoundTripConfig config, String name, Supplier<Object> value) {
    Object cyclic = value.get();
    LimitExceededException e =
        assertThrows(LimitExceededException.class, () -> config.roundTrip(cyclic), name);
    assertTrue(!e.getMessage().isEmpty());
  }

  // ---- depth ----

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_chainOf500_works(RoundTripConfig config) {
    Node out = (Node) config.roundTrip(Node.chain(500));
    assertEquals(500, out.chainLength());
    DeepEquals.assertDeepEquals(Node.chain(500), out);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_chainOf10000_throwsLimitExceededNotStackOverflow(RoundTripConfig config) {
    Link chain = Link.chain(10_000);
    assertThrows(LimitExceededException.class, () -> config.skiff().serialize(chain));
    assertThrows(
        LimitExceededException.class,
        () -> config.skiff().serialize(chain, new java.io.ByteArrayOutputStream()));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_nestedListsDeeperThanDefault_throwsLimitExceeded(RoundTripConfig config) {
    List<Object> root = new ArrayList<>();
    List<Object> cur = root;
    for (int i = 0; i < 10_000; i++) {
      List<Object> next = new ArrayList<>();
      cur.add(next);
      cur = next;
    }
    assertThrows(LimitExceededException.class, () -> config.skiff().serialize(root));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_chainDeeperThanReaderMaxDepth_throwsLimitExceeded(RoundTripConfig config) {
    Skiff writer = config.builder().maxDepth(3_000).build();
    Skiff reader = config.skiff();
    Link chain = Link.chain(2_000);
    assertThrows(LimitExceededException.class, () -> config.roundTrip(writer, reader, chain));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_maxDepth10_acceptsDepth10AndRejectsDepth11(RoundTripConfig config) {
    Skiff skiff = config.builder().maxDepth(10).build();
    Link ten = (Link) config.roundTrip(skiff, skiff, Link.chain(10));
    assertEquals(10, ten.length());
    assertThrows(
        LimitExceededException.class, () -> config.roundTrip(skiff, skiff, Link.chain(11)));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_maxDepth10Reader_rejectsDepth11FromDeeperWriter(RoundTripConfig config) {
    Skiff writer = config.skiff();
    Skiff reader = config.builder().maxDepth(10).build();
    assertEquals(10, ((Link) config.roundTrip(writer, reader, Link.chain(10))).length());
    assertThrows(
        LimitExceededException.class, () -> config.roundTrip(writer, reader, Link.chain(11)));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_maxDepth10_rejectsListsNested11Deep(RoundTripConfig config) {
    Skiff skiff = config.builder().maxDepth(10).build();
    assertEquals(10, depthOfNestedLists(config.roundTrip(skiff, skiff, nestedLists(10))));
    assertThrows(LimitExceededException.class, () -> skiff.serialize(nestedLists(11)));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_failedDeepWrite_leavesInstanceUsable(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    assertThrows(LimitExceededException.class, () -> skiff.serialize(Node.chain(5_000)));
    Object out = config.roundTrip(skiff, skiff, Order.sample(3));
    assertEquals(Order.sample(3), out);
  }

  // ---- helpers ----

  private static List<Object> nestedLists(int depth) {
    List<Object> root = new ArrayList<>();
    List<Object> cur = root;
    for (int i = 1; i < depth; i++) {
      List<Object> next = new ArrayList<>();
      cur.add(next);
      cur = next;
    }
    cur.add("leaf");
    return root;
  }

  private static int depthOfNestedLists(Object o) {
    int d = 0;
    while (o instanceof List) {
      d++;
      o = ((List<?>) o).get(0);
    }
    return d;
  }

  private static Person person() {
    Map<String, Integer> scores = new LinkedHashMap<>();
    scores.put("math", 90);
    scores.put("art", null);
    return new Person(
        "Ann \u00c5ngstr\u00f6m",
        new Email("ann@x.org"),
        List.of(new Point(0, 0), new Point(1, -1)),
        scores,
        Color.GREEN);
  }

  private static Node tree() {
    Node root = new Node(0);
    for (int i = 1; i <= 3; i++) {
      Node child = new Node(i);
      child.payload = i % 2 == 0 ? "even" : new Point(i, i);
      for (int j = 0; j < 2; j++) {
        child.children.add(new Node(i * 10 + j));
      }
      root.children.add(child);
    }
    root.payload = List.of(1, 2);
    return root;
  }
}
