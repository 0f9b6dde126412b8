package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report of what a per-message string table could save on each data set: it walks a data set's
 * value (fields of the data classes, collection elements, map keys and values, array elements) in
 * the order a serializer meets them, and counts the strings that repeat an earlier string of the
 * same message, by content and by identity. For each repeat it compares the bytes Skiff writes for
 * the string today (header plus Latin-1, UTF-8 or UTF-16 payload) with the bytes of a reference to
 * the earlier one (a var-int of the table index, shifted as a string header would be), so the
 * saving is an upper bound of what such a table could remove from the message; the message size is
 * Skiff's actual size for the data set.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there:
 *
 * <pre>
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.StringRepeats
 * </pre>
 */
public final class StringRepeats {
  private StringRepeats() {}

  /** What the walk of one value found. */
  static final class Count {
    int strings;
    long stringBytes;
    int repeatsByContent;
    long savedByContent;
    int repeatsByIdentity;
    long savedByIdentity;
    private final Map<String, Integer> byContent = new HashMap<>();
    private final Map<String, Integer> byIdentity = new IdentityHashMap<>();

    void string(String s) {
      strings++;
      int cost = encodedSize(s);
      stringBytes += cost;
      Integer seen = byContent.get(s);
      if (seen != null) {
        repeatsByContent++;
        savedByContent += cost - varIntSize((long) seen << 2);
      } else {
        byContent.put(s, byContent.size() + 1);
      }
      Integer same = byIdentity.get(s);
      if (same != null) {
        repeatsByIdentity++;
        savedByIdentity += cost - varIntSize((long) same << 2);
      } else {
        byIdentity.put(s, byIdentity.size() + 1);
      }
    }
  }

  public static void main(String[] args) {
    System.out.println(
        "| data set | message bytes | strings | string bytes | repeats (content) | saved"
            + " | saved % | repeats (identity) | saved |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (DataSet d : DataSets.all()) {
      if (d.needsReferences()) {
        continue;
      }
      Object value = d.create();
      Count c = count(value);
      int size = Codecs.create(Codecs.SKIFF, d).serialize(value).length;
      System.out.printf(
          Locale.ROOT,
          "| %s | %,d | %,d | %,d | %,d | %,d | %.1f | %,d | %,d |%n",
          d.name(),
          size,
          c.strings,
          c.stringBytes,
          c.repeatsByContent,
          c.savedByContent,
          100.0 * c.savedByContent / size,
          c.repeatsByIdentity,
          c.savedByIdentity);
    }
  }

  /** Walks {@code root} depth first, fields in declaration order, superclass fields first. */
  static Count count(Object root) {
    Count c = new Count();
    walk(root, c, new IdentityHashMap<>());
    return c;
  }

  private static void walk(Object v, Count c, Map<Object, Boolean> seen) {
    if (v == null) {
      return;
    }
    if (v instanceof String s) {
      c.string(s);
      return;
    }
    if (seen.put(v, Boolean.TRUE) != null) {
      return;
    }
    Class<?> type = v.getClass();
    if (v instanceof Map<?, ?> m) {
      for (Map.Entry<?, ?> e : m.entrySet()) {
        walk(e.getKey(), c, seen);
        walk(e.getValue(), c, seen);
      }
    } else if (v instanceof Collection<?> col) {
      for (Object e : col) {
        walk(e, c, seen);
      }
    } else if (type.isArray()) {
      if (!type.getComponentType().isPrimitive()) {
        for (int i = 0, n = Array.getLength(v); i < n; i++) {
          walk(Array.get(v, i), c, seen);
        }
      }
    } else if (!type.getName().startsWith("java.") && !type.isEnum()) {
      for (Field f : fields(type)) {
        try {
          walk(f.get(v), c, seen);
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }
  }

  private static List<Field> fields(Class<?> type) {
    List<Field> out = new ArrayList<>();
    if (type.getSuperclass() != null && type.getSuperclass() != Object.class) {
      out.addAll(fields(type.getSuperclass()));
    }
    for (Field f : type.getDeclaredFields()) {
      int m = f.getModifiers();
      if (!Modifier.isStatic(m) && !Modifier.isTransient(m) && !f.getType().isPrimitive()) {
        f.setAccessible(true);
        out.add(f);
      }
    }
    return out;
  }

  /** The bytes Skiff writes for {@code s}: header plus the smallest payload the format allows. */
  static int encodedSize(String s) {
    int n = s.length();
    if (s.chars().allMatch(ch -> ch <= 0xFF)) {
      return varIntSize(((long) n << 2) | 1) + n;
    }
    int utf8 = s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    if (utf8 <= 2 * n) {
      return varIntSize(((long) utf8 << 2) | 2) + utf8;
    }
    return varIntSize(((long) n << 2) | 3) + 2 * n;
  }

  static int varIntSize(long v) {
    int size = 1;
    while ((v & ~0x7FL) != 0 && size < 9) {
      v >>>= 7;
      size++;
    }
    return size;
  }
}
