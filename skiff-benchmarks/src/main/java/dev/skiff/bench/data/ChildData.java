package dev.skiff.bench.data;

import java.util.Objects;

/** {@code ChildData extends ParentData}: three fields of its own on top of three inherited ones. */
public final class ChildData extends ParentData {
  private double score;
  private int flags;
  private String extra;

  public ChildData() {}

  /** A fresh copy of the standard value. */
  public static ChildData create() {
    ChildData c = new ChildData();
    c.fillParent();
    c.score = 98.625;
    c.flags = 0x5A5A;
    c.extra = "child-only field";
    return c;
  }

  public double getScore() {
    return score;
  }

  public int getFlags() {
    return flags;
  }

  public String getExtra() {
    return extra;
  }

  @Override
  public boolean equals(Object o) {
    if (!super.equals(o)) {
      return false;
    }
    ChildData c = (ChildData) o;
    return Double.compare(score, c.score) == 0
        && flags == c.flags
        && Objects.equals(extra, c.extra);
  }

  @Override
  public int hashCode() {
    return 31 * super.hashCode() + Objects.hash(score, flags, extra);
  }
}
