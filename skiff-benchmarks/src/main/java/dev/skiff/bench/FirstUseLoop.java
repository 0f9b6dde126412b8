package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.util.Arrays;

/**
 * A plain timing loop (not JMH) of the first round trip of new classes in a warm JVM: 400 times, a
 * new {@link FreshLoader} defines fresh copies of a data set's classes (loaded and initialized
 * before the clock starts, as an application's classes are before it first serializes them), then
 * the clock covers building the codec from nothing, one {@code serialize} and one {@code
 * deserialize}. It prints the median and the 90th percentile of the last 200 rounds, when the
 * library's own code is compiled. Unlike {@link FirstUseBenchmark}, the data classes' own loading
 * is outside the timing; a build-time codec's class is loaded inside it, as part of its cost.
 *
 * <p>Run from the repository root after {@code ./mvnw -B -q -DskipTests package -pl
 * skiff-benchmarks -am}, one JVM per codec:
 *
 * <pre>
 * for c in skiff skiff-buildtime skiff-interp kryo; do
 *   java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.FirstUseLoop $c wide-20
 * done
 * </pre>
 */
public final class FirstUseLoop {
  private static final int ROUNDS = 400;

  private FirstUseLoop() {}

  public static void main(String[] args) throws Exception {
    String codec = args[0];
    String data = args.length > 1 ? args[1] : "wide-20";
    long[] nanos = new long[ROUNDS];
    for (int i = 0; i < ROUNDS; i++) {
      DataSet fresh = FreshLoader.freshDataSet(data);
      Object value = fresh.create();
      for (Class<?> c : fresh.classes()) {
        Class.forName(c.getName(), true, c.getClassLoader());
      }
      Thread.currentThread().setContextClassLoader(fresh.classLoader());
      long start = System.nanoTime();
      Codec c = Codecs.create(codec, fresh);
      Object back = c.deserialize(c.serialize(value));
      nanos[i] = System.nanoTime() - start;
      if (!value.equals(back)) {
        throw new IllegalStateException(codec + " round trip of fresh classes is not equal");
      }
      Codecs.checkCodecOrigin(codec, c, fresh); // build-time codecs only, where asked for
    }
    long[] last = Arrays.copyOfRange(nanos, ROUNDS / 2, ROUNDS);
    Arrays.sort(last);
    System.out.printf(
        "%s %s: median %.3f ms, p90 %.3f ms%n",
        codec, data, last[last.length / 2] / 1e6, last[last.length * 9 / 10] / 1e6);
  }
}
