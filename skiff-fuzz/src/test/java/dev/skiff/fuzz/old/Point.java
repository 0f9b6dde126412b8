package dev.skiff.fuzz.old;

/** {@code dev.skiff.wire.Point(int x, int y)} before: y first, x a short, and a label it lost. */
public record Point(int y, short x, String label) {}
