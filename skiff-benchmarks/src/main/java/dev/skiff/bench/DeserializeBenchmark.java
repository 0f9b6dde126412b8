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
 * JMH: average time (and, with {@code -prof gc}, allocation) to deserialize one data set value from
 * its bytes, per codec: {@link #deserialize()} alone, {@link #deserializeTouchTopLevel()} then
 * reading the root's fields, {@link #deserializeTouchAll()} then reading every field.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there, e.g. media.1 and Sample against the main peers, with allocation:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar DeserializeBenchmark -f 1 -wi 3 -i 5 -prof gc -p codec=skiff,skiff-interp,kryo,fory,handwritten -p data=media.1,sample
 * </pre>
 *
 * <p>Codecs written at build time by {@code skiff-processor} ({@code skiff-buildtime}, and {@code
 * skiff-buildtime-nocodegen} with {@code codegen(false)}) against those Skiff generates at run time
 * ({@code skiff}); both write the same bytes, and the setup checks that each variant uses the
 * codecs it names ({@link Codecs#checkCodecOrigin}):
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar 'DeserializeBenchmark.deserialize$' -f 3 -p codec=skiff,skiff-buildtime,skiff-buildtime-nocodegen -p data=media.1,sample,wide-20
 * </pre>
 *
 * <p>The whole matrix is {@code java -jar skiff-benchmarks/target/benchmarks.jar
 * DeserializeBenchmark -prof gc}. The bytes are produced once per trial by the same codec and
 * checked by {@link RoundTrip}; a codec that fails that check fails its trial in {@code @Setup} and
 * is never measured. The cyclic data set runs with {@code -p data=sample-cyclic -p
 * codec=skiff-refs,kryo-refs,fory-refs,hessian,jdk}. FST needs {@code --add-opens} flags on JDK 17+
 * (see {@link FstCodec}); JMH forks inherit the host JVM's flags. On JDK 25 add {@code
 * --sun-misc-unsafe-memory-access=allow --add-opens=java.base/java.lang.invoke=ALL-UNNAMED}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class DeserializeBenchmark {

  @Param({
    "skiff",
    "skiff-refs",
    "skiff-interp",
    "skiff-unreg",
    "kryo",
    "kryo-refs",
    "kryo-unreg",
    "kryo-unreg-refs",
    "fory",
    "fory-refs",
    "fory-compat",
    "protostuff",
    "hessian",
    "fst",
    "msgpack",
    "jackson",
    "jdk",
    "handwritten"
  })
  public String codec;

  @Param({"media.1", "media.2", "sample", "order"})
  public String data;

  private Codec impl;
  private byte[] bytes;
  private DataSet dataSet;

  @Setup(Level.Trial)
  public void setUp() {
    dataSet = DataSets.byName(data);
    impl = Codecs.create(codec, dataSet);
    bytes = RoundTrip.check(impl, dataSet, dataSet.create());
    Codecs.checkCodecOrigin(codec, impl, dataSet);
  }

  @Benchmark
  public Object deserialize() {
    return impl.deserialize(bytes);
  }

  @Benchmark
  public long deserializeTouchTopLevel() {
    return dataSet.touchTopLevel(impl.deserialize(bytes));
  }

  @Benchmark
  public long deserializeTouchAll() {
    return dataSet.touchAll(impl.deserialize(bytes));
  }
}
