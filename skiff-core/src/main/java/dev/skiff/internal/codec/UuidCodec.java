package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.UUID;

/**
 * The codec for {@link UUID}: the most and then the least significant 64 bits, each as a fixed
 * eight-byte little-endian long (random bits do not shrink as var-ints). UUIDs are immutable and
 * never reference-tracked.
 */
final class UuidCodec extends Codec<UUID> {
  @Override
  public void write(WriteContext ctx, UUID value) {
    ctx.writeLongFixed(value.getMostSignificantBits());
    ctx.writeLongFixed(value.getLeastSignificantBits());
  }

  @Override
  public UUID read(ReadContext ctx) {
    long most = ctx.readLongFixed();
    return new UUID(most, ctx.readLongFixed());
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
