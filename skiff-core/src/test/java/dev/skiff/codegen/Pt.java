package dev.skiff.codegen;

import java.util.List;

/** The record that generated classes use as a field type. */
public record Pt(int x, String label, double weight, List<String> tags, Suit suit) {}
