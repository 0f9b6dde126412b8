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
 * JMH: average time (and, with {@code -prof gc}, allocation) to serialize one data set value to a
 * new {@code byte[]}, per codec. {@link #serialize()} writes the same value every time ("+same");
 * {@link #createAndSerialize()} builds a fresh value first ("ser" of jvm-serializers, creation
 * included).
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there, e.g. media.1 and Sample against the main peers, with allocation:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar SerializeBenchmark -f 1 -wi 3 -i 5 -prof gc -p codec=skiff,skiff-interp,kryo,fory,handwritten -p data=media.1,sample
 * </pre>
 *
 * <p>Codecs written at build time by {@code skiff-processor} ({@code skiff-buildtime}, and {@code
 * skiff-buildtime-nocodegen} with {@code codegen(false)}) against those Skiff generates at run time
 * ({@code skiff}); both write the same bytes, and the setup checks that each variant uses the
 * codecs it names ({@link Codecs#checkCodecOrigin}):
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar 'SerializeBenchmark.serialize$' -f 3 -p codec=skiff,skiff-buildtime,skiff-buildtime-nocodegen -p data=media.1,sample,wide-20
 * </pre>
 *
 * <p>The whole matrix is {@code java -jar skiff-benchmarks/target/benchmarks.jar SerializeBenchmark
 * -prof gc} (18 codecs times 4 data sets, about 25 minutes per benchmark method); any data set of
 * {@link dev.skiff.bench.data.DataSets} may be named with {@code -p data=}. The cyclic data set
 * runs with {@code -p data=sample-cyclic -p codec=skiff-refs,kryo-refs,fory-refs,hessian,jdk}. A
 * codec that cannot handle a data set (see {@link RoundTrip}) fails its trial in {@code @Setup} and
 * is never measured. FST needs {@code --add-opens} flags on JDK 17+ (see {@link FstCodec}); JMH
 * forks inherit the host JVM's flags, so start it as {@code java <flags> -jar ...}. On JDK 25 add
 * {@code --sun-misc-unsafe-memory-access=allow --add-opens=java.base/java.lang.invoke=ALL-UNNAMED}
 * (see {@link Compare} for what each flag is for).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class SerializeBenchmark {

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
  private Object value;
  private DataSet dataSet;

  @Setup(Level.Trial)
  public void setUp() {
    dataSet = DataSets.byName(data);
    impl = Codecs.create(codec, dataSet);
    value = dataSet.create();
    RoundTrip.check(impl, dataSet, value);
    Codecs.checkCodecOrigin(codec, impl, dataSet);
  }

  @Benchmark
  public byte[] serialize() {
    return impl.serialize(value);
  }

  @Benchmark
  public byte[] createAndSerialize() {
    return impl.serialize(dataSet.create());
  }
}
