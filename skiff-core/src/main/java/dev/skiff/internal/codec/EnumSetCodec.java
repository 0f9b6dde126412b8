package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import java.util.EnumSet;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code EnumSet} (both JDK implementations): the class tag of the element enum, a
 * var-int count, and the ordinals as var-ints in ascending order. In compatible mode a user enum's
 * constant names travel between the tag and the count (see {@link EnumTypes#writeConstantNames}),
 * and the reader maps the ordinals by name, dropping constants its enum lacks only when told to. A
 * reader that does not have the enum at all, skipping the value, reads the names and the ordinals
 * and returns {@link TypeRegistry.UnknownClass#VALUE}.
 */
final class EnumSetCodec extends Codec<Object> {
  @Override
  public void write(WriteContext ctx, Object value) {
    EnumSet<?> set = (EnumSet<?>) value;
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
  public Object read(ReadContext ctx) {
    Class type = EnumTypes.readEnumType(ctx, "EnumSet");
    if (type == TypeRegistry.UnknownClass.class) {
      // An enum this reader does not have, in a value it skips: read the ordinals and drop them.
      Object[] constants = EnumTypes.skipSchema(ctx);
      int n = ctx.readLength(1);
      for (int i = 0; i < n; i++) {
        EnumTypes.readConstant(ctx, type, constants);
      }
      return ctx.standIn();
    }
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
