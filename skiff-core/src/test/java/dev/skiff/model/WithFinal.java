package dev.skiff.model;

import java.util.List;
import java.util.Objects;

/** A class whose state is all in final fields, set only by its constructor. */
public final class WithFinal {
  private final int id;
  private final String label;
  private final List<String> tags;
  private final long[] numbers;

  public WithFinal(int id, String label, List<String> tags, long[] numbers) {
    this.id = id;
    this.label = label;
    this.tags = tags;
    this.numbers = numbers;
  }

  public int id() {
    return id;
  }

  public String label() {
    return label;
  }

  public List<String> tags() {
    return tags;
  }

  public long[] numbers() {
    return numbers;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof WithFinal)) {
      return false;
    }
    WithFinal w = (WithFinal) o;
    return id == w.id
        && Objects.equals(label, w.label)
        && Objects.equals(tags, w.tags)
        && java.util.Arrays.equals(numbers, w.numbers);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, label, tags);
  }

  @Override
  public String toString() {
    return "WithFinal{" + id + ", " + label + ", " + tags + "}";
  }
}
