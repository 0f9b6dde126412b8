package dev.skiff.bench;

import dev.skiff.internal.wire.WriteBuffer;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: Skiff's var-int writers against the byte-at-a-time loop they replaced, on 256 values of the
 * magnitudes that service data holds, written as zig-zag var-longs and var-ints through {@code
 * WriteBuffer}, the evidence behind the var-int entry of {@code docs/perf-log/}.
 *
 * <ul>
 *   <li>{@link #varLongs} / {@link #varLongsByteLoop}: a quarter each of small counts (below 64),
 *       ids (below 2<sup>20</sup>), epoch seconds and epoch milliseconds; 1, 3, 5 and 6 bytes.
 *   <li>{@link #varInts} / {@link #varIntsByteLoop}: a quarter each below 64, 2<sup>13</sup>,
 *       2<sup>20</sup> and 2<sup>27</sup>; 1 to 4 bytes.
 * </ul>
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar VarIntBenchmark -f 3 -wi 3 -i 5 -w 1 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
@State(Scope.Thread)
public class VarIntBenchmark {
  /** A write buffer that can be rewound, with the byte loop the writers used before. */
  static final class Buffer extends WriteBuffer {
    void rewind() {
      resetBuffer();
    }

    int size() {
      return pos;
    }

    void writeVarLongByteLoop(long v) {
      ensure(9);
      long u = (v << 1) ^ (v >> 63);
      byte[] b = buf;
      int p = pos;
      for (int i = 0; i < 8; i++) {
        if ((u & ~0x7FL) == 0) {
          b[p] = (byte) u;
          pos = p + 1;
          return;
        }
        b[p++] = (byte) (u | 0x80);
        u >>>= 7;
      }
      b[p++] = (byte) u;
      pos = p;
    }

    void writeVarIntByteLoop(int v) {
      ensure(5);
      int u = (v << 1) ^ (v >> 31);
      byte[] b = buf;
      int p = pos;
      if ((u >>> 7) == 0) {
        b[p] = (byte) u;
        pos = p + 1;
        return;
      }
      if ((u >>> 14) == 0) {
        b[p] = (byte) (u | 0x80);
        b[p + 1] = (byte) (u >>> 7);
        pos = p + 2;
        return;
      }
      while ((u & ~0x7F) != 0) {
        b[p++] = (byte) (u | 0x80);
        u >>>= 7;
      }
      b[p++] = (byte) u;
      pos = p;
    }
  }

  private final Buffer buffer = new Buffer();
  private final long[] longs = new long[256];
  private final int[] ints = new int[256];

  @Setup
  public void setUp() {
    SplittableRandom r = new SplittableRandom(42);
    long[] longBounds = {64, 1L << 20, 1_800_000_000L, 1_800_000_000_000L};
    int[] intBounds = {64, 1 << 13, 1 << 20, 1 << 27};
    for (int i = 0; i < 256; i++) {
      longs[i] = r.nextLong(longBounds[i % 4] / 2, longBounds[i % 4]);
      ints[i] = r.nextInt(intBounds[i % 4] / 2, intBounds[i % 4]);
    }
  }

  @Benchmark
  public int varLongs() {
    Buffer b = buffer;
    b.rewind();
    for (long v : longs) {
      b.writeVarLong(v);
    }
    return b.size();
  }

  @Benchmark
  public int varLongsByteLoop() {
    Buffer b = buffer;
    b.rewind();
    for (long v : longs) {
      b.writeVarLongByteLoop(v);
    }
    return b.size();
  }

  @Benchmark
  public int varInts() {
    Buffer b = buffer;
    b.rewind();
    for (int v : ints) {
      b.writeVarInt(v);
    }
    return b.size();
  }

  @Benchmark
  public int varIntsByteLoop() {
    Buffer b = buffer;
    b.rewind();
    for (int v : ints) {
      b.writeVarIntByteLoop(v);
    }
    return b.size();
  }
}
