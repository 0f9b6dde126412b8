package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The codec for {@code ByteBuffer}s (one instance per class: heap, read-only heap, direct,
 * read-only direct): a flags byte (bit 0: big-endian byte order), then capacity, limit and position
 * as var-ints, then all {@code capacity} bytes of content. The class says whether the buffer is
 * direct and whether it is read-only; the reader allocates a buffer of the same kind and capacity
 * (after checking that the bytes are there), fills it, and restores limit, position and order. The
 * mark, the array offset of a slice and the file mapping of a {@code MappedByteBuffer} are not
 * kept. Buffers are mutable and reference-tracked.
 */
final class ByteBufferCodec extends Codec<ByteBuffer> {
  private static final int COPY_CHUNK = 1 << 13;

  private final boolean direct;
  private final boolean readOnly;

  ByteBufferCodec(boolean direct, boolean readOnly) {
    this.direct = direct;
    this.readOnly = readOnly;
  }

  @Override
  public void write(WriteContext ctx, ByteBuffer b) {
    int capacity = b.capacity();
    ctx.writeByte(b.order() == ByteOrder.BIG_ENDIAN ? 1 : 0);
    ctx.writeVarUInt(capacity);
    ctx.writeVarUInt(b.limit());
    ctx.writeVarUInt(b.position());
    if (b.hasArray()) {
      ctx.writeBytes(b.array(), b.arrayOffset(), capacity);
      return;
    }
    ByteBuffer all = b.duplicate().clear(); // absolute gets stop at the limit
    byte[] chunk = new byte[Math.min(capacity, COPY_CHUNK)];
    for (int i = 0; i < capacity; i += chunk.length) {
      int n = Math.min(chunk.length, capacity - i);
      all.get(i, chunk, 0, n);
      ctx.writeBytes(chunk, 0, n);
    }
  }

  @Override
  public ByteBuffer read(ReadContext ctx) {
    long at = ctx.offset();
    int flags = ctx.readUnsignedByte();
    if ((flags & ~1) != 0) {
      throw new MalformedInputException("invalid byte buffer flags " + flags, at);
    }
    int capacity = ctx.readVarUInt();
    int limit = ctx.readVarUInt();
    int position = ctx.readVarUInt();
    if (capacity < 0 || limit < 0 || limit > capacity || position < 0 || position > limit) {
      throw new MalformedInputException(
          "invalid byte buffer capacity "
              + capacity
              + ", limit "
              + limit
              + ", position "
              + position,
          at);
    }
    ctx.checkLength(capacity, 1, 1);
    ByteBuffer b;
    if (direct) {
      b = ByteBuffer.allocateDirect(capacity);
      byte[] chunk = new byte[Math.min(capacity, COPY_CHUNK)];
      for (int i = 0; i < capacity; i += chunk.length) {
        int n = Math.min(chunk.length, capacity - i);
        ctx.readBytes(chunk, 0, n);
        b.put(i, chunk, 0, n);
      }
    } else {
      b = ByteBuffer.allocate(capacity);
      ctx.readBytes(b.array(), 0, capacity);
    }
    b.limit(limit).position(position);
    if (readOnly) {
      b = b.asReadOnlyBuffer();
    }
    return b.order((flags & 1) != 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
  }

  @Override
  public boolean nests() {
    return false;
  }
}
