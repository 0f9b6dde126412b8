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
    this.name = name;
    this.references = references;
    Skiff.Builder builder =
        Skiff.builder().requireRegistration(register).trackReferences(references).codegen(codegen);
    if (register) {
      for (Class<?> c : classes) {
        builder.register(c);
      }
    }
    this.skiff = builder.build();
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
