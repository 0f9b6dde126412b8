package dev.skiff.wire;

/** Two untyped references, for back-reference examples (compared by identity structure). */
public final class Pair {
  Object left;
  Object right;

  public Pair() {}

  public Pair(Object left, Object right) {
    this.left = left;
    this.right = right;
  }

  @Override
  public String toString() {
    return "Pair[" + left + ", " + right + "]";
  }
}
