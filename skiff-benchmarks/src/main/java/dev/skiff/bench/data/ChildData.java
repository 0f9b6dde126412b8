package dev.skiff.bench.data;

import java.util.List;
import java.util.Objects;

/** {@code ChildData extends ParentData}: three fields of its own on top of three inherited ones. */
public final class ChildData extends ParentData {
  private double score;
  private int flags;
  private String extra;

  public ChildData() {}

  /**
   * Every field, inherited ones first: for the hand-written codec, which reads through this
   * constructor. The serializers under comparison use the no-argument constructor (or none).
   */
  public ChildData(long id, String name, List<String> tags, double score, int flags, String extra) {
    super(id, name, tags);
    this.score = score;
    this.flags = flags;
    this.extra = extra;
  }

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
