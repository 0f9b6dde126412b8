package dev.skiff.bench;

import dev.skiff.internal.wire.ReadBuffer;
import dev.skiff.internal.wire.WriteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.apache.fory.serializer.StringSerializer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * JMH: what reading media.1's nine strings costs, Skiff's reader against Fory's and against the
 * cheapest ways the public API offers to build the same strings.
 *
 * <ul>
 *   <li>{@link #skiff}: Skiff's {@code ReadBuffer.readString} over the bytes Skiff writes.
 *   <li>{@link #fory}: Fory 1.6's {@code StringSerializer.readString} over the bytes its {@code
 *       writeString} writes (it builds strings around their bytes through JDK internals).
 *   <li>{@link #publicFloor}: the same header read without any check, then {@code new String(bytes,
 *       off, len, charset)}: the floor of a public-API reader of Skiff's bytes.
 * </ul>
 *
 * <p>The {@code strings} parameter splits the eight Latin-1 strings from the one beyond Latin-1
 * ({@code Steve Jobs} followed by U+C2A4), which through the public API costs a {@code char[]} and
 * a failed compression on top of the string's own array.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar StringReadBenchmark -f 1 -wi 3 -i 5 -w 1 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class StringReadBenchmark {

  /** A write buffer whose bytes can be taken out. */
  static final class Out extends WriteBuffer {
    byte[] bytes() {
      return Arrays.copyOf(buf, pos);
    }
  }

  /** A read buffer that can be rewound over one array. */
  static final class In extends ReadBuffer {
    void over(byte[] bytes) {
      beginBuffer(bytes, 0, bytes.length);
    }

    /** Skiff's header, then the JDK's decoder, with no checks. */
    String readFloor() {
      long h = readVarULong();
      int n = (int) (h >>> 2);
      String s =
          (h & 3) == 1
              ? new String(buf, pos, n, StandardCharsets.ISO_8859_1)
              : new String(buf, pos, n, StandardCharsets.UTF_8);
      pos += n;
      return s;
    }
  }

  /** Which of media.1's strings: all nine, the eight Latin-1 ones, or the one beyond Latin-1. */
  @Param({"all", "latin1", "wide"})
  public String strings;

  private final In in = new In();
  private byte[] skiffBytes;
  private byte[] foryBytes;
  private StringSerializer forySerializer;
  private MemoryBuffer foryBuffer;
  private int count;

  @Setup
  public void setUp() {
    List<String> all = StringWriteBenchmark.media1Strings();
    if (!strings.equals("all")) {
      boolean wide = strings.equals("wide");
      all.removeIf(s -> s.chars().allMatch(ch -> ch <= 0xFF) == wide);
    }
    count = all.size();
    Out out = new Out();
    for (String s : all) {
      out.writeString(s);
    }
    skiffBytes = out.bytes();
    Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).build();
    forySerializer = new StringSerializer(fory.getConfig());
    MemoryBuffer fb = MemoryBuffer.newHeapBuffer(256);
    for (String s : all) {
      forySerializer.writeString(fb, s);
    }
    foryBytes = Arrays.copyOf(fb.getHeapMemory(), fb.writerIndex());
    foryBuffer = MemoryBuffer.fromByteArray(foryBytes);
    List<String> skiff = new ArrayList<>();
    List<String> floor = new ArrayList<>();
    List<String> fromFory = new ArrayList<>();
    in.over(skiffBytes);
    for (int i = 0; i < count; i++) {
      skiff.add(in.readString());
    }
    in.over(skiffBytes);
    for (int i = 0; i < count; i++) {
      floor.add(in.readFloor());
    }
    for (int i = 0; i < count; i++) {
      fromFory.add(forySerializer.readString(foryBuffer));
    }
    if (!skiff.equals(all) || !floor.equals(all) || !fromFory.equals(all)) {
      throw new AssertionError("a reader disagrees: " + skiff + floor + fromFory);
    }
  }

  @Benchmark
  public void skiff(Blackhole bh) {
    In r = in;
    r.over(skiffBytes);
    for (int i = 0; i < count; i++) {
      bh.consume(r.readString());
    }
  }

  @Benchmark
  public void publicFloor(Blackhole bh) {
    In r = in;
    r.over(skiffBytes);
    for (int i = 0; i < count; i++) {
      bh.consume(r.readFloor());
    }
  }

  @Benchmark
  public void fory(Blackhole bh) {
    MemoryBuffer b = foryBuffer;
    b.readerIndex(0);
    for (int i = 0; i < count; i++) {
      bh.consume(forySerializer.readString(b));
    }
  }
}
