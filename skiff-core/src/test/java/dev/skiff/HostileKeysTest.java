package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Messages that would make the reader's sets and maps do unbounded work in their keys' {@code
 * hashCode}, {@code equals} and {@code compareTo}: shared references below keys (SerialDOS), keys
 * of one hash code (hash flooding), and {@code URL} keys (whose hash resolves host names). Each is
 * refused before the container does the work; ordinary data of the same shapes still reads.
 *
 * <p>The timeouts only keep a regression from hanging the build; they assert nothing about speed.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HostileKeysTest {

  /** A key with a legitimate but weak hash code, as many user classes have. */
  record Pair(int a, int b) {
    @Override
    public int hashCode() {
      return 31 * a + b;
    }
  }

  /** A key holding a URL. */
  record Link(URL url) {}

  /** An entity as persistence frameworks have them: equal by id, linked to other entities. */
  static final class Entity {
    int id;
    List<Entity> links = new ArrayList<>();

    Entity() {}

    Entity(int id) {
      this.id = id;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Entity e && e.id == id;
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  /** A node of a plain class holding two values: a DAG of them can unfold exponentially. */
  static final class Pairing {
    Object left;
    Object right;
  }

  private static Skiff skiff(boolean refs, boolean registration) {
    Skiff.Builder b =
        Skiff.builder()
            .trackReferences(refs)
            .requireRegistration(registration)
            .register(Pair.class)
            .register(Link.class)
            .register(Entity.class)
            .register(Pairing.class);
    return b.build();
  }

  static Stream<Arguments> configs() {
    return Stream.of(true, false)
        .flatMap(refs -> Stream.of(true, false).map(reg -> Arguments.of(refs, reg)));
  }

  static Stream<Arguments> refsConfigs() {
    return Stream.of(true, false).map(reg -> Arguments.of(true, reg));
  }

  /**
   * The SerialDOS shape: {@code depth} levels of two sets, each set of a level holding both sets of
   * the next, so the graph is small and its unfolding is 2^depth sets. Built top-down so that
   * building it hashes only empty sets.
   */
  static Set<Object> serialDos(int depth) {
    Set<Object> root = new HashSet<>();
    Set<Object> s1 = root;
    Set<Object> s2 = new HashSet<>();
    for (int i = 0; i < depth; i++) {
      Set<Object> t1 = new HashSet<>();
      Set<Object> t2 = new HashSet<>();
      t1.add("foo");
      s1.add(t1);
      s1.add(t2);
      s2.add(t1);
      s2.add(t2);
      s1 = t1;
      s2 = t2;
    }
    return root;
  }

  /**
   * The same shape built bottom-up, so that every set's elements sit where their hash codes say
   * (the top-down build above mutates sets after inserting them); building costs 2^depth hashing.
   */
  static Set<Object> serialDosBottomUp(int depth) {
    Set<Object> a = new HashSet<>(List.of("foo"));
    Set<Object> b = new HashSet<>();
    for (int k = depth - 1; k >= 1; k--) {
      Set<Object> a2 = new HashSet<>(List.of("foo", a, b));
      Set<Object> b2 = new HashSet<>(List.of(a, b));
      a = a2;
      b = b2;
    }
    return new HashSet<>(List.of(a, b));
  }

  @ParameterizedTest(name = "registration {1}")
  @MethodSource("refsConfigs")
  void deserialize_serialDosOf100Levels_failsWithLimitExceeded(boolean refs, boolean reg) {
    Skiff skiff = skiff(refs, reg);
    byte[] bytes = skiff.serialize(serialDos(100));

    assertThat(bytes.length).isLessThan(2_000);
    assertThatThrownBy(() -> skiff.deserialize(bytes))
        .isInstanceOf(LimitExceededException.class)
        .hasMessageContaining("keyWorkPerByte")
        .hasMessageContaining("shared references");
  }

  /** A list holding one inner list twice, {@code depth} levels deep: 2^depth paths. */
  static List<Object> doublingLists(int depth) {
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < depth; i++) {
      List<Object> outer = new ArrayList<>();
      outer.add(list);
      outer.add(list);
      list = outer;
    }
    return list;
  }

  @ParameterizedTest(name = "registration {1}")
  @MethodSource("refsConfigs")
  void deserialize_oneSetElementUnfoldingTo2To50_failsBeforeItIsHashed(boolean refs, boolean reg) {
    Skiff skiff = skiff(refs, reg);
    // a HashSet holding one list whose hashCode would visit 2^50 lists: it must never be hashed
    byte[] bytes = message(skiff, new HashSet<>(), List.of(doublingLists(50)));

    assertThatThrownBy(() -> skiff.deserialize(bytes))
        .isInstanceOf(LimitExceededException.class)
        .hasMessageContaining("keyWorkPerByte");
  }

  @Test
  void deserialize_listsUnfoldingBeyond2To61_failsWithLimitExceeded() {
    Skiff skiff = skiff(true, true);
    byte[] bytes = skiff.serialize(doublingLists(70));

    assertThatThrownBy(() -> skiff.deserialize(bytes))
        .isInstanceOf(LimitExceededException.class)
        .hasMessageContaining("unfold into more than");
  }

  @Test
  void deserialize_listHoldingOneInnerListTwice40LevelsDeep_readsTheSameSharing() {
    Skiff skiff = skiff(true, true);
    byte[] bytes = skiff.serialize(doublingLists(40));

    Object back = skiff.deserialize(bytes);

    assertThat(bytes.length).isLessThan(300);
    Object level = back;
    for (int i = 0; i < 40; i++) { // the caller must not hash it: 2^40 paths
      List<?> l = (List<?>) level;
      assertThat(l).hasSize(2);
      assertThat(l.get(0)).isSameAs(l.get(1));
      level = l.get(0);
    }
    assertThat((List<?>) level).isEmpty();
  }

  @ParameterizedTest(name = "registration {1}")
  @MethodSource("refsConfigs")
  void deserialize_serialDosOf12Levels_readsTheSameSets(boolean refs, boolean reg) {
    Skiff skiff = skiff(refs, reg);
    Set<Object> value = serialDosBottomUp(12);

    Object back = skiff.deserialize(skiff.serialize(value));

    assertThat(back.equals(value)).isTrue(); // a failure message would print 2^12 sets
  }

  @Test
  void deserialize_serialDosWithMoreKeyWorkAllowed_readsTheSameSets() {
    Skiff strict = skiff(true, true);
    Skiff lenient = Skiff.builder().trackReferences(true).keyWorkPerByte(1 << 20).build();
    Set<Object> value =
        serialDosBottomUp(18); // unfolds to about 2^19 sets: over 2^20 work in 300 bytes

    byte[] bytes = strict.serialize(value);

    assertThatThrownBy(() -> strict.deserialize(bytes)).isInstanceOf(LimitExceededException.class);
    assertThat(lenient.deserialize(bytes).equals(value)).isTrue();
  }

  @Test
  void deserialize_keysSharingOneLargeValue_readsWithinTheBudget() {
    Skiff skiff = skiff(true, true);
    List<Object> shared = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      shared.add("item " + i);
    }
    Map<Object, Integer> map = new HashMap<>();
    for (int i = 0; i < 2_000; i++) {
      map.put(List.of(i, shared), i); // each key reaches the shared list again
    }

    assertThat(skiff.deserialize(skiff.serialize(map))).isEqualTo(map);
  }

  @ParameterizedTest(name = "registration {1}")
  @MethodSource("refsConfigs")
  void deserialize_setOfEntitiesLinkedIntoOneGraph_readsAsTheirHashCodesWalkNothing(
      boolean refs, boolean reg) {
    Skiff skiff = skiff(refs, reg);
    java.util.Random random = new java.util.Random(7);
    List<Entity> all = new ArrayList<>();
    for (int i = 0; i < 3_000; i++) {
      all.add(new Entity(i));
    }
    for (Entity e : all) {
      for (int k = 0; k < 10; k++) {
        e.links.add(all.get(random.nextInt(all.size())));
      }
    }
    Set<Entity> value = new HashSet<>(all);

    Object back = skiff.deserialize(skiff.serialize(value));

    assertThat(back).isInstanceOf(HashSet.class);
    Set<?> set = (Set<?>) back;
    assertThat(set).hasSize(3_000);
    Entity first = (Entity) set.stream().filter(e -> ((Entity) e).id == 0).findFirst().get();
    assertThat(first.links)
        .extracting(l -> l.id)
        .isEqualTo(all.get(0).links.stream().map(l -> l.id).toList());
    assertThat(first.links.get(0))
        .isSameAs(set.stream().filter(first.links.get(0)::equals).findFirst().get());
  }

  @Test
  void deserialize_dagOfPlainObjectsUnfoldingTo2To70_readsTheSameSharing() {
    Skiff skiff = skiff(true, true);
    Pairing top = new Pairing();
    top.left = "leaf";
    top.right = "leaf";
    for (int i = 0; i < 70; i++) {
      Pairing next = new Pairing();
      next.left = top;
      next.right = top;
      top = next;
    }

    Object back = skiff.deserialize(skiff.serialize(top));

    Object level = back;
    for (int i = 0; i < 70; i++) {
      Pairing p = (Pairing) level;
      assertThat(p.left).isSameAs(p.right);
      level = p.left;
    }
    assertThat(((Pairing) level).left).isEqualTo("leaf");
  }

  /** {@code n} distinct pairs that all have hash code 0. */
  static List<Pair> colliding(int n) {
    List<Pair> keys = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      keys.add(new Pair(i, -31 * i));
    }
    assertThat(keys.stream().mapToInt(Pair::hashCode).distinct()).containsExactly(0);
    return keys;
  }

  static Stream<Arguments> floodedContainers() {
    return Stream.of(
        Arguments.of("HashSet", new HashSet<>()),
        Arguments.of("LinkedHashSet", new LinkedHashSet<>()),
        Arguments.of("Set.of", Set.of()),
        Arguments.of("HashMap", new HashMap<>()),
        Arguments.of("Hashtable", new Hashtable<>()),
        Arguments.of("Map.of", Map.of()));
  }

  /**
   * A message of a container of {@code empty}'s class holding {@code keys}, made without building
   * that container (which would itself cost the quadratic work): a list's or identity map's message
   * with the container's class tag in place of theirs, as every one of these shares their body
   * format (a size, then chunks).
   */
  static byte[] message(Skiff skiff, Object empty, List<?> keys) {
    byte[] emptyBytes = skiff.serialize(empty); // header, class tag, size 0
    byte[] tag = Arrays.copyOfRange(emptyBytes, 1, emptyBytes.length - 1);
    Object carrier;
    if (empty instanceof Map) {
      Map<Object, Object> identity = new IdentityHashMap<>();
      keys.forEach(k -> identity.put(k, 1));
      carrier = identity;
    } else {
      carrier = new ArrayList<>(keys);
    }
    byte[] carried = skiff.serialize(carrier);
    byte[] carrierTag =
        Arrays.copyOfRange(
            skiff.serialize(empty instanceof Map ? new IdentityHashMap<>() : new ArrayList<>()),
            1,
            2);
    assertThat(carrierTag).hasSize(1);
    byte[] out = new byte[carried.length - 1 + tag.length];
    out[0] = carried[0];
    System.arraycopy(tag, 0, out, 1, tag.length);
    System.arraycopy(carried, 2, out, 1 + tag.length, carried.length - 2);
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("floodedContainers")
  void deserialize_50000KeysOfOneHashCode_failsWithLimitExceeded(String name, Object empty) {
    Skiff skiff = skiff(false, true);
    byte[] bytes = message(skiff, empty, colliding(50_000));

    assertThatThrownBy(() -> skiff.deserialize(bytes))
        .isInstanceOf(LimitExceededException.class)
        .hasMessageContaining("many keys of one hash code");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("floodedContainers")
  void deserialize_1000KeysOfOneHashCode_readsTheSameKeys(String name, Object empty) {
    for (Skiff skiff : List.of(skiff(false, true), skiff(true, false))) {
      List<Pair> keys = colliding(1_000);

      Object back = skiff.deserialize(message(skiff, empty, keys));

      assertThat(back).isInstanceOf(empty.getClass());
      Collection<?> read = back instanceof Map<?, ?> m ? m.keySet() : (Collection<?>) back;
      assertThat(new ArrayList<Object>(read)).containsExactlyInAnyOrderElementsOf(keys);
    }
  }

  /** {@code 2^k} distinct strings of length {@code 2k} that all have one hash code. */
  static List<String> collidingStrings(int k) {
    List<String> out = new ArrayList<>(List.of(""));
    for (int i = 0; i < k; i++) {
      List<String> next = new ArrayList<>();
      for (String s : out) {
        next.add(s + "Aa");
        next.add(s + "BB");
      }
      out = next;
    }
    assertThat(out.stream().mapToInt(String::hashCode).distinct()).hasSize(1);
    return out;
  }

  @Test
  void deserialize_collidingStringsInAHashSet_readsThemAsItTreesTheBucket() {
    Skiff skiff = skiff(false, true);
    Set<String> value = new HashSet<>(collidingStrings(15));

    assertThat(skiff.deserialize(skiff.serialize(value))).isEqualTo(value);
  }

  @Test
  void deserialize_collidingStringsInSetOf_failsWithLimitExceeded() {
    Skiff skiff = skiff(false, true);
    Set<String> value = Set.copyOf(collidingStrings(15));

    byte[] bytes = skiff.serialize(value);

    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(LimitExceededException.class);
  }

  @Test
  void deserialize_largeCopyOnWriteArraySet_failsWithLimitExceeded() {
    Skiff skiff = skiff(false, true);
    List<Integer> many = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      many.add(i);
    }
    CopyOnWriteArraySet<Integer> small = new CopyOnWriteArraySet<>(many.subList(0, 1_000));
    CopyOnWriteArraySet<Integer> large = new CopyOnWriteArraySet<>(many);

    assertThat(skiff.deserialize(skiff.serialize(small))).isEqualTo(small);
    byte[] bytes = skiff.serialize(large);
    assertThatThrownBy(() -> skiff.deserialize(bytes))
        .isInstanceOf(LimitExceededException.class)
        .hasMessageContaining("keyWorkPerByte");
  }

  static Stream<Arguments> urlContainers() throws Exception {
    URL url = URI.create("http://skiff-never-resolved.invalid/x").toURL();
    return Stream.of(
        Arguments.of("HashSet", new HashSet<>(List.of(url))),
        Arguments.of("HashMap key", new HashMap<>(Map.of(url, 1))),
        Arguments.of("key holding a URL", new HashSet<>(List.of(new Link(url)))),
        Arguments.of("Set.of", Set.of(url)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("urlContainers")
  void serialize_urlInSetElementOrMapKey_failsNamingTheUrlProblem(String name, Object value) {
    Skiff skiff = skiff(false, true);

    assertThatThrownBy(() -> skiff.serialize(value))
        .isInstanceOf(SkiffException.class)
        .hasMessageContaining("java.net.URL in a set element or map key");
  }

  @ParameterizedTest(name = "references {0}, registration {1}")
  @MethodSource("configs")
  void deserialize_urlAsSetElementFromHostileBytes_failsBeforeHashing(boolean refs, boolean reg)
      throws Exception {
    Skiff skiff = skiff(refs, reg);
    URL url = URI.create("http://skiff-never-resolved.invalid/x").toURL();
    byte[] list = skiff.serialize(new ArrayList<>(List.of(url)));
    byte[] set = skiff.serialize(new HashSet<>(List.of("x")));
    list[1] = set[1]; // the ArrayList's tag becomes HashSet's: the same body format

    assertThatThrownBy(() -> skiff.deserialize(list))
        .isInstanceOf(MalformedInputException.class)
        .hasMessageContaining("java.net.URL in a set element or map key");
  }

  @Test
  void deserialize_urlsInListsAndMapValues_roundTrip() throws Exception {
    Skiff skiff = skiff(true, true);
    URL url = URI.create("http://skiff-never-resolved.invalid/x").toURL();
    Map<String, Object> value = new HashMap<>();
    value.put("list", new ArrayList<>(List.of(url)));
    value.put("value", url);

    Object back = skiff.deserialize(skiff.serialize(value));

    // URL.equals would resolve the host: compare external forms
    assertThat(back).isInstanceOf(Map.class);
    Map<?, ?> m = (Map<?, ?>) back;
    assertThat(((URL) m.get("value")).toExternalForm()).isEqualTo(url.toExternalForm());
    assertThat(((URL) ((Collection<?>) m.get("list")).iterator().next()).toExternalForm())
        .isEqualTo(url.toExternalForm());
  }
}
