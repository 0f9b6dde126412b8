package dev.skiff.inspect;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A read position in the bytes being inspected, with the readers of Skiff's primitive encodings
 * (bytes, fixed-width little-endian numbers, var-ints, zigzag numbers, booleans and strings), each
 * of which reports bytes that cannot be such an encoding as {@link Malformed} at their offset.
 */
final class WireReader {
  private final byte[] b;
  private int pos;

  /** The encoding of the last string read: {@code latin1}, {@code utf8} or {@code utf16}. */
  private String lastCoder = "";

  WireReader(byte[] bytes) {
    this.b = bytes;
  }

  /** The offset of the next byte to read. */
  int pos() {
    return pos;
  }

  /** How many bytes there are in all. */
  int length() {
    return b.length;
  }

  /** How many bytes are left to read. */
  int remaining() {
    return b.length - pos;
  }

  /** Moves past {@code n} bytes, which the caller has checked are there. */
  void skip(int n) {
    pos += n;
  }

  /** The encoding of the last string read: {@code latin1}, {@code utf8} or {@code utf16}. */
  String lastCoder() {
    return lastCoder;
  }

  /**
   * A string: its header (length and coder) and its payload, checked as the coder says; {@code
   * "null"} for a null string where {@code nullable}.
   */
  String string(boolean nullable) throws Malformed {
    int at = pos;
    long h = varulong();
    int coder = (int) (h & 3);
    long len = h >>> 2;
    if (coder == 0) {
      if (!nullable) {
        throw new Malformed(at, "null string where a value is required");
      }
      return "null";
    }
    long bytes = coder == 3 ? len * 2 : len;
    if (len > Integer.MAX_VALUE - 8 || bytes > b.length - pos) {
      throw new Malformed(at, "string of " + bytes + " bytes, only " + (b.length - pos) + " left");
    }
    int n = (int) bytes;
    String s;
    if (coder == 1) {
      s = new String(b, pos, n, StandardCharsets.ISO_8859_1);
    } else if (coder == 3) {
      s = new String(b, pos, n, StandardCharsets.UTF_16LE);
    } else {
      try {
        s =
            StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(b, pos, n))
                .toString();
      } catch (CharacterCodingException e) {
        throw new Malformed(pos, "invalid UTF-8 in string payload");
      }
    }
    pos += n;
    lastCoder = coder == 1 ? "latin1" : coder == 2 ? "utf8" : "utf16";
    return s;
  }

  /** A boolean byte, which must be 0 or 1, as {@code "false"} or {@code "true"}. */
  String bool() throws Malformed {
    int at = pos;
    int v = u8();
    if (v > 1) {
      throw new Malformed(at, "boolean byte " + v + " is neither 00 nor 01");
    }
    return v == 1 ? "true" : "false";
  }

  /** One unsigned byte. */
  int u8() throws Malformed {
    if (pos >= b.length) {
      throw new Malformed(pos, "unexpected end of input");
    }
    return b[pos++] & 0xff;
  }

  /** A little-endian number of {@code width} bytes. */
  long fixed(int width) throws Malformed {
    if (b.length - pos < width) {
      throw new Malformed(pos, "unexpected end of input (need " + width + " bytes)");
    }
    long v = 0;
    for (int i = 0; i < width; i++) {
      v |= (long) (b[pos++] & 0xff) << (8 * i);
    }
    return v;
  }

  /** An unsigned var-int of at most 32 bits. */
  int varuint() throws Malformed {
    int at = pos;
    int v = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      int x = u8();
      if (shift == 28 && (x & 0xf0) != 0) {
        throw new Malformed(at, "var-int longer than 32 bits");
      }
      v |= (x & 0x7f) << shift;
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    throw new Malformed(at, "var-int longer than 32 bits");
  }

  /** An unsigned var-long: up to eight bytes of seven bits, then a ninth of eight. */
  long varulong() throws Malformed {
    long v = 0;
    for (int i = 0; i < 8; i++) {
      int x = u8();
      v |= (long) (x & 0x7f) << (7 * i);
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    return v | ((long) u8() << 56);
  }

  /** The signed number a zigzag-encoded {@code u} stands for. */
  static int zigzag(int u) {
    return (u >>> 1) ^ -(u & 1);
  }

  /** The signed number a zigzag-encoded {@code u} stands for. */
  static long zigzagL(long u) {
    return (u >>> 1) ^ -(u & 1);
  }

  /** Up to {@code max} bytes from offset {@code from} in hex, with "..." when more follow. */
  String hex(int from, int max) {
    StringBuilder s = new StringBuilder();
    for (int i = from; i < b.length && i < from + max; i++) {
      s.append(String.format("%02x ", b[i]));
    }
    if (b.length - from > max) {
      s.append("...");
    }
    return s.toString().trim();
  }
}
