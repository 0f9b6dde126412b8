package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
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
 * JMH, single shot: the cost of a serializer meeting classes it has never seen. Before every
 * invocation a new {@link FreshLoader} defines its own copy of the data set classes; the measured
 * shot builds the codec for them, serializes one value and reads it back. The library's own classes
 * are warm (the warm-up shots use other fresh loaders), so this is the per-class cost: reflection,
 * code generation, registration.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar FirstUseBenchmark -p codec=skiff,skiff-interp,kryo,fory,jackson -p data=media.1,sample
 * </pre>
 *
 * <p>The hand-written codec is compiled against the application's classes and fails its setup here.
 * Flags for FST and JDK 25 as in {@link SerializeBenchmark}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10, batchSize = 1)
@Measurement(iterations = 20, batchSize = 1)
@Fork(1)
@State(Scope.Thread)
public class FirstUseBenchmark {

  @Param({
    "skiff",
    "skiff-interp",
    "skiff-unreg",
    "kryo",
    "kryo-unreg",
    "fory",
    "fory-compat",
    "protostuff",
    "hessian",
    "msgpack",
    "jackson",
    "jdk"
  })
  public String codec;

  @Param({"media.1", "sample"})
  public String data;

  private DataSet fresh;
  private Object value;

  @Setup(Level.Invocation)
  public void freshClasses() {
    fresh = FreshLoader.freshDataSet(data);
    value = fresh.create();
    Thread.currentThread().setContextClassLoader(fresh.classLoader());
  }

  @Benchmark
  public Object firstRoundTrip() {
    Codec c = Codecs.create(codec, fresh);
    Object back = c.deserialize(c.serialize(value));
    if (!value.equals(back)) {
      throw new IllegalStateException(codec + " round trip with fresh classes is not equal");
    }
    return back;
  }
}
