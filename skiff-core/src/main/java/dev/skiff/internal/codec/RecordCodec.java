package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.codegen.BuildTimeBinding;
import dev.skiff.internal.codegen.CodecGenerator;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.HookedCodec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.evolve.Evolution;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import org.jspecify.annotations.Nullable;

/**
 * The codec for records: the components as fields in {@link FieldLayout} order, rebuilt through the
 * canonical constructor so that a compact constructor's validation and normalization run on every
 * read. Because the record exists only after its components, a cycle back into a record being read
 * cannot be restored and is reported as malformed.
 */
final class RecordCodec extends Codec<Record> {
  private final FieldLayout layout;
  private final Constructor<?> canonical;

  /** For each layout entry, its position among the constructor's parameters. */
  private final int[] parameterOf;

  RecordCodec(Class<?> type) {
    this(type, FieldLayout.of(type, null, true));
  }

  /**
   * The codec for record {@code type} under the registry's configuration: generated or interpreted,
   * and in compatible mode over the compatible layout and wrapped with the record's schema.
   */
  static Codec<?> forClass(Class<?> type, TypeRegistry registry) {
    boolean compatible = registry.config().compatible() && Evolution.evolves(type);
    if (!compatible) {
      // As for plain classes: a build-time codec needs nothing opened (see ObjectCodec).
      FieldLayout named = FieldLayout.of(type, null, false);
      if (!Evolution.versioned(type, named)) {
        Codec<?> built = BuildTimeBinding.find(type, named, null, null, registry);
        return built != null ? built : new RecordCodec(type).compile(type, registry, null, false);
      }
    }
    RecordCodec plain = new RecordCodec(type);
    if (compatible) {
      FieldLayout compat = Evolution.layout(plain.layout, registry);
      RecordCodec codec = new RecordCodec(type, compat);
      return codec.compile(
          type,
          registry,
          Evolution.recordHooks(type, compat, codec.canonical, codec.parameterOf, registry),
          true);
    }
    if (Evolution.versioned(type, plain.layout)) {
      if (registry.config().codegen()) {
        try {
          return CodecGenerator.generateVersioned(
              type,
              Evolution.firstVersion(plain.layout),
              Evolution.addedVersions(plain.layout),
              null);
        } catch (Exception | LinkageError e) {
          registry.noteInterpreted(type, String.valueOf(e));
        }
      }
      return Evolution.versionedRecord(type, plain.layout, plain.canonical);
    }
    return plain.compile(type, registry, null, false);
  }

  private RecordCodec(Class<?> type, FieldLayout layout) {
    this.layout = layout;
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
    }
    try {
      canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
    } catch (NoSuchMethodException e) {
      throw new SkiffException("record " + type.getName() + " has no canonical constructor", e);
    } catch (RuntimeException e) {
      throw FieldAccess.inaccessible(type, e);
    }
    parameterOf = new int[layout.entries.length];
    for (int i = 0; i < parameterOf.length; i++) {
      Field f = layout.entries[i].field;
      parameterOf[i] = -1;
      for (int j = 0; j < components.length; j++) {
        if (components[j].getName().equals(f.getName())) {
          parameterOf[i] = j;
        }
      }
      if (parameterOf[i] < 0) {
        throw new SkiffException("record field " + f + " matches no component");
      }
    }
  }

  /**
   * The record's build-time codec if asked to look for one and it has one that fits, else a
   * generated codec for the same record when possible, else this interpreter.
   */
  private Codec<?> compile(
      Class<?> type, TypeRegistry registry, @Nullable CodecHooks hooks, boolean buildTime) {
    if (buildTime) {
      Codec<?> built = BuildTimeBinding.find(type, layout, null, hooks, registry);
      if (built != null) {
        return built;
      }
    }
    if (registry.config().codegen()) {
      try {
        return CodecGenerator.generate(type, layout, null, parameterOf, hooks);
      } catch (Exception | LinkageError e) {
        registry.noteInterpreted(type, String.valueOf(e));
      }
    }
    return hooks == null ? this : new HookedCodec(hooks, this);
  }

  @Override
  public void write(WriteContext ctx, Record value) {
    layout.write(ctx, value);
  }

  @Override
  public Record read(ReadContext ctx) {
    @Nullable Object[] values = layout.readValues(ctx);
    @Nullable Object[] args = new Object[values.length];
    for (int i = 0; i < values.length; i++) {
      args[parameterOf[i]] = values[i];
    }
    try {
      return (Record) canonical.newInstance(args);
    } catch (InvocationTargetException e) {
      throw ctx.malformed(
          "record "
              + canonical.getDeclaringClass().getName()
              + " rejected its components: "
              + e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      throw ctx.malformed("cannot construct " + canonical.getDeclaringClass().getName() + ": " + e);
    }
  }
}
