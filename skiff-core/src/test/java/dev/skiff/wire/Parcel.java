package dev.skiff.wire;

import dev.skiff.Since;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A versioned class of the golden corpus whose later field holds any value, so that a class can be
 * named first inside the tail that older readers skip.
 */
@Since(1)
public final class Parcel {
  public String id = "";

  @Since(1)
  public @Nullable Object content;

  public Parcel() {}

  Parcel(String id, Object content) {
    this.id = id;
    this.content = content;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Parcel p && id.equals(p.id) && Objects.equals(content, p.content);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, content);
  }
}
