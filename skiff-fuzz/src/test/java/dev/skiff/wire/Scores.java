package dev.skiff.wire;

import java.util.Map;
import java.util.Objects;

/** A final POJO whose map field declares its key and value types. */
public final class Scores {
  Map<String, Integer> points;

  public Scores() {}

  public Scores(Map<String, Integer> points) {
    this.points = points;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Scores s && Objects.equals(points, s.points);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(points);
  }

  @Override
  public String toString() {
    return "Scores" + points;
  }
}
