package dev.skiff.jvm;

import dev.skiff.Skiff;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A program run in a fresh JVM by {@link JvmWarningsTest}: it exercises every kind of codec once,
 * so that anything Skiff might print (or make the JVM print) shows up on that JVM's stderr.
 */
public final class WarningProbe {
  private WarningProbe() {}

  enum Kind {
    A,
    B {
      @Override
      public String toString() {
        return "b";
      }
    }
  }

  record Point(int x, int y) {}

  static final class Node {
    final String name;
    Node next;
    private final List<Point> points = new ArrayList<>();

    Node(String name) {
      this.name = name;
    }
  }

  public static void main(String[] args) {
    for (boolean refs : new boolean[] {false, true}) {
      Skiff skiff = Skiff.builder().requireRegistration(false).trackReferences(refs).build();
      Node node = new Node("n");
      node.points.add(new Point(1, 2));
      node.next = new Node("m");
      Map<Object, Object> map = new LinkedHashMap<>(16, 0.75f, true);
      map.put("node", node);
      map.put(Kind.B, new EnumMap<>(Map.of(Kind.A, 1)));
      map.put("tree", new TreeMap<>(Map.of(1, "x")));
      map.put("list", List.of(1, "two", 3.0));
      map.put("array", new int[][] {{1}, {2, 3}});
      Object back = skiff.deserialize(skiff.serialize(map));
      if (!(back instanceof LinkedHashMap) || ((Map<?, ?>) back).size() != map.size()) {
        throw new AssertionError("round trip failed: " + back);
      }
    }
    System.out.println("probe ok");
  }
}
