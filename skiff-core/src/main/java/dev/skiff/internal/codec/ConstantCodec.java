package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec for a class with exactly one meaningful instance, such as {@code
 * Collections.emptyList()} or {@code Comparator.reverseOrder()}: the body is empty and reading
 * returns the shared instance, so identity is kept.
 */
final class ConstantCodec extends Codec<Object> {
  private final Object instance;

  ConstantCodec(Object instance) {
    this.instance = instance;
  }

  @Override
  public void write(WriteContext ctx, Object value) {}

  @Override
  public Object read(ReadContext ctx) {
    return instance;
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
