package dev.skiff.bench;

import dev.skiff.bench.data.Accounts;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import dev.skiff.bench.data.People;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * The volume test: {@code n} records, all held in memory, each serialized into its own {@code
 * byte[]} (all kept), then every array deserialized (all results kept) and compared with its
 * original. One child JVM per codec and size, so each gets a clean heap: {@link #main} is the
 * child, {@link #run} starts the children.
 *
 * <p>The records are {@link People} records by default ({@code --data=person}, the {@code person}
 * data set's unit) or {@link Accounts} records ({@code --data=account}, the {@code account} data
 * set's unit: a cache record per message, display names in Latin, Cyrillic and Chinese script in
 * turn). {@link Compare} passes its {@code --volume-data=} on as {@code --data=}.
 *
 * <p>A child first round-trips the first {@code min(n, 20000)} records twice to warm up, then runs
 * a full GC and times the serialize pass and the deserialize pass once each. Peak heap is the
 * highest used heap seen by a 5 ms sampler thread during the two passes (input records included);
 * GC time and count are the collectors' accumulated time and collections over the two passes.
 *
 * <p>Child: {@code java -Xmx4g -cp benchmarks.jar dev.skiff.bench.Volume --codec=skiff
 * --records=1000000 [--data=person|account]}. It prints one line starting {@code VOLUME}.
 */
public final class Volume {

  /** One child's outcome. */
  static final class Result {
    final String codec;
    final int records;
    String status = "ok";
    double serMs = Double.NaN;
    double deserMs = Double.NaN;
    double avgBytes = Double.NaN;
    double peakMiB = Double.NaN;
    double dataMiB = Double.NaN;
    double gcMs = Double.NaN;
    int gcCount;
    int heapMiB;

    Result(String codec, int records) {
      this.codec = codec;
      this.records = records;
    }

    boolean ok() {
      return status.equals("ok");
    }
  }

  /** The records the test can run on: {@code --data=} names them. */
  enum Records {
    PERSON("person", DataSets.PERSON, "People records", People::person),
    ACCOUNT("account", DataSets.ACCOUNT, "Account cache records", Accounts::account);

    final String option;
    final String dataSet;
    final String description;
    final IntFunction<Object> generator;

    Records(String option, String dataSet, String description, IntFunction<Object> generator) {
      this.option = option;
      this.dataSet = dataSet;
      this.description = description;
      this.generator = generator;
    }

    /** The records called {@code option} ({@code person} or {@code account}). */
    static Records of(String option) {
      for (Records r : values()) {
        if (r.option.equals(option)) {
          return r;
        }
      }
      throw new IllegalArgumentException(
          "unknown volume data '" + option + "', known: person, account");
    }
  }

  private Volume() {}

  /** The child: one codec, one size. */
  public static void main(String[] args) {
    String codecName = null;
    int n = 10_000;
    Records records = Records.PERSON;
    for (String a : args) {
      if (a.startsWith("--codec=")) {
        codecName = a.substring(8);
      } else if (a.startsWith("--records=")) {
        n = Integer.parseInt(a.substring(10));
      } else if (a.startsWith("--data=")) {
        records = Records.of(a.substring(7));
      }
    }
    if (codecName == null) {
      System.err.println("usage: Volume --codec=NAME --records=N [--data=person|account]");
      System.exit(2);
    }
    try {
      System.out.println(child(codecName, n, records));
    } catch (UnsupportedOperationException e) {
      System.out.println("VOLUME unsupported " + oneLine(e));
    } catch (Throwable t) {
      t.printStackTrace();
      System.out.println("VOLUME failed " + oneLine(t));
    }
    System.exit(0);
  }

  private static String oneLine(Throwable t) {
    String m = t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    m = m.replace('\n', ' ');
    return m.length() > 200 ? m.substring(0, 197) + "..." : m;
  }

  private static String child(String codecName, int n, Records records)
      throws InterruptedException {
    DataSet data = DataSets.byName(records.dataSet);
    Codec codec = Codecs.create(codecName, data);
    for (int i = 0; i < 50; i++) {
      RoundTrip.check(codec, data, records.generator.apply(i));
    }
    List<Object> inputs = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      inputs.add(records.generator.apply(i));
    }
    int warm = Math.min(n, 20_000);
    for (int rep = 0; rep < 2; rep++) {
      for (int i = 0; i < warm; i++) {
        codec.deserialize(codec.serialize(inputs.get(i)));
      }
    }
    MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
    System.gc();
    System.gc();
    long dataBytes = mem.getHeapMemoryUsage().getUsed();
    long gcMs0 = gcMillis();
    long gcN0 = gcCount();
    Sampler sampler = new Sampler(mem);
    sampler.start();

    byte[][] bytes = new byte[n][];
    long t0 = System.nanoTime();
    for (int i = 0; i < n; i++) {
      bytes[i] = codec.serialize(inputs.get(i));
    }
    long t1 = System.nanoTime();
    Object[] back = new Object[n];
    for (int i = 0; i < n; i++) {
      back[i] = codec.deserialize(bytes[i]);
    }
    long t2 = System.nanoTime();
    sampler.halt();
    long gcMs = gcMillis() - gcMs0;
    long gcN = gcCount() - gcN0;
    long total = 0;
    for (int i = 0; i < n; i++) {
      total += bytes[i].length;
      if (!inputs.get(i).equals(back[i])) {
        throw new IllegalStateException("record " + i + " did not round-trip: " + back[i]);
      }
    }
    return String.format(
        Locale.ROOT,
        "VOLUME ok ser_ms=%.1f deser_ms=%.1f avg_bytes=%.2f peak_mib=%.1f data_mib=%.1f gc_ms=%d"
            + " gc_count=%d",
        (t1 - t0) / 1e6,
        (t2 - t1) / 1e6,
        (double) total / n,
        sampler.peak / 1048576.0,
        dataBytes / 1048576.0,
        gcMs,
        gcN);
  }

  private static long gcMillis() {
    long sum = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      sum += Math.max(0, gc.getCollectionTime());
    }
    return sum;
  }

  private static long gcCount() {
    long sum = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      sum += Math.max(0, gc.getCollectionCount());
    }
    return sum;
  }

  /** Samples used heap every 5 ms and keeps the highest value. */
  private static final class Sampler extends Thread {
    private final MemoryMXBean mem;
    private volatile boolean running = true;
    volatile long peak;

    Sampler(MemoryMXBean mem) {
      super("heap-sampler");
      setDaemon(true);
      this.mem = mem;
      peak = mem.getHeapMemoryUsage().getUsed();
    }

    @Override
    public void run() {
      while (running) {
        peak = Math.max(peak, mem.getHeapMemoryUsage().getUsed());
        try {
          Thread.sleep(5);
        } catch (InterruptedException e) {
          return;
        }
      }
    }

    void halt() throws InterruptedException {
      running = false;
      join();
      peak = Math.max(peak, mem.getHeapMemoryUsage().getUsed());
    }
  }

  /** Heap for a child holding {@code n} records three times over (input, bytes, output). */
  static int heapMiB(int n) {
    long mib = Math.max(1024, (long) n * 3 / 1024 + 512); // about 3 KiB per record
    return (int) Math.min(20 * 1024, mib);
  }

  /**
   * Runs one child JVM per codec and size, in that order, on {@code records}, and returns the
   * results.
   */
  static List<Result> run(
      List<String> codecs, int[] sizes, Records records, java.io.PrintStream log)
      throws IOException, InterruptedException {
    List<Result> results = new ArrayList<>();
    String java =
        System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    List<String> inherited = new ArrayList<>();
    for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      if (!a.startsWith("-Xmx")
          && !a.startsWith("-Xms")
          && !a.startsWith("-agentlib")
          && !a.startsWith("-javaagent")
          && !a.startsWith("-XX:MaxHeapSize")) {
        inherited.add(a);
      }
    }
    for (int n : sizes) {
      for (String codec : codecs) {
        Result r = new Result(codec, n);
        r.heapMiB = heapMiB(n);
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        cmd.addAll(inherited);
        cmd.add("-Xmx" + r.heapMiB + "m");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Volume.class.getName());
        cmd.add("--codec=" + codec);
        cmd.add("--records=" + n);
        cmd.add("--data=" + records.option);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        Process p = pb.start();
        String line = null;
        List<String> tail = new ArrayList<>();
        try (BufferedReader in =
            new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
          String l;
          while ((l = in.readLine()) != null) {
            if (l.startsWith("VOLUME ")) {
              line = l;
            } else {
              tail.add(l);
              if (tail.size() > 5) {
                tail.remove(0);
              }
            }
          }
        }
        if (!p.waitFor(60, TimeUnit.MINUTES)) {
          p.destroyForcibly();
        }
        parse(r, line, tail);
        results.add(r);
        log.printf(Locale.ROOT, "  volume %-12s %,10d records: %s%n", codec, n, summary(r));
      }
    }
    return results;
  }

  private static void parse(Result r, String line, List<String> tail) {
    if (line == null) {
      r.status = "failed: child JVM ended without a result; " + String.join(" | ", tail);
      if (r.status.length() > 220) {
        r.status = r.status.substring(0, 217) + "...";
      }
      return;
    }
    String[] parts = line.split(" ", 3);
    if (!parts[1].equals("ok")) {
      r.status = parts[1] + ": " + (parts.length > 2 ? parts[2] : "");
      return;
    }
    for (String kv : parts[2].split(" ")) {
      String[] p = kv.split("=", 2);
      double v = Double.parseDouble(p[1]);
      switch (p[0]) {
        case "ser_ms":
          r.serMs = v;
          break;
        case "deser_ms":
          r.deserMs = v;
          break;
        case "avg_bytes":
          r.avgBytes = v;
          break;
        case "peak_mib":
          r.peakMiB = v;
          break;
        case "data_mib":
          r.dataMiB = v;
          break;
        case "gc_ms":
          r.gcMs = v;
          break;
        case "gc_count":
          r.gcCount = (int) v;
          break;
        default:
          break;
      }
    }
  }

  static String summary(Result r) {
    if (!r.ok()) {
      return r.status;
    }
    return String.format(
        Locale.ROOT,
        "ser %.0f ms, deser %.0f ms, %.1f B/record, peak heap %.0f MiB, GC %.0f ms",
        r.serMs,
        r.deserMs,
        r.avgBytes,
        r.peakMiB,
        r.gcMs);
  }
}
