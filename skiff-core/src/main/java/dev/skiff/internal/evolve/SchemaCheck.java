package dev.skiff.internal.evolve;

import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The static check behind {@code Skiff.incompatibilities}: whether data written with an older
 * schema of a class can be read into the current class, decided from the schema alone, before any
 * data exists. It applies the same matching as {@link ReadPlan} and the same conversions as {@link
 * Fit}, on declared types instead of values; where a schema names a user class only by its simple
 * name, a changed declared type is reported rather than guessed.
 */
final class SchemaCheck {
  private SchemaCheck() {}

  static List<String> problems(Schema written, Target target) {
    List<String> problems = new ArrayList<>();
    int[] into = ReadPlan.matches(written, target);
    FieldLayout.Entry[] entries = target.layout.entries;
    for (int i = 0; i < written.fieldCount; i++) {
      if (into[i] < 0) {
        continue; // a field the current class dropped: skipped on read
      }
      Field f = entries[into[i]].field;
      Schema.Desc desc = descOf(written, i);
      String why =
          written.kinds[i] == Schema.ENUM
              ? f.getType().isEnum() ? null : "an enum constant fits only an enum"
              : check(desc, f.getGenericType());
      if (why != null) {
        problems.add(
            "field "
                + f.getName()
                + " of "
                + target.type.getName()
                + ": written as "
                + desc
                + ", declared "
                + f.getGenericType().getTypeName()
                + ": "
                + why);
      }
    }
    return problems;
  }

  private static Schema.Desc descOf(Schema s, int i) {
    int kind = s.kinds[i];
    Schema.Desc d = s.descs[i];
    if (d != null) {
      return d;
    }
    Class<?> c =
        kind == Schema.EXACT ? s.exactClasses[i] : TypeRegistry.boxed(Schema.primitiveClass(kind));
    Class<?> known = c == null ? Object.class : c;
    return new Schema.Desc(known.getSimpleName(), known, List.of());
  }

  /**
   * Why a value declared as {@code written} may not fit {@code target}, or null if it always fits.
   */
  static @Nullable String check(Schema.Desc written, Type target) {
    Class<?> raw = Fit.raw(target);
    Class<?> box = TypeRegistry.boxed(raw);
    Class<?> c = written.builtin();
    if (box == Object.class) {
      return null;
    }
    if (box == Optional.class) {
      if (c == Optional.class) {
        return check(arg(written, 0), arg(target, 0));
      }
      return check(written, arg(target, 0));
    }
    if (c == Optional.class) {
      return check(arg(written, 0), target);
    }
    if (c == null) {
      if (written.name().equals("Object")) {
        return "any value may have been written there";
      }
      return written.name().equals(raw.getSimpleName())
          ? null
          : "Skiff cannot tell whether every " + written.name() + " is a " + raw.getSimpleName();
    }
    if (box.isAssignableFrom(c)) {
      if (Collection.class.isAssignableFrom(c) && target instanceof ParameterizedType) {
        return check(arg(written, 0), arg(target, 0));
      }
      if (Map.class.isAssignableFrom(c) && target instanceof ParameterizedType) {
        String k = check(arg(written, 0), arg(target, 0));
        return k != null ? k : check(arg(written, 1), arg(target, 1));
      }
      return null;
    }
    if (widens(c, box)) {
      return null;
    }
    if (raw.isArray() && Collection.class.isAssignableFrom(c)) {
      return check(arg(written, 0), raw.getComponentType());
    }
    if (c.isArray() && raw.isAssignableFrom(ArrayList.class)) {
      Class<?> component = c.getComponentType();
      return check(
          new Schema.Desc(component.getSimpleName(), component, List.of()), arg(target, 0));
    }
    return "not a widening, boxing, Optional, array-list or supertype change";
  }

  private static boolean widens(Class<?> from, Class<?> to) {
    if (to == Long.class) {
      return from == Integer.class
          || from == Short.class
          || from == Byte.class
          || from == Character.class;
    } else if (to == Double.class) {
      return from == Integer.class
          || from == Long.class
          || from == Short.class
          || from == Byte.class
          || from == Float.class
          || from == Character.class;
    } else if (to == Integer.class) {
      return from == Short.class || from == Byte.class || from == Character.class;
    } else if (to == Short.class) {
      return from == Byte.class;
    }
    return false;
  }

  private static Schema.Desc arg(Schema.Desc d, int i) {
    return i < d.args().size() ? d.args().get(i) : new Schema.Desc("Object", null, List.of());
  }

  private static Type arg(Type t, int i) {
    if (t instanceof ParameterizedType p && i < p.getActualTypeArguments().length) {
      return p.getActualTypeArguments()[i];
    }
    return Object.class;
  }
}
