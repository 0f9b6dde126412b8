package dev.skiff.internal.codec;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code Collections.nCopies(n, element)}: the count {@code n} as a var-int, then,
 * when {@code n > 0}, the element once as a value of the element slot (tagged unless the declared
 * element type is exact). The list stores its element once, so it is written once and the reader
 * checks the count only against {@code maxLength}, not against the remaining input; it rebuilds the
 * list with {@code Collections.nCopies}, so the result has the same class. An empty {@code nCopies}
 * list reads back with a {@code null} element, which no public method can observe.
 */
final class NCopiesCodec extends Codec<List<Object>> {
  private final Slot elem = Slot.object();

  @Override
  public void write(WriteContext ctx, List<Object> value) {
    write(ctx, value, null);
  }

  @Override
  public void write(WriteContext ctx, List<Object> value, Slot @Nullable [] args) {
    int n = value.size();
    ctx.writeVarUInt(n);
    if (n > 0) {
      ctx.writeSlot(value.get(0), args == null ? elem : Slot.arg(args, 0));
    }
  }

  @Override
  public List<Object> read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  public List<Object> read(ReadContext ctx, Slot @Nullable [] args) {
    long at = ctx.offset();
    int n = ctx.readVarUInt();
    if (n < 0) {
      throw new MalformedInputException("negative count " + n, at);
    }
    int max = ctx.registry().config().maxLength();
    if (n > max) {
      throw new LimitExceededException(
          "length " + n + " exceeds the configured maxLength " + max, at);
    }
    Object e = n > 0 ? ctx.readSlot(args == null ? elem : Slot.arg(args, 0)) : null;
    return Collections.nCopies(n, e);
  }
}
