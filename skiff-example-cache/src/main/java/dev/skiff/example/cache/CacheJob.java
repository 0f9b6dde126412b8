package dev.skiff.example.cache;

import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.api.sync.RedisCommands;
import io.lettuce.core.codec.ByteArrayCodec;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * The cache job: a Spark {@code local[2]} job over People-like records whose {@code mapPartitions}
 * looks each record up in Redis by id, deserializes hits, and serializes and stores misses,
 * pipelined 1,000 commands at a time. Each (size, codec) runs twice on an empty Redis: a cold pass
 * (all misses: serialize and store) and a warm pass (all hits: fetch and deserialize, checked
 * against the expected record). It prints, per codec and size: both passes' wall time, the
 * serialize and deserialize time per record (summed inside the tasks), the bytes Redis holds for
 * the values ({@code used_memory} after the cold pass minus before it, and {@code MEMORY USAGE} of
 * one key), and the driver's heap peak.
 *
 * <p>Every codec first runs once on 20,000 records, untimed, so that none is timed before the JIT
 * has compiled it. With several rounds (the third argument), each round starts one codec later than
 * the one before, so that none always runs first or last, and each size ends with the codecs'
 * medians and each Skiff codec's time over each other codec's, round by round ({@link Summary}). A
 * fourth argument names an SVG file for the chart of the last size ({@link Chart}).
 *
 * <p>It starts its own {@code redis-server} (from {@code PATH}; {@code .ci/ensure-redis-server.sh}
 * installs it) on a free port of 127.0.0.1 without persistence. Run from the repository root:
 *
 * <pre>{@code
 * ./mvnw -B -q -pl skiff-example-cache -am package dependency:build-classpath -DskipTests \
 *   -Dmdep.outputFile=target/classpath.txt
 * java -Xmx4g -cp skiff-example-cache/target/classes:$(cat skiff-example-cache/target/classpath.txt) \
 *   dev.skiff.example.cache.CacheJob 10000,100000,1000000 skiff,skiff-session,kryo,fory,jdk 5
 * }</pre>
 *
 * No {@code --add-opens} is given: Spark 4 runs on JDK 17 without them for this job, and so do
 * Skiff, Kryo (registered, references off) and Fory.
 */
public final class CacheJob {
  private static final int BATCH = 1_000;
  private static final int WARM_UP = 20_000;

  private CacheJob() {}

  /**
   * Runs every size with every codec; arguments: sizes and codecs, comma-separated, the number of
   * rounds (default 1), and optionally the SVG file for the chart of the last size.
   */
  public static void main(String[] args) throws Exception {
    String sizes = args.length > 0 ? args[0] : "10000,100000,1000000";
    List<String> codecs = new ArrayList<>();
    for (String codec : (args.length > 1 ? args[1] : "skiff,kryo,fory,jdk").split(",")) {
      codecs.add(codec.trim());
    }
    int rounds = args.length > 2 ? Integer.parseInt(args[2].trim()) : 1;
    if (rounds < 1) {
      throw new IllegalArgumentException("rounds must be at least 1: " + rounds);
    }
    Path chart = args.length > 3 ? Path.of(args[3]) : null;
    Path dir = Files.createTempDirectory("cache-job");
    int port = freePort();
    Process redis =
        new ProcessBuilder(
                "redis-server",
                "--port",
                Integer.toString(port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                dir.toString())
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("redis.log").toFile())
            .start();
    try {
      awaitPort(port, redis);
      String uri = "redis://127.0.0.1:" + port;
      SparkConf conf =
          new SparkConf()
              .setMaster("local[2]")
              .setAppName("skiff-cache-job")
              .set("spark.driver.host", "127.0.0.1")
              .set("spark.driver.bindAddress", "127.0.0.1")
              .set("spark.ui.enabled", "false");
      RedisClient admin = RedisClient.create(uri);
      try (JavaSparkContext sc = new JavaSparkContext(conf);
          StatefulRedisConnection<String, String> connection = admin.connect()) {
        RedisCommands<String, String> redisAdmin = connection.sync();
        // Every codec's code warm before any is timed.
        for (String codec : codecs) {
          run(sc, uri, redisAdmin, codec, WARM_UP, 0);
        }
        System.out.println(Result.HEADER);
        for (String size : sizes.split(",")) {
          int n = Integer.parseInt(size.trim());
          List<Result> results = new ArrayList<>();
          for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < codecs.size(); i++) {
              // Each round starts one codec later, so that none is always first or last.
              String codec = codecs.get((i + round) % codecs.size());
              Result r = run(sc, uri, redisAdmin, codec, n, round);
              System.out.println(r);
              results.add(r);
            }
          }
          if (rounds > 1) {
            System.out.println();
            Summary.lines(results, codecs, rounds, n).forEach(System.out::println);
            System.out.println();
          }
          if (chart != null) { // the last size's chart is the one left
            Chart.write(
                chart,
                results,
                codecs,
                String.format(
                    Locale.ROOT,
                    "Cache job, %,d records, medians of %d rounds (lower is better)",
                    n,
                    rounds));
          }
        }
      } finally {
        admin.shutdown();
      }
    } finally {
      redis.destroy();
      redis.waitFor(10, TimeUnit.SECONDS);
    }
  }

  /** Runs both passes of one codec on {@code n} records, in round {@code round} (from 0). */
  private static Result run(
      JavaSparkContext sc,
      String uri,
      RedisCommands<String, String> admin,
      String codec,
      int n,
      int round) {
    admin.flushall();
    long before = usedMemory(admin);
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
    LongAccumulator serNanos = sc.sc().longAccumulator();
    LongAccumulator deserNanos = sc.sc().longAccumulator();
    LongAccumulator hits = sc.sc().longAccumulator();
    LongAccumulator misses = sc.sc().longAccumulator();
    LongAccumulator valueBytes = sc.sc().longAccumulator();
    JavaRDD<Long> ids =
        sc.parallelize(IntStream.range(0, 8).boxed().toList(), 8)
            .flatMap(
                part -> {
                  List<Long> out = new ArrayList<>();
                  for (long i = part; i < n; i += 8) {
                    out.add(i);
                  }
                  return out.iterator();
                });
    JavaRDD<Long> pass =
        ids.mapPartitions(
            it -> lookUp(it, uri, codec, serNanos, deserNanos, hits, misses, valueBytes));
    long t0 = System.nanoTime();
    long cold = pass.count();
    long t1 = System.nanoTime();
    long used = usedMemory(admin) - before;
    Long keyBytes = admin.memoryUsage("p:1");
    long serTotal = serNanos.value();
    long t2 = System.nanoTime();
    long warm = pass.count(); // not cached: the lookups run again, now all hits
    long t3 = System.nanoTime();
    if (cold != n || warm != n || hits.value() != n || misses.value() != n) {
      throw new IllegalStateException(
          codec
              + ": expected "
              + n
              + " misses then "
              + n
              + " hits, got "
              + misses.value()
              + " and "
              + hits.value());
    }
    long heapPeak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        heapPeak += pool.getPeakUsage().getUsed();
      }
    }
    return new Result(
        codec,
        n,
        round,
        (t1 - t0) / 1_000_000,
        (t3 - t2) / 1_000_000,
        serTotal / (double) n,
        deserNanos.value() / (double) n,
        valueBytes.value() / (double) n,
        used,
        keyBytes == null ? -1 : keyBytes,
        heapPeak >> 20);
  }

  /**
   * One partition: GET every id in batches; deserializes hits, serializes and SETs misses in the
   * same pipelined batch.
   */
  private static Iterator<Long> lookUp(
      Iterator<Long> ids,
      String uri,
      String codecName,
      LongAccumulator serNanos,
      LongAccumulator deserNanos,
      LongAccumulator hits,
      LongAccumulator misses,
      LongAccumulator valueBytes)
      throws Exception {
    CacheCodec codec = CacheCodec.create(codecName);
    RedisClient client = RedisClient.create(uri);
    List<Long> done = new ArrayList<>();
    try (StatefulRedisConnection<byte[], byte[]> connection =
        client.connect(ByteArrayCodec.INSTANCE)) {
      connection.setAutoFlushCommands(false);
      RedisAsyncCommands<byte[], byte[]> redis = connection.async();
      List<Long> batch = new ArrayList<>(BATCH);
      long ser = 0;
      long deser = 0;
      long hit = 0;
      long miss = 0;
      long size = 0;
      while (ids.hasNext() || !batch.isEmpty()) {
        while (ids.hasNext() && batch.size() < BATCH) {
          batch.add(ids.next());
        }
        List<RedisFuture<byte[]>> gets = new ArrayList<>(batch.size());
        for (long id : batch) {
          gets.add(redis.get(key(id)));
        }
        connection.flushCommands();
        List<RedisFuture<String>> sets = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
          long id = batch.get(i);
          byte[] value = gets.get(i).get(30, TimeUnit.SECONDS);
          if (value != null) {
            long s = System.nanoTime();
            Person p = codec.decode(value);
            deser += System.nanoTime() - s;
            if (p.id != id || !p.equals(Person.of(id))) {
              throw new IllegalStateException(codecName + " read back a different record " + id);
            }
            hit++;
          } else {
            Person p = Person.of(id);
            long s = System.nanoTime();
            byte[] bytes = codec.encode(p);
            ser += System.nanoTime() - s;
            sets.add(redis.set(key(id), bytes));
            size += bytes.length;
            miss++;
          }
          done.add(id);
        }
        connection.flushCommands();
        for (RedisFuture<String> f : sets) {
          f.get(30, TimeUnit.SECONDS);
        }
        batch.clear();
      }
      serNanos.add(ser);
      deserNanos.add(deser);
      hits.add(hit);
      misses.add(miss);
      valueBytes.add(size);
    } finally {
      client.shutdown();
    }
    return done.iterator();
  }

  private static byte[] key(long id) {
    return ("p:" + id).getBytes(StandardCharsets.US_ASCII);
  }

  private static long usedMemory(RedisCommands<String, String> admin) {
    for (String line : admin.info("memory").split("\r?\n")) {
      if (line.startsWith("used_memory:")) {
        return Long.parseLong(line.substring("used_memory:".length()).trim());
      }
    }
    throw new IllegalStateException("no used_memory in INFO memory");
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static void awaitPort(int port, Process redis) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (System.nanoTime() < deadline) {
      try (Socket probe = new Socket(InetAddress.getLoopbackAddress(), port)) {
        probe.setSoTimeout(1000);
        return;
      } catch (IOException notYet) {
        if (!redis.isAlive()) {
          break;
        }
        Thread.sleep(50);
      }
    }
    throw new IllegalStateException("redis-server did not start on port " + port);
  }
}
