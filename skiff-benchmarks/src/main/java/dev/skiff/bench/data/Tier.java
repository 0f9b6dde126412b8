package dev.skiff.bench.data;

/** The customer tier enum of the wide data sets ({@link Wide20}, {@link Wide200}). */
public enum Tier {
  BRONZE,
  SILVER,
  GOLD,
  PLATINUM
}
