package dev.skiff.internal.engine;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Comparator;
import org.jspecify.annotations.Nullable;

/**
 * The writer's side of the schemas a compatible message sends ahead of its root (spec 15.6), or a
 * stream ahead of the values that use them (15.7): which schemas the message's or value's bodies
 * used, which ones the stream has bound already, and the bytes of the block that lists them.
 *
 * <h2>Why a set of bits</h2>
 *
 * Every body of a user class notes its schema, so noting must cost next to nothing: the first 64
 * schema ids are bits of one {@code long} in the {@link WriteContext} ({@link
 * WriteContext#noteAhead}), set without a test; later ids go through a stamped list here. The block
 * lists its entries in the order of their classes' tags, so one set of classes always gives the
 * same bytes, in every writer, and those bytes are kept for the last few sets: a message of a shape
 * met before pays for its block with one look-up and one copy.
 */
final class AheadWriter {
  private static final int KEPT = 8;

  private static final byte[] NONE = new byte[0];

  private final TypeRegistry registry;

  // Schema ids of 64 and more noted in this message, by stamp.
  private int stamp = 1;
  private int[] wideStamp = new int[0];
  private int[] wide = new int[8];
  private int wideCount;

  // The blocks of the last few sets of schemas with ids below 64, replaced in turn.
  private final long[] keptSets = new long[KEPT];
  private final byte[][] keptBlocks = new byte[KEPT][];
  private int nextKept;

  /** The length of the last block, which the next message leaves free after its header. */
  int reserved;

  /**
   * The block that the gap after the header holds in the buffer of the last message into an array,
   * which {@link #gapBuffer} identifies (the context's count of dropped buffers then); null when
   * another message may have written over it since.
   */
  byte @Nullable [] inGap;

  int gapBuffer;

  // On a stream of values (spec 14.1): the schemas already bound on both sides since the last
  // reset, ids below 64 as bits and later ids as true entries.
  private long streamBound;
  private boolean[] streamBoundWide = new boolean[0];

  AheadWriter(TypeRegistry registry) {
    this.registry = registry;
  }

  /** Forgets the schemas noted by the message before. */
  void beginMessage() {
    if (wideCount > 0) {
      wideCount = 0;
      if (++stamp == Integer.MAX_VALUE) {
        stamp = 1;
        Arrays.fill(wideStamp, 0);
      }
    }
  }

  /** Notes schema {@code id}, of 64 or more. */
  void noteWide(int id) {
    if (id < wideStamp.length && wideStamp[id] == stamp) {
      return;
    }
    if (id >= wideStamp.length) {
      wideStamp = Arrays.copyOf(wideStamp, Math.max(id + 1, wideStamp.length * 2));
    }
    wideStamp[id] = stamp;
    if (wideCount == wide.length) {
      wide = Arrays.copyOf(wide, wideCount * 2);
    }
    wide[wideCount++] = id;
  }

  /**
   * The block ahead of the root for the schemas with ids in {@code seen} (bit {@code i} for id
   * {@code i}) and those noted by {@link #noteWide}: its length, then its entries; or no bytes at
   * all when the message used no schema.
   */
  byte[] block(long seen) {
    if (wideCount == 0) {
      for (int i = 0; i < KEPT; i++) {
        if (keptSets[i] == seen && keptBlocks[i] != null) {
          return keptBlocks[i];
        }
      }
    }
    byte[] block = build(seen);
    if (wideCount == 0) {
      keptSets[nextKept] = seen;
      keptBlocks[nextKept] = block;
      nextKept = (nextKept + 1) % KEPT;
    }
    return block;
  }

  /**
   * The block of a stream's {@code SCHEMAS} item (spec 14.1) for the schemas a value used, {@code
   * seen} and those noted by {@link #noteWide}, that the stream has not bound yet; or no bytes when
   * it had bound them all. Those schemas count as bound from now on.
   */
  byte[] streamBlock(long seen) {
    long fresh = seen & ~streamBound;
    int freshWide = 0;
    for (int i = 0; i < wideCount; i++) {
      int id = wide[i];
      if (id >= streamBoundWide.length || !streamBoundWide[id]) {
        wide[freshWide++] = id;
      }
    }
    if (fresh == 0 && freshWide == 0) {
      return NONE;
    }
    streamBound |= fresh;
    for (int i = 0; i < freshWide; i++) {
      int id = wide[i];
      if (id >= streamBoundWide.length) {
        streamBoundWide =
            Arrays.copyOf(streamBoundWide, Math.max(id + 1, streamBoundWide.length * 2));
      }
      streamBoundWide[id] = true;
    }
    return build(fresh, freshWide);
  }

  /** Forgets what the stream bound (a reset). */
  void forgetStream() {
    streamBound = 0;
    Arrays.fill(streamBoundWide, false);
  }

  private byte[] build(long seen) {
    return build(seen, wideCount);
  }

  private byte[] build(long seen, int wides) {
    if (seen == 0 && wides == 0) {
      return new byte[0];
    }
    AheadEntry[] entries = new AheadEntry[Long.bitCount(seen) + wides];
    int n = 0;
    for (long bits = seen; bits != 0; bits &= bits - 1) {
      entries[n++] = entry(Long.numberOfTrailingZeros(bits));
    }
    for (int i = 0; i < wides; i++) {
      entries[n++] = entry(wide[i]);
    }
    Arrays.sort(entries, Comparator.comparingInt(AheadEntry::tag));
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    for (AheadEntry e : entries) {
      byte[] bytes = e.bytes();
      all.write(bytes, 0, bytes.length);
    }
    ByteArrayOutputStream block = new ByteArrayOutputStream();
    for (int size = all.size(); ; size >>>= 7) {
      if (size < 0x80) {
        block.write(size);
        break;
      }
      block.write((size & 0x7F) | 0x80);
    }
    byte[] e = all.toByteArray();
    block.write(e, 0, e.length);
    return block.toByteArray();
  }

  private AheadEntry entry(int id) {
    AheadEntry entry = registry.aheadEntry(id);
    if (entry == null) {
      throw new IllegalStateException("schema " + id + " has no entry ahead of the root");
    }
    return entry;
  }
}
