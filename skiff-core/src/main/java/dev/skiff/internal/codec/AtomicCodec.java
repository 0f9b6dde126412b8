package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The codec for the atomic holders of {@code java.util.concurrent.atomic}: an {@code AtomicBoolean}
 * is one byte 0 or 1, an {@code AtomicInteger} a zig-zag var-int, an {@code AtomicLong} a zig-zag
 * var-long, an {@code AtomicReference} its value as a tagged value, and an {@code
 * AtomicIntegerArray} or {@code AtomicLongArray} an unsigned var-int length followed by the
 * elements as zig-zag var-ints or var-longs (the length is checked against the remaining input
 * before the array is allocated). Each value is read once with a volatile get; a holder changed
 * concurrently is written with some mix of old and new elements. Atomics are mutable and
 * reference-tracked; an {@code AtomicReference} is registered before its value is read, so it may
 * hold itself.
 */
final class AtomicCodec extends Codec<Object> {
  /** The classes handled. */
  enum Kind {
    BOOLEAN,
    INT,
    LONG,
    REFERENCE,
    INT_ARRAY,
    LONG_ARRAY
  }

  private final Kind kind;
  private final Slot value = Slot.object();

  AtomicCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    switch (kind) {
      case BOOLEAN -> ctx.writeBoolean(((AtomicBoolean) v).get());
      case INT -> ctx.writeVarInt(((AtomicInteger) v).get());
      case LONG -> ctx.writeVarLong(((AtomicLong) v).get());
      case REFERENCE -> ctx.writeAny(((AtomicReference<?>) v).get(), value);
      case INT_ARRAY -> {
        AtomicIntegerArray a = (AtomicIntegerArray) v;
        int n = a.length();
        ctx.writeVarUInt(n);
        for (int i = 0; i < n; i++) {
          ctx.writeVarInt(a.get(i));
        }
      }
      default -> {
        AtomicLongArray a = (AtomicLongArray) v;
        int n = a.length();
        ctx.writeVarUInt(n);
        for (int i = 0; i < n; i++) {
          ctx.writeVarLong(a.get(i));
        }
      }
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    switch (kind) {
      case BOOLEAN -> {
        return new AtomicBoolean(ctx.readBoolean());
      }
      case INT -> {
        return new AtomicInteger(ctx.readVarInt());
      }
      case LONG -> {
        return new AtomicLong(ctx.readVarLong());
      }
      case REFERENCE -> {
        AtomicReference<Object> r = new AtomicReference<>();
        ctx.reference(r);
        r.set(ctx.readAny(value));
        return r;
      }
      case INT_ARRAY -> {
        int n = ctx.readLength(1);
        AtomicIntegerArray a = new AtomicIntegerArray(n);
        for (int i = 0; i < n; i++) {
          a.set(i, ctx.readVarInt());
        }
        return a;
      }
      default -> {
        int n = ctx.readLength(1);
        AtomicLongArray a = new AtomicLongArray(n);
        for (int i = 0; i < n; i++) {
          a.set(i, ctx.readVarLong());
        }
        return a;
      }
    }
  }

  @Override
  public boolean nests() {
    return kind == Kind.REFERENCE;
  }
}
