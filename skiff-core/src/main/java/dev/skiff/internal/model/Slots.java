package dev.skiff.internal.model;

import dev.skiff.internal.engine.Slot;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Collection;
import java.util.Map;

/**
 * Builds {@link Slot}s from declared generic types. Type arguments are kept only where their
 * meaning is certain: a JDK collection type with one type parameter (its element) or a JDK map type
 * with two (key and value). Anything else, including type variables, is treated as unknown, which
 * is always correct and only costs class tags.
 */
public final class Slots {
  private Slots() {}

  public static Slot of(Type type) {
    return of(type, 0);
  }

  private static Slot of(Type type, int nesting) {
    Class<?> raw = raw(type);
    Slot[] args = null;
    if (type instanceof ParameterizedType parameterizedType && nesting < 8) {
      Type[] actual = parameterizedType.getActualTypeArguments();
      boolean jdk = raw.getName().startsWith("java.util.");
      int params = raw.getTypeParameters().length;
      if (jdk && Collection.class.isAssignableFrom(raw) && params == 1) {
        args = new Slot[] {of(actual[0], nesting + 1)};
      } else if (jdk && Map.class.isAssignableFrom(raw) && params == 2) {
        args = new Slot[] {of(actual[0], nesting + 1), of(actual[1], nesting + 1)};
      }
    }
    return new Slot(raw, args);
  }

  /** The raw class of a declared type; unknown parts become {@code Object}. */
  static Class<?> raw(Type type) {
    if (type instanceof Class<?>) {
      return (Class<?>) type;
    }
    if (type instanceof ParameterizedType parameterizedType) {
      return raw(parameterizedType.getRawType());
    }
    if (type instanceof GenericArrayType genericArrayType) {
      Class<?> component = raw(genericArrayType.getGenericComponentType());
      return component.arrayType();
    }
    if (type instanceof WildcardType wildcardType) {
      Type[] upper = wildcardType.getUpperBounds();
      return upper.length == 1 ? raw(upper[0]) : Object.class;
    }
    if (type instanceof TypeVariable<?>) {
      Type[] bounds = ((TypeVariable<?>) type).getBounds();
      return bounds.length == 1 ? raw(bounds[0]) : Object.class;
    }
    return Object.class;
  }
}
