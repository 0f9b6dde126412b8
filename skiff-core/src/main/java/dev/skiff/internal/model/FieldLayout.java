package dev.skiff.internal.model;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The ordered list of persistent fields of a class and how each is encoded: the shared core of the
 * object, record and collection-subclass codecs.
 *
 * <h2>Field order (part of the wire format)</h2>
 *
 * Fields are not written in declaration order, which reflection does not promise, but in a
 * canonical order that depends only on the fields themselves:
 *
 * <ol>
 *   <li>fixed-width primitives, widest first ({@code double}; {@code float}; {@code char} and
 *       {@code short}; {@code boolean} and {@code byte}), so that one capacity check can cover the
 *       group;
 *   <li>var-int primitives ({@code int} and {@code long});
 *   <li>references of an exact declared type (no class information on the wire);
 *   <li>all other references.
 * </ol>
 *
 * Within a group and width, fields sort by type name ({@code boolean} before {@code byte}, {@code
 * int} before {@code long}), then field name, then superclass before subclass (a field shadowed in
 * a subclass keeps both copies). Static and transient fields are skipped. For collection and map
 * subclasses, only fields declared below the first JDK class are included; the JDK class's state
 * travels through its public API.
 */
public final class FieldLayout {

  /** One persistent field. */
  public static final class Entry {
    public final Field field;
    public final ValueKind kind;

    /** The slot of a reference field; null for a primitive one. */
    public final @Nullable Slot slot;

    final int depth;

    Entry(Field field, int depth) {
      this.field = field;
      this.kind = ValueKind.of(field.getType());
      this.slot = kind == ValueKind.REF ? Slots.of(field.getGenericType()) : null;
      this.depth = depth;
    }

    private Entry(Entry e, Slot slot) {
      this.field = e.field;
      this.kind = e.kind;
      this.slot = slot;
      this.depth = e.depth;
    }

    int group() {
      return kind == ValueKind.REF && !refSlot().exact() ? 3 : kind.group;
    }

    /** The slot of this reference field (never called for a primitive field). */
    public Slot refSlot() {
      return Facts.nonNull(slot);
    }
  }

  final Class<?> type;
  public final Entry[] entries;

  private FieldLayout(Class<?> type, Entry[] entries) {
    this.type = type;
    this.entries = entries;
  }

  /** The layout of all persistent fields of {@code type} declared below {@code stop}. */
  public static FieldLayout of(Class<?> type, @Nullable Class<?> stop, boolean open) {
    List<Class<?>> chain = new ArrayList<>();
    for (Class<?> c = type; c != null && c != stop && c != Object.class; c = c.getSuperclass()) {
      chain.add(0, c);
    }
    List<Entry> entries = new ArrayList<>();
    for (int depth = 0; depth < chain.size(); depth++) {
      Class<?> c = chain.get(depth);
      for (Field f : c.getDeclaredFields()) {
        int mods = f.getModifiers();
        if (Modifier.isStatic(mods) || Modifier.isTransient(mods)) {
          continue;
        }
        if (c.getModule() == Object.class.getModule() || c.getName().startsWith("java.")) {
          throw new SkiffException(
              type.getName()
                  + " extends the JDK class "
                  + c.getName()
                  + ", whose fields Skiff cannot reach without --add-opens; it is not supported");
        }
        entries.add(new Entry(open ? FieldAccess.open(f) : f, depth));
      }
    }
    entries.sort(
        Comparator.comparingInt(Entry::group)
            .thenComparing(e -> -e.kind.width)
            .thenComparing(e -> e.field.getType().getName())
            .thenComparing(e -> e.field.getName())
            .thenComparingInt(e -> e.depth));
    return new FieldLayout(type, entries.toArray(new Entry[0]));
  }

  /**
   * This layout for compatible mode: the same fields in the same order, but a reference field keeps
   * its exact slot only when {@code readableByAll} accepts its declared class (a final built-in
   * class, decoded without class information by any reader); every other reference field writes its
   * values through a {@linkplain Slot#tagged tagged} slot, with full class tags at every level, so
   * that a reader whose declared types differ still reads them; except a field of a user enum (for
   * which {@code evolvingEnum} answers a slot, exact but always through its codec, which writes the
   * enum's constant names once per message, then ordinals).
   */
  public FieldLayout compatible(
      java.util.function.Predicate<Class<?>> readableByAll,
      java.util.function.Function<Class<?>, @Nullable Slot> evolvingEnum) {
    Entry[] out = new Entry[entries.length];
    for (int i = 0; i < out.length; i++) {
      Entry e = entries[i];
      Class<?> declared = e.field.getType();
      if (e.kind != ValueKind.REF || (e.refSlot().exact() && readableByAll.test(declared))) {
        out[i] = e;
        continue;
      }
      Slot viaCodec = evolvingEnum.apply(declared);
      out[i] = new Entry(e, viaCodec != null ? viaCodec : Slot.tagged(e.refSlot()));
    }
    return new FieldLayout(type, out);
  }

  /** The entries at {@code indices}, in that order. */
  public FieldLayout pick(int[] indices) {
    Entry[] out = new Entry[indices.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = entries[indices[i]];
    }
    return new FieldLayout(type, out);
  }

  /** The entries {@code keep} accepts, in this layout's order. */
  public FieldLayout select(java.util.function.Predicate<Entry> keep) {
    List<Entry> out = new ArrayList<>();
    for (Entry e : entries) {
      if (keep.test(e)) {
        out.add(e);
      }
    }
    return new FieldLayout(type, out.toArray(new Entry[0]));
  }

  /** The depth of the class declaring entry {@code e}'s field (0 for the topmost class). */
  public static int depth(Entry e) {
    return e.depth;
  }

  /** Whether the layout writes no byte at all. */
  public boolean isEmpty() {
    return entries.length == 0;
  }

  /** Writes every field of {@code obj}. */
  public void write(WriteContext ctx, Object obj) {
    try {
      for (Entry e : entries) {
        Field f = e.field;
        switch (e.kind) {
          case DOUBLE -> ctx.writeDouble(f.getDouble(obj));
          case FLOAT -> ctx.writeFloat(f.getFloat(obj));
          case CHAR -> ctx.writeChar(f.getChar(obj));
          case SHORT -> ctx.writeShort(f.getShort(obj));
          case BYTE -> ctx.writeByte(f.getByte(obj));
          case BOOLEAN -> ctx.writeBoolean(f.getBoolean(obj));
          case LONG -> ctx.writeVarLong(f.getLong(obj));
          case INT -> ctx.writeVarInt(f.getInt(obj));
          default -> ctx.writeSlot(f.get(obj), e.refSlot());
        }
      }
    } catch (IllegalAccessException e) {
      throw new SkiffException("cannot read a field of " + type.getName(), e);
    }
  }

  /** Reads every field into {@code obj}. */
  public void read(ReadContext ctx, Object obj) {
    try {
      for (Entry e : entries) {
        Field f = e.field;
        switch (e.kind) {
          case DOUBLE -> f.setDouble(obj, ctx.readDouble());
          case FLOAT -> f.setFloat(obj, ctx.readFloat());
          case CHAR -> f.setChar(obj, ctx.readChar());
          case SHORT -> f.setShort(obj, ctx.readShort());
          case BYTE -> f.setByte(obj, ctx.readByte());
          case BOOLEAN -> f.setBoolean(obj, ctx.readBoolean());
          case LONG -> f.setLong(obj, ctx.readVarLong());
          case INT -> f.setInt(obj, ctx.readVarInt());
          default -> f.set(obj, ctx.readSlot(e.refSlot()));
        }
      }
    } catch (IllegalAccessException e) {
      throw new SkiffException("cannot set a field of " + type.getName(), e);
    }
  }

  /** Reads every field as a value (boxed for primitives), in layout order. */
  public @Nullable Object[] readValues(ReadContext ctx) {
    @Nullable Object[] values = new Object[entries.length];
    for (int i = 0; i < entries.length; i++) {
      values[i] = readValue(ctx, entries[i].kind, entries[i].slot);
    }
    return values;
  }

  /** Reads one value of {@code kind} (boxed for primitives; references through {@code slot}). */
  public static @Nullable Object readValue(ReadContext ctx, ValueKind kind, @Nullable Slot slot) {
    return switch (kind) {
      case DOUBLE -> ctx.readDouble();
      case FLOAT -> ctx.readFloat();
      case CHAR -> ctx.readChar();
      case SHORT -> ctx.readShort();
      case BYTE -> ctx.readByte();
      case BOOLEAN -> ctx.readBoolean();
      case LONG -> ctx.readVarLong();
      case INT -> ctx.readVarInt();
      default -> ctx.readSlot(Facts.nonNull(slot));
    };
  }

  /** Writes one value of {@code kind} (boxed for primitives; references through {@code slot}). */
  public static void writeValue(
      WriteContext ctx, ValueKind kind, @Nullable Slot slot, @Nullable Object value) {
    if (kind == ValueKind.REF) {
      ctx.writeSlot(value, Facts.nonNull(slot));
      return;
    }
    Object v = Facts.nonNull(value); // a boxed primitive
    switch (kind) {
      case DOUBLE -> ctx.writeDouble((Double) v);
      case FLOAT -> ctx.writeFloat((Float) v);
      case CHAR -> ctx.writeChar((Character) v);
      case SHORT -> ctx.writeShort((Short) v);
      case BYTE -> ctx.writeByte((Byte) v);
      case BOOLEAN -> ctx.writeBoolean((Boolean) v);
      case LONG -> ctx.writeVarLong((Long) v);
      case INT -> ctx.writeVarInt((Integer) v);
      default -> throw new IllegalArgumentException(kind.toString());
    }
  }
}
