package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.Collections;
import java.util.Comparator;

/**
 * The codec for {@code Collections.reverseOrder(comparator)}: the wrapped comparator, which its
 * public {@code reversed()} hands back, as a tagged value.
 */
final class ReverseComparatorCodec extends Codec<Comparator<Object>> {
  private final Slot inner = Comparators.slot();

  @Override
  public void write(WriteContext ctx, Comparator<Object> value) {
    ctx.writeAny(value.reversed(), inner);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Comparator<Object> read(ReadContext ctx) {
    return Collections.reverseOrder(Comparators.read(ctx, inner));
  }
}
