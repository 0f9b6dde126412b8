package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.util.List;

/** Creates the {@link Codec}s under comparison by name, configured for one {@link DataSet}. */
public final class Codecs {

  /** Skiff, references off: the baseline of every ratio. */
  public static final String SKIFF = "skiff";

  /** Skiff, references on: the baseline for cyclic data sets. */
  public static final String SKIFF_REFS = "skiff-refs";

  public static final String KRYO = "kryo";
  public static final String KRYO_REFS = "kryo-refs";
  public static final String FORY = "fory";
  public static final String FORY_REFS = "fory-refs";

  private static final List<String> NAMES =
      List.of(SKIFF, SKIFF_REFS, KRYO, KRYO_REFS, FORY, FORY_REFS);

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
   * A new codec called {@code name} that has registered what {@code data} needs. Kryo and Fory
   * classes are loaded only when such a codec is asked for.
   */
  public static Codec create(String name, DataSet data) {
    switch (name) {
      case SKIFF:
        return new SkiffCodec(name, false, data.classes());
      case SKIFF_REFS:
        return new SkiffCodec(name, true, data.classes());
      case KRYO:
        return new KryoCodec(name, false, data.allClasses());
      case KRYO_REFS:
        return new KryoCodec(name, true, data.allClasses());
      case FORY:
        return new ForyCodec(name, false, data.classes());
      case FORY_REFS:
        return new ForyCodec(name, true, data.classes());
      default:
        throw new IllegalArgumentException("unknown codec '" + name + "', known: " + NAMES);
    }
  }
}
