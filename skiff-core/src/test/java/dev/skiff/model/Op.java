package dev.skiff.model;

/** An enum whose constants have bodies (each constant is an anonymous subclass). */
public enum Op {
  PLUS {
    @Override
    public int apply(int a, int b) {
      return a + b;
    }
  },
  MINUS {
    @Override
    public int apply(int a, int b) {
      return a - b;
    }
  },
  TIMES {
    @Override
    public int apply(int a, int b) {
      return a * b;
    }
  };

  public abstract int apply(int a, int b);
}
