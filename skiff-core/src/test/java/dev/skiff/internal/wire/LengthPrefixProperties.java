package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link ByteSink#beginLength} and {@link ByteSink#endLength} against an independent statement of a
 * length-prefixed body: the body's byte count as an unsigned var-int, then the body. Bodies of
 * every var-int width up to three bytes, alone and with a second body nested inside the first, so
 * that the outer length is written after the inner one has moved the bytes after it.
 */
class LengthPrefixProperties {

  @Property(tries = 200)
  void endLength_bodyOfAnySize_varIntLengthThenBody(
      @ForAll @IntRange(min = 0, max = 20_000) int size, @ForAll @IntRange(max = 2) int width) {
    int n = width == 0 ? size % 128 : width == 1 ? 128 + size : 16_384 + size * 2;
    byte[] body = body(n, 1);
    WriteBuffer b = new WriteBuffer();
    b.writeByte(0x55);

    int at = b.beginLength();
    b.writeBytes(body, 0, n);
    b.endLength(at);
    b.writeByte(0x66);

    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    expected.write(0x55);
    prefixed(expected, body);
    expected.write(0x66);
    assertThat(b.toByteArray()).isEqualTo(expected.toByteArray());
  }

  @Property(tries = 100)
  void endLength_nestedBodies_eachPrefixedWithItsOwnLength(
      @ForAll @IntRange(min = 0, max = 300) int before,
      @ForAll @IntRange(min = 0, max = 300) int inner,
      @ForAll @IntRange(min = 0, max = 300) int after) {
    byte[] a = body(before, 2);
    byte[] i = body(inner, 3);
    byte[] c = body(after, 4);
    WriteBuffer b = new WriteBuffer();

    int outer = b.beginLength();
    b.writeBytes(a, 0, a.length);
    int nested = b.beginLength();
    b.writeBytes(i, 0, i.length);
    b.endLength(nested);
    b.writeBytes(c, 0, c.length);
    b.endLength(outer);

    ByteArrayOutputStream innerPrefixed = new ByteArrayOutputStream();
    prefixed(innerPrefixed, i);
    ByteArrayOutputStream whole = new ByteArrayOutputStream();
    whole.writeBytes(a);
    whole.writeBytes(innerPrefixed.toByteArray());
    whole.writeBytes(c);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    prefixed(expected, whole.toByteArray());
    assertThat(b.toByteArray()).isEqualTo(expected.toByteArray());
  }

  private static byte[] body(int n, int seed) {
    byte[] body = new byte[n];
    for (int k = 0; k < n; k++) {
      body[k] = (byte) (k * 31 + seed);
    }
    return body;
  }

  /** The oracle: seven bits a byte, least significant first, bit 7 set on all but the last. */
  private static void prefixed(ByteArrayOutputStream out, byte[] body) {
    int v = body.length;
    while (v >= 0x80) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
    out.writeBytes(body);
  }
}
