package dev.skiff.serializer;

import dev.skiff.engine.Codec;
import dev.skiff.engine.ReadContext;
import dev.skiff.engine.WriteContext;

/**
 * The codec for the eight boxed primitive classes, encoded as their primitives are in fields:
 * {@code int} and {@code long} as zig-zag var-ints, the others fixed-width. Boxes are never
 * reference-tracked.
 */
final class BoxedCodec extends Codec<Object> {
  private final FieldLayout.Kind kind;

  BoxedCodec(FieldLayout.Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    FieldLayout.writeValue(ctx, kind, null, v);
  }

  @Override
  public Object read(ReadContext ctx) {
    return FieldLayout.readValue(ctx, kind, null);
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
  public int leaf() {
    return kind == FieldLayout.Kind.INT
        ? INTEGER
        : kind == FieldLayout.Kind.LONG ? LONG : NOT_INLINED;
  }
}
