package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.SchemaStore;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import org.jspecify.annotations.Nullable;

/**
 * The var-int that opens every body of a user class in compatible mode, and the schema it may
 * bring: the one place where schemas are written to and found in a message.
 *
 * <p>Codes: {@value #INLINE} a schema block follows (its var-int length, then the block); {@value
 * #STORED} an 8-byte fingerprint follows, the block is in the {@link SchemaStore}; {@value #OPAQUE}
 * a length-prefixed body of a codec without fields (a custom serializer, JDK serialization hooks);
 * {@value #ENUM_NAME} an enum constant's name follows; {@code FIRST_INDEX + i} the schema at index
 * {@code i} of the message's (or stream's) schema table. A schema joins the table when it is first
 * sent, in the same order on both sides.
 */
final class SchemaRefs {
  private SchemaRefs() {}

  static final int INLINE = 0;
  static final int STORED = 1;
  static final int OPAQUE = 2;
  static final int ENUM_NAME = 3;
  static final int FIRST_INDEX = 4;

  /** How a codec that knows some schemas finds one it has already seen, without decoding it. */
  interface Known {
    /** A known schema whose block is the next {@code length} bytes (consumed), or null. */
    @Nullable Schema byBlock(ReadContext ctx, int length);

    /** A known schema with this fingerprint, or null. */
    @Nullable Schema byFingerprint(long fingerprint);
  }

  /** Writes the reference to {@code schema}: its table index, or the schema itself. */
  static void write(WriteContext ctx, Schema schema, @Nullable SchemaStore store) {
    int index = ctx.schemaIndexOrAdd(schema.id);
    if (index >= 0) {
      ctx.writeVarUInt(FIRST_INDEX + index);
    } else if (store != null) {
      if (!schema.published) {
        store.put(schema.fingerprint, schema.block);
        schema.published = true;
      }
      ctx.writeVarUInt(STORED);
      ctx.writeLongFixed(schema.fingerprint);
    } else {
      ctx.writeVarUInt(INLINE);
      ctx.writeVarUInt(schema.block.length);
      ctx.writeBytes(schema.block, 0, schema.block.length);
    }
  }

  /**
   * Reads the schema that {@code code} (already read, at {@code at}) refers to, for a value of
   * class {@code what} (for messages), and enters it in the table when it is new.
   */
  static Schema read(ReadContext ctx, int code, long at, @Nullable Known known, String what) {
    TypeRegistry registry = ctx.registry();
    switch (code) {
      case INLINE -> {
        int n = ctx.readLength(1);
        Schema s = known == null ? null : known.byBlock(ctx, n);
        if (s == null) {
          byte[] block = new byte[n];
          ctx.readBytes(block, 0, n);
          s = Schema.decode(block, registry, at);
        }
        ctx.addSchema(s);
        return s;
      }
      case STORED -> {
        long fp = ctx.readLongFixed();
        Schema s = known == null ? null : known.byFingerprint(fp);
        if (s == null) {
          s = fromStore(registry.config().schemaStore(), fp, registry, at, what);
        }
        ctx.addSchema(s);
        return s;
      }
      case OPAQUE, ENUM_NAME ->
          throw new MalformedInputException(
              "the data holds a "
                  + (code == OPAQUE ? "custom-serialized value" : "enum constant")
                  + " where this reader reads the fields of "
                  + what,
              at);
      default -> {
        Object s = ctx.schemaAt(code - FIRST_INDEX, at);
        if (!(s instanceof Schema schema)) {
          throw new MalformedInputException("schema index " + (code - FIRST_INDEX), at);
        }
        return schema;
      }
    }
  }

  private static Schema fromStore(
      @Nullable SchemaStore store, long fp, TypeRegistry registry, long at, String what) {
    String hex = Long.toHexString(fp);
    if (store == null) {
      throw new MalformedInputException(
          "the data names the schema of "
              + what
              + " by fingerprint "
              + hex
              + ", but this Skiff has no schema store",
          at);
    }
    byte[] block = store.get(fp);
    if (block == null) {
      throw new MalformedInputException(
          "the schema store has no schema " + hex + " (for " + what + ")", at);
    }
    if (Schema.fingerprint(block, 0, block.length) != fp) {
      throw new MalformedInputException(
          "the schema store's entry " + hex + " does not match its fingerprint", at);
    }
    return Schema.decode(block, registry, at);
  }
}
