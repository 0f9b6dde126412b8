package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import java.util.EnumMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code EnumMap}: the class tag of the key enum, a var-int count, then per entry the
 * key's ordinal as a var-int and the value in the value slot. In compatible mode a user enum's
 * constant names travel between the tag and the count, as for {@code EnumSet}; a reader that skips
 * a map of an enum it does not have reads and drops it.
 */
final class EnumMapCodec extends Codec<Object> {
  private final Slot value = Slot.object();

  @Override
  public void write(WriteContext ctx, Object map) {
    write(ctx, map, null);
  }

  @Override
  public void write(WriteContext ctx, Object o, Slot @Nullable [] args) {
    EnumMap<?, ?> map = (EnumMap<?, ?>) o;
    Slot v = args == null ? value : Slot.arg(args, 1);
    Class<?> type = EnumTypes.of(map);
    ctx.writeClassTag(ctx.registry().info(type));
    EnumTypes.writeConstantNames(ctx, type);
    ctx.writeVarUInt(map.size());
    for (Map.Entry<?, ?> e : map.entrySet()) {
      ctx.writeVarUInt(((Enum<?>) e.getKey()).ordinal());
      ctx.writeSlot(e.getValue(), v);
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public Object read(ReadContext ctx, Slot @Nullable [] args) {
    Slot v = args == null ? value : Slot.arg(args, 1);
    Class type = EnumTypes.readEnumType(ctx, "EnumMap");
    if (type == TypeRegistry.UnknownClass.class) {
      return skip(ctx, v);
    }
    @Nullable Object[] constants = EnumTypes.readConstantNames(ctx, type);
    int n = ctx.readLength(2);
    EnumMap map = new EnumMap(type);
    ctx.reference(map);
    for (int i = 0; i < n; i++) {
      Object key = EnumTypes.readConstant(ctx, type, constants);
      Object value = ctx.readSlot(v);
      if (key != null) {
        map.put(key, value);
      }
    }
    return map;
  }

  /**
   * Reads and drops a map whose key enum this reader does not have, in a value it skips: its values
   * keep their reference ids, and the map's own id stands for {@link
   * TypeRegistry.UnknownClass#VALUE}, as any skipped value of a class the reader lacks.
   */
  private static Object skip(ReadContext ctx, Slot v) {
    Object[] constants = EnumTypes.skipSchema(ctx);
    int n = ctx.readLength(2);
    ctx.reference(TypeRegistry.UnknownClass.VALUE);
    for (int i = 0; i < n; i++) {
      EnumTypes.readConstant(ctx, TypeRegistry.UnknownClass.class, constants);
      ctx.readSlot(v);
    }
    return ctx.standIn();
  }
}
