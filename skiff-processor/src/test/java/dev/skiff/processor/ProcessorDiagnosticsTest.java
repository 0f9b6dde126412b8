package dev.skiff.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.Map;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * What the processor says at compile time: the classes it refuses, with the element and the reason,
 * as errors when they were named explicitly and warnings otherwise; what it writes for packages and
 * registration classes; and that its output compiles under {@code -Xlint:all -Werror}.
 */
class ProcessorDiagnosticsTest {

  @Test
  void process_innerClass_errorNamesClassAndReason() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Outer",
                "package p; public class Outer { @dev.skiff.Generate public class Inner { int x; }"
                    + " }"));
    assertThat(c.success).isFalse();
    assertThat(c.messages(Diagnostic.Kind.ERROR))
        .singleElement()
        .asString()
        .contains("p.Outer.Inner")
        .contains("inner (non-static) class");
  }

  @Test
  void process_unresolvableFieldType_errorNamesField() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Broken",
                "package p; @dev.skiff.Generate public class Broken { int ok; NoSuchType missing;"
                    + " }"));
    assertThat(c.success).isFalse();
    assertThat(String.join("\n", c.messages(Diagnostic.Kind.ERROR)))
        .contains("field missing")
        .contains("cannot be resolved");
    assertThat(c.wrote("p.Broken$SkiffCodec")).isFalse();
  }

  @Test
  void process_abstractClass_errorSaysAbstract() {
    Compilation c =
        Compilation.withProcessor(
            Map.of("p.Shape", "package p; @dev.skiff.Generate public abstract class Shape { }"));
    assertThat(c.success).isFalse();
    assertThat(c.messages(Diagnostic.Kind.ERROR))
        .singleElement()
        .asString()
        .contains("p.Shape")
        .contains("abstract");
  }

  @Test
  void process_privateNestedClass_errorSaysNotVisible() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Host",
                "package p; public class Host { @dev.skiff.Generate private static class Hidden {"
                    + " int x; } }"));
    assertThat(c.success).isFalse();
    assertThat(c.messages(Diagnostic.Kind.ERROR))
        .singleElement()
        .asString()
        .contains("p.Host.Hidden")
        .contains("private");
  }

  @Test
  void process_versionedClass_warningAndNoCodec() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.V",
                "package p; @dev.skiff.Generate public class V { int a; @dev.skiff.Since(2) int b;"
                    + " }"));
    assertThat(c.success).isTrue();
    assertThat(c.messages(Diagnostic.Kind.WARNING))
        .singleElement()
        .asString()
        .contains("versioned class (@Since)");
    assertThat(c.wrote("p.V$SkiffCodec")).isFalse();
  }

  @Test
  void process_serializationHook_warningNamesMethod() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.H",
                "package p; @dev.skiff.Generate public class H implements java.io.Serializable {"
                    + " int a; private Object readResolve() { return this; } }"));
    assertThat(c.success).isTrue();
    assertThat(c.messages(Diagnostic.Kind.WARNING))
        .singleElement()
        .asString()
        .contains("readResolve")
        .contains("JDK serialization");
    assertThat(c.wrote("p.H$SkiffCodec")).isFalse();
  }

  @Test
  void process_packageAnnotation_codecsForConcreteClassesAndRecordsOnly() throws Exception {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.package-info",
                "@dev.skiff.Generate package p;",
                "p.A",
                "package p; public class A { int x; public static class N { String s; } }",
                "p.R",
                "package p; public record R(int x, String y) { }",
                "p.Abs",
                "package p; public abstract class Abs { int x; }",
                "p.E",
                "package p; public enum E { ONE }",
                "p.I",
                "package p; public interface I { }"));
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(c.wrote("p.A$SkiffCodec")).isTrue();
    assertThat(c.wrote("p.A$N$SkiffCodec")).isTrue();
    assertThat(c.wrote("p.R$SkiffCodec")).isTrue();
    assertThat(c.wrote("p.Abs$SkiffCodec")).isFalse();
    assertThat(c.wrote("p.E$SkiffCodec")).isFalse();
    assertThat(c.messages(Diagnostic.Kind.WARNING)).isEmpty();
    assertThat(Files.readString(c.classes.resolve("META-INF/skiff/codecs/p.A$N")).trim())
        .isEqualTo("p.A$N$SkiffCodec");
  }

  @Test
  void process_registrationClass_codecsForListedClassesInItsPackage() throws Exception {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "lib.Money",
                "package lib; public class Money { public long cents; private String currency;"
                    + " }",
                "app.Codecs",
                "package app; @dev.skiff.Generate({lib.Money.class}) final class Codecs { }"));
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(c.wrote("app.lib_Money$SkiffCodec")).isTrue();
    assertThat(c.wrote("app.Codecs$SkiffCodec")).isFalse();
    assertThat(Files.readString(c.classes.resolve("META-INF/skiff/codecs/lib.Money")).trim())
        .isEqualTo("app.lib_Money$SkiffCodec");
    // The public field is reached directly, the private one through a handle.
    assertThat(c.source("app.lib_Money$SkiffCodec"))
        .contains("v.cents")
        .contains("getter(java.lang.invoke.MethodHandles.lookup(), lib.Money.class, \"currency\")");
  }

  @Test
  void process_strictLint_generatedCodeCompilesWithoutWarnings() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Box",
                "package p; import java.util.*; @dev.skiff.Generate public class Box<T extends"
                    + " Comparable<T>> { private T value; final List<Map<String, T>> nested = new"
                    + " ArrayList<>(); Integer boxed; private final int[] ints = new int[0]; }"),
            "-Xlint:all",
            "-Werror");
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(c.messages(Diagnostic.Kind.WARNING)).isEmpty();
    assertThat(c.messages(Diagnostic.Kind.MANDATORY_WARNING)).isEmpty();
  }

  @Test
  void process_nativeImageMetadata_namesCodecConstructorAndResource() throws Exception {
    Compilation c =
        Compilation.withProcessor(
            Map.of("p.A", "package p; @dev.skiff.Generate public class A { private int x; }"));
    assertThat(c.success).isTrue();
    String dir = "META-INF/native-image/dev.skiff.codecs/p.A$SkiffCodec/";
    assertThat(Files.readString(c.classes.resolve(dir + "reflect-config.json")))
        .contains("\"name\":\"p.A$SkiffCodec\"")
        .contains("\"parameterTypes\":[\"java.lang.Object\"]")
        .contains("\"name\":\"p.A\",\"allDeclaredFields\":true");
    assertThat(Files.readString(c.classes.resolve(dir + "resource-config.json")))
        .contains("META-INF/skiff/codecs/p.A");
  }

  @Test
  void process_trivialAccessorsAndRecords_codecUsesThemAndNoHandles() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Bean",
                "package p; @dev.skiff.Generate public class Bean { private String name; private"
                    + " int age; public String getName() { return name; } public void"
                    + " setName(String name) { this.name = name; } int age() { return this.age; }"
                    + " void age(int a) { age = a; } }",
                "p.Point",
                "package p; @dev.skiff.Generate public record Point(int x, String label) { }"));
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(c.source("p.Bean$SkiffCodec"))
        .contains("v.getName()")
        .contains("v.setName(")
        .contains("v.age()")
        .contains("v.age(in.readVarInt())")
        .doesNotContain("MethodHandle");
    assertThat(c.source("p.Point$SkiffCodec"))
        .contains("v.x()")
        .contains("v.label()")
        .contains("new p.Point(")
        .doesNotContain("MethodHandle");
  }

  /**
   * Each call level between a message and its innermost strings counts against HotSpot's inlining
   * depth: a one-group class's fields are in the {@code writeBody} and {@code readBody} a nested
   * field calls (a record's components too), string fields call {@code writeString} after their own
   * null test (contract 6), and a class of more groups keeps its group methods.
   */
  @Test
  void process_oneGroupClassAndRecord_fieldsInBodiesAndStringsWrittenDirectly() {
    StringBuilder wide = new StringBuilder("package p; @dev.skiff.Generate public class Wide {");
    for (int i = 0; i < CodecSource.GROUP + 1; i++) {
      wide.append(" public int f").append(i).append(";");
    }
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Bean",
                "package p; @dev.skiff.Generate public class Bean { public String name; public int"
                    + " age; }",
                "p.Point",
                "package p; @dev.skiff.Generate public record Point(int x, String label) { }",
                "p.Wide",
                wide.append(" }").toString()));
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(body(c.source("p.Bean$SkiffCodec"), "writeBody"))
        .doesNotContain("writeFields(")
        .contains("out.writeString(")
        .doesNotContain("writeStringOrNull");
    assertThat(body(c.source("p.Bean$SkiffCodec"), "readBody"))
        .doesNotContain("readFields(")
        .contains("reference(in, v);");
    assertThat(body(c.source("p.Point$SkiffCodec"), "readBody"))
        .doesNotContain("readRecord(")
        .contains("new p.Point(");
    assertThat(body(c.source("p.Wide$SkiffCodec"), "writeBody"))
        .contains("writeFields(out, value)");
    assertThat(c.source("p.Wide$SkiffCodec")).contains("private void w1(");
  }

  @Test
  void process_nestedFields_bodiesFrameFromDeclaredClassThroughConstantsOtherPathsAskSlot() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Leaf",
                "package p; public final class Leaf { public int x; }",
                "p.Base",
                "package p; public class Base { public int y; }",
                "p.Holder",
                "package p; @dev.skiff.Generate public class Holder { public p.Base base; public"
                    + " p.Leaf leaf; }",
                "p.Pair",
                "package p; @dev.skiff.Generate public record Pair(p.Base base, p.Leaf leaf) { }"));
    assertThat(c.success).as("%s", c).isTrue();
    for (String codec : new String[] {"p.Holder$SkiffCodec", "p.Pair$SkiffCodec"}) {
      String source = c.source(codec);
      // The exact field comes first in Skiff's layout: leaf is field 0, base field 1.
      assertThat(source).contains("exact0 = exact(0, true);").contains("exact1 = exact(1, false);");
      // The bodies take the slots from the class's constants, for the binding it was initialized
      // for; any other binding, or one with hooks, goes the way that asks the codec's own slots.
      assertThat(source)
          .contains("private static final Object B = firstBinding();")
          .contains("private static final Object S0 = slotOf(B, 0);")
          .contains("private static final Object S1 = slotOf(B, 1);")
          .contains("first = boundFirst(B);");
      assertThat(body(source, "writeBody"))
          .contains("if (!first) {")
          .contains("writeFields(out, value);")
          .contains("= enterExactField(out, x0, S0);")
          .contains("= enterAnyField(out, x1, S1);")
          .doesNotContain("exact0 ?")
          .doesNotContain("exact1 ?");
      assertThat(body(source, "readBody"))
          .contains("if (!first) {")
          .contains("= enterExactRead(in, S0);")
          .contains("= enterAnyRead(in, S1);")
          .doesNotContain("exact0 ?")
          .doesNotContain("exact1 ?");
    }
    assertThat(body(c.source("p.Holder$SkiffCodec"), "readBody")).contains("readFields(in, v);");
    assertThat(body(c.source("p.Pair$SkiffCodec"), "readBody")).contains("return readRecord(in);");
    assertThat(body(c.source("p.Holder$SkiffCodec"), "writeFields"))
        .contains("exact0 ? enterExactField(out, x0, s0) : enterAnyField(out, x0, s0)");
    assertThat(body(c.source("p.Holder$SkiffCodec"), "readFields"))
        .contains("exact1 ? enterExactRead(in, s1) : enterAnyRead(in, s1)");
    assertThat(body(c.source("p.Pair$SkiffCodec"), "readRecord"))
        .contains("exact0 ? enterExactRead(in, s0) : enterAnyRead(in, s0)");
  }

  /** The text of the method {@code name} declares, from its parameter list to its closing brace. */
  private static String body(String source, String name) {
    int start = source.indexOf(" " + name + "(dev.skiff.BuildTimeCodec.");
    assertThat(start).as("%s in %s", name, source).isPositive();
    int end = source.indexOf("\n  }\n", start);
    return source.substring(start, end);
  }

  @Test
  void process_accessorsThatDoMore_notUsed() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.Odd",
                "package p; @dev.skiff.Generate public class Odd { private String name; private int"
                    + " n; public String getName() { return name.trim(); } public void"
                    + " setName(String name) { this.name = name; n++; } }",
                "p.Sub",
                "package p; @dev.skiff.Generate public class Sub extends Base { @Override public"
                    + " String getName() { return \"x\"; } }",
                "p.Base",
                "package p; public class Base { private String name; public String getName() {"
                    + " return name; } }",
                "p.Rec",
                "package p; @dev.skiff.Generate public record Rec(int x) { public int x() {"
                    + " return x + 1; } }"));
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(c.source("p.Odd$SkiffCodec"))
        .doesNotContain("getName()")
        .doesNotContain("setName(")
        .contains("getter(java.lang.invoke.MethodHandles.lookup(), p.Odd.class, \"name\")");
    assertThat(c.source("p.Sub$SkiffCodec"))
        .doesNotContain("getName()")
        .contains("getter(java.lang.invoke.MethodHandles.lookup(), p.Base.class, \"name\")");
    assertThat(c.source("p.Rec$SkiffCodec"))
        .doesNotContain("v.x()")
        .contains("getter(java.lang.invoke.MethodHandles.lookup(), p.Rec.class, \"x\")");
  }

  @Test
  void process_packageWithVersionedClass_noteNotWarningSoWerrorPasses() {
    Compilation c =
        Compilation.withProcessor(
            Map.of(
                "p.package-info",
                "@dev.skiff.Generate package p;",
                "p.V",
                "package p; public class V { int a; @dev.skiff.Since(2) int b; }",
                "p.W",
                "package p; public class W { int a; }"),
            "-Xlint:all",
            "-Werror");
    assertThat(c.success).as("%s", c).isTrue();
    assertThat(c.messages(javax.tools.Diagnostic.Kind.NOTE))
        .anySatisfy(
            m ->
                assertThat(m)
                    .isEqualTo(
                        "Skiff writes no build-time codec for p.V: a versioned class (@Since)"
                            + " keeps its run-time codec; no build-time codec"));
    assertThat(c.wrote("p.W$SkiffCodec")).isTrue();
  }
}
