package dev.skiff.bench.data;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;

/** A minimal {@link ParameterizedType} so data sets can state generic root types. */
public final class Types {
  private Types() {}

  /** {@code raw<args>}, e.g. {@code parameterized(HashMap.class, Integer.class, Integer.class)}. */
  public static ParameterizedType parameterized(Class<?> raw, Type... args) {
    Type[] copy = args.clone();
    return new ParameterizedType() {
      @Override
      public Type[] getActualTypeArguments() {
        return copy.clone();
      }

      @Override
      public Type getRawType() {
        return raw;
      }

      @Override
      public Type getOwnerType() {
        return null;
      }

      @Override
      public boolean equals(Object o) {
        return o instanceof ParameterizedType
            && raw.equals(((ParameterizedType) o).getRawType())
            && ((ParameterizedType) o).getOwnerType() == null
            && Arrays.equals(copy, ((ParameterizedType) o).getActualTypeArguments());
      }

      @Override
      public int hashCode() {
        return Arrays.hashCode(copy) ^ raw.hashCode();
      }

      @Override
      public String toString() {
        return raw.getName() + Arrays.toString(copy).replace('[', '<').replace(']', '>');
      }
    };
  }

  /** The raw class of a class or parameterized type. */
  public static Class<?> raw(Type t) {
    if (t instanceof Class) {
      return (Class<?>) t;
    }
    if (t instanceof ParameterizedType) {
      return (Class<?>) ((ParameterizedType) t).getRawType();
    }
    throw new IllegalArgumentException("not a class or parameterized type: " + t);
  }
}
