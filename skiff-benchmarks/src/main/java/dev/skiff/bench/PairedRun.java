package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.IntToLongFunction;

/**
 * A runner that times two or more codecs in alternating short slices inside one JVM, each codec in
 * a class loader of its own, and reports the ratio of each codec's time to the first one's, slice
 * pair by slice pair.
 *
 * <p>Why it exists: on a shared machine the speed of the CPU drifts by tens of percent within
 * seconds, so two JMH forks run one after the other differ by more than the few percent some
 * targets ask about. Here the codecs take turns every few milliseconds, so a slow moment slows all
 * of them, and the ratio of neighbouring slices cancels it. Each codec runs in its own {@link
 * URLClassLoader} over the class path (the benchmark jar), with the platform loader as parent: it
 * has its own copy of Skiff, of the peers and of the data classes, so the JIT profiles and compiles
 * each codec's code as it would in a JVM of its own; only the JDK's classes are shared. What it
 * does not remove is the difference between JVMs (which methods the JIT happened to inline); {@code
 * --forks=N} runs N JVMs and reports each and the median over them.
 *
 * <p>The warm-up runs each side alone first, one after the other, and only then in turns. Sides
 * that start in turns become hot at the same time, and the side that runs first fills the C2
 * compiler's queue. While that queue is long, HotSpot compiles the next side's hot methods with C1
 * at tier 2, which counts calls but records no profile, and later compiles them with C2 from the
 * few calls the interpreter recorded. In such a JVM a build-time codec that ran second wrote Sample
 * in 1.7 times the run-time codec's time, with a Latin-1 check left as a loop over every char, and
 * never when it ran first (perf log of 2026-11-27). Warmed alone, no side starts behind another for
 * being listed later. A side can still be compiled worse in one JVM than in the next, as in any
 * application; {@code --forks} shows it.
 *
 * <p>The order in which the sides are set up (class loader, {@code --mixed-ms}) and warmed alone
 * still matters: a jar timed against a copy of itself, set up second, took 0.80 to 1.01 of the
 * first side's time in six JVMs (perf log of 2026-11-27, "three codecs"). So with {@code --forks=N}
 * each JVM starts from another side: JVM f (from 0) sets up and warms side {@code f mod sides}
 * first and the others after it in list order, and a number of forks that is a multiple of the
 * number of sides gives every side the first place equally often. The baseline, the rounds and the
 * report do not change with it. Single JVMs still lean towards the side set up last; the median
 * over the JVMs no longer leans towards one side.
 *
 * <p>Each argument that is not an option is a side, {@code codec@data}: a codec of {@link Codecs}
 * ({@code skiff}, {@code skiff-buildtime}, {@code fory}, ...) or of {@link EvolutionBenchmark} with
 * the prefix {@code evolution:} ({@code evolution:skiff-compat}), and a data set of {@link
 * dev.skiff.bench.data.DataSets} or {@code media.1-evolving}. The first side is the baseline. A
 * side may name a third part, {@code codec@data@path/to/benchmarks.jar}, to run another build's
 * code (the jar of the commit before a change, say) instead of this one. A side named more than
 * once runs in a class loader per copy: the copies of one name show the runner's own noise (how far
 * identical code lands apart in one JVM), and their geometric mean is the name's time. From the
 * repository root, after {@code ./mvnw -B -q -DskipTests package}:
 *
 * <pre>
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.PairedRun --op=serialize --forks=3 \
 *     skiff@wide-20 skiff-buildtime@wide-20 skiff@wide-20 skiff-buildtime@wide-20
 * </pre>
 *
 * <p>Options: {@code --op=serialize|deserialize} (default serialize), {@code --forks=N} (default 1:
 * this JVM), {@code --rounds=N} (default 300), {@code --slice-ms=N} (default 10), {@code
 * --warmup-ms=N} (default 8000, shared by the sides), {@code --mixed-ms=N} (default 0: before the
 * warm-up, each side's codec runs the other everyday data sets for N ms, see {@link
 * #runOtherData}), {@code --first=K} (default 0; what {@code --forks} passes to each JVM: the side,
 * from 0, that is set up and warmed first). Each round runs every side once for about one slice,
 * the sides in a rotated order so no side always goes first.
 */
public final class PairedRun {
  /** Where the measured loops store their results, so that the JIT cannot drop the work. */
  @SuppressWarnings("unused")
  private static Object sink;

  private PairedRun() {}

  public static void main(String[] args) throws Exception {
    String op = "serialize";
    int forks = 1;
    int rounds = 300;
    int sliceMs = 10;
    int warmupMs = 8000;
    int mixedMs = 0;
    int first = 0;
    List<String> sides = new ArrayList<>();
    for (String a : args) {
      if (a.startsWith("--op=")) {
        op = a.substring(5);
      } else if (a.startsWith("--forks=")) {
        forks = Integer.parseInt(a.substring(8));
      } else if (a.startsWith("--rounds=")) {
        rounds = Integer.parseInt(a.substring(9));
      } else if (a.startsWith("--slice-ms=")) {
        sliceMs = Integer.parseInt(a.substring(11));
      } else if (a.startsWith("--warmup-ms=")) {
        warmupMs = Integer.parseInt(a.substring(12));
      } else if (a.startsWith("--mixed-ms=")) {
        mixedMs = Integer.parseInt(a.substring(11));
      } else if (a.startsWith("--first=")) {
        first = Integer.parseInt(a.substring(8));
      } else if (a.startsWith("--")) {
        throw new IllegalArgumentException("unknown option " + a);
      } else {
        sides.add(a);
      }
    }
    if (sides.size() < 2) {
      throw new IllegalArgumentException(
          "name at least two sides, codec@data; see the class comment of " + PairedRun.class);
    }
    if (!op.equals("serialize") && !op.equals("deserialize")) {
      throw new IllegalArgumentException("--op must be serialize or deserialize");
    }
    if (forks <= 1) {
      double[] ratios = runHere(op, sides, rounds, sliceMs, warmupMs, mixedMs, first);
      StringBuilder line = new StringBuilder("RESULT");
      for (double r : ratios) {
        line.append(' ').append(r);
      }
      System.out.println(line);
      return;
    }
    double[][] perFork = new double[forks][];
    for (int f = 0; f < forks; f++) {
      System.out.println("fork " + (f + 1) + " of " + forks);
      perFork[f] = runChild(args, f % sides.size());
    }
    System.out.println();
    System.out.println(
        "Median over " + forks + " forks of each fork's median ratio to " + sides.get(0));
    List<String> names = new ArrayList<>(new LinkedHashSet<>(sides));
    for (int g = 1; g < names.size(); g++) {
      double[] r = new double[forks];
      for (int f = 0; f < forks; f++) {
        r[f] = perFork[f][g];
      }
      Arrays.sort(r);
      System.out.printf(
          Locale.ROOT,
          "  %-40s %.3f   forks: %s%n",
          names.get(g),
          quantile(r, 0.5),
          Arrays.toString(r));
    }
  }

  /**
   * Runs this class in a fresh JVM with this JVM's flags, side {@code first} set up and warmed
   * first, and returns the ratios it prints.
   */
  private static double[] runChild(String[] args, int first) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(PairedRun.class.getName());
    for (String a : args) {
      if (!a.startsWith("--forks=") && !a.startsWith("--first=")) {
        cmd.add(a);
      }
    }
    cmd.add("--first=" + first);
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    double[] result = null;
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.startsWith("RESULT")) {
          String[] parts = line.trim().split(" ");
          result = new double[parts.length - 1];
          for (int i = 1; i < parts.length; i++) {
            result[i - 1] = Double.parseDouble(parts[i]);
          }
        } else {
          System.out.println("  " + line);
        }
      }
    }
    if (p.waitFor() != 0 || result == null) {
      throw new IllegalStateException("child JVM failed: " + cmd);
    }
    return result;
  }

  /**
   * Times the sides in this JVM; prints a table and returns, per distinct side name (in order of
   * first appearance), the median of its per-round ratio to the first name, where a name's time in
   * a round is the geometric mean of its copies' times. Side {@code first} is set up and warmed
   * first, the others after it in list order ({@link #setUpOrder}).
   */
  static double[] runHere(
      String op, List<String> sides, int rounds, int sliceMs, int warmupMs, int mixedMs, int first)
      throws Exception {
    // Each side runs with its own loader as the context class loader (see below); the caller's
    // comes back however this ends, or the next code on this thread would resolve names there.
    Thread thread = Thread.currentThread();
    ClassLoader callers = thread.getContextClassLoader();
    try {
      return timeSides(op, sides, rounds, sliceMs, warmupMs, mixedMs, first);
    } finally {
      thread.setContextClassLoader(callers);
    }
  }

  private static double[] timeSides(
      String op, List<String> sides, int rounds, int sliceMs, int warmupMs, int mixedMs, int first)
      throws Exception {
    int n = sides.size();
    int[] order = setUpOrder(n, first);
    List<URL> classPath = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classPath.add(Path.of(entry).toUri().toURL());
    }
    IntToLongFunction[] loops = new IntToLongFunction[n];
    ClassLoader[] loaders = new ClassLoader[n];
    for (int s : order) {
      String[] parts = sides.get(s).split("@", -1);
      if (parts.length < 2 || parts.length > 3) {
        throw new IllegalArgumentException(
            "a side is codec@data or codec@data@jar, not " + sides.get(s));
      }
      // Another build's jar comes first; this class path after it supplies this class if that
      // build predates it.
      List<URL> path = new ArrayList<>();
      if (parts.length > 2) {
        // A class loader skips a missing entry silently, which would time this build instead.
        if (!Files.isRegularFile(Path.of(parts[2]))) {
          throw new IllegalArgumentException("no such jar: " + parts[2]);
        }
        path.add(Path.of(parts[2]).toUri().toURL());
      }
      path.addAll(classPath);
      URLClassLoader loader =
          new URLClassLoader(path.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
      Method side =
          loader.loadClass(PairedRun.class.getName()).getMethod("side", String.class, String.class);
      // A side's codec that resolves class names (skiff-unreg) uses the context class loader, as
      // in an application server: it must find the side's classes, not this loader's.
      loaders[s] = loader;
      Thread.currentThread().setContextClassLoader(loader);
      loops[s] = (IntToLongFunction) side.invoke(null, op, parts[0] + "@" + parts[1]);
      if (mixedMs > 0) {
        runOtherData(side, op, parts[0], parts[1], mixedMs);
      }
    }
    // Warm-up: each side alone for its share of half the time (see the class comment), then the
    // sides in turns of about 100 ms; then the number of operations per slice.
    int[] batch = new int[n];
    Arrays.fill(batch, 1);
    double[] nsPerOp = new double[n];
    for (int s : order) {
      warm(loops[s], loaders[s], batch, nsPerOp, s, warmupMs / (2L * n));
    }
    long warmEnd = System.nanoTime() + warmupMs / 2 * 1_000_000L;
    while (System.nanoTime() < warmEnd) {
      for (int s = 0; s < n; s++) {
        warm(loops[s], loaders[s], batch, nsPerOp, s, 100);
      }
    }
    int[] ops = new int[n];
    for (int s = 0; s < n; s++) {
      ops[s] = (int) Math.max(1, Math.min(Integer.MAX_VALUE, sliceMs * 1e6 / nsPerOp[s]));
    }
    double[][] times = new double[n][rounds];
    for (int r = 0; r < rounds; r++) {
      for (int k = 0; k < n; k++) {
        int s = (r + k) % n;
        Thread.currentThread().setContextClassLoader(loaders[s]);
        long t0 = System.nanoTime();
        loops[s].applyAsLong(ops[s]);
        times[s][r] = (double) (System.nanoTime() - t0) / ops[s];
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%s, %d rounds of %d ms slices, JDK %s, %s set up and warmed first%n",
        op,
        rounds,
        sliceMs,
        System.getProperty("java.version"),
        sides.get(order[0]));
    System.out.printf(
        Locale.ROOT,
        "  %-40s %10s %10s %8s %16s%n",
        "side",
        "median ns",
        "min ns",
        "ratio",
        "ratio Q1-Q3");
    for (int s = 0; s < n; s++) {
      printRow(sides.get(s), times[s], times[0]);
    }
    // Sides named more than once: each name's copies, geometric mean per round.
    List<String> names = new ArrayList<>(new LinkedHashSet<>(sides));
    double[][] byName = new double[names.size()][rounds];
    for (int g = 0; g < names.size(); g++) {
      for (int r = 0; r < rounds; r++) {
        double logs = 0;
        int copies = 0;
        for (int s = 0; s < n; s++) {
          if (sides.get(s).equals(names.get(g))) {
            logs += Math.log(times[s][r]);
            copies++;
          }
        }
        byName[g][r] = Math.exp(logs / copies);
      }
    }
    if (names.size() < n) {
      System.out.println("  each name, its copies' geometric mean per round:");
      for (int g = 0; g < names.size(); g++) {
        printRow(names.get(g), byName[g], byName[0]);
      }
    }
    double[] medians = new double[names.size()];
    for (int g = 0; g < names.size(); g++) {
      medians[g] = quantile(sortedRatios(byName[g], byName[0]), 0.5);
    }
    return medians;
  }

  /**
   * The order in which {@code n} sides are set up and warmed alone: side {@code first mod n}, then
   * the ones after it in list order, wrapping around.
   */
  static int[] setUpOrder(int n, int first) {
    if (first < 0) {
      throw new IllegalArgumentException("--first must be 0 or more, not " + first);
    }
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = (first + i) % n;
    }
    return order;
  }

  private static void printRow(String name, double[] times, double[] base) {
    double[] t = times.clone();
    Arrays.sort(t);
    double[] ratio = sortedRatios(times, base);
    System.out.printf(
        Locale.ROOT,
        "  %-40s %10.1f %10.1f %8.3f %7.3f-%.3f%n",
        name,
        quantile(t, 0.5),
        t[0],
        quantile(ratio, 0.5),
        quantile(ratio, 0.25),
        quantile(ratio, 0.75));
  }

  private static double[] sortedRatios(double[] times, double[] base) {
    double[] ratio = new double[times.length];
    for (int r = 0; r < times.length; r++) {
      ratio[r] = times[r] / base[r];
    }
    Arrays.sort(ratio);
    return ratio;
  }

  /**
   * One side's measured loop, called in the side's own class loader: {@code codec@data} set up and
   * checked as the JMH benchmarks do, as a function that runs the operation n times.
   */
  public static IntToLongFunction side(String op, String spec) {
    int at = spec.indexOf('@');
    if (at <= 0) {
      throw new IllegalArgumentException("a side is codec@data, not " + spec);
    }
    String name = spec.substring(0, at);
    DataSet data = EvolutionBenchmark.dataSet(spec.substring(at + 1));
    Codec codec;
    if (name.startsWith("evolution:")) {
      codec = EvolutionBenchmark.create(name.substring("evolution:".length()), data);
    } else {
      codec = Codecs.create(name, data);
    }
    Object value = data.create();
    RoundTrip.check(codec, data, value);
    if (!name.startsWith("evolution:")) {
      Codecs.checkCodecOrigin(name, codec, data);
    }
    if (op.equals("serialize")) {
      return times -> {
        long bytes = 0;
        for (int i = 0; i < times; i++) {
          byte[] b = codec.serialize(value);
          bytes += b.length;
        }
        return bytes;
      };
    }
    byte[] bytes = codec.serialize(value);
    return times -> {
      for (int i = 0; i < times; i++) {
        sink = codec.deserialize(bytes);
      }
      return times;
    };
  }

  /**
   * Runs side {@code s} for {@code ms} milliseconds, doubling its batch while a batch takes under a
   * millisecond, and notes its time per operation.
   */
  private static void warm(
      IntToLongFunction loop, ClassLoader loader, int[] batch, double[] nsPerOp, int s, long ms) {
    long turnEnd = System.nanoTime() + ms * 1_000_000L;
    Thread.currentThread().setContextClassLoader(loader);
    while (System.nanoTime() < turnEnd) {
      long t0 = System.nanoTime();
      loop.applyAsLong(batch[s]);
      long t = System.nanoTime() - t0;
      nsPerOp[s] = Math.max(1, t) / (double) batch[s];
      if (t < 1_000_000L && batch[s] < (1 << 24)) {
        batch[s] *= 2;
      }
    }
  }

  /** The data sets {@code --mixed-ms} runs before the warm-up. */
  static final List<String> MIXED =
      List.of(
          "records",
          "bean-maps",
          "catalog",
          "account",
          "media.1",
          "media.2",
          "sample",
          "person",
          "order");

  /**
   * Runs {@code codec} over every other data set of {@link #MIXED} for {@code ms} milliseconds in
   * all, through {@code side} of one side's class loader, so that the call sites its code shares
   * between classes (the root value's codec call, the element loops) have seen many classes before
   * the measured data set is compiled, as in an application, rather than one. A data set the codec
   * cannot run is left out; returns how many ran.
   */
  static int runOtherData(Method side, String op, String codec, String own, int ms)
      throws Exception {
    List<IntToLongFunction> others = new ArrayList<>();
    for (String data : MIXED) {
      if (data.equals(own)) {
        continue;
      }
      try {
        others.add((IntToLongFunction) side.invoke(null, op, codec + "@" + data));
      } catch (ReflectiveOperationException | RuntimeException e) {
        // not a data set this codec runs
      }
    }
    long end = System.nanoTime() + ms * 1_000_000L;
    while (System.nanoTime() < end) {
      for (IntToLongFunction loop : others) {
        loop.applyAsLong(64);
      }
    }
    return others.size();
  }

  /** The q-quantile of sorted values, interpolated. */
  private static double quantile(double[] sorted, double q) {
    double pos = q * (sorted.length - 1);
    int lo = (int) Math.floor(pos);
    int hi = Math.min(sorted.length - 1, lo + 1);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
  }
}
