package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The codec for {@link Optional} and its primitive variants. An {@code Optional} is its value as a
 * tagged value, the null tag standing for empty (an {@code Optional} never holds null). An {@code
 * OptionalInt}, {@code OptionalLong} or {@code OptionalDouble} is a presence byte (0 or 1), then,
 * when present, the value as a zig-zag var-int, a zig-zag var-long or a fixed eight-byte double.
 * Optionals are value-based and never reference-tracked; the value inside is tracked as usual.
 */
final class OptionalCodec extends Codec<Object> {
  /** The classes handled. */
  enum Kind {
    OBJECT,
    INT,
    LONG,
    DOUBLE
  }

  private final Kind kind;
  private final Slot value = Slot.object();

  OptionalCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    switch (kind) {
      case OBJECT -> ctx.writeAny(((Optional<?>) v).orElse(null), value);
      case INT -> {
        OptionalInt o = (OptionalInt) v;
        ctx.writeBoolean(o.isPresent());
        if (o.isPresent()) {
          ctx.writeVarInt(o.getAsInt());
        }
      }
      case LONG -> {
        OptionalLong o = (OptionalLong) v;
        ctx.writeBoolean(o.isPresent());
        if (o.isPresent()) {
          ctx.writeVarLong(o.getAsLong());
        }
      }
      default -> {
        OptionalDouble o = (OptionalDouble) v;
        ctx.writeBoolean(o.isPresent());
        if (o.isPresent()) {
          ctx.writeDouble(o.getAsDouble());
        }
      }
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    return switch (kind) {
      case OBJECT -> Optional.ofNullable(ctx.readAny(value));
      case INT -> ctx.readBoolean() ? OptionalInt.of(ctx.readVarInt()) : OptionalInt.empty();
      case LONG -> ctx.readBoolean() ? OptionalLong.of(ctx.readVarLong()) : OptionalLong.empty();
      default -> ctx.readBoolean() ? OptionalDouble.of(ctx.readDouble()) : OptionalDouble.empty();
    };
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return kind == Kind.OBJECT;
  }
}
