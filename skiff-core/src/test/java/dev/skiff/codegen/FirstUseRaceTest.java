package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.codegen.ClassForge.ClassSpec;
import dev.skiff.codegen.ClassForge.FType;
import dev.skiff.codegen.ClassForge.FieldSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Opcodes;

/**
 * Many threads meeting many classes for the first time at once, on one shared {@code Skiff}: the
 * registry's lazily computed type infos, the generated codecs and the racy per-slot caches must
 * give every thread correct round trips, and no class may fall back to the interpreter because of
 * the race.
 */
class FirstUseRaceTest {
  private static final AtomicInteger IDS = new AtomicInteger();
  private static final int THREADS = 8;
  private static final int CLASSES = 40;

  private static Class<?> define() {
    String name = "dev.skiff.codegen.c.Race" + IDS.incrementAndGet();
    List<FieldSpec> fields =
        List.of(
            new FieldSpec("n", FType.INT, Opcodes.ACC_PRIVATE),
            new FieldSpec("s", FType.STRING, Opcodes.ACC_PRIVATE),
            new FieldSpec("tags", FType.LIST, 0),
            new FieldSpec("counts", FType.MAP, 0),
            new FieldSpec("boxed", FType.BOX_LONG, 0));
    return ClassForge.defineInSkiffsModule(
        name, ClassForge.emitClass(new ClassSpec(name, null, name, false, false, fields)));
  }

  @Test
  void roundTrip_manyThreadsMeetManyNewClassesAtOnce_everyResultCorrect() throws Exception {
    List<Class<?>> types = new ArrayList<>();
    for (int i = 0; i < CLASSES; i++) {
      types.add(define());
    }
    for (boolean refs : new boolean[] {false, true}) {
      Skiff skiff = Skiff.builder().requireRegistration(false).trackReferences(refs).build();
      CountDownLatch start = new CountDownLatch(1);
      ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      try {
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          long seed = t;
          done.add(
              pool.submit(
                  () -> {
                    List<Class<?>> order = new ArrayList<>(types);
                    Collections.shuffle(order, new Random(seed));
                    start.await();
                    for (int round = 0; round < 3; round++) {
                      for (Class<?> type : order) {
                        Object value = new Values(seed * 1000 + round, false).instance(type);
                        Object back = skiff.deserialize(skiff.serialize(value));
                        String diff = FieldEquals.diff(value, back, false, false);
                        if (diff != null) {
                          failures.add(type.getName() + ": " + diff);
                        }
                      }
                    }
                    return null;
                  }));
        }
        start.countDown();
        for (Future<?> f : done) {
          f.get(2, TimeUnit.MINUTES);
        }
      } finally {
        pool.shutdownNow();
      }
      assertThat(failures).as("round trips that differed, references " + refs).isEmpty();
      assertThat(skiff.interpretedClasses())
          .as("classes that fell back to the interpreter under the race")
          .isEmpty();
    }
  }
}
