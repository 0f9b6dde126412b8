package dev.skiff.internal.codec;

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
import org.jspecify.annotations.Nullable;

/**
 * The interpreting codec for plain classes: every persistent field in {@link FieldLayout} order, no
 * names, no per-field tags beyond what each field's declared type requires. Instances are made by
 * {@link FieldAccess#instantiator} and registered for back-references before any field is read, so
 * cycles through objects come back intact.
 */
final class ObjectCodec extends Codec<Object> {
  private final FieldLayout layout;
  private final Constructor<?> ctor;

  ObjectCodec(Class<?> type) {
    this(type, FieldLayout.of(type, null, true));
  }

  private ObjectCodec(Class<?> type, FieldLayout layout) {
    this.layout = layout;
    this.ctor = FieldAccess.instantiator(type);
  }

  /**
   * The codec for {@code type} under the registry's configuration: generated or interpreted; in
   * compatible mode over the compatible layout with the class's schema hooks; for a versioned class
   * over the first version's fields with the version hooks.
   */
  static Codec<?> forClass(Class<?> type, TypeRegistry registry) {
    boolean compatible = registry.config().compatible() && Evolution.evolves(type);
    if (!compatible) {
      // A build-time codec reaches the fields from the class's own package: the layout only names
      // them, so nothing is opened and a module need not open its package to Skiff.
      FieldLayout named = FieldLayout.of(type, null, false);
      if (!Evolution.versioned(type, named)) {
        Codec<?> built =
            BuildTimeBinding.find(
                type, named, () -> FieldAccess.instantiator(type), null, registry);
        return built != null ? built : new ObjectCodec(type).compile(type, registry, null, false);
      }
    }
    ObjectCodec plain = new ObjectCodec(type);
    if (compatible) {
      FieldLayout compat = Evolution.layout(plain.layout, registry);
      ObjectCodec codec = new ObjectCodec(type, compat);
      return codec.compile(
          type, registry, Evolution.objectHooks(type, compat, codec.ctor, registry), true);
    }
    if (Evolution.versioned(type, plain.layout)) {
      return versioned(type, plain, registry);
    }
    return plain.compile(type, registry, null, false);
  }

  /**
   * The codec of versioned class {@code type}: generated when code generation is on and possible,
   * the later versions' fields in the codec's own code; else this interpreter over the first
   * version's fields with the version hooks, which read each later version through a codec of its
   * own.
   */
  private static Codec<?> versioned(Class<?> type, ObjectCodec plain, TypeRegistry registry) {
    FieldLayout first = Evolution.firstVersion(plain.layout);
    FieldLayout[] later = Evolution.addedVersions(plain.layout);
    if (registry.config().codegen()) {
      try {
        return CodecGenerator.generateVersioned(
            type, first, later, plain.generatorInstantiator(type));
      } catch (Exception | LinkageError e) {
        registry.noteInterpreted(type, String.valueOf(e));
      }
    }
    Codec<?>[] laterCodecs = new Codec<?>[later.length];
    for (int v = 0; v < later.length; v++) {
      laterCodecs[v] = new ObjectCodec(type, later[v]);
    }
    return new HookedCodec(
        Evolution.versionedHooks(type, plain.layout, laterCodecs), new ObjectCodec(type, first));
  }

  /** The instantiator a generated codec needs: null when the class has its own no-arg one. */
  private @Nullable Constructor<?> generatorInstantiator(Class<?> type) {
    boolean ownNoArg = ctor.getDeclaringClass() == type && hasOwnNoArgConstructor(type);
    return ownNoArg ? null : ctor;
  }

  /**
   * The class's build-time codec if asked to look for one and it has one that fits, else a
   * generated codec for the same class (running {@code hooks} around the fields) when code
   * generation is on and possible, else this interpreter (with the hooks, and the registry learns
   * why).
   */
  private Codec<?> compile(
      Class<?> type, TypeRegistry registry, @Nullable CodecHooks hooks, boolean buildTime) {
    if (buildTime) {
      Codec<?> built = BuildTimeBinding.find(type, layout, () -> ctor, hooks, registry);
      if (built != null) {
        return built;
      }
    }
    if (registry.config().codegen()) {
      try {
        return CodecGenerator.generate(type, layout, generatorInstantiator(type), null, hooks);
      } catch (Exception | LinkageError e) {
        registry.noteInterpreted(type, String.valueOf(e));
      }
    }
    return hooks == null ? this : new HookedCodec(hooks, this);
  }

  private static boolean hasOwnNoArgConstructor(Class<?> type) {
    for (java.lang.reflect.Constructor<?> c : type.getDeclaredConstructors()) {
      if (c.getParameterCount() == 0) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    layout.write(ctx, value);
  }

  @Override
  public void readInto(ReadContext ctx, Object into) {
    layout.read(ctx, into);
  }

  @Override
  public Object read(ReadContext ctx) {
    Object obj = FieldAccess.newInstance(ctor);
    ctx.reference(obj);
    layout.read(ctx, obj);
    return obj;
  }
}
