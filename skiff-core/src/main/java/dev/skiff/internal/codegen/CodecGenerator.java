package dev.skiff.internal.codegen;

import static dev.skiff.internal.codegen.FieldCode.CODEC;
import static dev.skiff.internal.codegen.FieldCode.MH_DESC;
import static dev.skiff.internal.codegen.FieldCode.OBJECT;
import static dev.skiff.internal.codegen.FieldCode.OBJECT_DESC;
import static dev.skiff.internal.codegen.FieldCode.SLOTS_DESC;
import static dev.skiff.internal.codegen.FieldCode.SLOT_DESC;
import static dev.skiff.internal.codegen.FieldCode.WCTX;
import static dev.skiff.internal.codegen.FieldCode.call;
import static dev.skiff.internal.codegen.FieldCode.pushInt;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.ValueKind;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The bytecode generator for object and record codecs: for one class it emits a codec that reads
 * and writes every field without reflection, and defines it as a hidden class.
 *
 * <h2>Same bytes as the interpreter</h2>
 *
 * The generated code walks the very {@link FieldLayout} the interpreter walks and calls the same
 * context methods per field kind (or {@link dev.skiff.LeafFields} methods that write the same
 * bytes), so both produce identical bytes and read each other's output. A differential property
 * test holds them to that.
 *
 * <h2>Two ways to reach the fields</h2>
 *
 * <ul>
 *   <li><b>Nestmate</b> (the usual case: the class is in Skiff's own module, such as the classpath
 *       when Skiff is on it): the codec is a hidden class defined as a nestmate of the target, and
 *       reads and writes the target's own fields with plain {@code getfield}/{@code putfield}.
 *   <li><b>Detached</b> (the class is in another module or class loader, where Java grants Skiff
 *       private access through {@code privateLookupIn} but not the right to define a nestmate): the
 *       codec is a hidden class in Skiff's own package that never names the target type, and
 *       reaches every field through a {@code static final} method handle whose type is erased to
 *       {@code Object} and primitives.
 * </ul>
 *
 * In both, fields the code cannot or may not touch directly go through such handles: a final field
 * (only a constructor may assign it), a private field of a superclass (another nest), a field whose
 * declared type the target's package cannot see. Handles in {@code static final} fields of a hidden
 * class are constants to the JIT, which inlines them into plain field accesses. This is the one
 * place to change when JEP 500 makes final fields truly final.
 *
 * <h2>Shape of the generated class</h2>
 *
 * {@code write} casts once and calls static group methods of at most {@value #GROUP} fields each,
 * small enough for the JIT to inline; a class with hundreds of fields compiles to many small
 * methods, far below the 64 KiB method limit. A class of one group and one version writes its
 * fields in {@code write} itself and reads them in {@code read}: each call level between a message
 * and its innermost string counts against HotSpot's inlining depth, and a nested object would
 * otherwise cost two ({@link #inlineGroup}). {@code read} creates the instance (its own no-arg
 * constructor, else the serialization constructor), registers it for back-references, and fills it
 * group by group; for records it reads every component into a local and calls the canonical
 * constructor through a handle. Within a write group, a run of primitive fields is preceded by one
 * {@code ensure} of the run's widest size. The code for each field is {@link FieldCode}'s. A
 * versioned class's codec has group methods per version and writes and reads the version and the
 * later versions' groups in {@code write} and {@code read} ({@link VersionedCode}). The codec of a
 * read plan (another version's data) only reads: runs of fields in the writer's order, between
 * calls back to the plan ({@link ReadSteps}). {@link ReadCode} emits the read side.
 */
public final class CodecGenerator {
  static final int GROUP = 16;
  private static final String HOOKS = Type.getInternalName(CodecHooks.class);
  private static final String HOOKS_DESC = Type.getDescriptor(CodecHooks.class);
  private static final String READ_STEPS_DESC = Type.getDescriptor(ReadSteps.class);
  private static final int MAX_RECORD_COMPONENTS = 200;

  private static final AtomicLong DEFINED = new AtomicLong();

  final Class<?> type;
  final boolean record;
  final boolean nest;
  private final MethodHandles.Lookup host;
  final String self;
  final String target;

  /** The type of the value object in generated code: the target, or Object when detached. */
  final String valueType;

  final FieldCode[] plans;

  /**
   * Per static group method: its first plan and the plan after its last. A group never holds fields
   * of two versions of a versioned class.
   */
  final int[][] chunks;

  /**
   * The first chunk of each version's fields (the first version's at 0), and one more entry that
   * ends the last version's.
   */
  final int[] versionChunks;

  /** The first plan of each version's fields, and one more entry: the number of plans. */
  final int[] versionPlans;

  /** For a versioned class (see {@code dev.skiff.Since}): its version; else -1. */
  final int version;

  /**
   * For the codec of a read plan, in the writer's field order: fields read directly ({@code >= 0}:
   * for a plain class a run, the index of its group list; for a record one field, its plan index)
   * or a writer field the plan reads ({@code -1 - i}); else null.
   */
  final int @Nullable [] steps;

  /** For the codec of a record's read plan: per writer field, the plan it fills, or -1. */
  final int @Nullable [] planInto;

  /** Work around the fields (compatible mode), or null. */
  final @Nullable CodecHooks hooks;

  private final ClassData data = new ClassData();

  private CodecGenerator(
      Class<?> type,
      FieldLayout[] versions,
      int version,
      int @Nullable [] steps,
      int @Nullable [] planInto,
      MethodHandles.Lookup host,
      @Nullable CodecHooks hooks) {
    this.type = type;
    this.hooks = hooks;
    this.version = version;
    this.steps = steps;
    this.planInto = planInto;
    this.record = type.isRecord();
    this.host = host;
    this.nest = host.hasFullPrivilegeAccess();
    this.target = Type.getInternalName(type);
    this.self =
        nest
            ? target + "$$Skiff"
            : "dev/skiff/internal/codegen/Generated$"
                + type.getName().replaceAll("[^A-Za-z0-9_]", "_");
    this.valueType = nest ? target : OBJECT;
    List<FieldCode> fields = new ArrayList<>();
    List<int[]> groups = new ArrayList<>();
    this.versionChunks = new int[versions.length + 1];
    this.versionPlans = new int[versions.length + 1];
    for (int v = 0; v < versions.length; v++) {
      versionChunks[v] = groups.size();
      versionPlans[v] = fields.size();
      int from = fields.size();
      for (FieldLayout.Entry e : versions[v].entries) {
        fields.add(new FieldCode(e, self));
      }
      for (int i = from; i < fields.size(); i += GROUP) {
        groups.add(new int[] {i, Math.min(fields.size(), i + GROUP)});
      }
    }
    versionChunks[versions.length] = groups.size();
    versionPlans[versions.length] = fields.size();
    this.plans = fields.toArray(new FieldCode[0]);
    this.chunks = groups.toArray(new int[0][]);
  }

  /**
   * Generates and defines the codec for {@code type}.
   *
   * @param instantiator for non-records without their own no-arg constructor, else null
   * @param parameterOf for records: each layout entry's position among the canonical parameters
   * @throws Exception any failure; the caller falls back to the interpreter and says why
   */
  public static Codec<?> generate(
      Class<?> type,
      FieldLayout layout,
      @Nullable Constructor<?> instantiator,
      int @Nullable [] parameterOf)
      throws Exception {
    return generate(type, layout, instantiator, parameterOf, null);
  }

  /**
   * Generates and defines the codec for {@code type} that also runs {@code hooks} around the fields
   * (see {@link CodecHooks}; records get {@code beforeRead} only).
   *
   * @throws Exception any failure; the caller falls back to the interpreter and says why
   */
  public static Codec<?> generate(
      Class<?> type,
      FieldLayout layout,
      @Nullable Constructor<?> instantiator,
      int @Nullable [] parameterOf,
      @Nullable CodecHooks hooks)
      throws Exception {
    checkRecordSize(type);
    return new CodecGenerator(type, new FieldLayout[] {layout}, -1, null, null, host(type), hooks)
        .define(instantiator, parameterOf);
  }

  /**
   * Generates and defines the codec for versioned plain class or record {@code type} (see {@code
   * dev.skiff.Since}): the fields of its first version, its version, then the fields each later
   * version added ({@code later[v - 1]} for version {@code v}), as {@code VersionedCodec} writes
   * them.
   *
   * @throws Exception any failure; the caller falls back to the interpreter and says why
   */
  public static Codec<?> generateVersioned(
      Class<?> type, FieldLayout first, FieldLayout[] later, @Nullable Constructor<?> instantiator)
      throws Exception {
    FieldLayout[] versions = new FieldLayout[later.length + 1];
    versions[0] = first;
    System.arraycopy(later, 0, versions, 1, later.length);
    checkRecordSize(type);
    CodecGenerator g =
        new CodecGenerator(type, versions, later.length, null, null, host(type), null);
    return g.define(instantiator, g.record ? g.componentPositions() : null);
  }

  /**
   * Generates and defines the read-only codec of a read plan for plain class {@code type}: in the
   * writer's field order, the fields of {@code runs[s]} read directly for a step {@code s >= 0},
   * and writer field {@code i} read by {@code plan} for a step {@code -1 - i}. Its {@code write}
   * throws.
   *
   * @throws Exception any failure; the caller keeps reading through the plan and says why
   */
  public static Codec<?> generatePlan(
      Class<?> type,
      FieldLayout[] runs,
      int[] steps,
      @Nullable Constructor<?> instantiator,
      ReadSteps plan)
      throws Exception {
    if (type.isRecord()) {
      throw new IllegalArgumentException(type + " is a record");
    }
    CodecGenerator g = new CodecGenerator(type, runs, -1, steps.clone(), null, host(type), null);
    g.data.add("P", READ_STEPS_DESC, plan);
    return g.define(instantiator, null);
  }

  /**
   * Generates and defines the read-only codec of a read plan for record {@code type}, whose
   * components are {@code layout}'s entries: in the writer's field order, entry {@code j} read
   * directly for a step {@code j >= 0}, and writer field {@code i} read by {@code plan} for a step
   * {@code -1 - i}, into entry {@code into[i]} (or thrown away when -1); components the data lacks
   * take their zero values.
   *
   * @throws Exception any failure; the caller keeps reading through the plan and says why
   */
  public static Codec<?> generateRecordPlan(
      Class<?> type, FieldLayout layout, int[] steps, int[] into, ReadSteps plan) throws Exception {
    if (!type.isRecord()) {
      throw new IllegalArgumentException(type + " is not a record");
    }
    checkRecordSize(type);
    CodecGenerator g =
        new CodecGenerator(
            type, new FieldLayout[] {layout}, -1, steps.clone(), into.clone(), host(type), null);
    g.data.add("P", READ_STEPS_DESC, plan);
    return g.define(null, g.componentPositions());
  }

  /** Refuses a record of more components than a generated {@code read} keeps in locals. */
  private static void checkRecordSize(Class<?> type) {
    if (type.isRecord() && type.getRecordComponents().length > MAX_RECORD_COMPONENTS) {
      throw new IllegalArgumentException("records of more than 200 components stay interpreted");
    }
  }

  /** For a record: each plan's position among the canonical constructor's parameters. */
  private int[] componentPositions() {
    RecordComponent[] components = type.getRecordComponents();
    int[] out = new int[plans.length];
    for (int i = 0; i < plans.length; i++) {
      for (int j = 0; j < components.length; j++) {
        if (components[j].getName().equals(plans[i].field.getName())) {
          out[i] = j;
        }
      }
    }
    return out;
  }

  private static MethodHandles.Lookup host(Class<?> type) throws IllegalAccessException {
    // On the module path Skiff is the named module dev.skiff, which reads only what it requires;
    // privateLookupIn needs it to read the target's module too (a no-op on the classpath).
    CodecGenerator.class.getModule().addReads(type.getModule());
    return MethodHandles.privateLookupIn(type, MethodHandles.lookup());
  }

  /** How many codec classes Skiff has defined at run time in this process, for tests. */
  public static long definedClasses() {
    return DEFINED.get();
  }

  private Codec<?> define(@Nullable Constructor<?> instantiator, int @Nullable [] parameterOf)
      throws Exception {
    for (int i = 0; i < plans.length; i++) {
      plan(i, plans[i]);
    }
    if (hooks != null) {
      data.add("H", HOOKS_DESC, hooks);
    }
    @Nullable String creator = null;
    boolean viaConstructorObject = false;
    if (record) {
      creator = "N";
      data.add(creator, MH_DESC, canonicalConstructor());
    } else if (instantiator == null && !nest) {
      creator = "N";
      MethodHandle noArg = host.findConstructor(type, MethodType.methodType(void.class));
      data.add(creator, MH_DESC, noArg.asType(MethodType.methodType(Object.class)));
    } else if (instantiator != null) {
      creator = "C";
      viaConstructorObject = true;
      data.add(creator, Type.getDescriptor(Constructor.class), instantiator);
    }

    ReadCode reads = new ReadCode(this);
    ClassWriter cw = new FrameWriter();
    cw.visit(
        Opcodes.V17,
        Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC,
        self,
        null,
        CODEC,
        null);
    data.emit(cw, self);
    emitConstructor(cw);
    emitWrite(cw);
    if (record) {
      reads.emitRecordRead(cw, Facts.nonNull(parameterOf)); // records always have one
    } else {
      reads.emitObjectRead(cw, creator, viaConstructorObject);
    }
    cw.visitEnd();

    byte[] bytes = cw.toByteArray();
    MethodHandles.Lookup hidden =
        nest
            ? host.defineHiddenClassWithClassData(
                bytes, data.values(), true, MethodHandles.Lookup.ClassOption.NESTMATE)
            : MethodHandles.lookup().defineHiddenClassWithClassData(bytes, data.values(), true);
    DEFINED.incrementAndGet();
    MethodHandle ctor =
        hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class));
    try {
      return (Codec<?>) ctor.invoke();
    } catch (Throwable t) {
      throw new IllegalStateException(
          "generated codec of " + type.getName() + " failed to start", t);
    }
  }

  /** Decides how field {@code i} is reached and records the handles and slot it needs. */
  private void plan(int i, FieldCode p) throws ReflectiveOperationException {
    if (p.entry.kind == ValueKind.REF && p.type != String.class) {
      p.slotField = "S" + i;
      Slot slot = p.entry.refSlot();
      data.add(p.slotField, SLOT_DESC, slot);
      if (slot.args() != null) {
        p.argsField = "A" + i;
        data.add(p.argsField, SLOTS_DESC, slot.args());
      }
      Codec<Object> folding = slot.viaCodec() ? slot.foldingCodec() : null;
      if (folding != null) {
        p.foldingField = "C" + i;
        data.add(p.foldingField, FieldCode.CODEC_DESC, folding);
      }
    }
    if (p.type.isEnum() && p.entry.refSlot().exact() && !p.entry.refSlot().viaCodec()) {
      p.constantsField = "E" + i;
      data.add(p.constantsField, "[Ljava/lang/Object;", p.type.getEnumConstants());
    }
    Class<?> declaring = p.field.getDeclaringClass();
    p.direct =
        nest && (declaring == type || reachable(p.field)) && visible(p.type) && visible(declaring);
    MethodHandles.Lookup in =
        declaring == type ? host : MethodHandles.privateLookupIn(declaring, MethodHandles.lookup());
    Class<?> erased = p.type.isPrimitive() ? p.type : Object.class;
    if (!p.direct) {
      p.getterField = "G" + i;
      MethodHandle getter = in.unreflectGetter(p.field);
      data.add(p.getterField, MH_DESC, getter.asType(MethodType.methodType(erased, Object.class)));
    }
    if (!record && (!p.direct || Modifier.isFinal(p.field.getModifiers()))) {
      p.setterField = "P" + i;
      MethodHandle setter = in.unreflectSetter(p.field);
      data.add(
          p.setterField,
          MH_DESC,
          setter.asType(MethodType.methodType(void.class, Object.class, erased)));
    }
  }

  private MethodHandle canonicalConstructor() throws ReflectiveOperationException {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] params = new Class<?>[components.length];
    Class<?>[] erased = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      params[i] = components[i].getType();
      erased[i] = params[i].isPrimitive() ? params[i] : Object.class;
    }
    MethodHandle ctor = host.findConstructor(type, MethodType.methodType(void.class, params));
    return ctor.asType(MethodType.methodType(Object.class, erased));
  }

  /** Whether a field of a superclass can be accessed directly from the target's package. */
  private boolean reachable(Field f) {
    Class<?> declaring = f.getDeclaringClass();
    int mods = f.getModifiers();
    if (Modifier.isPrivate(mods)) {
      return false;
    }
    boolean samePackage =
        declaring.getClassLoader() == type.getClassLoader()
            && declaring.getPackageName().equals(type.getPackageName());
    return samePackage || (Modifier.isPublic(mods) && Modifier.isPublic(declaring.getModifiers()));
  }

  /** Whether generated code in the target's package may name {@code c} (arrays: their element). */
  private boolean visible(Class<?> c) {
    while (c.isArray()) {
      c = c.getComponentType();
    }
    if (c.isPrimitive()) {
      return true;
    }
    try {
      host.accessClass(c);
      return true;
    } catch (IllegalAccessException e) {
      return false;
    }
  }

  private static void emitConstructor(ClassWriter cw) {
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, CODEC, "<init>", "()V", false);
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private void emitWrite(ClassWriter cw) {
    String groupDesc = "(L" + WCTX + ";L" + valueType + ";)V";
    MethodVisitor mv =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC, "write", "(L" + WCTX + ";" + OBJECT_DESC + ")V", null, null);
    mv.visitCode();
    if (steps != null) {
      String error = "java/lang/UnsupportedOperationException";
      mv.visitTypeInsn(Opcodes.NEW, error);
      mv.visitInsn(Opcodes.DUP);
      mv.visitLdcInsn("the codec of a read plan only reads");
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, error, "<init>", "(Ljava/lang/String;)V", false);
      mv.visitInsn(Opcodes.ATHROW);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
      return;
    }
    String hookDesc = "(L" + WCTX + ";" + OBJECT_DESC + ")V";
    if (inlineGroup()) {
      // One group and no versions: the fields are written here, with the context moved to local 0
      // (this is not used again) and the value to local 1, where the group's code expects them.
      emitHook(mv, "beforeWrite", hookDesc, 1, 2);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitVarInsn(Opcodes.ASTORE, 0);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      if (nest) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, target);
      }
      mv.visitVarInsn(Opcodes.ASTORE, 1);
      emitWriteGroup(mv, 0);
      emitHook(mv, "afterWrite", hookDesc, 0, 1);
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    if (nest) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, target);
    }
    mv.visitVarInsn(Opcodes.ASTORE, 3);
    emitHook(mv, "beforeWrite", hookDesc, 1, 2);
    emitGroupCalls(mv, "w", groupDesc, 0, 3);
    if (version >= 0) {
      VersionedCode.emitWrite(mv, version, 4, v -> emitGroupCalls(mv, "w", groupDesc, v, 3));
    }
    emitHook(mv, "afterWrite", hookDesc, 1, 2);
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (int c = 0; c < chunks.length; c++) {
      MethodVisitor w =
          cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, "w" + c, groupDesc, null, null);
      w.visitCode();
      emitWriteGroup(w, c);
      w.visitInsn(Opcodes.RETURN);
      w.visitMaxs(0, 0);
      w.visitEnd();
    }
  }

  /**
   * Whether {@code write} and {@code read} hold the fields themselves instead of calling group
   * methods: a class of one group and no later versions. Each call level between a message and its
   * innermost string counts against HotSpot's inlining depth (architecture, section 2.4), and a
   * nested object otherwise costs two: its codec's {@code write} and the group method.
   */
  boolean inlineGroup() {
    return chunks.length == 1 && version < 0 && steps == null;
  }

  /** The writes of group {@code c}'s fields, with the context in local 0 and the value in 1. */
  private void emitWriteGroup(MethodVisitor w, int c) {
    int end = chunks[c][1];
    int room = 0;
    for (int i = chunks[c][0]; i < end; i++) {
      if (room == 0) {
        room = primitiveRun(i, end);
        if (room > 0) {
          w.visitVarInsn(Opcodes.ALOAD, 0);
          pushInt(w, room);
          call(w, WCTX, "ensure", "(I)V");
        }
      }
      plans[i].emitWrite(w, room > 0);
      room = room > 0 ? room - FieldCode.maxBytes(plans[i].entry.kind) : 0;
    }
  }

  /**
   * Calls group methods {@code prefix + c} for the chunks of version {@code v}'s fields, with the
   * context in local 1 and the value in local {@code value}.
   */
  void emitGroupCalls(MethodVisitor mv, String prefix, String desc, int v, int value) {
    for (int c = versionChunks[v]; c < versionChunks[v + 1]; c++) {
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitVarInsn(Opcodes.ALOAD, value);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, prefix + c, desc, false);
    }
  }

  /**
   * The bytes to ensure before the run of primitive fields that starts at {@code from} (the layout
   * puts them all first), or 0 when the run is shorter than two fields and its writes check for
   * themselves. Every field of the run then writes without a check of its own.
   */
  private int primitiveRun(int from, int end) {
    int bytes = 0;
    int i = from;
    while (i < end && plans[i].entry.kind != ValueKind.REF) {
      bytes += FieldCode.maxBytes(plans[i].entry.kind);
      i++;
    }
    return i - from >= 2 ? bytes : 0;
  }

  /**
   * Calls hook {@code name} of {@link #hooks}, if any, with the context in local {@code ctx} and,
   * unless {@code value} is negative, the value in local {@code value}.
   */
  void emitHook(MethodVisitor mv, String name, String desc, int ctx, int value) {
    if (hooks == null) {
      return;
    }
    mv.visitFieldInsn(Opcodes.GETSTATIC, self, "H", HOOKS_DESC);
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    if (value >= 0) {
      mv.visitVarInsn(Opcodes.ALOAD, value);
    }
    mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, HOOKS, name, desc, true);
  }
}
