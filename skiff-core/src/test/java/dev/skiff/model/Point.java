package dev.skiff.model;

/** A plain record. */
public record Point(int x, int y) {}
