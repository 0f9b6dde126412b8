package dev.skiff.internal.jdkser;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.SerialAccess;
import dev.skiff.internal.model.Slots;
import dev.skiff.internal.model.ValueKind;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.jspecify.annotations.Nullable;

/**
 * One class of a {@code Serializable} hierarchy as JDK serialization sees it: its serial fields and
 * its private {@code writeObject}, {@code readObject} and {@code readObjectNoData} methods.
 *
 * <h2>Serial fields</h2>
 *
 * The fields are those of {@link ObjectStreamClass#getFields()}, so {@code serialPersistentFields}
 * is honoured, in that (canonical, JDK-defined) order: primitives by name, then references by name.
 * Each is encoded like a field of {@link FieldLayout}: {@code boolean}/{@code byte} one byte,
 * {@code char}/{@code short} two, {@code int}/{@code long} zig-zag var-ints, {@code float}/{@code
 * double} fixed width, references in the slot of the Java field of that name and type (exact
 * framing for final classes), or a tagged slot when no such Java field exists. A serial field
 * without a matching Java field reads and writes its default value through {@code
 * defaultWriteObject}/{@code defaultReadObject}, and its {@code PutField}/{@code GetField} value
 * through those APIs.
 */
final class SerialSlice {

  final Class<?> type;
  final @Nullable MethodHandle writeObject;
  final @Nullable MethodHandle readObject;
  final @Nullable MethodHandle readObjectNoData;
  final String[] names;
  final Class<?>[] types;
  final ValueKind[] kinds;
  final @Nullable Field[] fields;
  final Slot[] slots;

  SerialSlice(Class<?> type) {
    this.type = type;
    this.writeObject =
        adapt(
            SerialAccess.writeObjectForSerialization(type),
            MethodType.methodType(void.class, Object.class, ObjectOutputStream.class));
    this.readObject =
        adapt(
            SerialAccess.readObjectForSerialization(type),
            MethodType.methodType(void.class, Object.class, ObjectInputStream.class));
    this.readObjectNoData =
        adapt(noDataHook(type), MethodType.methodType(void.class, Object.class));
    ObjectStreamClass osc = ObjectStreamClass.lookup(type);
    ObjectStreamField[] serial = osc == null ? new ObjectStreamField[0] : osc.getFields();
    int n = serial.length;
    names = new String[n];
    types = new Class<?>[n];
    kinds = new ValueKind[n];
    fields = new Field[n];
    slots = new Slot[n];
    for (int i = 0; i < n; i++) {
      names[i] = serial[i].getName();
      types[i] = serial[i].getType();
      kinds[i] = ValueKind.of(types[i]);
      Field f = javaField(type, names[i], types[i]);
      fields[i] = f == null ? null : FieldAccess.open(f);
      if (kinds[i] == ValueKind.REF) {
        slots[i] = f == null ? Slot.object() : Slots.of(f.getGenericType());
      }
    }
  }

  /**
   * The class's {@code readObjectNoData()}. JDK 17's {@code ReflectionFactory} looks for the wrong
   * signature ({@code readObjectNoData(ObjectInputStream)}); there, the method is looked up
   * directly, which needs the same access as reading the class's fields.
   */
  private static @Nullable MethodHandle noDataHook(Class<?> type) {
    MethodHandle h = SerialAccess.readObjectNoDataForSerialization(type);
    if (h != null && h.type().parameterCount() == 1) {
      return h;
    }
    try {
      Method m = type.getDeclaredMethod("readObjectNoData");
      int mods = m.getModifiers();
      if (!Modifier.isPrivate(mods) || Modifier.isStatic(mods) || m.getReturnType() != void.class) {
        return null;
      }
      m.setAccessible(true);
      return MethodHandles.lookup().unreflect(m);
    } catch (NoSuchMethodException e) {
      return null;
    } catch (IllegalAccessException e) {
      throw FieldAccess.inaccessible(type, new IllegalStateException(e));
    } catch (RuntimeException e) {
      throw FieldAccess.inaccessible(type, e);
    }
  }

  private static @Nullable MethodHandle adapt(@Nullable MethodHandle h, MethodType to) {
    return h == null ? null : h.asType(to);
  }

  private static @Nullable Field javaField(Class<?> type, String name, Class<?> fieldType) {
    try {
      Field f = type.getDeclaredField(name);
      int mods = f.getModifiers();
      return f.getType() == fieldType && !Modifier.isStatic(mods) ? f : null;
    } catch (NoSuchFieldException e) {
      return null;
    }
  }

  /** Whether this class declares any of the three private hook methods. */
  boolean hasHooks() {
    return writeObject != null || readObject != null || readObjectNoData != null;
  }

  /** The index of serial field {@code name} of type {@code t}, or an IllegalArgumentException. */
  int indexOf(String name, @Nullable Class<?> t) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        if (t != null && types[i] != t && !(t == Object.class && !types[i].isPrimitive())) {
          throw new IllegalArgumentException(
              "serial field " + name + " of " + type.getName() + " is a " + types[i].getName());
        }
        return i;
      }
    }
    throw new IllegalArgumentException("no serial field " + name + " in " + type.getName());
  }

  /** The default value of field {@code i} (null or a boxed zero). */
  @Nullable Object defaultValue(int i) {
    return switch (kinds[i]) {
      case DOUBLE -> 0d;
      case FLOAT -> 0f;
      case CHAR -> (char) 0;
      case SHORT -> (short) 0;
      case BYTE -> (byte) 0;
      case BOOLEAN -> false;
      case LONG -> 0L;
      case INT -> 0;
      default -> null;
    };
  }

  /** The serial field values of {@code obj} (defaults for fields without a Java field). */
  @Nullable Object[] valuesOf(Object obj) {
    @Nullable Object[] values = new Object[names.length];
    try {
      for (int i = 0; i < values.length; i++) {
        values[i] = fields[i] == null ? defaultValue(i) : fields[i].get(obj);
      }
    } catch (IllegalAccessException e) {
      throw new SkiffException("cannot read a field of " + type.getName(), e);
    }
    return values;
  }

  /** Writes serial field values (one per field, boxed for primitives). */
  void writeValues(WriteContext ctx, @Nullable Object[] values) {
    for (int i = 0; i < values.length; i++) {
      FieldLayout.writeValue(ctx, kinds[i], slots[i], values[i]);
    }
  }

  /** Reads serial field values written by {@link #writeValues}. */
  @Nullable Object[] readValues(ReadContext ctx) {
    @Nullable Object[] values = new Object[names.length];
    for (int i = 0; i < values.length; i++) {
      values[i] = FieldLayout.readValue(ctx, kinds[i], slots[i]);
    }
    return values;
  }

  /** Stores serial field values into the Java fields of {@code obj}. */
  void store(Object obj, @Nullable Object[] values) {
    try {
      for (int i = 0; i < values.length; i++) {
        if (fields[i] != null) {
          fields[i].set(obj, values[i]);
        }
      }
    } catch (IllegalAccessException e) {
      throw new SkiffException("cannot set a field of " + type.getName(), e);
    }
  }
}
