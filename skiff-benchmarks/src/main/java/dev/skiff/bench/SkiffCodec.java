package dev.skiff.bench;

import dev.skiff.Skiff;
import java.util.List;

/**
 * Skiff configured for speed on a known schema: registration required, every data set class
 * registered, reference tracking off (or on for {@code skiff-refs}), generated codecs on. The
 * variants {@code skiff-interp} ({@code codegen(false)}: the reflective interpreter, to show what
 * code generation gains) and {@code skiff-unreg} (nothing registered, class names on the wire) use
 * the same builder. Skiff pools its own per-thread buffers, so nothing is kept here.
 */
final class SkiffCodec implements Codec {
  private final String name;
  private final boolean references;
  private final Skiff skiff;

  SkiffCodec(
      String name, boolean references, boolean register, boolean codegen, List<Class<?>> classes) {
    this(name, references, builder(references, register, codegen, classes).build());
  }

  /** A codec over a {@link Skiff} built elsewhere (compatible mode, a schema store). */
  static SkiffCodec of(String name, Skiff skiff, boolean references) {
    return new SkiffCodec(name, references, skiff);
  }

  private SkiffCodec(String name, boolean references, Skiff skiff) {
    this.name = name;
    this.references = references;
    this.skiff = skiff;
  }

  /**
   * The first-use split of this codec. A {@code Skiff} takes registrations only in its builder and
   * resolves every registered class in {@code build()} (generating its codec there), so with
   * registration on, {@code build()} is where Skiff meets the classes and belongs to {@link
   * PreparedCodec#meetClasses()}. What is done here instead is what the peers do before they see a
   * class: one {@code Skiff} without the classes is built (and dropped), which loads and
   * initializes Skiff itself. With registration off nothing depends on the classes before the first
   * {@code serialize}, so the codec is built here whole.
   */
  static PreparedCodec prepare(
      String name, boolean references, boolean register, boolean codegen, List<Class<?>> classes) {
    if (!register) {
      SkiffCodec ready = new SkiffCodec(name, references, false, codegen, classes);
      return () -> ready;
    }
    builder(references, true, codegen, List.of()).build();
    Skiff.Builder withClasses = builder(references, true, codegen, classes);
    return () -> new SkiffCodec(name, references, withClasses.build());
  }

  private static Skiff.Builder builder(
      boolean references, boolean register, boolean codegen, List<Class<?>> classes) {
    Skiff.Builder builder =
        Skiff.builder().requireRegistration(register).trackReferences(references).codegen(codegen);
    if (register) {
      for (Class<?> c : classes) {
        builder.register(c);
      }
    }
    return builder;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    return skiff.serialize(value);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return skiff.deserialize(bytes);
  }

  @Override
  public boolean tracksReferences() {
    return references;
  }
}
