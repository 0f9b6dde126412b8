package dev.skiff;

import dev.skiff.model.AllPrimitives;
import dev.skiff.model.Big;
import dev.skiff.model.Color;
import dev.skiff.model.Email;
import dev.skiff.model.Node;
import dev.skiff.model.Op;
import dev.skiff.model.Order;
import dev.skiff.model.Person;
import dev.skiff.model.Point;
import dev.skiff.model.Status;
import dev.skiff.model.TaggedList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** jqwik generators of acyclic object graphs that mix every kind of supported value. */
public final class GraphGenerators {
  private GraphGenerators() {}

  /** Strings over the whole char range, lone surrogates included, plus some fixed edge cases. */
  public static Arbitrary<String> strings() {
    return Arbitraries.oneOf(
        Arbitraries.strings().all().ofMaxLength(12),
        Arbitraries.strings().ascii().ofMaxLength(20),
        Arbitraries.of("", "\u00e9\u00ff", "\u4e2d\u6587", "\uD83D\uDE00", "\uD800", "\uDC00x"));
  }

  /** Doubles including NaN payloads, infinities and -0.0. */
  public static Arbitrary<Double> doubles() {
    return Arbitraries.oneOf(
        Arbitraries.doubles(),
        Arbitraries.of(
            -0.0,
            Double.NaN,
            Double.longBitsToDouble(0x7ff8_0000_0000_0042L),
            Double.POSITIVE_INFINITY,
            Double.MIN_VALUE,
            Double.MAX_VALUE));
  }

  /** Floats including NaN payloads and -0.0. */
  public static Arbitrary<Float> floats() {
    return Arbitraries.oneOf(
        Arbitraries.floats(),
        Arbitraries.of(-0.0f, Float.NaN, Float.intBitsToFloat(0x7fc0_0042), Float.MIN_VALUE));
  }

  /** Values that are safe as set elements and map keys (value-based equals and hashCode). */
  public static Arbitrary<Object> keys() {
    return Arbitraries.oneOf(
        strings(),
        Arbitraries.integers(),
        Arbitraries.longs(),
        Arbitraries.of(Color.class),
        Arbitraries.of(Big.class),
        Combinators.combine(Arbitraries.integers(), Arbitraries.integers()).as(Point::new));
  }

  /** Leaf values: scalars, strings, enums, records, small arrays, POJOs, null. */
  public static Arbitrary<Object> leaves() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(1, Arbitraries.just(null)),
        net.jqwik.api.Tuple.of(5, strings()),
        net.jqwik.api.Tuple.of(2, Arbitraries.integers()),
        net.jqwik.api.Tuple.of(2, Arbitraries.longs()),
        net.jqwik.api.Tuple.of(1, Arbitraries.shorts()),
        net.jqwik.api.Tuple.of(1, Arbitraries.bytes()),
        net.jqwik.api.Tuple.of(1, Arbitraries.chars()),
        net.jqwik.api.Tuple.of(1, Arbitraries.of(true, false)),
        net.jqwik.api.Tuple.of(2, doubles()),
        net.jqwik.api.Tuple.of(1, floats()),
        net.jqwik.api.Tuple.of(2, Arbitraries.of(Color.class)),
        net.jqwik.api.Tuple.of(1, Arbitraries.of(Op.class)),
        net.jqwik.api.Tuple.of(1, Arbitraries.of(Status.class)),
        net.jqwik.api.Tuple.of(
            2, Combinators.combine(Arbitraries.integers(), Arbitraries.integers()).as(Point::new)),
        net.jqwik.api.Tuple.of(
            1,
            Arbitraries.strings()
                .alpha()
                .ofMinLength(1)
                .ofMaxLength(8)
                .map(s -> new Email(s + "@X.org"))),
        net.jqwik.api.Tuple.of(1, Arbitraries.longs().map(AllPrimitives::of)),
        net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(-50, 50).map(Order::sample)),
        net.jqwik.api.Tuple.of(1, Arbitraries.integers().array(int[].class).ofMaxSize(8)),
        net.jqwik.api.Tuple.of(1, doubles().array(Double[].class).ofMaxSize(5)),
        net.jqwik.api.Tuple.of(1, Arbitraries.bytes().array(byte[].class).ofMaxSize(16)),
        net.jqwik.api.Tuple.of(1, strings().injectNull(0.2).array(String[].class).ofMaxSize(5)));
  }

  /** Acyclic graphs of nested containers and user objects up to a few levels deep. */
  public static Arbitrary<Object> graphs() {
    return Arbitraries.recursive(GraphGenerators::leaves, GraphGenerators::containerOf, 0, 4);
  }

  private static Arbitrary<Object> containerOf(Arbitrary<Object> inner) {
    Arbitrary<List<Object>> list = inner.list().ofMaxSize(5);
    Arbitrary<List<Object>> keys = keys().list().ofMaxSize(5);
    return Arbitraries.oneOf(
        list.map(ArrayList::new),
        list.map(LinkedList::new),
        list.map(l -> l.toArray()),
        list.map(l -> l.stream().filter(x -> x != null).toList()).map(List::copyOf),
        keys.map(HashSet::new),
        Combinators.combine(keys, list).as((k, v) -> zip(new HashMap<>(), k, v)),
        Combinators.combine(keys, list).as((k, v) -> zip(new LinkedHashMap<>(), k, v)),
        Combinators.combine(strings().list().ofMaxSize(5), list)
            .as((k, v) -> zip(new TreeMap<>(), new ArrayList<>(k), v)),
        Combinators.combine(strings(), inner, list).as(GraphGenerators::person),
        Combinators.combine(Arbitraries.integers(), inner, list).as(GraphGenerators::node),
        Combinators.combine(strings(), strings().list().ofMaxSize(4))
            .as(GraphGenerators::taggedList));
  }

  private static <M extends Map<Object, Object>> M zip(M map, List<?> keys, List<Object> values) {
    for (int i = 0; i < keys.size(); i++) {
      map.put(keys.get(i), values.isEmpty() ? null : values.get(i % values.size()));
    }
    return map;
  }

  private static Object person(String name, Object anything, List<Object> values) {
    Map<String, Integer> scores = new HashMap<>();
    for (int i = 0; i < values.size(); i++) {
      scores.put("s" + i, i);
    }
    List<Point> places = new ArrayList<>();
    for (Object v : values) {
      if (v instanceof Point) {
        places.add((Point) v);
      }
    }
    return List.of(
        new Person(name, null, places, scores, Color.BLUE), String.valueOf(anything != null));
  }

  private static Object node(int value, Object payload, List<Object> children) {
    Node n = new Node(value);
    n.payload = payload;
    for (Object c : children) {
      Node child = new Node(c == null ? 0 : c.hashCode());
      child.payload = c;
      n.children.add(child);
    }
    if (!n.children.isEmpty()) {
      n.next = n.children.get(0);
    }
    return n;
  }

  private static Object taggedList(String tag, List<String> elements) {
    TaggedList t = new TaggedList(tag, elements.size());
    t.addAll(elements);
    return t;
  }
}
