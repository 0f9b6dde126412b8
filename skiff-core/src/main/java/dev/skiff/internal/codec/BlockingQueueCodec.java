package dev.skiff.internal.codec;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import org.jspecify.annotations.Nullable;

/**
 * The codec for the blocking queues of {@code java.util.concurrent}: the size as a var-int, then
 * for the bounded kinds ({@code ArrayBlockingQueue}, {@code LinkedBlockingQueue}, {@code
 * LinkedBlockingDeque}) the capacity ({@code size + remainingCapacity()}, {@code Integer.MAX_VALUE}
 * for an unbounded linked queue) as a var-int, for {@code PriorityBlockingQueue} the comparator as
 * a tagged value in a {@code Comparator} slot, then the elements in chunks, in iteration order,
 * from a snapshot ({@code toArray()}). {@code DelayQueue} and {@code LinkedTransferQueue} write
 * only size and elements; a {@code SynchronousQueue} is always empty (size 0).
 *
 * <p>The reader creates the queue with the capacity (or comparator), registers it for
 * back-references (except a {@code PriorityBlockingQueue}, whose comparator is read first) and adds
 * the elements. Fairness ({@code ArrayBlockingQueue}, {@code SynchronousQueue}) is not visible
 * through public API and reads back as the default (non-fair). An {@code ArrayBlockingQueue}
 * allocates its capacity up front, so the reader refuses capacities above {@code maxLength} and
 * above 2<sup>24</sup>.
 */
final class BlockingQueueCodec extends Codec<Collection<Object>> {
  /** The classes handled. */
  enum Kind {
    ARRAY,
    LINKED,
    LINKED_DEQUE,
    PRIORITY,
    DELAY,
    TRANSFER,
    SYNCHRONOUS
  }

  static final int MAX_ARRAY_CAPACITY = 1 << 24;

  private final Kind kind;
  private final Slot elem = Slot.object();
  private final Slot comparatorSlot = Comparators.slot();

  BlockingQueueCodec(Kind kind) {
    this.kind = kind;
  }

  private boolean bounded() {
    return kind == Kind.ARRAY || kind == Kind.LINKED || kind == Kind.LINKED_DEQUE;
  }

  @Override
  public void write(WriteContext ctx, Collection<Object> value) {
    write(ctx, value, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public void write(WriteContext ctx, Collection<Object> value, Slot @Nullable [] args) {
    Object[] items = value.toArray();
    ctx.writeVarUInt(items.length);
    if (bounded()) {
      long capacity = (long) items.length + ((BlockingQueue<Object>) value).remainingCapacity();
      ctx.writeVarUInt((int) Math.max(items.length, Math.min(Integer.MAX_VALUE, capacity)));
    } else if (kind == Kind.PRIORITY) {
      ctx.writeAny(((PriorityBlockingQueue<Object>) value).comparator(), comparatorSlot);
    }
    ctx.writeElements(Arrays.asList(items), items.length, args == null ? elem : Slot.arg(args, 0));
  }

  @Override
  public Collection<Object> read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public Collection<Object> read(ReadContext ctx, Slot @Nullable [] args) {
    int n = ctx.readCount();
    Collection<Object> q;
    if (bounded()) {
      long at = ctx.offset();
      int capacity = ctx.readVarUInt();
      if (capacity < 1 || capacity < n) {
        throw new MalformedInputException(
            "invalid queue capacity " + capacity + " for " + n + " elements", at);
      }
      if (kind == Kind.ARRAY) {
        int max = Math.min(MAX_ARRAY_CAPACITY, ctx.registry().config().maxLength());
        if (capacity > max) {
          throw new LimitExceededException(
              "ArrayBlockingQueue capacity " + capacity + " exceeds the limit " + max, at);
        }
        q = new ArrayBlockingQueue<>(capacity);
      } else if (kind == Kind.LINKED) {
        q = new LinkedBlockingQueue<>(capacity);
      } else {
        q = new LinkedBlockingDeque<>(capacity);
      }
    } else {
      switch (kind) {
        case PRIORITY -> {
          Comparator<Object> cmp = Comparators.read(ctx, comparatorSlot);
          q = new PriorityBlockingQueue<>(Math.max(1, ctx.presize(n)), cmp);
        }
        case DELAY -> q = (Collection) new DelayQueue<>();
        case TRANSFER -> q = new LinkedTransferQueue<>();
        default -> {
          if (n != 0) {
            throw ctx.malformed("a SynchronousQueue holds no elements, not " + n);
          }
          q = new SynchronousQueue<>();
        }
      }
    }
    ctx.reference(q);
    ctx.readElements(q, n, args == null ? elem : Slot.arg(args, 0));
    return q;
  }
}
