package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.Thrown;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Utf8} against the JDK's own UTF-8 for every well-formed string, and against the list of
 * what strict UTF-8 refuses: each refused sequence is reported at the index of its first byte, and
 * {@link ReadBuffer} turns that into a {@link MalformedInputException} at the message offset.
 */
class Utf8Test {

  @Provide
  Arbitrary<String> wellFormed() {
    Arbitrary<String> bmp =
        Arbitraries.chars()
            .all()
            .filter(c -> !Character.isSurrogate(c))
            .list()
            .ofMaxSize(200)
            .map(StringEncodingProperties::join);
    Arbitrary<String> supplementary =
        Arbitraries.integers()
            .between(Character.MIN_SUPPLEMENTARY_CODE_POINT, Character.MAX_CODE_POINT)
            .map(Character::toString);
    return Arbitraries.oneOf(bmp, bmp.flatMap(a -> supplementary.map(s -> a + s + a)));
  }

  @Property(tries = 300)
  void encode_wellFormedString_bytesOfTheJdkEncoder(@ForAll("wellFormed") String s) {
    byte[] b = new byte[3 * s.length() + 2];
    int end = Utf8.encode(s, s.length(), b, 2);
    byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
    assertThat(Arrays.copyOfRange(b, 2, end)).isEqualTo(jdk);
    assertThat(Utf8.length(s, s.length())).isEqualTo(jdk.length);
  }

  @Property(tries = 300)
  void decode_bytesOfTheJdkEncoder_theSameChars(@ForAll("wellFormed") String s) {
    byte[] jdk = s.getBytes(StandardCharsets.UTF_8);
    byte[] b = new byte[jdk.length + 3];
    System.arraycopy(jdk, 0, b, 3, jdk.length);
    char[] chars = new char[jdk.length];
    int n = Utf8.decode(b, 3, b.length, chars);
    assertThat(new String(chars, 0, n)).isEqualTo(s);
  }

  @Test
  void encodeAndLength_unpairedSurrogates_minusOne() {
    for (String s : new String[] {"a\ud800", "\udc00b", "x\ud800\ud800y", "\udbff"}) {
      assertThat(Utf8.encode(s, s.length(), new byte[3 * s.length()], 0)).as(s).isEqualTo(-1);
      assertThat(Utf8.length(s, s.length())).as(s).isEqualTo(-1);
    }
  }

  /** Byte sequences strict UTF-8 refuses, each after two good bytes ("é" as C3 A9). */
  static Stream<Arguments> refused() {
    return Stream.of(
        Arguments.of("a lone continuation byte", new int[] {0x80}),
        Arguments.of("an over-long two-byte form (C0)", new int[] {0xC0, 0x80}),
        Arguments.of("an over-long two-byte form (C1)", new int[] {0xC1, 0xBF}),
        Arguments.of("a two-byte form cut short", new int[] {0xC3}),
        Arguments.of("a two-byte form with a bad second byte", new int[] {0xC3, 0x41}),
        Arguments.of("an over-long three-byte form", new int[] {0xE0, 0x80, 0x80}),
        Arguments.of("an encoded high surrogate", new int[] {0xED, 0xA0, 0x80}),
        Arguments.of("an encoded low surrogate", new int[] {0xED, 0xBF, 0xBF}),
        Arguments.of("a three-byte form cut short", new int[] {0xE4, 0xB8}),
        Arguments.of("an over-long four-byte form", new int[] {0xF0, 0x80, 0x80, 0x80}),
        Arguments.of("a code point above U+10FFFF", new int[] {0xF4, 0x90, 0x80, 0x80}),
        Arguments.of("a lead byte above F4", new int[] {0xF5, 0x80, 0x80, 0x80}),
        Arguments.of("a four-byte form cut short", new int[] {0xF0, 0x9F, 0x98}),
        Arguments.of("a lead byte FF", new int[] {0xFF}));
  }

  private static byte[] afterGoodBytes(int[] bad) {
    byte[] b = new byte[2 + bad.length];
    b[0] = (byte) 0xC3;
    b[1] = (byte) 0xA9;
    for (int i = 0; i < bad.length; i++) {
      b[2 + i] = (byte) bad[i];
    }
    return b;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refused")
  void decode_refusedSequence_answersTheIndexOfItsFirstByte(String what, int[] bad) {
    byte[] b = afterGoodBytes(bad);
    assertThat(Utf8.decode(b, 0, b.length, new char[b.length])).isEqualTo(-(2 + 1));
  }

  /** {@link #refused()} from an array and from a stream that hands out one byte at a time. */
  static Stream<Arguments> refusedFromArrayAndStream() {
    return refused()
        .flatMap(
            a ->
                Stream.of(false, true).map(stream -> Arguments.of(a.get()[0], a.get()[1], stream)));
  }

  @ParameterizedTest(name = "{0}, stream {2}")
  @MethodSource("refusedFromArrayAndStream")
  void readString_refusedSequence_malformedAtItsMessageOffset(
      String what, int[] bad, boolean stream) {
    byte[] payload = afterGoodBytes(bad);
    byte[] message = new byte[4 + payload.length];
    message[0] = 0x7F; // three bytes before the string, so offsets count from the message start
    message[1] = 0x7F;
    message[2] = 0x7F;
    message[3] = (byte) ((payload.length << 2) | 2); // a UTF-8 header, one byte
    System.arraycopy(payload, 0, message, 4, payload.length);
    PrimitiveArrayReadTest.In in = new PrimitiveArrayReadTest.In(message, stream);
    in.skip(3);
    MalformedInputException e = Thrown.by(MalformedInputException.class, in::readString);
    assertThat(e.offset()).isEqualTo(4 + 2);
    assertThat(e.getMessage()).contains("invalid UTF-8");
  }
}
