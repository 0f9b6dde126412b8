package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.BitSet;

/**
 * The codec for {@link BitSet}: the words of {@link BitSet#toLongArray()} (no trailing zero word)
 * behind an unsigned var-int count, each as a fixed eight-byte little-endian long, written in
 * slices so a stream never buffers them all. The count is checked against the remaining input
 * before anything is allocated; trailing zero words are accepted on read and dropped. Bit sets are
 * mutable and reference-tracked.
 */
final class BitSetCodec extends Codec<BitSet> {
  private static final int SLICE = 4096;

  @Override
  public void write(WriteContext ctx, BitSet value) {
    long[] words = value.toLongArray();
    ctx.writeVarUInt(words.length);
    for (int off = 0; off < words.length; off += SLICE) {
      ctx.writeLongs(words, off, Math.min(SLICE, words.length - off));
    }
  }

  @Override
  public BitSet read(ReadContext ctx) {
    long[] words = new long[ctx.readLength(8)];
    ctx.readLongs(words);
    return BitSet.valueOf(words);
  }

  @Override
  public boolean nests() {
    return false;
  }
}
