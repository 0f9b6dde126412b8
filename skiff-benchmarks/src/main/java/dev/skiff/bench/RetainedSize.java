package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The report of how much heap the values a codec reads back keep alive: for each data set and codec
 * it deserializes the same message a few thousand times, keeps every copy, and divides the growth
 * of the live heap (measured after full collections) by the number of copies. Allocation per read
 * is JMH's {@code -prof gc}; this is what stays once the read's garbage is gone, which is what a
 * cache of deserialized values pays for as long as it holds them. Each measurement is taken five
 * times; the median and the range are printed.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there with a serial collector, whose full collections compact the heap (arguments: data sets and
 * codecs, comma-separated; defaults: the everyday data sets, Skiff and Fory):
 *
 * <pre>
 * java -Xmx4g -XX:+UseSerialGC -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.RetainedSize \
 *   records,bean-maps,catalog,account skiff,fory
 * </pre>
 */
public final class RetainedSize {
  private static final int COPIES = 4000;
  private static final int ROUNDS = 5;

  private RetainedSize() {}

  public static void main(String[] args) {
    List<String> data =
        List.of(
            (args.length > 0 ? args[0] : "records,bean-maps,catalog,account,media.1,media.2")
                .split(","));
    List<String> codecs = List.of((args.length > 1 ? args[1] : "skiff,fory").split(","));
    System.out.printf(Locale.ROOT, "%-12s %-16s %12s %22s%n", "data", "codec", "B/value", "range");
    for (String d : data) {
      for (String c : codecs) {
        double[] perValue = measure(DataSets.byName(d), c);
        System.out.printf(
            Locale.ROOT,
            "%-12s %-16s %12.0f %10.0f..%-10.0f%n",
            d,
            c,
            perValue[ROUNDS / 2],
            perValue[0],
            perValue[ROUNDS - 1]);
      }
    }
  }

  /** The bytes each copy keeps alive, one value per round, sorted. */
  private static double[] measure(DataSet data, String codecName) {
    Codec codec = Codecs.create(codecName, data);
    byte[] bytes = RoundTrip.check(codec, data, data.create());
    for (int i = 0; i < 1_000; i++) {
      codec.deserialize(bytes); // warm the codec and its pooled buffers up first
    }
    double[] perValue = new double[ROUNDS];
    for (int r = 0; r < ROUNDS; r++) {
      Object[] keep = new Object[COPIES];
      long before = liveHeap();
      for (int i = 0; i < COPIES; i++) {
        keep[i] = codec.deserialize(bytes);
      }
      long after = liveHeap();
      perValue[r] = (after - before) / (double) COPIES;
      if (keep[COPIES - 1] == null) {
        throw new IllegalStateException(codecName + " read null");
      }
    }
    Arrays.sort(perValue);
    return perValue;
  }

  private static long liveHeap() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 4; i++) {
      System.gc();
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
