package dev.skiff.serializer;

import dev.skiff.engine.Codec;
import dev.skiff.engine.ReadContext;
import dev.skiff.engine.WriteContext;
import java.lang.reflect.Constructor;

/**
 * The interpreting codec for plain classes: every persistent field in {@link FieldLayout} order, no
 * names, no per-field tags beyond what each field's declared type requires. Instances are made by
 * {@link FieldAccess#instantiator} and registered for back-references before any field is read, so
 * cycles through objects come back intact.
 */
final class ObjectCodec extends Codec<Object> {
  private final FieldLayout layout;
  private final Constructor<?> ctor;

  ObjectCodec(Class<?> type) {
    this.layout = FieldLayout.of(type, null, true);
    this.ctor = FieldAccess.instantiator(type);
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    layout.write(ctx, value);
  }

  @Override
  public Object read(ReadContext ctx) {
    Object obj = FieldAccess.newInstance(ctor);
    ctx.reference(obj);
    layout.read(ctx, obj);
    return obj;
  }
}
