package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Creates the {@link Codec}s under comparison by name, configured for one {@link DataSet}. A codec
 * that cannot handle a data set by design throws {@link UnsupportedOperationException} (reported as
 * unsupported); peer classes are loaded only when such a codec is asked for.
 *
 * <p>Every Skiff codec but {@link #SKIFF_BUILDTIME} and {@link #SKIFF_BUILDTIME_NOCODEGEN} turns
 * build-time codecs off, so that its numbers keep their meaning now that the data classes have
 * build-time codecs ({@code dev.skiff.bench.data.GeneratedCodecs}).
 */
public final class Codecs {

  /** Skiff, references off, codecs generated at run time: the baseline of every ratio. */
  public static final String SKIFF = "skiff";

  /** Skiff, references on: the baseline for cyclic data sets. */
  public static final String SKIFF_REFS = "skiff-refs";

  /** Skiff with {@code codegen(false)}: the reflective interpreter. */
  public static final String SKIFF_INTERP = "skiff-interp";

  /**
   * {@link #SKIFF} through a {@code SkiffSession} the codec keeps, as a single-threaded caller (a
   * Kafka serializer, a Spark {@code SerializerInstance}) would: no thread-local lookup per call,
   * like the single-threaded {@code Fory} instance of {@link #FORY}.
   */
  public static final String SKIFF_SESSION = "skiff-session";

  /** Skiff with nothing registered ({@code requireRegistration(false)}). */
  public static final String SKIFF_UNREG = "skiff-unreg";

  /**
   * {@link #SKIFF} with the codecs {@code skiff-processor} wrote at build time: no codec class is
   * defined at run time (checked by {@link #checkCodecOrigin}).
   */
  public static final String SKIFF_BUILDTIME = "skiff-buildtime";

  /** {@link #SKIFF_BUILDTIME} with {@code codegen(false)}: build-time codecs, no generator. */
  public static final String SKIFF_BUILDTIME_NOCODEGEN = "skiff-buildtime-nocodegen";

  public static final String KRYO = "kryo";
  public static final String KRYO_REFS = "kryo-refs";
  public static final String KRYO_UNREG = "kryo-unreg";
  public static final String KRYO_UNREG_REFS = "kryo-unreg-refs";
  public static final String FORY = "fory";
  public static final String FORY_REFS = "fory-refs";
  public static final String FORY_COMPAT = "fory-compat";
  public static final String PROTOSTUFF = "protostuff";
  public static final String HESSIAN = "hessian";
  public static final String FST = "fst";
  public static final String MSGPACK = "msgpack";
  public static final String JACKSON = "jackson";
  public static final String JDK = "jdk";
  public static final String HANDWRITTEN = "handwritten";

  private static final List<String> NAMES =
      List.of(
          SKIFF,
          SKIFF_SESSION,
          SKIFF_REFS,
          SKIFF_INTERP,
          SKIFF_UNREG,
          KRYO,
          KRYO_REFS,
          KRYO_UNREG,
          KRYO_UNREG_REFS,
          FORY,
          FORY_REFS,
          FORY_COMPAT,
          PROTOSTUFF,
          HESSIAN,
          FST,
          MSGPACK,
          JACKSON,
          JDK,
          HANDWRITTEN);

  /** The Skiff codecs that use build-time codecs; known, but not in {@link #names()}. */
  private static final List<String> BUILD_TIME =
      List.of(SKIFF_BUILDTIME, SKIFF_BUILDTIME_NOCODEGEN);

  private Codecs() {}

  /**
   * The codecs {@link Compare} runs by default, Skiff first; every name {@link #create} knows but
   * the build-time ones ({@link #buildTimeNames()}), which are asked for by name.
   */
  public static List<String> names() {
    return NAMES;
  }

  /** The Skiff codecs that use codecs written at build time. */
  public static List<String> buildTimeNames() {
    return BUILD_TIME;
  }

  /**
   * Checks where the codecs of a Skiff codec that has met {@code data}'s classes came from: for the
   * build-time names, all from the build (none defined at run time, none interpreted), for the
   * other Skiff names, none from the build. Does nothing for other libraries. Call it outside any
   * timing, after a round trip.
   *
   * @throws IllegalStateException if they came from elsewhere
   */
  public static void checkCodecOrigin(String name, Codec codec, DataSet data) {
    if (codec instanceof SkiffCodec skiff) {
      skiff.checkCodecOrigin(data, BUILD_TIME.contains(name));
    }
  }

  private static List<String> known() {
    List<String> all = new ArrayList<>(NAMES);
    all.addAll(BUILD_TIME);
    return all;
  }

  /** The Skiff codec that ratios for {@code data} are relative to. */
  public static String baselineFor(DataSet data) {
    return data.needsReferences() ? SKIFF_REFS : SKIFF;
  }

  /**
   * Codec {@code name} for {@code data}, built up to the point where its library first meets the
   * data set's own classes (see {@link PreparedCodec}). Skiff, Kryo and Fory are split as their
   * {@code prepare} methods describe; every other codec does all its work in {@link
   * PreparedCodec#meetClasses()}, as {@link #create} would.
   *
   * @throws UnsupportedOperationException if that codec cannot handle {@code data} by design
   */
  static PreparedCodec prepare(String name, DataSet data) {
    ClassLoader loader = data.classLoader();
    switch (name) {
      case SKIFF:
      case SKIFF_SESSION:
      case SKIFF_REFS:
      case SKIFF_INTERP:
      case SKIFF_UNREG:
      case SKIFF_BUILDTIME:
      case SKIFF_BUILDTIME_NOCODEGEN:
        return SkiffCodec.prepare(name, skiffOptions(name), data.classes());
      case KRYO:
        return KryoCodec.prepare(name, false, true, data.jdkClasses(), data.classes(), loader);
      case KRYO_REFS:
        return KryoCodec.prepare(name, true, true, data.jdkClasses(), data.classes(), loader);
      case KRYO_UNREG:
        return KryoCodec.prepare(name, false, false, data.jdkClasses(), data.classes(), loader);
      case KRYO_UNREG_REFS:
        return KryoCodec.prepare(name, true, false, data.jdkClasses(), data.classes(), loader);
      case FORY:
        return ForyCodec.prepare(name, false, false, data.classes(), loader);
      case FORY_REFS:
        return ForyCodec.prepare(name, true, false, data.classes(), loader);
      case FORY_COMPAT:
        return ForyCodec.prepare(name, false, true, data.classes(), loader);
      default:
        if (!NAMES.contains(name)) {
          throw new IllegalArgumentException("unknown codec '" + name + "', known: " + known());
        }
        return () -> create(name, data);
    }
  }

  /**
   * A new codec called {@code name} that has registered what {@code data} needs.
   *
   * @throws UnsupportedOperationException if that codec cannot handle {@code data} by design
   */
  public static Codec create(String name, DataSet data) {
    ClassLoader loader = data.classLoader();
    switch (name) {
      case SKIFF:
      case SKIFF_SESSION:
      case SKIFF_REFS:
      case SKIFF_INTERP:
      case SKIFF_UNREG:
      case SKIFF_BUILDTIME:
      case SKIFF_BUILDTIME_NOCODEGEN:
        return new SkiffCodec(name, skiffOptions(name), data.classes());
      case KRYO:
        return new KryoCodec(name, false, true, data.allClasses(), loader);
      case KRYO_REFS:
        return new KryoCodec(name, true, true, data.allClasses(), loader);
      case KRYO_UNREG:
        return new KryoCodec(name, false, false, data.allClasses(), loader);
      case KRYO_UNREG_REFS:
        return new KryoCodec(name, true, false, data.allClasses(), loader);
      case FORY:
        return new ForyCodec(name, false, false, data.classes(), loader);
      case FORY_REFS:
        return new ForyCodec(name, true, false, data.classes(), loader);
      case FORY_COMPAT:
        return new ForyCodec(name, false, true, data.classes(), loader);
      case PROTOSTUFF:
        return new ProtostuffCodec(name, data.rootType());
      case HESSIAN:
        return new HessianCodec(name, loader, data.jdkClasses());
      case FST:
        return new FstCodec(name, data.classes(), loader);
      case MSGPACK:
        return new JacksonCodec(name, true, data.rootType());
      case JACKSON:
        return new JacksonCodec(name, false, data.rootType());
      case JDK:
        return new JdkCodec(name, loader);
      case HANDWRITTEN:
        return HandWrittenCodec.create(name, data);
      default:
        throw new IllegalArgumentException("unknown codec '" + name + "', known: " + known());
    }
  }

  /** The builder settings of Skiff codec {@code name}. */
  private static SkiffCodec.Options skiffOptions(String name) {
    switch (name) {
      case SKIFF:
        return new SkiffCodec.Options(false, true, true, false, false);
      case SKIFF_SESSION:
        return new SkiffCodec.Options(false, true, true, false, true);
      case SKIFF_REFS:
        return new SkiffCodec.Options(true, true, true, false, false);
      case SKIFF_INTERP:
        return new SkiffCodec.Options(false, true, false, false, false);
      case SKIFF_UNREG:
        return new SkiffCodec.Options(false, false, true, false, false);
      case SKIFF_BUILDTIME:
        return new SkiffCodec.Options(false, true, true, true, false);
      case SKIFF_BUILDTIME_NOCODEGEN:
        return new SkiffCodec.Options(false, true, false, true, false);
      default:
        throw new IllegalArgumentException("not a Skiff codec: " + name);
    }
  }
}
