package dev.skiff.model;

import java.util.List;
import java.util.Map;

/** A record with nested records, collections, an enum and a nullable component. */
public record Person(
    String name, Email email, List<Point> places, Map<String, Integer> scores, Color color) {}
