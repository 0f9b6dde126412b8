package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.Thrown;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compatible mode's promise that a reader skips a field it does not know even when the field holds
 * values of classes it does not have at all, in every shape a value can take: enums, records and
 * plain classes alone, in arrays, collections and maps (as keys and as values), in {@code EnumSet}
 * and {@code EnumMap}, in {@code Optional}, in sorted containers whose comparator is such a class,
 * behind serialization hooks and custom encodings. The skipped value also names a class both sides
 * have first, so the fields after it show that the class-name and schema tables stayed aligned.
 * With references on, a kept field that shares a container with the dropped one gets it when every
 * class in it is known, and a clear failure when the reader would otherwise see stand-ins.
 */
class SkipWithoutClassesTest {
  // Classes both sides have, whose fields are declared as an interface only the writer's classes
  // (ex.Task) implement.
  private static final String JOB = "package ex; public class Job { public Runnable task; }";
  private static final String JOBS =
      "package ex; public class Jobs { public Runnable[] tasks; public java.util.List<Runnable>"
          + " list; public java.util.Map<String, Runnable> byName; }";
  private static final String JOB_REC = "package ex; public record JobRec(Runnable task) {}";

  private static final ClassLoader V1 =
      Versions.compile(
          sources(
              "ex.Holder",
              "package ex; public class Holder { public Object gone; public String after;"
                  + " public Object later; }",
              "ex.Hue",
              "package ex; public enum Hue { R, G }",
              "ex.Rec",
              "package ex; public record Rec(int a, String b) {}",
              "ex.Bag",
              "package ex; public class Bag { public String s; public Object o; }",
              "ex.Known",
              "package ex; public class Known { public int n; }",
              "ex.Cmp",
              "package ex; public class Cmp implements java.util.Comparator<Object>,"
                  + " java.io.Serializable { public int compare(Object a, Object b) {"
                  + " return String.valueOf(b).compareTo(String.valueOf(a)); } }",
              "ex.Hooks",
              "package ex; public class Hooks implements java.io.Serializable { public String s ="
                  + " \"h\"; private void writeObject(java.io.ObjectOutputStream o) throws"
                  + " java.io.IOException { o.defaultWriteObject(); o.writeObject(new Known()); }"
                  + " private void readObject(java.io.ObjectInputStream i) throws Exception {"
                  + " i.defaultReadObject(); i.readObject(); } }",
              "ex.Ext",
              "package ex; public class Ext implements java.io.Externalizable { public Ext() {}"
                  + " public void writeExternal(java.io.ObjectOutput o) throws java.io.IOException"
                  + " { o.writeUTF(\"e\"); } public void readExternal(java.io.ObjectInput i)"
                  + " throws java.io.IOException { i.readUTF(); } }",
              "ex.Bags",
              "package ex; public class Bags extends java.util.ArrayList<Object> { public int n ="
                  + " 3; }",
              "ex.Oops",
              "package ex; public class Oops extends RuntimeException { public Oops() {"
                  + " super(\"oops\"); } }",
              "ex.Task",
              "package ex; public class Task implements Runnable { public void run() {} }",
              "ex.Job",
              JOB,
              "ex.Jobs",
              JOBS,
              "ex.JobRec",
              JOB_REC));

  /** The reader: the holder without the field, and none of the classes only that field held. */
  private static final ClassLoader V2 =
      Versions.compile(
          Map.of(
              "ex.Holder",
              "package ex; public class Holder { public String after; public Object later; }",
              "ex.Known",
              "package ex; public class Known { public int n; }",
              "ex.Job",
              JOB,
              "ex.Jobs",
              JOBS,
              "ex.JobRec",
              JOB_REC));

  /** Class names and sources, in pairs, as a map (more than {@code Map.of} takes). */
  private static Map<String, String> sources(String... namesAndSources) {
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i < namesAndSources.length; i += 2) {
      m.put(namesAndSources[i], namesAndSources[i + 1]);
    }
    return m;
  }

  /** One shape of the dropped field's value, built from the writer's classes. */
  record Shape(String name, Supplier<Object> value) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Arguments> cases() {
    List<Shape> shapes =
        List.of(
            new Shape("enum constant", () -> hue(1)),
            new Shape("record", SkipWithoutClassesTest::rec),
            new Shape("EnumSet", () -> enumSet(hue(0))),
            new Shape("empty EnumSet", () -> EnumSet.complementOf(enumSet(hue(0), hue(1)))),
            new Shape("EnumMap", SkipWithoutClassesTest::enumMap),
            new Shape("array", () -> bags(1)),
            new Shape("array of arrays", SkipWithoutClassesTest::bagArrays),
            new Shape("list", () -> new ArrayList<>(List.of(bag(), rec(), known(2)))),
            new Shape("linked list", () -> new LinkedList<>(List.of(rec(), known(3)))),
            new Shape("map keys and values", SkipWithoutClassesTest::hashMap),
            new Shape("set", () -> new HashSet<>(List.of(bag(), rec(), hue(1)))),
            new Shape("sorted map", () -> new TreeMap<>(Map.of("k", rec()))),
            new Shape("object array", () -> new Object[] {hue(0), enumSet(hue(1)), bag()}),
            new Shape("optional", () -> Optional.of(bag())),
            new Shape("immutable map", () -> Map.of(hue(0), hue(1))),
            new Shape("immutable set", () -> Set.of(rec())),
            new Shape(
                "sets and maps in a list",
                () -> new ArrayList<>(List.of(enumSet(), emptyEnumMap(), bag()))),
            new Shape("singleton of an array", () -> Collections.singletonList(bags(2))),
            new Shape("tree set with its comparator", () -> sorted(new TreeSet<>(cmp()))),
            new Shape("tree map with its comparator", () -> sortedMap(new TreeMap<>(cmp()))),
            new Shape(
                "priority queue with its comparator", () -> sorted(new PriorityQueue<>(cmp()))),
            new Shape("skip-list set", () -> sorted(new ConcurrentSkipListSet<>(cmp()))),
            new Shape("reversed comparator", () -> Collections.reverseOrder(cmp())),
            new Shape("serialization hooks", () -> instance("ex.Hooks")),
            new Shape("externalizable", () -> instance("ex.Ext")),
            new Shape("collection subclass", SkipWithoutClassesTest::bagList),
            new Shape("throwable", () -> instance("ex.Oops")),
            new Shape("known class, its interface field holding one", () -> job(task())),
            new Shape("known class, its interface arrays and containers", () -> jobs(task())),
            new Shape(
                "known record, its interface component holding one",
                () -> Reflect.record(V1, "ex.JobRec", task())),
            new Shape(
                "one object in an Object slot and an interface field",
                SkipWithoutClassesTest::sharedTask));
    return shapes.stream().flatMap(s -> Mode.all().stream().map(m -> Arguments.of(s, m)));
  }

  @ParameterizedTest
  @MethodSource("cases")
  void deserialize_droppedFieldHoldingClassesTheReaderLacks_skippedAndLaterFieldsRead(
      Shape shape, Mode mode) {
    Object holder =
        make(V1, "ex.Holder", "gone", shape.value().get(), "after", "A", "later", known(5));

    Object back = mode.read(mode.reader(V2), mode.writer(V1).serialize(holder));

    assertThat(get(back, "after")).isEqualTo("A");
    assertThat(back.getClass().getClassLoader()).isSameAs(V2);
    assertThat(get(back, "later").getClass().getClassLoader()).isSameAs(V2);
    assertThat(get(get(back, "later"), "n")).isEqualTo(5);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_keptFieldSharingASkippedListOfMissingClasses_failsInsteadOfHandingOutStandIns(
      Mode mode) {
    assertSharingASkippedValueFails(mode, new ArrayList<>(List.of(bag(), "x")));
  }

  /**
   * Checks that a kept field sharing {@code shared} with a dropped one fails as a back-reference to
   * a skipped value. Without references the value is written twice, and the kept copy fails to load
   * for its own reasons, so only modes with references check anything.
   */
  private static void assertSharingASkippedValueFails(Mode mode, Object shared) {
    if (!mode.refs()) {
      return;
    }
    Object holder = make(V1, "ex.Holder", "gone", shared, "after", "A", "later", shared);
    byte[] bytes = mode.writer(V1).serialize(holder);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V2), bytes));

    assertThat(e.getMessage()).contains("back-reference to a value this reader skipped");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_keptFieldSharingASkippedListOfKnownClasses_readsTheList(Mode mode) {
    List<Object> shared = new ArrayList<>(List.of(known(7), "x"));
    Object holder = make(V1, "ex.Holder", "gone", shared, "after", "A", "later", shared);

    Object back = mode.read(mode.reader(V2), mode.writer(V1).serialize(holder));

    List<?> later = (List<?>) get(back, "later");
    assertThat(later).hasSize(2);
    assertThat(get(later.get(0), "n")).isEqualTo(7);
    assertThat(later.get(1)).isEqualTo("x");
  }

  /**
   * Inside a skipped value, an object of a class the reader has takes null in a field whose
   * declared type the writer's value of a missing class implemented; the object is thrown away, so
   * a kept field that shares it fails rather than getting it incomplete.
   */
  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_keptFieldSharingAKnownObjectThatHeldAMissingClass_failsInsteadOfHandingItOut(
      Mode mode) {
    assertSharingASkippedValueFails(mode, job(task()));
  }

  /** Outside a skipped value, a missing class is never replaced: the read fails, naming it. */
  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_keptKnownObjectWhoseInterfaceFieldHoldsAMissingClass_failsNamingTheClass(
      Mode mode) {
    Object holder = make(V1, "ex.Holder", "after", "A", "later", job(task()));
    byte[] bytes = mode.writer(V1).serialize(holder);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V2), bytes));

    assertThat(e.getMessage()).contains("ex.Task");
  }

  static List<Mode> modes() {
    return Mode.all();
  }

  // ---------------------------------------------------------------------------------------------
  // values of the writer's classes

  private static Object instance(String name) {
    try {
      return Versions.load(V1, name).getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  @SuppressWarnings("unchecked")
  private static Comparator<Object> cmp() {
    return (Comparator<Object>) instance("ex.Cmp");
  }

  private static Collection<Object> sorted(Collection<Object> c) {
    c.addAll(List.of("a", "b"));
    return c;
  }

  private static Map<Object, Object> sortedMap(Map<Object, Object> m) {
    m.put("k", bag());
    m.put("j", rec());
    return m;
  }

  @SuppressWarnings("unchecked")
  private static Object bagList() {
    List<Object> l = (List<Object>) instance("ex.Bags");
    l.add(bag());
    return l;
  }

  @SuppressWarnings("unchecked")
  private static Class<Enum<?>> hueClass() {
    return (Class<Enum<?>>) (Class<?>) Versions.load(V1, "ex.Hue");
  }

  private static Enum<?> hue(int ordinal) {
    return hueClass().getEnumConstants()[ordinal];
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static EnumSet<?> enumSet(Enum<?>... constants) {
    EnumSet set = EnumSet.noneOf((Class) hueClass());
    set.addAll(List.of(constants));
    return set;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static EnumMap<?, ?> enumMap() {
    EnumMap map = new EnumMap((Class) hueClass());
    map.put(hue(0), known(1));
    map.put(hue(1), bag());
    return map;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static EnumMap<?, ?> emptyEnumMap() {
    return new EnumMap((Class) hueClass());
  }

  private static Object task() {
    return instance("ex.Task");
  }

  private static Object job(Object task) {
    return make(V1, "ex.Job", "task", task);
  }

  private static Object jobs(Object task) {
    Object tasks = Array.newInstance(Runnable.class, 3);
    Array.set(tasks, 0, task);
    Array.set(tasks, 2, instance("ex.Task"));
    Map<String, Object> byName = new HashMap<>();
    byName.put("t", task);
    return make(
        V1,
        "ex.Jobs",
        "tasks",
        tasks,
        "list",
        new ArrayList<>(List.of(task, task)),
        "byName",
        byName);
  }

  /** One object of a missing class, first in an {@code Object} slot, then in an interface field. */
  private static Object sharedTask() {
    Object task = task();
    return new ArrayList<>(List.of(task, job(task), jobs(task)));
  }

  private static Object rec() {
    return Reflect.record(V1, "ex.Rec", 3, "rec");
  }

  private static Object known(int n) {
    return make(V1, "ex.Known", "n", n);
  }

  /** A plain class the reader lacks, holding one it has (named first inside the skipped value). */
  private static Object bag() {
    return make(V1, "ex.Bag", "s", "bag", "o", known(1));
  }

  private static Object bags(int n) {
    Object bags = Array.newInstance(Versions.load(V1, "ex.Bag"), n);
    Array.set(bags, 0, bag());
    return bags;
  }

  private static Object bagArrays() {
    Object bags = bags(2);
    Object outer = Array.newInstance(bags.getClass(), 1);
    Array.set(outer, 0, bags);
    return outer;
  }

  private static Map<Object, Object> hashMap() {
    Map<Object, Object> m = new HashMap<>();
    m.put(bag(), rec());
    m.put(rec(), known(4));
    return m;
  }
}
