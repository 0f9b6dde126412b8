package dev.skiff.model;

import java.util.Comparator;

/** A user comparator: reverse natural order of strings. */
public final class ReverseComparator implements Comparator<String> {
  @Override
  public int compare(String a, String b) {
    return b.compareTo(a);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ReverseComparator;
  }

  @Override
  public int hashCode() {
    return 17;
  }
}
