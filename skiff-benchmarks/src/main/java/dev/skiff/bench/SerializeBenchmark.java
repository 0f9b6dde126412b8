package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: average time to serialize one data set value to a new {@code byte[]}, per codec.
 *
 * <p>Build with {@code ./mvnw -B verify} from the repository root, then run from there:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar SerializeBenchmark -f 1 -wi 3 -i 5
 * </pre>
 *
 * <p>Narrow the matrix with JMH's {@code -p}, e.g. {@code -p codec=skiff,kryo,fory -p
 * data=media.1}. The cyclic data set is not in the default matrix; ask for it with {@code -p
 * data=sample-cyclic -p codec=skiff-refs,kryo-refs,fory-refs}. A codec that fails its round trip
 * (see {@link RoundTrip}) fails its trial in {@code @Setup} and is never measured. Add {@code -prof
 * gc} for allocation rates. On JDK 25 start it as {@code java --sun-misc-unsafe-memory-access=allow
 * --add-opens=java.base/java.lang.invoke=ALL-UNNAMED -jar ...} (on JDK 24 the first flag only): JMH
 * and the peers use {@code sun.misc.Unsafe}, and the forked JVMs inherit the host's flags (see
 * {@link Compare} for what each flag is for).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class SerializeBenchmark {

  @Param({"skiff", "skiff-refs", "kryo", "kryo-refs", "fory", "fory-refs"})
  public String codec;

  @Param({"media.1", "sample", "order"})
  public String data;

  private Codec impl;
  private Object value;

  @Setup(Level.Trial)
  public void setUp() {
    DataSet dataSet = DataSets.byName(data);
    impl = Codecs.create(codec, dataSet);
    value = dataSet.create();
    RoundTrip.check(impl, dataSet, value);
  }

  @Benchmark
  public byte[] serialize() {
    return impl.serialize(value);
  }
}
