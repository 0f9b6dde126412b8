package dev.skiff.fuzz;

import dev.skiff.model.Color;
import dev.skiff.wire.Catalog;
import dev.skiff.wire.Node;
import dev.skiff.wire.Pair;
import dev.skiff.wire.Palette;
import dev.skiff.wire.Person;
import dev.skiff.wire.Point;
import dev.skiff.wire.Primitives;
import dev.skiff.wire.Scores;
import dev.skiff.wire.Tagged;
import dev.skiff.wire.Ticket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Values of the registered classes that {@link Seeds} writes in compatible mode: every registered
 * class, current and older versions. Only iteration-order-stable collections, so the bytes are the
 * same on every run.
 */
final class Samples {
  private Samples() {}

  /** Values of the current classes ({@link FuzzConfig#REGISTRATION}). */
  static List<Object> current() {
    Map<String, Integer> points = new LinkedHashMap<>();
    points.put("x", 1);
    points.put("y", -1);
    Map<String, List<Integer>> index = new LinkedHashMap<>();
    index.put("odd", List.of(1, 3));
    TreeMap<String, Integer> ranking = new TreeMap<>(Collections.reverseOrder());
    ranking.put("alpha", 1);
    ranking.put("beta", 2);
    EnumMap<Color, String> labels = new EnumMap<>(Color.class);
    labels.put(Color.RED, "warm");
    Node a = new Node("a");
    Node b = new Node("b");
    a.setNext(b); // shared, not cyclic: the samples are also written with references off
    Ticket ticket = new Ticket();
    ticket.id = "t-1";
    ticket.seats = 2;
    ticket.note = "aisle";
    return List.of(
        new Point(1, -2),
        Color.GREEN,
        new Person("Ada", 36, "ada@example.org"),
        new Scores(points),
        new Pair(new ArrayList<>(List.of(a, b)), b),
        Primitives.sample(),
        new Catalog(
            "spring",
            new ArrayList<>(List.of(new Point(0, 0))),
            index,
            new LinkedHashSet<>(List.of("new")),
            ranking),
        new Palette(Color.RED, null, EnumSet.of(Color.BLUE), labels),
        ticket,
        new Tagged(7L, "seven", 0.5, List.of("a"), Color.BLUE),
        new ArrayList<>(
            List.of(
                new Person("Bo", 5, "bo@example.org"), new Point(3, 4), new Person("Cy", 1, ""))));
  }

  /** Values of the older versions ({@link FuzzConfig#OLD_REGISTRATION}), read as current ones. */
  static List<Object> old() {
    Map<String, Long> extra = new LinkedHashMap<>();
    extra.put("k", 1L);
    return List.of(
        new dev.skiff.fuzz.old.Point(-2, (short) 1, "origin"),
        dev.skiff.fuzz.old.Color.GREEN,
        new dev.skiff.fuzz.old.Person("Ada", (short) 36, "ada"),
        new dev.skiff.fuzz.old.Tagged(
            7, "seven", 0.5f, List.of("a"), dev.skiff.fuzz.old.Color.BLUE, extra),
        new ArrayList<>(
            List.of(
                new dev.skiff.fuzz.old.Person("Bo", (short) 5, null),
                new dev.skiff.fuzz.old.Point(4, (short) 3, null),
                dev.skiff.fuzz.old.Color.RED,
                new dev.skiff.fuzz.old.Person("Cy", (short) 1, "c"))));
  }
}
