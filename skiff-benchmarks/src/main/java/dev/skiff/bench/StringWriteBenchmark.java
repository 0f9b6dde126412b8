package dev.skiff.bench;

import dev.skiff.bench.data.Image;
import dev.skiff.bench.data.Media;
import dev.skiff.bench.data.MediaContent;
import dev.skiff.internal.wire.WriteBuffer;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
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
 * JMH: what writing media.1's nine strings costs with and without access to {@code String}'s
 * internals, the evidence behind the string notes in {@code docs/perf-log/}.
 *
 * <ul>
 *   <li>{@link #skiff}: Skiff's own {@code WriteBuffer.writeString}, public API only: an early-exit
 *       scan of the chars to prove the string Latin-1 (which the JIT removes for compact strings),
 *       then a copy.
 *   <li>{@link #copyWithoutCheck}: the same header and copy without the scan. Wrong for text beyond
 *       Latin-1 (it truncates); the floor of any public-API writer of these bytes.
 *   <li>{@link #internalsViaUnsafe}: reads the string's coder and backing array through {@code
 *       sun.misc.Unsafe}, as Fory does, and copies the array: no scan. Skiff may not do this (no
 *       {@code Unsafe}, no {@code --add-opens}); this method exists only to measure what that rule
 *       costs. On JDK 23+ it needs {@code --sun-misc-unsafe-memory-access=allow}.
 * </ul>
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar StringWriteBenchmark -f 1 -wi 3 -i 5 -w 1 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class StringWriteBenchmark {
  private static final MethodHandle GET_OBJECT;
  private static final MethodHandle GET_BYTE;
  private static final long VALUE;
  private static final long CODER;

  static {
    try {
      Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
      Field f = unsafeClass.getDeclaredField("theUnsafe");
      f.setAccessible(true);
      Object unsafe = f.get(null);
      MethodHandles.Lookup l = MethodHandles.lookup();
      MethodHandle offset =
          l.findVirtual(
              unsafeClass, "objectFieldOffset", MethodType.methodType(long.class, Field.class));
      VALUE = (long) offset.invoke(unsafe, String.class.getDeclaredField("value"));
      CODER = (long) offset.invoke(unsafe, String.class.getDeclaredField("coder"));
      GET_OBJECT =
          l.findVirtual(
                  unsafeClass,
                  "getObject",
                  MethodType.methodType(Object.class, Object.class, long.class))
              .bindTo(unsafe);
      GET_BYTE =
          l.findVirtual(
                  unsafeClass,
                  "getByte",
                  MethodType.methodType(byte.class, Object.class, long.class))
              .bindTo(unsafe);
    } catch (Throwable e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** A write buffer that can be rewound between invocations. */
  static final class Buffer extends WriteBuffer {
    void rewind() {
      resetBuffer();
    }

    int size() {
      return pos;
    }

    /** The string with the header Skiff writes, copied without proving it Latin-1. */
    @SuppressWarnings("deprecation")
    void writeUnchecked(String s) {
      int n = s.length();
      ensure(9 + n);
      writeVarUInt(n << 2 | 1);
      s.getBytes(0, n, buf, pos);
      pos += n;
    }

    /** The string's own bytes when its coder says Latin-1, read as Fory reads them. */
    void writeInternals(String s) throws Throwable {
      byte coder = (byte) GET_BYTE.invokeExact((Object) s, CODER);
      if (coder != 0) {
        writeString(s);
        return;
      }
      byte[] value = (byte[]) (Object) GET_OBJECT.invokeExact((Object) s, VALUE);
      int n = value.length;
      ensure(9 + n);
      writeVarUInt(n << 2 | 1);
      System.arraycopy(value, 0, buf, pos, n);
      pos += n;
    }
  }

  private final Buffer buffer = new Buffer();
  private String[] strings;

  @Setup
  public void setUp() {
    strings = media1Strings().toArray(new String[0]);
  }

  /** media.1's nine strings in the order Skiff writes them (a new, mutable list). */
  static List<String> media1Strings() {
    MediaContent c = MediaContent.media1();
    Media m = c.getMedia();
    List<String> all = new ArrayList<>(List.of(m.getUri(), m.getTitle(), m.getFormat()));
    all.addAll(m.getPersons());
    for (Image i : c.getImages()) {
      all.add(i.getUri());
      all.add(i.getTitle());
    }
    return all;
  }

  @Benchmark
  public int skiff() {
    Buffer b = buffer;
    b.rewind();
    for (String s : strings) {
      b.writeString(s);
    }
    return b.size();
  }

  @Benchmark
  public int copyWithoutCheck() {
    Buffer b = buffer;
    b.rewind();
    for (String s : strings) {
      b.writeUnchecked(s);
    }
    return b.size();
  }

  @Benchmark
  public int internalsViaUnsafe() throws Throwable {
    Buffer b = buffer;
    b.rewind();
    for (String s : strings) {
      b.writeInternals(s);
    }
    return b.size();
  }
}
