package dev.skiff.internal.engine;

import org.jspecify.annotations.Nullable;

/**
 * One link of the ordered chain that finds a codec for a class: it answers a codec for the classes
 * it knows and {@code null} for every other, so the next link gets its turn.
 */
@FunctionalInterface
public interface CodecFactory {
  /** A codec for {@code type}, or {@code null} if this factory does not handle it. */
  @Nullable Codec<?> create(Class<?> type, TypeRegistry registry);
}
