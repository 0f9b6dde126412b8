package dev.skiff.fuzz.old;

/** {@code dev.skiff.model.Color} before: other order, and a constant the reader lacks. */
public enum Color {
  BLUE,
  PURPLE,
  GREEN,
  RED
}
