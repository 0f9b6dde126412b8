package dev.skiff.model;

/** The state of an {@link Order}. */
public enum Status {
  NEW,
  PAID,
  SHIPPED
}
