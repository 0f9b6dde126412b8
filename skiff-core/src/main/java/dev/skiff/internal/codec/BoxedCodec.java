package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.ValueKind;

/**
 * The codec for the eight boxed primitive classes, encoded as their primitives are in fields:
 * {@code int} and {@code long} as zig-zag var-ints, the others fixed-width. Boxes are never
 * reference-tracked.
 */
final class BoxedCodec extends Codec<Object> {
  private final ValueKind kind;

  BoxedCodec(ValueKind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    FieldLayout.writeValue(ctx, kind, null, v);
  }

  @Override
  public Object read(ReadContext ctx) {
    return Facts.nonNull(FieldLayout.readValue(ctx, kind, null)); // a primitive kind: never null
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }

  @Override
  public int inlined() {
    return kind == ValueKind.INT ? INTEGER : kind == ValueKind.LONG ? LONG : NOT_INLINED;
  }
}
