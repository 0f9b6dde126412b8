package dev.skiff.bench;

import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.logging.LoggerFactory;

/**
 * Apache Fory 1.6 in its fastest Java-only mode: {@code Language.JAVA} (no cross-language format),
 * {@code SCHEMA_CONSISTENT} (no schema evolution metadata), class registration required with every
 * data set class registered, JIT code generation on and compiled synchronously (so the generated
 * serializers are used from the first call), number compression left at its default, reference
 * tracking off (or on for {@code fory-refs}). {@code fory-compat} is the same with {@code
 * CompatibleMode.COMPATIBLE}, the mode Fory's guide recommends when writer and reader may have
 * different class versions. A single-threaded {@link Fory} instance, which keeps and reuses its own
 * buffer, is used as Fory's guide recommends for one thread.
 */
final class ForyCodec implements Codec {
  static {
    // Fory logs JIT and registration details at INFO to stdout; keep the report readable.
    LoggerFactory.disableLogging();
  }

  private final String name;
  private final boolean references;
  private final Fory fory;

  ForyCodec(
      String name,
      boolean references,
      boolean compatible,
      List<Class<?>> classes,
      ClassLoader loader) {
    this(name, references, compatible, loader);
    register(classes);
  }

  private ForyCodec(String name, boolean references, boolean compatible, ClassLoader loader) {
    this.name = name;
    this.references = references;
    this.fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(
                compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
            .requireClassRegistration(true)
            .withRefTracking(references)
            .withCodegen(true)
            .withAsyncCompilation(false)
            .withClassLoader(loader)
            .build();
  }

  /**
   * The first-use split of this codec: the {@link Fory} instance is built first; {@link
   * PreparedCodec#meetClasses()} registers the data set's classes. Whatever per-class work Fory
   * does at registration and whatever it defers to the first write (its JIT serializers) both fall
   * after this point.
   */
  static PreparedCodec prepare(
      String name,
      boolean references,
      boolean compatible,
      List<Class<?>> classes,
      ClassLoader loader) {
    ForyCodec codec = new ForyCodec(name, references, compatible, loader);
    return () -> {
      codec.register(classes);
      return codec;
    };
  }

  private void register(List<Class<?>> classes) {
    for (Class<?> c : classes) {
      fory.register(c);
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    return fory.serialize(value);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return fory.deserialize(bytes);
  }

  @Override
  public boolean tracksReferences() {
    return references;
  }
}
