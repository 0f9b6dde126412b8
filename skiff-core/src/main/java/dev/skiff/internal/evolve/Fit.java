package dev.skiff.internal.evolve;

import dev.skiff.internal.engine.TypeRegistry;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The conversions a compatible-mode reader applies when a field's declared type changed between
 * writer and reader: a value read as the writer wrote it is fitted to the reader's declared
 * (generic) type, or refused.
 *
 * <p>Accepted: widening of numbers ({@code byte → short → int → long → double}, {@code char → int},
 * {@code float → double}; nothing that loses precision except {@code long → double}, which protobuf
 * and Avro also allow), primitive ↔ boxed, a value ↔ an {@code Optional} of it, {@code T[]} ↔
 * {@code List<T>} (or any collection type an {@code ArrayList} satisfies), and a declared type that
 * became a supertype or interface of the value's class. They apply at every level of type
 * arguments: the elements of collections and arrays and the keys and values of maps. Anything else
 * is a {@link Mismatch}, which the caller turns into an error naming the class and field.
 */
final class Fit {
  private Fit() {}

  /** A value that does not fit; the message says what was found and what was expected. */
  static final class Mismatch extends Exception {
    private static final long serialVersionUID = 1L;

    Mismatch(String found) {
      super(found, null, false, false);
    }
  }

  /** {@code value} fitted to {@code target}; the same instance when it fits as it is. */
  static @Nullable Object fit(@Nullable Object value, Type target) throws Mismatch {
    Class<?> raw = raw(target);
    if (value == null) {
      if (raw.isPrimitive()) {
        throw new Mismatch("null");
      }
      return raw == Optional.class ? Optional.empty() : null;
    }
    if (raw == Optional.class) {
      Type inner = arg(target, 0);
      if (value instanceof Optional<?> o) {
        if (o.isEmpty()) {
          return o;
        }
        Object v = o.get();
        Object fitted = fit(v, inner);
        return fitted == v ? o : Optional.ofNullable(fitted);
      }
      return Optional.ofNullable(fit(value, inner));
    }
    if (value instanceof Optional<?> o) {
      return fit(o.orElse(null), target);
    }
    Class<?> box = TypeRegistry.boxed(raw);
    if (box.isInstance(value)) {
      if (value instanceof Collection<?> c && target instanceof ParameterizedType) {
        return fitCollection(c, arg(target, 0), raw);
      }
      if (value instanceof Map<?, ?> m && target instanceof ParameterizedType) {
        return fitMap(m, arg(target, 0), arg(target, 1), raw);
      }
      if (raw.isArray() && !raw.getComponentType().isPrimitive()) {
        return fitArray(value, component(target), raw.getComponentType());
      }
      return value;
    }
    Object widened = widen(value, box);
    if (widened != null) {
      return widened;
    }
    if (raw.isArray()) {
      if (value instanceof Collection<?> c) {
        return toArray(c.toArray(), component(target), raw.getComponentType());
      }
      if (value.getClass().isArray()) {
        return toArray(boxedElements(value), component(target), raw.getComponentType());
      }
    }
    if (value.getClass().isArray() && raw.isAssignableFrom(ArrayList.class)) {
      Type element = target instanceof ParameterizedType ? arg(target, 0) : Object.class;
      Object[] elements = boxedElements(value);
      List<Object> list = new ArrayList<>(elements.length);
      for (Object e : elements) {
        list.add(fit(e, element));
      }
      return list;
    }
    throw new Mismatch(value.getClass().getName());
  }

  /** A number widened to {@code box}, or null when that is not a widening. */
  private static @Nullable Object widen(Object v, Class<?> box) {
    if (box == Long.class) {
      if (v instanceof Integer || v instanceof Short || v instanceof Byte) {
        return ((Number) v).longValue();
      }
      if (v instanceof Character c) {
        return (long) c;
      }
    } else if (box == Double.class) {
      if (v instanceof Integer
          || v instanceof Long
          || v instanceof Short
          || v instanceof Byte
          || v instanceof Float) {
        return ((Number) v).doubleValue();
      }
      if (v instanceof Character c) {
        return (double) c;
      }
    } else if (box == Integer.class) {
      if (v instanceof Short || v instanceof Byte) {
        return ((Number) v).intValue();
      }
      if (v instanceof Character c) {
        return (int) c;
      }
    } else if (box == Short.class && v instanceof Byte b) {
      return (short) b;
    }
    return null;
  }

  private static Object fitCollection(Collection<?> c, Type element, Class<?> raw) throws Mismatch {
    List<Object> fitted = null;
    int i = 0;
    for (Object e : c) {
      Object f = fit(e, element);
      if (f != e && fitted == null) {
        fitted = new ArrayList<>(c.size());
        int j = 0;
        for (Object before : c) {
          if (j++ == i) {
            break;
          }
          fitted.add(before);
        }
      }
      if (fitted != null) {
        fitted.add(f);
      }
      i++;
    }
    if (fitted == null) {
      return c;
    }
    @SuppressWarnings("unchecked")
    Collection<Object> out = (Collection<Object>) newLike(c, raw);
    out.addAll(fitted);
    return out;
  }

  private static Object fitMap(Map<?, ?> m, Type keyType, Type valueType, Class<?> raw)
      throws Mismatch {
    boolean changed = false;
    List<Object[]> entries = new ArrayList<>(m.size());
    for (Map.Entry<?, ?> e : m.entrySet()) {
      Object k = fit(e.getKey(), keyType);
      Object v = fit(e.getValue(), valueType);
      changed |= k != e.getKey() || v != e.getValue();
      entries.add(new Object[] {k, v});
    }
    if (!changed) {
      return m;
    }
    @SuppressWarnings("unchecked")
    Map<Object, Object> out = (Map<Object, Object>) newLike(m, raw);
    for (Object[] kv : entries) {
      out.put(kv[0], kv[1]);
    }
    return out;
  }

  /**
   * An empty container of the same class as {@code c} when it has a public no-arg constructor, else
   * a general one (list, set or map) that satisfies {@code raw}.
   */
  private static Object newLike(Object c, Class<?> raw) throws Mismatch {
    try {
      Constructor<?> ctor = c.getClass().getConstructor();
      Object o = ctor.newInstance();
      if (raw.isInstance(o)) {
        return o;
      }
    } catch (ReflectiveOperationException | RuntimeException e) {
      // fall through to a general container
    }
    Object general =
        c instanceof Map<?, ?>
            ? new LinkedHashMap<>()
            : c instanceof Set<?> ? new LinkedHashSet<>() : new ArrayList<>();
    if (!raw.isInstance(general)) {
      throw new Mismatch(c.getClass().getName());
    }
    return general;
  }

  private static Object fitArray(Object array, Type element, Class<?> component) throws Mismatch {
    Object[] a = (Object[]) array;
    for (Object e : a) {
      if (fit(e, element) != e) {
        return toArray(a, element, component);
      }
    }
    return array;
  }

  private static Object toArray(Object[] elements, Type element, Class<?> component)
      throws Mismatch {
    Object out = Array.newInstance(component, elements.length);
    for (int i = 0; i < elements.length; i++) {
      Object f = fit(elements[i], element);
      if (f == null && component.isPrimitive()) {
        throw new Mismatch("null element");
      }
      try {
        Array.set(out, i, f);
      } catch (IllegalArgumentException e) {
        throw new Mismatch(f == null ? "null" : f.getClass().getName());
      }
    }
    return out;
  }

  private static Object[] boxedElements(Object array) {
    int n = Array.getLength(array);
    Object[] out = new Object[n];
    for (int i = 0; i < n; i++) {
      out[i] = Array.get(array, i);
    }
    return out;
  }

  /** The raw class of a declared type (type variables and wildcards by their first bound). */
  static Class<?> raw(Type t) {
    if (t instanceof Class<?> c) {
      return c;
    }
    if (t instanceof ParameterizedType p) {
      return raw(p.getRawType());
    }
    if (t instanceof GenericArrayType g) {
      return raw(g.getGenericComponentType()).arrayType();
    }
    if (t instanceof WildcardType w) {
      return raw(w.getUpperBounds()[0]);
    }
    if (t instanceof TypeVariable<?> v) {
      return raw(v.getBounds()[0]);
    }
    return Object.class;
  }

  private static Type arg(Type t, int i) {
    if (t instanceof ParameterizedType p && i < p.getActualTypeArguments().length) {
      return p.getActualTypeArguments()[i];
    }
    return Object.class;
  }

  private static Type component(Type t) {
    if (t instanceof GenericArrayType g) {
      return g.getGenericComponentType();
    }
    Class<?> c = raw(t).getComponentType();
    return c == null ? Object.class : c;
  }
}
