package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Quick side-by-side comparison of Skiff, Kryo and Fory: round-trip check, serialized size, and a
 * rough serialize / deserialize time per data set.
 *
 * <p>Run it from the repository root after {@code ./mvnw -B verify} (or {@code ./mvnw -B package
 * -pl skiff-core,skiff-benchmarks}):
 *
 * <pre>
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare --data=media.1 --codecs=skiff,kryo,fory
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare --sizes-only
 * </pre>
 *
 * <p>Options: {@code --data=a,b} (default: all of {@link DataSets#names()}), {@code --codecs=a,b}
 * (default: all of {@link Codecs#names()}), {@code --warmup-ms=N} (default 300) and {@code
 * --measure-ms=N} (default 500) per codec and operation, {@code --sizes-only} to skip timing. The
 * default run takes well under two minutes on two cores.
 *
 * <p>Every codec first passes {@link RoundTrip#check}; one that throws or returns an unequal value
 * is reported as failed (or n/a for a cyclic value without reference tracking) and never timed.
 *
 * <p><b>The times are a quick estimate only</b>: one JVM, no forks, a short warm-up, then the best
 * of a few interleaved {@link System#nanoTime()} rounds, with all codecs sharing call sites. Use
 * the JMH benchmarks ({@link SerializeBenchmark}, {@link DeserializeBenchmark}) for numbers worth
 * quoting.
 *
 * <p><b>JVM flags.</b> Skiff itself needs no flag on any JDK from 17 on, not even under {@code
 * --sun-misc-unsafe-memory-access=deny}. The peers are another matter (checked on JDK 17.0.15 and
 * 25.0.3):
 *
 * <ul>
 *   <li>JDK 17 to 23: no flags needed; the command above works as is.
 *   <li>JDK 24 and later: Kryo 5.6 calls {@code sun.misc.Unsafe} memory-access methods, so the JVM
 *       prints a one-time warning (JEP 498); {@code --sun-misc-unsafe-memory-access=allow} silences
 *       it. Under {@code =deny} (the flag this project's unit tests run with) Kryo fails with
 *       {@code UnsupportedOperationException: objectFieldOffset} and is reported as failed.
 *   <li>JDK 25 and later: Fory 1.6 recommends {@code
 *       --add-opens=java.base/java.lang.invoke=ALL-UNNAMED} (it reaches string internals through a
 *       trusted lookup); without it Fory falls back to {@code Unsafe}, and under {@code =deny}
 *       without it Fory fails in {@code PlatformStringUtils}'s static initializer.
 * </ul>
 *
 * <p>So on JDK 25 run:
 *
 * <pre>
 * java --sun-misc-unsafe-memory-access=allow --add-opens=java.base/java.lang.invoke=ALL-UNNAMED \
 *     -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare
 * </pre>
 *
 * <p>No {@code --add-opens} is needed for the data sets' own classes: they are public POJOs with
 * no-arg constructors on the class path.
 */
public final class Compare {
  private static final int ROUNDS = 7;

  /** Keeps results reachable so the JIT cannot drop the work. */
  private static final Object[] SINK = new Object[16];

  private Compare() {}

  public static void main(String[] args) {
    List<String> dataNames = DataSets.names();
    List<String> codecNames = Codecs.names();
    long warmupMs = 300;
    long measureMs = 500;
    boolean timing = true;
    for (String arg : args) {
      if (arg.startsWith("--data=")) {
        dataNames = split(arg.substring("--data=".length()));
      } else if (arg.startsWith("--codecs=")) {
        codecNames = split(arg.substring("--codecs=".length()));
      } else if (arg.startsWith("--warmup-ms=")) {
        warmupMs = Long.parseLong(arg.substring("--warmup-ms=".length()));
      } else if (arg.startsWith("--measure-ms=")) {
        measureMs = Long.parseLong(arg.substring("--measure-ms=".length()));
      } else if (arg.equals("--sizes-only")) {
        timing = false;
      } else {
        System.err.println("unknown option: " + arg);
        System.err.println(
            "usage: Compare [--data=a,b] [--codecs=a,b] [--warmup-ms=N] [--measure-ms=N]"
                + " [--sizes-only]");
        System.exit(2);
      }
    }
    PrintStream out = System.out;
    long start = System.nanoTime();
    printEnvironment(out);
    out.printf(
        Locale.ROOT,
        "mode: QUICK estimate (single JVM, %d ms warm-up + %d ms timed per codec and operation,"
            + " best of %d interleaved rounds); use JMH for real numbers%n",
        warmupMs,
        measureMs,
        ROUNDS);
    out.println(
        "ratios: size = bytes / Skiff's bytes (lower is smaller);"
            + " speed = Skiff's ns/op / codec's ns/op (above 1.00 = faster than Skiff)");
    int failures = 0;
    for (String dataName : dataNames) {
      DataSet data = DataSets.byName(dataName);
      failures += compare(out, data, codecNames, warmupMs, measureMs, timing);
    }
    out.printf(
        Locale.ROOT, "%ntotal time: %.1f s%n", (System.nanoTime() - start) / 1_000_000_000.0);
    if (failures > 0) {
      out.println(failures + " codec/data-set pair(s) failed their round trip; see above");
    }
  }

  private static List<String> split(String csv) {
    List<String> parts = new ArrayList<>();
    for (String p : csv.split(",")) {
      if (!p.isBlank()) {
        parts.add(p.trim());
      }
    }
    return parts;
  }

  private static void printEnvironment(PrintStream out) {
    Runtime rt = Runtime.getRuntime();
    out.println("== Skiff quick comparison ==");
    out.printf(
        Locale.ROOT,
        "JDK: %s %s (%s, vm %s %s)%n",
        System.getProperty("java.vendor"),
        System.getProperty("java.version"),
        System.getProperty("java.runtime.version"),
        System.getProperty("java.vm.name"),
        System.getProperty("java.vm.version"));
    out.println("java.home: " + System.getProperty("java.home"));
    out.printf(
        Locale.ROOT,
        "OS: %s %s (%s), %d CPUs, max heap %d MiB%n",
        System.getProperty("os.name"),
        System.getProperty("os.version"),
        System.getProperty("os.arch"),
        rt.availableProcessors(),
        rt.maxMemory() / (1024 * 1024));
    out.println("JVM args: " + ManagementFactory.getRuntimeMXBean().getInputArguments());
    out.println(
        "libraries: Skiff "
            + version("dev.skiff", "skiff-core")
            + ", Kryo "
            + version("com.esotericsoftware", "kryo")
            + ", Fory "
            + version("org.apache.fory", "fory-core"));
  }

  /** The version Maven recorded in the artifact's pom.properties (kept by the shaded jar). */
  private static String version(String groupId, String artifactId) {
    String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = Compare.class.getResourceAsStream(resource)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version");
        if (v != null) {
          return v;
        }
      }
    } catch (IOException e) {
      // fall through
    }
    return "(version unknown)";
  }

  /** One codec's outcome on one data set. */
  private static final class Result {
    final String codec;
    String status = "ok";
    int size = -1;
    Timer ser;
    Timer deser;

    Result(String codec) {
      this.codec = codec;
    }

    boolean ok() {
      return size >= 0;
    }
  }

  private static int compare(
      PrintStream out,
      DataSet data,
      List<String> codecNames,
      long warmupMs,
      long measureMs,
      boolean timing) {
    out.printf(Locale.ROOT, "%n--- %s: %s ---%n", data.name(), data.description());
    List<Result> results = new ArrayList<>();
    int failures = 0;
    for (String codecName : codecNames) {
      Result r = new Result(codecName);
      results.add(r);
      Codec codec;
      Object value = data.create();
      byte[] bytes;
      try {
        codec = Codecs.create(codecName, data);
        if (data.needsReferences() && !codec.tracksReferences()) {
          r.status = "n/a: value is cyclic, codec does not track references";
          continue;
        }
        bytes = RoundTrip.check(codec, data, value);
      } catch (Throwable t) {
        r.status = "FAILED: " + describe(t);
        failures++;
        if (codecName.startsWith("skiff")) {
          // An engine bug: show where it happened.
          out.println("Skiff round trip failed for " + data.name() + " with " + codecName + ":");
          t.printStackTrace(out);
        }
        continue;
      }
      r.size = bytes.length;
      if (timing) {
        final Codec c = codec;
        final Object v = value;
        final byte[] b = bytes;
        r.ser =
            new Timer(
                n -> {
                  for (int i = 0; i < n; i++) {
                    SINK[i & 15] = c.serialize(v);
                  }
                });
        r.deser =
            new Timer(
                n -> {
                  for (int i = 0; i < n; i++) {
                    SINK[i & 15] = c.deserialize(b);
                  }
                });
      }
    }
    if (timing) {
      time(results, warmupMs, measureMs);
    }
    Arrays.fill(SINK, null);
    printTable(out, data, results, timing);
    return failures;
  }

  private static String describe(Throwable t) {
    String msg = t.getMessage();
    String s = t.getClass().getName() + (msg == null ? "" : ": " + msg);
    s = s.replace('\n', ' ');
    return s.length() > 160 ? s.substring(0, 157) + "..." : s;
  }

  private static void printTable(
      PrintStream out, DataSet data, List<Result> results, boolean timing) {
    String baselineName = Codecs.baselineFor(data);
    Result base = null;
    for (Result r : results) {
      if (r.codec.equals(baselineName) && r.ok()) {
        base = r;
      }
    }
    if (timing) {
      out.printf(
          Locale.ROOT,
          "%-11s %7s %7s | %10s %6s | %10s %6s | %s%n",
          "codec",
          "bytes",
          "size",
          "ser ns/op",
          "speed",
          "deser ns/op",
          "speed",
          "status");
    } else {
      out.printf(Locale.ROOT, "%-11s %7s %7s | %s%n", "codec", "bytes", "size", "status");
    }
    for (Result r : results) {
      if (!r.ok()) {
        if (timing) {
          out.printf(
              Locale.ROOT,
              "%-11s %7s %7s | %10s %6s | %10s %6s | %s%n",
              r.codec,
              "-",
              "-",
              "-",
              "-",
              "-",
              "-",
              r.status);
        } else {
          out.printf(Locale.ROOT, "%-11s %7s %7s | %s%n", r.codec, "-", "-", r.status);
        }
        continue;
      }
      String sizeRatio = base == null ? "-" : ratio((double) r.size / base.size);
      if (timing) {
        String serRatio = base == null ? "-" : ratio(base.ser.best / r.ser.best);
        String deserRatio = base == null ? "-" : ratio(base.deser.best / r.deser.best);
        out.printf(
            Locale.ROOT,
            "%-11s %7d %7s | %10.1f %6s | %10.1f %6s | %s%n",
            r.codec,
            r.size,
            sizeRatio,
            r.ser.best,
            serRatio,
            r.deser.best,
            deserRatio,
            r.status);
      } else {
        out.printf(Locale.ROOT, "%-11s %7d %7s | %s%n", r.codec, r.size, sizeRatio, r.status);
      }
    }
    if (base == null) {
      out.println("(no ratios: the baseline " + baselineName + " did not run)");
    } else if (!baselineName.equals(Codecs.SKIFF)) {
      out.println("(ratios relative to " + baselineName + ")");
    }
  }

  private static String ratio(double r) {
    return String.format(Locale.ROOT, "%.2fx", r);
  }

  /** A batch of {@code n} operations. */
  private interface Batch {
    void run(int n);
  }

  /** Times one operation of one codec: a batch size and the best round so far. */
  private static final class Timer {
    final Batch batch;
    int n = 1;
    double best = Double.NaN;

    Timer(Batch batch) {
      this.batch = batch;
    }

    /** Runs for {@code ms}, doubling the batch size until one batch takes about 1 ms. */
    void warmUp(long ms) {
      long end = System.nanoTime() + ms * 1_000_000L;
      while (true) {
        long t0 = System.nanoTime();
        batch.run(n);
        long t1 = System.nanoTime();
        if (t1 - t0 < 1_000_000L && n < (1 << 24)) {
          n *= 2;
        }
        if (t1 >= end) {
          return;
        }
      }
    }

    /** Runs whole batches for about {@code roundNs} and keeps the best ns/op seen. */
    void round(long roundNs) {
      long ops = 0;
      long t0 = System.nanoTime();
      long elapsed;
      do {
        batch.run(n);
        ops += n;
        elapsed = System.nanoTime() - t0;
      } while (elapsed < roundNs);
      double nsPerOp = (double) elapsed / ops;
      if (Double.isNaN(best) || nsPerOp < best) {
        best = nsPerOp;
      }
    }
  }

  /**
   * Warms every timer up for {@code warmupMs}, then runs {@link #ROUNDS} rounds in which every
   * timer in turn gets {@code measureMs / ROUNDS}. Interleaving the codecs spreads JIT activity and
   * outside load over all of them, and keeping each one's best round filters transient noise.
   */
  private static void time(List<Result> results, long warmupMs, long measureMs) {
    List<Timer> timers = new ArrayList<>();
    for (Result r : results) {
      if (r.ser != null) {
        timers.add(r.ser);
        timers.add(r.deser);
      }
    }
    for (Timer t : timers) {
      t.warmUp(warmupMs);
    }
    long roundNs = Math.max(1, measureMs * 1_000_000L / ROUNDS);
    for (int round = 0; round < ROUNDS; round++) {
      for (Timer t : timers) {
        t.round(roundNs);
      }
    }
  }
}
