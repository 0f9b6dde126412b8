package dev.skiff.internal.codec;

import org.jspecify.annotations.Nullable;

/**
 * Looks up JDK classes of optional modules (such as {@code java.sql}) by name, so that the built-in
 * table can leave their ids unused on a runtime without the module.
 */
final class JdkClasses {
  private JdkClasses() {}

  /** The platform class {@code name}, or {@code null} when its module is not present. */
  static @Nullable Class<?> optional(String name) {
    try {
      return Class.forName(name, false, ClassLoader.getPlatformClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }
}
