package dev.skiff.stress;

import dev.skiff.Skiff;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.Expect;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * Two threads round-trip values of different classes through the same field of one shared {@code
 * Skiff} at once: the field's slot caches the last class written and read, without locks, and each
 * thread must still get its own value back.
 *
 * <p>Run with {@code java -jar skiff-stress/target/jcstress.jar -t SharedSlotStress} (add {@code -m
 * quick} or {@code -m stress} for shorter or longer runs).
 */
@JCStressTest
@Description("The racy call-site cache of a shared slot never mixes up two threads' classes.")
@Outcome(id = "true, true", expect = Expect.ACCEPTABLE, desc = "both threads read their values")
@Outcome(expect = Expect.FORBIDDEN, desc = "a thread read the wrong value or failed")
@State
public class SharedSlotStress {
  /** One instance for all iterations: the caches under test live in its codecs. */
  static final Skiff SHARED = Skiff.builder().register(Holder.class).build();

  @Actor
  public void integers(ZZ_Result r) {
    r.r1 = roundTrips(new Holder(42));
  }

  @Actor
  public void strings(ZZ_Result r) {
    r.r2 = roundTrips(new Holder("forty-two"));
  }

  static boolean roundTrips(Holder h) {
    try {
      Object back = SHARED.deserialize(SHARED.serialize(h));
      return back instanceof Holder b && h.value.equals(b.value);
    } catch (RuntimeException e) {
      return false;
    }
  }
}
