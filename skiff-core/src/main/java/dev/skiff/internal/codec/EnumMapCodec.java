package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.EnumMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code EnumMap}: the class tag of the key enum, a var-int count, then per entry the
 * key's ordinal as a var-int and the value in the value slot.
 */
final class EnumMapCodec extends Codec<EnumMap<?, ?>> {
  private final Slot value = Slot.object();

  @Override
  public void write(WriteContext ctx, EnumMap<?, ?> map) {
    write(ctx, map, null);
  }

  @Override
  public void write(WriteContext ctx, EnumMap<?, ?> map, Slot @Nullable [] args) {
    Slot v = args == null ? value : Slot.arg(args, 1);
    ctx.writeClassTag(ctx.registry().info(EnumTypes.of(map)));
    ctx.writeVarUInt(map.size());
    for (Map.Entry<?, ?> e : map.entrySet()) {
      ctx.writeVarUInt(((Enum<?>) e.getKey()).ordinal());
      ctx.writeSlot(e.getValue(), v);
    }
  }

  @Override
  public EnumMap<?, ?> read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public EnumMap<?, ?> read(ReadContext ctx, Slot @Nullable [] args) {
    Slot v = args == null ? value : Slot.arg(args, 1);
    Class type = EnumTypes.readEnumType(ctx, "EnumMap");
    Object[] constants = type.getEnumConstants();
    int n = ctx.readLength(2);
    EnumMap map = new EnumMap(type);
    ctx.reference(map);
    for (int i = 0; i < n; i++) {
      map.put(EnumTypes.readConstant(ctx, type, constants), ctx.readSlot(v));
    }
    return map;
  }
}
