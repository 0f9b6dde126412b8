package dev.skiff.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH, single shot, library cold: the shots of {@link FirstUseBenchmark} as the first thing a fresh
 * JVM does. No warm-up and one measured shot per fork, so each fork's only shot meets new data
 * classes with a library that has never serialized anything in that JVM: before {@code
 * firstRoundTrip} nothing of the library has run, before {@code firstSerialize} only the
 * class-independent setup ({@link Codecs#prepare}: a library instance). Code is interpreted or
 * barely compiled, as in an application's first request. The score is the mean over the forks and
 * its error comes from the spread between them.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package -pl skiff-benchmarks -am} from the
 * repository root, then run from there (JDK 17; 10 forks of each codec and data set):
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar FirstUseColdBenchmark.firstSerialize -p codec=skiff,skiff-interp,kryo,fory -p data=wide-20,wide-200,media.1
 * </pre>
 *
 * <p>Fewer forks with {@code -f 5}; the build, serialize and deserialize shot with {@code
 * FirstUseColdBenchmark.firstRoundTrip}. The first round trip of the 20-field class in a fresh JVM
 * with codecs written at build time ({@code skiff-buildtime}, checked after the shot to have
 * defined no codec class at run time, see {@link FirstUseBenchmark}) against codecs generated at
 * run time ({@code skiff}):
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar FirstUseColdBenchmark.firstRoundTrip -p codec=skiff,skiff-buildtime,skiff-buildtime-nocodegen -p data=wide-20
 * </pre>
 *
 * <p>On JDK 25 start the host JVM with {@code --sun-misc-unsafe-memory-access=allow
 * --add-opens=java.base/java.lang.invoke=ALL-UNNAMED}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1, batchSize = 1)
@Fork(10)
@State(Scope.Thread)
public class FirstUseColdBenchmark extends FirstUseBenchmark {}
