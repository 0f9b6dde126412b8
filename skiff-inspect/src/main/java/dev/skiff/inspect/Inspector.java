package dev.skiff.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** A decoder that walks Skiff bytes and records each item it recognises with its byte offset. */
final class Inspector {
  /** One printed line: where the item starts, how deep it is nested, and what it is. */
  record Item(int offset, int depth, String kind, String text) {}

  /** How the walk ended: {@code ok}, {@code opaque} (cannot go further honestly) or malformed. */
  record Result(List<Item> items, String status, int offset, String reason) {}

  private static final int MAX_DEPTH = 1000;
  private static final Set<Integer> COLLECTIONS =
      Set.of(
          5, 22, 23, 26, 27, 29, 30, 31, 32, 35, 39, 40, 42, 48, 53, 54, 55, 56, 62, 63, 64, 65, 78,
          79, 80);
  private static final Set<Integer> SORTED_COLLECTIONS = Set.of(25, 47, 57, 58, 66, 67, 77);
  private static final Set<Integer> MAPS = Set.of(6, 21, 28, 33, 34, 41, 43, 46, 59, 68);
  private static final Set<Integer> SORTED_MAPS = Set.of(24, 45, 60, 61, 69, 70);
  private static final Set<Integer> CONSTANTS = Set.of(36, 37, 38, 52, 71, 72, 73, 75, 76);
  private static final Set<Integer> UNTRACKED =
      Set.of(0, 1, 2, 3, 4, 7, 8, 9, 10, 36, 37, 38, 73, 75, 76);

  /** Thrown when the next bytes are a body the inspector cannot decode without the class. */
  private static final class Opaque extends Exception {
    private static final long serialVersionUID = 1L;
    final int offset;

    Opaque(int offset, String reason) {
      super(reason);
      this.offset = offset;
    }
  }

  private final WireReader in;
  private int depth;
  private boolean refs;

  /** Whether user classes carry schemas (compatible mode); their bodies are shown opaque. */
  private boolean compatible;

  /** Whether schemas come ahead of the root, or on a stream ahead of the values that use them. */
  private boolean ahead;

  private int nextRef;
  private final List<String> names = new ArrayList<>();
  private final List<Item> items = new ArrayList<>();

  private Inspector(byte[] bytes) {
    this.in = new WireReader(bytes);
  }

  /** Inspects one message (spec section 2). */
  static Result message(byte[] bytes) {
    return new Inspector(bytes).run(false);
  }

  /** Inspects a {@code SkiffWriter} stream (spec section 14.1). */
  static Result stream(byte[] bytes) {
    return new Inspector(bytes).run(true);
  }

  private Result run(boolean stream) {
    try {
      header(stream);
      if (stream) {
        streamItems();
      } else {
        tagged("java.lang.Object");
        if (in.remaining() != 0) {
          throw new Malformed(in.pos(), in.remaining() + " trailing bytes after the message");
        }
      }
      return new Result(items, "ok", in.pos(), "");
    } catch (Malformed e) {
      return new Result(items, "malformed", e.offset, String.valueOf(e.getMessage()));
    } catch (Opaque e) {
      add(
          e.offset,
          "raw",
          (in.length() - e.offset) + " bytes not decoded: " + in.hex(e.offset, 64));
      return new Result(items, "opaque", e.offset, String.valueOf(e.getMessage()));
    } catch (RuntimeException | StackOverflowError e) {
      // Safety net: the tool must never end in a stack trace, whatever the input.
      return new Result(items, "malformed", in.pos(), "inspector cannot continue (" + e + ")");
    }
  }

  private void header(boolean stream) throws Malformed {
    int h = in.u8();
    if ((h & 0x0f) != 1) {
      throw new Malformed(0, "format version " + (h & 0x0f) + ", expected 1");
    }
    if (stream && (h & 0x20) == 0) {
      throw new Malformed(
          0, "header " + String.format("%02x", h) + " is a single message, not a stream");
    }
    ahead = (h & 0xc0) == 0xc0;
    if ((h & (stream ? 0x80 : 0xa0)) != 0 && !ahead) {
      throw new Malformed(0, "reserved header bits set in " + String.format("%02x", h));
    }
    refs = (h & 0x10) != 0;
    compatible = (h & 0x40) != 0;
    add(
        0,
        "header",
        String.format(
            "%02x version 1, references %s%s%s%s",
            h,
            refs ? "on" : "off",
            compatible ? ", compatible" : "",
            ahead ? stream ? ", schemas ahead of their values" : ", schemas ahead of the root" : "",
            stream ? ", stream" : ""));
    if (ahead && !stream) {
      schemasAhead("the root");
    }
  }

  /**
   * The block of schemas ahead of a compatible message's root (spec 15.6), or of a stream's {@code
   * SCHEMAS} item ahead of {@code before}, the values that use them (spec 15.7).
   */
  private void schemasAhead(String before) throws Malformed {
    int at = in.pos();
    int len = in.varuint();
    if (len == 0 || len > in.remaining()) {
      throw new Malformed(at, "block of schemas ahead of " + before + " of " + len + " bytes");
    }
    add(at, "schemas-ahead", "schemas ahead of " + before + ": " + len + " bytes");
    int end = in.pos() + len;
    depth++;
    while (in.pos() < end) {
      int entryAt = in.pos();
      int tag = in.varuint();
      int code = in.varuint();
      String what =
          switch (code) {
            case 0, 3 -> {
              int n = in.varuint();
              if (n > end - in.pos()) {
                throw new Malformed(entryAt, "schema of " + n + " bytes past the block's end");
              }
              in.skip(n);
              yield (code == 0 ? "class" : "enum") + " schema inline, " + n + " bytes";
            }
            case 1, 4 ->
                String.format(
                    "%s schema stored, fingerprint %016x",
                    code == 1 ? "class" : "enum", in.fixed(8));
            case 2 -> "custom-serialized bodies";
            default -> throw new Malformed(entryAt, "unknown schema code " + code);
          };
      if (in.pos() > end) {
        throw new Malformed(entryAt, "entry past the block's end");
      }
      add(entryAt, "schema", "tag " + tag + ": " + what);
    }
    depth--;
  }

  private void streamItems() throws Malformed, Opaque {
    while (true) {
      int at = in.pos();
      int m = in.u8();
      switch (m) {
        case 0 -> {
          add(at, "end", "END");
          if (in.remaining() != 0) {
            throw new Malformed(in.pos(), in.remaining() + " trailing bytes after END");
          }
          return;
        }
        case 1, 4 -> {
          if (m == 4 && !ahead) {
            throw new Malformed(at, "invalid stream marker 4 in a stream without schemas ahead");
          }
          add(at, "stream-value", m == 1 ? "VALUE" : "CODED (a value with schema references)");
          nextRef = 0;
          depth++;
          tagged("java.lang.Object");
          depth--;
        }
        case 2 -> {
          add(at, "reset", "RESET (name table emptied)");
          names.clear();
        }
        case 3 -> {
          if (!ahead) {
            throw new Malformed(at, "invalid stream marker 3 in a stream without schemas ahead");
          }
          add(at, "stream-schemas", "SCHEMAS");
          depth++;
          schemasAhead("the values that use them");
          depth--;
        }
        default -> throw new Malformed(at, "invalid stream marker " + m);
      }
    }
  }

  /** A value in a tagged slot whose declared class is {@code declared} (null when unknown). */
  private void tagged(@Nullable String declared) throws Malformed, Opaque {
    int at = in.pos();
    int tag = in.varuint();
    if (tag == 0) {
      add(at, "null", "NULL");
      return;
    }
    if (tag == 1) {
      if (!refs) {
        throw new Malformed(at, "REF tag in a message without references");
      }
      int id = in.varuint();
      if (id >= nextRef) {
        throw new Malformed(at, "back-reference to id " + id + " not yet assigned");
      }
      add(at, "ref", "REF -> #" + id);
      return;
    }
    int cls = classTag(tag, at, declared);
    body(cls, false);
  }

  /**
   * Resolves a class tag (already read at {@code at}) to a built-in id, or -1 for a class the
   * inspector knows only by name or user id. Adds an item naming the class.
   */
  private int classTag(int tag, int at, @Nullable String declared) throws Malformed, Opaque {
    if (tag == 2) {
      int id = declaredId(declared);
      if (id < 0) {
        add(at, "declared", "DECLARED (class of the slot, unknown without the classes)");
        throw new Opaque(in.pos(), "body of the declared class of the slot");
      }
      add(at, "declared", "DECLARED " + Builtins.name(id));
      return id;
    }
    if (tag == 3) {
      String name = in.string(false);
      names.add(name);
      add(at, "class", "NEW_NAME #" + (names.size() - 1) + " " + name);
      return -1;
    }
    if (tag == 4) {
      int idx = in.varuint();
      if (idx >= names.size()) {
        throw new Malformed(
            at, "NAME_INDEX " + idx + " beyond the name table (" + names.size() + ")");
      }
      add(at, "class", "NAME_INDEX #" + idx + " " + names.get(idx));
      return -1;
    }
    if (tag == 5) {
      int dims = in.varuint();
      if (dims < 1 || dims > 255) {
        throw new Malformed(at, "array dimensions " + dims + " outside 1-255");
      }
      add(at, "array", "ARRAY dims " + dims);
      int ct = in.pos();
      int comp = in.varuint();
      if (comp <= 2 || comp == 5) {
        throw new Malformed(ct, "invalid array component tag " + comp);
      }
      depth++;
      classTag(comp, ct, null);
      depth--;
      return -2;
    }
    if ((tag & 1) == 0) {
      add(at, "class", "user id " + ((tag - 6) / 2));
      return -1;
    }
    int id = (tag - 7) / 2;
    String n = Builtins.name(id);
    if (n == null) {
      throw new Malformed(at, "unknown built-in id " + id);
    }
    add(at, "class", n + " (built-in " + id + ")");
    return id;
  }

  /** JDK value types of spec 10.2 that are never tracked (Date, calendars, time zones are). */
  private static boolean valueType(int id) {
    return (id >= 81 && id <= 96) || (id >= 100 && id <= 117);
  }

  private static int declaredId(@Nullable String declared) {
    if ("java.lang.Object".equals(declared)) {
      return 52;
    }
    if ("java.lang.String".equals(declared)) {
      return 0;
    }
    return -1;
  }

  private void body(int id, boolean markerRead) throws Malformed, Opaque {
    if (id == -2) {
      if (refs && !markerRead) {
        add(in.pos(), "refid", "reference id #" + nextRef++);
      }
      throw new Opaque(in.pos(), "body of an array of a class given by ARRAY");
    }
    if (id < 0) {
      if (refs && !markerRead) {
        add(in.pos(), "refid", "reference id #" + nextRef++ + " (if the class is tracked)");
      }
      throw new Opaque(
          in.pos(), "fields of a user or named class (types unknown without the class)");
    }
    if (++depth > MAX_DEPTH) {
      throw new Malformed(in.pos(), "nesting deeper than " + MAX_DEPTH + " levels");
    }
    if (refs && (markerRead || (!UNTRACKED.contains(id) && !valueType(id)))) {
      add(in.pos(), "refid", "reference id #" + nextRef++);
    }
    int p = in.pos();
    switch (id) {
      case 0 -> {
        String v = quote(in.string(false));
        add(p, "value", v + " (" + in.lastCoder() + ")");
      }
      case 1 -> add(p, "value", Integer.toString(WireReader.zigzag(in.varuint())));
      case 2 -> add(p, "value", Long.toString(WireReader.zigzagL(in.varulong())));
      case 3 -> add(p, "value", Double.toString(Double.longBitsToDouble(in.fixed(8))));
      case 4 -> add(p, "value", in.bool());
      case 7 -> add(p, "value", Float.toString(Float.intBitsToFloat((int) in.fixed(4))));
      case 8 -> add(p, "value", Short.toString((short) in.fixed(2)));
      case 9 -> add(p, "value", Byte.toString((byte) in.fixed(1)));
      case 10 -> add(p, "value", quote(String.valueOf((char) in.fixed(2))));
      case 11, 12, 13, 14, 15, 16, 17, 18 -> primitiveArray(id);
      case 19 -> objectArray("java.lang.Object");
      case 20 -> objectArray("java.lang.String");
      case 74 -> tagged(null);
      case 202, 203, 204 -> { // map entries: key, value
        tagged(null);
        tagged(null);
      }
      default -> {
        if (CONSTANTS.contains(id)) {
          add(p, "value", "(constant, empty body)");
        } else if (COLLECTIONS.contains(id) || SORTED_COLLECTIONS.contains(id)) {
          collection(SORTED_COLLECTIONS.contains(id));
        } else if (MAPS.contains(id) || SORTED_MAPS.contains(id)) {
          map(id == 21, SORTED_MAPS.contains(id));
        } else {
          throw new Opaque(p, "body of " + Builtins.name(id) + " is not decoded by this inspector");
        }
      }
    }
    depth--;
  }

  private void primitiveArray(int id) throws Malformed {
    int at = in.pos();
    int len = in.varuint();
    int w =
        switch (id) {
          case 11, 18 -> 1;
          case 16, 17 -> 2;
          case 12, 15 -> 4;
          default -> 8;
        };
    if ((long) len * w > in.remaining()) {
      throw new Malformed(
          at,
          "array length "
              + len
              + " needs "
              + ((long) len * w)
              + " bytes, only "
              + in.remaining()
              + " left");
    }
    StringBuilder s = new StringBuilder("length " + len + " [");
    for (int i = 0; i < len; i++) {
      long v = in.fixed(w);
      if (i < 16) {
        s.append(i == 0 ? "" : ", ")
            .append(
                switch (id) {
                  case 11 -> Byte.toString((byte) v);
                  case 18 -> v == 0 ? "false" : v == 1 ? "true" : "invalid(" + v + ")";
                  case 16 -> Short.toString((short) v);
                  case 17 -> quote(String.valueOf((char) v));
                  case 12 -> Integer.toString((int) v);
                  case 15 -> Float.toString(Float.intBitsToFloat((int) v));
                  case 14 -> Double.toString(Double.longBitsToDouble(v));
                  default -> Long.toString(v);
                });
      }
    }
    add(at, "value", s.append(len > 16 ? ", ...]" : "]").toString());
  }

  private void objectArray(String component) throws Malformed, Opaque {
    int at = in.pos();
    int len = in.varuint();
    add(at, "length", "length " + len);
    chunks(len, component);
  }

  private void collection(boolean sorted) throws Malformed, Opaque {
    int at = in.pos();
    int size = in.varuint();
    add(at, "size", "size " + size);
    if (sorted) {
      add(in.pos(), "comparator", "comparator:");
      depth++;
      tagged(null);
      depth--;
    }
    chunks(size, "java.lang.Object");
  }

  private void map(boolean linked, boolean sorted) throws Malformed, Opaque {
    int at = in.pos();
    int f = in.varuint();
    int size = linked ? f >>> 1 : f;
    add(at, "size", "size " + size + (linked ? ", access order " + ((f & 1) == 1) : ""));
    if (sorted) {
      add(in.pos(), "comparator", "comparator:");
      depth++;
      tagged(null);
      depth--;
    }
    int left = size;
    while (left > 0) {
      int c = in.pos();
      int count = in.u8();
      if (count < 1 || count > left) {
        throw new Malformed(c, "map chunk count " + count + " with " + left + " entries expected");
      }
      add(c, "chunk", "map chunk of " + count);
      depth++;
      int kt = in.pos();
      int ktag = in.varuint();
      int key = ktag == 0 ? -3 : chunkClass(ktag, kt, "java.lang.Object", "key ");
      int vt = in.pos();
      int vtag = in.varuint();
      int val = vtag == 0 ? -3 : chunkClass(vtag, vt, "java.lang.Object", "value ");
      for (int i = 0; i < count; i++) {
        if (key != -3) {
          add(in.pos(), "key", "key " + i);
          item(key);
        }
        if (val != -3) {
          add(in.pos(), "val", "value " + i);
          item(val);
        }
      }
      depth--;
      left -= count;
    }
  }

  private void chunks(int n, String declared) throws Malformed, Opaque {
    int left = n;
    while (left > 0) {
      int c = in.pos();
      int count = in.u8();
      if (count < 1 || count > left) {
        throw new Malformed(c, "chunk count " + count + " with " + left + " items expected");
      }
      add(c, "chunk", "chunk of " + count);
      depth++;
      int t = in.pos();
      int tag = in.varuint();
      if (tag == 0) {
        add(t, "null", "NULL run");
      } else {
        int cls = chunkClass(tag, t, declared, "");
        for (int i = 0; i < count; i++) {
          item(cls);
        }
      }
      depth--;
      left -= count;
    }
  }

  private int chunkClass(int tag, int at, String declared, String side) throws Malformed, Opaque {
    if (tag == 1) {
      throw new Malformed(at, "REF tag in a chunk header");
    }
    if (!side.isEmpty()) {
      add(at, "side", side + "class:");
    }
    return classTag(tag, at, declared);
  }

  private void item(int cls) throws Malformed, Opaque {
    boolean tracked = cls < 0 || !(UNTRACKED.contains(cls) || valueType(cls));
    if (refs && tracked) {
      int at = in.pos();
      int m = in.varuint();
      if (m != 0) {
        if (m - 1 >= nextRef) {
          throw new Malformed(at, "back-reference to id " + (m - 1) + " not yet assigned");
        }
        add(at, "ref", "item back-reference -> #" + (m - 1));
        return;
      }
      add(at, "refmark", "item marker 0 (new object)");
      body(cls, true);
      return;
    }
    body(cls, false);
  }

  private static String quote(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  private void add(int offset, String kind, String text) {
    items.add(new Item(offset, depth, kind, text));
  }
}
