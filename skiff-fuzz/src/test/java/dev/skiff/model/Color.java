package dev.skiff.model;

/** A plain enum. */
public enum Color {
  RED,
  GREEN,
  BLUE
}
