package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The superclass half of the {@link ChildData} hierarchy: inherited fields must round-trip too. */
public class ParentData implements Serializable {
  private long id;
  private String name;
  private List<String> tags;

  public ParentData() {}

  /** The inherited fields as given (for the hand-written codec's {@link ChildData} reader). */
  protected ParentData(long id, String name, List<String> tags) {
    this.id = id;
    this.name = name;
    this.tags = tags;
  }

  /** Fills the inherited fields with the standard values. */
  protected void fillParent() {
    id = 77_000_123_456L;
    name = "parent-of-the-hierarchy";
    tags = new ArrayList<>(List.of("alpha", "beta", "gamma"));
  }

  public long getId() {
    return id;
  }

  public String getName() {
    return name;
  }

  public List<String> getTags() {
    return tags;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    ParentData p = (ParentData) o;
    return id == p.id && Objects.equals(name, p.name) && Objects.equals(tags, p.tags);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, tags);
  }
}
