package dev.skiff.example.cache;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The summary of several rounds of one size: each codec's medians, and each Skiff codec's time over
 * each other codec's, round by round (both ran in the same round, one after the other) with their
 * median. A single run on a shared machine can land a garbage collection or a JIT compilation
 * inside one codec's calls; the medians and the per-round ratios are what to compare.
 */
final class Summary {
  private Summary() {}

  /**
   * The summary's lines, from the results of {@code rounds} rounds of every codec on {@code
   * records} records, in the order they ran.
   */
  static List<String> lines(List<Result> results, List<String> codecs, int rounds, int records) {
    List<String> out = new ArrayList<>();
    out.add(String.format(Locale.ROOT, "medians of %d rounds, %,d records:", rounds, records));
    out.add(
        String.format(
            Locale.ROOT,
            "%-13s %9s %9s %12s %12s",
            "codec",
            "cold ms",
            "warm ms",
            "ser ns/rec",
            "deser ns/rec"));
    for (String codec : codecs) {
      List<Result> mine = of(results, codec);
      out.add(
          String.format(
              Locale.ROOT,
              "%-13s %9.0f %9.0f %12.0f %12.0f",
              codec,
              median(mine, Result::coldMs),
              median(mine, Result::warmMs),
              median(mine, Result::serNanos),
              median(mine, Result::deserNanos)));
    }
    for (String mine : codecs) {
      if (!mine.startsWith("skiff")) {
        continue;
      }
      List<Result> skiff = of(results, mine);
      for (String other : codecs) {
        if (other.startsWith("skiff")) {
          continue;
        }
        List<Result> theirs = of(results, other);
        out.add(ratios(mine, "serialize", skiff, theirs, Result::serNanos, other));
        out.add(ratios(mine, "deserialize", skiff, theirs, Result::deserNanos, other));
      }
    }
    return out;
  }

  /** {@code mine}'s time over {@code other}'s: their median, then each round's. */
  private static String ratios(
      String mine,
      String op,
      List<Result> skiff,
      List<Result> theirs,
      ToDoubleFunction<Result> time,
      String other) {
    if (skiff.size() != theirs.size()) {
      throw new IllegalArgumentException(
          mine + " ran " + skiff.size() + " times and " + other + " " + theirs.size());
    }
    List<Double> ratios = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < skiff.size(); i++) {
      Result a = skiff.get(i);
      Result b = theirs.get(i);
      if (a.round() != b.round()) {
        throw new IllegalArgumentException("round " + a.round() + " of " + mine + " has no pair");
      }
      double r = time.applyAsDouble(a) / time.applyAsDouble(b);
      ratios.add(r);
      line.append(String.format(Locale.ROOT, " %.2f", r));
    }
    return String.format(
        Locale.ROOT,
        "%s / %s %s: median %.2f, by round:%s",
        mine,
        other,
        op,
        median(ratios, Double::doubleValue),
        line);
  }

  private static List<Result> of(List<Result> results, String codec) {
    List<Result> mine = new ArrayList<>();
    for (Result r : results) {
      if (r.codec().equals(codec)) {
        mine.add(r);
      }
    }
    return mine;
  }

  static <T> double median(List<T> values, ToDoubleFunction<T> f) {
    double[] v = values.stream().mapToDouble(f).sorted().toArray();
    int mid = v.length / 2;
    return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  }
}
