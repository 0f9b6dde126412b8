package dev.skiff.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Build-time codecs against run-time generated codecs on classes invented per try: the source of a
 * random class (random field names, types, visibility, final, transient and static fields, constant
 * finals, a superclass with possibly shadowed names, with or without a no-arg constructor), a
 * random nested class and a random record, all compiled by the real {@code javac} with the
 * processor, loaded in a fresh loader and filled with random values. In a random configuration both
 * must write the same bytes, and each must read the other's bytes back to a value that writes them
 * again.
 */
class BuildTimeVsRunTimeProperties {
  private static final AtomicInteger IDS = new AtomicInteger();

  /** The field types of invented classes: source text and how to make a value. */
  private enum FType {
    BOOLEAN("boolean"),
    BYTE("byte"),
    CHAR("char"),
    SHORT("short"),
    INT("int"),
    LONG("long"),
    FLOAT("float"),
    DOUBLE("double"),
    BOX_BOOLEAN("Boolean"),
    BOX_BYTE("Byte"),
    BOX_CHAR("Character"),
    BOX_SHORT("Short"),
    BOX_INT("Integer"),
    BOX_LONG("Long"),
    BOX_FLOAT("Float"),
    BOX_DOUBLE("Double"),
    STRING("String"),
    ENUM("Suit"),
    LIST("java.util.List<String>"),
    MAP("java.util.Map<String, Integer>"),
    INT_ARRAY("int[]"),
    STRING_ARRAY("String[]"),
    OBJECT("Object"),
    NESTED("N"),
    RECORD("R");

    final String source;

    FType(String source) {
      this.source = source;
    }
  }

  /** One invented field. */
  record FieldSpec(String name, FType type, String visibility, boolean fin, boolean extra) {
    /** {@code extra}: static or transient, by the field's index parity. */
    String declaration(int index, String suffix) {
      StringBuilder s = new StringBuilder(visibility);
      if (extra) {
        s.append(index % 2 == 0 ? "static " : "transient ");
      }
      if (fin && !extra) {
        s.append("final ");
      }
      String t = type.source.replace("Suit", "Suit" + suffix);
      t = t.equals("N") ? "N" + suffix : t.equals("R") ? "R" + suffix : t;
      s.append(t).append(' ').append(name);
      if (fin && !extra && type == FType.INT && index % 3 == 0) {
        s.append(" = 3"); // a constant variable
      } else if (extra && index % 2 == 0) {
        s.append(" = ").append(zero(type));
      }
      return s.append(';').toString();
    }
  }

  record Model(
      List<FieldSpec> main,
      List<FieldSpec> sup,
      List<FieldSpec> nested,
      List<FType> record,
      boolean noArg,
      long seed,
      int configBits) {}

  @Provide
  Arbitrary<Model> models() {
    Arbitrary<FieldSpec> field =
        net.jqwik.api.Combinators.combine(
                Arbitraries.of("a", "b", "c", "count", "name", "x", "y", "zeta"),
                Arbitraries.of(FType.class),
                Arbitraries.of("private ", "", "protected ", "public "),
                Arbitraries.integers().between(0, 9).map(i -> i < 3),
                Arbitraries.integers().between(0, 9).map(i -> i == 0))
            .as(FieldSpec::new);
    Arbitrary<FieldSpec> leaf = field.filter(f -> f.type() != FType.NESTED);
    return net.jqwik.api.Combinators.combine(
            field.list().ofMaxSize(12).uniqueElements(FieldSpec::name),
            field.list().ofMaxSize(6).uniqueElements(FieldSpec::name),
            leaf.filter(f -> f.type() != FType.RECORD)
                .list()
                .ofMaxSize(4)
                .uniqueElements(FieldSpec::name),
            Arbitraries.of(FType.class)
                .filter(t -> t != FType.NESTED && t != FType.RECORD)
                .list()
                .ofMaxSize(5),
            Arbitraries.of(true, false),
            Arbitraries.longs(),
            Arbitraries.integers().between(0, 15))
        .as(Model::new);
  }

  @Property(tries = 40)
  void serialize_randomClasses_buildTimeAndRunTimeCodecsAgree(@ForAll("models") Model model)
      throws Exception {
    String id = "T" + IDS.incrementAndGet();
    Map<String, String> sources = sources(model, id);
    Compilation c = Compilation.withProcessor(sources);
    assertThat(c.success).as("%s\n%s", c, sources).isTrue();
    try (URLClassLoader loader = Compilation.loader(c.classes)) {
      Class<?> main = loader.loadClass("gen.M" + id);
      Random random = new Random(model.seed());
      Object value = fill(instantiate(main), random, loader, id);

      boolean refs = (model.configBits() & 1) != 0;
      boolean registered = (model.configBits() & 2) != 0;
      boolean compatible = (model.configBits() & 4) != 0;
      boolean codegen = (model.configBits() & 8) != 0;
      List<Class<?>> classes =
          List.of(main, loader.loadClass("gen.N" + id), loader.loadClass("gen.R" + id));
      Skiff built = builder(loader, refs, registered, compatible, codegen, classes).build();
      Skiff runtime =
          builder(loader, refs, registered, compatible, codegen, classes)
              .buildTimeCodecs(false)
              .build();

      byte[] fromBuilt = built.serialize(value);
      byte[] fromRuntime = runtime.serialize(value);
      assertThat(fromBuilt).as("%s", sources).isEqualTo(fromRuntime);
      assertThat(runtime.serialize(built.deserialize(fromRuntime))).isEqualTo(fromRuntime);
      assertThat(built.serialize(runtime.deserialize(fromBuilt))).isEqualTo(fromBuilt);
      assertThat(built.buildTimeClasses()).contains(main);
    }
  }

  private static Skiff.Builder builder(
      ClassLoader loader,
      boolean refs,
      boolean registered,
      boolean compatible,
      boolean codegen,
      List<Class<?>> classes) {
    Skiff.Builder b =
        Skiff.builder()
            .classLoader(loader)
            .trackReferences(refs)
            .requireRegistration(registered)
            .compatible(compatible)
            .codegen(codegen);
    for (Class<?> t : classes) {
      b.register(t);
    }
    b.register(classes.get(0).getDeclaredClasses()[0]); // the enum
    return b;
  }

  private static Map<String, String> sources(Model m, String id) {
    Map<String, String> out = new HashMap<>();
    out.put(
        "gen.S" + id,
        "package gen; public class S"
            + id
            + " { "
            + fields(m.sup(), id)
            + " public S"
            + id
            + "() { "
            + finalInits(m.sup())
            + " } "
            + accessors(m.sup(), id, "s", m.seed())
            + " }");
    out.put(
        "gen.N" + id,
        "package gen; @dev.skiff.Generate public class N"
            + id
            + " { "
            + fields(m.nested(), id)
            + " public N"
            + id
            + "() { "
            + finalInits(m.nested())
            + " } }");
    StringBuilder record = new StringBuilder();
    for (int i = 0; i < m.record().size(); i++) {
      record.append(i == 0 ? "" : ", ").append(type(m.record().get(i), id)).append(" r").append(i);
    }
    out.put(
        "gen.R" + id,
        "package gen; @dev.skiff.Generate public record R"
            + id
            + "("
            + record
            + ") { "
            + recordAccessor(m.record(), m.seed())
            + " }");
    String ctor = m.noArg() ? "public M" + id + "()" : "public M" + id + "(int unused)";
    out.put(
        "gen.M" + id,
        "package gen; @dev.skiff.Generate public class M"
            + id
            + " extends S"
            + id
            + " { public enum Suit"
            + id
            + " { A, B, C } "
            + fields(m.main(), id)
            + " "
            + ctor
            + " { "
            + finalInits(m.main())
            + " } "
            + accessors(m.main(), id, "", m.seed())
            + overrides(m.sup(), id, m.seed())
            + " }");
    return out;
  }

  private static String type(FType t, String id) {
    return switch (t) {
      case ENUM -> "M" + id + ".Suit" + id;
      case NESTED -> "N" + id;
      case RECORD -> "R" + id;
      default -> t.source;
    };
  }

  /**
   * Accessors for some fields, chosen by the seed: trivial getters and setters (which the codec may
   * call), and getters that return something else (which it must not call, or the bytes differ).
   */
  private static String accessors(List<FieldSpec> fields, String id, String prefix, long seed) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      FieldSpec f = fields.get(i);
      if (f.extra()) {
        continue;
      }
      String t = type(f.type(), id);
      String n = f.name();
      switch (Math.floorMod(seed + 31L * i + prefix.length(), 5)) {
        case 0 -> s.append("public " + t + " " + prefix + "get_" + n + "() { return " + n + "; } ");
        case 1 ->
            s.append(t + " " + prefix + "get_" + n + "() { return this." + n + "; } ")
                .append(
                    f.fin()
                        ? ""
                        : "void "
                            + prefix
                            + "set_"
                            + n
                            + "("
                            + t
                            + " "
                            + n
                            + ") { this."
                            + n
                            + " = "
                            + n
                            + "; } ");
        case 2 ->
            s.append("public " + t + " " + prefix + "get_" + n + "() { return " + zero(f.type()))
                .append("; } ");
        case 3 ->
            s.append(
                f.fin()
                    ? ""
                    : "public void "
                        + prefix
                        + "set_"
                        + n
                        + "("
                        + t
                        + " value) { "
                        + n
                        + " = value; } ");
        default -> {}
      }
    }
    return s.toString();
  }

  /** Overrides of some superclass getters that return something else. */
  private static String overrides(List<FieldSpec> sup, String id, long seed) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < sup.size(); i++) {
      FieldSpec f = sup.get(i);
      long pick = Math.floorMod(seed + 31L * i + 1, 5);
      if (!f.extra() && (pick == 0 || pick == 1) && (seed & 4) != 0) {
        String mods = pick == 0 ? "public " : "";
        s.append(mods + type(f.type(), id) + " sget_" + f.name() + "() { return ")
            .append(zero(f.type()))
            .append("; } ");
      }
    }
    return s.toString();
  }

  /** Sometimes an explicit record accessor that returns something else than its field. */
  private static String recordAccessor(List<FType> components, long seed) {
    if (components.isEmpty() || components.get(0) != FType.INT || (seed & 8) == 0) {
      return "";
    }
    return "public int r0() { return r0 + 1; }";
  }

  private static String fields(List<FieldSpec> fields, String id) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      FieldSpec f = fields.get(i);
      String decl = f.declaration(i, id);
      if (f.type() == FType.ENUM) {
        decl = decl.replace("Suit" + id + " ", "M" + id + ".Suit" + id + " ");
      }
      s.append(decl).append(' ');
    }
    return s.toString();
  }

  private static String finalInits(List<FieldSpec> fields) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < fields.size(); i++) {
      FieldSpec f = fields.get(i);
      boolean constant = f.type() == FType.INT && i % 3 == 0;
      if (f.fin() && !f.extra() && !constant) {
        s.append("this.").append(f.name()).append(" = ").append(zero(f.type())).append("; ");
      }
    }
    return s.toString();
  }

  private static String zero(FType t) {
    return switch (t) {
      case BOOLEAN -> "false";
      case BYTE, CHAR, SHORT, INT, LONG, FLOAT, DOUBLE -> "(" + t.source + ") 0";
      default -> "null";
    };
  }

  private static Object instantiate(Class<?> type) throws Exception {
    for (Constructor<?> c : type.getDeclaredConstructors()) {
      c.setAccessible(true);
      return c.getParameterCount() == 0 ? c.newInstance() : c.newInstance(0);
    }
    throw new AssertionError("no constructor");
  }

  /** Sets every instance field of {@code obj} (and its superclasses) to a random value. */
  private static Object fill(Object obj, Random random, ClassLoader loader, String id)
      throws Exception {
    for (Class<?> c = obj.getClass(); c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        f.setAccessible(true);
        f.set(obj, value(f.getType(), random, loader, id));
      }
    }
    return obj;
  }

  private static Object value(Class<?> t, Random r, ClassLoader loader, String id)
      throws Exception {
    boolean nul = r.nextInt(8) == 0;
    if (t == boolean.class || t == Boolean.class) {
      return nul && !t.isPrimitive() ? null : r.nextBoolean();
    } else if (t == byte.class || t == Byte.class) {
      return nul && !t.isPrimitive() ? null : (byte) r.nextInt();
    } else if (t == char.class || t == Character.class) {
      return nul && !t.isPrimitive() ? null : (char) r.nextInt(0x3000);
    } else if (t == short.class || t == Short.class) {
      return nul && !t.isPrimitive() ? null : (short) r.nextInt();
    } else if (t == int.class || t == Integer.class) {
      return nul && !t.isPrimitive() ? null : r.nextInt() >> r.nextInt(32);
    } else if (t == long.class || t == Long.class) {
      return nul && !t.isPrimitive() ? null : r.nextLong() >> r.nextInt(64);
    } else if (t == float.class || t == Float.class) {
      return nul && !t.isPrimitive() ? null : r.nextFloat();
    } else if (t == double.class || t == Double.class) {
      return nul && !t.isPrimitive() ? null : r.nextGaussian();
    }
    if (nul) {
      return null;
    }
    if (t == String.class) {
      return r.nextBoolean() ? "s" + r.nextInt(100) : "é東" + r.nextInt();
    } else if (t.isEnum()) {
      Object[] constants = t.getEnumConstants();
      return constants[r.nextInt(constants.length)];
    } else if (t == List.class) {
      return new ArrayList<>(List.of("l" + r.nextInt(9), "m"));
    } else if (t == Map.class) {
      return new HashMap<>(Map.of("k" + r.nextInt(9), r.nextInt()));
    } else if (t == int[].class) {
      return new int[] {r.nextInt(), r.nextInt(5)};
    } else if (t == String[].class) {
      return new String[] {"a", null, "b" + r.nextInt(3)};
    } else if (t == Object.class) {
      return r.nextBoolean() ? Integer.valueOf(r.nextInt()) : List.of("o");
    } else if (t.getName().equals("gen.N" + id)) {
      return fill(instantiate(t), r, loader, id);
    } else if (t.isRecord()) {
      RecordComponent[] rc = t.getRecordComponents();
      Class<?>[] types = new Class<?>[rc.length];
      Object[] args = new Object[rc.length];
      for (int i = 0; i < rc.length; i++) {
        types[i] = rc[i].getType();
        Object v = value(types[i], r, loader, id);
        args[i] = v == null && types[i].isPrimitive() ? value(types[i], r, loader, id) : v;
      }
      return t.getDeclaredConstructor(types).newInstance(args);
    }
    throw new AssertionError("no value for " + t);
  }
}
