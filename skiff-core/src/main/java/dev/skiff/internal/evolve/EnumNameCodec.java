package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.HashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The compatible-mode codec of a user enum: {@link SchemaRefs#ENUM_NAME}, then the constant's name,
 * so that constants may be added, removed and reordered. A name the reader's enum lacks fails, or
 * reads as {@code null} when the builder says so.
 */
final class EnumNameCodec extends Codec<Enum<?>> {
  private final Class<?> type;
  private final Map<String, Enum<?>> byName = new HashMap<>();
  private final boolean unknownAsNull;

  EnumNameCodec(Class<?> type, boolean unknownAsNull) {
    this.type = type;
    this.unknownAsNull = unknownAsNull;
    for (Object c : type.getEnumConstants()) {
      Enum<?> e = (Enum<?>) c;
      byName.put(e.name(), e);
    }
  }

  @Override
  public void write(WriteContext ctx, Enum<?> value) {
    ctx.writeVarUInt(SchemaRefs.ENUM_NAME);
    ctx.writeString(value.name());
  }

  @Override
  public @Nullable Enum<?> read(ReadContext ctx) {
    long at = ctx.offset();
    int code = ctx.readVarUInt();
    if (code != SchemaRefs.ENUM_NAME) {
      throw new MalformedInputException(
          "the data holds no enum constant where this reader reads the enum " + type.getName(), at);
    }
    String name = ctx.readString();
    Enum<?> e = byName.get(name);
    if (e == null && !unknownAsNull) {
      throw new MalformedInputException(
          "enum " + type.getName() + " has no constant " + name + " (written by a newer version?)",
          at);
    }
    return e;
  }
}
