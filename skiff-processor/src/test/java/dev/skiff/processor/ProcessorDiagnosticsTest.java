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
}
