package dev.skiff.internal.codegen;

import dev.skiff.internal.engine.ReadContext;
import org.jspecify.annotations.Nullable;

/**
 * What the generated codec of a read plan calls back for the fields it does not read itself: a
 * field of the writer's schema that needs converting to the reader's declared type, or that the
 * reader does not have and throws away (see {@code dev.skiff.internal.evolve.ReadPlan}).
 */
public interface ReadSteps {
  /** Reads field {@code field} of the writer's schema into {@code obj}, or throws it away. */
  void readField(ReadContext ctx, Object obj, int field);

  /**
   * Reads field {@code field} of the writer's schema as a value of the reader's declared type (a
   * primitive boxed), or throws it away and answers null; for a record's components.
   */
  @Nullable Object readValue(ReadContext ctx, int field);
}
