package dev.skiff.wire;

/** A two-component record: the smallest registered record of the wire corpus. */
public record Point(int x, int y) {}
