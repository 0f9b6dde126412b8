package app;

import dev.skiff.Skiff;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Round-trips a POJO and a record through Skiff on the module path, with generated and with
 * interpreted codecs, and exits non-zero if a value differs or a class fell back to the
 * interpreter. Run by {@code .ci/run} against the packaged jar, so it also proves the jar is the
 * named module {@code dev.skiff}.
 */
public final class Main {
  private Main() {}

  /** A record from the application's module. */
  public record Point(int x, int y) {}

  /** A POJO with private and final fields and no public constructor. */
  public static final class Order {
    private String id;
    private List<Point> points;
    private Map<String, Integer> counts;
    private final long created;

    private Order() {
      created = 0;
    }

    Order(String id, List<Point> points, Map<String, Integer> counts, long created) {
      this.id = id;
      this.points = points;
      this.counts = counts;
      this.created = created;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Order other
          && id.equals(other.id)
          && points.equals(other.points)
          && counts.equals(other.counts)
          && created == other.created;
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, points, counts, created);
    }
  }

  public static void main(String[] args) {
    Order order = new Order("o-1", List.of(new Point(1, 2), new Point(3, 4)), Map.of("a", 1), 42L);
    for (boolean codegen : new boolean[] {true, false}) {
      Skiff skiff =
          Skiff.builder().register(Order.class).register(Point.class).codegen(codegen).build();
      Object back = skiff.deserialize(skiff.serialize(order));
      if (!order.equals(back) || !skiff.interpretedClasses().isEmpty()) {
        System.out.println("FAIL codegen=" + codegen + " interpreted=" + skiff.interpretedClasses());
        System.exit(1);
      }
    }
    System.out.println("module path ok: " + Skiff.class.getModule());
  }
}
