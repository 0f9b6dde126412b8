package dev.skiff.model;

import java.util.Comparator;

/** A user comparator with state: orders strings by length, then ascending or descending. */
public final class ByLengthComparator implements Comparator<String> {
  private final boolean descending;

  public ByLengthComparator(boolean descending) {
    this.descending = descending;
  }

  public boolean descending() {
    return descending;
  }

  @Override
  public int compare(String a, String b) {
    int c = Integer.compare(a.length(), b.length());
    if (c == 0) {
      c = a.compareTo(b);
    }
    return descending ? -c : c;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ByLengthComparator && ((ByLengthComparator) o).descending == descending;
  }

  @Override
  public int hashCode() {
    return descending ? 1 : 2;
  }
}
