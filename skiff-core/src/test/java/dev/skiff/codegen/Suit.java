package dev.skiff.codegen;

/** The enum that generated classes use as a field type; one constant has a body of its own. */
public enum Suit {
  CLUBS,
  DIAMONDS,
  HEARTS {
    @Override
    public String toString() {
      return "hearts (a constant with a body)";
    }
  },
  SPADES
}
