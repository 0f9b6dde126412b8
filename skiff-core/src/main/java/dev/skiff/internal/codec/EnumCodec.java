package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import org.jspecify.annotations.Nullable;

/**
 * The codec for one enum class: the constant's ordinal as a var-int. In exact slots the var-int is
 * {@code ordinal + 1} and 0 stands for {@code null}. Constants with bodies (anonymous subclasses)
 * travel as their enum. Enums are never reference-tracked: a constant is its own identity.
 */
final class EnumCodec extends Codec<Enum<?>> {
  private final Class<?> type;
  private final Enum<?>[] constants;

  EnumCodec(Class<?> type) {
    this.type = type;
    this.constants = (Enum<?>[]) type.getEnumConstants();
  }

  @Override
  public void write(WriteContext ctx, Enum<?> value) {
    ctx.writeVarUInt(value.ordinal());
  }

  @Override
  public Enum<?> read(ReadContext ctx) {
    long at = ctx.offset();
    return constant(ctx.readShortVarUInt(), at);
  }

  /** The constant of {@code ordinal}, read at offset {@code at}, where a failure is reported. */
  private Enum<?> constant(int ordinal, long at) {
    if (ordinal < 0 || ordinal >= constants.length) {
      throw new MalformedInputException(
          "ordinal " + ordinal + " out of range for enum " + type.getName(), at);
    }
    return constants[ordinal];
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean foldsNull() {
    return true;
  }

  @Override
  public void writeNullable(WriteContext ctx, @Nullable Enum<?> value) {
    ctx.writeVarUInt(value == null ? 0 : value.ordinal() + 1);
  }

  @Override
  public @Nullable Enum<?> readNullable(ReadContext ctx) {
    long at = ctx.offset();
    int v = ctx.readShortVarUInt();
    return v == 0 ? null : constant(v - 1, at);
  }

  @Override
  public boolean nests() {
    return false;
  }
}
