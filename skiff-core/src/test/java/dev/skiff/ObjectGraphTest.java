package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import java.util.Collections;
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
    assertThat(output.getClass()).as(name).isSameAs(input.getClass());
    DeepEquals.assertDeepEquals(input, output);
    if (!(input instanceof Node) && !(input instanceof List)) {
      assertThat(output).as(name).isEqualTo(input);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_shadowedField_keepsBothValues(RoundTripConfig config) {
    Dog out = (Dog) config.roundTrip(new Dog("super-value", "sub-value", "pug"));
    assertThat(out.animalName()).isEqualTo("super-value");
    assertThat(out.dogName()).isEqualTo("sub-value");
    assertThat(out.legs()).isEqualTo(4);
    assertThat(out.breed()).isEqualTo("pug");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_transientFields_comeBackAsDefaults(RoundTripConfig config) {
    WithTransient in = new WithTransient("kept");
    WithTransient out = (WithTransient) config.roundTrip(in);
    assertThat(out.kept()).isEqualTo("kept");
    assertThat(out.cachedText()).isNull();
    assertThat(out.cachedHash()).isEqualTo(0);
    assertThat(out.cachedObject()).isNull();
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_recordWithNormalizingConstructor_staysNormalized(RoundTripConfig config) {
    Email out = (Email) config.roundTrip(new Email(" Bob@Example.org"));
    assertThat(out.address()).isEqualTo("bob@example.org");
    assertThat(out).isEqualTo(new Email("bob@example.org"));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_noDefaultConstructor_restoresFieldsWithoutDefaults(RoundTripConfig config) {
    NoDefaultCtor out = (NoDefaultCtor) config.roundTrip(new NoDefaultCtor("x", -5));
    assertThat(out.name()).isEqualTo("x");
    assertThat(out.count()).isEqualTo(-5);
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
    assertThat(hOut.second).isSameAs(hOut.first);
    assertThat(out[5]).isSameAs(hOut.first);
    assertThat(out[2]).isSameAs(out[1]);
    assertThat(out[4]).isSameAs(out[3]);
    assertThat(out[5]).isEqualTo(p);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_selfReferenceWithReferences_keepsIdentity(RoundTripConfig config) {
    Node n = new Node(1);
    n.next = n;
    n.children.add(n);
    Node out = (Node) config.roundTrip(n);
    assertThat(out.next).isSameAs(out);
    assertThat(out.children.get(0)).isSameAs(out);
    assertThat(out.value).isEqualTo(1);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_twoNodeCycleWithReferences_keepsIdentity(RoundTripConfig config) {
    Node a = new Node(1);
    Node b = new Node(2);
    a.next = b;
    b.next = a;
    Node out = (Node) config.roundTrip(a);
    assertThat(out.next.value).isEqualTo(2);
    assertThat(out.next.next).isSameAs(out);
    assertThat(out.next).isNotSameAs(out);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_listContainingItselfWithReferences_keepsIdentity(RoundTripConfig config) {
    List<Object> list = new ArrayList<>();
    list.add("head");
    list.add(list);
    List<?> out = (List<?>) config.roundTrip(list);
    assertThat(out.size()).isEqualTo(2);
    assertThat(out.get(0)).isEqualTo("head");
    assertThat(out.get(1)).isSameAs(out);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_mapContainingItselfWithReferences_keepsIdentity(RoundTripConfig config) {
    Map<String, Object> map = new HashMap<>();
    map.put("self", map);
    map.put("other", 1);
    Map<?, ?> out = (Map<?, ?>) config.roundTrip(map);
    assertThat(out.size()).isEqualTo(2);
    assertThat(out.get("self")).isSameAs(out);
    assertThat(out.get("other")).isEqualTo(1);
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
    assertThat(arrOut[0]).isSameAs(out);
    assertThat(arrOut[1]).isSameAs(arrOut);
  }

  @ParameterizedTest
  @MethodSource("refConfigs")
  void roundTrip_longChainWithReferences_works(RoundTripConfig config) {
    Node head = Node.chain(500);
    Node out = (Node) config.roundTrip(head);
    assertThat(out.chainLength()).isEqualTo(500);
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
    assertThat(hOut.first).isEqualTo(p);
    assertThat(hOut.second).isEqualTo(p);
    assertThat(hOut.second).isNotSameAs(hOut.first);
    assertThat(out[2]).isNotSameAs(out[1]);
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
        Thrown.by(LimitExceededException.class, () -> config.roundTrip(cyclic));
    assertThat(e.getMessage()).as(name).isNotEmpty();
  }

  // ---- depth ----

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_chainOf500_works(RoundTripConfig config) {
    Node out = (Node) config.roundTrip(Node.chain(500));
    assertThat(out.chainLength()).isEqualTo(500);
    DeepEquals.assertDeepEquals(Node.chain(500), out);
  }

  static Stream<RoundTripConfig> plainConfigs() {
    return RoundTripConfig.all().stream().filter(c -> !c.compatible());
  }

  @ParameterizedTest
  @MethodSource("plainConfigs")
  @SuppressWarnings({"unchecked", "rawtypes"})
  void serialize_copiesOfRecordsHoldingAnotherClass_throwsNamingBoth(RoundTripConfig config) {
    // In plain mode Collections.nCopies writes its element in an exact slot of the list's
    // declared element class, a final record here, so no class tag would tell the reader.
    List<Point> polluted = (List) Collections.nCopies(2, "not a point");
    Person person = new Person("p", null, polluted, null, null);
    assertThatThrownBy(() -> config.skiff().serialize(person))
        .isInstanceOf(SkiffException.class)
        .hasMessage(
            "found a java.lang.String where the declared type dev.skiff.model.Point allows no"
                + " other class (heap pollution?)");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_chainOf25000_throwsLimitExceededNotStackOverflow(RoundTripConfig config) {
    Link chain = Link.chain(25_000); // deeper than the default maxDepth of 20,000
    assertThatThrownBy(() -> config.skiff().serialize(chain))
        .isInstanceOf(LimitExceededException.class);
    assertThatThrownBy(() -> config.skiff().serialize(chain, new java.io.ByteArrayOutputStream()))
        .isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_nestedListsDeeperThanDefault_throwsLimitExceeded(RoundTripConfig config) {
    List<Object> root = new ArrayList<>();
    List<Object> cur = root;
    for (int i = 0; i < 25_000; i++) { // the default maxDepth is 20,000
      List<Object> next = new ArrayList<>();
      cur.add(next);
      cur = next;
    }
    assertThatThrownBy(() -> config.skiff().serialize(root))
        .isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_chainDeeperThanReaderMaxDepth_throwsLimitExceeded(RoundTripConfig config) {
    Skiff writer = config.builder().maxDepth(30_000).build();
    Skiff reader = config.skiff();
    Link chain = Link.chain(25_000);
    assertThatThrownBy(() -> config.roundTrip(writer, reader, chain))
        .isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_maxDepth10_acceptsDepth10AndRejectsDepth11(RoundTripConfig config) {
    Skiff skiff = config.builder().maxDepth(10).build();
    Link ten = (Link) config.roundTrip(skiff, skiff, Link.chain(10));
    assertThat(ten.length()).isEqualTo(10);
    assertThatThrownBy(() -> config.roundTrip(skiff, skiff, Link.chain(11)))
        .isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void deserialize_maxDepth10Reader_rejectsDepth11FromDeeperWriter(RoundTripConfig config) {
    Skiff writer = config.skiff();
    Skiff reader = config.builder().maxDepth(10).build();
    assertThat(((Link) config.roundTrip(writer, reader, Link.chain(10))).length()).isEqualTo(10);
    assertThatThrownBy(() -> config.roundTrip(writer, reader, Link.chain(11)))
        .isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_maxDepth10_rejectsListsNested11Deep(RoundTripConfig config) {
    Skiff skiff = config.builder().maxDepth(10).build();
    assertThat(depthOfNestedLists(config.roundTrip(skiff, skiff, nestedLists(10)))).isEqualTo(10);
    assertThatThrownBy(() -> skiff.serialize(nestedLists(11)))
        .isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void serialize_failedDeepWrite_leavesInstanceUsable(RoundTripConfig config) {
    Skiff skiff = config.skiff();
    assertThatThrownBy(() -> skiff.serialize(Node.chain(25_000)))
        .isInstanceOf(LimitExceededException.class);
    Object out = config.roundTrip(skiff, skiff, Order.sample(3));
    assertThat(out).isEqualTo(Order.sample(3));
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
