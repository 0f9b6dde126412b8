package dev.skiff.codegen;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Fills instances of (generated) classes with random values through reflection, from a seed. Some
 * reference values are shared between fields; with {@code cycles}, {@code Object} fields and fields
 * of a class's own type may also point back at objects still being filled.
 */
final class Values {
  private static final int MAX_DEPTH = 3;

  private final Random r;
  private final boolean cycles;
  private final Map<Class<?>, List<Object>> pool = new HashMap<>();
  private final List<Object> finished = new ArrayList<>();
  private final List<Object> inProgress = new ArrayList<>();

  Values(long seed, boolean cycles) {
    this.r = new Random(seed);
    this.cycles = cycles;
  }

  /** A new instance of {@code type} (public no-arg constructor) with every field set. */
  Object instance(Class<?> type) {
    return instance(type, 0);
  }

  private Object instance(Class<?> type, int depth) {
    Object obj;
    try {
      obj = type.getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot instantiate " + type, e);
    }
    inProgress.add(obj);
    for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers())) {
          continue;
        }
        f.setAccessible(true);
        try {
          f.set(obj, value(f.getType(), depth + 1));
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
    inProgress.remove(inProgress.size() - 1);
    remember(type, obj);
    return obj;
  }

  private void remember(Class<?> declared, Object v) {
    pool.computeIfAbsent(declared, k -> new ArrayList<>()).add(v);
    finished.add(v);
  }

  /** A random value assignable to {@code type}. */
  Object value(Class<?> type, int depth) {
    if (type.isPrimitive()) {
      return primitive(type);
    }
    if (r.nextInt(8) == 0) {
      return null;
    }
    List<Object> shared = pool.get(type);
    if (shared != null && r.nextInt(6) == 0) {
      return shared.get(r.nextInt(shared.size()));
    }
    if (cycles && r.nextInt(8) == 0) {
      for (Object o : inProgress) {
        if (type.isInstance(o)) {
          return o;
        }
      }
    }
    Object v = fresh(type, depth);
    if (v != null && !isUserClass(type)) {
      remember(type, v);
    }
    return v;
  }

  private Object fresh(Class<?> type, int depth) {
    if (type == Boolean.class
        || type == Byte.class
        || type == Character.class
        || type == Short.class
        || type == Integer.class
        || type == Long.class
        || type == Float.class
        || type == Double.class) {
      return primitive(unboxed(type));
    }
    if (type == String.class) {
      return string();
    }
    if (type == Suit.class) {
      return Suit.values()[r.nextInt(Suit.values().length)];
    }
    if (type == List.class) {
      return list();
    }
    if (type == Map.class) {
      return map();
    }
    if (type == int[].class) {
      int[] a = new int[r.nextInt(6)];
      for (int i = 0; i < a.length; i++) {
        a[i] = (Integer) primitive(int.class);
      }
      return a;
    }
    if (type == Pt.class) {
      return point();
    }
    if (type == Object.class) {
      return anything(depth);
    }
    if (isUserClass(type)) {
      return depth > MAX_DEPTH ? null : instance(type, depth);
    }
    throw new AssertionError("no values for " + type);
  }

  /** Whether {@code type} is one of the generated classes (not the JDK's, not Pt or Suit). */
  private static boolean isUserClass(Class<?> type) {
    return !type.isPrimitive()
        && !type.isArray()
        && !type.getName().startsWith("java.")
        && type != Pt.class
        && type != Suit.class;
  }

  private Object anything(int depth) {
    if (cycles && !inProgress.isEmpty() && r.nextInt(6) == 0) {
      return inProgress.get(r.nextInt(inProgress.size()));
    }
    if (!finished.isEmpty() && r.nextInt(6) == 0) {
      return finished.get(r.nextInt(finished.size()));
    }
    switch (r.nextInt(12)) {
      case 0:
        return primitive(int.class);
      case 1:
        return primitive(long.class);
      case 2:
        return primitive(double.class);
      case 3:
        return string();
      case 4:
        return Suit.values()[r.nextInt(Suit.values().length)];
      case 5:
        return point();
      case 6:
        return fresh(int[].class, depth);
      case 7:
        return list();
      case 8:
        return map();
      case 9:
        return new Object();
      case 10:
        return primitive(char.class);
      default:
        // Any generated class of this loader reachable from the root: the root's own class.
        for (Object o : finished) {
          if (isUserClass(o.getClass())) {
            return o;
          }
        }
        return "no user object yet";
    }
  }

  private Pt point() {
    List<String> tags = r.nextInt(4) == 0 ? null : List.of(string(false), string(false));
    return new Pt(
        (Integer) primitive(int.class),
        string(),
        (Double) primitive(double.class),
        tags,
        r.nextBoolean() ? null : Suit.values()[r.nextInt(Suit.values().length)]);
  }

  private List<String> list() {
    int n = r.nextInt(5);
    switch (r.nextInt(4)) {
      case 0:
        {
          List<String> l = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            l.add(string());
          }
          return l;
        }
      case 1:
        {
          List<String> l = new LinkedList<>();
          for (int i = 0; i < n; i++) {
            l.add(string());
          }
          return l;
        }
      case 2:
        {
          String[] a = new String[n];
          for (int i = 0; i < n; i++) {
            a[i] = string(false);
          }
          return List.of(a);
        }
      default:
        {
          String[] a = new String[n];
          for (int i = 0; i < n; i++) {
            a[i] = string();
          }
          return Arrays.asList(a);
        }
    }
  }

  private Map<String, Integer> map() {
    int n = r.nextInt(5);
    Map<String, Integer> m;
    switch (r.nextInt(3)) {
      case 0:
        m = new HashMap<>();
        break;
      case 1:
        m = new LinkedHashMap<>();
        break;
      default:
        m = new TreeMap<>();
    }
    for (int i = 0; i < n; i++) {
      m.put(string(false), r.nextInt(5) == 0 ? null : (Integer) primitive(int.class));
    }
    return m;
  }

  private String string() {
    return string(true);
  }

  private String string(boolean nullable) {
    switch (r.nextInt(nullable ? 7 : 6)) {
      case 0:
        return "";
      case 1:
        return "s" + r.nextInt(100);
      case 2:
        return "héllo wörld ÿ";
      case 3:
        return "日本語 \uD83D\uDE00 text";
      case 4:
        {
          StringBuilder b = new StringBuilder();
          int n = 100 + r.nextInt(300);
          for (int i = 0; i < n; i++) {
            b.append((char) ('a' + r.nextInt(26)));
          }
          return b.toString();
        }
      case 5:
        {
          StringBuilder b = new StringBuilder();
          int n = r.nextInt(20);
          for (int i = 0; i < n; i++) {
            b.append((char) (0x20 + r.nextInt(0x7fff)));
          }
          // keep it valid UTF-16: drop lone surrogates, which are no concern of the generator
          return b.toString().replaceAll("[\\uD800-\\uDFFF]", "?");
        }
      default:
        return null;
    }
  }

  private static Class<?> unboxed(Class<?> boxed) {
    if (boxed == Boolean.class) {
      return boolean.class;
    } else if (boxed == Byte.class) {
      return byte.class;
    } else if (boxed == Character.class) {
      return char.class;
    } else if (boxed == Short.class) {
      return short.class;
    } else if (boxed == Integer.class) {
      return int.class;
    } else if (boxed == Long.class) {
      return long.class;
    } else if (boxed == Float.class) {
      return float.class;
    }
    return double.class;
  }

  /** A boxed random value of primitive type {@code t}, biased towards edge cases. */
  Object primitive(Class<?> t) {
    if (t == boolean.class) {
      return r.nextBoolean();
    } else if (t == byte.class) {
      return (byte) longValue();
    } else if (t == char.class) {
      char[] edge = {0, 'a', 0x7f, 0x80, 0xff, 0x100, 0x7ff, 0x800, 0xd800, 0xdfff, 0xfffe, 0xffff};
      return r.nextBoolean() ? edge[r.nextInt(edge.length)] : (char) r.nextInt(0x10000);
    } else if (t == short.class) {
      return (short) longValue();
    } else if (t == int.class) {
      return (int) longValue();
    } else if (t == long.class) {
      return longValue();
    } else if (t == float.class) {
      float[] edge = {
        0f,
        -0f,
        1f,
        Float.NaN,
        Float.intBitsToFloat(0x7fc12345),
        Float.intBitsToFloat(0xffc00001),
        Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY,
        Float.MIN_VALUE,
        Float.MAX_VALUE
      };
      if (r.nextBoolean()) {
        return edge[r.nextInt(edge.length)];
      }
      int bits = r.nextInt();
      // Quiet any NaN: signalling NaNs need not survive a trip through the FPU, Skiff or not.
      return Float.isNaN(Float.intBitsToFloat(bits))
          ? Float.intBitsToFloat(bits | 0x00400000)
          : Float.intBitsToFloat(bits);
    } else {
      double[] edge = {
        0d,
        -0d,
        1d,
        Double.NaN,
        Double.longBitsToDouble(0x7ff8000000abcdefL),
        Double.longBitsToDouble(0xfff8000000000001L),
        Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE,
        Double.MAX_VALUE
      };
      if (r.nextBoolean()) {
        return edge[r.nextInt(edge.length)];
      }
      long bits = r.nextLong();
      return Double.isNaN(Double.longBitsToDouble(bits))
          ? Double.longBitsToDouble(bits | 0x0008000000000000L)
          : Double.longBitsToDouble(bits);
    }
  }

  private long longValue() {
    switch (r.nextInt(6)) {
      case 0:
        return 0;
      case 1:
        return -1;
      case 2:
        return r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE;
      case 3:
        return r.nextInt(256) - 128;
      case 4:
        return r.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      default:
        return r.nextLong();
    }
  }
}
