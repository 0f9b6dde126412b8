package dev.skiff.bench;

import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer;
import com.esotericsoftware.kryo.serializers.VersionFieldSerializer;
import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import dev.skiff.bench.data.EvolvingMedia;
import java.util.List;
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
 * JMH: the cost of schema evolution, in Kryo's own benchmark frame: field (plain), compatible,
 * tagged and versioned serializers, with references off and on, next to Fory's schema-consistent
 * and compatible modes, and the hand-written codecs as the "custom serializer" row of that frame,
 * on media.1 and Sample. Each value is one independent message (a cache entry); {@code media-list}
 * holds 100 media contents in one message, where each schema travels once, as on a stream. Kryo's
 * tagged and versioned serializers and the hand-written codecs run only where their data has what
 * they need (JMH reports the other pairs as failed in setup).
 *
 * <p>Skiff's modes: {@code skiff} plain; {@code skiff-compat} compatible, each schema in the
 * message; {@code skiff-compat-store} compatible with a {@link SchemaStore}, an 8-byte fingerprint
 * per class instead; {@code skiff-stream} and {@code skiff-compat-stream} plain and compatible on
 * one {@link dev.skiff.SkiffWriter} stream, each value one more on it ({@link StreamCodec}), and
 * {@code skiff-compat-stream-indexed} the compatible stream without schemas ahead of its values, a
 * schema reference before each object instead. {@code skiff-out}, {@code skiff-compat-out}, {@code
 * skiff-compat-out-store} and {@code skiff-compat-out-indexed} write each value as one message to
 * an {@code OutputStream} ({@link OutputStreamCodec}), the last without schemas ahead. On {@code
 * media.1-evolving} (the same model annotated with field tags and one field per class added in
 * version 1) plain Skiff is versioned and compatible Skiff identifies fields by tag; Kryo's tagged
 * and versioned serializers need those annotations and run on it only.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then:
 *
 * <pre>
 * java -jar skiff-benchmarks/target/benchmarks.jar EvolutionBenchmark -f 1 -wi 3 -w 1 -i 5 -r 1
 * </pre>
 *
 * Message sizes are printed once per trial (the {@code size} line of each setup).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class EvolutionBenchmark {

  @Param({
    "skiff",
    "skiff-compat",
    "skiff-compat-store",
    "skiff-stream",
    "skiff-compat-stream",
    "skiff-compat-stream-indexed",
    "skiff-out",
    "skiff-compat-out",
    "skiff-compat-out-store",
    "skiff-compat-out-indexed",
    "skiff-refs",
    "skiff-compat-refs",
    "kryo",
    "kryo-compat",
    "kryo-tagged",
    "kryo-versioned",
    "kryo-refs",
    "kryo-compat-refs",
    "fory",
    "fory-compat",
    "fory-refs",
    "fory-compat-refs",
    "handwritten"
  })
  public String codec;

  @Param({"media.1", "sample", "media.1-evolving", "media-list"})
  public String data;

  private Codec impl;
  private Object value;
  private byte[] bytes;

  @Setup(Level.Trial)
  public void setUp() {
    DataSet dataSet = dataSet(data);
    impl = create(codec, dataSet);
    value = dataSet.create();
    RoundTrip.check(impl, dataSet, value);
    bytes = impl.serialize(value);
    System.out.println("size " + codec + " " + data + " " + bytes.length);
  }

  @Benchmark
  public byte[] serialize() {
    return impl.serialize(value);
  }

  @Benchmark
  public Object deserialize() {
    return impl.deserialize(bytes);
  }

  static DataSet dataSet(String name) {
    return name.equals("media.1-evolving") ? EvolvingMedia.dataSet() : DataSets.byName(name);
  }

  /** Codec {@code name} for {@code data}; Kryo's tagged and versioned only on annotated data. */
  static Codec create(String name, DataSet data) {
    List<Class<?>> classes = data.classes();
    ClassLoader loader = data.classLoader();
    boolean refs = name.endsWith("-refs");
    switch (name) {
      case "skiff",
          "skiff-refs",
          "skiff-compat",
          "skiff-compat-refs",
          "skiff-compat-store",
          "skiff-stream",
          "skiff-compat-stream",
          "skiff-compat-stream-indexed",
          "skiff-out",
          "skiff-compat-out",
          "skiff-compat-out-store",
          "skiff-compat-out-indexed" -> {
        // run-time codecs, as before the data classes had build-time codecs
        Skiff.Builder b =
            Skiff.builder()
                .trackReferences(refs)
                .compatible(name.contains("compat"))
                .schemasAhead(!name.endsWith("-indexed"))
                .buildTimeCodecs(false);
        if (name.endsWith("-store")) {
          b.schemaStore(SchemaStore.inMemory());
        }
        classes.forEach(b::register);
        if (name.contains("-stream")) {
          return new StreamCodec(name, b.build(), data.create());
        }
        if (name.contains("-out")) {
          return new OutputStreamCodec(name, b.build());
        }
        return SkiffCodec.of(name, b.build(), refs);
      }
      case "kryo", "kryo-refs" -> {
        return new KryoCodec(name, refs, true, data.allClasses(), loader);
      }
      case "kryo-compat", "kryo-compat-refs" -> {
        return KryoCodec.withDefaultSerializer(
            name, refs, CompatibleFieldSerializer.class, data.allClasses(), loader);
      }
      case "kryo-tagged", "kryo-versioned" -> {
        if (!data.name().endsWith("-evolving")) {
          throw new UnsupportedOperationException(name + " needs the annotated model");
        }
        return KryoCodec.withDefaultSerializer(
            name,
            false,
            name.equals("kryo-tagged") ? TaggedFieldSerializer.class : VersionFieldSerializer.class,
            data.allClasses(),
            loader);
      }
      case "fory", "fory-refs" -> {
        return new ForyCodec(name, refs, false, classes, loader);
      }
      case "fory-compat", "fory-compat-refs" -> {
        return new ForyCodec(name, refs, true, classes, loader);
      }
      case "handwritten" -> {
        return Codecs.create(Codecs.HANDWRITTEN, data);
      }
      default -> throw new IllegalArgumentException("unknown codec " + name);
    }
  }
}
