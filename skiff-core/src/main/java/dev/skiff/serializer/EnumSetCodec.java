package dev.skiff.serializer;

import dev.skiff.MalformedInputException;
import dev.skiff.engine.Codec;
import dev.skiff.engine.ReadContext;
import dev.skiff.engine.TypeInfo;
import dev.skiff.engine.WriteContext;
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
    long at = ctx.offset();
    TypeInfo info = ctx.classTag(ctx.readVarUInt(), at);
    Class type = info.type();
    if (!type.isEnum()) {
      throw new MalformedInputException("EnumSet of non-enum " + type.getName(), at);
    }
    Object[] constants = type.getEnumConstants();
    int n = ctx.readLength(1);
    EnumSet set = EnumSet.noneOf(type);
    for (int i = 0; i < n; i++) {
      long ordinalAt = ctx.offset();
      int ordinal = ctx.readVarUInt();
      if (ordinal < 0 || ordinal >= constants.length) {
        throw new MalformedInputException(
            "ordinal " + ordinal + " out of range for " + type.getName(), ordinalAt);
      }
      set.add(constants[ordinal]);
    }
    return set;
  }
}
