package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec that skips a value of a class this reader does not have, met inside a value it throws
 * away (a field it does not know): every such body opens with a {@link SchemaRefs} code, so it is
 * skipped by its schema (fields read and dropped), by its length, or as an enum schema and ordinal,
 * without loading anything. The value read is {@link TypeRegistry.UnknownClass#VALUE}, which never
 * reaches the user: a back-reference to it outside a skipped value fails.
 *
 * <p>The codec {@linkplain Codec#substitutes substitutes}: its tag names no class a slot could
 * declare, so the slot checks the value instead, and a slot whose declared type the stand-in does
 * not fit (a field of a class the reader has, declared as an interface, inside the skipped value)
 * takes {@code null} in its place. The object holding that field is thrown away with the rest.
 */
final class UnknownClassCodec extends Codec<Object> {
  @Override
  public boolean substitutes() {
    return true;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    throw new IllegalStateException("values of unknown classes are never written");
  }

  @Override
  public Object read(ReadContext ctx) {
    long at = ctx.offset();
    if (!ctx.skipping() || ctx.ahead) {
      throw new MalformedInputException("a value of a class this reader does not have", at);
    }
    int code = ctx.readShortVarUInt();
    if (code == SchemaRefs.OPAQUE) {
      OpaqueCodec.skip(ctx);
      return ctx.standIn();
    }
    Object schema = SchemaRefs.read(ctx, code, at, null, null);
    if (schema instanceof Schema fields) {
      ctx.reference(TypeRegistry.UnknownClass.VALUE);
      ReadPlan.skip(ctx, fields);
    } else {
      ctx.readShortVarUInt(); // an enum's ordinal
    }
    return ctx.standIn();
  }
}
