package dev.skiff.bench;

import dev.skiff.bench.data.BeanB;
import dev.skiff.bench.data.Endpoint;
import dev.skiff.bench.data.ServiceStats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Hand-written code for the map data sets and the bean of maps (bean-maps): a size, then key and
 * value per entry, read back into a {@code HashMap} presized for that many entries. Keys and values
 * are never null except in map-nulls, whose strings carry their own null marker.
 */
final class HandMaps {
  private HandMaps() {}

  /** A {@code HashMap} that holds {@code n} entries without resizing. */
  static <K, V> HashMap<K, V> newMap(int n) {
    return new HashMap<>(Math.max(16, (int) (n / 0.75f) + 1));
  }

  // ---- Map<Integer, Integer> (map-int-N at the root, bean-map-int-N in a field)

  static void writeIntMap(HandBuffer b, Map<Integer, Integer> m) {
    b.writeUInt(m.size());
    for (Map.Entry<Integer, Integer> e : m.entrySet()) {
      b.writeInt(e.getKey());
      b.writeInt(e.getValue());
    }
  }

  static HashMap<Integer, Integer> readIntMap(HandBuffer b) {
    int n = b.readUInt();
    HashMap<Integer, Integer> m = newMap(n);
    for (int i = 0; i < n; i++) {
      m.put(b.readInt(), b.readInt());
    }
    return m;
  }

  // ---- Map<BeanB, BeanB> (map-bean)

  static void writeBeanMap(HandBuffer b, Map<BeanB, BeanB> m) {
    b.writeUInt(m.size());
    for (Map.Entry<BeanB, BeanB> e : m.entrySet()) {
      writeBeanB(b, e.getKey());
      writeBeanB(b, e.getValue());
    }
  }

  static HashMap<BeanB, BeanB> readBeanMap(HandBuffer b) {
    int n = b.readUInt();
    HashMap<BeanB, BeanB> m = newMap(n);
    for (int i = 0; i < n; i++) {
      m.put(readBeanB(b), readBeanB(b));
    }
    return m;
  }

  static void writeBeanB(HandBuffer b, BeanB v) {
    b.writeInt(v.getId());
    b.writeString(v.getName());
    b.writeDouble(v.getWeight());
  }

  static BeanB readBeanB(HandBuffer b) {
    return new BeanB(b.readInt(), b.readString(), b.readDouble());
  }

  // ---- Map<String, String> with a null key and a null value (map-nulls)

  static void writeStringMap(HandBuffer b, Map<String, String> m) {
    b.writeUInt(m.size());
    for (Map.Entry<String, String> e : m.entrySet()) {
      b.writeString(e.getKey());
      b.writeString(e.getValue());
    }
  }

  static HashMap<String, String> readStringMap(HandBuffer b) {
    int n = b.readUInt();
    HashMap<String, String> m = newMap(n);
    for (int i = 0; i < n; i++) {
      m.put(b.readString(), b.readString());
    }
    return m;
  }

  // ---- a bean of maps (bean-maps)

  static void writeServiceStats(HandBuffer b, ServiceStats s) {
    b.writeString(s.getService());
    writeCounters(b, s.getRequestsByPath());
    writeCounters(b, s.getErrorsByCode());
    Map<String, List<String>> headers = s.getHeaders();
    b.writeUInt(headers.size());
    for (Map.Entry<String, List<String>> e : headers.entrySet()) {
      b.writeString(e.getKey());
      List<String> values = e.getValue();
      b.writeUInt(values.size());
      for (String v : values) {
        b.writeString(v);
      }
    }
    Map<Integer, Endpoint> endpoints = s.getEndpoints();
    b.writeUInt(endpoints.size());
    for (Map.Entry<Integer, Endpoint> e : endpoints.entrySet()) {
      b.writeInt(e.getKey());
      Endpoint v = e.getValue();
      b.writeString(v.getPath());
      b.writeString(v.getMethod());
      b.writeInt(v.getTimeoutMs());
      b.writeBoolean(v.isAuthenticated());
    }
  }

  static ServiceStats readServiceStats(HandBuffer b) {
    ServiceStats s = new ServiceStats();
    s.setService(b.readString());
    s.setRequestsByPath(readCounters(b));
    s.setErrorsByCode(readCounters(b));
    int n = b.readUInt();
    HashMap<String, List<String>> headers = newMap(n);
    for (int i = 0; i < n; i++) {
      String name = b.readString();
      int k = b.readUInt();
      List<String> values = new ArrayList<>(k);
      for (int j = 0; j < k; j++) {
        values.add(b.readString());
      }
      headers.put(name, values);
    }
    s.setHeaders(headers);
    n = b.readUInt();
    HashMap<Integer, Endpoint> endpoints = newMap(n);
    for (int i = 0; i < n; i++) {
      endpoints.put(
          b.readInt(), new Endpoint(b.readString(), b.readString(), b.readInt(), b.readBoolean()));
    }
    s.setEndpoints(endpoints);
    return s;
  }

  static void writeCounters(HandBuffer b, Map<String, Integer> m) {
    b.writeUInt(m.size());
    for (Map.Entry<String, Integer> e : m.entrySet()) {
      b.writeString(e.getKey());
      b.writeInt(e.getValue());
    }
  }

  static HashMap<String, Integer> readCounters(HandBuffer b) {
    int n = b.readUInt();
    HashMap<String, Integer> m = newMap(n);
    for (int i = 0; i < n; i++) {
      m.put(b.readString(), b.readInt());
    }
    return m;
  }

  // ---- Map<Long, String> (map-long-string)

  static void writeLongStringMap(HandBuffer b, Map<Long, String> m) {
    b.writeUInt(m.size());
    for (Map.Entry<Long, String> e : m.entrySet()) {
      b.writeLong(e.getKey());
      b.writeString(e.getValue());
    }
  }

  static HashMap<Long, String> readLongStringMap(HandBuffer b) {
    int n = b.readUInt();
    HashMap<Long, String> m = newMap(n);
    for (int i = 0; i < n; i++) {
      m.put(b.readLong(), b.readString());
    }
    return m;
  }
}
