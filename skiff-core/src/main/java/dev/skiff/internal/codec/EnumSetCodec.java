package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.EnumSet;

/**
 * The codec for {@code EnumSet} (both JDK implementations): the class tag of the element enum, a
 * var-int count, and the ordinals as var-ints in ascending order.
 */
final class EnumSetCodec extends Codec<EnumSet<?>> {
  @Override
  public void write(WriteContext ctx, EnumSet<?> set) {
    ctx.writeClassTag(ctx.registry().info(EnumTypes.of(set)));
    ctx.writeVarUInt(set.size());
    for (Enum<?> e : set) {
      ctx.writeVarUInt(e.ordinal());
    }
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public EnumSet<?> read(ReadContext ctx) {
    Class type = EnumTypes.readEnumType(ctx, "EnumSet");
    Object[] constants = type.getEnumConstants();
    int n = ctx.readLength(1);
    EnumSet set = EnumSet.noneOf(type);
    for (int i = 0; i < n; i++) {
      set.add(EnumTypes.readConstant(ctx, type, constants));
    }
    return set;
  }
}
