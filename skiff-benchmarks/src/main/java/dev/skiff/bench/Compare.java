package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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
 * <p>CompareOptions: {@code --data=a,b}, {@code --codecs=a,b}, {@code --warmup-ms=N}, {@code
 * --measure-ms=N}, {@code --sizes-only} (no timing, no volume), {@code --first-use-shots=N} (0:
 * skip), {@code --volume=10000,100000} or {@code --volume=none}, {@code --volume-codecs=a,b},
 * {@code --volume-data=person|account} (the volume test's records: {@code People}, the default, or
 * {@code Account} cache records), {@code --out=DIR}.
 *
 * <p>Every codec first passes {@link RoundTrip#check}; one that throws {@link
 * UnsupportedOperationException} (by design: a hand-written codec that does not exist, protostuff
 * on a collection or map root it has no wrapper for, FST without its flags, protostuff, Hessian and
 * FST on records, Hessian on {@code java.time} values) is reported as unsupported, one that throws
 * anything else or returns an unequal value as failed, and neither is ever timed. A configuration
 * without reference tracking is n/a on the cyclic data set.
 *
 * <p><b>What the columns mean</b> (all per operation, best of {@link #Timing.ROUNDS} interleaved
 * rounds): {@code create} builds a fresh value; {@code ser} builds a fresh value and serializes it
 * (create included, as in jvm-serializers); {@code +same} serializes the same value again; {@code
 * deser} deserializes; {@code +shal} deserializes and reads the root's fields; {@code +deep}
 * deserializes and reads every field ({@code hashCode()} of the graph); {@code total} is {@code ser
 * + +deep}; {@code ser x} and {@code deser x} are {@code +same} and {@code deser} divided by
 * Skiff's (above 1.00 = slower than Skiff); allocation is bytes allocated by the thread per {@code
 * +same} and per {@code deser}; {@code 1st ms} is the single-shot time to build a codec for classes
 * loaded by a fresh class loader and round-trip one value with it (median of the shots).
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

  private Compare() {}

  public static void main(String[] args) throws Exception {
    CompareOptions o = CompareOptions.parse(args);
    PrintStream out = System.out;
    long start = System.nanoTime();
    List<String> env = MachineInfo.environment();
    out.println("== Skiff comparison ==");
    env.forEach(out::println);
    out.printf(
        Locale.ROOT,
        "mode: %s (single JVM, %d ms warm-up + %d ms timed per codec and operation, best of %d"
            + " interleaved rounds; first-use shots: %d)%n",
        o.full ? "FULL" : "QUICK",
        o.warmupMs,
        o.measureMs,
        Timing.ROUNDS,
        o.firstUseShots);
    out.println(
        "times in ns/op; size x = bytes / Skiff's bytes; ser x, deser x = time / Skiff's time"
            + " (above 1.00 = slower than Skiff); the machine may be noisy: compare ratios");
    List<CompareTable> tables = new ArrayList<>();
    int failures = 0;
    for (String dataName : o.data) {
      DataSet data = DataSets.byName(dataName);
      CompareTable t = compare(out, data, o);
      tables.add(t);
      failures += t.failures;
    }
    List<Volume.Result> volume = new ArrayList<>();
    if (o.timing && o.volume.length > 0) {
      out.printf(
          Locale.ROOT,
          "%n--- volume: %s, one message per record, all held in memory ---%n",
          o.volumeData.description);
      volume = Volume.run(o.volumeCodecs, o.volume, o.volumeData, out);
      Report.printVolume(out, volume, o.volume, false);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.printf(Locale.ROOT, "%ntotal time: %.1f s%n", seconds);
    env.add("load average at end (1, 5, 15 min): " + MachineInfo.loadAverage());
    out.println(env.get(env.size() - 1));
    if (failures > 0) {
      out.println(failures + " codec/data-set pair(s) failed their round trip; see above");
    }
    Report.writeReport(o, env, tables, volume, seconds);
    out.println("report and charts written to " + o.out.toAbsolutePath().normalize());
  }

  // ------------------------------------------------------------------ environment

  // ------------------------------------------------------------------ one data set

  private static CompareTable compare(PrintStream out, DataSet data, CompareOptions o) {
    out.printf(Locale.ROOT, "%n--- %s: %s ---%n", data.name(), data.description());
    CompareTable table = new CompareTable(data);
    table.timing = o.timing;
    for (String codecName : o.codecs) {
      CompareRow r = new CompareRow(codecName);
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
            new Timing.Timer(
                n -> {
                  for (int i = 0; i < n; i++) {
                    Timing.SINK[i & 15] = c.serialize(data.create());
                  }
                });
        r.same =
            new Timing.Timer(
                n -> {
                  for (int i = 0; i < n; i++) {
                    Timing.SINK[i & 15] = c.serialize(v);
                  }
                });
        r.deser =
            new Timing.Timer(
                n -> {
                  for (int i = 0; i < n; i++) {
                    Timing.SINK[i & 15] = c.deserialize(b);
                  }
                });
        r.shallow =
            new Timing.Timer(
                n -> {
                  long a = 0;
                  for (int i = 0; i < n; i++) {
                    a += data.touchTopLevel(c.deserialize(b));
                  }
                  Timing.acc += a;
                });
        r.deep =
            new Timing.Timer(
                n -> {
                  long a = 0;
                  for (int i = 0; i < n; i++) {
                    a += data.touchAll(c.deserialize(b));
                  }
                  Timing.acc += a;
                });
      }
    }
    if (o.timing) {
      table.create =
          new Timing.Timer(
              n -> {
                for (int i = 0; i < n; i++) {
                  Timing.SINK[i & 15] = data.create();
                }
              });
      Timing.time(table, o.warmupMs, o.measureMs);
      for (CompareRow r : table.rows) {
        if (r.ok()) {
          r.allocSame = Timing.allocation(r.same);
          r.allocDeser = Timing.allocation(r.deser);
        }
      }
      if (o.firstUseShots > 0) {
        // one unmeasured load, so the first codec measured does not pay for the loader machinery
        FreshLoader.freshDataSet(data.name()).create();
        for (CompareRow r : table.rows) {
          if (r.ok()) {
            firstUse(r, data, o.firstUseShots);
          }
        }
      }
    }
    Arrays.fill(Timing.SINK, null);
    out.print(Report.render(table, false));
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

  /**
   * Single shots, each with data classes from a new {@link FreshLoader}: build the codec, serialize
   * one value and read it back. Keeps the median.
   */
  private static void firstUse(CompareRow r, DataSet data, int shots) {
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

  // ------------------------------------------------------------------ report and charts

  // ------------------------------------------------------------------ timing

}
