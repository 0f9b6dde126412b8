package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * The schema of an enum in compatible mode: its constants' names in the writer's ordinal order. It
 * travels once per message (or stream) like a class's {@link Schema}, after which each value is its
 * writer's ordinal, so that reading by name costs an array lookup, not a string per value.
 *
 * <p>Block: a var-int count, then per constant its var-int UTF-8 length and bytes.
 */
final class EnumSchema {
  final String[] names;
  final byte[] block;
  final long fingerprint;

  /** The number of this schema in the registry's per-context tables; -1 for a schema read. */
  final int id;

  /** Whether the writer has put this schema into its store (racy, idempotent). */
  volatile boolean published;

  /**
   * The whole inline reference to this schema in a tagged slot (index 0) and in an exact slot
   * (index 1, every code plus one): the code, the block's length, the block.
   */
  final byte[][] inlineFrames;

  private EnumSchema(String[] names, byte[] block, int id) {
    this.names = names;
    this.block = block;
    this.fingerprint = Schema.fingerprint(block, 0, block.length);
    this.id = id;
    this.inlineFrames = new byte[2][];
    for (int offset = 0; offset < 2; offset++) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      varint(out, SchemaRefs.ENUM_INLINE + offset);
      varint(out, block.length);
      out.write(block, 0, block.length);
      inlineFrames[offset] = out.toByteArray();
    }
  }

  /** The schema of enum {@code type} as its writer sends it. */
  static EnumSchema of(Class<?> type, int id) {
    Object[] constants = type.getEnumConstants();
    String[] names = new String[constants.length];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    varint(out, constants.length);
    for (int i = 0; i < names.length; i++) {
      names[i] = ((Enum<?>) constants[i]).name();
      byte[] utf8 = names[i].getBytes(StandardCharsets.UTF_8);
      varint(out, utf8.length);
      out.write(utf8, 0, utf8.length);
    }
    return new EnumSchema(names, out.toByteArray(), id);
  }

  /** Decodes and validates a block read from input. */
  static EnumSchema decode(byte[] block, long at) {
    int[] pos = {0};
    int n = varint(block, pos, at);
    if (n > block.length) {
      throw bad("enum schema of " + n + " constants in " + block.length + " bytes", at);
    }
    String[] names = new String[n];
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int len = varint(block, pos, at);
      if (len < 1 || len > Schema.MAX_NAME || len > block.length - pos[0]) {
        throw bad("enum constant name of " + len + " bytes", at);
      }
      names[i] = new String(block, pos[0], len, StandardCharsets.UTF_8);
      pos[0] += len;
      if (!seen.add(names[i])) {
        throw bad("enum constant " + names[i] + " appears twice", at);
      }
    }
    if (pos[0] != block.length) {
      throw bad((block.length - pos[0]) + " bytes after the last constant", at);
    }
    return new EnumSchema(names, block, -1);
  }

  private static MalformedInputException bad(String what, long at) {
    return new MalformedInputException("invalid enum schema: " + what, at);
  }

  private static void varint(ByteArrayOutputStream out, int v) {
    while ((v & ~0x7F) != 0) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
  }

  private static int varint(byte[] b, int[] pos, long at) {
    int v = 0;
    for (int shift = 0; shift < 32; shift += 7) {
      if (pos[0] >= b.length) {
        throw bad("truncated", at);
      }
      int x = b[pos[0]++] & 0xFF;
      v |= (x & 0x7F) << shift;
      if ((x & 0x80) == 0) {
        if (v < 0) {
          throw bad("value out of range", at);
        }
        return v;
      }
    }
    throw bad("var-int too long", at);
  }
}
