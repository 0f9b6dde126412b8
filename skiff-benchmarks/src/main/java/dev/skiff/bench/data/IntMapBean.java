package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/** A bean whose only field is a {@code Map<Integer, Integer>}, so the map's types are declared. */
public final class IntMapBean implements Serializable {
  private Map<Integer, Integer> map;

  public IntMapBean() {}

  public IntMapBean(Map<Integer, Integer> map) {
    this.map = map;
  }

  /** A fresh {@code HashMap<Integer, Integer>} of {@code n} entries: key i, value i * 31 - 1000. */
  public static HashMap<Integer, Integer> intMap(int n) {
    HashMap<Integer, Integer> m = new HashMap<>();
    for (int i = 0; i < n; i++) {
      m.put(i, i * 31 - 1000);
    }
    return m;
  }

  public Map<Integer, Integer> getMap() {
    return map;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntMapBean && Objects.equals(map, ((IntMapBean) o).map);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(map);
  }
}
