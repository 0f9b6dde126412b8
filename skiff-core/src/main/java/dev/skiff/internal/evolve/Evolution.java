package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecFactory;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The door of schema evolution for the rest of Skiff: which classes evolve, the hooks and codecs
 * that carry their schemas (compatible mode) or versions ({@link dev.skiff.Since}), the framing of
 * codec-chain links, and the static check.
 *
 * <p>In compatible mode user classes evolve: every class that is not the JDK's and not an array.
 * Plain classes and records travel with their field {@link Schema} ({@link SchemaHooks}); enums by
 * constant name ({@link EnumNameCodec}); every other user class (custom serializers, JDK
 * serialization hooks) length-prefixed ({@link OpaqueCodec}). JDK classes keep their plain-mode
 * encodings, which Skiff's wire format freezes.
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
    return layout.compatible(
        c -> Schema.readableByAll(c, registry),
        c -> c.isEnum() && evolves(c) ? Slot.exactViaCodec(c).resolveNow(registry) : null);
  }

  /**
   * The compatible-mode hooks of a plain class: its schema reference before its fields (see {@link
   * CodecHooks}).
   *
   * @param layout the class's compatible layout
   * @param instantiator the constructor that makes instances
   */
  public static CodecHooks objectHooks(
      Class<?> type, FieldLayout layout, Constructor<?> instantiator, TypeRegistry registry) {
    return new SchemaHooks(Target.object(type, layout, instantiator), registry);
  }

  /** The compatible-mode hooks of a record; see {@link #objectHooks}. */
  public static CodecHooks recordHooks(
      Class<?> type,
      FieldLayout layout,
      Constructor<?> canonical,
      int[] parameterOf,
      TypeRegistry registry) {
    return new SchemaHooks(Target.record(type, layout, canonical, parameterOf), registry);
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
   * The hooks of a versioned plain class: its version and the fields of later versions after the
   * fields of its first version; {@code groupCodecs} write and read each later version's fields
   * ({@code Codec.readInto}).
   */
  public static CodecHooks versionedHooks(
      Class<?> type, FieldLayout layout, Codec<?>[] groupCodecs) {
    return VersionedCodec.hooks(type, layout, groupCodecs);
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

  /**
   * Reads and drops an enum schema reference like {@link #writeEnumSchema}'s, of an enum this
   * reader does not have (while skipping a value), and returns the number of the data's constants.
   */
  public static int skipEnumSchema(ReadContext ctx) {
    long at = ctx.offset();
    if (ctx.ahead) {
      throw new MalformedInputException(
          "an enum this reader does not have, in a message with schemas ahead of its root", at);
    }
    if (SchemaRefs.read(ctx, ctx.readShortVarUInt(), at, null, null) instanceof EnumSchema s) {
      return s.names.length;
    }
    throw new MalformedInputException("the data holds fields where an enum's schema is", at);
  }

  /** The reader of the schemas compatible messages send ahead of their roots (spec 15.6). */
  public static dev.skiff.internal.engine.AheadReader aheadReader() {
    return SchemasAhead.READER;
  }

  /** The fingerprint of a schema block, under which a schema store keeps it (spec 15.4). */
  public static long fingerprint(byte[] block) {
    return Schema.fingerprint(block, 0, block.length);
  }

  /** The compatible-mode codec of a user enum. */
  public static Codec<?> enumByName(Class<?> type, TypeRegistry registry) {
    return new EnumNameCodec(type, registry);
  }

  /** The first link of the codec chain: the codec of {@link TypeRegistry.UnknownClass}. */
  public static CodecFactory unknownClassLink() {
    return (type, registry) ->
        type == TypeRegistry.UnknownClass.class ? new UnknownClassCodec() : null;
  }

  /**
   * {@code link} with the codecs it makes for user classes framed by {@link OpaqueCodec} in
   * compatible mode: for the links whose codecs have no field schema (custom serializers, JDK
   * serialization hooks, collection subclasses).
   */
  public static CodecFactory opaque(CodecFactory link) {
    return (type, registry) -> {
      Codec<?> c = link.create(type, registry);
      return c == null || !registry.config().compatible() || !evolves(type)
          ? c
          : new OpaqueCodec(type, c, registry);
    };
  }
}
