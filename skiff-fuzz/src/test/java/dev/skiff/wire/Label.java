package dev.skiff.wire;

import java.util.Objects;

/** A final POJO that the corpus leaves unregistered, so that it travels by class name. */
public final class Label {
  String text;

  public Label() {}

  public Label(String text) {
    this.text = text;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Label l && Objects.equals(text, l.text);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(text);
  }

  @Override
  public String toString() {
    return "Label[" + text + "]";
  }
}
