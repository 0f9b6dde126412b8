package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random pairs of compatible class versions, generated as Java source at test time and compiled
 * into two class loaders: a v1 with random fields, and a v2 that drops, adds, reorders, renames
 * (through {@code @Alias}), numbers (through {@code @Tag}) and widens some of them, and always
 * drops fields holding classes only v1 has. Random v1 values must read into v2 with every kept
 * field equal (widened where the type widened) and every added field at its default; and where no
 * field was widened, v2 values must read back into v1 the same way. Each try runs one random {@link
 * Mode} (references, generated or interpreted codecs).
 */
class EvolutionProperties {

  /** One field type of the menu: its v1 declaration, and what it may widen to in v2. */
  enum FType {
    INT("int", "long"),
    LONG("long", "double"),
    FLOAT("float", "double"),
    DOUBLE("double", null),
    BOOLEAN("boolean", null),
    BOXED_INT("Integer", "Long"),
    STRING("String", "Optional<String>"),
    STRINGS("String[]", "List<String>"),
    LIST("List<Integer>", "List<Long>"),
    MAP("Map<String, Integer>", "Map<String, Long>"),
    KIND("ex.Kind", null),
    POINT("ex.Pt", null),
    /** Values of classes only v1 has (so v2 always drops the field), holding a {@code Pt}. */
    GONE("Object", null);

    final String decl;
    final String widened;

    FType(String decl, String widened) {
      this.decl = decl;
      this.widened = widened;
    }
  }

  /** One field of v1 and what becomes of it in v2. */
  record FieldSpec(
      String name, FType type, boolean dropped, boolean renamed, boolean tagged, boolean widened) {}

  /**
   * A generated evolution: v1's fields, v2's added fields, a seed for values and order, the
   * configuration, and whether the class is a record (else a plain class).
   */
  record Evolution(List<FieldSpec> fields, List<FType> added, long seed, int mode, boolean record) {
    boolean anyWidened() {
      return fields.stream().anyMatch(f -> f.widened && !f.dropped);
    }

    @Override
    public String toString() {
      return "fields "
          + fields
          + ", added "
          + added
          + ", seed "
          + seed
          + ", mode "
          + mode
          + (record ? ", a record" : ", a plain class");
    }
  }

  @Provide
  Arbitrary<Evolution> evolutions() {
    Arbitrary<FieldSpec> field =
        net.jqwik.api.Combinators.combine(
                Arbitraries.of(FType.class),
                Arbitraries.of(true, false, false, false),
                Arbitraries.of(true, false, false),
                Arbitraries.of(true, false, false),
                Arbitraries.of(true, false, false))
            .as((t, drop, rename, tag, widen) -> new FieldSpec("", t, drop, rename, tag, widen));
    return net.jqwik.api.Combinators.combine(
            field.list().ofMinSize(1).ofMaxSize(8),
            Arbitraries.of(FType.class).filter(t -> t != FType.GONE).list().ofMaxSize(3),
            Arbitraries.longs(),
            Arbitraries.integers().between(0, Mode.withRegistered().size() - 1),
            Arbitraries.of(false, true))
        .as(
            (fs, added, seed, mode, record) -> {
              List<FieldSpec> named = new ArrayList<>();
              for (int i = 0; i < fs.size(); i++) {
                FieldSpec f = fs.get(i);
                boolean widen = f.widened() && f.type().widened != null;
                boolean drop = f.dropped() || f.type() == FType.GONE;
                named.add(new FieldSpec("f" + i, f.type(), drop, f.renamed(), f.tagged(), widen));
              }
              return new Evolution(named, added, seed, mode, record);
            });
  }

  @Property(tries = 60)
  void deserialize_randomCompatibleVersions_keptFieldsEqualAddedFieldsDefault(
      @ForAll("evolutions") Evolution evolution) throws Exception {
    Mode mode = Mode.withRegistered().get(evolution.mode());
    ClassLoader v1 = Versions.compile(sources(evolution, false, mode.registered()));
    ClassLoader v2 = Versions.compile(sources(evolution, true, mode.registered()));
    Random random = new Random(evolution.seed());

    Object old = instance(v1, random);
    Object read = mode.read(mode.reader(v2), mode.writer(v1).serialize(old));
    check(evolution, old, read, false);

    if (!evolution.anyWidened()) {
      Object young = instance(v2, random);
      Object back = mode.read(mode.reader(v1), mode.writer(v2).serialize(young));
      check(evolution, young, back, true);
    }
  }

  // ---------------------------------------------------------------------------------------------

  /**
   * The sources of one side. With registration both sides register the same classes, so there the
   * second keeps the classes only dropped fields use.
   */
  private static Map<String, String> sources(Evolution e, boolean second, boolean registered) {
    Map<String, String> src = new HashMap<>();
    src.put("ex.Kind", "package ex; public enum Kind { A, B, C }");
    src.put("ex.Pt", "package ex; public record Pt(int x, int y) {}");
    if (!second || registered) {
      src.put("ex.Gone", "package ex; public class Gone { public Object inner; public ex.Pt pt; }");
      src.put("ex.GoneKind", "package ex; public enum GoneKind { P, Q }");
    }
    List<String> lines = new ArrayList<>();
    for (FieldSpec f : e.fields()) {
      if (second && f.dropped()) {
        continue;
      }
      String name = second && f.renamed() ? f.name() + "r" : f.name();
      String type = second && f.widened() ? f.type().widened : f.type().decl;
      String annotations = f.tagged() ? "@dev.skiff.Tag(" + (100 + index(e, f)) + ") " : "";
      if (second && f.renamed() && !f.tagged()) {
        annotations += "@dev.skiff.Alias(\"" + f.name() + "\") ";
      }
      lines.add(annotations + type + " " + name);
    }
    if (second) {
      for (int i = 0; i < e.added().size(); i++) {
        lines.add(e.added().get(i).decl + " added" + i);
      }
      java.util.Collections.shuffle(lines, new Random(e.seed()));
    }
    src.put("ex.C", Versions.classC("package ex;\nimport java.util.*;\n", lines, e.record()));
    return src;
  }

  private static int index(Evolution e, FieldSpec f) {
    return e.fields().indexOf(f);
  }

  /** An instance of the class of one side with random values in every field. */
  private static Object instance(ClassLoader loader, Random random) throws Exception {
    Class<?> c = Versions.load(loader, "ex.C");
    if (c.isRecord()) {
      java.lang.reflect.RecordComponent[] components = c.getRecordComponents();
      Object[] args = new Object[components.length];
      for (int i = 0; i < args.length; i++) {
        args[i] = value(c.getDeclaredField(components[i].getName()), random);
      }
      return c.getConstructors()[0].newInstance(args);
    }
    Object o = c.getConstructor().newInstance();
    for (Field f : c.getFields()) {
      f.set(o, value(f, random));
    }
    return o;
  }

  private static Object value(Field f, Random r) throws Exception {
    Class<?> t = f.getType();
    if (t == int.class || t == Integer.class) {
      return r.nextInt();
    } else if (t == long.class || t == Long.class) {
      return r.nextLong();
    } else if (t == float.class) {
      return r.nextFloat();
    } else if (t == double.class) {
      return r.nextDouble();
    } else if (t == boolean.class) {
      return r.nextBoolean();
    } else if (t == String.class) {
      return "s" + r.nextInt(1000);
    } else if (t == Optional.class) {
      return r.nextBoolean() ? Optional.of("o" + r.nextInt(9)) : Optional.empty();
    } else if (t == String[].class) {
      return new String[] {"a" + r.nextInt(9), "b"};
    } else if (t == List.class) {
      boolean longs = f.getGenericType().getTypeName().contains("Long");
      List<Object> l = new ArrayList<>();
      for (int i = r.nextInt(4); i > 0; i--) {
        l.add(longs ? (Object) r.nextLong() : (Object) r.nextInt());
      }
      if (f.getGenericType().getTypeName().contains("String")) {
        return new ArrayList<>(List.of("x" + r.nextInt(9)));
      }
      return l;
    } else if (t == Map.class) {
      boolean longs = f.getGenericType().getTypeName().contains("Long");
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("k" + r.nextInt(9), longs ? (Object) r.nextLong() : (Object) r.nextInt());
      return m;
    } else if (t.isEnum()) {
      return t.getEnumConstants()[r.nextInt(3)];
    } else if (t.isRecord()) {
      return t.getConstructors()[0].newInstance(r.nextInt(), r.nextInt());
    } else if (t == Object.class) {
      return gone(f.getDeclaringClass().getClassLoader(), r, 0);
    }
    throw new IllegalArgumentException(t.toString());
  }

  /** A value of v1's classes that v2 lacks, holding a {@code Pt}, which both have. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object gone(ClassLoader v1, Random r, int depth) throws Exception {
    Class kind = Versions.load(v1, "ex.GoneKind");
    Object gone = Versions.load(v1, "ex.Gone").getConstructor().newInstance();
    gone.getClass()
        .getField("pt")
        .set(gone, Versions.load(v1, "ex.Pt").getConstructors()[0].newInstance(1, r.nextInt()));
    Object inner =
        switch (depth < 2 ? r.nextInt(5) : 0) {
          case 0 -> kind.getEnumConstants()[r.nextInt(2)];
          case 1 -> java.util.EnumSet.allOf(kind);
          case 2 -> new ArrayList<>(List.of(gone(v1, r, depth + 1), "s"));
          case 3 -> new java.util.TreeMap<>(Map.of("k", gone(v1, r, depth + 1)));
          default -> null;
        };
    gone.getClass().getField("inner").set(gone, inner);
    return gone;
  }

  /**
   * Checks {@code read} (the other side's class) against {@code written}: fields present on both
   * sides equal after conversion, the others at their defaults.
   */
  private static void check(Evolution e, Object written, Object read, boolean fromSecond)
      throws Exception {
    Class<?> rc = read.getClass();
    for (FieldSpec f : e.fields()) {
      String v1Name = f.name();
      String v2Name = f.renamed() ? f.name() + "r" : f.name();
      String wName = fromSecond ? v2Name : v1Name;
      String rName = fromSecond ? v1Name : v2Name;
      if (f.dropped() && !fromSecond) {
        continue; // v2 has no such field
      }
      Field rf = rc.getDeclaredField(rName);
      if (f.dropped()) {
        assertThat(get(read, rName)).as(e + ": " + rName + " (dropped by v2)").isEqualTo(zero(rf));
        continue;
      }
      if (fromSecond && f.renamed() && !f.tagged()) {
        // v1 does not know v2's new name: the field keeps its default.
        assertThat(get(read, rName)).as(e + ": " + rName + " (renamed)").isEqualTo(zero(rf));
        continue;
      }
      Object expected = convert(get(written, wName), rf);
      assertThat(normalize(get(read, rName))).as(e + ": " + rName).isEqualTo(normalize(expected));
    }
    if (!fromSecond) {
      for (int i = 0; i < e.added().size(); i++) {
        Field added = rc.getDeclaredField("added" + i);
        assertThat(get(read, "added" + i)).as(e + ": added" + i).isEqualTo(zero(added));
      }
    }
  }

  private static Object zero(Field f) {
    Class<?> t = f.getType();
    if (!t.isPrimitive()) {
      return null;
    }
    return Array.get(Array.newInstance(t, 1), 0);
  }

  /** The value {@code v} as the reader's field {@code to} should hold it. */
  private static Object convert(Object v, Field to) {
    Class<?> t = to.getType();
    if (v == null) {
      return t == Optional.class ? Optional.empty() : null;
    }
    if ((t == long.class || t == Long.class) && v instanceof Integer i) {
      return (long) i;
    }
    if (t == double.class && v instanceof Number n) {
      return n.doubleValue();
    }
    if (t == Optional.class && !(v instanceof Optional)) {
      return Optional.of(v);
    }
    if (t == List.class && v instanceof String[] a) {
      return Arrays.asList(a);
    }
    if (t == List.class && to.getGenericType().getTypeName().contains("Long")) {
      List<Object> out = new ArrayList<>();
      for (Object o : (List<?>) v) {
        out.add(o instanceof Integer i ? (Object) (long) i : o);
      }
      return out;
    }
    if (t == Map.class && to.getGenericType().getTypeName().contains("Long")) {
      Map<Object, Object> out = new LinkedHashMap<>();
      ((Map<?, ?>) v).forEach((k, x) -> out.put(k, x instanceof Integer i ? (Object) (long) i : x));
      return out;
    }
    return v;
  }

  /** Compares arrays by content and values of other loaders' enums and records by text. */
  private static Object normalize(Object v) {
    if (v instanceof Object[] a) {
      return Arrays.asList(a);
    }
    if (v instanceof Enum<?> || (v != null && v.getClass().isRecord())) {
      return v.toString();
    }
    return v;
  }
}
