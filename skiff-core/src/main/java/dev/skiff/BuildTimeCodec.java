package dev.skiff;

import dev.skiff.internal.codegen.BuildTimeBinding;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeInfo;
import dev.skiff.internal.engine.WriteContext;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.UndeclaredThrowableException;
import org.jspecify.annotations.Nullable;

/**
 * The base class of the codecs {@code skiff-processor} writes at build time: Java source compiled
 * with the application, one class per user class, that reads and writes the class's fields without
 * reflection and without defining a class at run time. Application code never uses it; it is public
 * because generated code extends it.
 *
 * <h2>The contract with generated code</h2>
 *
 * A build-time codec decides only how each field is reached (a plain field access in the class's
 * own package, else a {@code static final} method handle) and the order of the calls. Everything
 * that makes the bytes is Skiff's, bound at run time: the {@linkplain #slot slot} of each reference
 * field, whether an enum field travels by ordinal, the hooks of compatible mode, the instantiator.
 * So a build-time codec writes exactly the bytes of the codec Skiff would generate at run time, in
 * every configuration, and Skiff refuses one whose field list (names, declaring classes, types, in
 * Skiff's canonical order) differs from what it finds in the class at run time, falling back to a
 * run-time codec. {@link #CONTRACT} is the version of this contract; a processor and a runtime that
 * disagree on it never bind.
 *
 * <p>The generated subclass has one public constructor taking the opaque binding, which it passes
 * to this class's constructor with its field list; {@code META-INF/skiff/codecs/<class name>} names
 * it, so Skiff finds it without scanning.
 *
 * <h2>Slots as constants</h2>
 *
 * A codec Skiff generates at run time is a class of its own per configuration, and holds its
 * fields' slots in {@code static final} fields, which HotSpot compiles as constants: when a field's
 * nested codec is inlined, the slot's framing loads from a known address, independent of the chain
 * of loads that reached the nested codec. A build-time class serves every {@code Skiff} that uses
 * it, so its slots belong to each instance. Reached through the instance, each nesting level added
 * a chain of dependent loads (the type, its codec, the codec's slot, the slot's type) that run-time
 * codecs do not have, and build-time codecs fell behind run-time ones the deeper objects nest
 * (architecture, section 2.3).
 *
 * <p>So a generated class also keeps, in {@code static final} fields, the slots and enum constants
 * of the first binding it is initialized for: Skiff sets the binding aside while it initializes the
 * class ({@link #firstBinding}), and the class's static initializer asks for them ({@link #slotOf},
 * {@link #enumConstantsOf}). A codec whose binding is that one and that has no hooks ({@link
 * #boundFirst}) writes and reads through the constants; every other codec of the class (another
 * {@code Skiff}, another configuration) through its instance fields, with the same bytes. A class
 * initialized in any other way has no first binding, and all its codecs use their instance fields.
 * The constants keep the first binding's slots, and what they refer to, reachable for as long as
 * the codec class is loaded. Since contract 8.
 *
 * @param <T> the class this codec reads and writes
 */
public abstract class BuildTimeCodec<T> extends Codec<T> {
  /** The version of the contract between generated code and this class. */
  public static final int CONTRACT = 8;

  /** The slot {@link #read} hands its own {@link #readBody}, which a build-time codec ignores. */
  private static final Slot ANY = Slot.object();

  private final BuildTimeBinding binding;
  private final @Nullable CodecHooks hooks;
  private final boolean record;

  /**
   * Whether hooks run around the fields (compatible mode, versioned classes, JDK serialization
   * methods): the generated {@link #writeBody} and {@link #readBody} then go through {@link
   * #writeHooked} and {@link #readHooked}, else straight to the fields.
   */
  protected final boolean hooked;

  /**
   * Binds a generated codec to one configuration.
   *
   * @param binding what Skiff passes to the generated constructor
   * @param contract the {@link #CONTRACT} the processor wrote against
   * @param type the class this codec is for
   * @param fields the fields in the order the codec writes them, each as {@code
   *     declaringClass#name:type} with binary class names and erased types
   * @throws IllegalStateException when the contract or the fields differ from what Skiff expects
   */
  protected BuildTimeCodec(Object binding, int contract, Class<T> type, String... fields) {
    if (!(binding instanceof BuildTimeBinding b)) {
      throw new IllegalArgumentException("build-time codecs are made by Skiff only");
    }
    b.check(contract, type, fields);
    this.binding = b;
    this.hooks = b.hooks();
    this.hooked = hooks != null;
    this.record = type.isRecord();
  }

  /**
   * Writes every field of {@code value}, in the order given to the constructor.
   *
   * <p>This method and the other overridable ones take and return {@code Object}, not {@code T}: a
   * generated override with the class's own type would make javac add a bridge method, and each
   * bridge is one more level of calls between a message and its innermost field. HotSpot stops
   * inlining at a fixed depth ({@code MaxInlineLevel}); on media.1 the bridges of two nested
   * objects, with the other extra levels, were enough to leave the string writer of the innermost
   * fields as a call.
   */
  protected abstract void writeFields(Writer out, Object value);

  /** Reads every field into {@code value}, in the order given to the constructor (not records). */
  protected void readFields(Reader in, Object value) {
    throw new UnsupportedOperationException(getClass().getName() + " reads no fields into objects");
  }

  /** Reads the components and calls the canonical constructor (records only). */
  protected Object readRecord(Reader in) {
    throw new UnsupportedOperationException(getClass().getName() + " reads no records");
  }

  /**
   * A new, empty instance: overridden where the class has a no-arg constructor the codec may call,
   * else made by Skiff as the interpreter makes it.
   */
  protected Object create() {
    return binding.newInstance();
  }

  @Override
  public final void write(WriteContext ctx, T value) {
    CodecHooks h = hooks;
    if (h != null) {
      h.beforeWrite(ctx, value);
    }
    writeFields(ctx, value);
    if (h != null) {
      h.afterWrite(ctx, value);
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public final @Nullable T read(ReadContext ctx) {
    CodecHooks h = hooks;
    if (h == null) {
      // The generated readBody makes and fills the instance with calls bound to its own class;
      // from here, create and readFields would each be a call that every build-time codec shares.
      return (T) readBody(ctx, ANY);
    }
    Object other = h.beforeRead(ctx);
    if (other != CodecHooks.CONTINUE) {
      return (T) other;
    }
    if (record) {
      return (T) readRecord(ctx);
    }
    T value = (T) create();
    ctx.reference(value);
    readFields(ctx, value);
    h.afterRead(ctx, value);
    return value;
  }

  /**
   * The body of a value for a field of another codec (see {@link NestedCodec}), and without hooks
   * for {@link #read} too: generated code writes it to go straight to this class's fields, through
   * {@link #writeHooked} when {@link #hooked}.
   */
  @Override
  public abstract void writeBody(Writer out, Object value, Object slot);

  /**
   * The read of {@link #writeBody}: generated code makes and fills the instance (or reads the
   * record) itself, through {@link #readHooked} when {@link #hooked}.
   */
  @Override
  public abstract @Nullable Object readBody(Reader in, Object slot);

  /**
   * The body of a value with its hooks around the fields, as {@link #write(WriteContext, Object)}
   * writes it: what a generated {@link #writeBody} calls when {@link #hooked}.
   */
  @SuppressWarnings("unchecked")
  protected final void writeHooked(Writer out, Object value) {
    write((WriteContext) out, (T) value);
  }

  /** The read of {@link #writeHooked}: what a generated {@link #readBody} calls when hooked. */
  protected final @Nullable Object readHooked(Reader in) {
    return read((ReadContext) in);
  }

  @Override
  @SuppressWarnings("unchecked")
  public final void readInto(ReadContext ctx, Object into) {
    if (record) {
      super.readInto(ctx, into);
      return;
    }
    readFields(ctx, into);
  }

  /**
   * The binding Skiff is initializing this codec's class for, or null when the class is initialized
   * in any other way: what a generated class keeps in a static field, next to the constants {@link
   * #slotOf} and {@link #enumConstantsOf} take from it (class doc, "Slots as constants").
   */
  protected static @Nullable Object firstBinding() {
    return BuildTimeBinding.initializing();
  }

  /**
   * The slot of field {@code field} of {@code first} (see {@link #firstBinding}), or a placeholder
   * no codec uses when there is none or the field list does not fit: the constructor then refuses
   * the codec, or {@link #boundFirst} is false.
   */
  protected static Object slotOf(@Nullable Object first, int field) {
    Slot slot = first instanceof BuildTimeBinding b ? b.slotOrNull(field) : null;
    return slot != null ? slot : ANY;
  }

  /** {@link #enumConstants} of {@code first} (see {@link #firstBinding}), or null. */
  protected static Object @Nullable [] enumConstantsOf(@Nullable Object first, int field) {
    return first instanceof BuildTimeBinding b ? b.enumConstantsOrNull(field) : null;
  }

  /**
   * Whether this codec writes and reads through its class's constants: it has no hooks, and its
   * binding is {@code first}, the one the class was initialized for.
   */
  protected final boolean boundFirst(@Nullable Object first) {
    return !hooked && first == binding;
  }

  /** The slot of reference field {@code field} (its position in the field list). */
  protected final Object slot(int field) {
    return binding.slot(field);
  }

  /**
   * Whether the slot of reference field {@code field} is exact (its values carry no class tag):
   * which of {@link #enterExactField} and {@link #enterAnyField} the field takes. Skiff decides it
   * at run time, and compatible mode tags every field; generated code keeps the answer for the path
   * with hooks ({@link #writeFields} and the reads {@link #read} calls), which branches on it.
   *
   * <p>Compatible mode always has hooks, so without hooks a slot is exact exactly when the field's
   * declared class is final, which the processor sees too ({@code declared}). There a generated
   * {@link #writeBody} and {@link #readBody} take {@link #enterExactField} or {@link
   * #enterAnyField} as the processor decided, so that no field pays a branch for a choice its
   * declared class fixes (the run-time generator decides it once, when it generates). The two agree
   * unless the class changed since the codec was compiled (a declared class that was final is no
   * longer): then the codec is refused and Skiff falls back to a run-time codec, as for any other
   * change.
   *
   * @throws IllegalStateException when there are no hooks and the slot disagrees with {@code
   *     declared}
   */
  protected final boolean exact(int field, boolean declared) {
    Slot slot = binding.slot(field);
    boolean exact = slot.exact();
    if (!hooked && exact != declared) {
      throw new IllegalStateException(
          "the declared class of field "
              + field
              + ", "
              + slot.declared().getName()
              + (declared ? ", was" : ", was not")
              + " final when the build-time codec was compiled but"
              + (exact ? " is" : " is not")
              + " now; the class changed since the codec was compiled");
    }
    return exact;
  }

  /**
   * The constants of enum field {@code field} when it travels as an ordinal, else null (it then
   * goes through {@link #writeField}).
   */
  protected final Object @Nullable [] enumConstants(int field) {
    return binding.enumConstants(field);
  }

  /**
   * Writes a reference field through its slot: framing, class tag, then its codec. The same steps
   * as the context's {@code writeSlot}, written out here so that the nested codec is called one
   * level below the generated code rather than four (see {@link #writeFields} on inlining depth).
   * Generated code takes it for an enum that travels by name, and {@link #writeStringList} for a
   * string-list field whose slot is not one (compatible mode); every other reference field calls
   * its nested codec itself.
   */
  protected static void writeField(Writer out, @Nullable Object value, Object slot) {
    WriteContext ctx = (WriteContext) out;
    Slot s = (Slot) slot;
    TypeInfo info = s.exact() ? ctx.enterExact(value, s) : ctx.enterAny(value, s);
    if (info != null) {
      Slot[] args = s.args();
      if (args == null) {
        info.codec().write(ctx, Facts.nonNull(value));
      } else {
        info.codec().write(ctx, Facts.nonNull(value), args);
      }
      ctx.leave(info);
    }
  }

  /**
   * Reads a reference field written by {@link #writeField}, in the steps of its {@code readSlot}.
   */
  protected static @Nullable Object readField(Reader in, Object slot) {
    ReadContext ctx = (ReadContext) in;
    Slot s = (Slot) slot;
    TypeInfo info = s.exact() ? ctx.enterExact(s) : ctx.enterAny(s);
    if (info == null) {
      return ctx.takeValue();
    }
    long mark = ctx.enterBody(info);
    Slot[] args = s.args();
    Object v = args == null ? info.codec().read(ctx) : info.codec().read(ctx, args);
    return ctx.exitBody(info, mark, v);
  }

  /**
   * Writes a field the processor declared {@code List<String>}: through the context's own writer of
   * string lists when the slot agrees, else as {@link #writeField}. It is small enough for HotSpot
   * to inline at each field, so the field calls that writer directly, as a run-time codec does.
   * {@link #writeField}, which every build-time codec shares, stays a call of its own once many
   * classes have run, with the writer's call inside it.
   */
  protected static void writeStringList(Writer out, @Nullable Object value, Object slot) {
    Slot s = (Slot) slot;
    if (s.stringList()) {
      ((WriteContext) out).writeStringList(value, s);
    } else {
      writeField(out, value, slot);
    }
  }

  /** Reads a field written by {@link #writeStringList}. */
  protected static @Nullable Object readStringList(Reader in, Object slot) {
    Slot s = (Slot) slot;
    return s.stringList() ? ((ReadContext) in).readStringList(s) : readField(in, slot);
  }

  /**
   * Writes the framing of the value of a reference field whose slot is exact (no class tag): the
   * first step of a field whose nested codec generated code calls itself, one call site per field
   * (see {@link NestedCodec}). Returns what {@link #nested} and {@link #leaveField} take, or null
   * when nothing more is to be written. The generated steps are {@code n = enterExactField(out, x,
   * s); if (n != null) { nested(n).writeBody(out, x, s); leaveField(out, n); }}, with {@link
   * #enterAnyField} where the slot is not {@link #exact}. The choice is made in generated code, so
   * that its branch profile is the field's own.
   */
  protected static @Nullable Object enterExactField(
      Writer out, @Nullable Object value, Object slot) {
    return ((WriteContext) out).enterExact(value, (Slot) slot);
  }

  /** {@link #enterExactField} for a slot that is not exact: the value's class tag is written. */
  protected static @Nullable Object enterAnyField(Writer out, @Nullable Object value, Object slot) {
    return ((WriteContext) out).enterAny(value, (Slot) slot);
  }

  /** The codec of a field value entered by one of the {@code enter} methods. */
  protected static NestedCodec nested(Object entered) {
    return ((TypeInfo) entered).codec();
  }

  /** Leaves the nesting level {@link #enterExactField} or {@link #enterAnyField} entered. */
  protected static void leaveField(Writer out, Object entered) {
    ((WriteContext) out).leave((TypeInfo) entered);
  }

  /**
   * Reads the framing written by {@link #enterExactField}. Returns what {@link #beginBody}, {@link
   * #nested} and {@link #endBody} take, or null when the framing said everything; {@link
   * #takeField} then yields the value. The generated steps are {@code n = enterExactRead(in, s); if
   * (n == null) { x = takeField(in); } else { m = beginBody(in, n); x = endBody(in, n, m,
   * nested(n).readBody(in, s)); }}.
   */
  protected static @Nullable Object enterExactRead(Reader in, Object slot) {
    return ((ReadContext) in).enterExact((Slot) slot);
  }

  /** Reads the framing written by {@link #enterAnyField}, as {@link #enterExactRead} does. */
  protected static @Nullable Object enterAnyRead(Reader in, Object slot) {
    return ((ReadContext) in).enterAny((Slot) slot);
  }

  /** The value of a field whose framing alone an {@code enter} method read. */
  protected static @Nullable Object takeField(Reader in) {
    return ((ReadContext) in).takeValue();
  }

  /** Enters the body of a field value: reserves its reference id and its nesting level. */
  protected static long beginBody(Reader in, Object entered) {
    return ((ReadContext) in).enterBody((TypeInfo) entered);
  }

  /** Ends the body {@link #beginBody} began and returns {@code value}, the field's value. */
  protected static @Nullable Object endBody(
      Reader in, Object entered, long mark, @Nullable Object value) {
    return ((ReadContext) in).exitBody((TypeInfo) entered, mark, value);
  }

  /**
   * Claims the reference id of a new instance before its fields are read, so that back-references
   * inside it resolve to it (what {@link #readBody} does before {@link #readFields}).
   */
  protected static void reference(Reader in, Object value) {
    ((ReadContext) in).reference(value);
  }

  /**
   * A getter for a field the codec may not access directly, typed {@code (Object)Object} or {@code
   * (Object)primitive}, through the codec's own lookup (so it needs no {@code opens} of the class's
   * own module).
   */
  protected static MethodHandle getter(
      MethodHandles.Lookup lookup, Class<?> declaring, String name) {
    try {
      Field f = declaring.getDeclaredField(name);
      return MethodHandles.privateLookupIn(declaring, lookup)
          .unreflectGetter(f)
          .asType(MethodType.methodType(erased(f.getType()), Object.class));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("build-time codec cannot read " + declaring + "." + name, e);
    }
  }

  /**
   * A setter typed {@code (Object,Object)void} or {@code (Object,primitive)void} for {@code field},
   * which the generated code has made accessible when it is final.
   */
  protected static MethodHandle setter(MethodHandles.Lookup lookup, Field field) {
    try {
      return MethodHandles.privateLookupIn(field.getDeclaringClass(), lookup)
          .unreflectSetter(field)
          .asType(MethodType.methodType(void.class, Object.class, erased(field.getType())));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("build-time codec cannot set " + field, e);
    }
  }

  /** The canonical constructor of {@code record}, typed with erased parameters, for an Object. */
  protected static MethodHandle canonical(MethodHandles.Lookup lookup, Class<?> record) {
    RecordComponent[] components = record.getRecordComponents();
    Class<?>[] params = new Class<?>[components.length];
    Class<?>[] erased = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      params[i] = components[i].getType();
      erased[i] = erased(params[i]);
    }
    try {
      return MethodHandles.privateLookupIn(record, lookup)
          .findConstructor(record, MethodType.methodType(void.class, params))
          .asType(MethodType.methodType(Object.class, erased));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("build-time codec cannot construct " + record, e);
    }
  }

  private static Class<?> erased(Class<?> type) {
    return type.isPrimitive() ? type : Object.class;
  }

  /** What generated code throws for a {@code Throwable} a method handle raised. */
  protected static RuntimeException rethrow(Throwable t) {
    if (t instanceof RuntimeException r) {
      throw r;
    }
    if (t instanceof Error e) {
      throw e;
    }
    throw new UndeclaredThrowableException(t);
  }

  /**
   * What a build-time codec writes fields to: primitives, var-ints and strings ({@link LeafFields}
   * writes boxes, enums by ordinal and primitive arrays to it). Implemented by Skiff only.
   */
  public interface Writer {
    /** Makes room for {@code bytes} bytes, which the {@code put} methods then write unchecked. */
    void ensure(int bytes);

    void writeBoolean(boolean v);

    void writeByte(int v);

    void writeShort(short v);

    void writeChar(char v);

    void writeFloat(float v);

    void writeDouble(double v);

    void writeVarInt(int v);

    void writeVarLong(long v);

    /** Writes a string or the null marker, as a reference field holding a string. */
    void writeStringOrNull(@Nullable String s);

    /**
     * Writes a string that is not null: what generated code calls after its own null test (a null
     * string is {@code writeByte(0)}), one call level less than {@link #writeStringOrNull}. Since
     * contract 6.
     */
    void writeString(String s);

    void putBoolean(boolean v);

    void putByte(int v);

    void putShort(short v);

    void putChar(char v);

    void putFloat(float v);

    void putDouble(double v);

    void putVarInt(int v);

    void putVarLong(long v);
  }

  /**
   * What a build-time codec reads fields from: the reads of {@link Writer}'s writes. Implemented by
   * Skiff only.
   */
  public interface Reader {
    boolean readBoolean();

    byte readByte();

    short readShort();

    char readChar();

    float readFloat();

    double readDouble();

    int readVarInt();

    long readVarLong();

    @Nullable String readStringOrNull();
  }
}
