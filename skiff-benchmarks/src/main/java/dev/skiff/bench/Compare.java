package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.zip.Deflater;

/**
 * Side-by-side comparison of Skiff and its peers: round-trip check, size, size after DEFLATE,
 * create / serialize / deserialize times, allocation per operation, first use of a new class, and a
 * volume test; prints readable tables with ratios to Skiff and writes a Markdown report and SVG
 * charts.
 *
 * <p>Run it from the repository root after {@code ./mvnw -B -q -DskipTests package}:
 *
 * <pre>
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare                # quick, a few minutes
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare --full         # the complete matrix
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare --data=media.1 --codecs=skiff,kryo,fory
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Compare --sizes-only --full
 * </pre>
 *
 * <p><b>Quick mode</b> (the default): data sets {@link #QUICK_DATA}, every codec, 100 ms warm-up
 * and 200 ms timed per codec and operation, three first-use shots (median), the volume test at 10k
 * and 100k records. <b>Full mode</b> ({@code --full}): every data set, 400 ms + 800 ms, volume at
 * 10k, 100k, 1M and 5M records. Both write {@code results-quick.md} (or {@code results-full.md})
 * and the charts into {@code --out=DIR} (default {@code
 * skiff-benchmarks/target/benchmark-results}).
 *
 * <p>Options: {@code --data=a,b}, {@code --codecs=a,b}, {@code --warmup-ms=N}, {@code
 * --measure-ms=N}, {@code --sizes-only} (no timing, no volume), {@code --first-use-shots=N} (0:
 * skip), {@code --volume=10000,100000} or {@code --volume=none}, {@code --volume-codecs=a,b},
 * {@code --out=DIR}.
 *
 * <p>Every codec first passes {@link RoundTrip#check}; one that throws {@link
 * UnsupportedOperationException} (by design: a hand-written codec that does not exist, protostuff
 * on a collection or map root it has no wrapper for, FST without its flags) is reported as
 * unsupported, one that throws anything else or returns an unequal value as failed, and neither is
 * ever timed. A configuration without reference tracking is n/a on the cyclic data set.
 *
 * <p><b>What the columns mean</b> (all per operation, best of {@link #ROUNDS} interleaved rounds):
 * {@code create} builds a fresh value; {@code ser} builds a fresh value and serializes it (create
 * included, as in jvm-serializers); {@code +same} serializes the same value again; {@code deser}
 * deserializes; {@code +shal} deserializes and reads the root's fields; {@code +deep} deserializes
 * and reads every field ({@code hashCode()} of the graph); {@code total} is {@code ser + +deep};
 * {@code ser x} and {@code deser x} are {@code +same} and {@code deser} divided by Skiff's (above
 * 1.00 = slower than Skiff); allocation is bytes allocated by the thread per {@code +same} and per
 * {@code deser}; {@code 1st ms} is the single-shot time to build a codec for classes loaded by a
 * fresh class loader and round-trip one value with it (median of the shots).
 *
 * <p><b>The times are estimates</b>: one JVM, no forks, short warm-ups, on whatever machine runs
 * it. Compare ratios, not absolute numbers, and use the JMH benchmarks ({@link SerializeBenchmark},
 * {@link DeserializeBenchmark}, {@link FirstUseBenchmark}) for numbers worth quoting.
 *
 * <p><b>JVM flags.</b> Skiff itself needs no flag on any JDK from 17 on. The peers, checked on JDK
 * 17.0.15:
 *
 * <ul>
 *   <li>JDK 17 to 23: Kryo, Fory, protostuff, Hessian, Jackson, msgpack and JDK serialization run
 *       without flags; FST 2.57 does not start without {@code --add-opens} (it is reported as
 *       unsupported with the JDK's message); add {@link FstCodec#ADD_OPENS} to run it.
 *   <li>JDK 24 and later: Kryo 5.6 calls {@code sun.misc.Unsafe} memory-access methods, so the JVM
 *       prints a one-time warning (JEP 498); {@code --sun-misc-unsafe-memory-access=allow} silences
 *       it. Under {@code =deny} Kryo fails and is reported as failed.
 *   <li>JDK 25 and later: Fory 1.6 recommends {@code
 *       --add-opens=java.base/java.lang.invoke=ALL-UNNAMED}.
 * </ul>
 *
 * <p>The volume test's child JVMs inherit the flags of this JVM (all but the heap size).
 */
public final class Compare {
  private static final int ROUNDS = 5;

  /** The quick mode's data sets. */
  static final List<String> QUICK_DATA =
      List.of(DataSets.MEDIA_1, DataSets.MEDIA_2, DataSets.SAMPLE, DataSets.ORDER, "map-int-256");

  /** The codecs of the volume test (reference tracking adds nothing for a tree of records). */
  static final List<String> VOLUME_CODECS =
      List.of(
          Codecs.SKIFF,
          Codecs.SKIFF_INTERP,
          Codecs.KRYO,
          Codecs.FORY,
          Codecs.FORY_COMPAT,
          Codecs.PROTOSTUFF,
          Codecs.HESSIAN,
          Codecs.FST,
          Codecs.MSGPACK,
          Codecs.JACKSON,
          Codecs.JDK,
          Codecs.HANDWRITTEN);

  /** Keeps results reachable so the JIT cannot drop the work. */
  private static final Object[] SINK = new Object[16];

  private static volatile long acc;

  private Compare() {}

  /** Parsed command line. */
  static final class Options {
    boolean full;
    List<String> data;
    List<String> codecs = Codecs.names();
    long warmupMs = -1;
    long measureMs = -1;
    boolean timing = true;
    int firstUseShots = -1;
    int[] volume;
    List<String> volumeCodecs = VOLUME_CODECS;
    Path out = Paths.get("skiff-benchmarks", "target", "benchmark-results");
    List<String> args = new ArrayList<>();
  }

  public static void main(String[] args) throws Exception {
    Options o = parse(args);
    PrintStream out = System.out;
    long start = System.nanoTime();
    List<String> env = environment();
    out.println("== Skiff comparison ==");
    env.forEach(out::println);
    out.printf(
        Locale.ROOT,
        "mode: %s (single JVM, %d ms warm-up + %d ms timed per codec and operation, best of %d"
            + " interleaved rounds; first-use shots: %d)%n",
        o.full ? "FULL" : "QUICK",
        o.warmupMs,
        o.measureMs,
        ROUNDS,
        o.firstUseShots);
    out.println(
        "times in ns/op; size x = bytes / Skiff's bytes; ser x, deser x = time / Skiff's time"
            + " (above 1.00 = slower than Skiff); the machine may be noisy: compare ratios");
    List<Table> tables = new ArrayList<>();
    int failures = 0;
    for (String dataName : o.data) {
      DataSet data = DataSets.byName(dataName);
      Table t = compare(out, data, o);
      tables.add(t);
      failures += t.failures;
    }
    List<Volume.Result> volume = new ArrayList<>();
    if (o.timing && o.volume.length > 0) {
      out.printf(
          Locale.ROOT,
          "%n--- volume: People records, one message per record, all held in memory ---%n");
      volume = Volume.run(o.volumeCodecs, o.volume, out);
      printVolume(out, volume, o.volume, false);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.printf(Locale.ROOT, "%ntotal time: %.1f s%n", seconds);
    env.add("load average at end (1, 5, 15 min): " + loadAverage());
    out.println(env.get(env.size() - 1));
    if (failures > 0) {
      out.println(failures + " codec/data-set pair(s) failed their round trip; see above");
    }
    writeReport(o, env, tables, volume, seconds);
    out.println("report and charts written to " + o.out.toAbsolutePath().normalize());
  }

  static Options parse(String[] args) {
    Options o = new Options();
    for (String arg : args) {
      o.args.add(arg);
      if (arg.equals("--full")) {
        o.full = true;
      } else if (arg.startsWith("--data=")) {
        o.data = split(arg.substring("--data=".length()));
      } else if (arg.startsWith("--codecs=")) {
        o.codecs = split(arg.substring("--codecs=".length()));
      } else if (arg.startsWith("--warmup-ms=")) {
        o.warmupMs = Long.parseLong(arg.substring("--warmup-ms=".length()));
      } else if (arg.startsWith("--measure-ms=")) {
        o.measureMs = Long.parseLong(arg.substring("--measure-ms=".length()));
      } else if (arg.equals("--sizes-only")) {
        o.timing = false;
      } else if (arg.startsWith("--first-use-shots=")) {
        o.firstUseShots = Integer.parseInt(arg.substring("--first-use-shots=".length()));
      } else if (arg.startsWith("--volume=")) {
        String v = arg.substring("--volume=".length());
        o.volume =
            v.equals("none")
                ? new int[0]
                : split(v).stream().mapToInt(s -> Integer.parseInt(s.replace("_", ""))).toArray();
      } else if (arg.startsWith("--volume-codecs=")) {
        o.volumeCodecs = split(arg.substring("--volume-codecs=".length()));
      } else if (arg.startsWith("--out=")) {
        o.out = Paths.get(arg.substring("--out=".length()));
      } else {
        System.err.println("unknown option: " + arg);
        System.err.println(
            "usage: Compare [--full] [--data=a,b] [--codecs=a,b] [--warmup-ms=N] [--measure-ms=N]"
                + " [--sizes-only] [--first-use-shots=N] [--volume=N,M|none]"
                + " [--volume-codecs=a,b] [--out=DIR]");
        System.exit(2);
      }
    }
    if (o.data == null) {
      o.data = o.full ? DataSets.names() : QUICK_DATA;
    }
    if (o.warmupMs < 0) {
      o.warmupMs = o.full ? 400 : 100;
    }
    if (o.measureMs < 0) {
      o.measureMs = o.full ? 800 : 200;
    }
    if (o.firstUseShots < 0) {
      o.firstUseShots = 3;
    }
    if (o.volume == null) {
      o.volume =
          o.full ? new int[] {10_000, 100_000, 1_000_000, 5_000_000} : new int[] {10_000, 100_000};
    }
    return o;
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

  // ------------------------------------------------------------------ environment

  static List<String> environment() {
    Runtime rt = Runtime.getRuntime();
    List<String> env = new ArrayList<>();
    env.add(
        "date: "
            + ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME).substring(0, 19));
    env.add(
        String.format(
            Locale.ROOT,
            "JDK: %s %s (%s, %s)",
            System.getProperty("java.vendor"),
            System.getProperty("java.version"),
            System.getProperty("java.runtime.version"),
            System.getProperty("java.vm.name")));
    env.add("CPU: " + cpuModel());
    env.add(
        String.format(
            Locale.ROOT,
            "OS: %s %s (%s), %d CPUs, max heap %d MiB",
            System.getProperty("os.name"),
            System.getProperty("os.version"),
            System.getProperty("os.arch"),
            rt.availableProcessors(),
            rt.maxMemory() / (1024 * 1024)));
    env.add("JVM args: " + ManagementFactory.getRuntimeMXBean().getInputArguments());
    env.add("load average at start (1, 5, 15 min): " + loadAverage());
    Properties v = new Properties();
    try (InputStream in = Compare.class.getResourceAsStream("versions.properties")) {
      if (in != null) {
        v.load(in);
      }
    } catch (IOException e) {
      // versions unknown
    }
    env.add(
        String.format(
            Locale.ROOT,
            "libraries: Skiff %s, Kryo %s, Fory %s, protostuff-runtime %s, Hessian %s, FST %s,"
                + " Jackson %s (+ Blackbird), jackson-dataformat-msgpack %s",
            v.getProperty("skiff", "?"),
            v.getProperty("kryo", "?"),
            v.getProperty("fory", "?"),
            v.getProperty("protostuff", "?"),
            v.getProperty("hessian", "?"),
            v.getProperty("fst", "?"),
            v.getProperty("jackson", "?"),
            v.getProperty("msgpack", "?")));
    return env;
  }

  /** The first three fields of /proc/loadavg: how busy the machine was besides this run. */
  static String loadAverage() {
    try {
      String[] f = Files.readString(Paths.get("/proc/loadavg")).trim().split("\\s+");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }

  private static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Paths.get("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return System.getProperty("os.arch") + " (model unknown)";
  }

  // ------------------------------------------------------------------ one data set

  /** One codec's outcome on one data set. */
  static final class Row {
    final String codec;
    String status = "ok";
    int size = -1;
    int deflated = -1;
    Timer ser;
    Timer same;
    Timer deser;
    Timer shallow;
    Timer deep;
    double allocSame = Double.NaN;
    double allocDeser = Double.NaN;
    double firstUseMs = Double.NaN;
    String firstUseNote = "";

    Row(String codec) {
      this.codec = codec;
    }

    boolean ok() {
      return size >= 0;
    }

    double ns(Timer t) {
      return t == null ? Double.NaN : t.best;
    }
  }

  /** One data set's results. */
  static final class Table {
    final DataSet data;
    final List<Row> rows = new ArrayList<>();
    Timer create;
    int failures;
    boolean timing;

    Table(DataSet data) {
      this.data = data;
    }

    Row baseline() {
      String name = Codecs.baselineFor(data);
      for (Row r : rows) {
        if (r.codec.equals(name) && r.ok()) {
          return r;
        }
      }
      return null;
    }
  }

  private static Table compare(PrintStream out, DataSet data, Options o) {
    out.printf(Locale.ROOT, "%n--- %s: %s ---%n", data.name(), data.description());
    Table table = new Table(data);
    table.timing = o.timing;
    for (String codecName : o.codecs) {
      Row r = new Row(codecName);
      table.rows.add(r);
      Codec codec;
      Object value = data.create();
      byte[] bytes;
      try {
        codec = Codecs.create(codecName, data);
        if (data.needsReferences() && !codec.tracksReferences()) {
          r.status = "n/a: cyclic value, no reference tracking";
          continue;
        }
        bytes = RoundTrip.check(codec, data, value);
      } catch (UnsupportedOperationException e) {
        r.status = "unsupported: " + describe(e);
        continue;
      } catch (Throwable t) {
        r.status = "FAILED: " + describe(t);
        table.failures++;
        if (codecName.startsWith("skiff")) {
          out.println("Skiff round trip failed for " + data.name() + " with " + codecName + ":");
          t.printStackTrace(out);
        }
        continue;
      }
      r.size = bytes.length;
      r.deflated = deflatedSize(bytes);
      if (o.timing) {
        final Codec c = codec;
        final Object v = value;
        final byte[] b = bytes;
        r.ser =
            new Timer(
                n -> {
                  for (int i = 0; i < n; i++) {
                    SINK[i & 15] = c.serialize(data.create());
                  }
                });
        r.same =
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
        r.shallow =
            new Timer(
                n -> {
                  long a = 0;
                  for (int i = 0; i < n; i++) {
                    a += data.touchTopLevel(c.deserialize(b));
                  }
                  acc += a;
                });
        r.deep =
            new Timer(
                n -> {
                  long a = 0;
                  for (int i = 0; i < n; i++) {
                    a += data.touchAll(c.deserialize(b));
                  }
                  acc += a;
                });
      }
    }
    if (o.timing) {
      table.create =
          new Timer(
              n -> {
                for (int i = 0; i < n; i++) {
                  SINK[i & 15] = data.create();
                }
              });
      time(table, o.warmupMs, o.measureMs);
      for (Row r : table.rows) {
        if (r.ok()) {
          r.allocSame = allocation(r.same);
          r.allocDeser = allocation(r.deser);
        }
      }
      if (o.firstUseShots > 0) {
        // one unmeasured load, so the first codec measured does not pay for the loader machinery
        FreshLoader.freshDataSet(data.name()).create();
        for (Row r : table.rows) {
          if (r.ok()) {
            firstUse(r, data, o.firstUseShots);
          }
        }
      }
    }
    Arrays.fill(SINK, null);
    out.print(render(table, false));
    return table;
  }

  static int deflatedSize(byte[] bytes) {
    Deflater d = new Deflater();
    d.setInput(bytes);
    d.finish();
    byte[] buf = new byte[bytes.length + 64];
    int n = 0;
    while (!d.finished()) {
      n += d.deflate(buf);
    }
    d.end();
    return n;
  }

  private static String describe(Throwable t) {
    String msg = t.getMessage();
    String s =
        (t instanceof UnsupportedOperationException ? "" : t.getClass().getName() + ": ")
            + (msg == null ? "" : msg);
    s = s.replace('\n', ' ');
    return s.length() > 180 ? s.substring(0, 177) + "..." : s;
  }

  /** Bytes allocated by this thread per operation of {@code t}, over at least 200 operations. */
  private static double allocation(Timer t) {
    java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    if (!(mx instanceof com.sun.management.ThreadMXBean)) {
      return Double.NaN;
    }
    com.sun.management.ThreadMXBean sun = (com.sun.management.ThreadMXBean) mx;
    long id = Thread.currentThread().getId();
    int ops = 0;
    long before = sun.getThreadAllocatedBytes(id);
    while (ops < 200) {
      t.batch.run(t.n);
      ops += t.n;
    }
    long after = sun.getThreadAllocatedBytes(id);
    return (double) (after - before) / ops;
  }

  /**
   * Single shots, each with data classes from a new {@link FreshLoader}: build the codec, serialize
   * one value and read it back. Keeps the median.
   */
  private static void firstUse(Row r, DataSet data, int shots) {
    if (data.classes().isEmpty()) {
      // Only JDK classes: nothing is new to any codec, and a timing would only show a cache hit.
      r.firstUseNote = "n/a";
      return;
    }
    double[] ms = new double[shots];
    Thread thread = Thread.currentThread();
    ClassLoader saved = thread.getContextClassLoader();
    try {
      for (int s = 0; s < shots; s++) {
        DataSet fresh = FreshLoader.freshDataSet(data.name());
        Object value = fresh.create();
        thread.setContextClassLoader(fresh.classLoader());
        long t0 = System.nanoTime();
        Codec c = Codecs.create(r.codec, fresh);
        Object back = c.deserialize(c.serialize(value));
        long t1 = System.nanoTime();
        if (!value.equals(back)) {
          r.firstUseNote = "round trip with fresh classes not equal";
          return;
        }
        ms[s] = (t1 - t0) / 1e6;
      }
    } catch (UnsupportedOperationException e) {
      r.firstUseNote = "n/a";
      return;
    } catch (Throwable t) {
      r.firstUseNote = "failed: " + describe(t);
      return;
    } finally {
      thread.setContextClassLoader(saved);
    }
    Arrays.sort(ms);
    r.firstUseMs = ms[shots / 2];
  }

  // ------------------------------------------------------------------ rendering

  private static final String[] HEADER = {
    "codec",
    "bytes",
    "size x",
    "+dfl",
    "ser",
    "+same",
    "deser",
    "+shal",
    "+deep",
    "total",
    "ser x",
    "deser x",
    "B/op ser",
    "B/op deser",
    "1st ms",
    "status"
  };

  private static List<String[]> cells(Table t) {
    Row base = t.baseline();
    List<String[]> rows = new ArrayList<>();
    for (Row r : t.rows) {
      String[] c = new String[HEADER.length];
      Arrays.fill(c, "-");
      c[0] = r.codec;
      c[15] = r.status;
      if (r.ok()) {
        c[1] = Integer.toString(r.size);
        c[2] = base == null ? "-" : ratio((double) r.size / base.size);
        c[3] = Integer.toString(r.deflated);
        if (t.timing) {
          c[4] = num(r.ns(r.ser));
          c[5] = num(r.ns(r.same));
          c[6] = num(r.ns(r.deser));
          c[7] = num(r.ns(r.shallow));
          c[8] = num(r.ns(r.deep));
          c[9] = num(r.ns(r.ser) + r.ns(r.deep));
          c[10] = base == null ? "-" : ratio(r.ns(r.same) / base.ns(base.same));
          c[11] = base == null ? "-" : ratio(r.ns(r.deser) / base.ns(base.deser));
          c[12] = num(r.allocSame);
          c[13] = num(r.allocDeser);
          c[14] = Double.isNaN(r.firstUseMs) ? "-" : num(r.firstUseMs);
          if (!r.firstUseNote.isEmpty()) {
            c[15] = r.status + "; first use: " + r.firstUseNote;
          }
        }
      }
      rows.add(c);
    }
    return rows;
  }

  private static String render(Table t, boolean markdown) {
    List<String[]> rows = cells(t);
    int cols = t.timing ? HEADER.length : 5;
    StringBuilder s = new StringBuilder();
    if (t.timing && t.create != null) {
      s.append(
          String.format(
              Locale.ROOT, "create: %s ns/op%s", num(t.create.best), markdown ? "\n\n" : "\n"));
    }
    int[] w = new int[HEADER.length];
    List<String[]> all = new ArrayList<>();
    all.add(HEADER);
    all.addAll(rows);
    for (String[] r : all) {
      for (int i = 0; i < cols - 1; i++) {
        w[i] = Math.max(w[i], r[i].length());
      }
    }
    for (int k = 0; k < all.size(); k++) {
      String[] r = all.get(k);
      StringBuilder line = new StringBuilder(markdown ? "| " : "");
      for (int i = 0; i < cols; i++) {
        int col = (!t.timing && i == cols - 1) ? 15 : i;
        String cell = r[col];
        if (markdown) {
          line.append(cell).append(" | ");
        } else if (i == cols - 1) {
          line.append(cell);
        } else if (i == 0) {
          line.append(String.format("%-" + w[col] + "s ", cell));
        } else {
          line.append(String.format("%" + w[col] + "s ", cell));
        }
      }
      s.append(markdown ? line.toString().trim() : line.toString()).append('\n');
      if (markdown && k == 0) {
        s.append("|");
        for (int i = 0; i < cols; i++) {
          s.append(i == 0 || i == cols - 1 ? "---|" : "---:|");
        }
        s.append('\n');
      }
    }
    Row base = t.baseline();
    if (base == null) {
      s.append("(no ratios: the baseline ")
          .append(Codecs.baselineFor(t.data))
          .append(" did not run)\n");
    } else if (!base.codec.equals(Codecs.SKIFF)) {
      s.append("(ratios relative to ").append(base.codec).append(")\n");
    }
    return s.toString();
  }

  private static String num(double v) {
    if (Double.isNaN(v)) {
      return "-";
    }
    if (v < 10) {
      return String.format(Locale.ROOT, "%.2f", v);
    }
    if (v < 100) {
      return String.format(Locale.ROOT, "%.1f", v);
    }
    return String.format(Locale.ROOT, "%.0f", v);
  }

  private static String ratio(double r) {
    return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.2f", r);
  }

  private static String volumeTable(List<Volume.Result> results, int[] sizes, boolean markdown) {
    StringBuilder s = new StringBuilder();
    String[] header = {
      "codec",
      "records",
      "ser ms",
      "deser ms",
      "avg bytes",
      "ser x",
      "deser x",
      "peak heap MiB",
      "data MiB",
      "GC ms",
      "GCs",
      "-Xmx MiB",
      "status"
    };
    List<String[]> rows = new ArrayList<>();
    rows.add(header);
    for (int n : sizes) {
      Volume.Result base = null;
      for (Volume.Result r : results) {
        if (r.records == n && r.codec.equals(Codecs.SKIFF) && r.ok()) {
          base = r;
        }
      }
      for (Volume.Result r : results) {
        if (r.records != n) {
          continue;
        }
        String[] c = new String[header.length];
        Arrays.fill(c, "-");
        c[0] = r.codec;
        c[1] = String.format(Locale.ROOT, "%,d", n);
        c[11] = Integer.toString(r.heapMiB);
        c[12] = r.status;
        if (r.ok()) {
          c[2] = num(r.serMs);
          c[3] = num(r.deserMs);
          c[4] = String.format(Locale.ROOT, "%.1f", r.avgBytes);
          c[5] = base == null ? "-" : ratio(r.serMs / base.serMs);
          c[6] = base == null ? "-" : ratio(r.deserMs / base.deserMs);
          c[7] = num(r.peakMiB);
          c[8] = num(r.dataMiB);
          c[9] = num(r.gcMs);
          c[10] = Integer.toString(r.gcCount);
        }
        rows.add(c);
      }
    }
    int[] w = new int[header.length];
    for (String[] r : rows) {
      for (int i = 0; i < r.length; i++) {
        w[i] = Math.max(w[i], r[i].length());
      }
    }
    for (int k = 0; k < rows.size(); k++) {
      String[] r = rows.get(k);
      StringBuilder line = new StringBuilder(markdown ? "| " : "");
      for (int i = 0; i < r.length; i++) {
        if (markdown) {
          line.append(r[i]).append(" | ");
        } else if (i == r.length - 1) {
          line.append(r[i]);
        } else {
          line.append(String.format((i == 0 ? "%-" : "%") + w[i] + "s ", r[i]));
        }
      }
      s.append(markdown ? line.toString().trim() : line.toString()).append('\n');
      if (markdown && k == 0) {
        s.append("|---|");
        for (int i = 1; i < r.length - 1; i++) {
          s.append("---:|");
        }
        s.append("---|\n");
      }
    }
    return s.toString();
  }

  private static void printVolume(
      PrintStream out, List<Volume.Result> results, int[] sizes, boolean markdown) {
    out.print(volumeTable(results, sizes, markdown));
  }

  // ------------------------------------------------------------------ report and charts

  private static void writeReport(
      Options o, List<String> env, List<Table> tables, List<Volume.Result> volume, double seconds)
      throws IOException {
    Files.createDirectories(o.out);
    StringBuilder md = new StringBuilder();
    md.append("# Skiff comparison: ").append(o.full ? "full" : "quick").append(" mode\n\n");
    md.append("Command: `java ")
        .append(String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()))
        .append(ManagementFactory.getRuntimeMXBean().getInputArguments().isEmpty() ? "" : " ")
        .append("-cp ")
        .append(System.getProperty("java.class.path"))
        .append(" dev.skiff.bench.Compare")
        .append(o.args.isEmpty() ? "" : " " + String.join(" ", o.args))
        .append("`\n\n");
    for (String e : env) {
      md.append("- ").append(e).append('\n');
    }
    md.append(
        String.format(
            Locale.ROOT,
            "- timing: %d ms warm-up + %d ms measured per codec and operation, best of %d rounds;"
                + " first-use shots: %d; run time %.0f s%n%n",
            o.warmupMs,
            o.measureMs,
            ROUNDS,
            o.firstUseShots,
            seconds));
    for (Table t : tables) {
      md.append("## ").append(t.data.name()).append("\n\n").append(t.data.description());
      md.append("\n\n").append(render(t, true)).append('\n');
      if (t.timing) {
        chartsFor(o.out, t);
      }
    }
    if (!volume.isEmpty()) {
      md.append("## volume\n\n").append(volumeTable(volume, o.volume, true)).append('\n');
      volumeChart(o.out, volume, o.volume);
    }
    Files.writeString(
        o.out.resolve(o.full ? "results-full.md" : "results-quick.md"),
        md.toString(),
        StandardCharsets.UTF_8);
  }

  private static void chartsFor(Path dir, Table t) throws IOException {
    List<String> names = new ArrayList<>();
    List<double[]> speed = new ArrayList<>();
    List<double[]> size = new ArrayList<>();
    for (Row r : t.rows) {
      if (!r.ok()) {
        continue;
      }
      names.add(r.codec);
      speed.add(new double[] {1e6 / r.ns(r.same), 1e6 / r.ns(r.deser)});
      size.add(new double[] {r.size, r.deflated});
    }
    if (names.isEmpty()) {
      return;
    }
    String base = Codecs.baselineFor(t.data);
    Svg.bars(
        dir.resolve("throughput-" + t.data.name() + ".svg"),
        "Throughput, " + t.data.name(),
        "operations per millisecond, one thread (higher is better; quick estimate, noisy machine)",
        names,
        List.of("serialize (same object)", "deserialize"),
        speed.toArray(new double[0][]),
        base);
    Svg.bars(
        dir.resolve("size-" + t.data.name() + ".svg"),
        "Serialized size, " + t.data.name(),
        "bytes (lower is better)",
        names,
        List.of("bytes", "after DEFLATE"),
        size.toArray(new double[0][]),
        base);
  }

  private static void volumeChart(Path dir, List<Volume.Result> volume, int[] sizes)
      throws IOException {
    List<String> codecs = new ArrayList<>();
    for (Volume.Result r : volume) {
      if (!codecs.contains(r.codec)) {
        codecs.add(r.codec);
      }
    }
    double[] xs = Arrays.stream(sizes).asDoubleStream().toArray();
    List<String> series = new ArrayList<>();
    List<double[]> ys = new ArrayList<>();
    for (String c : codecs) {
      double[] y = new double[sizes.length];
      Arrays.fill(y, Double.NaN);
      boolean any = false;
      for (Volume.Result r : volume) {
        if (r.codec.equals(c) && r.ok()) {
          for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] == r.records) {
              y[i] = r.serMs + r.deserMs;
              any = true;
            }
          }
        }
      }
      if (any) {
        series.add(c);
        ys.add(y);
      }
    }
    if (series.isEmpty()) {
      return;
    }
    Svg.lines(
        dir.resolve("volume.svg"),
        "Volume test: serialize + deserialize every record (log-log)",
        "records",
        "total ms (serialize pass + deserialize pass)",
        xs,
        series,
        ys.toArray(new double[0][]));
  }

  // ------------------------------------------------------------------ timing

  /** A batch of {@code n} operations. */
  interface Batch {
    void run(int n);
  }

  /** Times one operation of one codec: a batch size and the best round so far. */
  static final class Timer {
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
  private static void time(Table table, long warmupMs, long measureMs) {
    List<Timer> timers = new ArrayList<>();
    timers.add(table.create);
    for (Row r : table.rows) {
      if (r.ser != null) {
        timers.add(r.ser);
        timers.add(r.same);
        timers.add(r.deser);
        timers.add(r.shallow);
        timers.add(r.deep);
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
