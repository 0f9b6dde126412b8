package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec for bare {@code java.lang.Object} instances (locks, sentinels): an empty body, a new
 * instance on read, identity kept when references are tracked.
 */
final class PlainObjectCodec extends Codec<Object> {
  @Override
  public void write(WriteContext ctx, Object value) {}

  @Override
  public Object read(ReadContext ctx) {
    return new Object();
  }

  @Override
  public boolean nests() {
    return false;
  }
}
