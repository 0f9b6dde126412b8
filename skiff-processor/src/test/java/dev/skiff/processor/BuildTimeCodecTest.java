package dev.skiff.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.internal.codegen.CodecGenerator;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Build-time codecs at run time, on a fixed model that has every kind of field the processor
 * distinguishes (primitives, boxes, strings, enums, primitive and object arrays, collections, maps,
 * records, generic records, a superclass with private and protected fields, final fields, a class
 * without a no-arg constructor, a class of more than one field group, cycles): the same bytes as
 * run-time codecs in every configuration, read both ways, and no class defined at run time.
 */
class BuildTimeCodecTest {
  private static final String MODEL =
      """
      package bt;
      import java.util.*;
      public class Entity { private long id; protected int version; String note = "n";
        protected Entity() {}
        protected Entity(long id) { this.id = id; } }
      """;

  private static final Map<String, String> SOURCES =
      Map.of(
          "bt.Entity",
          MODEL,
          "bt.Order",
          """
          package bt;
          import java.util.*;
          @dev.skiff.Generate
          public class Order extends Entity {
            private String customer;
            private final List<Line> lines = new ArrayList<>();
            Status status;
            private Status second;
            private Map<String, Integer> counts;
            Money total;
            Object any;
            char c; short s; byte b; boolean f; float fl; double d; long l; int i;
            private final int fin;
            Integer bi; Long bl; Double bd; Float bf; Boolean bb; Short bs; Byte bby; Character bc;
            int[] ia; long[] la; double[] da; float[] fa; short[] sa; char[] ca; boolean[] za;
            byte[] ba;
            String[] names;
            Order parent;
            Gen<String> gen;
            public Order() { fin = 0; }
            Order(long id, int fin) { super(id); this.fin = fin; }
            public void add(Line line) { lines.add(line); }
            void customer(String c) { customer = c; }
            void second(Status s) { second = s; }
            void counts(Map<String, Integer> m) { counts = m; }
          }
          """,
          "bt.Line",
          """
          package bt;
          @dev.skiff.Generate
          public class Line { private String sku; private int qty; private Order order;
            public Line(String sku, int qty, Order order) { this.sku = sku; this.qty = qty;
              this.order = order; } }
          """,
          "bt.Status",
          "package bt; public enum Status { NEW, PAID { public String toString() { return \"p\";"
              + " } } }",
          "bt.Money",
          "package bt; @dev.skiff.Generate public record Money(long cents, String currency) {"
              + " public Money { if (\"BAD\".equals(currency)) throw new IllegalArgumentException(\"bad"
              + " currency\"); } }",
          "bt.Gen",
          "package bt; @dev.skiff.Generate public record Gen<T>(T value, java.util.List<T> all)"
              + " {}",
          "bt.Wide",
          wide(),
          "bt.Samples",
          """
          package bt;
          import java.util.*;
          public final class Samples {
            public static List<Class<?>> classes() {
              return List.of(Order.class, Line.class, Status.class, Money.class, Gen.class,
                  Wide.class);
            }
            public static Object sample(boolean cyclic) {
              Order o = new Order(42L, 7);
              o.customer("Ann Émilie 東京");
              o.status = Status.PAID;
              o.second(Status.NEW);
              o.counts(new HashMap<>(Map.of("a", 1, "b", 2)));
              o.total = new Money(1999, "EUR");
              o.any = List.of(1, "two", new Money(3, "USD"));
              o.c = 'x'; o.s = -3; o.b = 9; o.f = true; o.fl = 1.5f; o.d = -2.25; o.l = 1L << 40;
              o.i = -77; o.bi = 5; o.bl = null; o.bd = 3.0; o.bf = 4f; o.bb = false;
              o.bs = (short) 6; o.bby = (byte) 7; o.bc = 'q';
              o.ia = new int[] {1, -1}; o.la = new long[] {2}; o.da = new double[] {3};
              o.fa = new float[0]; o.sa = new short[] {4}; o.ca = "ch".toCharArray();
              o.za = new boolean[] {true}; o.ba = new byte[] {1, 2, 3};
              o.names = new String[] {"x", null};
              o.gen = new Gen<>("g", List.of("h", "i"));
              o.add(new Line("sku-1", 2, cyclic ? o : null));
              o.add(new Line("sku-2", 3, null));
              if (cyclic) { o.parent = o; }
              Wide w = new Wide();
              w.f4 = 3; w.f31 = "thirty-one";
              // A map's values of a build-time class take the map loop's own entry to a codec.
              Map<String, Money> prices = new HashMap<>(Map.of("k", new Money(7, "SEK")));
              return List.of(o, w, new Money(5, "NOK"), prices);
            }
          }
          """);

  private static String wide() {
    StringBuilder s = new StringBuilder("package bt; @dev.skiff.Generate public class Wide {");
    for (int i = 0; i < 40; i++) {
      s.append(i % 2 == 0 ? " int f" : " String f").append(i).append(';');
    }
    return s.append(" }").toString();
  }

  private static URLClassLoader loader;
  private static List<Class<?>> classes;
  private static Method sample;

  @BeforeAll
  @SuppressWarnings("unchecked")
  static void compile() throws Exception {
    Compilation c = Compilation.withProcessor(SOURCES);
    assertThat(c.success).as("%s", c).isTrue();
    loader = Compilation.loader(c.classes);
    Class<?> samples = loader.loadClass("bt.Samples");
    classes = (List<Class<?>>) samples.getMethod("classes").invoke(null);
    sample = samples.getMethod("sample", boolean.class);
  }

  record Config(boolean refs, boolean registered, boolean compatible, boolean codegen) {
    Skiff.Builder builder() {
      Skiff.Builder b =
          Skiff.builder()
              .trackReferences(refs)
              .requireRegistration(registered)
              .compatible(compatible)
              .codegen(codegen)
              .classLoader(loader);
      if (registered) {
        classes.forEach(b::register);
      }
      return b;
    }
  }

  /** Every combination of the settings that change bytes or codecs. */
  static Stream<Config> configs() {
    List<Config> out = new ArrayList<>();
    for (int bits = 0; bits < 16; bits++) {
      out.add(new Config((bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0));
    }
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("configs")
  void serialize_buildTimeCodecs_sameBytesAsRunTimeCodecsAndReadBothWaysAndFromStreams(
      Config config) throws Exception {
    Skiff built = config.builder().build();
    Skiff runtime = config.builder().buildTimeCodecs(false).build();
    Object value = sample.invoke(null, config.refs());

    byte[] fromBuilt = built.serialize(value);
    byte[] fromRuntime = runtime.serialize(value);

    assertThat(fromBuilt).isEqualTo(fromRuntime);
    assertThat(runtime.serialize(built.deserialize(fromRuntime))).isEqualTo(fromRuntime);
    assertThat(built.serialize(runtime.deserialize(fromBuilt))).isEqualTo(fromBuilt);
    // Streams: the same message as run-time codecs write to a stream (in compatible mode with
    // registration, references before bodies instead of schemas ahead), and both read back
    // through the build-time codecs from a stream.
    java.io.ByteArrayOutputStream streamed = new java.io.ByteArrayOutputStream();
    built.serialize(value, streamed);
    java.io.ByteArrayOutputStream runtimeStreamed = new java.io.ByteArrayOutputStream();
    runtime.serialize(value, runtimeStreamed);
    assertThat(streamed.toByteArray()).isEqualTo(runtimeStreamed.toByteArray());
    Object fromStream = built.deserialize(new java.io.ByteArrayInputStream(fromRuntime));
    assertThat(runtime.serialize(fromStream)).isEqualTo(fromRuntime);
    Object streamedBack =
        built.deserialize(new java.io.ByteArrayInputStream(streamed.toByteArray()));
    assertThat(runtime.serialize(streamedBack)).isEqualTo(fromRuntime);
    assertThat(built.buildTimeClasses())
        .containsAll(classes.stream().filter(t -> !t.isEnum()).toList());
    assertThat(runtime.buildTimeClasses()).isEmpty();
    assertThat(built.interpretedClasses()).isEmpty();
  }

  /**
   * Hostile bytes through build-time codecs: every truncation of a message (from an array and from
   * a stream) and every byte of it flipped three ways end, for build-time and run-time codecs
   * alike, in the same outcome: an equal value, or a {@link SkiffException} of the same class at
   * the same offset. With code generation on, the message must match the generated codec's word for
   * word too; without it the reference is the interpreter, which reads boxed fields through their
   * slot and words some failures differently. Anything else fails.
   */
  @ParameterizedTest
  @MethodSource("configs")
  void deserialize_truncatedOrFlippedBytes_sameOutcomeAsRunTimeCodecs(Config config)
      throws Exception {
    Skiff built = config.builder().build();
    Skiff runtime = config.builder().buildTimeCodecs(false).build();
    byte[] bytes = runtime.serialize(sample.invoke(null, config.refs()));
    int failures = 0;
    for (int n = 0; n < bytes.length; n++) {
      byte[] truncated = Arrays.copyOf(bytes, n);
      String outcome = outcome(runtime, runtime, truncated, config.codegen());
      assertThat(outcome(built, runtime, truncated, config.codegen()))
          .as("first %d bytes", n)
          .isEqualTo(outcome);
      assertThat(streamOutcome(built, truncated, config.codegen()))
          .as("first %d bytes from a stream", n)
          .isEqualTo(streamOutcome(runtime, truncated, config.codegen()))
          .startsWith("dev.skiff.");
      assertThat(outcome).startsWith("dev.skiff."); // a strict prefix is never a message
      failures++;
    }
    for (int i = 0; i < bytes.length; i++) {
      for (int flip : new int[] {0x01, 0x80, 0xFF}) {
        byte[] flipped = bytes.clone();
        flipped[i] ^= (byte) flip;
        String outcome = outcome(runtime, runtime, flipped, config.codegen());
        assertThat(outcome(built, runtime, flipped, config.codegen()))
            .as("byte %d ^ 0x%02x", i, flip)
            .isEqualTo(outcome);
        failures += outcome.startsWith("dev.skiff.") ? 1 : 0;
      }
    }
    assertThat(failures).isGreaterThan(bytes.length);
  }

  /**
   * What reading {@code bytes} with {@code reader} gives, as text comparable across readers: the
   * value written again, or the failure's class and offset, and its message when {@code words}.
   */
  private static String outcome(Skiff reader, Skiff writer, byte[] bytes, boolean words) {
    Object value;
    try {
      value = reader.deserialize(bytes);
    } catch (SkiffException e) {
      return e.getClass().getName() + " at " + e.offset() + (words ? ": " + e.getMessage() : "");
    }
    return "value " + Arrays.toString(writer.serialize(value));
  }

  /** The failure of reading {@code bytes} from a stream, as {@link #outcome} words it. */
  private static String streamOutcome(Skiff reader, byte[] bytes, boolean words) {
    try {
      reader.deserialize(new java.io.ByteArrayInputStream(bytes));
      return "a value";
    } catch (SkiffException e) {
      return e.getClass().getName() + " at " + e.offset() + (words ? ": " + e.getMessage() : "");
    }
  }

  @Test
  void processorContract_sameAsRuntimeContract() {
    assertThat(CodecSource.CONTRACT).isEqualTo(dev.skiff.BuildTimeCodec.CONTRACT);
  }

  @Test
  void serialize_buildTimeCodecsPresent_noClassDefinedAtRunTime() throws Exception {
    Object value = sample.invoke(null, true);
    Skiff runtime =
        Skiff.builder()
            .classLoader(loader)
            .requireRegistration(false)
            .trackReferences(true)
            .buildTimeCodecs(false)
            .build();
    long before = CodecGenerator.definedClasses();
    runtime.deserialize(runtime.serialize(value));
    long definedByRuntimeCodecs = CodecGenerator.definedClasses() - before;

    Skiff built =
        Skiff.builder()
            .classLoader(loader)
            .requireRegistration(false)
            .trackReferences(true)
            .build();
    before = CodecGenerator.definedClasses();
    byte[] bytes = built.serialize(value);
    Object back = built.deserialize(bytes);

    assertThat(CodecGenerator.definedClasses() - before).isZero();
    assertThat(definedByRuntimeCodecs).isEqualTo(5);
    assertThat(built.serialize(back)).isEqualTo(bytes);
  }

  /**
   * A bridge is one more call level on every object's way to its fields, and HotSpot inlines only
   * so deep; the contract takes {@code Object} so that generated codecs need none.
   */
  @Test
  void generatedCodec_everyModelClass_declaresNoBridgeOrSyntheticMethod() throws Exception {
    int codecs = 0;
    for (Class<?> type : classes) {
      Class<?> codec;
      try {
        codec = loader.loadClass(type.getName() + "$SkiffCodec");
      } catch (ClassNotFoundException notGenerated) {
        continue;
      }
      codecs++;
      for (Method m : codec.getDeclaredMethods()) {
        assertThat(m.isBridge() || m.isSynthetic()).as("%s", m).isFalse();
      }
    }
    assertThat(codecs).isEqualTo(5); // Order, Line, Money, Gen, Wide
  }

  @Test
  void deserialize_codegenOff_buildTimeCodecsStillUsed() throws Exception {
    Skiff built =
        Skiff.builder().classLoader(loader).requireRegistration(false).codegen(false).build();
    Object value = sample.invoke(null, false);
    byte[] bytes = built.serialize(value);
    assertThat(built.serialize(built.deserialize(bytes))).isEqualTo(bytes);
    assertThat(built.buildTimeClasses()).hasSize(5);
  }

  @Test
  void deserialize_recordRejectsComponents_sameFailureAsRunTimeCodec() throws Exception {
    Class<?> money = loader.loadClass("bt.Money");
    Skiff built = Skiff.builder().classLoader(loader).requireRegistration(false).build();
    Skiff runtime =
        Skiff.builder()
            .classLoader(loader)
            .requireRegistration(false)
            .buildTimeCodecs(false)
            .build();
    Object m = money.getConstructor(long.class, String.class).newInstance(1L, "BAE");
    byte[] bytes = built.serialize(m);
    // "BAE" becomes "BAD", which the compact constructor rejects.
    bytes[indexOf(bytes, (byte) 'E')] = 'D';
    Throwable fromBuilt = thrown(() -> built.deserialize(bytes));
    Throwable fromRuntime = thrown(() -> runtime.deserialize(bytes));
    assertThat(fromBuilt).hasStackTraceContaining("bad currency");
    assertThat(fromBuilt.getClass()).isEqualTo(fromRuntime.getClass());
    assertThat(fromBuilt).hasMessage(fromRuntime.getMessage());
  }

  private static int indexOf(byte[] bytes, byte b) {
    for (int i = bytes.length - 1; i >= 0; i--) {
      if (bytes[i] == b) {
        return i;
      }
    }
    throw new AssertionError("no byte " + b);
  }

  private static Throwable thrown(Runnable r) {
    try {
      r.run();
    } catch (Throwable t) {
      return t;
    }
    throw new AssertionError("nothing thrown");
  }
}
