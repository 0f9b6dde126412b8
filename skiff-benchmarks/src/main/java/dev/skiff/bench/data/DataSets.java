package dev.skiff.bench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The benchmark inputs, by name. */
public final class DataSets {

  /** The standard jvm-serializers value, see {@link MediaContent#media1()}. */
  public static final String MEDIA_1 = "media.1";

  /** Kryo's benchmark shape without a cycle, see {@link Sample#create(boolean)}. */
  public static final String SAMPLE = "sample";

  /** Kryo's benchmark shape with {@code sample.sample == sample}. */
  public static final String SAMPLE_CYCLIC = "sample-cyclic";

  /** A small order with four lines, see {@link Order#standard()}. */
  public static final String ORDER = "order";

  private static final List<Class<?>> PRIMITIVE_ARRAYS =
      List.of(
          int[].class,
          long[].class,
          float[].class,
          double[].class,
          short[].class,
          char[].class,
          boolean[].class);

  private static final List<DataSet> ALL =
      List.of(
          new DataSet(
              MEDIA_1,
              "jvm-serializers MediaContent, standard value media.1",
              MediaContent::media1,
              MediaContent.classes(),
              List.of(ArrayList.class),
              false),
          new DataSet(
              SAMPLE,
              "Kryo-benchmark-shaped Sample, no self reference",
              () -> Sample.create(false),
              Sample.classes(),
              PRIMITIVE_ARRAYS,
              false),
          new DataSet(
              SAMPLE_CYCLIC,
              "Sample whose 'sample' field points at itself (reference tracking only)",
              () -> Sample.create(true),
              Sample.classes(),
              PRIMITIVE_ARRAYS,
              true),
          new DataSet(
              ORDER,
              "Order with 4 OrderLines",
              Order::standard,
              Order.classes(),
              List.of(ArrayList.class),
              false));

  private static final Map<String, DataSet> BY_NAME =
      ALL.stream().collect(Collectors.toMap(DataSet::name, Function.identity()));

  private DataSets() {}

  /** Every data set, in report order. */
  public static List<DataSet> all() {
    return ALL;
  }

  /** The data set called {@code name}. */
  public static DataSet byName(String name) {
    DataSet d = BY_NAME.get(name);
    if (d == null) {
      throw new IllegalArgumentException("unknown data set '" + name + "', known: " + names());
    }
    return d;
  }

  /** The names of all data sets. */
  public static List<String> names() {
    return ALL.stream().map(DataSet::name).collect(Collectors.toList());
  }
}
