package dev.skiff.codegen;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * A reflective deep comparison of two object graphs: user objects and records field by field over
 * their whole hierarchy, floats and doubles by raw bits, arrays and lists element by element, maps
 * by key (in order for ordered maps). Optionally it also demands the same sharing: two places that
 * hold one user object in the first graph hold one object in the second, and vice versa.
 */
final class FieldEquals {
  private final boolean transients;
  private final boolean identity;
  private final IdentityHashMap<Object, Object> forward = new IdentityHashMap<>();
  private final IdentityHashMap<Object, Object> backward = new IdentityHashMap<>();

  private FieldEquals(boolean transients, boolean identity) {
    this.transients = transients;
    this.identity = identity;
  }

  /**
   * The path of the first difference, or null.
   *
   * @param transients whether transient fields are compared too
   * @param identity whether sharing of user objects must match
   */
  static String diff(Object a, Object b, boolean transients, boolean identity) {
    return new FieldEquals(transients, identity).compare(a, b, "root");
  }

  private String compare(Object a, Object b, String path) {
    if (a == null || b == null) {
      return a == b ? null : path + ": " + show(a) + " vs " + show(b);
    }
    Class<?> ca = a.getClass();
    if (ca != b.getClass()) {
      return path + ": class " + ca.getName() + " vs " + b.getClass().getName();
    }
    if (a instanceof Float) {
      int x = Float.floatToRawIntBits((Float) a);
      int y = Float.floatToRawIntBits((Float) b);
      return x == y ? null : path + ": float bits " + Integer.toHexString(x) + " vs " + y;
    }
    if (a instanceof Double) {
      long x = Double.doubleToRawLongBits((Double) a);
      long y = Double.doubleToRawLongBits((Double) b);
      return x == y ? null : path + ": double bits " + Long.toHexString(x) + " vs " + y;
    }
    if (a instanceof String
        || a instanceof Number
        || a instanceof Boolean
        || a instanceof Character
        || a instanceof Enum) {
      return a.equals(b) ? null : path + ": " + show(a) + " vs " + show(b);
    }
    if (ca == Object.class) {
      return null; // a bare Object has no state
    }
    boolean user = !ca.getName().startsWith("java.");
    if (user || ca.isArray()) {
      Object seenB = forward.get(a);
      Object seenA = backward.get(b);
      if (seenB == b) {
        return null;
      }
      if (identity && user && (seenB != null || seenA != null)) {
        return path + ": sharing differs (an object reached twice maps to different objects)";
      }
      if (seenB == null) {
        forward.put(a, b);
      }
      if (seenA == null) {
        backward.put(b, a);
      }
    }
    if (ca.isArray()) {
      int n = Array.getLength(a);
      if (n != Array.getLength(b)) {
        return path + ": length " + n + " vs " + Array.getLength(b);
      }
      for (int i = 0; i < n; i++) {
        String d = compare(Array.get(a, i), Array.get(b, i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (a instanceof List) {
      return inOrder(((List<?>) a).iterator(), ((List<?>) b).iterator(), path);
    }
    if (a instanceof Map) {
      Map<?, ?> ma = (Map<?, ?>) a;
      Map<?, ?> mb = (Map<?, ?>) b;
      if (ma.size() != mb.size()) {
        return path + ": size " + ma.size() + " vs " + mb.size();
      }
      if (a instanceof LinkedHashMap || a instanceof SortedMap) {
        String d = inOrder(ma.keySet().iterator(), mb.keySet().iterator(), path + ".keys");
        if (d != null) {
          return d;
        }
      }
      for (Map.Entry<?, ?> e : ma.entrySet()) {
        if (!mb.containsKey(e.getKey())) {
          return path + ": missing key " + show(e.getKey());
        }
        String d = compare(e.getValue(), mb.get(e.getKey()), path + "{" + e.getKey() + "}");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    if (!user) {
      return a.equals(b) ? null : path + ": " + show(a) + " vs " + show(b);
    }
    for (Class<?> c = ca;
        c != null && c != Object.class && c != Record.class;
        c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        int mods = f.getModifiers();
        if (Modifier.isStatic(mods) || (!transients && Modifier.isTransient(mods))) {
          continue;
        }
        f.setAccessible(true);
        String d;
        try {
          d = compare(f.get(a), f.get(b), path + "." + c.getSimpleName() + "." + f.getName());
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
        if (d != null) {
          return d;
        }
      }
    }
    return null;
  }

  private String inOrder(Iterator<?> ia, Iterator<?> ib, String path) {
    for (int i = 0; ia.hasNext() || ib.hasNext(); i++) {
      if (!ia.hasNext() || !ib.hasNext()) {
        return path + ": sizes differ at " + i;
      }
      String d = compare(ia.next(), ib.next(), path + "[" + i + "]");
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private static String show(Object o) {
    if (o == null) {
      return "null";
    }
    if (o.getClass().getName().startsWith("java.")) {
      String s = String.valueOf(o);
      return o.getClass().getSimpleName() + " " + (s.length() > 60 ? s.substring(0, 60) + "…" : s);
    }
    return o.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(o));
  }
}
