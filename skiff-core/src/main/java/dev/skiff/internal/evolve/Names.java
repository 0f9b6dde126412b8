package dev.skiff.internal.evolve;

/**
 * The six-bit packing of field names in schema blocks: names of up to 15 characters drawn from
 * {@code a-z A-Z 0-9 _ $} (nearly every Java field name) take three quarters of their UTF-8 size.
 * Characters map to 0-25, 26-51, 52-61, 62 and 63, and are packed most significant bit first; the
 * last byte is padded with zero bits.
 */
final class Names {
  private Names() {}

  private static final String ALPHABET =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$";

  /** Whether every character of {@code name} is in the alphabet. */
  static boolean packable(String name) {
    for (int i = 0; i < name.length(); i++) {
      if (ALPHABET.indexOf(name.charAt(i)) < 0) {
        return false;
      }
    }
    return !name.isEmpty();
  }

  /** The number of bytes {@code chars} packed characters take. */
  static int packedLength(int chars) {
    return (chars * 6 + 7) / 8;
  }

  /** The packed bytes of a {@linkplain #packable packable} name. */
  static byte[] pack(String name) {
    byte[] out = new byte[packedLength(name.length())];
    int bit = 0;
    for (int i = 0; i < name.length(); i++) {
      int v = ALPHABET.indexOf(name.charAt(i));
      for (int k = 5; k >= 0; k--, bit++) {
        if ((v >> k & 1) != 0) {
          out[bit >> 3] |= (byte) (0x80 >>> (bit & 7));
        }
      }
    }
    return out;
  }

  /** The {@code chars} characters packed at {@code b[off]}. */
  static String unpack(byte[] b, int off, int chars) {
    char[] out = new char[chars];
    int bit = off * 8;
    for (int i = 0; i < chars; i++) {
      int v = 0;
      for (int k = 0; k < 6; k++, bit++) {
        v = v << 1 | (b[bit >> 3] >> (7 - (bit & 7)) & 1);
      }
      out[i] = ALPHABET.charAt(v);
    }
    return new String(out);
  }
}
