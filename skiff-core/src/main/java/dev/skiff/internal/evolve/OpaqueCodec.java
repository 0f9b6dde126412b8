package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import org.jspecify.annotations.Nullable;

/**
 * The compatible-mode frame around a user class whose codec has no field schema (a custom {@code
 * Serializer}, JDK serialization hooks, {@code Externalizable}, a collection subclass): {@link
 * SchemaRefs#OPAQUE}, the body's var-int byte length, the body, and with references on the number
 * of reference ids the body assigned. A reader that lacks the class skips the body by its length
 * and reserves that many ids, so later back-references stay aligned.
 */
final class OpaqueCodec extends Codec<Object> implements SchemaRefs.Known {
  private final Class<?> type;
  private final Codec<Object> inner;

  /** This class's id and bit among the schemas a message notes (see {@code SchemaHooks}). */
  private final int id;

  private final long bit;

  @SuppressWarnings("unchecked")
  OpaqueCodec(Class<?> type, Codec<?> inner, TypeRegistry registry) {
    this.type = type;
    this.inner = (Codec<Object>) inner;
    this.id = registry.newSchemaId();
    this.bit = id < 64 ? 1L << id : 0;
    registry.schemaPart(type, this);
    SchemasAhead.registerOpaque(registry, type, id);
  }

  @Override
  public @Nullable Object byBlock(ReadContext ctx, int length) {
    return null;
  }

  @Override
  public @Nullable Object byBlock(byte[] b, int off, int length) {
    return null;
  }

  @Override
  public @Nullable Object byFingerprint(long fingerprint) {
    return null;
  }

  @Override
  public Object own() {
    return SchemasAhead.OPAQUE_BODY;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    write(ctx, value, null);
  }

  @Override
  public void write(WriteContext ctx, Object value, Slot @Nullable [] typeArgs) {
    if (ctx.ahead) {
      ctx.noteAhead(bit, id);
    }
    ctx.writeVarUInt(SchemaRefs.OPAQUE);
    int ids = ctx.referenceCount();
    int at = ctx.beginLength();
    if (typeArgs == null) {
      inner.write(ctx, value);
    } else {
      inner.write(ctx, value, typeArgs);
    }
    ctx.endLength(at);
    if (ctx.tracksReferences()) {
      ctx.writeVarUInt(ctx.referenceCount() - ids);
    }
  }

  @Override
  public @Nullable Object read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  public @Nullable Object read(ReadContext ctx, Slot @Nullable [] typeArgs) {
    long at = ctx.offset();
    if (ctx.ahead && !ctx.allOwn) {
      Object s = ctx.aheadSchema(type);
      if (s != SchemasAhead.OPAQUE_BODY) {
        throw SchemasAhead.unreadable(s, type, "its serializer's own encoding", at);
      }
    }
    int code = ctx.readShortVarUInt();
    if (code != SchemaRefs.OPAQUE) {
      throw new MalformedInputException(
          "the data holds "
              + (code == SchemaRefs.ENUM_INLINE ? "an enum constant" : "fields")
              + " where this reader's serializer of "
              + type.getName()
              + " reads its own encoding",
          at);
    }
    int length = ctx.readLength(1);
    long start = ctx.offset();
    int ids = ctx.referenceCount();
    Object v = typeArgs == null ? inner.read(ctx) : inner.read(ctx, typeArgs);
    long used = ctx.offset() - start;
    if (used != length) {
      throw new MalformedInputException(
          "the serializer of " + type.getName() + " read " + used + " of its " + length + " bytes",
          start);
    }
    if (ctx.tracksReferences()) {
      long idsAt = ctx.offset();
      int written = ctx.readVarUInt();
      if (written != ctx.referenceCount() - ids) {
        throw new MalformedInputException(
            "the serializer of "
                + type.getName()
                + " read "
                + (ctx.referenceCount() - ids)
                + " objects where the writer wrote "
                + written,
            idsAt);
      }
    }
    return v;
  }

  /** Skips an opaque body whose code has been read (a class the reader lacks). */
  static void skip(ReadContext ctx) {
    int length = ctx.readLength(1);
    ctx.skip(length);
    if (ctx.tracksReferences()) {
      long at = ctx.offset();
      ctx.skipReferences(ctx.readVarUInt(), length, at);
    }
  }
}
