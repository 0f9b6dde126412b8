package dev.skiff.bench;

import java.lang.reflect.InaccessibleObjectException;
import java.util.List;
import org.nustaq.serialization.FSTConfiguration;

/**
 * FST 2.57 (de.ruedigermoeller:fst), the last release: {@code createDefaultConfiguration()} with
 * every data set class registered (FST's advice for speed and size) and reference sharing off,
 * {@code asByteArray}/{@code asObject}, which reuse the configuration's cached streams.
 *
 * <p><b>JDK 17 and later:</b> FST reflects into JDK internals while it builds its configuration
 * ({@code String.value} among others), so without {@code --add-opens} the configuration fails with
 * {@code InaccessibleObjectException} and FST is reported as unsupported. The flags it needs are
 * {@link #ADD_OPENS}; with them FST runs (see docs/benchmarks.md), except on records, which it
 * cannot read back (unsupported), and on {@code java.time} values, which would need {@code
 * java.time} opened too (reported as unsupported with the JDK's message).
 */
final class FstCodec implements Codec {

  /** The {@code --add-opens} flags FST 2.57 needs on JDK 17+ for the data sets here. */
  static final String ADD_OPENS =
      "--add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED"
          + " --add-opens=java.base/java.math=ALL-UNNAMED"
          + " --add-opens=java.base/java.util.concurrent=ALL-UNNAMED"
          + " --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.text=ALL-UNNAMED"
          + " --add-opens=java.base/java.io=ALL-UNNAMED";

  private final String name;
  private final FSTConfiguration conf;

  FstCodec(String name, List<Class<?>> classes, ClassLoader loader) {
    this.name = name;
    FSTConfiguration c;
    try {
      c = FSTConfiguration.createDefaultConfiguration();
    } catch (Throwable t) {
      Throwable root = t;
      while (root.getCause() != null) {
        root = root.getCause();
      }
      throw new UnsupportedOperationException(
          "FST cannot start on JDK "
              + Runtime.version().feature()
              + " without --add-opens ("
              + root.getClass().getSimpleName()
              + ": "
              + root.getMessage()
              + ")",
          t);
    }
    for (Class<?> type : classes) {
      if (type.isRecord()) {
        throw new UnsupportedOperationException(
            "FST 2.57 predates records: it sets fields through reflection, which the JDK refuses"
                + " for the final fields of a record ("
                + type.getSimpleName()
                + ")");
      }
    }
    this.conf = c;
    conf.setClassLoader(loader);
    conf.setShareReferences(false);
    conf.registerClass(classes.toArray(new Class<?>[0]));
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    try {
      return conf.asByteArray(value);
    } catch (RuntimeException e) {
      throw unsupportedIfClosed(e);
    }
  }

  @Override
  public Object deserialize(byte[] bytes) {
    try {
      return conf.asObject(bytes);
    } catch (RuntimeException e) {
      throw unsupportedIfClosed(e);
    }
  }

  /**
   * A JDK package that {@link #ADD_OPENS} leaves closed and a value needs ({@code java.time} for
   * the catalog and account data sets): FST cannot write it, reported as unsupported with the JDK's
   * message. Anything else is returned unchanged.
   */
  private static RuntimeException unsupportedIfClosed(RuntimeException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof InaccessibleObjectException) {
        return new UnsupportedOperationException("FST: " + t.getMessage(), e);
      }
    }
    return e;
  }
}
