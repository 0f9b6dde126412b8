package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.SchemaStore;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The compatible-mode codec of a user enum: a reference to the enum's {@link EnumSchema} (its
 * constant names, sent once per message), then the writer's ordinal. A reader maps the writer's
 * ordinals to its own constants by name, once per schema, so constants may be added, removed and
 * reordered. A constant the reader's enum lacks fails, or reads as {@code null} when the builder
 * says so.
 */
final class EnumNameCodec extends Codec<Enum<?>> implements SchemaRefs.Known {
  private static final int MAX_KNOWN = 32;

  private final Class<?> type;
  private final Enum<?>[] constants;
  private final EnumSchema own;
  private final boolean unknownAsNull;
  private final @Nullable SchemaStore store;
  private volatile Mapping[] known = new Mapping[0];

  /** This enum's schema id as a bit of {@code WriteContext.noteAhead}: 0 past id 63. */
  private final long bit;

  /** The reader's constant for each writer ordinal of one schema (null: the reader has none). */
  private static final class Mapping {
    final EnumSchema schema;
    final @Nullable Enum<?>[] constants;

    Mapping(EnumSchema schema, @Nullable Enum<?>[] constants) {
      this.schema = schema;
      this.constants = constants;
    }
  }

  EnumNameCodec(Class<?> type, TypeRegistry registry) {
    this.type = type;
    this.constants = (Enum<?>[]) type.getEnumConstants();
    this.own = EnumSchema.of(type, registry.newSchemaId());
    this.unknownAsNull = registry.config().unknownEnumsAsNull();
    this.store = registry.config().schemaStore();
    this.bit = own.id < 64 ? 1L << own.id : 0;
    registry.schemaPart(type, this);
    SchemasAhead.register(
        registry,
        type,
        own.id,
        own.inlineFrames[0],
        SchemaRefs.ENUM_STORED,
        own.fingerprint,
        own.block,
        store);
  }

  @Override
  public void write(WriteContext ctx, Enum<?> value) {
    if (ctx.ahead) {
      ctx.noteAhead(bit, own.id);
    } else {
      SchemaRefs.write(ctx, own, store, 0);
    }
    ctx.writeShortVarUInt(value.ordinal());
  }

  /** Writes this enum's schema reference alone (for the constants of an EnumSet or EnumMap). */
  void writeSchema(WriteContext ctx) {
    if (ctx.ahead) {
      ctx.noteAhead(bit, own.id);
    } else {
      SchemaRefs.write(ctx, own, store, 0);
    }
  }

  /** Reads a schema reference alone: the reader's constant for each of the data's ordinals. */
  @Nullable Enum<?>[] readSchema(ReadContext ctx) {
    long at = ctx.offset();
    EnumSchema s =
        ctx.allOwn
            ? own
            : ctx.ahead
                ? aheadSchema(ctx, at)
                : SchemaRefs.readEnum(ctx, ctx.readShortVarUInt(), at, this, type);
    return s == own ? constants : mapping(s);
  }

  /** This enum's schema in a message whose schemas come first. */
  private EnumSchema aheadSchema(ReadContext ctx, long at) {
    Object s = ctx.aheadSchema(type);
    if (s instanceof EnumSchema e) {
      return e;
    }
    throw SchemasAhead.unreadable(s, type, "an enum constant", at);
  }

  @Override
  public boolean foldsNull() {
    return true;
  }

  /**
   * In an exact slot: 0 for null, else the schema reference's code plus one, then the ordinal; with
   * the schemas ahead of the root, 0 for null, else the ordinal plus one.
   */
  @Override
  public void writeNullable(WriteContext ctx, @Nullable Enum<?> value) {
    if (value == null) {
      ctx.writeByte(0);
    } else if (ctx.ahead) {
      ctx.noteAhead(bit, own.id);
      ctx.writeShortVarUInt(value.ordinal() + 1);
    } else {
      SchemaRefs.write(ctx, own, store, 1);
      ctx.writeShortVarUInt(value.ordinal());
    }
  }

  @Override
  public @Nullable Enum<?> readNullable(ReadContext ctx) {
    if (ctx.ahead) {
      return aheadNullable(ctx);
    }
    // The usual cases, in few nodes (see SchemaHooks.beforeRead): this enum's own schema already
    // in the table, or new in the message (inline, or by fingerprint with a schema store). The
    // rest (null, a schema sent another way or of another version) stays out of this method.
    if (ctx.consumeIfSchemaIndex(SchemaRefs.FIRST_INDEX + 1, own) || first(ctx)) {
      return ownConstant(ctx);
    }
    return other(ctx);
  }

  /** {@link #readNullable} in a message whose schemas come first: 0 or the ordinal plus one. */
  private @Nullable Enum<?> aheadNullable(ReadContext ctx) {
    long at = ctx.offset();
    int v = ctx.readShortVarUInt();
    if (v == 0) {
      return null;
    }
    if (ctx.allOwn) {
      if (v > 0 && v <= constants.length) {
        return constants[v - 1];
      }
      throw outOfRange(Integer.toUnsignedLong(v) - 1, at);
    }
    return mapped(aheadSchema(ctx, at), v - 1, at);
  }

  /** Consumes this enum's own schema when it comes new in the message, and enters it. */
  private boolean first(ReadContext ctx) {
    if (store == null
        ? ctx.consumeIfBuffered(own.inlineFrames[1])
        : ctx.consumeIfCodeAndLong(SchemaRefs.ENUM_STORED + 1, own.fingerprint)) {
      ctx.addSchema(own);
      return true;
    }
    return false;
  }

  /**
   * {@link #readNullable} past the usual cases: null, or a schema sent another way or of another
   * version.
   */
  private @Nullable Enum<?> other(ReadContext ctx) {
    long at = ctx.offset();
    int v = ctx.readShortVarUInt();
    if (v == 0) {
      return null;
    }
    int code = v - 1;
    // This enum's own schema at an index past the one-byte codes, or sent the other way: inline
    // to a reader with a schema store, or by fingerprint to one without.
    if (ctx.schemaIs(code - SchemaRefs.FIRST_INDEX, own)
        || (code == SchemaRefs.ENUM_INLINE
            ? ctx.consumeIfBuffered(own.inlineFrames[0], 1)
            : code == SchemaRefs.ENUM_STORED && ctx.consumeIfLong(own.fingerprint))) {
      if (code < SchemaRefs.FIRST_INDEX) {
        ctx.addSchema(own);
      }
      return ownConstant(ctx);
    }
    return constant(ctx, code, at);
  }

  private Enum<?> ownConstant(ReadContext ctx) {
    long ordinalAt = ctx.offset();
    int ordinal = ctx.readShortVarUInt();
    if (ordinal >= 0 && ordinal < constants.length) {
      return constants[ordinal];
    }
    throw outOfRange(Integer.toUnsignedLong(ordinal), ordinalAt);
  }

  /** The failure of an ordinal past the constants, given as the unsigned number the data holds. */
  private MalformedInputException outOfRange(long ordinal, long at) {
    return new MalformedInputException(
        "ordinal " + ordinal + " out of range for enum " + type.getName(), at);
  }

  /** Skips what {@link #writeNullable} wrote, for an enum the reader does not read. */
  static void skipNullable(ReadContext ctx) {
    long at = ctx.offset();
    int v = ctx.readShortVarUInt();
    if (v != 0 && !ctx.ahead) {
      Object s = SchemaRefs.read(ctx, v - 1, at, null, null);
      if (!(s instanceof EnumSchema)) {
        throw new MalformedInputException("the data holds fields where an enum constant is", at);
      }
      ctx.readShortVarUInt();
    }
  }

  @Override
  public @Nullable Enum<?> read(ReadContext ctx) {
    if (ctx.allOwn) {
      return ownConstant(ctx);
    }
    long at = ctx.offset();
    if (ctx.ahead) {
      EnumSchema s = aheadSchema(ctx, at);
      return mapped(s, ctx.readShortVarUInt(), at);
    }
    return constant(ctx, ctx.readShortVarUInt(), at);
  }

  private @Nullable Enum<?> constant(ReadContext ctx, int code, long at) {
    EnumSchema s = SchemaRefs.readEnum(ctx, code, at, this, type);
    long ordinalAt = ctx.offset();
    return mapped(s, ctx.readShortVarUInt(), ordinalAt);
  }

  /** The reader's constant for {@code ordinal} of schema {@code s}, read at {@code ordinalAt}. */
  private @Nullable Enum<?> mapped(EnumSchema s, int ordinal, long ordinalAt) {
    if (ordinal < 0 || ordinal >= s.names.length) {
      throw outOfRange(Integer.toUnsignedLong(ordinal), ordinalAt);
    }
    if (s == own) {
      return constants[ordinal];
    }
    Enum<?> e = mapping(s)[ordinal];
    if (e == null && !unknownAsNull) {
      throw new MalformedInputException(
          "enum "
              + type.getName()
              + " has no constant "
              + s.names[ordinal]
              + " (written by a newer version?)",
          ordinalAt);
    }
    return e;
  }

  private @Nullable Enum<?>[] mapping(EnumSchema s) {
    for (Mapping m : known) {
      if (m.schema == s || Arrays.equals(m.schema.block, s.block)) {
        return m.constants;
      }
    }
    @Nullable Enum<?>[] map = new Enum<?>[s.names.length];
    for (int i = 0; i < map.length; i++) {
      for (Enum<?> c : constants) {
        if (c.name().equals(s.names[i])) {
          map[i] = c;
        }
      }
    }
    Mapping[] k = known;
    if (k.length < MAX_KNOWN) {
      Mapping[] grown = Arrays.copyOf(k, k.length + 1);
      grown[k.length] = new Mapping(s, map);
      known = grown;
    }
    return map;
  }

  @Override
  public @Nullable Object byBlock(ReadContext ctx, int length) {
    if (own.block.length == length && ctx.consumeIfEquals(own.block)) {
      return own;
    }
    for (Mapping m : known) {
      if (m.schema.block.length == length && ctx.consumeIfEquals(m.schema.block)) {
        return m.schema;
      }
    }
    return null;
  }

  @Override
  public @Nullable Object byBlock(byte[] b, int off, int length) {
    if (SchemasAhead.sameBlock(own.block, b, off, length)) {
      return own;
    }
    for (Mapping m : known) {
      if (SchemasAhead.sameBlock(m.schema.block, b, off, length)) {
        return m.schema;
      }
    }
    return null;
  }

  @Override
  public Object own() {
    return own;
  }

  @Override
  public @Nullable Object byFingerprint(long fingerprint) {
    if (own.fingerprint == fingerprint) {
      return own;
    }
    for (Mapping m : known) {
      if (m.schema.fingerprint == fingerprint) {
        return m.schema;
      }
    }
    return null;
  }
}
