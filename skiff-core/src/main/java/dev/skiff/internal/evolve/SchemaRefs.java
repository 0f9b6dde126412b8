package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.SchemaStore;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import org.jspecify.annotations.Nullable;

/**
 * The var-int that opens every body of a user class in compatible mode, and the schema it may
 * bring: the one place where schemas are written to and found in a message.
 *
 * <p>Codes: {@value #INLINE} a class schema block follows (its var-int length, then the block);
 * {@value #STORED} an 8-byte fingerprint follows, the class schema is in the {@link SchemaStore};
 * {@value #OPAQUE} a length-prefixed body of a codec without fields (a custom serializer, JDK
 * serialization hooks); {@value #ENUM_INLINE} and {@value #ENUM_STORED} the same as the first two
 * for an {@link EnumSchema}; {@code FIRST_INDEX + i} the schema at index {@code i} of the message's
 * (or stream's) schema table. A schema joins the table when it is first sent, in the same order on
 * both sides. An enum value's code is followed by its writer's ordinal.
 */
final class SchemaRefs {
  private SchemaRefs() {}

  static final int INLINE = 0;
  static final int STORED = 1;
  static final int OPAQUE = 2;
  static final int ENUM_INLINE = 3;
  static final int ENUM_STORED = 4;
  static final int FIRST_INDEX = 5;

  /** How a codec that knows some schemas finds one it has already seen, without decoding it. */
  interface Known {
    /** A known schema whose block is the next {@code length} bytes (consumed), or null. */
    @Nullable Object byBlock(ReadContext ctx, int length);

    /** A known schema with this fingerprint, or null. */
    @Nullable Object byFingerprint(long fingerprint);

    /** A known schema whose block is {@code b[off, off + length)}, or null. */
    @Nullable Object byBlock(byte[] b, int off, int length);

    /** The schema this reader's own class writes ({@link SchemasAhead#OPAQUE_BODY} for none). */
    Object own();
  }

  /** Writes the reference to {@code schema}: its table index, or the schema itself. */
  static void write(WriteContext ctx, Schema schema, @Nullable SchemaStore store) {
    if (!indexed(ctx, schema.id)) {
      if (store != null) {
        if (!schema.published) {
          store.put(schema.fingerprint, schema.block);
          schema.published = true;
        }
        stored(ctx, STORED, schema.fingerprint);
      } else {
        ctx.writeBytes(schema.inlineFrame, 0, schema.inlineFrame.length);
      }
    }
  }

  /**
   * Writes the reference to an enum's schema, every code plus {@code offset} (1 in an exact slot,
   * where 0 stands for null); see {@link #write(WriteContext, Schema, SchemaStore)}.
   */
  static void write(WriteContext ctx, EnumSchema schema, @Nullable SchemaStore store, int offset) {
    int index = ctx.schemaIndexOrAdd(schema.id);
    if (index >= 0) {
      ctx.writeShortVarUInt(FIRST_INDEX + index + offset);
    } else if (store != null) {
      if (!schema.published) {
        store.put(schema.fingerprint, schema.block);
        schema.published = true;
      }
      stored(ctx, ENUM_STORED + offset, schema.fingerprint);
    } else {
      byte[] frame = schema.inlineFrames[offset];
      ctx.writeBytes(frame, 0, frame.length);
    }
  }

  private static boolean indexed(WriteContext ctx, int id) {
    int index = ctx.schemaIndexOrAdd(id);
    if (index >= 0) {
      ctx.writeShortVarUInt(FIRST_INDEX + index);
      return true;
    }
    return false;
  }

  private static void stored(WriteContext ctx, int code, long fingerprint) {
    ctx.writeCodeAndLong(code, fingerprint);
  }

  /**
   * Reads the schema that {@code code} (already read, at {@code at}) refers to, class or enum, and
   * enters it in the table when it is new. {@code what} names the class being read, for messages
   * (null: a class the reader does not have).
   */
  static Object read(
      ReadContext ctx, int code, long at, @Nullable Known known, @Nullable Class<?> what) {
    switch (code) {
      case INLINE, ENUM_INLINE -> {
        int n = ctx.readLength(1);
        Object s = known == null ? null : known.byBlock(ctx, n);
        if (s == null) {
          byte[] block = new byte[n];
          ctx.readBytes(block, 0, n);
          s = decode(code == INLINE, block, ctx, at);
        }
        ctx.addSchema(s);
        return s;
      }
      case STORED, ENUM_STORED -> {
        long fp = ctx.readLongFixed();
        Object s = known == null ? null : known.byFingerprint(fp);
        if (s == null) {
          s = decode(code == STORED, fromStore(ctx, fp, at, what), ctx, at);
        }
        ctx.addSchema(s);
        return s;
      }
      case OPAQUE ->
          throw new MalformedInputException(
              "the data holds a custom-serialized value where this reader reads " + name(what), at);
      default -> {
        return ctx.schemaAt(code - FIRST_INDEX, at);
      }
    }
  }

  /** {@link #read} for a class's body: the schema must be a class schema. */
  static Schema readClass(
      ReadContext ctx, int code, long at, @Nullable Known known, @Nullable Class<?> what) {
    Object s = read(ctx, code, at, known, what);
    if (s instanceof Schema schema) {
      return schema;
    }
    throw new MalformedInputException(
        "the data holds an enum constant where this reader reads the fields of " + name(what), at);
  }

  /** {@link #read} for an enum's value: the schema must be an enum schema. */
  static EnumSchema readEnum(
      ReadContext ctx, int code, long at, @Nullable Known known, Class<?> what) {
    Object s = read(ctx, code, at, known, what);
    if (s instanceof EnumSchema schema) {
      return schema;
    }
    throw new MalformedInputException(
        "the data holds the fields of a class where this reader reads the enum " + what.getName(),
        at);
  }

  static Object decode(boolean fields, byte[] block, ReadContext ctx, long at) {
    return fields ? Schema.decode(block, ctx.registry(), at) : EnumSchema.decode(block, at);
  }

  private static String name(@Nullable Class<?> what) {
    return what == null ? "a class this reader does not have" : what.getName();
  }

  static byte[] fromStore(ReadContext ctx, long fp, long at, @Nullable Class<?> what) {
    SchemaStore store = ctx.registry().config().schemaStore();
    String hex = Long.toHexString(fp);
    if (store == null) {
      throw new MalformedInputException(
          "the data names the schema of "
              + name(what)
              + " by fingerprint "
              + hex
              + ", but this Skiff has no schema store",
          at);
    }
    byte[] block = store.get(fp);
    if (block == null) {
      throw new MalformedInputException(
          "the schema store has no schema " + hex + " (for " + name(what) + ")", at);
    }
    if (Schema.fingerprint(block, 0, block.length) != fp) {
      throw new MalformedInputException(
          "the schema store's entry " + hex + " does not match its fingerprint", at);
    }
    return block;
  }
}
