package dev.skiff.wire;

import dev.skiff.model.Color;
import java.util.EnumMap;
import java.util.EnumSet;

/** A record of enums in exact slots (one null), an EnumSet and an EnumMap. */
public record Palette(
    Color primary, Color secondary, EnumSet<Color> enabled, EnumMap<Color, String> labels) {}
