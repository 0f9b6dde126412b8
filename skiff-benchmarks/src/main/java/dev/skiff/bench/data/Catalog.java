package dev.skiff.bench.data;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * The {@code catalog} data set: a store's product catalog, a list of 20 {@link Product}s whose
 * fields are mostly JDK value types ({@code UUID}, {@code BigDecimal}, {@code Instant}, {@code
 * LocalDate}, {@code int[]}, a {@code Set} and a {@code Map}). Every value is derived from the
 * product's index; the strings are ASCII, the descriptions one to two hundred characters long, the
 * prices whole cents ending in 9 or 5. Plain mutable POJO.
 */
public final class Catalog implements Serializable {
  private String storeId;
  private long version;
  private List<Product> products;

  public Catalog() {}

  private static final String[] BRANDS = {
    "Aurora", "Northwind", "Kestrel", "Lumen", "Vantage", "Halcyon", "Brightline"
  };
  private static final String[] KINDS = {
    "Wireless Headphones",
    "Espresso Machine",
    "Trail Running Shoes",
    "4K Monitor 27in",
    "Cast Iron Skillet",
    "Mechanical Keyboard",
    "Down Jacket",
    "Smart Thermostat",
    "Camping Lantern",
    "Chef Knife 8in",
    "Yoga Mat"
  };
  private static final String[] CATEGORIES = {
    "electronics", "audio", "home", "kitchen", "outdoor", "apparel", "sale", "new-arrival", "gifts"
  };
  private static final String[] COLORS = {"black", "white", "graphite", "sage", "navy", "red"};
  private static final String[] MATERIALS = {"aluminium", "stainless steel", "nylon", "wool"};
  private static final Product.Availability[] AVAILABILITIES = Product.Availability.values();

  /** A fresh copy of the standard catalog: 20 products. */
  public static Catalog standard() {
    Catalog c = new Catalog();
    c.storeId = "store-eu-west-042";
    c.version = 20_251_121_083_000L;
    List<Product> products = new ArrayList<>(20);
    for (int i = 0; i < 20; i++) {
      products.add(product(i));
    }
    c.products = products;
    return c;
  }

  /** Product number {@code i}. */
  static Product product(int i) {
    String brand = BRANDS[i % BRANDS.length];
    String kind = KINDS[(i * 5 + 3) % KINDS.length];
    Product p = new Product();
    long bits = 0x6A09E667F3BCC908L * (i + 1);
    p.setId(
        new UUID(
            (bits & ~0xF000L) | 0x4000L, // version 4
            ((bits * 31 + 0x3C6EF372FE94F82BL) & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L));
    p.setName(brand + " " + kind);
    StringBuilder d =
        new StringBuilder("The ")
            .append(brand)
            .append(' ')
            .append(kind)
            .append(" is built for everyday use: ")
            .append(COLORS[i % COLORS.length])
            .append(" finish, ")
            .append(MATERIALS[i % MATERIALS.length])
            .append(" body and a ")
            .append(1 + i % 5)
            .append("-year warranty.");
    if (i % 2 == 0) {
      d.append(" Free returns within 30 days; ships from our EU warehouses in one business day.");
    }
    p.setDescription(d.toString());
    long cents = 1_000L + (i * 7_919L) % 90_000L;
    p.setPrice(BigDecimal.valueOf(cents - cents % 10 + (i % 3 == 0 ? 5 : 9), 2));
    p.setUpdatedAt(
        Instant.ofEpochSecond(1_763_712_000L + 3_607L * i, (i * 137 % 1000) * 1_000_000));
    p.setReleaseDate(LocalDate.of(2019 + i % 7, 1 + i % 12, 1 + i * 7 % 28));
    int[] stock = new int[6];
    for (int w = 0; w < stock.length; w++) {
      stock[w] = (i + w) % 5 == 0 ? 0 : (i * 37 + w * 101) % 480;
    }
    p.setStockByWarehouse(stock);
    Set<String> categories = new LinkedHashSet<>();
    categories.add(CATEGORIES[i % 6]);
    categories.add(CATEGORIES[(i + 1) % 6]);
    if (i % 3 == 0) {
      categories.add(CATEGORIES[6 + i % 3]);
    }
    if (i % 4 == 1) {
      categories.add("gifts");
    }
    p.setCategories(categories);
    HashMap<String, String> attributes = new HashMap<>();
    attributes.put("brand", brand);
    attributes.put("color", COLORS[i % COLORS.length]);
    attributes.put("material", MATERIALS[i % MATERIALS.length]);
    attributes.put("weight", (150 + i * 45) + " g");
    if (i % 2 == 1) {
      attributes.put("dimensions", (10 + i) + " x " + (20 + i % 7) + " x " + (3 + i % 4) + " cm");
    }
    if (i % 5 == 2) {
      attributes.put("energy-class", "A++");
    }
    p.setAttributes(attributes);
    p.setAvailability(AVAILABILITIES[i % AVAILABILITIES.length]);
    return p;
  }

  /** The classes a registration-requiring serializer must know for this model, in a fixed order. */
  public static List<Class<?>> classes() {
    return List.of(Catalog.class, Product.class, Product.Availability.class);
  }

  public String getStoreId() {
    return storeId;
  }

  public void setStoreId(String storeId) {
    this.storeId = storeId;
  }

  public long getVersion() {
    return version;
  }

  public void setVersion(long version) {
    this.version = version;
  }

  public List<Product> getProducts() {
    return products;
  }

  public void setProducts(List<Product> products) {
    this.products = products;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Catalog)) {
      return false;
    }
    Catalog c = (Catalog) o;
    return version == c.version
        && Objects.equals(storeId, c.storeId)
        && Objects.equals(products, c.products);
  }

  @Override
  public int hashCode() {
    return Objects.hash(storeId, version, products);
  }

  @Override
  public String toString() {
    return "Catalog{" + storeId + ", version " + version + ", " + products.size() + " products}";
  }
}
