package dev.skiff.model;

import java.util.HashMap;
import java.util.Objects;

/** A user subclass of HashMap with state of its own. */
public class LabeledMap extends HashMap<String, Integer> {
  private static final long serialVersionUID = 1L;

  private String label;
  private long createdAt;

  public LabeledMap() {}

  public LabeledMap(String label, long createdAt) {
    this.label = label;
    this.createdAt = createdAt;
  }

  public String label() {
    return label;
  }

  public long createdAt() {
    return createdAt;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof LabeledMap
        && super.equals(o)
        && Objects.equals(label, ((LabeledMap) o).label)
        && createdAt == ((LabeledMap) o).createdAt;
  }

  @Override
  public int hashCode() {
    return Objects.hash(super.hashCode(), label, createdAt);
  }

  @Override
  public String toString() {
    return "LabeledMap{label=" + label + ", createdAt=" + createdAt + ", " + super.toString() + "}";
  }
}
