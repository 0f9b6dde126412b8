package dev.skiff.model;

import java.util.Objects;

/**
 * A class without a no-arg constructor, whose only constructor rejects the values a reader could
 * naively pass ({@code null}, 0).
 */
public final class NoDefaultCtor {
  private final String name;
  private int count;

  public NoDefaultCtor(String name, int count) {
    if (name == null || count == 0) {
      throw new IllegalStateException("constructor must not be called with defaults");
    }
    this.name = name;
    this.count = count;
  }

  public String name() {
    return name;
  }

  public int count() {
    return count;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NoDefaultCtor
        && Objects.equals(name, ((NoDefaultCtor) o).name)
        && count == ((NoDefaultCtor) o).count;
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, count);
  }

  @Override
  public String toString() {
    return "NoDefaultCtor{" + name + ", " + count + "}";
  }
}
