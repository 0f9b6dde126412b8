package dev.skiff.wire;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;

/** A record of nested collections and maps with declared type arguments. */
public record Catalog(
    String title,
    List<Point> points,
    Map<String, List<Integer>> index,
    Set<String> tags,
    SortedMap<String, Integer> ranking) {}
