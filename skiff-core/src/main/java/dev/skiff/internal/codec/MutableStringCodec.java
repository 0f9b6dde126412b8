package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec for {@link StringBuilder} and {@link StringBuffer}: the current contents, encoded like
 * a {@code String} (see {@link StringCodec}). The capacity is not kept. Both classes are mutable
 * and reference-tracked.
 */
final class MutableStringCodec extends Codec<CharSequence> {
  private final boolean synchronizedBuffer;

  /** A codec for {@code StringBuffer} when {@code synchronizedBuffer}, else for StringBuilder. */
  MutableStringCodec(boolean synchronizedBuffer) {
    this.synchronizedBuffer = synchronizedBuffer;
  }

  @Override
  public void write(WriteContext ctx, CharSequence value) {
    ctx.writeString(value.toString());
  }

  @Override
  @SuppressWarnings("UnnecessaryStringBuilder") // the value read must be a StringBuilder
  public CharSequence read(ReadContext ctx) {
    String s = ctx.readString();
    return synchronizedBuffer ? new StringBuffer(s) : new StringBuilder(s);
  }

  @Override
  public boolean nests() {
    return false;
  }
}
