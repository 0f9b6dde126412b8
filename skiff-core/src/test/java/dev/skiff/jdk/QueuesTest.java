package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.model.ByLengthComparator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.Delayed;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Blocking queues with capacity and comparator, and the concurrent sets. */
class QueuesTest {
  /** A {@link Delayed} element with a fixed remaining delay. */
  static final class Task implements Delayed {
    long delayMillis;
    String name;

    Task() {}

    Task(long delayMillis, String name) {
      this.delayMillis = delayMillis;
      this.name = name;
    }

    @Override
    public long getDelay(TimeUnit unit) {
      return unit.convert(delayMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public int compareTo(Delayed o) {
      return Long.compare(delayMillis, ((Task) o).delayMillis);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Task
          && ((Task) o).delayMillis == delayMillis
          && ((Task) o).name.equals(name);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(delayMillis) ^ name.hashCode();
    }
  }

  private static List<Object> order(Collection<?> c) {
    return new ArrayList<>(c);
  }

  private static void checkQueue(BlockingQueue<?> q, Object r) {
    assertThat(r.getClass()).isSameAs(q.getClass());
    BlockingQueue<?> back = (BlockingQueue<?>) r;
    assertThat(order(back)).isEqualTo(order(q));
    assertThat(back.remainingCapacity()).isEqualTo(q.remainingCapacity());
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_boundedQueues_keepElementsOrderAndCapacity(RoundTripConfig config) {
    ArrayBlockingQueue<Object> abq = new ArrayBlockingQueue<>(10);
    abq.addAll(List.of("a", 1, "b"));
    abq.poll(); // wrap around the ring buffer
    abq.add(2.5);
    LinkedBlockingQueue<Object> lbq = new LinkedBlockingQueue<>(7);
    lbq.addAll(List.of("x", "y"));
    LinkedBlockingDeque<Object> lbd = new LinkedBlockingDeque<>(3);
    lbd.addFirst("last");
    lbd.addFirst("first");
    List<BlockingQueue<?>> queues =
        List.of(
            abq,
            new ArrayBlockingQueue<>(1),
            lbq,
            new LinkedBlockingQueue<>(),
            new LinkedBlockingQueue<>(List.of(1, 2, 3)),
            lbd,
            new LinkedBlockingDeque<>(),
            new LinkedTransferQueue<>(List.of("t", "u")),
            new SynchronousQueue<>());
    for (BlockingQueue<?> q : queues) {
      Trips.check(config, q, r -> checkQueue(q, r));
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_priorityBlockingQueue_keepsComparatorBehaviour(RoundTripConfig config) {
    PriorityBlockingQueue<String> natural =
        new PriorityBlockingQueue<>(List.of("pear", "fig", "apple"));
    PriorityBlockingQueue<String> byLength =
        new PriorityBlockingQueue<>(4, new ByLengthComparator(false));
    byLength.addAll(List.of("pear", "fig", "banana"));
    PriorityBlockingQueue<String> reversed =
        new PriorityBlockingQueue<>(4, Collections.reverseOrder());
    reversed.addAll(List.of("b", "c", "a"));
    for (PriorityBlockingQueue<String> q : List.of(natural, byLength, reversed)) {
      Trips.check(
          config,
          q,
          r -> {
            @SuppressWarnings("unchecked")
            PriorityBlockingQueue<String> back = (PriorityBlockingQueue<String>) r;
            assertThat(back.comparator() == null).isEqualTo(q.comparator() == null);
            if (q.comparator() != null) {
              assertThat(back.comparator().getClass()).isSameAs(q.comparator().getClass());
            }
            back.add("kiwis");
            List<String> expected = new ArrayList<>(q);
            expected.add("kiwis");
            expected.sort(q.comparator() == null ? null : q.comparator());
            List<String> drained = new ArrayList<>();
            back.drainTo(drained);
            assertThat(drained).isEqualTo(expected);
          });
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_delayQueue_keepsDelayedElements(RoundTripConfig config) {
    DelayQueue<Task> q = new DelayQueue<>();
    q.add(new Task(60_000, "later"));
    q.add(new Task(-5, "due"));
    Trips.check(
        config,
        q,
        r -> {
          @SuppressWarnings("unchecked")
          DelayQueue<Task> back = (DelayQueue<Task>) r;
          assertThat(back.size()).isEqualTo(2);
          assertThat(back.poll().name).isEqualTo("due");
          assertThat(back.poll()).isEqualTo(null);
        },
        Task.class);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_concurrentSets_equalWithSameClassAndComparator(RoundTripConfig config) {
    ConcurrentSkipListSet<String> skip = new ConcurrentSkipListSet<>(new ByLengthComparator(false));
    skip.addAll(List.of("ccc", "a", "bb"));
    Trips.check(
        config,
        skip,
        r -> {
          assertThat(r.getClass()).isSameAs(ConcurrentSkipListSet.class);
          assertThat(order((Collection<?>) r)).isEqualTo(List.of("a", "bb", "ccc"));
          assertThat(((ConcurrentSkipListSet<?>) r).comparator().getClass())
              .isSameAs(ByLengthComparator.class);
        });
    Trips.checkEquals(config, new ConcurrentSkipListSet<>(List.of(3, 1, 2)));
    Trips.check(
        config,
        new CopyOnWriteArraySet<>(List.of("z", "y", "x")),
        r -> {
          assertThat(r.getClass()).isSameAs(CopyOnWriteArraySet.class);
          assertThat(order((Collection<?>) r)).isEqualTo(List.of("z", "y", "x"));
        });
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_queueInsideItself_keepsCycleWithReferences(RoundTripConfig config) {
    if (!config.trackReferences()) {
      return;
    }
    LinkedBlockingQueue<Object> q = new LinkedBlockingQueue<>(5);
    q.add("head");
    q.add(q);
    Trips.check(
        config,
        q,
        r -> {
          List<Object> items = order((Collection<?>) r);
          assertThat(items.get(0)).isEqualTo("head");
          assertThat(items.get(1)).isSameAs(r);
          assertThat(((BlockingQueue<?>) r).remainingCapacity()).isEqualTo(3);
        });
  }

  @org.junit.jupiter.api.Test
  void deserialize_arrayQueueCapacityTooLarge_failsWithLimit() {
    Skiff skiff = Skiff.builder().build();
    byte[] bytes = skiff.serialize(new ArrayBlockingQueue<>(1));
    // header, tag (2 bytes), size 0, capacity 1 -> 2^30
    byte[] bad = Arrays.copyOf(bytes, bytes.length + 4);
    System.arraycopy(
        new byte[] {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04}, 0, bad, 4, 5);
    assertThatThrownBy(() -> skiff.deserialize(bad)).isInstanceOf(LimitExceededException.class);
  }

  @org.junit.jupiter.api.Test
  void deserialize_capacityBelowSize_failsAsMalformed() {
    Skiff skiff = Skiff.builder().build();
    byte[] bytes = skiff.serialize(new ArrayBlockingQueue<>(2, false, List.of(1, 2)));
    bytes[5] = 1; // capacity 2 -> 1
    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(MalformedInputException.class);
  }
}
