package dev.skiff.internal.evolve;

import dev.skiff.Since;
import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import org.jspecify.annotations.Nullable;

/**
 * The plain-mode encoding of a versioned class (see {@link Since}): the fields of its first version
 * (no {@code @Since}) in layout order, the class's version as a var-int, then, when the version is
 * above 0, a tail: its var-int byte length, the fields of version 1, 2, ... in layout order each,
 * and with references on the number of reference ids the tail assigned.
 *
 * <p>For a plain class whose codec is interpreted these are the {@link CodecHooks} after its
 * fields: the class's codec writes the first version's fields and calls them, and each later
 * version's fields run through an interpreting codec of their own ({@code Codec.readInto}); a
 * generated codec does all of it in its own code instead (see {@code VersionedCode}), through the
 * same {@link VersionTail} steps. For a record, whose instance exists only after every component is
 * read, this class is the interpreted codec.
 *
 * <p>A reader of a lower version reads the groups it knows and skips the rest of the tail by its
 * length, reserving the ids the skipped part assigned so that later back-references stay aligned (a
 * back-reference into the skipped part fails). A reader of a higher version leaves the groups the
 * data lacks at their defaults.
 */
final class VersionedCodec extends Codec<Object> implements CodecHooks {
  private final Class<?> type;
  private final int version;
  private final FieldLayout baseLayout;

  /** The fields added in version {@code v}, at index {@code v - 1}. */
  private final FieldLayout[] groups;

  /** For a plain class: the codec of each group's fields; null for a record. */
  private final @Nullable Codec<Object>[] groupCodecs;

  /** For a record: the canonical constructor. */
  private final @Nullable Constructor<?> canonical;

  /** For a record: the value of each missing component (the zero value of its type). */
  private final @Nullable Object @Nullable [] defaults;

  /** For a record: per layout (first version, then each group), each entry's canonical position. */
  private final int[][] positions;

  @SuppressWarnings("unchecked")
  private VersionedCodec(
      Class<?> type,
      FieldLayout layout,
      @Nullable Constructor<?> canonical,
      Codec<?> @Nullable [] groupCodecs) {
    this.type = type;
    this.canonical = canonical;
    this.baseLayout = layout.select(e -> since(e.field) == 0);
    this.groups = groups(layout);
    this.version = groups.length;
    this.groupCodecs = (Codec<Object>[]) groupCodecs;
    this.positions = new int[version + 1][];
    for (int g = 0; g <= version; g++) {
      positions[g] = positions(type, g == 0 ? baseLayout : groups[g - 1]);
    }
    if (canonical != null) {
      Class<?>[] params = canonical.getParameterTypes();
      @Nullable Object[] d = new Object[params.length];
      for (int i = 0; i < params.length; i++) {
        d[i] = Target.zero(params[i]);
      }
      this.defaults = d;
    } else {
      this.defaults = null;
    }
  }

  /** Whether {@code type} is versioned: it, a superclass or one of its fields has {@link Since}. */
  static boolean versioned(Class<?> type, FieldLayout layout) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      if (c.isAnnotationPresent(Since.class)) {
        return true;
      }
    }
    for (FieldLayout.Entry e : layout.entries) {
      if (e.field.isAnnotationPresent(Since.class)) {
        return true;
      }
    }
    return false;
  }

  /** The hooks of versioned plain class {@code type}. */
  static VersionedCodec hooks(Class<?> type, FieldLayout layout, Codec<?>[] groupCodecs) {
    return new VersionedCodec(type, layout, null, groupCodecs);
  }

  /** The codec of versioned record {@code type}. */
  static VersionedCodec record(Class<?> type, FieldLayout layout, Constructor<?> canonical) {
    return new VersionedCodec(type, layout, canonical, null);
  }

  /** The fields of a versioned class's first version. */
  static FieldLayout baseLayout(FieldLayout layout) {
    return layout.select(e -> since(e.field) == 0);
  }

  /** The fields each later version added, version {@code v} at index {@code v - 1}. */
  static FieldLayout[] groups(FieldLayout layout) {
    int max = 0;
    for (FieldLayout.Entry e : layout.entries) {
      max = Math.max(max, since(e.field));
    }
    FieldLayout[] groups = new FieldLayout[max];
    for (int v = 1; v <= max; v++) {
      int at = v;
      groups[v - 1] = layout.select(e -> since(e.field) == at);
    }
    return groups;
  }

  private static int since(Field f) {
    Since s = f.getAnnotation(Since.class);
    if (s == null) {
      return 0;
    }
    if (s.value() < 1) {
      throw new SkiffException("@Since(" + s.value() + ") on " + f + " must be at least 1");
    }
    return s.value();
  }

  // ---------------------------------------------------------------------------------------------
  // hooks of a plain class

  @Override
  public void beforeWrite(WriteContext ctx, Object value) {}

  @Override
  public void afterWrite(WriteContext ctx, Object value) {
    ctx.writeVarUInt(version);
    if (version == 0) {
      return;
    }
    int ids = ctx.referenceCount();
    int at = ctx.beginLength();
    @Nullable Codec<Object>[] codecs = Facts.nonNull(groupCodecs);
    for (Codec<Object> c : codecs) {
      Facts.nonNull(c).write(ctx, value);
    }
    VersionTail.endWrite(ctx, at, ids);
  }

  @Override
  public Object beforeRead(ReadContext ctx) {
    return CONTINUE;
  }

  @Override
  public void afterRead(ReadContext ctx, Object value) {
    readTail(ctx, value, null);
  }

  // ---------------------------------------------------------------------------------------------
  // codec of a record

  @Override
  public void write(WriteContext ctx, Object value) {
    baseLayout.write(ctx, value);
    ctx.writeVarUInt(version);
    if (version == 0) {
      return;
    }
    int ids = ctx.referenceCount();
    int at = ctx.beginLength();
    for (FieldLayout g : groups) {
      g.write(ctx, value);
    }
    VersionTail.endWrite(ctx, at, ids);
  }

  @Override
  public Object read(ReadContext ctx) {
    @Nullable Object[] args = Facts.nonNull(defaults).clone();
    put(args, positions[0], baseLayout.readValues(ctx));
    readTail(ctx, null, args);
    try {
      return Facts.nonNull(canonical).newInstance(args);
    } catch (InvocationTargetException e) {
      throw ctx.malformed("record " + type.getName() + " rejected its components: " + e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      throw ctx.malformed("cannot construct " + type.getName() + ": " + e);
    }
  }

  /**
   * Reads the version and the tail into {@code obj} (a plain class) or {@code args} (a record's
   * components), skipping the groups of versions above this class's.
   */
  private void readTail(ReadContext ctx, @Nullable Object obj, @Nullable Object @Nullable [] args) {
    String name = type.getName();
    int written = VersionTail.readVersion(ctx, name);
    if (written == 0) {
      return;
    }
    int length = VersionTail.readLength(ctx);
    long start = ctx.offset();
    int ids = ctx.referenceCount();
    for (int v = 1; v <= Math.min(written, version); v++) {
      if (args != null) {
        put(args, positions[v], groups[v - 1].readValues(ctx));
      } else {
        Facts.nonNull(Facts.nonNull(groupCodecs)[v - 1]).readInto(ctx, Facts.nonNull(obj));
      }
    }
    VersionTail.endRead(ctx, name, written, version, length, start, ids);
  }

  /** For a record, each entry's position among the canonical parameters; empty otherwise. */
  private static int[] positions(Class<?> type, FieldLayout layout) {
    if (!type.isRecord()) {
      return new int[0];
    }
    RecordComponent[] components = type.getRecordComponents();
    int[] out = new int[layout.entries.length];
    for (int i = 0; i < out.length; i++) {
      String name = layout.entries[i].field.getName();
      for (int j = 0; j < components.length; j++) {
        if (components[j].getName().equals(name)) {
          out[i] = j;
        }
      }
    }
    return out;
  }

  /** Puts values read in a layout's order at their canonical positions. */
  private static void put(@Nullable Object[] args, int[] positions, @Nullable Object[] values) {
    for (int i = 0; i < values.length; i++) {
      args[positions[i]] = values[i];
    }
  }
}
