package dev.skiff;

import static org.assertj.core.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Structural comparison of two object graphs: same classes everywhere, arrays element by element,
 * floats and doubles by raw bits, ordered collections and maps in order, user objects field by
 * field (non-static, non-transient fields of every non-JDK class in the hierarchy). Cycles are
 * followed once.
 */
public final class DeepEquals {
  private final IdentityHashMap<Object, Object> visited = new IdentityHashMap<>();

  private DeepEquals() {}

  /** Fails with the path of the first difference unless the two graphs are structurally equal. */
  public static void assertDeepEquals(Object expected, Object actual) {
    String diff = diff(expected, actual);
    if (diff != null) {
      fail("graphs differ at " + diff);
    }
  }

  /** The path and description of the first difference, or null when the graphs are equal. */
  public static String diff(Object expected, Object actual) {
    return new DeepEquals().compare(expected, actual, "root");
  }

  private String compare(Object a, Object b, String path) {
    if (a == null || b == null) {
      return a == b ? null : path + ": expected " + describe(a) + " but was " + describe(b);
    }
    if (a.getClass() != b.getClass()) {
      return path
          + ": expected class "
          + a.getClass().getName()
          + " but was "
          + b.getClass().getName();
    }
    if (a instanceof Float) {
      return Float.floatToRawIntBits((Float) a) == Float.floatToRawIntBits((Float) b)
          ? null
          : path + ": float bits " + bits(a) + " vs " + bits(b);
    }
    if (a instanceof Double) {
      return Double.doubleToRawLongBits((Double) a) == Double.doubleToRawLongBits((Double) b)
          ? null
          : path + ": double bits " + bits(a) + " vs " + bits(b);
    }
    if (a instanceof String
        || a instanceof Number
        || a instanceof Boolean
        || a instanceof Character
        || a instanceof Enum) {
      return a.equals(b) ? null : path + ": expected " + describe(a) + " but was " + describe(b);
    }
    if (visited.get(a) == b) {
      return null;
    }
    visited.put(a, b);
    if (a.getClass().isArray()) {
      int n = Array.getLength(a);
      if (n != Array.getLength(b)) {
        return path + ": array length " + n + " vs " + Array.getLength(b);
      }
      for (int i = 0; i < n; i++) {
        String d = compare(Array.get(a, i), Array.get(b, i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    String d;
    if (a instanceof Map) {
      d = compareMaps((Map<?, ?>) a, (Map<?, ?>) b, path);
    } else if (a instanceof Set && !(a instanceof SortedSet) && !(a instanceof LinkedHashSet)) {
      d =
          a.equals(b) && ((Set<?>) a).size() == ((Set<?>) b).size()
              ? null
              : path + ": sets differ: " + describe(a) + " vs " + describe(b);
    } else if (a instanceof Collection) {
      d = compareInOrder((Collection<?>) a, (Collection<?>) b, path);
    } else if (isJdk(a.getClass())) {
      d = a.equals(b) ? null : path + ": expected " + describe(a) + " but was " + describe(b);
    } else {
      d = null;
    }
    if (d != null) {
      return d;
    }
    return compareFields(a, b, path);
  }

  private String compareInOrder(Collection<?> a, Collection<?> b, String path) {
    if (a.size() != b.size()) {
      return path + ": size " + a.size() + " vs " + b.size();
    }
    Iterator<?> ia = a.iterator();
    Iterator<?> ib = b.iterator();
    for (int i = 0; ia.hasNext(); i++) {
      String d = compare(ia.next(), ib.next(), path + "[" + i + "]");
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private String compareMaps(Map<?, ?> a, Map<?, ?> b, String path) {
    if (a.size() != b.size()) {
      return path + ": map size " + a.size() + " vs " + b.size();
    }
    if (a instanceof LinkedHashMap || a instanceof SortedMap) {
      Iterator<? extends Map.Entry<?, ?>> ia = a.entrySet().iterator();
      Iterator<? extends Map.Entry<?, ?>> ib = b.entrySet().iterator();
      for (int i = 0; ia.hasNext(); i++) {
        Map.Entry<?, ?> ea = ia.next();
        Map.Entry<?, ?> eb = ib.next();
        String d = compare(ea.getKey(), eb.getKey(), path + ".key#" + i);
        if (d == null) {
          d = compare(ea.getValue(), eb.getValue(), path + "{" + ea.getKey() + "}");
        }
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    for (Map.Entry<?, ?> e : a.entrySet()) {
      if (!b.containsKey(e.getKey())) {
        return path + ": missing key " + describe(e.getKey());
      }
      String d = compare(e.getValue(), b.get(e.getKey()), path + "{" + e.getKey() + "}");
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private String compareFields(Object a, Object b, String path) {
    for (Class<?> c = a.getClass(); c != null && !isJdk(c); c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        int mod = f.getModifiers();
        if (Modifier.isStatic(mod) || Modifier.isTransient(mod) || f.isSynthetic()) {
          continue;
        }
        f.setAccessible(true);
        try {
          String d =
              compare(f.get(a), f.get(b), path + "." + c.getSimpleName() + "." + f.getName());
          if (d != null) {
            return d;
          }
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
    return null;
  }

  private static boolean isJdk(Class<?> c) {
    String n = c.getName();
    return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.");
  }

  private static String bits(Object o) {
    if (o instanceof Float) {
      return "0x" + Integer.toHexString(Float.floatToRawIntBits((Float) o));
    }
    return "0x" + Long.toHexString(Double.doubleToRawLongBits((Double) o));
  }

  private static String describe(Object o) {
    if (o == null) {
      return "null";
    }
    String s;
    try {
      s = o instanceof List && ((List<?>) o).contains(o) ? "<self-containing list>" : o.toString();
    } catch (RuntimeException | StackOverflowError e) {
      s = "<" + e.getClass().getSimpleName() + " in toString>";
    }
    if (s.length() > 200) {
      s = s.substring(0, 200) + "...(" + s.length() + " chars)";
    }
    return s + " (" + o.getClass().getName() + ")";
  }

  /** Equality helper for values that may be boxed floats: compares raw bits for those. */
  public static boolean rawEquals(Object a, Object b) {
    return Objects.equals(diff(a, b), null);
  }
}
