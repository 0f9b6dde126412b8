package dev.skiff.internal.model;

import dev.skiff.SkiffException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;

/**
 * The one seam through which Skiff reaches into user classes: opening fields for access and
 * creating instances without calling a constructor that would need arguments.
 *
 * <p>Fields are opened with {@link Field#setAccessible(boolean)}, which the JDK allows for every
 * class in the unnamed module and in packages opened to Skiff, with no {@code --add-opens}. Final
 * instance fields of ordinary classes are set the same way. JEP 500 (JDK 26) starts warning about
 * that; when it does, only this class has to change (to {@code ReflectionFactory}'s serialization
 * hooks or to constructors).
 *
 * <p>Instances are created through the class's own no-arg constructor when it has one, so field
 * initializers run; otherwise through {@code sun.reflect.ReflectionFactory} (module {@code
 * jdk.unsupported}, supported and not deprecated), which allocates the class and runs only the
 * no-arg constructor of its nearest superclass that has one, exactly as JDK serialization does.
 */
public final class FieldAccess {
  private FieldAccess() {}

  /** Opens {@code f} for reading and writing, or explains why it cannot be. */
  public static Field open(Field f) {
    try {
      f.setAccessible(true);
      return f;
    } catch (InaccessibleObjectException | SecurityException e) {
      throw inaccessible(f.getDeclaringClass(), e);
    }
  }

  public static SkiffException inaccessible(Class<?> type, RuntimeException e) {
    Module m = type.getModule();
    return new SkiffException(
        "cannot access the fields of "
            + type.getName()
            + ": module "
            + (m.isNamed() ? m.getName() : "<unnamed>")
            + " does not open package "
            + type.getPackageName()
            + " to Skiff (add 'opens "
            + type.getPackageName()
            + "' to its module-info)",
        e);
  }

  /** A factory of fresh instances of {@code type}. */
  public static Constructor<?> instantiator(Class<?> type) {
    if (Modifier.isAbstract(type.getModifiers()) || type.isInterface()) {
      throw new SkiffException("cannot instantiate abstract " + type.getName());
    }
    try {
      Constructor<?> own = type.getDeclaredConstructor();
      own.setAccessible(true);
      return own;
    } catch (NoSuchMethodException e) {
      // fall through to the serialization constructor
    } catch (InaccessibleObjectException | SecurityException e) {
      throw inaccessible(type, e);
    }
    Class<?> base = type.getSuperclass();
    Constructor<?> baseCtor = null;
    while (baseCtor == null) {
      try {
        baseCtor = base.getDeclaredConstructor();
        int mods = baseCtor.getModifiers();
        boolean samePackage = base.getPackageName().equals(type.getPackageName());
        // A JDK class's non-public constructor (AbstractCollection's, say) cannot be made
        // accessible without opening its package; pass it by, as Object() at the top is public.
        boolean closedJdk =
            !Modifier.isPublic(mods) && base.getModule() == Object.class.getModule();
        if (Modifier.isPrivate(mods)
            || closedJdk
            || (!Modifier.isPublic(mods) && !Modifier.isProtected(mods) && !samePackage)) {
          baseCtor = null;
          base = base.getSuperclass();
        }
      } catch (NoSuchMethodException e) {
        base = base.getSuperclass();
      }
    }
    Constructor<?> ctor = SerialAccess.newConstructorForSerialization(type, baseCtor);
    try {
      ctor.setAccessible(true);
    } catch (InaccessibleObjectException | SecurityException e) {
      throw inaccessible(type, e);
    }
    return ctor;
  }

  /** Calls an instantiator from {@link #instantiator}. */
  public static Object newInstance(Constructor<?> ctor) {
    try {
      return ctor.newInstance();
    } catch (InvocationTargetException e) {
      throw new SkiffException(
          "the constructor of " + ctor.getDeclaringClass().getName() + " failed", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new SkiffException("cannot instantiate " + ctor.getDeclaringClass().getName(), e);
    }
  }
}
