package dev.skiff.spark.bench;

import dev.skiff.Skiff;
import dev.skiff.spark.SkiffSerializer;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.SerializerInstance;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * A rough timing loop (not JMH; one JVM, 200,000 round trips per value after two warm-up rounds) of
 * 100 {@code Integer}s in a Java {@code ArrayList} and in Scala collections, through {@link
 * SkiffSerializer} (which has codecs for Scala's collections) and through a plain {@code Skiff}
 * (which writes them through their {@code writeReplace} proxies). Not run by the build. Run from
 * the repository root after building the classpath as {@link ShuffleJob} says:
 *
 * <pre>{@code
 * java -cp skiff-spark/target/test-classes:skiff-spark/target/classes:$(cat /tmp/cp.txt) \
 *   dev.skiff.spark.bench.ScalaCollectionCost
 * }</pre>
 */
public final class ScalaCollectionCost {
  private static final ClassTag<Object> ANY = ClassTag$.MODULE$.AnyRef();

  private ScalaCollectionCost() {}

  /** Prints bytes and nanoseconds per serialize and deserialize for each value and path. */
  public static void main(String[] args) {
    List<Integer> ints = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      ints.add(i);
    }
    Object[] values = {
      ints,
      CollectionConverters.asScala(ints).toList(),
      CollectionConverters.asScala(ints).toVector(),
      new scala.collection.mutable.ArrayBuffer<Integer>()
          .addAll(CollectionConverters.asScala(ints)),
    };
    SerializerInstance spark = new SkiffSerializer(new SparkConf(false)).newInstance();
    Skiff proxies = Skiff.builder().requireRegistration(false).trackReferences(true).build();
    for (int round = 0; round < 3; round++) {
      for (Object v : values) {
        time(
            round,
            "skiff-spark",
            v,
            () -> spark.serialize(v, ANY).array(),
            bytes -> {
              return spark.deserialize(java.nio.ByteBuffer.wrap(bytes), ANY);
            });
        time(round, "proxies", v, () -> proxies.serialize(v), proxies::deserialize);
      }
    }
  }

  private static void time(
      int round,
      String path,
      Object value,
      java.util.function.Supplier<byte[]> write,
      java.util.function.Function<byte[], Object> read) {
    int n = 200_000;
    byte[] bytes = write.get();
    long t0 = System.nanoTime();
    for (int i = 0; i < n; i++) {
      bytes = write.get();
    }
    long t1 = System.nanoTime();
    Object back = null;
    for (int i = 0; i < n; i++) {
      back = read.apply(bytes);
    }
    long t2 = System.nanoTime();
    if (!value.equals(back)) {
      throw new AssertionError("not equal after a round trip: " + value.getClass());
    }
    if (round == 2) {
      System.out.printf(
          "%-12s %-45s %5d B  serialize %6.0f ns  deserialize %6.0f ns%n",
          path,
          value.getClass().getName(),
          bytes.length,
          (t1 - t0) / (double) n,
          (t2 - t1) / (double) n);
    }
  }
}
