package dev.skiff.bench;

import dev.skiff.bench.data.Catalog;
import dev.skiff.bench.data.Product;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Hand-written code for the catalog data set: the catalog's fields, then each {@link Product}'s in
 * declaration order (the JDK value types through {@link HandBuffer}'s helpers), read back through
 * the setters into an {@code ArrayList}, a {@code LinkedHashSet} and a {@code HashMap}.
 */
final class HandCatalog {
  private HandCatalog() {}

  private static final Product.Availability[] AVAILABILITIES = Product.Availability.values();

  static void writeCatalog(HandBuffer b, Catalog c) {
    b.writeString(c.getStoreId());
    b.writeLong(c.getVersion());
    List<Product> products = c.getProducts();
    b.writeUInt(products.size());
    for (Product p : products) {
      writeProduct(b, p);
    }
  }

  static Catalog readCatalog(HandBuffer b) {
    Catalog c = new Catalog();
    c.setStoreId(b.readString());
    c.setVersion(b.readLong());
    int n = b.readUInt();
    List<Product> products = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      products.add(readProduct(b));
    }
    c.setProducts(products);
    return c;
  }

  static void writeProduct(HandBuffer b, Product p) {
    b.writeUuid(p.getId());
    b.writeString(p.getName());
    b.writeString(p.getDescription());
    b.writeDecimal(p.getPrice());
    b.writeInstant(p.getUpdatedAt());
    b.writeDate(p.getReleaseDate());
    b.writeInts(p.getStockByWarehouse());
    Set<String> categories = p.getCategories();
    b.writeUInt(categories.size());
    for (String s : categories) {
      b.writeString(s);
    }
    HandMaps.writeStringMap(b, p.getAttributes());
    b.writeByte(p.getAvailability().ordinal());
  }

  static Product readProduct(HandBuffer b) {
    Product p = new Product();
    p.setId(b.readUuid());
    p.setName(b.readString());
    p.setDescription(b.readString());
    p.setPrice(b.readDecimal());
    p.setUpdatedAt(b.readInstant());
    p.setReleaseDate(b.readDate());
    p.setStockByWarehouse(b.readInts());
    int n = b.readUInt();
    Set<String> categories = new LinkedHashSet<>(Math.max(16, (int) (n / 0.75f) + 1));
    for (int i = 0; i < n; i++) {
      categories.add(b.readString());
    }
    p.setCategories(categories);
    p.setAttributes(HandMaps.readStringMap(b));
    p.setAvailability(AVAILABILITIES[b.readByte()]);
    return p;
  }
}
