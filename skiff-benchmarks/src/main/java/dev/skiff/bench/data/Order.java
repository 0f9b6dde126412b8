package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A small, realistic business object: an order with an id, a customer, creation and update times as
 * epoch milliseconds, a status string and a handful of {@link OrderLine}s.
 */
public final class Order implements Serializable {
  private long id;
  private String customerName;
  private long createdAtMillis;
  private long updatedAtMillis;
  private String status;
  private List<OrderLine> lines;

  public Order() {}

  /** A fresh copy of the standard order used by the benchmarks: four lines. */
  public static Order standard() {
    Order o = new Order();
    o.id = 100_245_377L;
    o.customerName = "Margarete Lindqvist";
    o.createdAtMillis = 1_763_712_000_000L; // 2025-11-21T08:00:00Z
    o.updatedAtMillis = 1_763_715_845_250L;
    o.status = "PAID";
    List<OrderLine> lines = new ArrayList<>();
    lines.add(new OrderLine("SKU-10042-BLK", 2, 19.99));
    lines.add(new OrderLine("SKU-20871-M", 1, 149.5));
    lines.add(new OrderLine("SKU-00917", 12, 0.85));
    lines.add(new OrderLine("SKU-31415-XL", 3, 42.0));
    o.lines = lines;
    return o;
  }

  /** The classes a registration-requiring serializer must know for this model. */
  public static List<Class<?>> classes() {
    return List.of(Order.class, OrderLine.class);
  }

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getCustomerName() {
    return customerName;
  }

  public void setCustomerName(String customerName) {
    this.customerName = customerName;
  }

  public long getCreatedAtMillis() {
    return createdAtMillis;
  }

  public void setCreatedAtMillis(long createdAtMillis) {
    this.createdAtMillis = createdAtMillis;
  }

  public long getUpdatedAtMillis() {
    return updatedAtMillis;
  }

  public void setUpdatedAtMillis(long updatedAtMillis) {
    this.updatedAtMillis = updatedAtMillis;
  }

  public String getStatus() {
    return status;
  }

  public void setStatus(String status) {
    this.status = status;
  }

  public List<OrderLine> getLines() {
    return lines;
  }

  public void setLines(List<OrderLine> lines) {
    this.lines = lines;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Order)) {
      return false;
    }
    Order x = (Order) o;
    return id == x.id
        && createdAtMillis == x.createdAtMillis
        && updatedAtMillis == x.updatedAtMillis
        && Objects.equals(customerName, x.customerName)
        && Objects.equals(status, x.status)
        && Objects.equals(lines, x.lines);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, customerName, createdAtMillis, updatedAtMillis, status, lines);
  }

  @Override
  public String toString() {
    return "Order{id="
        + id
        + ", customer="
        + customerName
        + ", status="
        + status
        + ", lines="
        + lines
        + "}";
  }
}
