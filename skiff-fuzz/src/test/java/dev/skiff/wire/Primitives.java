package dev.skiff.wire;

import java.util.Objects;

/** Every primitive type and some boxes, one of them null: shows the canonical field order. */
public final class Primitives {
  boolean flag;
  byte octet;
  short small;
  char letter;
  int count;
  long big;
  float ratio;
  double precise;
  Integer boxedInt;
  Long boxedLong;
  Character boxedChar;
  Double missing;

  public Primitives() {}

  /** A fixed sample whose every field differs from its default. */
  public static Primitives sample() {
    Primitives p = new Primitives();
    p.flag = true;
    p.octet = -2;
    p.small = 300;
    p.letter = 'Z';
    p.count = -1_000;
    p.big = 1L << 40;
    p.ratio = 1.5f;
    p.precise = -0.25;
    p.boxedInt = 7;
    p.boxedLong = -1L;
    p.boxedChar = 'k';
    p.missing = null;
    return p;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Primitives p
        && flag == p.flag
        && octet == p.octet
        && small == p.small
        && letter == p.letter
        && count == p.count
        && big == p.big
        && Float.compare(ratio, p.ratio) == 0
        && Double.compare(precise, p.precise) == 0
        && Objects.equals(boxedInt, p.boxedInt)
        && Objects.equals(boxedLong, p.boxedLong)
        && Objects.equals(boxedChar, p.boxedChar)
        && Objects.equals(missing, p.missing);
  }

  @Override
  public int hashCode() {
    return Objects.hash(flag, octet, small, letter, count, big, ratio, precise, boxedInt);
  }

  @Override
  public String toString() {
    return "Primitives[" + flag + ", " + octet + ", " + small + ", " + letter + ", " + count + "]";
  }
}
