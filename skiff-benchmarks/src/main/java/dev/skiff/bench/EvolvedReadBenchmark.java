package dev.skiff.bench;

import dev.skiff.Skiff;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.ToolProvider;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: compatible mode reading data written by another version of the class (the read plan: with
 * code generation on, a codec generated for that writer schema and reader class, which leaves the
 * widened and the dropped field to the plan) next to reading data of the reader's own version (the
 * class's own generated codec). Two versions of a small order class are compiled at set-up into
 * their own class loaders: version 2 renamed a field (through {@code @Alias}), widened an {@code
 * int} to a {@code long}, dropped a field and added one. Both benchmarks read one independent
 * message into version 2.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar EvolvedReadBenchmark -f 1 -wi 4 -w 1 -i 5 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class EvolvedReadBenchmark {
  private static final String V1 =
      "package ev; import java.util.*; public class Order {"
          + " public String id; public int quantity; public long createdAt; public double price;"
          + " public String note; public List<String> tags; public boolean paid;"
          + " public String legacy; }";
  private static final String V2 =
      "package ev; import java.util.*; public class Order {"
          + " public String id; public long quantity; public long createdAt; public double price;"
          + " @dev.skiff.Alias(\"note\") public String comment; public List<String> tags;"
          + " public boolean paid; public String currency = \"EUR\"; }";

  private Skiff reader;
  private byte[] sameVersion;
  private byte[] olderVersion;

  @Setup(Level.Trial)
  public void setUp() throws Exception {
    ClassLoader v1 = compile(V1);
    ClassLoader v2 = compile(V2);
    reader = Skiff.builder().compatible(true).requireRegistration(false).classLoader(v2).build();
    Skiff writer =
        Skiff.builder().compatible(true).requireRegistration(false).classLoader(v1).build();
    olderVersion = writer.serialize(order(v1, 7));
    sameVersion = reader.serialize(order(v2, 7L));
    Object a = reader.deserialize(olderVersion);
    Object b = reader.deserialize(sameVersion);
    if (!a.getClass().getField("comment").get(a).equals(b.getClass().getField("comment").get(b))
        || !a.getClass().getField("quantity").get(a).equals(7L)) {
      throw new IllegalStateException("the two versions do not read alike");
    }
  }

  @Benchmark
  public Object sameVersion() {
    return reader.deserialize(sameVersion);
  }

  @Benchmark
  public Object olderVersion() {
    return reader.deserialize(olderVersion);
  }

  private static Object order(ClassLoader loader, Object quantity) throws Exception {
    Class<?> c = Class.forName("ev.Order", true, loader);
    Object o = c.getConstructor().newInstance();
    c.getField("id").set(o, "order-4711");
    c.getField("quantity").set(o, quantity);
    c.getField("createdAt").set(o, 1_732_000_000_000L);
    c.getField("price").set(o, 99.5);
    c.getField(hasField(c, "note") ? "note" : "comment").set(o, "leave at the door");
    c.getField("tags").set(o, new ArrayList<>(List.of("gift", "express")));
    c.getField("paid").set(o, true);
    return o;
  }

  private static boolean hasField(Class<?> c, String name) {
    try {
      c.getField(name);
      return true;
    } catch (NoSuchFieldException e) {
      return false;
    }
  }

  private static ClassLoader compile(String source) {
    try {
      Path root = Files.createTempDirectory("skiff-evolved");
      Path file = root.resolve("src/ev/Order.java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source);
      Path out = Files.createDirectories(root.resolve("classes"));
      int rc =
          ToolProvider.getSystemJavaCompiler()
              .run(
                  null,
                  null,
                  System.err,
                  "-d",
                  out.toString(),
                  "-proc:none",
                  "-classpath",
                  System.getProperty("java.class.path"),
                  file.toString());
      if (rc != 0) {
        throw new IllegalStateException("javac failed");
      }
      return new URLClassLoader(
          new URL[] {out.toUri().toURL()}, EvolvedReadBenchmark.class.getClassLoader());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
