package dev.skiff.bench.data;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * One product of a {@link Catalog}: a {@code UUID} id, name and description, a {@code BigDecimal}
 * price, an {@code Instant} and a {@code LocalDate}, the stock per warehouse as an {@code int[]},
 * categories as a {@code Set<String>} (a {@code LinkedHashSet}), attributes as a {@code Map<String,
 * String>} (a {@code HashMap}) and an enum. Plain mutable POJO.
 */
public final class Product implements Serializable {

  /** Whether a product can be ordered now. */
  public enum Availability {
    IN_STOCK,
    LOW_STOCK,
    BACKORDER,
    PREORDER,
    DISCONTINUED
  }

  private UUID id;
  private String name;
  private String description;
  private BigDecimal price;
  private Instant updatedAt;
  private LocalDate releaseDate;
  private int[] stockByWarehouse;
  private Set<String> categories;
  private Map<String, String> attributes;
  private Availability availability;

  public Product() {}

  public UUID getId() {
    return id;
  }

  public void setId(UUID id) {
    this.id = id;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getDescription() {
    return description;
  }

  public void setDescription(String description) {
    this.description = description;
  }

  public BigDecimal getPrice() {
    return price;
  }

  public void setPrice(BigDecimal price) {
    this.price = price;
  }

  public Instant getUpdatedAt() {
    return updatedAt;
  }

  public void setUpdatedAt(Instant updatedAt) {
    this.updatedAt = updatedAt;
  }

  public LocalDate getReleaseDate() {
    return releaseDate;
  }

  public void setReleaseDate(LocalDate releaseDate) {
    this.releaseDate = releaseDate;
  }

  public int[] getStockByWarehouse() {
    return stockByWarehouse;
  }

  public void setStockByWarehouse(int[] stockByWarehouse) {
    this.stockByWarehouse = stockByWarehouse;
  }

  public Set<String> getCategories() {
    return categories;
  }

  public void setCategories(Set<String> categories) {
    this.categories = categories;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  public void setAttributes(Map<String, String> attributes) {
    this.attributes = attributes;
  }

  public Availability getAvailability() {
    return availability;
  }

  public void setAvailability(Availability availability) {
    this.availability = availability;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Product)) {
      return false;
    }
    Product p = (Product) o;
    return Objects.equals(id, p.id)
        && Objects.equals(name, p.name)
        && Objects.equals(description, p.description)
        && Objects.equals(price, p.price)
        && Objects.equals(updatedAt, p.updatedAt)
        && Objects.equals(releaseDate, p.releaseDate)
        && Arrays.equals(stockByWarehouse, p.stockByWarehouse)
        && Objects.equals(categories, p.categories)
        && Objects.equals(attributes, p.attributes)
        && availability == p.availability;
  }

  @Override
  public int hashCode() {
    return 31
            * Objects.hash(
                id,
                name,
                description,
                price,
                updatedAt,
                releaseDate,
                categories,
                attributes,
                availability)
        + Arrays.hashCode(stockByWarehouse);
  }

  @Override
  public String toString() {
    return "Product{" + id + ", " + name + ", " + price + ", " + availability + "}";
  }
}
