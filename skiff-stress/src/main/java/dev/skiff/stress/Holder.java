package dev.skiff.stress;

/** A class with one field of declared type {@code Object}, so every value names its class. */
public final class Holder {
  public Object value;

  public Holder() {}

  public Holder(Object value) {
    this.value = value;
  }
}
