package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.ChildJvm;
import dev.skiff.Skiff;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two string paths: public API only (the default test run) and direct access to {@code
 * String}'s bytes where the JVM opens {@code java.lang} (a second test run with {@code --add-opens
 * java.base/java.lang=ALL-UNNAMED}, which sets {@code skiff.test.expectStringInternals}). Both must
 * write the same bytes; the golden and property tests run on both paths too.
 */
class StringInternalsTest {
  private static final List<String> TEXTS =
      List.of(
          "",
          "plain ASCII",
          "Grüße, Köln",
          "Мария Ковальская",
          "日本語のテキスト",
          "mixed: abc Ωμέγα 中文 \uD83D\uDE00",
          "unpaired \uD800 surrogate");

  @Test
  void available_thisJvm_matchesWhetherJavaLangIsOpen() {
    assertThat(StringInternals.AVAILABLE)
        .as("string internals available in this test JVM")
        .isEqualTo(Boolean.getBoolean("skiff.test.expectStringInternals"));
  }

  @Test
  void writeString_everyText_writesTheIndependentEncoding() {
    for (String s : TEXTS) {
      WriteBuffer b = new WriteBuffer();
      b.writeString(s);
      assertThat(b.toByteArray()).as(s).isEqualTo(expected(s));
    }
  }

  @Test
  void readString_everyText_returnsAnEqualString() {
    Skiff skiff = Skiff.builder().build();
    for (String s : TEXTS) {
      Object back = skiff.deserialize(skiff.serialize(s));
      assertThat(back).as(s).isEqualTo(s);
      assertThat(back.hashCode()).isEqualTo(s.hashCode());
    }
  }

  @Test
  void readString_latin1TextSentAsUtf16_isEqualToTheCompactString() {
    // Hostile or foreign input: Latin-1 text in the UTF-16 coder. The string read must still equal
    // (and hash like) the compact string, whichever path builds it.
    String text = "Köln";
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    out.write(1); // message header: format version 1, references off
    out.write(7); // tag of built-in id 0, String
    out.write((text.length() << 2) | 3); // string header: 4 chars, UTF-16
    out.writeBytes(utf16le(text));
    byte[] bytes = out.toByteArray();
    Object back = Skiff.builder().build().deserialize(bytes);
    assertThat(back).isEqualTo(text);
    assertThat(back.hashCode()).isEqualTo(text.hashCode());
  }

  /**
   * Writes every text in a JVM that opens {@code java.lang} but keeps every string in UTF-16
   * ({@code -XX:-CompactStrings}): there a string's coder says nothing about its chars, so the
   * internals must stay off and Latin-1 text must still go as Latin-1.
   */
  @Test
  void writeString_jvmWithoutCompactStrings_internalsOffAndTheIndependentEncoding()
      throws Exception {
    String out =
        ChildJvm.run(
            List.of("-XX:-CompactStrings", "--add-opens", "java.base/java.lang=ALL-UNNAMED"),
            WideJvmProbe.class);
    StringBuilder expected = new StringBuilder("internals false\n");
    for (String s : TEXTS) {
      expected.append(java.util.HexFormat.of().formatHex(expected(s))).append('\n');
    }
    assertThat(out).isEqualTo(expected.toString());
  }

  /** The child JVM of the test above: whether internals are on, then each text's bytes in hex. */
  static final class WideJvmProbe {
    private WideJvmProbe() {}

    public static void main(String[] args) {
      StringBuilder out = new StringBuilder("internals " + StringInternals.AVAILABLE + "\n");
      for (String s : TEXTS) {
        WriteBuffer b = new WriteBuffer();
        b.writeString(s);
        out.append(java.util.HexFormat.of().formatHex(b.toByteArray())).append('\n');
      }
      System.out.print(out);
    }
  }

  /** The chars of {@code s}, two bytes each, low byte first (unpaired surrogates too). */
  private static byte[] utf16le(String s) {
    byte[] b = new byte[2 * s.length()];
    for (int i = 0; i < s.length(); i++) {
      b[2 * i] = (byte) s.charAt(i);
      b[2 * i + 1] = (byte) (s.charAt(i) >> 8);
    }
    return b;
  }

  /** The spec's string encoding, computed independently of the writer. */
  private static byte[] expected(String s) {
    boolean latin1 = s.chars().allMatch(c -> c <= 0xFF);
    byte[] payload;
    int coder;
    int length;
    if (latin1) {
      payload = s.getBytes(StandardCharsets.ISO_8859_1);
      coder = 1;
      length = s.length();
    } else {
      boolean unpaired =
          !s.equals(new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8));
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      if (!unpaired && utf8.length <= 2 * s.length()) {
        payload = utf8;
        coder = 2;
        length = utf8.length;
      } else {
        payload = utf16le(s);
        coder = 3;
        length = s.length();
      }
    }
    long header = ((long) length << 2) | coder;
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    while ((header & ~0x7FL) != 0) {
      out.write((int) ((header & 0x7F) | 0x80));
      header >>>= 7;
    }
    out.write((int) header);
    out.writeBytes(payload);
    return out.toByteArray();
  }
}
