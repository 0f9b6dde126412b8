package dev.skiff.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A typical business object: scalars, an enum, a list of records and a map. */
public final class Order {
  private long id;
  private String customer;
  private Status status;
  private List<OrderLine> lines = new ArrayList<>();
  private Map<String, String> attributes = new LinkedHashMap<>();
  private double discount;

  public Order() {}

  public Order(long id, String customer, Status status) {
    this.id = id;
    this.customer = customer;
    this.status = status;
  }

  /** A sample order derived from {@code seed}, with {@code seed % 5} lines. */
  public static Order sample(long seed) {
    Order o = new Order(seed, "customer-" + seed, Status.values()[Math.floorMod(seed, 3)]);
    for (int i = 0; i < Math.floorMod(seed, 5); i++) {
      o.lines.add(new OrderLine("sku-" + seed + "-" + i, i + 1, seed * 100 + i));
    }
    o.attributes.put("note", "n" + seed);
    if (seed % 2 == 0) {
      o.attributes.put("gift", null);
    }
    o.discount = seed / 10.0;
    return o;
  }

  public long id() {
    return id;
  }

  public List<OrderLine> lines() {
    return lines;
  }

  public Map<String, String> attributes() {
    return attributes;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Order)) {
      return false;
    }
    Order x = (Order) o;
    return id == x.id
        && Objects.equals(customer, x.customer)
        && status == x.status
        && Objects.equals(lines, x.lines)
        && Objects.equals(attributes, x.attributes)
        && Double.doubleToRawLongBits(discount) == Double.doubleToRawLongBits(x.discount);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, customer, status, lines, attributes);
  }

  @Override
  public String toString() {
    return "Order{" + id + ", " + customer + ", " + status + ", " + lines + ", " + attributes + "}";
  }
}
