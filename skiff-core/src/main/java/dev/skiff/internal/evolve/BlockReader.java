package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.TypeRegistry;
import java.nio.charset.StandardCharsets;

/**
 * A bounds-checked cursor over a schema block read from input: every read checks what remains and
 * every failure is a {@link MalformedInputException} at the block's offset in the message.
 */
final class BlockReader {
  final byte[] b;
  final long at;
  int pos;

  BlockReader(byte[] b, long at) {
    this.b = b;
    this.at = at;
  }

  MalformedInputException bad(String what) {
    return new MalformedInputException("invalid schema: " + what, at);
  }

  int u8() {
    if (pos >= b.length) {
      throw bad("truncated");
    }
    return b[pos++] & 0xFF;
  }

  long fixed64() {
    if (b.length - pos < 8) {
      throw bad("truncated fingerprint");
    }
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = v << 8 | (b[pos + i] & 0xFF);
    }
    pos += 8;
    return v;
  }

  long varlong() {
    long v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int x = u8();
      v |= (long) (x & 0x7F) << shift;
      if ((x & 0x80) == 0) {
        return v;
      }
    }
    throw bad("var-int too long");
  }

  int varint() {
    long v = varlong();
    if (v < 0 || v > Integer.MAX_VALUE) {
      throw bad("value " + v + " out of range");
    }
    return (int) v;
  }

  String packed(int chars) {
    int bytes = Names.packedLength(chars);
    if (bytes > b.length - pos) {
      throw bad("truncated name");
    }
    String s = Names.unpack(b, pos, chars);
    pos += bytes;
    return s;
  }

  String utf8(int len) {
    if (len > b.length - pos) {
      throw bad("truncated name");
    }
    String s = new String(b, pos, len, StandardCharsets.UTF_8);
    pos += len;
    return s;
  }

  Schema.Desc descriptor(TypeRegistry registry, int depth) {
    if (depth > Schema.MAX_TYPE_DEPTH) {
      throw bad("type descriptor nested deeper than " + Schema.MAX_TYPE_DEPTH);
    }
    long head = varlong();
    int argc = (int) (head & 3);
    long code = head >>> 2;
    String name;
    Class<?> builtin = null;
    if (code == 0) {
      name = "Object";
    } else if ((code & 1) != 0) {
      long id = code >>> 1;
      Class<?> c = id > Integer.MAX_VALUE ? null : registry.builtinClass((int) id);
      if (c == null) {
        throw bad("unknown built-in id " + id + " in a type");
      }
      builtin = c;
      name = c.getSimpleName();
    } else if (code == 2) {
      int index = varint();
      if (index >= Schema.WELL_KNOWN.size()) {
        throw bad("unknown well-known type " + index);
      }
      builtin = Schema.WELL_KNOWN.get(index);
      name = builtin.getSimpleName();
    } else {
      long len = (code >>> 1) - 1;
      if (len < 1 || len > Schema.MAX_NAME) {
        throw bad("type name of " + len + " bytes");
      }
      name = utf8((int) len);
    }
    Schema.Desc[] args = new Schema.Desc[argc];
    for (int i = 0; i < argc; i++) {
      args[i] = descriptor(registry, depth + 1);
    }
    return new Schema.Desc(name, builtin, java.util.List.of(args));
  }
}
