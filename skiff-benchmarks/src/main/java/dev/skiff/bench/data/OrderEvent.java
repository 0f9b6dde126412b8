package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.List;

/**
 * One event of an order's life, as an order service publishes it: a Java record with nested records
 * ({@link Money}, {@link Party}), an enum and a list of tags. Its {@code equals} and {@code
 * hashCode} are the record's own, over every component. See {@link OrderEvents} for the values.
 */
public record OrderEvent(
    long id,
    String sku,
    Status status,
    int quantity,
    Money unitPrice,
    Party customer,
    List<String> tags,
    long occurredAtMillis)
    implements Serializable {

  /** The state an order reached with this event. */
  public enum Status {
    CREATED,
    PAID,
    PACKED,
    SHIPPED,
    DELIVERED,
    CANCELLED,
    REFUNDED
  }
}
