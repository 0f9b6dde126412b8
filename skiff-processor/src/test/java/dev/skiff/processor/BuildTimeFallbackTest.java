package dev.skiff.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.lang.reflect.Field;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Build-time codecs that do not fit are refused, never used: one compiled against an older version
 * of its class, and an index that names a missing class. Skiff warns, uses a run-time codec and
 * writes the same bytes. And a named module with build-time codecs needs no {@code opens}.
 */
class BuildTimeFallbackTest {

  @Test
  void find_codecCompiledAgainstOlderClass_refusedWithWarningAndRunTimeCodecUsed()
      throws Exception {
    Compilation v1 =
        Compilation.withProcessor(
            Map.of(
                "stale.P",
                "package stale; @dev.skiff.Generate public class P { int a; String b; }"));
    Compilation v2 =
        Compilation.plain(
            Map.of("stale.P", "package stale; public class P { int a; String b; long c; }"),
            List.of());
    assertThat(v1.success && v2.success).as("%s %s", v1, v2).isTrue();
    collectingWarnings(
        warnings -> {
          try (URLClassLoader loader = Compilation.loader(v2.classes, v1.classes)) {
            Class<?> p = loader.loadClass("stale.P");
            assertThat(loader.loadClass("stale.P$SkiffCodec").getClassLoader()).isSameAs(loader);
            Object value = p.getConstructor().newInstance();
            set(value, "a", 7);
            set(value, "c", 9L);
            Skiff skiff = Skiff.builder().register(p).build();
            Skiff runtime = Skiff.builder().register(p).buildTimeCodecs(false).build();

            assertThat(refused(skiff, runtime, value, warnings))
                .contains("stale.P")
                .contains("field 1 is stale.P#b:java.lang.String in the build-time codec")
                .contains("stale.P#c:long in the class");
          }
        });
  }

  @Test
  void find_codecWrittenForOtherContract_refusedWithWarningAndRunTimeCodecUsed() throws Exception {
    // The same codec with the contract number of the version before (8 is the first whose
    // static initializer asks for the first binding's constants).
    Map<String, String> sources =
        Map.of(
            "old.Leaf",
            "package old; public final class Leaf { int x; }",
            "old.P",
            "package old; @dev.skiff.Generate public class P { int a; Leaf leaf; }");
    Compilation current = Compilation.withProcessor(sources);
    assertThat(current.success).as("%s", current).isTrue();
    String codec = current.source("old.P$SkiffCodec");
    String written = "super(binding, " + dev.skiff.BuildTimeCodec.CONTRACT + ",";
    assertThat(codec).contains(written);
    Compilation older =
        Compilation.plain(
            Map.of(
                "old.Leaf",
                sources.get("old.Leaf"),
                "old.P",
                "package old; public class P { int a; Leaf leaf; }",
                "old.P$SkiffCodec",
                codec.replace(
                    written, "super(binding, " + (dev.skiff.BuildTimeCodec.CONTRACT - 1) + ",")),
            List.of());
    assertThat(older.success).as("%s", older).isTrue();
    collectingWarnings(
        warnings -> {
          try (URLClassLoader loader = Compilation.loader(older.classes, current.classes)) {
            Class<?> p = loader.loadClass("old.P");
            assertThat(loader.loadClass("old.P$SkiffCodec").getClassLoader()).isSameAs(loader);
            Class<?> leaf = loader.loadClass("old.Leaf");
            Object value = p.getConstructor().newInstance();
            set(value, "a", 7);
            set(value, "leaf", construct(leaf));
            Skiff skiff = Skiff.builder().register(p).register(leaf).build();
            Skiff runtime =
                Skiff.builder().register(p).register(leaf).buildTimeCodecs(false).build();

            assertThat(refused(skiff, runtime, value, warnings))
                .contains("old.P")
                .contains("written for contract " + (dev.skiff.BuildTimeCodec.CONTRACT - 1))
                .contains("rebuild with the skiff-processor of the same version");
          }
        });
  }

  /**
   * Every combination of references, registration, compatible mode and code generation (the
   * fallback then a generated or an interpreted codec), as {@code {refs, registered, compatible,
   * codegen}}.
   */
  static Stream<Arguments> settings() {
    List<Arguments> out = new ArrayList<>();
    for (int bits = 0; bits < 16; bits++) {
      out.add(Arguments.of((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0));
    }
    return out.stream();
  }

  @ParameterizedTest(name = "refs={0} registered={1} compatible={2} codegen={3}")
  @MethodSource("settings")
  void find_fieldClassNoLongerFinal_refusedWithoutHooksKeptWithHooksSameBytesAsRunTimeCodec(
      boolean refs, boolean registered, boolean compatible, boolean codegen) throws Exception {
    // The field list still matches; only the nested field's framing, which the codec's bodies
    // fixed from the declared class, would be wrong: a subclass value needs its class tag.
    // Compatible mode runs hooks, whose path asks the slot, so there the codec stays.
    Compilation v1 =
        Compilation.withProcessor(
            Map.of(
                "stale.Leaf",
                "package stale; public final class Leaf { int x; }",
                "stale.Box",
                "package stale; @dev.skiff.Generate public class Box { int a; Leaf leaf; }"));
    Compilation v2 =
        Compilation.plain(
            Map.of(
                "stale.Leaf",
                "package stale; public class Leaf { int x; }",
                "stale.Box",
                "package stale; public class Box { int a; Leaf leaf; }",
                "stale.SubLeaf",
                "package stale; public class SubLeaf extends Leaf { }"),
            List.of());
    assertThat(v1.success && v2.success).as("%s %s", v1, v2).isTrue();
    collectingWarnings(
        warnings -> {
          try (URLClassLoader loader = Compilation.loader(v2.classes, v1.classes)) {
            Class<?> box = loader.loadClass("stale.Box");
            Class<?> leafClass = loader.loadClass("stale.Leaf");
            assertThat(loader.loadClass("stale.Box$SkiffCodec").getClassLoader()).isSameAs(loader);
            Class<?> subLeaf = loader.loadClass("stale.SubLeaf");
            Object leaf = construct(subLeaf);
            Field x = leafClass.getDeclaredField("x");
            x.setAccessible(true);
            x.setInt(leaf, 3);
            Object value = construct(box);
            set(value, "a", 7);
            set(value, "leaf", leaf);
            Skiff skiff = settings(loader, refs, registered, compatible).codegen(codegen).build();
            Skiff runtime =
                settings(loader, refs, registered, compatible)
                    .codegen(codegen)
                    .buildTimeCodecs(false)
                    .build();
            ByteArrayOutputStream streamed = new ByteArrayOutputStream();
            skiff.serialize(value, streamed);
            ByteArrayOutputStream runtimeStreamed = new ByteArrayOutputStream();
            runtime.serialize(value, runtimeStreamed);
            assertThat(streamed.toByteArray()).isEqualTo(runtimeStreamed.toByteArray());

            if (compatible) {
              byte[] bytes = skiff.serialize(value);
              assertThat(bytes).isEqualTo(runtime.serialize(value));
              assertThat(skiff.serialize(skiff.deserialize(bytes))).isEqualTo(bytes);
              assertThat(skiff.buildTimeClasses()).containsExactly(box);
              assertThat(warnings).isEmpty();
            } else {
              assertThat(refused(skiff, runtime, value, warnings))
                  .contains("stale.Box")
                  .contains(
                      "the declared class of field 1, stale.Leaf, was final when the build-time"
                          + " codec was compiled but is not now");
            }
          }
        });
  }

  /** A builder with the given settings, registering the test's classes when {@code registered}. */
  private static Skiff.Builder settings(
      ClassLoader loader, boolean refs, boolean registered, boolean compatible)
      throws ClassNotFoundException {
    Skiff.Builder b =
        Skiff.builder()
            .classLoader(loader)
            .trackReferences(refs)
            .compatible(compatible)
            .requireRegistration(registered);
    if (registered) {
      for (String name : new String[] {"stale.Box", "stale.Leaf", "stale.SubLeaf"}) {
        b.register(loader.loadClass(name));
      }
    }
    return b;
  }

  @Test
  void deserialize_otherVersionWithBuildTimeCodec_readPlanDefinesNoClass() throws Exception {
    Compilation v1 =
        Compilation.plain(
            Map.of("ev.Item", "package ev; public class Item { public String name; int count; }"),
            List.of());
    Compilation v2 =
        Compilation.withProcessor(
            Map.of(
                "ev.Item",
                "package ev; @dev.skiff.Generate public class Item {"
                    + " public String name; public long count; public String extra = \"x\"; }"));
    assertThat(v1.success && v2.success).as("%s %s", v1, v2).isTrue();
    try (URLClassLoader old = Compilation.loader(v1.classes);
        URLClassLoader current = Compilation.loader(v2.classes)) {
      Object item = old.loadClass("ev.Item").getConstructor().newInstance();
      set(item, "name", "pen");
      set(item, "count", 3);
      byte[] bytes =
          Skiff.builder()
              .classLoader(old)
              .requireRegistration(false)
              .compatible(true)
              .build()
              .serialize(item);
      Skiff reader =
          Skiff.builder().classLoader(current).requireRegistration(false).compatible(true).build();
      long before = dev.skiff.internal.codegen.CodecGenerator.definedClasses();

      Object back = reader.deserialize(bytes);
      reader.deserialize(bytes);

      assertThat(reader.buildTimeClasses()).containsExactly(current.loadClass("ev.Item"));
      assertThat(dev.skiff.internal.codegen.CodecGenerator.definedClasses() - before)
          .as("the read plan of version 1 stays interpreted next to a build-time codec")
          .isZero();
      assertThat(back.getClass().getField("name").get(back)).isEqualTo("pen");
      assertThat(back.getClass().getField("count").get(back)).isEqualTo(3L);
      assertThat(back.getClass().getField("extra").get(back)).isEqualTo("x");
    }
  }

  @Test
  void find_indexNamesMissingClass_refusedAndRunTimeCodecUsed() throws Exception {
    Compilation c =
        Compilation.plain(
            Map.of("gone.Q", "package gone; public class Q { public int a = 3; }"), List.of());
    Path index = c.classes.resolve("META-INF/skiff/codecs/gone.Q");
    Files.createDirectories(index.getParent());
    Files.writeString(index, "gone.Q$SkiffCodec\n");
    collectingWarnings(
        warnings -> {
          try (URLClassLoader loader = Compilation.loader(c.classes)) {
            Class<?> q = loader.loadClass("gone.Q");
            Skiff skiff = Skiff.builder().register(q).build();
            Object back = skiff.deserialize(skiff.serialize(q.getConstructor().newInstance()));
            assertThat(q.getDeclaredField("a").getInt(back)).isEqualTo(3);
            assertThat(skiff.buildTimeClasses()).isEmpty();
            assertThat(warnings).singleElement().asString().contains("ClassNotFoundException");
          }
        });
  }

  @Test
  void run_namedModuleWithoutOpens_buildTimeCodecRoundTrips() throws Exception {
    Path root = Files.createTempDirectory("skiff-module");
    Path src = Files.createDirectories(root.resolve("src/com/ex"));
    Files.writeString(root.resolve("src/module-info.java"), "module app { requires dev.skiff; }");
    Files.writeString(
        src.resolve("P.java"),
        """
        package com.ex;
        @dev.skiff.Generate
        public class P {
          private String name = "n";
          int age = 3;
          private final java.util.List<String> tags = new java.util.ArrayList<>(java.util.List.of("t"));
          public static void main(String[] args) {
            dev.skiff.Skiff s = dev.skiff.Skiff.builder().register(P.class).build();
            P back = s.deserialize(s.serialize(new P()), P.class);
            System.out.println(back.name + back.age + back.tags + s.buildTimeClasses().size());
          }
        }
        """);
    String core =
        Path.of(Skiff.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    String processor =
        Path.of(SkiffProcessor.class.getProtectionDomain().getCodeSource().getLocation().toURI())
            .toString();
    Path out = root.resolve("out");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String javac = Path.of(System.getProperty("java.home"), "bin", "javac").toString();
    run(
        javac,
        "-d",
        out.toString(),
        "--module-path",
        core,
        "-processorpath",
        processor,
        root.resolve("src/module-info.java").toString(),
        src.resolve("P.java").toString());
    String printed =
        run(java, "--module-path", core + File.pathSeparator + out, "-m", "app/com.ex.P");
    assertThat(printed.trim()).isEqualTo("n3[t]1");
  }

  private static String run(String... command) throws Exception {
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output =
        new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(output).isZero();
    return output;
  }

  /**
   * Asserts that {@code skiff} refused its build-time codec: it writes {@code value} as {@code
   * runtime} (build-time codecs off) does, reads it back, uses no build-time codec and warned once.
   * Returns that warning.
   */
  private static String refused(Skiff skiff, Skiff runtime, Object value, List<String> warnings) {
    byte[] bytes = skiff.serialize(value);
    assertThat(bytes).isEqualTo(runtime.serialize(value));
    assertThat(skiff.buildTimeClasses()).isEmpty();
    assertThat(skiff.serialize(skiff.deserialize(bytes))).isEqualTo(bytes);
    assertThat(warnings).hasSize(1);
    return warnings.get(0);
  }

  /** What a test runs while {@link #collectingWarnings} holds Skiff's warnings. */
  private interface WarnedBody {
    void run(List<String> warnings) throws Exception;
  }

  /**
   * Runs {@code body} with the warnings Skiff logs collected into the list it gets, not printed:
   * they are expected here, and CI fails on any line that starts with "WARNING:".
   */
  private static void collectingWarnings(WarnedBody body) throws Exception {
    List<String> warnings = new ArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord r) {
            if (r.getLevel() == java.util.logging.Level.WARNING) {
              warnings.add(r.getMessage());
            }
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    Logger logger = Logger.getLogger("dev.skiff");
    logger.addHandler(handler);
    logger.setUseParentHandlers(false);
    try {
      body.run(warnings);
    } finally {
      logger.removeHandler(handler);
      logger.setUseParentHandlers(true);
    }
  }

  private static Object construct(Class<?> c) throws Exception {
    java.lang.reflect.Constructor<?> k = c.getDeclaredConstructor();
    k.setAccessible(true);
    return k.newInstance();
  }

  private static void set(Object o, String field, Object value) throws Exception {
    Field f = o.getClass().getDeclaredField(field);
    f.setAccessible(true);
    f.set(o, value);
  }
}
