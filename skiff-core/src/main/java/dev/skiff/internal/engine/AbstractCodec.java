package dev.skiff.internal.engine;

import dev.skiff.SkiffException;

/**
 * The codec of an interface or abstract class: such a class never is the runtime class of a value,
 * so this codec is never asked to write or read one. It exists so that array classes with such
 * components ({@code Comparable[]}, {@code Shape[]}) can be named.
 */
final class AbstractCodec extends Codec<Object> {
  private final Class<?> type;

  AbstractCodec(Class<?> type) {
    this.type = type;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    throw new SkiffException("no value has the abstract class " + type.getName());
  }

  @Override
  public Object read(ReadContext ctx) {
    throw ctx.malformed("a value of the abstract class " + type.getName());
  }
}
