package dev.skiff.model;

import java.util.Objects;

/** A class with transient fields that must come back with their default values. */
public final class WithTransient {
  private String kept;
  private transient String cachedText;
  private transient int cachedHash;
  private transient Object cachedObject;

  public WithTransient() {}

  public WithTransient(String kept) {
    this.kept = kept;
    this.cachedText = "cache:" + kept;
    this.cachedHash = 12345;
    this.cachedObject = new Object();
  }

  public String kept() {
    return kept;
  }

  public String cachedText() {
    return cachedText;
  }

  public int cachedHash() {
    return cachedHash;
  }

  public Object cachedObject() {
    return cachedObject;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof WithTransient && Objects.equals(kept, ((WithTransient) o).kept);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(kept);
  }
}
