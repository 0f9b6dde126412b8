package dev.skiff.evolve;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;

/** Reflection helpers for classes that exist only in a test-time class loader. */
final class Reflect {
  private Reflect() {}

  /** A new instance of {@code name} (public no-arg constructor) with fields set from pairs. */
  static Object make(ClassLoader loader, String name, Object... fieldsAndValues) {
    try {
      Class<?> c = Versions.load(loader, name);
      Object o = c.getConstructor().newInstance();
      for (int i = 0; i < fieldsAndValues.length; i += 2) {
        Field f = c.getField((String) fieldsAndValues[i]);
        f.set(o, fieldsAndValues[i + 1]);
      }
      return o;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A new record of class {@code name} through its canonical (only public) constructor. */
  static Object record(ClassLoader loader, String name, Object... components) {
    try {
      Class<?> c = Versions.load(loader, name);
      Constructor<?> ctor = c.getConstructors()[0];
      return ctor.newInstance(components);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The value of public field (or record component accessor) {@code name} of {@code o}. */
  static Object get(Object o, String name) {
    try {
      Class<?> c = o.getClass();
      if (c.isRecord()) {
        return c.getMethod(name).invoke(o);
      }
      return c.getField(name).get(o);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
