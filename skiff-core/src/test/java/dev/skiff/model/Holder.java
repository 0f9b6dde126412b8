package dev.skiff.model;

/** Two untyped slots, used to build shared and cyclic references. No equals on purpose. */
public final class Holder {
  public Object first;
  public Object second;

  public Holder() {}

  public Holder(Object first, Object second) {
    this.first = first;
    this.second = second;
  }
}
