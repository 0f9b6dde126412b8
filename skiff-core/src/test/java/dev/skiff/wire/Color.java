package dev.skiff.wire;

/** A plain enum of three constants. */
public enum Color {
  RED,
  GREEN,
  BLUE
}
