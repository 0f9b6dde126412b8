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
    switch (kind) {
      case INT:
        ctx.writeVarInt((Integer) v);
        break;
      case LONG:
        ctx.writeVarLong((Long) v);
        break;
      case DOUBLE:
        ctx.writeDouble((Double) v);
        break;
      case FLOAT:
        ctx.writeFloat((Float) v);
        break;
      case BOOLEAN:
        ctx.writeBoolean((Boolean) v);
        break;
      case BYTE:
        ctx.writeByte((Byte) v);
        break;
      case SHORT:
        ctx.writeShort((Short) v);
        break;
      default:
        ctx.writeChar((Character) v);
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    switch (kind) {
      case INT:
        return ctx.readVarInt();
      case LONG:
        return ctx.readVarLong();
      case DOUBLE:
        return ctx.readDouble();
      case FLOAT:
        return ctx.readFloat();
      case BOOLEAN:
        return ctx.readBoolean();
      case BYTE:
        return ctx.readByte();
      case SHORT:
        return ctx.readShort();
      default:
        return ctx.readChar();
    }
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
