package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link WriteBuffer#writeString} against an independent statement of the format: Latin-1 when
 * every char fits a byte, else UTF-8 when the string has no unpaired surrogate and UTF-8 takes at
 * most two bytes a char, else UTF-16LE; each after a var-long header {@code length << 2 | coder}.
 * The writer decides by a Latin-1 check the JIT folds away for compact strings, then encodes UTF-8
 * in one pass after room for the longest header and slides it back, or falls back to UTF-16; a
 * string of more than 2<sup>20</sup> chars is measured before it is encoded. Every road must give
 * the oracle's bytes, and {@link ReadBuffer#readString} must give the strings back, one after
 * another through one reader.
 */
class StringEncodingProperties {

  @Provide
  Arbitrary<String> strings() {
    Arbitrary<Character> ascii = Arbitraries.chars().range(' ', '~');
    Arbitrary<Character> latin1 = Arbitraries.chars().range('\u00a0', '\u00ff');
    Arbitrary<Character> twoByte = Arbitraries.chars().range('\u0100', '\u07ff');
    Arbitrary<Character> cjk = Arbitraries.chars().range('\u4e00', '\u9fff');
    Arbitrary<Character> surrogates = Arbitraries.chars().range('\ud800', '\udfff');
    Arbitrary<Character> any = Arbitraries.chars().all();
    Arbitrary<Character> mixed =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(40, ascii),
            net.jqwik.api.Tuple.of(10, latin1),
            net.jqwik.api.Tuple.of(10, twoByte),
            net.jqwik.api.Tuple.of(15, cjk),
            net.jqwik.api.Tuple.of(5, surrogates),
            net.jqwik.api.Tuple.of(5, any));
    Arbitrary<String> pairs =
        Arbitraries.integers()
            .between(0x10000, Character.MAX_CODE_POINT)
            .map(cp -> new String(Character.toChars(cp)))
            .list()
            .ofMaxSize(40)
            .map(l -> String.join("", l));
    Arbitrary<String> plain = mixed.list().ofMaxSize(300).map(StringEncodingProperties::join);
    Arbitrary<String> longs =
        mixed.list().ofMinSize(4000).ofMaxSize(4200).map(StringEncodingProperties::join);
    return Arbitraries.oneOf(
        plain, plain, pairs, longs, pairs.flatMap(p -> plain.map(q -> q + p + q)));
  }

  static String join(java.util.List<Character> chars) {
    StringBuilder b = new StringBuilder(chars.size());
    chars.forEach(b::append);
    return b.toString();
  }

  @Property(tries = 400)
  void writeString_anyString_bytesOfTheFormat(@ForAll("strings") String s) {
    assertThat(written(s)).isEqualTo(expected(s));
  }

  @Example
  void writeString_lengthsAroundHeaderAndPathBoundaries_bytesOfTheFormat() {
    for (int n :
        new int[] {
          0,
          1,
          10,
          11,
          31,
          32,
          33,
          1364,
          1365,
          1366,
          4095,
          4096,
          4097,
          9000,
          16383,
          16384,
          16385,
          20000,
          1 << 20,
          (1 << 20) + 1
        }) {
      for (String unit :
          new String[] {"a", "\u00e9", "\u0100", "\u4e2d", "\ud83c\udfac", "\ud800"}) {
        String s = unit.repeat(Math.max(1, n / unit.length()));
        String mixed = "x".repeat(n) + unit;
        assertThat(written(s)).as("%d x %s", n, unit).isEqualTo(expected(s));
        assertThat(written(mixed)).as("%d ascii + %s", n, unit).isEqualTo(expected(mixed));
      }
    }
  }

  @Property(tries = 100)
  void writeString_manyStringsThroughOneBuffer_bytesOfTheFormatInOrder(
      @ForAll("lists") java.util.List<String> strings) {
    // Strings one after another in one buffer: each starts where the previous one ended, across
    // the buffer's growth.
    WriteBuffer b = new WriteBuffer();
    b.beginBuffer(null);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (String s : strings) {
      b.writeString(s);
      expected.writeBytes(expected(s));
    }
    assertThat(b.toByteArray()).isEqualTo(expected.toByteArray());
  }

  @Property(tries = 100)
  void writeString_manyStringsIntoAStream_bytesOfTheFormatInOrder(
      @ForAll("lists") java.util.List<String> strings) {
    // A stream-backed buffer drains while it makes room: each string starts one byte before the
    // buffer's end, so making its room moves earlier bytes out and the string's start with them.
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    WriteBuffer b = new WriteBuffer();
    b.beginBuffer(sink);
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (String s : strings) {
      int fill =
          Math.min(b.buf.length - b.pos - 1, 8000); // leave one byte: the string's room drains
      byte[] pad = new byte[Math.max(fill, 0)];
      b.writeBytes(pad, 0, pad.length);
      expected.writeBytes(pad);
      b.writeString(s);
      expected.writeBytes(expected(s));
    }
    b.finishStream();
    assertThat(sink.toByteArray()).isEqualTo(expected.toByteArray());
  }

  @Property(tries = 100)
  void readString_manyStringsThroughOneReader_sameStringsInEitherOrder(
      @ForAll("lists") java.util.List<String> strings) {
    // The reader decodes wide strings into one char array it keeps from string to string and
    // from message to message: a string read after a longer one must not take any of its chars,
    // and a string longer than the array it keeps must come back whole. Read from an array and
    // from a stream that hands out one byte at a time, forwards and then backwards.
    java.util.List<String> all = new java.util.ArrayList<>(strings);
    all.add("\u4e2d\u0100".repeat(10_000)); // 20,000 chars: more than the reader keeps
    all.add("\u0100");
    java.util.List<String> backwards = new java.util.ArrayList<>(all);
    java.util.Collections.reverse(backwards);
    ReadBuffer fromArray = new ReadBuffer();
    ReadBuffer fromStream = new ReadBuffer();
    for (java.util.List<String> order : java.util.List.of(all, backwards)) {
      WriteBuffer w = new WriteBuffer();
      w.beginBuffer(null);
      for (String s : order) {
        w.writeString(s);
      }
      byte[] message = w.toByteArray();
      fromArray.beginBuffer(message, 0, message.length);
      fromStream.beginBuffer(
          new dev.skiff.OneByteInputStream(new java.io.ByteArrayInputStream(message)));
      for (ReadBuffer r : new ReadBuffer[] {fromArray, fromStream}) {
        java.util.List<String> read = new java.util.ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
          read.add(r.readString());
        }
        r.endBuffer(true);
        r.resetBuffer();
        assertThat(read).isEqualTo(order);
      }
    }
  }

  @Provide
  Arbitrary<java.util.List<String>> lists() {
    return strings().list().ofMaxSize(8);
  }

  private static byte[] written(String s) {
    WriteBuffer b = new WriteBuffer();
    b.beginBuffer(null);
    b.writeByte(0x55); // the string does not start at offset 0
    b.writeString(s);
    byte[] all = b.toByteArray();
    return java.util.Arrays.copyOfRange(all, 1, all.length);
  }

  private static byte[] expected(String s) {
    int n = s.length();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    if (s.chars().allMatch(c -> c <= 0xFF)) {
      varULong(out, ((long) n << 2) | 1);
      out.writeBytes(s.getBytes(StandardCharsets.ISO_8859_1));
      return out.toByteArray();
    }
    boolean wellFormed = true;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        wellFormed = false;
      }
    }
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    if (wellFormed && utf8.length <= 2L * n) {
      varULong(out, ((long) utf8.length << 2) | 2);
      out.writeBytes(utf8);
    } else {
      varULong(out, ((long) n << 2) | 3);
      for (int i = 0; i < n; i++) { // raw chars: an unpaired surrogate travels as it is
        out.write(s.charAt(i) & 0xFF);
        out.write(s.charAt(i) >>> 8);
      }
    }
    return out.toByteArray();
  }

  private static void varULong(ByteArrayOutputStream out, long v) {
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }
}
