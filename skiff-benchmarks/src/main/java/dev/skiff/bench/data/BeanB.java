package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/** A small value bean used as both key and value of the {@code map-bean} data set. */
public final class BeanB implements Serializable {
  private int id;
  private String name;
  private double weight;

  public BeanB() {}

  public BeanB(int id, String name, double weight) {
    this.id = id;
    this.name = name;
    this.weight = weight;
  }

  /** A fresh {@code HashMap<BeanB, BeanB>} of {@code n} entries. */
  public static Map<BeanB, BeanB> map(int n) {
    Map<BeanB, BeanB> m = new HashMap<>();
    for (int i = 0; i < n; i++) {
      m.put(new BeanB(i, "key-" + i, i * 0.5), new BeanB(-i, "value-" + i, i * 1.5));
    }
    return m;
  }

  public int getId() {
    return id;
  }

  public String getName() {
    return name;
  }

  public double getWeight() {
    return weight;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof BeanB)) {
      return false;
    }
    BeanB b = (BeanB) o;
    return id == b.id && Double.compare(weight, b.weight) == 0 && Objects.equals(name, b.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, weight);
  }
}
