package dev.skiff.internal.model;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The one seam between Skiff and {@code sun.reflect.ReflectionFactory} (module {@code
 * jdk.unsupported}, exported to everyone and not deprecated): the constructors and hook handles JDK
 * serialization itself uses, for classes without a usable constructor and for the {@code
 * writeObject}/{@code readObject}/{@code writeReplace}/{@code readResolve} hooks.
 *
 * <p>The factory is reached reflectively, once, so that no other class names it and the compiler's
 * proprietary-API warning (which no annotation can suppress) has nothing to warn about; if a future
 * JDK moves these services (JEP 500 and its successors), only this class changes. Every method
 * answers what the factory answers, {@code null} included ("the class has no such hook").
 */
public final class SerialAccess {
  private SerialAccess() {}

  private static final Object FACTORY;
  private static final Method NEW_CTOR;
  private static final Method NEW_CTOR_WITH_BASE;
  private static final Method NEW_EXTERNALIZATION_CTOR;
  private static final Method WRITE_OBJECT;
  private static final Method READ_OBJECT;
  private static final Method READ_OBJECT_NO_DATA;
  private static final Method WRITE_REPLACE;
  private static final Method READ_RESOLVE;

  static {
    try {
      Class<?> f = Class.forName("sun.reflect.ReflectionFactory");
      FACTORY = f.getMethod("getReflectionFactory").invoke(null);
      NEW_CTOR = f.getMethod("newConstructorForSerialization", Class.class);
      NEW_CTOR_WITH_BASE =
          f.getMethod("newConstructorForSerialization", Class.class, Constructor.class);
      NEW_EXTERNALIZATION_CTOR = f.getMethod("newConstructorForExternalization", Class.class);
      WRITE_OBJECT = f.getMethod("writeObjectForSerialization", Class.class);
      READ_OBJECT = f.getMethod("readObjectForSerialization", Class.class);
      READ_OBJECT_NO_DATA = f.getMethod("readObjectNoDataForSerialization", Class.class);
      WRITE_REPLACE = f.getMethod("writeReplaceForSerialization", Class.class);
      READ_RESOLVE = f.getMethod("readResolveForSerialization", Class.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private static Object call(Method m, Object... args) {
    try {
      return m.invoke(FACTORY, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtimeException) {
        throw runtimeException;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A constructor that allocates {@code type} and runs the no-arg constructor of its first
   * non-serializable superclass, as JDK deserialization does; null if there is none.
   */
  public static Constructor<?> newConstructorForSerialization(Class<?> type) {
    return (Constructor<?>) call(NEW_CTOR, type);
  }

  /** A constructor that allocates {@code type} and runs {@code base}, a superclass constructor. */
  public static Constructor<?> newConstructorForSerialization(Class<?> type, Constructor<?> base) {
    return (Constructor<?>) call(NEW_CTOR_WITH_BASE, type, base);
  }

  /** The public no-arg constructor of an {@code Externalizable} class, made callable; or null. */
  public static Constructor<?> newConstructorForExternalization(Class<?> type) {
    return (Constructor<?>) call(NEW_EXTERNALIZATION_CTOR, type);
  }

  /** The class's own private {@code writeObject(ObjectOutputStream)}, or null. */
  public static MethodHandle writeObjectForSerialization(Class<?> type) {
    return (MethodHandle) call(WRITE_OBJECT, type);
  }

  /** The class's own private {@code readObject(ObjectInputStream)}, or null. */
  public static MethodHandle readObjectForSerialization(Class<?> type) {
    return (MethodHandle) call(READ_OBJECT, type);
  }

  /** The class's own private {@code readObjectNoData()}, as the factory finds it, or null. */
  public static MethodHandle readObjectNoDataForSerialization(Class<?> type) {
    return (MethodHandle) call(READ_OBJECT_NO_DATA, type);
  }

  /** The {@code writeReplace()} the class inherits or declares, or null. */
  public static MethodHandle writeReplaceForSerialization(Class<?> type) {
    return (MethodHandle) call(WRITE_REPLACE, type);
  }

  /** The {@code readResolve()} the class inherits or declares, or null. */
  public static MethodHandle readResolveForSerialization(Class<?> type) {
    return (MethodHandle) call(READ_RESOLVE, type);
  }
}
