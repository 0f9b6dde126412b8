package dev.skiff.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Option;
import scala.Tuple2;
import scala.jdk.javaapi.CollectionConverters;

class SparkJobsTest {
  /** A mutable JavaBean-style value, as users' RDDs hold. */
  public static final class Pojo {
    String name;
    long total;

    public Pojo() {}

    Pojo(String name, long total) {
      this.name = name;
      this.total = total;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Pojo p && p.name.equals(name) && p.total == total;
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, total);
    }

    @Override
    public String toString() {
      return name + "=" + total;
    }
  }

  record Person(String name, int age) {}

  private static JavaSparkContext sc;
  @TempDir static Path tmp;

  @BeforeAll
  static void start() {
    SparkConf conf =
        new SparkConf()
            .setMaster("local[2]")
            .setAppName("skiff-spark-test")
            .set("spark.driver.host", "127.0.0.1")
            .set("spark.driver.bindAddress", "127.0.0.1")
            .set("spark.ui.enabled", "false")
            .set("spark.serializer", SkiffSerializer.class.getName())
            .set("spark.local.dir", tmp.toString())
            .set("spark.shuffle.spill.numElementsForceSpillThreshold", "50")
            .set("spark.default.parallelism", "4");
    sc = new JavaSparkContext(conf);
  }

  @AfterAll
  static void stop() {
    if (sc != null) {
      sc.stop();
    }
  }

  private static List<Person> people(int n) {
    return IntStream.range(0, n).mapToObj(i -> new Person("p" + (i % 50), i)).toList();
  }

  @Test
  void reduceByKey_pojos_sumsPerKey() {
    List<Pojo> input = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      input.add(new Pojo("k" + (i % 10), i));
    }
    Map<String, Pojo> result =
        sc.parallelize(input, 4)
            .mapToPair(p -> new Tuple2<>(p.name, p))
            .reduceByKey((a, b) -> new Pojo(a.name, a.total + b.total), 3)
            .collectAsMap();
    assertThat(result).hasSize(10);
    assertThat(result.get("k3").total)
        .isEqualTo(IntStream.range(0, 1000).filter(i -> i % 10 == 3).sum());
  }

  @Test
  void groupByKey_records_groupsAll() {
    Map<String, Iterable<Person>> groups =
        sc.parallelize(people(500), 4).keyBy(Person::name).groupByKey(3).collectAsMap();
    assertThat(groups).hasSize(50);
    assertThat(groups.get("p7")).hasSize(10).contains(new Person("p7", 7));
  }

  @Test
  void repartition_withForcedSpills_keepsEveryRecord() {
    List<Person> input = people(3000);
    List<Person> out = sc.parallelize(input, 3).repartition(5).collect();
    assertThat(out).containsExactlyInAnyOrderElementsOf(input);
  }

  @Test
  void sortByKey_records_sortsKeys() {
    List<Tuple2<Person, Integer>> sorted =
        sc.parallelize(people(400), 4)
            .mapToPair(p -> new Tuple2<>(new Person("x", 400 - p.age()), p.age()))
            .sortByKey(
                (Comparator<Person> & Serializable) (a, b) -> Integer.compare(a.age(), b.age()),
                true,
                3)
            .collect();
    assertThat(sorted).hasSize(400);
    assertThat(sorted.get(0)._1().age()).isEqualTo(1);
    assertThat(sorted.get(399)._1().age()).isEqualTo(400);
  }

  @Test
  void join_pojoAndRecord_matchesKeys() {
    JavaPairRDD<String, Person> left = sc.parallelize(people(100), 2).keyBy(Person::name);
    JavaPairRDD<String, Pojo> right =
        sc.parallelize(List.of(new Pojo("p1", 1), new Pojo("p2", 2)), 2).keyBy(p -> p.name);
    List<Tuple2<String, Tuple2<Person, Pojo>>> joined = left.join(right, 3).collect();
    assertThat(joined).hasSize(4);
    assertThat(joined).allMatch(t -> t._2()._1().name().equals(t._2()._2().name));
  }

  @Test
  void aggregateByKey_mutableZeroValue_isCopiedPerKey() {
    Map<String, Pojo> result =
        sc.parallelize(people(200), 4)
            .keyBy(Person::name)
            .aggregateByKey(
                new Pojo("zero", 0),
                3,
                (acc, p) -> {
                  acc.total += p.age();
                  return acc;
                },
                (a, b) -> {
                  a.total += b.total;
                  return a;
                })
            .collectAsMap();
    assertThat(result.get("p0").total).isEqualTo(0 + 50 + 100 + 150);
    assertThat(result.get("p1").total).isEqualTo(1 + 51 + 101 + 151);
  }

  @Test
  void checkpoint_records_readBackFromFiles() throws Exception {
    // Checkpoint files go through Hadoop's FileSystem, whose cache key calls
    // UserGroupInformation.getCurrentUser -> Subject.getSubject, which throws
    // UnsupportedOperationException on JDK 23+ and cannot be re-enabled on JDK 24+. That is the
    // Hadoop shipped with Spark 4.0 (supported on JDK 17/21), not Skiff.
    assumeTrue(Runtime.version().feature() < 23, "Spark 4.0's Hadoop cannot checkpoint on JDK 23+");
    sc.setCheckpointDir(Files.createDirectories(tmp.resolve("ckpt")).toString());
    JavaRDD<Person> rdd =
        sc.parallelize(people(300), 3).map(p -> new Person(p.name(), p.age() + 1));
    rdd.checkpoint();
    assertThat(rdd.count()).isEqualTo(300);
    assertThat(rdd.isCheckpointed()).isTrue();
    assertThat(rdd.collect()).contains(new Person("p0", 1));
  }

  @Test
  void top_withComparator_returnsLargest() {
    List<Person> top =
        sc.parallelize(people(1000), 4)
            .top(
                3, (Comparator<Person> & Serializable) (a, b) -> Integer.compare(a.age(), b.age()));
    assertThat(top).extracting(Person::age).containsExactly(999, 998, 997);
  }

  @Test
  void persist_memoryOnlySer_countsAndCollects() {
    JavaRDD<Person> rdd = sc.parallelize(people(2000), 4).persist(StorageLevel.MEMORY_ONLY_SER());
    assertThat(rdd.count()).isEqualTo(2000);
    assertThat(rdd.collect()).hasSize(2000).contains(new Person("p9", 1009));
    assertThat(sc.sc().getRDDStorageInfo()).isNotEmpty();
    rdd.unpersist(true);
  }

  @Test
  void broadcast_largeMap_visibleInTasks() {
    Map<Integer, Person> big = new HashMap<>();
    for (int i = 0; i < 100_000; i++) {
      big.put(i, new Person("b" + i, i));
    }
    Broadcast<Map<Integer, Person>> b = sc.broadcast(big);
    List<String> names =
        sc.parallelize(List.of(5, 99_999), 2).map(i -> b.value().get(i).name()).collect();
    assertThat(names).containsExactly("b5", "b99999");
  }

  @Test
  void collect_scalaValuesInTaskResults_roundTrip() {
    List<Object> out =
        sc.parallelize(List.of(1, 2), 2)
            .map(
                i -> {
                  List<Object> values = new ArrayList<>();
                  values.add(CollectionConverters.asScala(List.of(i, i + 1)).toList());
                  values.add(CollectionConverters.asScala(List.of(i)).toVector());
                  values.add(
                      CollectionConverters.asScala(Map.of("k", i))
                          .toMap(scala.$less$colon$less$.MODULE$.refl()));
                  values.add(CollectionConverters.asScala(java.util.Set.of(i)).toSet());
                  values.add(Option.apply(i));
                  values.add(new Tuple2<>(i, new Person("t", i)));
                  return (Object) values;
                })
            .collect();
    assertThat(out).hasSize(2);
    assertThat(out.get(1).toString())
        .contains(
            "List(2, 3)",
            "Vector(2)",
            "Map(k -> 2)",
            "Set(2)",
            "Some(2)",
            "(2,Person[name=t, age=2])");
  }

  @Test
  void collect_rowsCaseClassesArraySeqAndArrayBuffer_roundTrip() {
    List<Object> out =
        sc.parallelize(List.of(1, 2), 2)
            .map(
                i -> {
                  org.apache.spark.sql.types.StructType schema =
                      new org.apache.spark.sql.types.StructType()
                          .add("name", org.apache.spark.sql.types.DataTypes.StringType)
                          .add("n", org.apache.spark.sql.types.DataTypes.IntegerType);
                  List<Object> values = new ArrayList<>();
                  values.add(org.apache.spark.sql.RowFactory.create("row", i));
                  values.add(
                      new org.apache.spark.sql.catalyst.expressions.GenericRowWithSchema(
                          new Object[] {"named", i}, schema));
                  values.add(schema); // a case class holding an array of case classes
                  values.add(scala.collection.immutable.ArraySeq.unsafeWrapArray(new int[] {i, 7}));
                  scala.collection.mutable.ArrayBuffer<Object> buffer =
                      new scala.collection.mutable.ArrayBuffer<>();
                  buffer.addOne("b" + i);
                  values.add(buffer);
                  values.add(new scala.Tuple3<>(i, "three", Option.empty()));
                  return (Object) values;
                })
            .collect();

    List<?> second = (List<?>) out.get(1);
    assertThat(second.get(0).toString()).isEqualTo("[row,2]");
    org.apache.spark.sql.Row named = (org.apache.spark.sql.Row) second.get(1);
    assertThat(named.<String>getAs("name")).isEqualTo("named");
    assertThat(named.<Integer>getAs("n")).isEqualTo(2);
    assertThat(second.get(2).toString())
        .isEqualTo("StructType(StructField(name,StringType,true),StructField(n,IntegerType,true))");
    assertThat(second.get(3).toString()).isEqualTo("ArraySeq(2, 7)");
    assertThat(second.get(4).toString()).isEqualTo("ArrayBuffer(b2)");
    assertThat(second.get(5).toString()).isEqualTo("(2,three,None)");
  }
}
