package dev.skiff.model;

import java.util.Objects;

/** A POJO with one field of every primitive type, every box and a String; private fields. */
public final class AllPrimitives {
  private boolean z;
  private byte b;
  private short s;
  private char c;
  private int i;
  private long j;
  private float f;
  private double d;
  private Boolean boxedZ;
  private Byte boxedB;
  private Short boxedS;
  private Character boxedC;
  private Integer boxedI;
  private Long boxedJ;
  private Float boxedF;
  private Double boxedD;
  private String str;

  public AllPrimitives() {}

  /** Every primitive at its minimum value, boxes at their maximum. */
  public static AllPrimitives edgesLow() {
    AllPrimitives p = new AllPrimitives();
    p.z = false;
    p.b = Byte.MIN_VALUE;
    p.s = Short.MIN_VALUE;
    p.c = Character.MIN_VALUE;
    p.i = Integer.MIN_VALUE;
    p.j = Long.MIN_VALUE;
    p.f = -0.0f;
    p.d = Double.longBitsToDouble(0x7ff8_0000_dead_beefL);
    p.boxedZ = Boolean.TRUE;
    p.boxedB = Byte.MAX_VALUE;
    p.boxedS = Short.MAX_VALUE;
    p.boxedC = Character.MAX_VALUE;
    p.boxedI = Integer.MAX_VALUE;
    p.boxedJ = Long.MAX_VALUE;
    p.boxedF = Float.intBitsToFloat(0x7fc0_1234);
    p.boxedD = -0.0d;
    p.str = "";
    return p;
  }

  /** Every primitive at its maximum value, boxes null. */
  public static AllPrimitives edgesHigh() {
    AllPrimitives p = new AllPrimitives();
    p.z = true;
    p.b = Byte.MAX_VALUE;
    p.s = Short.MAX_VALUE;
    p.c = Character.MAX_VALUE;
    p.i = Integer.MAX_VALUE;
    p.j = Long.MAX_VALUE;
    p.f = Float.MAX_VALUE;
    p.d = Double.NEGATIVE_INFINITY;
    p.str = "h\u00e9llo \u4e16\u754c \uD83D\uDE00";
    return p;
  }

  /** A value derived from {@code seed}, so that different seeds give different objects. */
  public static AllPrimitives of(long seed) {
    AllPrimitives p = new AllPrimitives();
    p.z = (seed & 1) == 0;
    p.b = (byte) seed;
    p.s = (short) (seed * 31);
    p.c = (char) (seed * 7);
    p.i = (int) (seed * 1_000_003);
    p.j = seed * 0x9E37_79B9_7F4A_7C15L;
    p.f = seed / 3.0f;
    p.d = seed / 7.0;
    p.boxedZ = (seed & 2) == 0;
    p.boxedB = (byte) (seed >> 3);
    p.boxedS = (short) (seed >> 2);
    p.boxedC = (char) ('a' + Math.floorMod(seed, 26));
    p.boxedI = (int) -seed;
    p.boxedJ = -seed * 3;
    p.boxedF = seed * 1.5f;
    p.boxedD = seed * -2.25;
    p.str = "seed-" + seed;
    return p;
  }

  public int intValue() {
    return i;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof AllPrimitives)) {
      return false;
    }
    AllPrimitives p = (AllPrimitives) o;
    return z == p.z
        && b == p.b
        && s == p.s
        && c == p.c
        && i == p.i
        && j == p.j
        && Float.floatToRawIntBits(f) == Float.floatToRawIntBits(p.f)
        && Double.doubleToRawLongBits(d) == Double.doubleToRawLongBits(p.d)
        && Objects.equals(boxedZ, p.boxedZ)
        && Objects.equals(boxedB, p.boxedB)
        && Objects.equals(boxedS, p.boxedS)
        && Objects.equals(boxedC, p.boxedC)
        && Objects.equals(boxedI, p.boxedI)
        && Objects.equals(boxedJ, p.boxedJ)
        && rawEquals(boxedF, p.boxedF)
        && rawEquals(boxedD, p.boxedD)
        && Objects.equals(str, p.str);
  }

  private static boolean rawEquals(Float a, Float b) {
    return a == null
        ? b == null
        : b != null && Float.floatToRawIntBits(a) == Float.floatToRawIntBits(b);
  }

  private static boolean rawEquals(Double a, Double b) {
    return a == null
        ? b == null
        : b != null && Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b);
  }

  @Override
  public int hashCode() {
    return Objects.hash(z, b, s, c, i, j, str);
  }

  @Override
  public String toString() {
    return "AllPrimitives{z="
        + z
        + ", b="
        + b
        + ", s="
        + s
        + ", c="
        + (int) c
        + ", i="
        + i
        + ", j="
        + j
        + ", f="
        + Integer.toHexString(Float.floatToRawIntBits(f))
        + ", d="
        + Long.toHexString(Double.doubleToRawLongBits(d))
        + ", boxed=["
        + boxedZ
        + ", "
        + boxedB
        + ", "
        + boxedS
        + ", "
        + (boxedC == null ? null : (int) boxedC)
        + ", "
        + boxedI
        + ", "
        + boxedJ
        + ", "
        + boxedF
        + ", "
        + boxedD
        + "], str="
        + str
        + "}";
  }
}
