package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@link String}: a header {@code (length << 2) | coder} and the payload in the
 * cheapest of Latin-1, UTF-8 and UTF-16 (see {@code WriteBuffer}). Header 0 stands for {@code
 * null}, so a string field costs no separate null marker. Strings are never reference-tracked.
 */
final class StringCodec extends Codec<String> {
  @Override
  public void write(WriteContext ctx, String value) {
    ctx.writeString(value);
  }

  @Override
  public String read(ReadContext ctx) {
    return ctx.readString();
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean foldsNull() {
    return true;
  }

  @Override
  public void writeNullable(WriteContext ctx, @Nullable String value) {
    if (value == null) {
      ctx.writeByte(0);
    } else {
      ctx.writeString(value);
    }
  }

  @Override
  public @Nullable String readNullable(ReadContext ctx) {
    return ctx.readStringOrNull();
  }

  @Override
  public boolean nests() {
    return false;
  }

  @Override
  public int inlined() {
    return STRING;
  }
}
