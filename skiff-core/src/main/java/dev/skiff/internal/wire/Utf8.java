package dev.skiff.internal.wire;

/**
 * The UTF-8 of the wire's strings: encoding, measuring and strict decoding over plain arrays, with
 * no buffer state of their own. {@link WriteBuffer} and {@link ReadBuffer} own the headers, the
 * capacity checks and the offsets in error messages.
 *
 * <h2>Strictness</h2>
 *
 * Both directions refuse what Java strings can hold but UTF-8 cannot carry, instead of replacing
 * it: the encoder stops at an unpaired surrogate (the writer then chooses UTF-16, which carries
 * it), and the decoder stops at a truncated or over-long sequence, an encoded surrogate or a code
 * point above U+10FFFF (the reader then reports malformed input). So a string read back is always
 * the string written, char for char, and no two byte sequences decode to the same string.
 */
final class Utf8 {
  private Utf8() {}

  /**
   * Encodes the {@code n} chars of {@code s} into {@code b} from {@code p}, which has room for
   * three bytes per char; answers the end, or -1 at an unpaired surrogate.
   */
  static int encode(String s, int n, byte[] b, int p) {
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        b[p++] = (byte) c;
      } else if (c < 0x800) {
        b[p++] = (byte) (0xC0 | (c >> 6));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        char d = i + 1 < n ? s.charAt(i + 1) : 0;
        if (!Character.isHighSurrogate(c) || !Character.isLowSurrogate(d)) {
          return -1;
        }
        int cp = Character.toCodePoint(c, d);
        i++;
        b[p++] = (byte) (0xF0 | (cp >> 18));
        b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        b[p++] = (byte) (0x80 | (cp & 0x3F));
      } else {
        b[p++] = (byte) (0xE0 | (c >> 12));
        b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    return p;
  }

  /**
   * The UTF-8 length of the {@code n} chars of {@code s}, or -1 if they hold an unpaired surrogate.
   */
  static long length(String s, int n) {
    long len = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        len++;
      } else if (c < 0x800) {
        len += 2;
      } else if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          len += 4;
          i++;
        } else {
          return -1;
        }
      } else {
        len += 3;
      }
    }
    return len;
  }

  /**
   * Decodes the bytes of {@code b} from {@code p} to {@code end} into {@code chars}, which has room
   * for one char per byte; answers the number of chars, or {@code -(q + 1)} where {@code q} is the
   * index of the first byte that does not start a valid sequence.
   */
  static int decode(byte[] b, int p, int end, char[] chars) {
    int c = 0;
    while (p < end) {
      int b0 = b[p] & 0xFF;
      if (b0 < 0x80) {
        chars[c++] = (char) b0;
        p++;
      } else if (b0 >= 0xC2 && b0 < 0xE0 && p + 1 < end && (b[p + 1] & 0xC0) == 0x80) {
        chars[c++] = (char) (((b0 & 0x1F) << 6) | (b[p + 1] & 0x3F));
        p += 2;
      } else if (b0 >= 0xE0
          && b0 < 0xF0
          && p + 2 < end
          && (b[p + 1] & 0xC0) == 0x80
          && (b[p + 2] & 0xC0) == 0x80) {
        int ch = ((b0 & 0x0F) << 12) | ((b[p + 1] & 0x3F) << 6) | (b[p + 2] & 0x3F);
        if (ch < 0x800 || Character.isSurrogate((char) ch)) {
          return -(p + 1);
        }
        chars[c++] = (char) ch;
        p += 3;
      } else if (b0 >= 0xF0
          && b0 < 0xF5
          && p + 3 < end
          && (b[p + 1] & 0xC0) == 0x80
          && (b[p + 2] & 0xC0) == 0x80
          && (b[p + 3] & 0xC0) == 0x80) {
        int cp =
            ((b0 & 0x07) << 18)
                | ((b[p + 1] & 0x3F) << 12)
                | ((b[p + 2] & 0x3F) << 6)
                | (b[p + 3] & 0x3F);
        if (cp < 0x10000 || cp > Character.MAX_CODE_POINT) {
          return -(p + 1);
        }
        chars[c++] = Character.highSurrogate(cp);
        chars[c++] = Character.lowSurrogate(cp);
        p += 4;
      } else {
        return -(p + 1);
      }
    }
    return c;
  }
}
