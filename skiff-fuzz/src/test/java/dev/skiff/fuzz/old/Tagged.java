package dev.skiff.fuzz.old;

import dev.skiff.Tag;
import java.util.List;
import java.util.Map;

/**
 * {@code dev.skiff.wire.Tagged} before: an int id, the name under another name (same tag), a float
 * score and a map it lost.
 */
public record Tagged(
    @Tag(1) int id,
    @Tag(2) String title,
    float score,
    List<String> labels,
    Color color,
    Map<String, Long> extra) {}
