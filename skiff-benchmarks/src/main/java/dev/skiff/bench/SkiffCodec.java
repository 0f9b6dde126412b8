package dev.skiff.bench;

import dev.skiff.Skiff;
import dev.skiff.SkiffSession;
import dev.skiff.bench.data.DataSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Skiff configured for speed on a known schema: registration required, every data set class
 * registered, reference tracking off (or on for {@code skiff-refs}), codecs generated at run time.
 * The variants {@code skiff-interp} ({@code codegen(false)}: the reflective interpreter, to show
 * what code generation gains) and {@code skiff-unreg} (nothing registered, class names on the wire)
 * use the same builder, and {@code skiff-session} calls through a {@link SkiffSession} it keeps.
 * All of them turn {@linkplain Skiff.Builder#buildTimeCodecs(boolean) build-time codecs} off, so
 * they measure what they always did although the data classes have build-time codecs now; only
 * {@code skiff-buildtime} and {@code skiff-buildtime-nocodegen} use those (see {@link Codecs}).
 * Skiff pools its own per-thread buffers, so nothing is kept here.
 */
final class SkiffCodec implements Codec {
  private final String name;
  private final boolean references;
  private final Skiff skiff;

  /** The session calls go through ({@code skiff-session}), or null for the thread-safe methods. */
  private final SkiffSession session;

  /** How a {@link SkiffCodec} builds its {@link Skiff}, beyond the registered classes. */
  record Options(
      boolean references, boolean register, boolean codegen, boolean buildTime, boolean session) {}

  SkiffCodec(String name, Options options, List<Class<?>> classes) {
    this(name, options.references(), builder(options, classes).build(), options.session());
  }

  /** A codec over a {@link Skiff} built elsewhere (compatible mode, a schema store). */
  static SkiffCodec of(String name, Skiff skiff, boolean references) {
    return new SkiffCodec(name, references, skiff, false);
  }

  private SkiffCodec(String name, boolean references, Skiff skiff, boolean session) {
    this.name = name;
    this.references = references;
    this.skiff = skiff;
    this.session = session ? skiff.session() : null;
  }

  /**
   * The first-use split of this codec. A {@code Skiff} takes registrations only in its builder and
   * resolves every registered class in {@code build()} (finding or generating its codec there), so
   * with registration on, {@code build()} is where Skiff meets the classes and belongs to {@link
   * PreparedCodec#meetClasses()}. What is done here instead is what the peers do before they see a
   * class: one {@code Skiff} without the classes is built (and dropped), which loads and
   * initializes Skiff itself. With registration off nothing depends on the classes before the first
   * {@code serialize}, so the codec is built here whole.
   */
  static PreparedCodec prepare(String name, Options options, List<Class<?>> classes) {
    if (!options.register()) {
      SkiffCodec ready = new SkiffCodec(name, options, classes);
      return () -> ready;
    }
    builder(options, List.of()).build();
    Skiff.Builder withClasses = builder(options, classes);
    return () -> new SkiffCodec(name, options.references(), withClasses.build(), options.session());
  }

  private static Skiff.Builder builder(Options options, List<Class<?>> classes) {
    Skiff.Builder builder =
        Skiff.builder()
            .requireRegistration(options.register())
            .trackReferences(options.references())
            .codegen(options.codegen())
            .buildTimeCodecs(options.buildTime());
    if (options.register()) {
      for (Class<?> c : classes) {
        builder.register(c);
      }
    }
    return builder;
  }

  /**
   * Checks, after this codec has met the classes of {@code data}, where their codecs came from:
   * with {@code buildTime} every class of the data set that Skiff encodes field by field (all but
   * the enums) uses a build-time codec and none runs interpreted, so no codec class was defined at
   * run time; without it no class uses a build-time codec. Not for timed code.
   *
   * @throws IllegalStateException naming what differs
   */
  void checkCodecOrigin(DataSet data, boolean buildTime) {
    Set<Class<?>> built = skiff.buildTimeClasses();
    if (!buildTime) {
      if (!built.isEmpty()) {
        throw new IllegalStateException(
            name + " on " + data.name() + " uses build-time codecs for " + built);
      }
      return;
    }
    List<Class<?>> missing = new ArrayList<>();
    for (Class<?> c : data.classes()) {
      if (!c.isEnum() && !built.contains(c)) {
        missing.add(c);
      }
    }
    Map<Class<?>, String> interpreted = skiff.interpretedClasses();
    if (!missing.isEmpty() || !interpreted.isEmpty()) {
      throw new IllegalStateException(
          name
              + " on "
              + data.name()
              + ": no build-time codec in use for "
              + missing
              + ", interpreted: "
              + interpreted
              + " (a refused build-time codec is logged at warning level by dev.skiff)");
    }
  }

  /** The {@link Skiff} behind this codec. */
  Skiff skiff() {
    return skiff;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    return session != null ? session.serialize(value) : skiff.serialize(value);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return session != null ? session.deserialize(bytes) : skiff.deserialize(bytes);
  }

  @Override
  public boolean tracksReferences() {
    return references;
  }
}
