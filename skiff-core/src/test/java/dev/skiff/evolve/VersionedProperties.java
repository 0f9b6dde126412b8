package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random versioned classes ({@link dev.skiff.Since}) in plain mode, generated as Java source at
 * test time: base fields and groups of later fields, compiled once per version into separate class
 * loaders. A random writer version writes an instance followed by more values; a random reader
 * version must read every field both versions have as written, every field the writer lacks at its
 * default, and the values after the instance as written, whatever tail it skipped. Fields of type
 * {@code Object} hold values of classes that may be named first inside a skipped tail. Each try
 * runs one random {@link Mode}.
 */
class VersionedProperties {

  /** The field types of the menu. */
  enum FType {
    INT("int"),
    LONG("long"),
    STRING("String"),
    OBJECT("Object"),
    LIST("List<Object>"),
    POINT("ex.Pt"),
    KIND("ex.Kind"),
    NODE("ex.Nd");

    final String decl;

    FType(String decl) {
      this.decl = decl;
    }
  }

  /**
   * A generated versioned class: base fields, then the fields each later version added (versions 2,
   * 3, ...), the writer's and the reader's versions, the number of values after the instance, a
   * seed for values, the configuration, and whether the class is a record.
   */
  record Versioned(
      List<FType> base,
      List<List<FType>> groups,
      int writer,
      int reader,
      int trailing,
      long seed,
      int mode,
      boolean record) {
    @Override
    public String toString() {
      return "base "
          + base
          + ", groups "
          + groups
          + ", writer v"
          + writer
          + ", reader v"
          + reader
          + ", trailing "
          + trailing
          + ", seed "
          + seed
          + ", mode "
          + Mode.all().get(mode)
          + (record ? ", a record" : ", a plain class");
    }
  }

  @Provide
  Arbitrary<Versioned> classes() {
    Arbitrary<List<FType>> types = Arbitraries.of(FType.class).list().ofMinSize(1).ofMaxSize(3);
    return Combinators.combine(
            Arbitraries.of(FType.class).list().ofMinSize(1).ofMaxSize(3),
            types.list().ofMinSize(1).ofMaxSize(3),
            Arbitraries.integers().between(0, 3),
            Arbitraries.integers().between(0, 3),
            Arbitraries.integers().between(1, 4),
            Arbitraries.longs(),
            Arbitraries.integers().between(0, Mode.all().size() - 1),
            Arbitraries.of(false, true))
        .as(
            (base, groups, a, b, trailing, seed, mode, record) -> {
              // Newer writers (older readers skip part of each tail) as often as the rest.
              int one = 1 + a % (groups.size() + 1);
              int two = 1 + b % (groups.size() + 1);
              boolean newerWriter = (seed & 1) == 0;
              int writer = newerWriter ? Math.max(one, two) : Math.min(one, two);
              int reader = newerWriter ? Math.min(one, two) : Math.max(one, two);
              return new Versioned(base, groups, writer, reader, trailing, seed, mode, record);
            });
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void deserialize_randomWriterAndReaderVersions_sharedFieldsEqualOthersDefaultLaterValuesEqual(
      @ForAll("classes") Versioned v) throws Exception {
    ClassLoader writerLoader = Versions.compile(sources(v, v.writer()));
    ClassLoader readerLoader = Versions.compile(sources(v, v.reader()));
    Mode mode = Mode.all().get(v.mode());
    Random random = new Random(v.seed());
    Object written = instance(writerLoader, random);
    List<Object> values = new ArrayList<>();
    values.add(written);
    for (int i = 0; i < v.trailing(); i++) {
      values.add(value(FType.OBJECT, writerLoader, random, 0));
    }

    List<?> back =
        (List<?>)
            mode.read(
                mode.plainReader(readerLoader), mode.plainWriter(writerLoader).serialize(values));

    Object read = back.get(0);
    for (Field f : fields(read.getClass())) {
      String name = f.getName();
      Object expected =
          version(name) <= v.writer()
              ? describe(get(written, name))
              : (f.getType().isPrimitive() ? describe(zero(f.getType())) : "null");
      assertThat(describe(get(read, name))).as(v + ": field " + name).isEqualTo(expected);
    }
    for (int i = 1; i < values.size(); i++) {
      assertThat(describe(back.get(i)))
          .as(v + ": value " + i + " after the instance")
          .isEqualTo(describe(values.get(i)));
    }
  }

  // ---------------------------------------------------------------------------------------------

  /** The sources of version {@code version}: the base fields and the groups up to it. */
  private static Map<String, String> sources(Versioned v, int version) {
    Map<String, String> src = new HashMap<>();
    src.put("ex.Kind", "package ex; public enum Kind { A, B, C }");
    src.put("ex.Pt", "package ex; public record Pt(int x, int y) {}");
    src.put("ex.Nd", "package ex; public class Nd { public String label; public Object next; }");
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < v.base().size(); i++) {
      lines.add(v.base().get(i).decl + " b" + i);
    }
    for (int g = 0; g + 2 <= version; g++) {
      List<FType> group = v.groups().get(g);
      for (int i = 0; i < group.size(); i++) {
        lines.add(
            "@dev.skiff.Since(" + (g + 2) + ") " + group.get(i).decl + " g" + (g + 2) + "_" + i);
      }
    }
    String head = "package ex;\nimport java.util.*;\n@dev.skiff.Since(1)\n";
    src.put("ex.C", Versions.classC(head, lines, v.record()));
    return src;
  }

  /** The version that added field {@code name}: 1 for a base field, else its group's. */
  private static int version(String name) {
    return name.startsWith("b") ? 1 : Integer.parseInt(name.substring(1, name.indexOf('_')));
  }

  private static List<Field> fields(Class<?> c) throws NoSuchFieldException {
    List<Field> fields = new ArrayList<>();
    if (c.isRecord()) {
      for (RecordComponent rc : c.getRecordComponents()) {
        fields.add(c.getDeclaredField(rc.getName()));
      }
    } else {
      fields.addAll(List.of(c.getFields()));
    }
    return fields;
  }

  private static Object instance(ClassLoader loader, Random random) throws Exception {
    Class<?> c = Versions.load(loader, "ex.C");
    List<Field> fields = fields(c);
    if (c.isRecord()) {
      Object[] args = new Object[fields.size()];
      for (int i = 0; i < args.length; i++) {
        args[i] = value(type(fields.get(i)), loader, random, 0);
      }
      return c.getConstructors()[0].newInstance(args);
    }
    Object o = c.getConstructor().newInstance();
    for (Field f : fields) {
      f.set(o, value(type(f), loader, random, 0));
    }
    return o;
  }

  private static FType type(Field f) {
    String t = f.getGenericType().getTypeName().replace("java.lang.", "").replace("java.util.", "");
    for (FType type : FType.values()) {
      if (type.decl.equals(t)) {
        return type;
      }
    }
    throw new IllegalArgumentException(t);
  }

  /** A fresh random value for a field of {@code type} (never shared, so no back-references). */
  private static Object value(FType type, ClassLoader loader, Random r, int depth)
      throws Exception {
    boolean nullable = type != FType.INT && type != FType.LONG;
    if (nullable && r.nextInt(6) == 0) {
      return null;
    }
    return switch (type) {
      case INT -> r.nextInt();
      case LONG -> r.nextLong();
      case STRING -> "s" + r.nextInt(100);
      case POINT ->
          Versions.load(loader, "ex.Pt").getConstructors()[0].newInstance(r.nextInt(), r.nextInt());
      case KIND -> Versions.load(loader, "ex.Kind").getEnumConstants()[r.nextInt(3)];
      case NODE -> {
        Object n = Versions.load(loader, "ex.Nd").getConstructor().newInstance();
        n.getClass().getField("label").set(n, "n" + r.nextInt(100));
        n.getClass()
            .getField("next")
            .set(n, depth < 2 ? value(FType.OBJECT, loader, r, depth + 1) : null);
        yield n;
      }
      case LIST -> {
        List<Object> l = new ArrayList<>();
        for (int i = r.nextInt(3); i > 0; i--) {
          l.add(depth < 2 ? value(FType.OBJECT, loader, r, depth + 1) : "leaf");
        }
        yield l;
      }
      case OBJECT -> {
        FType[] any = {
          FType.INT, FType.STRING, FType.POINT, FType.KIND, FType.NODE, FType.LIST, FType.LONG
        };
        yield value(any[r.nextInt(any.length)], loader, r, depth);
      }
    };
  }

  private static Object zero(Class<?> primitive) {
    return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(primitive, 1), 0);
  }

  /** The value as text that does not depend on its class loader. */
  private static String describe(Object v) {
    if (v == null) {
      return "null";
    }
    Class<?> c = v.getClass();
    if (v instanceof List<?> l) {
      List<String> parts = new ArrayList<>();
      for (Object o : l) {
        parts.add(describe(o));
      }
      return "List" + parts;
    }
    if (c.getName().equals("ex.Nd")) {
      return "Nd(" + describe(get(v, "label")) + ", " + describe(get(v, "next")) + ")";
    }
    return c.getSimpleName() + ":" + v;
  }
}
