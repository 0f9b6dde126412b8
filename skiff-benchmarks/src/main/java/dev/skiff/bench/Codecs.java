package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.util.List;

/**
 * Creates the {@link Codec}s under comparison by name, configured for one {@link DataSet}. A codec
 * that cannot handle a data set by design throws {@link UnsupportedOperationException} (reported as
 * unsupported); peer classes are loaded only when such a codec is asked for.
 */
public final class Codecs {

  /** Skiff, references off: the baseline of every ratio. */
  public static final String SKIFF = "skiff";

  /** Skiff, references on: the baseline for cyclic data sets. */
  public static final String SKIFF_REFS = "skiff-refs";

  /** Skiff with {@code codegen(false)}: the reflective interpreter. */
  public static final String SKIFF_INTERP = "skiff-interp";

  /** Skiff with nothing registered ({@code requireRegistration(false)}). */
  public static final String SKIFF_UNREG = "skiff-unreg";

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

  private Codecs() {}

  /** Every codec name, Skiff first. */
  public static List<String> names() {
    return NAMES;
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
        return SkiffCodec.prepare(name, false, true, true, data.classes());
      case SKIFF_REFS:
        return SkiffCodec.prepare(name, true, true, true, data.classes());
      case SKIFF_INTERP:
        return SkiffCodec.prepare(name, false, true, false, data.classes());
      case SKIFF_UNREG:
        return SkiffCodec.prepare(name, false, false, true, data.classes());
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
          throw new IllegalArgumentException("unknown codec '" + name + "', known: " + NAMES);
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
        return new SkiffCodec(name, false, true, true, data.classes());
      case SKIFF_REFS:
        return new SkiffCodec(name, true, true, true, data.classes());
      case SKIFF_INTERP:
        return new SkiffCodec(name, false, true, false, data.classes());
      case SKIFF_UNREG:
        return new SkiffCodec(name, false, false, true, data.classes());
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
        return new HessianCodec(name, loader);
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
        throw new IllegalArgumentException("unknown codec '" + name + "', known: " + NAMES);
    }
  }
}
