package dev.skiff.example.cache;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A runner that times the cache job's codec calls without Redis and Spark: each codec's {@code
 * encode} and {@code decode}, one record at a time, as {@link CacheJob}'s tasks make them, in eight
 * tasks on two threads, with the values kept in arrays instead of a server. It runs in seconds, so
 * it can be repeated in many JVMs where the cache job takes minutes per run.
 *
 * <p>Each task makes its codec (as the job's tasks do), encodes its share of the records with a
 * clock read around each call, then decodes each value from a fresh copy of its bytes (as a client
 * library hands them over), again timed call by call, and checks it against the record. Every codec
 * runs once on 20,000 records first; then each round runs every codec once, each round starting one
 * codec later. It prints each codec's time per record in each round, then the medians.
 *
 * <p>From the repository root, after the README's build of this module:
 *
 * <pre>
 * java -Xms4g -Xmx4g -XX:+AlwaysPreTouch \
 *   -cp skiff-example-cache/target/classes:$(cat skiff-example-cache/target/classpath.txt) \
 *   dev.skiff.example.cache.CodecLoop 1000000 skiff,skiff-session,fory 3
 * </pre>
 *
 * Arguments: the number of records, the codecs ({@link CacheCodec#create}), the rounds. A fixed
 * heap touched up front keeps the kernel's page faults of a growing heap out of the times.
 */
public final class CodecLoop {
  private static final int TASKS = 8;

  private CodecLoop() {}

  public static void main(String[] args) throws Exception {
    int records = Integer.parseInt(args[0]);
    String[] codecs = args[1].split(",");
    int rounds = Integer.parseInt(args[2]);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (String codec : codecs) {
        run(pool, codec, 20_000);
      }
      Map<String, List<double[]>> times = new LinkedHashMap<>();
      for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < codecs.length; k++) {
          String codec = codecs[(k + r) % codecs.length];
          double[] t = run(pool, codec, records);
          times.computeIfAbsent(codec, x -> new ArrayList<>()).add(t);
          System.out.printf(
              "round %d  %-14s serialize %7.1f  deserialize %7.1f ns/record%n",
              r, codec, t[0], t[1]);
        }
      }
      for (Map.Entry<String, List<double[]>> e : times.entrySet()) {
        System.out.printf(
            "median   %-14s serialize %7.1f  deserialize %7.1f ns/record%n",
            e.getKey(), median(e.getValue(), 0), median(e.getValue(), 1));
      }
    } finally {
      pool.shutdown();
    }
  }

  private static double median(List<double[]> rows, int column) {
    double[] v = rows.stream().mapToDouble(r -> r[column]).sorted().toArray();
    return v[v.length / 2];
  }

  /** One pass of {@code records} records in eight tasks: nanoseconds per record, ser and deser. */
  private static double[] run(ExecutorService pool, String codec, int records) throws Exception {
    List<Future<long[]>> tasks = new ArrayList<>();
    int share = records / TASKS;
    for (int t = 0; t < TASKS; t++) {
      long from = (long) t * share;
      tasks.add(pool.submit(() -> task(codec, from, share)));
    }
    long ser = 0;
    long deser = 0;
    for (Future<long[]> f : tasks) {
      long[] t = f.get();
      ser += t[0];
      deser += t[1];
    }
    int done = share * TASKS;
    return new double[] {ser / (double) done, deser / (double) done};
  }

  private static long[] task(String name, long from, int count) {
    CacheCodec codec = CacheCodec.create(name);
    byte[][] values = new byte[count][];
    long ser = 0;
    long deser = 0;
    for (int i = 0; i < count; i++) {
      Person p = Person.of(from + i);
      long s = System.nanoTime();
      values[i] = codec.encode(p);
      ser += System.nanoTime() - s;
    }
    for (int i = 0; i < count; i++) {
      byte[] bytes = values[i].clone();
      long s = System.nanoTime();
      Person p = codec.decode(bytes);
      deser += System.nanoTime() - s;
      if (!p.equals(Person.of(from + i))) {
        throw new IllegalStateException(name + " read back a different record " + (from + i));
      }
    }
    return new long[] {ser, deser};
  }
}
