package dev.skiff.spark;

import dev.skiff.Serializer;
import dev.skiff.SkiffException;
import dev.skiff.SkiffInput;
import dev.skiff.SkiffOutput;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.jspecify.annotations.Nullable;

/**
 * A {@link Serializer.Factory} for the Java views of Scala collections ({@code
 * scala.collection.convert.JavaCollectionWrappers$*Wrapper}, e.g. the {@code Iterable} values of
 * {@code JavaPairRDD.groupByKey}). Those extend {@code java.util.AbstractCollection} and friends,
 * whose constructors JDK-style serialization cannot call without opening {@code java.util}; this
 * writes the wrapped Scala collection and wraps it again on read, using public members only.
 */
final class ScalaWrapperSerializers implements Serializer.Factory {
  private static final String PREFIX = "scala.collection.convert.JavaCollectionWrappers$";

  @Override
  public @Nullable Serializer<?> create(Class<?> type) {
    if (!type.getName().startsWith(PREFIX) || !type.getName().endsWith("Wrapper")) {
      return null;
    }
    try {
      Method underlying = type.getMethod("underlying");
      for (Constructor<?> constructor : type.getConstructors()) {
        if (constructor.getParameterCount() == 1
            && constructor.getParameterTypes()[0].isAssignableFrom(underlying.getReturnType())) {
          return new WrapperSerializer(underlying, constructor);
        }
      }
    } catch (NoSuchMethodException e) {
      return null;
    }
    return null;
  }

  /** Writes a wrapper's Scala collection and rebuilds the wrapper around it. */
  private static final class WrapperSerializer implements Serializer<Object> {
    private final Method underlying;
    private final Constructor<?> constructor;

    WrapperSerializer(Method underlying, Constructor<?> constructor) {
      this.underlying = underlying;
      this.constructor = constructor;
    }

    @Override
    public void write(SkiffOutput out, Object value) {
      try {
        out.writeObject(underlying.invoke(value));
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new SkiffException("cannot unwrap " + value.getClass().getName(), e);
      }
    }

    @Override
    public Object read(SkiffInput in) {
      try {
        return constructor.newInstance(in.readObject());
      } catch (ReflectiveOperationException e) {
        throw new SkiffException("cannot rebuild " + constructor.getDeclaringClass().getName(), e);
      }
    }
  }
}
