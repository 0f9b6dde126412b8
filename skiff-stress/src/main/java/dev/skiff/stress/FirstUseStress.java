package dev.skiff.stress;

import dev.skiff.Skiff;
import java.util.List;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.Expect;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * Two threads use a brand-new {@code Skiff} for the first time at once, each with another class:
 * the registry computes type infos and codecs lazily and publishes them without locks, and both
 * threads must round-trip their values.
 *
 * <p>Run with {@code java -jar skiff-stress/target/jcstress.jar -t FirstUseStress}.
 */
@JCStressTest
@Description("Lazily built type infos and codecs of a shared registry are safely published.")
@Outcome(id = "true, true", expect = Expect.ACCEPTABLE, desc = "both threads read their values")
@Outcome(expect = Expect.FORBIDDEN, desc = "a thread read the wrong value or failed")
@State
public class FirstUseStress {
  /** A fresh instance per iteration, so that each iteration is a first use. */
  final Skiff skiff =
      Skiff.builder().register(Holder.class).register(Pair.class).codegen(false).build();

  /** A record, read through its canonical constructor. */
  public record Pair(String name, List<Integer> values) {}

  @Actor
  public void holders(ZZ_Result r) {
    Holder h = new Holder(List.of(1, 2, 3));
    try {
      Object back = skiff.deserialize(skiff.serialize(h));
      r.r1 = back instanceof Holder b && h.value.equals(b.value);
    } catch (RuntimeException e) {
      r.r1 = false;
    }
  }

  @Actor
  public void pairs(ZZ_Result r) {
    Pair p = new Pair("p", List.of(4, 5));
    try {
      r.r2 = p.equals(skiff.deserialize(skiff.serialize(p)));
    } catch (RuntimeException e) {
      r.r2 = false;
    }
  }
}
