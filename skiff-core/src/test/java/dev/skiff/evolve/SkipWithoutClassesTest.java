package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compatible mode's promise that a reader skips a field it does not know even when the field holds
 * values of classes it does not have at all, in every shape a value can take: enums, records and
 * plain classes alone, in arrays, collections and maps (as keys and as values), in {@code EnumSet}
 * and {@code EnumMap}, in {@code Optional}. The skipped value also names a class both sides have
 * first, so the fields after it show that the class-name and schema tables stayed aligned.
 */
class SkipWithoutClassesTest {
  private static final ClassLoader V1 =
      Versions.compile(
          Map.of(
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
              "package ex; public class Known { public int n; }"));

  /** The reader: the holder without the field, and none of the classes only that field held. */
  private static final ClassLoader V2 =
      Versions.compile(
          Map.of(
              "ex.Holder",
              "package ex; public class Holder { public String after; public Object later; }",
              "ex.Known",
              "package ex; public class Known { public int n; }"));

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
            new Shape("singleton of an array", () -> Collections.singletonList(bags(2))));
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

  // ---------------------------------------------------------------------------------------------
  // values of the writer's classes

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
