package dev.skiff.internal.engine;

import dev.skiff.Skiff;
import java.lang.reflect.Field;

/** A test helper that reaches a {@link Skiff}'s type registry, to build contexts over it. */
final class Registries {
  private Registries() {}

  static TypeRegistry of(Skiff skiff) throws ReflectiveOperationException {
    Field f = Skiff.class.getDeclaredField("registry");
    f.setAccessible(true);
    return (TypeRegistry) f.get(skiff);
  }
}
