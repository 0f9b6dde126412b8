package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * {@code BigInteger} and {@code BigDecimal} against an independent statement of their encoding
 * (spec, built-in values): a {@code BigDecimal}'s scale as a zig-zag var-int, then the unscaled
 * value as an unsigned var-int length and {@link BigInteger#toByteArray()}. Values of every bit
 * length around the 64 bits where the writer and reader change path, both signs; and the reader
 * accepts longer, sign-padded encodings of the same value on either side of that limit. In every
 * configuration that changes the framing (references, registration), read from an array and from a
 * stream that hands out one byte at a time.
 */
class BigNumberProperties {

  /** Every configuration that changes the framing around a value: references, registration. */
  @Provide
  Arbitrary<Skiff> configs() {
    return Arbitraries.of(true, false)
        .flatMap(
            refs ->
                Arbitraries.of(true, false)
                    .map(
                        registration ->
                            Skiff.builder()
                                .trackReferences(refs)
                                .requireRegistration(registration)
                                .build()));
  }

  /** Integers of 0 to 130 bits, both signs, about evenly over the bit lengths. */
  @Provide
  Arbitrary<BigInteger> integers() {
    return Arbitraries.integers()
        .between(0, 130)
        .flatMap(
            bits ->
                Arbitraries.bigIntegers()
                    .between(BigInteger.ZERO, BigInteger.ONE.shiftLeft(bits + 1))
                    .map(v -> v.shiftRight(1).or(top(bits))))
        .flatMap(v -> Arbitraries.of(v, v.negate(), v.not()));
  }

  private static BigInteger top(int bits) {
    return bits == 0 ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(bits - 1);
  }

  @Property
  void serialize_bigInteger_scaleFreeEncoding(
      @ForAll("integers") BigInteger v, @ForAll("configs") Skiff skiff) {
    byte[] bytes = skiff.serialize(v);
    assertThat(tail(bytes, unscaled(v))).isTrue();
    assertThat(prefix(bytes, unscaled(v).length)).isEqualTo(prefixOf(skiff, BigInteger.ZERO, 2));
    assertThat(skiff.deserialize(bytes)).isEqualTo(v);
    assertThat(skiff.deserialize(oneByteAtATime(bytes))).isEqualTo(v);
  }

  @Property
  void serialize_bigDecimal_scaleThenUnscaled(
      @ForAll("integers") BigInteger unscaled,
      @ForAll @IntRange(min = -40, max = 40) int scale,
      @ForAll("configs") Skiff skiff) {
    BigDecimal v = new BigDecimal(unscaled, scale);
    byte[] expected = concat(zigZag(scale), unscaled(unscaled));
    byte[] bytes = skiff.serialize(v);
    assertThat(tail(bytes, expected)).isTrue();
    assertThat(prefix(bytes, expected.length)).isEqualTo(prefixOf(skiff, BigDecimal.ZERO, 3));
    for (Object read :
        new Object[] {skiff.deserialize(bytes), skiff.deserialize(oneByteAtATime(bytes))}) {
      BigDecimal back = (BigDecimal) read;
      assertThat(back.unscaledValue()).isEqualTo(unscaled);
      assertThat(back.scale()).isEqualTo(scale);
    }
  }

  @Property
  void deserialize_signPaddedEncoding_sameValue(
      @ForAll("integers") BigInteger v,
      @ForAll @IntRange(min = 1, max = 6) int pad,
      @ForAll("configs") Skiff skiff) {
    byte[] minimal = v.toByteArray();
    byte[] padded = new byte[minimal.length + pad];
    Arrays.fill(padded, 0, pad, v.signum() < 0 ? (byte) -1 : 0);
    System.arraycopy(minimal, 0, padded, pad, minimal.length);
    byte[] integer = concat(prefixOf(skiff, BigInteger.ZERO, 2), varUInt(padded.length), padded);
    assertThat(skiff.deserialize(integer)).isEqualTo(v);
    assertThat(skiff.deserialize(oneByteAtATime(integer))).isEqualTo(v);
    byte[] decimal =
        concat(prefixOf(skiff, BigDecimal.ZERO, 3), zigZag(7), varUInt(padded.length), padded);
    assertThat(skiff.deserialize(decimal)).isEqualTo(new BigDecimal(v, 7));
    assertThat(skiff.deserialize(oneByteAtATime(decimal))).isEqualTo(new BigDecimal(v, 7));
  }

  /** The bytes of {@code zero} before its last {@code suffix} bytes (header and class tag). */
  private static byte[] prefixOf(Skiff skiff, Object zero, int suffix) {
    return prefix(skiff.serialize(zero), suffix);
  }

  /** The message as a stream that hands out one byte per read: every read waits for bytes. */
  private static java.io.InputStream oneByteAtATime(byte[] message) {
    return new OneByteInputStream(new java.io.ByteArrayInputStream(message));
  }

  private static byte[] prefix(byte[] b, int suffix) {
    return Arrays.copyOf(b, b.length - suffix);
  }

  private static boolean tail(byte[] b, byte[] expected) {
    return b.length >= expected.length
        && Arrays.equals(b, b.length - expected.length, b.length, expected, 0, expected.length);
  }

  private static byte[] unscaled(BigInteger v) {
    byte[] b = v.toByteArray();
    return concat(varUInt(b.length), b);
  }

  private static byte[] zigZag(int v) {
    return varUInt((v << 1) ^ (v >> 31));
  }

  private static byte[] varUInt(int v) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while ((v & ~0x7F) != 0) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
    return out.toByteArray();
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }
}
