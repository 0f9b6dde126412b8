package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.Objects;

/** One line of an {@link Order}: a SKU, a quantity and a unit price. Plain mutable POJO. */
public final class OrderLine implements Serializable {
  private String sku;
  private int quantity;
  private double unitPrice;

  public OrderLine() {}

  public OrderLine(String sku, int quantity, double unitPrice) {
    this.sku = sku;
    this.quantity = quantity;
    this.unitPrice = unitPrice;
  }

  public String getSku() {
    return sku;
  }

  public void setSku(String sku) {
    this.sku = sku;
  }

  public int getQuantity() {
    return quantity;
  }

  public void setQuantity(int quantity) {
    this.quantity = quantity;
  }

  public double getUnitPrice() {
    return unitPrice;
  }

  public void setUnitPrice(double unitPrice) {
    this.unitPrice = unitPrice;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof OrderLine)) {
      return false;
    }
    OrderLine l = (OrderLine) o;
    return quantity == l.quantity
        && Double.compare(unitPrice, l.unitPrice) == 0
        && Objects.equals(sku, l.sku);
  }

  @Override
  public int hashCode() {
    return Objects.hash(sku, quantity, unitPrice);
  }

  @Override
  public String toString() {
    return sku + " x" + quantity + " @" + unitPrice;
  }
}
