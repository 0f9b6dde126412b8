package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.evolve.Evolution;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Finds the enum class of an {@code EnumSet} or {@code EnumMap} through public API only.
 *
 * <p>The element type is a private field. A non-empty set or map reveals it through any element (as
 * {@link Enum#getDeclaringClass()}); an empty set through its complement. An empty {@code EnumMap}
 * (or a set of an enum with no constants) reveals it only to JDK serialization, so the value is
 * written once into a discarding {@link ObjectOutputStream} whose {@code annotateClass} hook sees
 * every class descriptor, the enum among them. That path is rare and slow, and it is the only one
 * that works without {@code --add-opens}.
 */
final class EnumTypes {
  private EnumTypes() {}

  static Class<?> of(EnumSet<?> set) {
    if (!set.isEmpty()) {
      return set.iterator().next().getDeclaringClass();
    }
    EnumSet<?> all = EnumSet.complementOf(set);
    if (!all.isEmpty()) {
      return all.iterator().next().getDeclaringClass();
    }
    return probe(set);
  }

  static Class<?> of(EnumMap<?, ?> map) {
    if (!map.isEmpty()) {
      return ((Enum<?>) map.keySet().iterator().next()).getDeclaringClass();
    }
    return probe(map);
  }

  /**
   * Reads the class tag of an enum set's or map's element type, checking that it is an enum, or
   * {@link TypeRegistry.UnknownClass}: an enum this reader does not have, in a value it skips
   * ({@link #skipSchema}).
   */
  static Class<?> readEnumType(dev.skiff.internal.engine.ReadContext ctx, String what) {
    long at = ctx.offset();
    Class<?> type = ctx.classTag(ctx.readVarUInt(), at).type();
    if (!type.isEnum() && type != TypeRegistry.UnknownClass.class) {
      throw new dev.skiff.MalformedInputException(what + " of non-enum " + type.getName(), at);
    }
    return type;
  }

  /**
   * In compatible mode, writes the constant names of user enum {@code type} (its {@code EnumSchema}
   * reference), so that readers map ordinals by name; writes nothing otherwise.
   */
  static void writeConstantNames(dev.skiff.internal.engine.WriteContext ctx, Class<?> type) {
    if (ctx.registry().config().compatible() && Evolution.evolves(type)) {
      Evolution.writeEnumSchema(ctx, ctx.registry().info(type).codec());
    }
  }

  /**
   * The reader's constant for each ordinal of the data: in compatible mode for a user enum, mapped
   * by name from the names {@link #writeConstantNames} wrote (null where the reader has none);
   * otherwise the enum's own constants.
   */
  static @Nullable Object[] readConstantNames(
      dev.skiff.internal.engine.ReadContext ctx, Class<?> type) {
    if (ctx.registry().config().compatible() && Evolution.evolves(type)) {
      return Evolution.readEnumSchema(ctx, ctx.registry().info(type).codec());
    }
    return type.getEnumConstants();
  }

  /**
   * Reads the constant names {@link #writeConstantNames} wrote for an enum this reader does not
   * have, met while skipping a value in compatible mode (where every enum the reader lacks is a
   * user enum, so its names were written), and returns a stand-in for each of the data's constants:
   * the set or map is read as usual and thrown away.
   */
  static Object[] skipSchema(dev.skiff.internal.engine.ReadContext ctx) {
    Object[] constants = new Object[Evolution.skipEnumSchema(ctx)];
    Arrays.fill(constants, TypeRegistry.UnknownClass.VALUE);
    return constants;
  }

  /**
   * Reads an ordinal and returns its constant, failing on one out of range, and on one the reader's
   * enum lacks unless the builder reads such constants as null (then null, and the caller drops the
   * element).
   */
  static @Nullable Object readConstant(
      dev.skiff.internal.engine.ReadContext ctx, Class<?> type, @Nullable Object[] constants) {
    long at = ctx.offset();
    int ordinal = ctx.readVarUInt();
    if (ordinal < 0 || ordinal >= constants.length) {
      throw new dev.skiff.MalformedInputException(
          "ordinal "
              + ordinal
              + " out of range for "
              + (type == TypeRegistry.UnknownClass.class
                  ? "an enum this reader does not have"
                  : type.getName()),
          at);
    }
    Object c = constants[ordinal];
    if (c == null && !ctx.registry().config().unknownEnumsAsNull()) {
      throw new dev.skiff.MalformedInputException(
          "enum " + type.getName() + " has no constant for the data's ordinal " + ordinal, at);
    }
    return c;
  }

  private static Class<?> probe(Object value) {
    Class<?>[] found = new Class<?>[1];
    try (ObjectOutputStream out =
        new ObjectOutputStream(OutputStream.nullOutputStream()) {
          @Override
          protected void annotateClass(Class<?> c) {
            if (c.isEnum() && found[0] == null) {
              found[0] = c;
            }
          }
        }) {
      out.writeObject(value);
    } catch (IOException e) {
      throw new SkiffException("cannot determine the enum type of an empty " + kind(value), e);
    }
    if (found[0] == null) {
      throw new SkiffException("cannot determine the enum type of an empty " + kind(value));
    }
    return found[0];
  }

  private static String kind(Object value) {
    return value instanceof Map ? "EnumMap" : "EnumSet";
  }

  // Forces ObjectStreamClass to be linked here, so the probe needs no other reflection.
  static {
    ObjectStreamClass.lookup(EnumMap.class);
  }
}
