package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static dev.skiff.evolve.Reflect.record;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.Thrown;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compatible mode across two versions of the same classes, compiled separately and loaded through
 * separate class loaders: v1 writes and v2 reads, and v2 writes and v1 reads, in every {@link
 * Mode}.
 */
class CompatibleEvolutionTest {
  static List<Mode> modes() {
    return Mode.all();
  }

  private static final ClassLoader V1 =
      Versions.compile(
          Map.of(
              "ex.Person",
              """
              package ex;
              import java.util.*;
              public class Person {
                public String name;
                public int age;
                public float weight;
                public List<String> nicknames;
                public Address home;
                public int score;
                @dev.skiff.Tag(1) public String email;
                public Person() {}
              }
              """,
              "ex.Address",
              """
              package ex;
              public record Address(String street, int zip) {}
              """,
              "ex.Team",
              """
              package ex;
              import java.util.*;
              public class Team {
                public List<ex.Item> items = new ArrayList<>();
                public Map<String, ex.Item> byName = new HashMap<>();
                public ex.Color color;
                public List<Integer> counts;
                public String[] labels;
                public Object removed;
                public ex.Node kept;
                public EnumSet<ex.Color> shades;
                public EnumMap<ex.Color, Integer> weights;
              }
              """,
              "ex.Item",
              """
              package ex;
              public class Item { public String sku; public int qty; }
              """,
              "ex.Color",
              """
              package ex;
              public enum Color { RED, GREEN }
              """,
              "ex.Gone",
              """
              package ex;
              public class Gone { public String what; public ex.Node node; public java.util.List<Object> more; }
              """,
              "ex.Node",
              """
              package ex;
              public class Node { public String label; }
              """,
              "ex.Profile",
              """
              package ex;
              import java.util.*;
              public class Profile {
                public String name;
                @dev.skiff.Tag(2) public String phone;
                public List<String> tags = List.of();
              }
              """));

  private static final ClassLoader V2 =
      Versions.compile(
          Map.of(
              "ex.Person",
              """
              package ex;
              import java.util.*;
              public class Person {
                public long age;
                @dev.skiff.Alias("name") public String fullName;
                public double weight;
                public Address home;
                public Optional<Integer> score;
                @dev.skiff.Tag(1) public String mail;
                public String country = "NO";
                public Person() {}
              }
              """,
              "ex.Address",
              """
              package ex;
              public record Address(long zip, String city, String street) {}
              """,
              "ex.Team",
              """
              package ex;
              import java.util.*;
              public class Team {
                public List<ex.Item> items;
                public Map<String, ex.Item> byName;
                public ex.Color color;
                public List<Long> counts;
                public List<String> labels;
                public ex.Node kept;
                public EnumSet<ex.Color> shades;
                public EnumMap<ex.Color, Integer> weights;
              }
              """,
              "ex.Item",
              """
              package ex;
              public class Item { public long qty; public String sku; public boolean fresh = true; }
              """,
              "ex.Color",
              """
              package ex;
              public enum Color { BLUE, GREEN, RED }
              """,
              "ex.Node",
              """
              package ex;
              public class Node { public String label; }
              """,
              "ex.Profile",
              """
              package ex;
              import java.util.*;
              public class Profile {
                @dev.skiff.Tag(2) public String mobile;
                public String name;
                public Map<String, Integer> extra;
                public ex.Badge badge;
                public List<ex.Badge> badges;
              }
              """,
              "ex.Badge",
              """
              package ex;
              public class Badge { public String title; public int level; }
              """));

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_v1BytesIntoV2_fieldsMatchedWidenedAndDefaulted(Mode mode) {
    Object address = record(V1, "ex.Address", "Main St", 4321);
    Object person =
        make(
            V1,
            "ex.Person",
            "name",
            "Ann",
            "age",
            42,
            "weight",
            61.5f,
            "nicknames",
            List.of("annie"),
            "home",
            address,
            "score",
            7,
            "email",
            "ann@example.org");

    Object back = mode.read(mode.reader(V2), mode.writer(V1).serialize(person));

    assertThat(back.getClass().getClassLoader()).isSameAs(V2);
    assertThat(get(back, "fullName")).as("renamed through @Alias").isEqualTo("Ann");
    assertThat(get(back, "age")).as("int widened to long").isEqualTo(42L);
    assertThat(get(back, "weight")).as("float widened to double").isEqualTo(61.5d);
    assertThat(get(back, "score")).as("int into Optional<Integer>").isEqualTo(Optional.of(7));
    assertThat(get(back, "mail")).as("matched by @Tag(1)").isEqualTo("ann@example.org");
    assertThat(get(back, "country")).as("new field keeps the constructor's value").isEqualTo("NO");
    Object home = get(back, "home");
    assertThat(get(home, "zip")).as("record component widened").isEqualTo(4321L);
    assertThat(get(home, "street")).isEqualTo("Main St");
    assertThat(get(home, "city")).as("new record component gets its zero value").isNull();
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_v2BytesIntoV1_unknownFieldsAndClassesSkippedTaggedFieldMatched(Mode mode) {
    Object badge = make(V2, "ex.Badge", "title", "gold", "level", 3);
    Object profile =
        make(
            V2,
            "ex.Profile",
            "name",
            "Dee",
            "mobile",
            "+47 555",
            "extra",
            Map.of("k", 1),
            "badge",
            badge,
            "badges",
            List.of(badge, make(V2, "ex.Badge", "title", "silver", "level", 2)));

    Object back = mode.read(mode.reader(V1), mode.writer(V2).serialize(profile));

    assertThat(back.getClass().getClassLoader()).isSameAs(V1);
    assertThat(get(back, "name")).isEqualTo("Dee");
    assertThat(get(back, "phone")).as("renamed, matched by @Tag(2)").isEqualTo("+47 555");
    assertThat(get(back, "tags")).as("a field v2 dropped keeps v1's default").isEqualTo(List.of());
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_narrowedPrimitive_failsNamingClassFieldAndTypes(Mode mode) {
    Object person = make(V2, "ex.Person", "fullName", "Bob", "weight", 80.25d);
    byte[] bytes = mode.writer(V2).serialize(person);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V1), bytes));

    assertThat(e.getMessage())
        .isEqualTo(
            "cannot read field weight of ex.Person: the data has double, the field is float"
                + " (at byte offset "
                + e.offset()
                + ")");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_elementOfNarrowedType_failsNamingFieldAndTypes(Mode mode) {
    Object team = make(V2, "ex.Team", "counts", List.of(1L, 2L));
    byte[] bytes = mode.writer(V2).serialize(team);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V1), bytes));

    assertThat(e.getMessage())
        .startsWith(
            "cannot read field counts of ex.Team: the data has List<Long> (java.lang.Long),"
                + " the field is java.util.List<java.lang.Integer>");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_nestedEvolvedClassesInCollectionsAndMaps_convertedAtEveryLevel(Mode mode) {
    Object item = make(V1, "ex.Item", "sku", "A-1", "qty", 3);
    Map<String, Object> byName = new HashMap<>();
    byName.put("a", make(V1, "ex.Item", "sku", "B-2", "qty", 5));
    Object node = make(V1, "ex.Node", "label", "shared");
    Object gone = make(V1, "ex.Gone", "what", "dropped", "node", node, "more", List.of(node, 1));
    Object team =
        make(
            V1,
            "ex.Team",
            "items",
            new ArrayList<>(List.of(item)),
            "byName",
            byName,
            "color",
            enumConstant(V1, "ex.Color", "GREEN"),
            "counts",
            List.of(1, 2, 3),
            "labels",
            new String[] {"x", "y"},
            "removed",
            gone,
            "kept",
            node);

    Object back = mode.read(mode.reader(V2), mode.writer(V1).serialize(team));

    List<?> items = (List<?>) get(back, "items");
    assertThat(get(items.get(0), "qty")).isEqualTo(3L);
    assertThat(get(items.get(0), "fresh")).isEqualTo(true);
    Object b = ((Map<?, ?>) get(back, "byName")).get("a");
    assertThat(get(b, "sku")).isEqualTo("B-2");
    assertThat(get(b, "qty")).isEqualTo(5L);
    assertThat(get(back, "color").toString()).as("enum read by name").isEqualTo("GREEN");
    assertThat(get(back, "counts"))
        .as("List<Integer> into List<Long>")
        .isEqualTo(List.of(1L, 2L, 3L));
    assertThat(get(back, "labels")).as("String[] into List<String>").isEqualTo(List.of("x", "y"));
    assertThat(get(get(back, "kept"), "label"))
        .as("a value first met inside a skipped field of a class v2 lacks")
        .isEqualTo("shared");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_enumConstantTheReaderLacks_failsOrReadsNullWhenAsked(Mode mode) {
    Object team = make(V2, "ex.Team", "color", enumConstant(V2, "ex.Color", "BLUE"));
    byte[] bytes = mode.writer(V2).serialize(team);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V1), bytes));
    assertThat(e.getMessage()).contains("ex.Color").contains("BLUE");
    Skiff lenient = mode.builder(V1, true).readUnknownEnumConstantsAsNull(true).build();
    assertThat(get(mode.read(lenient, bytes), "color")).isNull();
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_sameVersion_roundTripsAndIsReadByTheFastPath(Mode mode) {
    Object person = make(V2, "ex.Person", "fullName", "Cy", "age", 5L, "score", Optional.empty());
    Skiff skiff = mode.writer(V2);

    Object back = mode.read(mode.reader(V2), skiff.serialize(person));

    assertThat(get(back, "fullName")).isEqualTo("Cy");
    assertThat(get(back, "age")).isEqualTo(5L);
    assertThat(get(back, "score")).isEqualTo(Optional.empty());
  }

  @org.junit.jupiter.api.Test
  void incompatibilities_olderSchemaAgainstNewerClass_acceptsWideningAndNamesNarrowing() {
    Skiff skiff = Skiff.builder().compatible(true).build();
    byte[] v1Person = skiff.schemaOf(Versions.load(V1, "ex.Person"));
    byte[] v2Person = skiff.schemaOf(Versions.load(V2, "ex.Person"));

    assertThat(skiff.incompatibilities(v1Person, Versions.load(V2, "ex.Person"))).isEmpty();
    assertThat(skiff.incompatibilities(v2Person, Versions.load(V1, "ex.Person")))
        .containsExactly(
            "field weight of ex.Person: written as Double, declared float: not a widening,"
                + " boxing, Optional, array-list or supertype change",
            "field age of ex.Person: written as Long, declared int: not a widening, boxing,"
                + " Optional, array-list or supertype change");
    // Optional<Integer> into int is accepted like Integer into int: an empty one (a null) fails
    // when it is read.
    assertThat(
            skiff.incompatibilities(
                skiff.schemaOf(Versions.load(V2, "ex.Team")), Versions.load(V1, "ex.Team")))
        .containsExactly(
            "field counts of ex.Team: written as List<Long>, declared"
                + " java.util.List<java.lang.Integer>: not a widening, boxing, Optional,"
                + " array-list or supertype change");
  }

  @ParameterizedTest
  @MethodSource("modes")
  @SuppressWarnings({"unchecked", "rawtypes"})
  void deserialize_enumSetAndMapOfReorderedEnum_mappedByName(Mode mode) {
    Object red = enumConstant(V1, "ex.Color", "RED");
    Object green = enumConstant(V1, "ex.Color", "GREEN");
    java.util.EnumSet shades = java.util.EnumSet.of((Enum) red, (Enum) green);
    java.util.EnumMap weights = new java.util.EnumMap(Versions.load(V1, "ex.Color"));
    weights.put(red, 1);
    weights.put(green, 2);
    Object team = make(V1, "ex.Team", "shades", shades, "weights", weights);

    Object back = mode.read(mode.reader(V2), mode.writer(V1).serialize(team));

    assertThat(get(back, "shades").toString()).isEqualTo("[GREEN, RED]");
    assertThat(get(back, "weights").toString()).isEqualTo("{GREEN=2, RED=1}");
  }

  @ParameterizedTest
  @MethodSource("modes")
  @SuppressWarnings({"unchecked", "rawtypes"})
  void deserialize_enumSetWithConstantTheReaderLacks_failsOrDropsItWhenAsked(Mode mode) {
    Object blue = enumConstant(V2, "ex.Color", "BLUE");
    Object red = enumConstant(V2, "ex.Color", "RED");
    Object team = make(V2, "ex.Team", "shades", java.util.EnumSet.of((Enum) blue, (Enum) red));
    byte[] bytes = mode.writer(V2).serialize(team);

    Thrown.by(MalformedInputException.class, () -> mode.read(mode.reader(V1), bytes));
    Skiff lenient = mode.builder(V1, true).readUnknownEnumConstantsAsNull(true).build();
    assertThat(get(mode.read(lenient, bytes), "shades").toString()).isEqualTo("[RED]");
  }

  private static Object enumConstant(ClassLoader loader, String name, String constant) {
    for (Object c : Versions.load(loader, name).getEnumConstants()) {
      if (c.toString().equals(constant)) {
        return c;
      }
    }
    throw new IllegalArgumentException(constant);
  }
}
