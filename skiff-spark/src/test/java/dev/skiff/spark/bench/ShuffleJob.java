package dev.skiff.spark.bench;

import dev.skiff.spark.SkiffSerializer;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * A benchmark runner that times a shuffle-heavy job ({@code repartition} + {@code reduceByKey},
 * then a {@code MEMORY_ONLY_SER} cache) on {@code local[2]} for Skiff, Kryo and Java serialization,
 * and prints wall time and shuffle bytes written. Not run by the build. Run from the repository
 * root:
 *
 * <pre>{@code
 * ./mvnw -B -q -pl skiff-spark -am test-compile dependency:build-classpath -Dmdep.outputFile=/tmp/cp.txt
 * java -Xmx3g --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED \
 *   --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED \
 *   --add-opens=java.base/sun.nio.ch=ALL-UNNAMED \
 *   -cp skiff-spark/target/test-classes:skiff-spark/target/classes:$(cat /tmp/cp.txt) \
 *   dev.skiff.spark.bench.ShuffleJob 2000000 3
 * }</pre>
 *
 * The second argument is the number of rounds: after one warm-up run, every configuration runs once
 * per round, each round starting one configuration later, so that drift of a noisy machine spreads
 * over all of them.
 *
 * <p>The opens are for Spark's KryoSerializer only; Skiff needs none. They are also what Spark's
 * launcher gives its JVMs, and with {@code java.lang} open Skiff reads and writes strings through
 * their internal arrays (see {@code docs/architecture.md}), as it would inside a real Spark.
 */
public final class ShuffleJob {
  private ShuffleJob() {}

  /** A People-like bean (a class, not a record: Spark 4's Kryo cannot read records). */
  public static final class Person implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    String name;
    int age;
    String city;
    List<String> tags;
    double score;

    /** For Kryo. */
    public Person() {}

    Person(String name, int age, String city, List<String> tags, double score) {
      this.name = name;
      this.age = age;
      this.city = city;
      this.tags = tags;
      this.score = score;
    }

    String city() {
      return city;
    }

    int age() {
      return age;
    }
  }

  /**
   * Runs every serializer configuration on {@code args[0]} records (default 2,000,000), {@code
   * args[1]} rounds (default 1).
   */
  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    String kryo = "org.apache.spark.serializer.KryoSerializer";
    Object[][] configs = {
      {
        "(warm-up, Skiff)", SkiffSerializer.class.getName(), "spark.skiff.referenceTracking", "true"
      },
      {"Skiff refs on", SkiffSerializer.class.getName(), "spark.skiff.referenceTracking", "true"},
      {"Skiff refs off", SkiffSerializer.class.getName(), "spark.skiff.referenceTracking", "false"},
      {"Kryo registered", kryo, "spark.kryo.classesToRegister", Person.class.getName()},
      {"Kryo unregistered", kryo, "spark.kryo.registrationRequired", "false"},
      {"Java", "org.apache.spark.serializer.JavaSerializer", "spark.app.id", "java"},
    };
    System.out.printf("%-18s %10s %16s%n", "serializer", "ms", "shuffle bytes");
    List<Object[]> order = new java.util.ArrayList<>();
    order.add(configs[0]);
    for (int r = 0; r < rounds; r++) {
      for (int k = 0; k < configs.length - 1; k++) {
        order.add(configs[1 + (r + k) % (configs.length - 1)]);
      }
    }
    for (Object[] c : order) {
      SparkConf conf =
          new SparkConf()
              .setMaster("local[2]")
              .setAppName("skiff-shuffle-job")
              .set("spark.driver.host", "127.0.0.1")
              .set("spark.driver.bindAddress", "127.0.0.1")
              .set("spark.ui.enabled", "false")
              .set("spark.serializer", (String) c[1])
              .set((String) c[2], (String) c[3]);
      AtomicLong shuffleBytes = new AtomicLong();
      try (JavaSparkContext sc = new JavaSparkContext(conf)) {
        sc.sc()
            .addSparkListener(
                new SparkListener() {
                  @Override
                  public void onTaskEnd(SparkListenerTaskEnd end) {
                    if (end.taskMetrics() != null) {
                      shuffleBytes.addAndGet(
                          end.taskMetrics().shuffleWriteMetrics().bytesWritten());
                    }
                  }
                });
        long start = System.nanoTime();
        JavaRDD<Person> people =
            sc.parallelize(IntStream.range(0, 4).boxed().toList(), 4)
                .flatMap(
                    part ->
                        IntStream.range(part * (n / 4), (part + 1) * (n / 4))
                            .mapToObj(
                                i ->
                                    new Person(
                                        "name" + i,
                                        i % 90,
                                        "city" + (i % 100),
                                        new java.util.ArrayList<>(
                                            List.of("t" + (i % 7), "u" + (i % 11))),
                                        i * 0.5))
                            .iterator());
        long groups =
            people
                .repartition(4)
                .mapToPair(p -> new Tuple2<>(p.city(), p))
                .reduceByKey((a, b) -> a.age() >= b.age() ? a : b, 4)
                .count();
        JavaRDD<Person> cached = people.persist(StorageLevel.MEMORY_ONLY_SER());
        long count = cached.count() + cached.filter(p -> p.age() == 1).count();
        long ms = (System.nanoTime() - start) / 1_000_000;
        sc.sc().listenerBus().waitUntilEmpty();
        System.out.printf(
            "%-18s %10d %16d   (%d groups, %d)%n", c[0], ms, shuffleBytes.get(), groups, count);
      }
    }
  }
}
