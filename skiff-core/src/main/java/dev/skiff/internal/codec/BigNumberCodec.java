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
 *
 * <p>Values of up to eight bytes, which is most amounts of money and most counts, go through a
 * {@code long} both ways, with the same bytes: the writer needs no byte array, and the reader
 * builds a {@code BigDecimal} with {@link BigDecimal#valueOf(long, int)}, which keeps the unscaled
 * value in a {@code long} field, where {@code new BigDecimal(BigInteger, int)} would keep the
 * {@code BigInteger} and its array as well (64 more bytes for every decimal a message holds).
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
      int n = readIntegerLength(ctx);
      return n <= Long.BYTES
          ? BigDecimal.valueOf(readLong(ctx, n), scale)
          : new BigDecimal(readBig(ctx, n), scale);
    }
    return readInteger(ctx);
  }

  static void writeInteger(WriteContext ctx, BigInteger v) {
    if (v.bitLength() < Long.SIZE) {
      writeLong(ctx, v.longValue());
      return;
    }
    byte[] bytes = v.toByteArray();
    ctx.writeVarUInt(bytes.length);
    ctx.writeBytes(bytes, 0, bytes.length);
  }

  /** Writes {@code v} as {@link BigInteger#toByteArray()} of the same value would. */
  static void writeLong(WriteContext ctx, long v) {
    int bits = Long.SIZE - Long.numberOfLeadingZeros(v < 0 ? ~v : v); // BigInteger.bitLength
    int n = bits / 8 + 1;
    ctx.writeVarUInt(n);
    for (int i = n - 1; i >= 0; i--) {
      ctx.writeByte((int) (v >>> (8 * i)));
    }
  }

  static BigInteger readInteger(ReadContext ctx) {
    int n = readIntegerLength(ctx);
    return n <= Long.BYTES ? BigInteger.valueOf(readLong(ctx, n)) : readBig(ctx, n);
  }

  private static int readIntegerLength(ReadContext ctx) {
    int n = ctx.readLength(1);
    if (n == 0) {
      throw ctx.malformed("empty BigInteger");
    }
    return n;
  }

  /** Reads {@code n} (1 to 8) big-endian two's-complement bytes, sign-extended. */
  private static long readLong(ReadContext ctx, int n) {
    ctx.require(n);
    long v = ctx.readByte(); // the sign
    for (int i = 1; i < n; i++) {
      v = (v << 8) | (ctx.readByte() & 0xFF);
    }
    return v;
  }

  private static BigInteger readBig(ReadContext ctx, int n) {
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
