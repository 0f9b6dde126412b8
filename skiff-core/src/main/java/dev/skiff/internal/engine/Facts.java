package dev.skiff.internal.engine;

import org.jspecify.annotations.Nullable;

/**
 * Facts about nullness that hold by construction but that the nullness checker cannot follow: a
 * value is non-null once {@code enterAny} answered a type for it, a boxed primitive field value is
 * never null. NullAway is told that {@link #nonNull} returns a non-null value; at run time it
 * returns its argument unchanged, so hot paths pay nothing for it.
 */
public final class Facts {
  private Facts() {}

  /** {@code value}, which the caller knows is not null. */
  @SuppressWarnings("NullAway") // the documented purpose of this method
  public static <T> T nonNull(@Nullable T value) {
    return value;
  }
}
