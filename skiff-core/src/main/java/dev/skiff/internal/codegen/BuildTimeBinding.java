package dev.skiff.internal.codegen;

import dev.skiff.BuildTimeCodec;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.ValueKind;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * What Skiff hands a {@link BuildTimeCodec} when it adopts one for a class under one configuration:
 * the layout whose fields the codec must write in the same order, each reference field's slot, the
 * hooks and the instantiator. Also the one place that finds build-time codecs.
 *
 * <h2>Finding a build-time codec</h2>
 *
 * The processor writes, next to each codec, a resource {@code META-INF/skiff/codecs/<binary class
 * name>} holding the codec's binary class name. {@link #find} asks the class's own loader for that
 * one resource, so nothing is scanned, loads the codec class through the same loader and calls its
 * public {@code (Object)} constructor with a new binding; the constructor checks its field list
 * against the layout. A codec that is missing answers null; one that does not fit (compiled against
 * another version of the class, or by another processor version) is refused, logged at warning
 * level, and the caller generates or interprets the class as if there were none.
 */
public final class BuildTimeBinding {
  /** Where the processor puts the index resources. */
  public static final String INDEX = "META-INF/skiff/codecs/";

  /** The binding whose codec class {@link #find} is initializing on this thread. */
  private static final ThreadLocal<BuildTimeBinding> INITIALIZING = new ThreadLocal<>();

  private final Class<?> type;
  private final FieldLayout layout;
  private final @Nullable CodecHooks hooks;
  private final @Nullable Supplier<Constructor<?>> instantiator;
  private volatile @Nullable Constructor<?> made;

  private BuildTimeBinding(
      Class<?> type,
      FieldLayout layout,
      @Nullable CodecHooks hooks,
      @Nullable Supplier<Constructor<?>> instantiator) {
    this.type = type;
    this.layout = layout;
    this.hooks = hooks;
    this.instantiator = instantiator;
  }

  /**
   * The build-time codec for {@code type} over {@code layout}, bound to these hooks, or null when
   * there is none, build-time codecs are off, or the one found does not fit (then the registry is
   * told why).
   *
   * @param instantiator how the interpreter makes instances (null for records), asked only when the
   *     codec cannot call a no-arg constructor itself: it needs the class's package open
   */
  public static @Nullable Codec<?> find(
      Class<?> type,
      FieldLayout layout,
      @Nullable Supplier<Constructor<?>> instantiator,
      @Nullable CodecHooks hooks,
      TypeRegistry registry) {
    ClassLoader loader = type.getClassLoader();
    if (!registry.config().buildTimeCodecs() || loader == null) {
      return null;
    }
    String codecName;
    try (InputStream in = loader.getResourceAsStream(INDEX + type.getName())) {
      if (in == null) {
        return null;
      }
      codecName = new String(in.readNBytes(1024), StandardCharsets.UTF_8).trim();
    } catch (IOException e) {
      registry.noteBuildTimeRefused(type, "cannot read its index resource: " + e);
      return null;
    }
    try {
      BuildTimeBinding binding = new BuildTimeBinding(type, layout, hooks, instantiator);
      Class<?> codecClass;
      INITIALIZING.set(binding);
      try {
        codecClass = Class.forName(codecName, true, loader);
      } finally {
        INITIALIZING.remove();
      }
      if (!BuildTimeCodec.class.isAssignableFrom(codecClass)) {
        registry.noteBuildTimeRefused(type, codecName + " is not a BuildTimeCodec");
        return null;
      }
      Object codec = codecClass.getConstructor(Object.class).newInstance(binding);
      registry.noteBuildTime(type);
      return (Codec<?>) codec;
    } catch (InvocationTargetException e) {
      registry.noteBuildTimeRefused(type, codecName + ": " + e.getCause());
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      registry.noteBuildTimeRefused(type, codecName + ": " + e);
    }
    return null;
  }

  /**
   * Checks what a generated constructor says of itself against this binding.
   *
   * @throws IllegalStateException naming the first difference
   */
  public void check(int contract, Class<?> codecType, String[] fields) {
    if (contract != BuildTimeCodec.CONTRACT) {
      throw new IllegalStateException(
          "written for contract "
              + contract
              + " but this Skiff has contract "
              + BuildTimeCodec.CONTRACT
              + "; rebuild with the skiff-processor of the same version");
    }
    if (codecType != type) {
      throw new IllegalStateException("written for " + codecType.getName());
    }
    FieldLayout.Entry[] entries = layout.entries;
    for (int i = 0; i < Math.max(fields.length, entries.length); i++) {
      String expected = i < entries.length ? describe(entries[i].field) : "no field";
      String found = i < fields.length ? fields[i] : "no field";
      if (!expected.equals(found)) {
        throw new IllegalStateException(
            "field "
                + i
                + " is "
                + found
                + " in the build-time codec but "
                + expected
                + " in the class; the class changed since the codec was compiled");
      }
    }
  }

  /** How a field list names a field: {@code declaringClass#name:type}. */
  public static String describe(Field f) {
    return f.getDeclaringClass().getName() + "#" + f.getName() + ":" + f.getType().getTypeName();
  }

  /** The hooks around the fields, or null. */
  public @Nullable CodecHooks hooks() {
    return hooks;
  }

  /**
   * A new instance of a plain class, made as the interpreter makes it (through the instantiator,
   * itself made on first use), for a codec that cannot call a no-arg constructor.
   */
  public Object newInstance() {
    Constructor<?> c = made;
    if (c == null) {
      c = Facts.nonNull(instantiator).get();
      made = c;
    }
    return FieldAccess.newInstance(c);
  }

  /**
   * The binding whose codec class is being initialized on this thread by {@link #find}, or null
   * when a class is initialized in any other way (see {@code BuildTimeCodec.firstBinding}).
   */
  public static @Nullable BuildTimeBinding initializing() {
    return INITIALIZING.get();
  }

  /**
   * The slot of field {@code i} when the layout has such a reference field, else null: what a codec
   * class's static initializer asks before its constructor has checked the field list.
   */
  public @Nullable Slot slotOrNull(int i) {
    FieldLayout.Entry[] entries = layout.entries;
    return i >= 0 && i < entries.length && entries[i].kind == ValueKind.REF ? slot(i) : null;
  }

  /** {@link #enumConstants}, or null when the layout has no field {@code i}. */
  public Object @Nullable [] enumConstantsOrNull(int i) {
    return i >= 0 && i < layout.entries.length ? enumConstants(i) : null;
  }

  /** The slot of reference field {@code i}. */
  public Slot slot(int i) {
    return layout.entries[i].refSlot();
  }

  /**
   * The constants of enum field {@code i} when it travels as {@code ordinal + 1} (an exact slot
   * that does not go through the enum's codec), else null: as the run-time generator decides.
   */
  public Object @Nullable [] enumConstants(int i) {
    FieldLayout.Entry e = layout.entries[i];
    Class<?> t = e.field.getType();
    if (e.kind != ValueKind.REF || !t.isEnum()) {
      return null;
    }
    Slot slot = e.refSlot();
    return slot.exact() && !slot.viaCodec() ? t.getEnumConstants() : null;
  }
}
