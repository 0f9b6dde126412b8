package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The codec for {@link BigInteger} and {@link BigDecimal}. A {@code BigInteger} is its minimal
 * big-endian two's-complement bytes ({@link BigInteger#toByteArray()}) behind an unsigned var-int
 * length of at least 1; a {@code BigDecimal} is its scale as a zig-zag var-int followed by its
 * unscaled value as a {@code BigInteger}, so scale and trailing zeros (and with them the precision)
 * come back exactly. The length is checked against the remaining input before anything is
 * allocated. Both classes are immutable and never reference-tracked.
 */
final class BigNumberCodec extends Codec<Object> {
  private final boolean decimal;

  /** A codec for {@code BigDecimal} when {@code decimal}, else for {@code BigInteger}. */
  BigNumberCodec(boolean decimal) {
    this.decimal = decimal;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    if (decimal) {
      BigDecimal d = (BigDecimal) v;
      ctx.writeVarInt(d.scale());
      writeInteger(ctx, d.unscaledValue());
    } else {
      writeInteger(ctx, (BigInteger) v);
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    if (decimal) {
      int scale = ctx.readVarInt();
      return new BigDecimal(readInteger(ctx), scale);
    }
    return readInteger(ctx);
  }

  static void writeInteger(WriteContext ctx, BigInteger v) {
    byte[] bytes = v.toByteArray();
    ctx.writeVarUInt(bytes.length);
    ctx.writeBytes(bytes, 0, bytes.length);
  }

  static BigInteger readInteger(ReadContext ctx) {
    int n = ctx.readLength(1);
    if (n == 0) {
      throw ctx.malformed("empty BigInteger");
    }
    byte[] bytes = new byte[n];
    ctx.readBytes(bytes, 0, n);
    return new BigInteger(bytes);
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
