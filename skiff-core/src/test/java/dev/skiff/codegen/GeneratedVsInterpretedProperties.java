package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.codegen.ClassForge.ClassSpec;
import dev.skiff.codegen.ClassForge.FType;
import dev.skiff.codegen.ClassForge.FieldSpec;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.objectweb.asm.Opcodes;

/**
 * The generated codecs against the reflective interpreter, on classes invented per try: random
 * POJOs emitted with ASM (random field names, types, visibility, final, transient and static
 * fields, a generated superclass with possibly shadowed names, a nested generated class), each in a
 * fresh class loader, filled with random values. Both must write the same bytes, read each other's
 * bytes into field-by-field equal objects, and the generator must never silently fall back.
 */
class GeneratedVsInterpretedProperties {

  /** One try's classes and the seed of its values. */
  record Model(ClassSpec main, ClassSpec sup, ClassSpec nested, long seed) {
    @Override
    public String toString() {
      return "main "
          + describe(main)
          + "\nsuper "
          + describe(sup)
          + "\nnested "
          + describe(nested)
          + "\nseed "
          + seed;
    }

    Model renamed(UnaryOperator<String> rename) {
      return new Model(
          main.renamed(rename),
          sup == null ? null : sup.renamed(rename),
          nested.renamed(rename),
          seed);
    }

    private static String describe(ClassSpec c) {
      if (c == null) {
        return "-";
      }
      return (c.isFinal() ? "final " : c.isAbstract() ? "abstract " : "")
          + c.name()
          + (c.superName() == null ? "" : " extends " + c.superName())
          + " {"
          + c.fields().stream().map(FieldSpec::toString).collect(Collectors.joining("; "))
          + "}";
    }
  }

  private static final AtomicInteger IDS = new AtomicInteger();

  /**
   * Classes defined in the test class loader (Skiff's own unnamed module) through {@code
   * Lookup.defineClass}, under fresh names: here the generator must never fall back.
   */
  @Property(tries = 150)
  void serialize_randomClassInSkiffsModule_generatedMatchesInterpreter(
      @ForAll("models") Model model) {
    int id = IDS.incrementAndGet();
    Model placed = model.renamed(n -> n.replace("gen.", "dev.skiff.codegen.") + "G" + id);
    ClassForge.defineInSkiffsModule(placed.nested().name(), ClassForge.emitClass(placed.nested()));
    if (placed.sup() != null) {
      ClassForge.defineInSkiffsModule(placed.sup().name(), ClassForge.emitClass(placed.sup()));
    }
    Class<?> main =
        ClassForge.defineInSkiffsModule(placed.main().name(), ClassForge.emitClass(placed.main()));
    check(main, main.getClassLoader(), model.seed());
  }

  /**
   * The same classes, each try in a fresh class loader of its own (a child of the test loader),
   * where no nestmate can be defined: the detached generated codec must serve them, with bytes and
   * values that match the interpreter, and nothing may fall back.
   */
  @Property(tries = 100)
  void serialize_randomClassInFreshLoader_generatedMatchesInterpreter(
      @ForAll("models") Model model) {
    ClassForge.Loader loader = define(model);
    Class<?> main = loader.load(model.main().name());
    check(main, loader, model.seed());
  }

  private static void check(Class<?> main, ClassLoader loader, long seed) {
    for (boolean refs : new boolean[] {false, true}) {
      // Cycles only where references are tracked; without, a cycle is a depth-limit failure.
      Object value = new Values(seed, refs).instance(main);
      Skiff generated = Differential.assertAgree(value, loader, refs);
      assertThat(generated.interpretedClasses())
          .as("classes the generator silently gave up on (refs=%s), with reasons", refs)
          .isEmpty();
    }
  }

  static ClassForge.Loader define(Model model) {
    ClassForge.Loader loader = new ClassForge.Loader();
    loader.add(model.nested().name(), ClassForge.emitClass(model.nested()));
    if (model.sup() != null) {
      loader.add(model.sup().name(), ClassForge.emitClass(model.sup()));
    }
    loader.add(model.main().name(), ClassForge.emitClass(model.main()));
    return loader;
  }

  @Provide
  Arbitrary<Model> models() {
    Arbitrary<String> nestedName = Arbitraries.of("gen.a.Inner", "gen.c.Inner");
    Arbitrary<String> superName = Arbitraries.of("gen.a.Base", "gen.b.Base");
    Arbitrary<ClassSpec> nested =
        Combinators.combine(nestedName, Arbitraries.of(true, false), fields(6))
            .as((n, fin, fs) -> new ClassSpec(n, null, n, fin, false, fs));
    return Combinators.combine(
            nested,
            superName,
            Arbitraries.of(true, false),
            fields(12),
            Arbitraries.of(true, false).injectNull(0.4),
            Arbitraries.of(true, false),
            fields(40),
            Arbitraries.longs())
        .as(
            (n, sn, superAbstract, superFields, hasSuper, mainFinal, mainFields, seed) -> {
              ClassSpec sup =
                  hasSuper == null
                      ? null
                      : new ClassSpec(sn, null, n.name(), false, superAbstract, superFields);
              ClassSpec main =
                  new ClassSpec(
                      "gen.a.Main",
                      sup == null ? null : sup.name(),
                      n.name(),
                      mainFinal,
                      false,
                      mainFields);
              return new Model(main, sup, n, seed);
            });
  }

  private static Arbitrary<List<FieldSpec>> fields(int max) {
    // A small alphabet and short names, so that superclass and subclass names often collide.
    Arbitrary<String> names =
        Arbitraries.strings().withChars("abxyQ_$é").ofMinLength(1).ofMaxLength(3);
    Arbitrary<Integer> visibility =
        Arbitraries.of(Opcodes.ACC_PUBLIC, Opcodes.ACC_PRIVATE, Opcodes.ACC_PROTECTED, 0);
    Arbitrary<Integer> mutability =
        Arbitraries.frequencyOf(
            Tuple.of(7, Arbitraries.just(0)),
            Tuple.of(2, Arbitraries.just(Opcodes.ACC_FINAL)),
            Tuple.of(1, Arbitraries.just(Opcodes.ACC_VOLATILE)));
    Arbitrary<Integer> transience =
        Arbitraries.frequencyOf(
            Tuple.of(9, Arbitraries.just(0)), Tuple.of(1, Arbitraries.just(Opcodes.ACC_TRANSIENT)));
    Arbitrary<Integer> staticness =
        Arbitraries.frequencyOf(
            Tuple.of(19, Arbitraries.just(0)), Tuple.of(1, Arbitraries.just(Opcodes.ACC_STATIC)));
    Arbitrary<Integer> access =
        Combinators.combine(visibility, mutability, transience, staticness)
            .as((v, m, t, s) -> v | m | t | s);
    Arbitrary<FieldSpec> field =
        Combinators.combine(names, Arbitraries.of(FType.class), access).as(FieldSpec::new);
    return field.list().ofMaxSize(max).uniqueElements(FieldSpec::name);
  }
}
