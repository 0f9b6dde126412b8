package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.Date;

/**
 * The codec for exactly {@link java.util.Date} (not its {@code java.sql} subclasses): the
 * milliseconds since the epoch as a zig-zag var-long. Dates are mutable and reference-tracked.
 */
final class DateCodec extends Codec<Date> {
  @Override
  public void write(WriteContext ctx, Date value) {
    ctx.writeVarLong(value.getTime());
  }

  @Override
  public Date read(ReadContext ctx) {
    return new Date(ctx.readVarLong());
  }

  @Override
  public boolean nests() {
    return false;
  }
}
