package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.internal.codegen.CodecGenerator;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * JMH, single shot, library warm: the cost of a serializer meeting classes it has never seen.
 * Before every invocation a new {@link FreshLoader} defines its own copy of the data set classes,
 * so every shot meets new classes; the library's own classes are warm (the warm-up shots use other
 * fresh loaders), so this is the per-class cost: reflection, code generation, registration. {@link
 * FirstUseColdBenchmark} is the same shot as the very first thing a fresh JVM does.
 *
 * <p>Two shots:
 *
 * <ul>
 *   <li>{@link #firstSerialize()}: from the library meeting the new classes to the return of their
 *       first {@code serialize}. The setup builds what does not depend on the classes ({@link
 *       Codecs#prepare}); the timed part is {@link PreparedCodec#meetClasses()} plus one {@code
 *       serialize}. For Kryo and Fory that is registering the classes and serializing; for Skiff,
 *       which takes registrations only in its builder and generates a registered class's codec in
 *       {@code build()}, it is {@code build()} and serializing (the setup builds and drops one
 *       {@code Skiff} without the classes, so Skiff itself is as initialized as the peers'
 *       instances are). The unregistered variants ({@code skiff-unreg}, {@code kryo-unreg}) are
 *       built whole in the setup, so for them only the {@code serialize} call is timed. The bytes
 *       are checked by a round trip after the shot, outside the timing.
 *   <li>{@link #firstRoundTrip()}: building the codec from nothing, one {@code serialize} and one
 *       {@code deserialize}, checked for equality (everything a first message costs both ends).
 * </ul>
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package -pl skiff-benchmarks -am} from the
 * repository root, then run from there (JDK 17):
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar FirstUseBenchmark -p codec=skiff,skiff-interp,kryo,fory -p data=wide-20,wide-200,media.1
 * </pre>
 *
 * <p>Build-time codecs ({@code skiff-processor}, see {@code dev.skiff.bench.data.GeneratedCodecs})
 * against codecs generated at run time, on the 20-field class: {@code skiff} generates its codecs
 * at run time as it always did, {@code skiff-buildtime} uses the ones compiled with the benchmarks,
 * {@code skiff-buildtime-nocodegen} the same with {@code codegen(false)}:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar FirstUseBenchmark -p codec=skiff,skiff-buildtime,skiff-buildtime-nocodegen -p data=wide-20,wide-200,media.1,sample
 * </pre>
 *
 * <p>{@link FreshLoader} defines a fresh copy of each build-time codec class too (they live next to
 * the data classes), so every shot also loads and initializes its codecs. After every shot, outside
 * the timing, a Skiff codec is checked for where its codecs came from ({@link
 * Codecs#checkCodecOrigin}): with the build-time variants every data class (enums aside) must use
 * its build-time codec and none may run interpreted, so no codec class was defined at run time; the
 * other Skiff variants must use none. A failed check fails the run.
 *
 * <p>On JDK 25 start the host JVM with {@code --sun-misc-unsafe-memory-access=allow
 * --add-opens=java.base/java.lang.invoke=ALL-UNNAMED} (JMH forks inherit them; see {@link
 * SerializeBenchmark}). The hand-written codec is compiled against the application's classes and
 * fails here; protostuff caches schemas by class name across class loaders and fails its round trip
 * check.
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

  @Param({"wide-20", "wide-200", "media.1", "sample"})
  public String data;

  private DataSet fresh;
  private Object value;
  private PreparedCodec prepared;
  private Codec written;
  private byte[] bytes;

  /** Skiff's count of classes defined at run time before the shot. */
  private long definedBefore;

  @Setup(Level.Invocation)
  public void freshClasses(BenchmarkParams params) {
    fresh = FreshLoader.freshDataSet(data);
    value = fresh.create();
    Thread.currentThread().setContextClassLoader(fresh.classLoader());
    // Only the first-serialize shot is split; preparing for the round trip would warm the library
    // outside the timing (and in FirstUseColdBenchmark, make it no longer cold).
    prepared =
        params.getBenchmark().endsWith(".firstSerialize") ? Codecs.prepare(codec, fresh) : null;
    written = null;
    bytes = null;
    definedBefore = CodecGenerator.definedClasses();
  }

  @Benchmark
  public byte[] firstSerialize() {
    written = prepared.meetClasses();
    bytes = written.serialize(value);
    return bytes;
  }

  @Benchmark
  public Object firstRoundTrip() {
    Codec c = Codecs.create(codec, fresh);
    written = c;
    Object back = c.deserialize(c.serialize(value));
    if (!value.equals(back)) {
      throw new IllegalStateException(codec + " round trip with fresh classes is not equal");
    }
    return back;
  }

  @TearDown(Level.Invocation)
  public void checkFirstBytes() {
    if (bytes != null && !value.equals(written.deserialize(bytes))) {
      throw new IllegalStateException(
          codec + " first serialize of fresh classes reads back unequal");
    }
    if (written != null) {
      Codecs.checkCodecOrigin(codec, written, fresh);
    }
    long defined = CodecGenerator.definedClasses() - definedBefore;
    if (codec.startsWith(Codecs.SKIFF_BUILDTIME) && defined != 0) {
      throw new IllegalStateException(codec + " defined " + defined + " classes at run time");
    }
  }
}
