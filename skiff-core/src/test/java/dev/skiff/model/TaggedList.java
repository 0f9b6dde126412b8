package dev.skiff.model;

import java.util.ArrayList;
import java.util.Objects;

/** A user subclass of ArrayList with state of its own. */
public class TaggedList extends ArrayList<String> {
  private static final long serialVersionUID = 1L;

  private String tag;
  private int version;

  public TaggedList() {}

  public TaggedList(String tag, int version) {
    this.tag = tag;
    this.version = version;
  }

  public String tag() {
    return tag;
  }

  public int version() {
    return version;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TaggedList
        && super.equals(o)
        && Objects.equals(tag, ((TaggedList) o).tag)
        && version == ((TaggedList) o).version;
  }

  @Override
  public int hashCode() {
    return Objects.hash(super.hashCode(), tag, version);
  }

  @Override
  public String toString() {
    return "TaggedList{tag=" + tag + ", version=" + version + ", " + super.toString() + "}";
  }
}
