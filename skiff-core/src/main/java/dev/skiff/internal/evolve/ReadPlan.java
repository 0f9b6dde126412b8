package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.codegen.CodecGenerator;
import dev.skiff.internal.codegen.ReadSteps;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How a compatible-mode reader reads data written with another version of its class: for each field
 * of the writer's {@link Schema}, the reader field it fills (matched by tag number, then by name,
 * then by {@link dev.skiff.Alias}), or nothing, in which case the value is read and thrown away.
 * Reader fields the data lacks keep their defaults. Made once per (writer schema, reader class) and
 * cached by the class's {@link SchemaHooks}.
 *
 * <p>Values are read as the writer wrote them (primitive kinds raw, references with their class
 * tags) and fitted to the reader field's declared type by {@link Fit}. A primitive field whose kind
 * cannot widen to the reader's type is refused when the plan is made, before any value is read.
 *
 * <p>A plan kept in its class's cache gets a generated codec ({@link #compile}): fields whose
 * values fit as they are are read by the reader's own generated field code, in the writer's order,
 * and the plan reads the others ({@link ReadSteps}); a record's components go to locals, then to
 * its canonical constructor.
 */
final class ReadPlan implements ReadSteps {
  private final Schema schema;
  private final Target target;

  /** Per writer field: the reader layout entry it fills, or -1. */
  private final int[] into;

  /** Per writer field of a reference kind: the slot it is read through. */
  private final @Nullable Slot[] slots;

  /**
   * Per writer field: whether its values fit the reader's field as they are (the same primitive,
   * the same exact class, an enum, or the same declared type as the reader's own schema describes),
   * so that no conversion is tried.
   */
  private final boolean[] direct;

  /** The plan's generated codec, or null while it reads through this interpreter. */
  private volatile @Nullable Codec<?> generated;

  ReadPlan(Schema schema, Target target, Schema own, long at) {
    this.schema = schema;
    this.target = target;
    int n = schema.fieldCount;
    this.into = matches(schema, target);
    this.slots = new Slot[n];
    this.direct = new boolean[n];
    for (int i = 0; i < n; i++) {
      int kind = schema.kinds[i];
      int j = into[i];
      if (j >= 0) {
        Class<?> type = target.layout.entries[j].field.getType();
        direct[i] =
            switch (kind) {
              case Schema.EXACT -> type == schema.exactClasses[i];
              case Schema.ENUM -> true;
              case Schema.TAGGED ->
                  own.kinds[j] == Schema.TAGGED
                      && String.valueOf(own.descs[j]).equals(String.valueOf(schema.descs[i]));
              default -> type == Schema.primitiveClass(kind);
            };
      }
      if (kind == Schema.TAGGED) {
        slots[i] = Slot.object();
      } else if (kind == Schema.EXACT) {
        slots[i] = new Slot(Facts.nonNull(schema.exactClasses[i]), null);
      } else if (kind == Schema.ENUM) {
        if (into[i] >= 0) {
          Field f = target.layout.entries[into[i]].field;
          if (!f.getType().isEnum()) {
            throw incompatible(i, f, at);
          }
          slots[i] = Slot.exactViaCodec(f.getType());
        }
      } else if (into[i] >= 0) {
        Field f = target.layout.entries[into[i]].field;
        Object sample = Facts.nonNull(Target.zero(Schema.primitiveClass(kind)));
        try {
          Fit.fit(sample, f.getGenericType());
        } catch (Fit.Mismatch m) {
          throw incompatible(i, f, at);
        }
      }
    }
  }

  /**
   * For each field of {@code schema}, the entry of the reader's layout it fills, or -1: by tag
   * number or own name first, then by alias, each reader entry filled at most once.
   */
  static int[] matches(Schema schema, Target target) {
    int n = schema.fieldCount;
    int[] into = new int[n];
    boolean[] taken = new boolean[target.layout.entries.length];
    for (int i = 0; i < n; i++) {
      into[i] = match(schema, target, i, taken, false);
    }
    for (int i = 0; i < n; i++) {
      if (into[i] < 0) {
        into[i] = match(schema, target, i, taken, true);
      }
    }
    return into;
  }

  private static int match(Schema schema, Target target, int i, boolean[] taken, boolean aliases) {
    String name = schema.names[i];
    int tag = schema.tags[i];
    for (int j = 0; j < taken.length; j++) {
      if (taken[j]) {
        continue;
      }
      boolean hit;
      if (tag != 0) {
        hit = !aliases && target.tags[j] == tag;
      } else {
        String[] names = target.names[j];
        hit = false;
        for (int k = aliases ? 1 : 0; k < (aliases ? names.length : 1); k++) {
          hit |= names[k].equals(name);
        }
      }
      if (hit) {
        taken[j] = true;
        return j;
      }
    }
    return -1;
  }

  private MalformedInputException incompatible(int i, Field f, long at) {
    return incompatible(i, f, at, null);
  }

  /**
   * Writer field {@code i} cannot be read into reader field {@code f}, and {@code why} if known.
   */
  private MalformedInputException incompatible(int i, Field f, long at, @Nullable String why) {
    return new MalformedInputException(
        "cannot read field "
            + f.getName()
            + " of "
            + target.type.getName()
            + ": the data has "
            + schema.types[i]
            + (why == null ? "" : " (" + why + ")")
            + ", the field is "
            + f.getGenericType().getTypeName(),
        at);
  }

  /**
   * Generates this plan's codec (when code generation is on): the fields it can read directly, the
   * others through {@link ReadSteps}. On failure the plan keeps reading through this interpreter.
   */
  void compile() {
    try {
      generated = target.canonical != null ? compileRecord() : compileObject();
    } catch (Exception | LinkageError e) {
      // the interpreter below reads the same data
    }
  }

  /** A plain class's plan codec: runs of direct fields, in the writer's order, between steps. */
  private Codec<?> compileObject() throws Exception {
    List<FieldLayout> runs = new ArrayList<>();
    int[] steps = new int[into.length];
    int n = 0;
    int[] run = new int[into.length];
    int length = 0;
    for (int i = 0; i <= into.length; i++) {
      if (i < into.length && into[i] >= 0 && direct[i]) {
        run[length++] = into[i];
        continue;
      }
      if (length > 0) {
        steps[n++] = runs.size();
        runs.add(target.layout.pick(Arrays.copyOf(run, length)));
        length = 0;
      }
      if (i < into.length) {
        steps[n++] = -1 - i;
      }
    }
    Constructor<?> ctor = Facts.nonNull(target.instantiator);
    boolean own = ctor.getDeclaringClass() == target.type && ctor.getParameterCount() == 0;
    return CodecGenerator.generatePlan(
        target.type,
        runs.toArray(new FieldLayout[0]),
        Arrays.copyOf(steps, n),
        own ? null : ctor,
        this);
  }

  /** A record's plan codec: each writer field read directly or through a step, into a local. */
  private Codec<?> compileRecord() throws Exception {
    int[] steps = new int[into.length];
    for (int i = 0; i < into.length; i++) {
      steps[i] = into[i] >= 0 && direct[i] ? into[i] : -1 - i;
    }
    return CodecGenerator.generateRecordPlan(target.type, target.layout, steps, into, this);
  }

  /** Reads one body written with the plan's schema into a new instance of the reader's class. */
  Object read(ReadContext ctx) {
    Codec<?> g = generated;
    if (g != null) {
      return Facts.nonNull(g.read(ctx));
    }
    @Nullable Object[] args = target.defaults == null ? null : target.defaults.clone();
    Object obj = null;
    if (args == null) {
      obj = FieldAccess.newInstance(Facts.nonNull(target.instantiator));
      ctx.reference(obj);
    }
    for (int i = 0; i < into.length; i++) {
      readField(ctx, obj, args, i);
    }
    if (args == null) {
      return Facts.nonNull(obj);
    }
    try {
      return Facts.nonNull(target.canonical).newInstance(args);
    } catch (InvocationTargetException e) {
      throw ctx.malformed(
          "record " + target.type.getName() + " rejected its components: " + e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      throw ctx.malformed("cannot construct " + target.type.getName() + ": " + e);
    }
  }

  @Override
  public void readField(ReadContext ctx, Object obj, int field) {
    readField(ctx, obj, null, field);
  }

  @Override
  public @Nullable Object readValue(ReadContext ctx, int field) {
    int j = into[field];
    if (j < 0) {
      ctx.beginSkip();
      try {
        readRaw(ctx, field);
      } finally {
        ctx.endSkip();
      }
      return null;
    }
    Field f = target.layout.entries[j].field;
    long at = ctx.offset();
    Object v = readRaw(ctx, field);
    if (direct[field]) {
      return v;
    }
    try {
      return Fit.fit(v, f.getGenericType());
    } catch (Fit.Mismatch m) {
      throw incompatible(field, f, at, m.getMessage());
    }
  }

  /**
   * Reads writer field {@code i} into instance {@code obj} or, for a record, into the canonical
   * arguments {@code args}; or throws it away.
   */
  private void readField(
      ReadContext ctx, @Nullable Object obj, @Nullable Object @Nullable [] args, int i) {
    int j = into[i];
    if (j >= 0 && direct[i] && args == null && schema.kinds[i] <= Schema.DOUBLE) {
      setPrimitive(ctx, schema.kinds[i], target.layout.entries[j].field, Facts.nonNull(obj));
      return;
    }
    long at = ctx.offset();
    Object v = readValue(ctx, i);
    if (j < 0) {
      return;
    }
    if (args != null) {
      args[Facts.nonNull(target.parameterOf)[j]] = v;
      return;
    }
    Field f = target.layout.entries[j].field;
    try {
      f.set(obj, v);
    } catch (IllegalAccessException e) {
      throw new SkiffException("cannot set field " + f, e);
    } catch (IllegalArgumentException e) {
      throw new MalformedInputException(
          "cannot read field "
              + f.getName()
              + " of "
              + target.type.getName()
              + ": a "
              + (v == null ? "null" : v.getClass().getName())
              + " where a "
              + f.getGenericType().getTypeName()
              + " is declared",
          at);
    }
  }

  /** Reads a primitive of {@code kind} straight into field {@code f} of the same type. */
  private static void setPrimitive(ReadContext ctx, int kind, Field f, Object obj) {
    try {
      switch (kind) {
        case Schema.BOOLEAN -> f.setBoolean(obj, ctx.readBoolean());
        case Schema.BYTE -> f.setByte(obj, ctx.readByte());
        case Schema.CHAR -> f.setChar(obj, ctx.readChar());
        case Schema.SHORT -> f.setShort(obj, ctx.readShort());
        case Schema.INT -> f.setInt(obj, ctx.readVarInt());
        case Schema.LONG -> f.setLong(obj, ctx.readVarLong());
        case Schema.FLOAT -> f.setFloat(obj, ctx.readFloat());
        default -> f.setDouble(obj, ctx.readDouble());
      }
    } catch (IllegalAccessException e) {
      throw new SkiffException("cannot set field " + f, e);
    }
  }

  private @Nullable Object readRaw(ReadContext ctx, int i) {
    int kind = schema.kinds[i];
    if (kind <= Schema.DOUBLE) {
      return FieldLayout.readValue(ctx, Schema.valueKind(kind), null);
    }
    return switch (kind) {
      case Schema.EXACT -> ctx.readExact(Facts.nonNull(slots[i]));
      case Schema.ENUM -> {
        Slot slot = slots[i];
        if (slot == null) {
          EnumNameCodec.skipNullable(ctx);
          yield null;
        }
        yield ctx.readExact(slot);
      }
      default -> ctx.readAny(Facts.nonNull(slots[i]));
    };
  }

  /** Reads and throws away one body written with {@code schema} (a class the reader lacks). */
  static void skip(ReadContext ctx, Schema schema) {
    for (int i = 0; i < schema.fieldCount; i++) {
      int kind = schema.kinds[i];
      if (kind <= Schema.DOUBLE) {
        FieldLayout.readValue(ctx, Schema.valueKind(kind), null);
        continue;
      }
      switch (kind) {
        case Schema.EXACT -> ctx.readExact(new Slot(Facts.nonNull(schema.exactClasses[i]), null));
        case Schema.ENUM -> EnumNameCodec.skipNullable(ctx);
        default -> ctx.readAny(Slot.object());
      }
    }
  }
}
