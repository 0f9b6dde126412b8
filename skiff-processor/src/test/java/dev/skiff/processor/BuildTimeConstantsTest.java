package dev.skiff.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A build-time codec class keeps the slots and enum constants of the first binding it is
 * initialized for as constants, and only codecs of that binding use them ({@code BuildTimeCodec},
 * "Slots as constants"). Here two {@code Skiff}s of different configurations share each codec
 * class, in both orders, in a class loader of their own: each must write the bytes of a run-time
 * codec of its own configuration and read them back, whichever initialized the class. A codec that
 * took the other one's slots would frame nested records by the wrong registry (references, class
 * tags) and fail here.
 */
class BuildTimeConstantsTest {
  private static final Map<String, String> SOURCES =
      Map.of(
          "c.Kind",
          "package c; public enum Kind { A, B }",
          "c.Leaf",
          "package c; @dev.skiff.Generate public record Leaf(String name, Kind kind) {}",
          "c.Node",
          """
          package c;
          @dev.skiff.Generate
          public final class Node {
            public Leaf left; public Leaf right; public Kind kind; public java.util.List<String> tags;
            public Node next;
          }
          """,
          "c.Samples",
          """
          package c;
          public final class Samples {
            public static java.util.List<Class<?>> classes() {
              return java.util.List.of(Kind.class, Leaf.class, Node.class);
            }
            public static Object sample() {
              Leaf shared = new Leaf("shared", Kind.B);
              Node inner = new Node();
              inner.left = shared;
              inner.kind = Kind.A;
              Node n = new Node();
              n.left = shared;
              n.right = shared;
              n.kind = Kind.B;
              n.tags = new java.util.ArrayList<>(java.util.List.of("t", "u"));
              n.next = inner;
              return n;
            }
          }
          """);

  private static Path compiled;

  @BeforeAll
  static void compile() {
    Compilation c = Compilation.withProcessor(SOURCES);
    assertThat(c.success).as("%s", c).isTrue();
    compiled = c.classes;
  }

  record Config(boolean refs, boolean registered, boolean compatible, boolean codegen) {
    Skiff build(URLClassLoader loader, boolean buildTime) throws Exception {
      Skiff.Builder b =
          Skiff.builder()
              .trackReferences(refs)
              .requireRegistration(registered)
              .compatible(compatible)
              .codegen(codegen)
              .buildTimeCodecs(buildTime)
              .classLoader(loader);
      if (registered) {
        for (Object c : (List<?>) samples(loader, "classes").invoke(null)) {
          b.register((Class<?>) c);
        }
      }
      return b.build();
    }
  }

  /** Every ordered pair of two different configurations. */
  static Stream<Config[]> pairs() {
    List<Config> configs = new ArrayList<>();
    for (int bits = 0; bits < 16; bits++) {
      configs.add(new Config((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0));
    }
    List<Config[]> out = new ArrayList<>();
    for (Config first : configs) {
      for (Config second : configs) {
        if (first != second) {
          out.add(new Config[] {first, second});
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("pairs")
  void serialize_twoSkiffsShareCodecClasses_eachWritesAndReadsItsOwnConfiguration(
      Config first, Config second) throws Exception {
    try (URLClassLoader loader = Compilation.loader(compiled)) {
      Object value = samples(loader, "sample").invoke(null);
      Skiff a = first.build(loader, true);
      byte[] fromA = a.serialize(value); // initializes the codec classes for a's bindings
      Skiff b = second.build(loader, true);
      byte[] fromB = b.serialize(value);

      assertThat(fromA).isEqualTo(first.build(loader, false).serialize(value));
      assertThat(fromB).isEqualTo(second.build(loader, false).serialize(value));
      assertThat(a.serialize(a.deserialize(fromA))).isEqualTo(fromA);
      assertThat(b.serialize(b.deserialize(fromB))).isEqualTo(fromB);
      assertThat(a.serialize(value)).isEqualTo(fromA);
      assertThat(streamed(a, value)).isEqualTo(fromA);
      assertThat(streamed(b, value)).isEqualTo(fromB);
      assertThat(a.serialize(a.deserialize(new ByteArrayInputStream(fromA)))).isEqualTo(fromA);
      assertThat(b.serialize(b.deserialize(new ByteArrayInputStream(fromB)))).isEqualTo(fromB);
      sharedLeafRead(a, fromA, first.refs());
      sharedLeafRead(b, fromB, second.refs());
      for (Skiff s : new Skiff[] {a, b}) {
        assertThat(s.buildTimeClasses()).extracting(Class::getName).contains("c.Leaf", "c.Node");
      }
    }
  }

  /** The message {@code skiff} writes of {@code value} to an {@code OutputStream}. */
  private static byte[] streamed(Skiff skiff, Object value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    skiff.serialize(value, out);
    return out.toByteArray();
  }

  /** With references, the leaf both fields share is read back as one object, else as two. */
  private static void sharedLeafRead(Skiff skiff, byte[] bytes, boolean refs) throws Exception {
    Object node = skiff.deserialize(bytes);
    Object left = node.getClass().getField("left").get(node);
    Object right = node.getClass().getField("right").get(node);
    assertThat(left).isEqualTo(right);
    assertThat(left == right).isEqualTo(refs);
  }

  private static Method samples(URLClassLoader loader, String name) throws Exception {
    return loader.loadClass("c.Samples").getMethod(name);
  }
}
