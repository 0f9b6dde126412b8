package dev.skiff.wire;

import dev.skiff.Tag;
import dev.skiff.model.Color;
import java.util.List;

/** A record of the golden corpus with tagged and named components of every wire kind. */
public record Tagged(
    @Tag(1) long id, @Tag(2) String name, double score, List<String> labels, Color color) {}
