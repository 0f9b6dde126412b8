package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.EnumSet;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code EnumSet} (both JDK implementations): the class tag of the element enum, a
 * var-int count, and the ordinals as var-ints in ascending order. In compatible mode a user enum's
 * constant names travel between the tag and the count (see {@link EnumTypes#writeConstantNames}),
 * and the reader maps the ordinals by name, dropping constants its enum lacks only when told to.
 */
final class EnumSetCodec extends Codec<EnumSet<?>> {
  @Override
  public void write(WriteContext ctx, EnumSet<?> set) {
    Class<?> type = EnumTypes.of(set);
    ctx.writeClassTag(ctx.registry().info(type));
    EnumTypes.writeConstantNames(ctx, type);
    ctx.writeVarUInt(set.size());
    for (Enum<?> e : set) {
      ctx.writeVarUInt(e.ordinal());
    }
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public EnumSet<?> read(ReadContext ctx) {
    Class type = EnumTypes.readEnumType(ctx, "EnumSet");
    @Nullable Object[] constants = EnumTypes.readConstantNames(ctx, type);
    int n = ctx.readLength(1);
    EnumSet set = EnumSet.noneOf(type);
    for (int i = 0; i < n; i++) {
      Object c = EnumTypes.readConstant(ctx, type, constants);
      if (c != null) {
        set.add(c);
      }
    }
    return set;
  }
}
