package dev.skiff.internal.evolve;

import dev.skiff.Tag;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import org.jspecify.annotations.Nullable;

/**
 * What a compatible-mode reader knows about its own class: the fields it can fill (its compatible
 * layout), the identities each answers to, and how an instance is made. Shared by every {@link
 * ReadPlan} of the class.
 */
final class Target {
  final Class<?> type;
  final FieldLayout layout;

  /** Per layout entry: the names it answers to (its own first, then its aliases). */
  final String[][] names;

  /** Per layout entry: its {@link Tag} number, or 0. */
  final int[] tags;

  /** For a plain class: the constructor that makes an instance with the class's defaults. */
  final @Nullable Constructor<?> instantiator;

  /** For a record: the canonical constructor. */
  final @Nullable Constructor<?> canonical;

  /** For a record: per layout entry, its position among the canonical parameters. */
  final int @Nullable [] parameterOf;

  /** For a record: the value of each missing component (the zero value of its type). */
  final @Nullable Object @Nullable [] defaults;

  private Target(
      Class<?> type,
      FieldLayout layout,
      @Nullable Constructor<?> instantiator,
      @Nullable Constructor<?> canonical,
      int @Nullable [] parameterOf) {
    this.type = type;
    this.layout = layout;
    this.instantiator = instantiator;
    this.canonical = canonical;
    this.parameterOf = parameterOf;
    int n = layout.entries.length;
    this.names = new String[n][];
    this.tags = new int[n];
    for (int i = 0; i < n; i++) {
      FieldLayout.Entry e = layout.entries[i];
      names[i] = Schema.namesOf(layout, e);
      Tag tag = e.field.getAnnotation(Tag.class);
      tags[i] = tag == null ? 0 : tag.value();
    }
    if (canonical != null && parameterOf != null) {
      Class<?>[] params = canonical.getParameterTypes();
      @Nullable Object[] d = new Object[params.length];
      for (int i = 0; i < params.length; i++) {
        d[i] = zero(params[i]);
      }
      this.defaults = d;
    } else {
      this.defaults = null;
    }
  }

  static Target object(Class<?> type, FieldLayout layout, Constructor<?> instantiator) {
    return new Target(type, layout, instantiator, null, null);
  }

  /** A target for the static check only: fields and identities, no way to make instances. */
  static Target forCheck(Class<?> type, FieldLayout layout) {
    return new Target(type, layout, null, null, null);
  }

  static Target record(
      Class<?> type, FieldLayout layout, Constructor<?> canonical, int[] parameterOf) {
    return new Target(type, layout, null, canonical, parameterOf);
  }

  /** The zero value of {@code c}: 0, false or {@code '\0'} boxed for primitives, else null. */
  static @Nullable Object zero(Class<?> c) {
    if (!c.isPrimitive()) {
      return null;
    }
    if (c == boolean.class) {
      return false;
    } else if (c == char.class) {
      return '\0';
    } else if (c == byte.class) {
      return (byte) 0;
    } else if (c == short.class) {
      return (short) 0;
    } else if (c == int.class) {
      return 0;
    } else if (c == long.class) {
      return 0L;
    } else if (c == float.class) {
      return 0f;
    }
    return 0d;
  }
}
