package dev.skiff.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * How a comparison times codecs: batches doubled to about 1 ms, interleaved rounds, best round
 * kept, and the bytes a thread allocates per operation.
 */
final class Timing {
  private Timing() {}

  /** Rounds per timer; each keeps its best. */
  static final int ROUNDS = 5;

  /** Keeps results reachable so the JIT cannot drop the work. */
  static final Object[] SINK = new Object[16];

  static volatile long acc;

  /** A batch of {@code n} operations. */
  interface Batch {
    void run(int n);
  }

  /** Times one operation of one codec: a batch size and the best round so far. */
  static final class Timer {
    final Batch batch;
    int n = 1;
    double best = Double.NaN;

    Timer(Batch batch) {
      this.batch = batch;
    }

    /** Runs for {@code ms}, doubling the batch size until one batch takes about 1 ms. */
    void warmUp(long ms) {
      long end = System.nanoTime() + ms * 1_000_000L;
      while (true) {
        long t0 = System.nanoTime();
        batch.run(n);
        long t1 = System.nanoTime();
        if (t1 - t0 < 1_000_000L && n < (1 << 24)) {
          n *= 2;
        }
        if (t1 >= end) {
          return;
        }
      }
    }

    /** Runs whole batches for about {@code roundNs} and keeps the best ns/op seen. */
    void round(long roundNs) {
      long ops = 0;
      long t0 = System.nanoTime();
      long elapsed;
      do {
        batch.run(n);
        ops += n;
        elapsed = System.nanoTime() - t0;
      } while (elapsed < roundNs);
      double nsPerOp = (double) elapsed / ops;
      if (Double.isNaN(best) || nsPerOp < best) {
        best = nsPerOp;
      }
    }
  }

  /**
   * Warms every timer up for {@code warmupMs}, then runs {@link #ROUNDS} rounds in which every
   * timer in turn gets {@code measureMs / ROUNDS}. Interleaving the codecs spreads JIT activity and
   * outside load over all of them, and keeping each one's best round filters transient noise.
   */
  static void time(CompareTable table, long warmupMs, long measureMs) {
    List<Timer> timers = new ArrayList<>();
    timers.add(table.create);
    for (CompareRow r : table.rows) {
      if (r.ser != null) {
        timers.add(r.ser);
        timers.add(r.same);
        timers.add(r.deser);
        timers.add(r.shallow);
        timers.add(r.deep);
      }
    }
    for (Timer t : timers) {
      t.warmUp(warmupMs);
    }
    long roundNs = Math.max(1, measureMs * 1_000_000L / ROUNDS);
    for (int round = 0; round < ROUNDS; round++) {
      for (Timer t : timers) {
        t.round(roundNs);
      }
    }
  }

  /** Bytes allocated by this thread per operation of {@code t}, over at least 200 operations. */
  static double allocation(Timer t) {
    java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    if (!(mx instanceof com.sun.management.ThreadMXBean)) {
      return Double.NaN;
    }
    com.sun.management.ThreadMXBean sun = (com.sun.management.ThreadMXBean) mx;
    long id = Thread.currentThread().getId();
    int ops = 0;
    long before = sun.getThreadAllocatedBytes(id);
    while (ops < 200) {
      t.batch.run(t.n);
      ops += t.n;
    }
    long after = sun.getThreadAllocatedBytes(id);
    return (double) (after - before) / ops;
  }
}
