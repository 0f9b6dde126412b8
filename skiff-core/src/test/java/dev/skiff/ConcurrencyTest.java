package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.model.AllPrimitives;
import dev.skiff.model.Color;
import dev.skiff.model.Order;
import dev.skiff.model.Point;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One Skiff instance shared by many threads gives every thread its own correct results. */
class ConcurrencyTest {
  private static final int THREADS = 8;
  private static final int ROUND_TRIPS = 2_000;

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void roundTrip_sharedInstanceEightThreads_everyResultCorrect(boolean trackReferences)
      throws Exception {
    Skiff skiff =
        RoundTripConfig.NOREFS_REGISTERED_BYTES.builder().trackReferences(trackReferences).build();
    ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Integer>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        done.add(
            pool.submit(
                () -> {
                  start.await();
                  int checked = 0;
                  for (int i = 0; i < ROUND_TRIPS; i++) {
                    Object value = value(thread, i);
                    Object out;
                    try {
                      if (i % 3 == 0) {
                        ByteArrayOutputStream bos = new ByteArrayOutputStream();
                        skiff.serialize(value, bos);
                        out = skiff.deserialize(new ByteArrayInputStream(bos.toByteArray()));
                      } else {
                        out = skiff.deserialize(skiff.serialize(value));
                      }
                    } catch (RuntimeException e) {
                      failures.add("thread " + thread + " round trip " + i + ": " + e);
                      continue;
                    }
                    String diff = DeepEquals.diff(value, out);
                    if (diff != null) {
                      failures.add("thread " + thread + " round trip " + i + ": " + diff);
                    }
                    checked++;
                  }
                  return checked;
                }));
      }
      start.countDown();
      int total = 0;
      for (Future<Integer> f : done) {
        total += f.get();
      }
      assertThat(failures.isEmpty())
          .as(failures.size() + " failures, first: " + failures.peek())
          .isTrue();
      assertThat(total).isEqualTo(THREADS * ROUND_TRIPS);
    } finally {
      pool.shutdownNow();
    }
  }

  /** A value unique to (thread, i), cycling through several kinds of graphs. */
  private static Object value(int thread, int i) {
    long seed = thread * 1_000_000L + i;
    switch (i % 6) {
      case 0:
        return Order.sample(seed);
      case 1:
        return AllPrimitives.of(seed);
      case 2:
        {
          Map<String, Object> m = new HashMap<>();
          m.put("t" + thread, new Point(thread, i));
          m.put("i", List.of(seed, "s" + seed, Color.values()[i % 3]));
          return m;
        }
      case 3:
        return ("thread " + thread + " \u00e9\u4e2d\uD83D\uDE00 ").repeat(1 + i % 50);
      case 4:
        {
          long[] a = new long[i % 100];
          for (int k = 0; k < a.length; k++) {
            a[k] = seed * k;
          }
          return a;
        }
      default:
        return new ArrayList<>(List.of(Order.sample(seed), Order.sample(seed + 1), seed));
    }
  }
}
