package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.lang.reflect.Array;

/**
 * The codec for arrays of references ({@code Object[]}, {@code String[]}, {@code Person[][]}...): a
 * var-int length, then the elements in chunks (see {@code WriteContext}) against a slot of the
 * component type. Multi-dimensional and jagged arrays are arrays of arrays and need nothing more.
 */
final class ObjectArrayCodec extends Codec<Object[]> {
  private final Class<?> component;
  private final Slot elem;

  ObjectArrayCodec(Class<?> arrayType) {
    this.component = arrayType.getComponentType();
    this.elem = new Slot(component, null);
  }

  @Override
  public void write(WriteContext ctx, Object[] value) {
    ctx.writeVarUInt(value.length);
    ctx.writeElements(value, elem);
  }

  @Override
  public Object[] read(ReadContext ctx) {
    int n = ctx.readCount();
    Object[] array = (Object[]) Array.newInstance(component, n);
    ctx.reference(array);
    ctx.readElements(array, elem);
    return array;
  }
}
