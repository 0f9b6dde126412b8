package dev.skiff.internal.evolve;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecFactory;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The door of compatible mode (schema evolution) for the rest of Skiff: which classes evolve, the
 * codecs that carry their schemas, and the decoration of the codec chain.
 *
 * <p>User classes evolve: every class that is not the JDK's and not an array. Plain classes and
 * records travel with their field {@link Schema} ({@link SchemaCodec}); enums by constant name
 * ({@link EnumNameCodec}); every other user class (custom serializers, JDK serialization hooks)
 * length-prefixed ({@link OpaqueCodec}). JDK classes keep their plain-mode encodings, which Skiff's
 * wire format freezes.
 */
public final class Evolution {
  private Evolution() {}

  /** Whether values of {@code type} carry their schema or a frame in compatible mode. */
  public static boolean evolves(Class<?> type) {
    if (type.isArray() || type.isPrimitive() || type == TypeRegistry.UnknownClass.class) {
      return false;
    }
    ClassLoader loader = type.getClassLoader();
    return loader != null && loader != ClassLoader.getPlatformClassLoader();
  }

  /** The compatible layout of a class whose plain layout is {@code layout}. */
  public static FieldLayout layout(FieldLayout layout, TypeRegistry registry) {
    return layout.compatible(c -> Schema.readableByAll(c, registry));
  }

  /**
   * The compatible-mode codec of a plain class.
   *
   * @param layout the class's compatible layout
   * @param plain the plain-mode codec (generated or interpreted) over that layout
   * @param instantiator the constructor that makes instances
   */
  public static Codec<?> object(
      Class<?> type,
      FieldLayout layout,
      Codec<?> plain,
      Constructor<?> instantiator,
      TypeRegistry registry) {
    return new SchemaCodec(Target.object(type, layout, instantiator), plain, registry);
  }

  /** The compatible-mode codec of a record; see {@link #object}. */
  public static Codec<?> record(
      Class<?> type,
      FieldLayout layout,
      Codec<?> plain,
      Constructor<?> canonical,
      int[] parameterOf,
      TypeRegistry registry) {
    return new SchemaCodec(Target.record(type, layout, canonical, parameterOf), plain, registry);
  }

  /** Whether plain class or record {@code type} is versioned (see {@link dev.skiff.Since}). */
  public static boolean versioned(Class<?> type, FieldLayout layout) {
    return VersionedCodec.versioned(type, layout);
  }

  /** The fields of a versioned class's first version, for the codec that covers them. */
  public static FieldLayout firstVersion(FieldLayout layout) {
    return VersionedCodec.baseLayout(layout);
  }

  /** The fields each later version of a versioned class added: version {@code v} at {@code v-1}. */
  public static FieldLayout[] addedVersions(FieldLayout layout) {
    return VersionedCodec.groups(layout);
  }

  /**
   * The plain-mode codec of a versioned plain class; {@code base} reads and writes the fields of
   * {@link #firstVersion} and makes the instance; {@code groupWriters} write the fields of each
   * {@link #addedVersions} group and read them into an instance ({@code Codec.readInto}).
   */
  public static Codec<?> versionedObject(
      Class<?> type, FieldLayout layout, Codec<?> base, Codec<?>[] groupWriters) {
    return VersionedCodec.object(type, layout, base, groupWriters);
  }

  /** The plain-mode codec of a versioned record. */
  public static Codec<?> versionedRecord(
      Class<?> type, FieldLayout layout, Constructor<?> canonical) {
    return VersionedCodec.record(type, layout, canonical);
  }

  /**
   * The schema block compatible mode writes for plain class or record {@code type}.
   *
   * @throws IllegalArgumentException if {@code type} is not a user class with fields
   */
  public static byte[] schemaBytes(Class<?> type, TypeRegistry registry) {
    return Schema.of(type, checkedLayout(type, registry), registry).block.clone();
  }

  /**
   * Why data written with schema block {@code written} cannot be read into {@code type} in
   * compatible mode; empty when it can.
   *
   * @throws dev.skiff.MalformedInputException if {@code written} is not a valid schema block
   */
  public static List<String> incompatibilities(
      byte[] written, Class<?> type, TypeRegistry registry) {
    Schema s = Schema.decode(written.clone(), registry, 0);
    return SchemaCheck.problems(s, Target.forCheck(type, checkedLayout(type, registry)));
  }

  private static FieldLayout checkedLayout(Class<?> type, TypeRegistry registry) {
    if (!evolves(type)
        || type.isEnum()
        || type.isInterface()
        || java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
      throw new IllegalArgumentException(
          type.getName() + " has no field schema: it is not a plain user class or record");
    }
    return layout(FieldLayout.of(type, null, false), registry);
  }

  /** Writes the constant-name schema of the enum whose codec is {@code enumCodec} (compatible). */
  public static void writeEnumSchema(WriteContext ctx, Codec<?> enumCodec) {
    ((EnumNameCodec) enumCodec).writeSchema(ctx);
  }

  /**
   * Reads what {@link #writeEnumSchema} wrote: the reader's constant for each of the data's
   * ordinals (null where the reader's enum has no constant of that name).
   */
  public static @Nullable Object[] readEnumSchema(ReadContext ctx, Codec<?> enumCodec) {
    return ((EnumNameCodec) enumCodec).readSchema(ctx);
  }

  /** The compatible-mode codec of a user enum. */
  public static Codec<?> enumByName(Class<?> type, TypeRegistry registry) {
    return new EnumNameCodec(type, registry);
  }

  /**
   * The codec chain for compatible mode: a first link that answers {@link
   * TypeRegistry.UnknownClass}, then every link of {@code chain} with the codecs it makes for user
   * classes framed by {@link OpaqueCodec} unless they already carry a schema.
   */
  public static List<CodecFactory> frame(List<CodecFactory> chain) {
    List<CodecFactory> out = new ArrayList<>(chain.size() + 1);
    out.add(
        (type, registry) ->
            type == TypeRegistry.UnknownClass.class ? new UnknownClassCodec() : null);
    for (CodecFactory f : chain) {
      out.add(
          (type, registry) -> {
            Codec<?> c = f.create(type, registry);
            if (c == null
                || !evolves(type)
                || c instanceof SchemaCodec
                || c instanceof EnumNameCodec
                || c instanceof OpaqueCodec) {
              return c;
            }
            return new OpaqueCodec(type, c);
          });
    }
    return out;
  }
}
