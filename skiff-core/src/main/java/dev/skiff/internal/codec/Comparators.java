package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeRegistry;
import java.util.Comparator;
import org.jspecify.annotations.Nullable;

/**
 * The comparator slot of the codecs of sorted collections and maps: a tagged value in a slot
 * declared {@code Object} (the bytes of a {@code Comparator} slot, as an interface never writes
 * {@code DECLARED}), checked on reading; or, for a comparator of a class this reader does not have
 * (met only inside a value it skips in compatible mode), a comparator that orders nothing. Such a
 * container is read to keep the bytes and reference ids aligned and then thrown away with the value
 * around it; no back-reference from outside can reach it (see {@code ReadTables.endSkip}).
 */
final class Comparators {
  private Comparators() {}

  private static final Comparator<Object> UNORDERED = (unusedLeft, unusedRight) -> 0;

  /** A slot for a comparator, written and read through {@link #read}. */
  static Slot slot() {
    return Slot.object();
  }

  /**
   * Reads a comparator from {@code slot}: null, a {@code Comparator}, or the comparator that orders
   * nothing in place of a stand-in; anything else is malformed, at the comparator's offset.
   */
  @SuppressWarnings("unchecked")
  static @Nullable Comparator<Object> read(ReadContext ctx, Slot slot) {
    long at = ctx.offset();
    Object c = ctx.readAny(slot);
    if (c == TypeRegistry.UnknownClass.VALUE) {
      return UNORDERED;
    }
    if (c != null && !(c instanceof Comparator)) {
      throw new MalformedInputException(
          "a " + c.getClass().getName() + " where a java.util.Comparator is declared", at);
    }
    return (Comparator<Object>) c;
  }
}
