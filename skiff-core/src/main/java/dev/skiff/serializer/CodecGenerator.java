package dev.skiff.serializer;

import dev.skiff.engine.Codec;
import dev.skiff.engine.Slot;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
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
 * context methods per field kind (or {@code FieldIo} methods that write the same bytes), so both
 * produce identical bytes and read each other's output. A differential property test holds them to
 * that.
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
 * {@code write} casts once and calls static chunk methods of at most {@value #CHUNK} fields each,
 * small enough for the JIT to inline; a class with hundreds of fields compiles to many small
 * methods, far below the 64 KiB method limit. {@code read} creates the instance (its own no-arg
 * constructor, else the serialization constructor), registers it for back-references, and fills it
 * chunk by chunk; for records it reads every component into a local and calls the canonical
 * constructor through a handle.
 */
final class CodecGenerator {
  static final int CHUNK = 16;
  private static final int MAX_RECORD_COMPONENTS = 200;

  private static final String CODEC = Type.getInternalName(Codec.class);
  private static final String WCTX = "dev/skiff/engine/WriteContext";
  private static final String RCTX = "dev/skiff/engine/ReadContext";
  private static final String FIELD_IO = "dev/skiff/engine/FieldIo";
  private static final String SLOT_DESC = Type.getDescriptor(Slot.class);
  private static final String SLOTS_DESC = Type.getDescriptor(Slot[].class);
  private static final String INFO = "dev/skiff/engine/TypeInfo";
  private static final String INFO_DESC = "L" + INFO + ";";
  private static final String MH = Type.getInternalName(MethodHandle.class);
  private static final String MH_DESC = Type.getDescriptor(MethodHandle.class);
  private static final String OBJECT = "java/lang/Object";
  private static final String OBJECT_DESC = "Ljava/lang/Object;";

  /** Field types with a dedicated {@code FieldIo} reader and writer, by their suffix there. */
  private static final Map<Class<?>, String> DIRECT =
      Map.ofEntries(
          Map.entry(Integer.class, "Integer"),
          Map.entry(Long.class, "Long"),
          Map.entry(Double.class, "Double"),
          Map.entry(Float.class, "Float"),
          Map.entry(Boolean.class, "Boolean"),
          Map.entry(Short.class, "Short"),
          Map.entry(Byte.class, "Byte"),
          Map.entry(Character.class, "Character"),
          Map.entry(int[].class, "Ints"),
          Map.entry(long[].class, "Longs"),
          Map.entry(double[].class, "Doubles"),
          Map.entry(float[].class, "Floats"),
          Map.entry(short[].class, "Shorts"),
          Map.entry(char[].class, "Chars"),
          Map.entry(boolean[].class, "Booleans"),
          Map.entry(byte[].class, "Bytes"));

  /** How generated methods reach one field. */
  private static final class Plan {
    final FieldLayout.Entry entry;
    final Field field;
    final Class<?> type;
    String slotField;
    String getterField;
    String setterField;
    String constantsField;
    String argsField;
    boolean direct;

    Plan(FieldLayout.Entry entry) {
      this.entry = entry;
      this.field = entry.field;
      this.type = field.getType();
    }

    String desc() {
      return Type.getDescriptor(type);
    }

    /** The descriptor of the field's type as handles see it: primitives kept, the rest Object. */
    String erasedDesc() {
      return type.isPrimitive() ? desc() : OBJECT_DESC;
    }
  }

  private final Class<?> type;
  private final boolean record;
  private final boolean nest;
  private final MethodHandles.Lookup host;
  private final String self;
  private final String target;

  /** The type of the value object in generated code: the target, or Object when detached. */
  private final String valueType;

  private final Plan[] plans;
  private final List<Object> data = new ArrayList<>();
  private final List<String> dataTypes = new ArrayList<>();
  private final List<String> dataNames = new ArrayList<>();

  private CodecGenerator(Class<?> type, FieldLayout layout, MethodHandles.Lookup host) {
    this.type = type;
    this.record = type.isRecord();
    this.host = host;
    this.nest = host.hasFullPrivilegeAccess();
    this.target = Type.getInternalName(type);
    this.self =
        nest
            ? target + "$$Skiff"
            : "dev/skiff/serializer/Generated$" + type.getName().replaceAll("[^A-Za-z0-9_]", "_");
    this.valueType = nest ? target : OBJECT;
    this.plans = new Plan[layout.entries.length];
    for (int i = 0; i < plans.length; i++) {
      plans[i] = new Plan(layout.entries[i]);
    }
  }

  /**
   * Generates and defines the codec for {@code type}.
   *
   * @param instantiator for non-records without their own no-arg constructor, else null
   * @param parameterOf for records: each layout entry's position among the canonical parameters
   * @throws Exception any failure; the caller falls back to the interpreter and says why
   */
  static Codec<?> generate(
      Class<?> type, FieldLayout layout, Constructor<?> instantiator, int[] parameterOf)
      throws Exception {
    if (type.isRecord() && layout.entries.length > MAX_RECORD_COMPONENTS) {
      throw new IllegalArgumentException("records of more than 200 components stay interpreted");
    }
    // On the module path Skiff is the named module dev.skiff, which reads only what it requires;
    // privateLookupIn needs it to read the target's module too (a no-op on the classpath).
    CodecGenerator.class.getModule().addReads(type.getModule());
    MethodHandles.Lookup host = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
    return new CodecGenerator(type, layout, host).define(instantiator, parameterOf);
  }

  private Codec<?> define(Constructor<?> instantiator, int[] parameterOf) throws Exception {
    for (int i = 0; i < plans.length; i++) {
      plan(i, plans[i]);
    }
    String creator = null;
    boolean viaConstructorObject = false;
    if (record) {
      creator = "N";
      addData(creator, MH_DESC, canonicalConstructor());
    } else if (instantiator == null && !nest) {
      creator = "N";
      MethodHandle noArg = host.findConstructor(type, MethodType.methodType(void.class));
      addData(creator, MH_DESC, noArg.asType(MethodType.methodType(Object.class)));
    } else if (instantiator != null) {
      creator = "C";
      viaConstructorObject = true;
      addData(creator, Type.getDescriptor(Constructor.class), instantiator);
    }

    ClassWriter cw = new Writer();
    cw.visit(
        Opcodes.V17,
        Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC,
        self,
        null,
        CODEC,
        null);
    for (int i = 0; i < dataNames.size(); i++) {
      cw.visitField(
              Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL,
              dataNames.get(i),
              dataTypes.get(i),
              null,
              null)
          .visitEnd();
    }
    emitClassInit(cw);
    emitConstructor(cw);
    emitWrite(cw);
    if (record) {
      emitRecordRead(cw, parameterOf);
    } else {
      emitObjectRead(cw, creator, viaConstructorObject);
    }
    cw.visitEnd();

    byte[] bytes = cw.toByteArray();
    MethodHandles.Lookup hidden =
        nest
            ? host.defineHiddenClassWithClassData(
                bytes, data.toArray(), true, MethodHandles.Lookup.ClassOption.NESTMATE)
            : MethodHandles.lookup().defineHiddenClassWithClassData(bytes, data.toArray(), true);
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
  private void plan(int i, Plan p) throws ReflectiveOperationException {
    if (p.entry.kind == FieldLayout.Kind.REF && p.type != String.class) {
      p.slotField = "S" + i;
      addData(p.slotField, SLOT_DESC, p.entry.slot);
      if (p.entry.slot.args() != null) {
        p.argsField = "A" + i;
        addData(p.argsField, SLOTS_DESC, p.entry.slot.args());
      }
    }
    if (p.type.isEnum()) {
      p.constantsField = "E" + i;
      addData(p.constantsField, "[Ljava/lang/Object;", p.type.getEnumConstants());
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
      addData(p.getterField, MH_DESC, getter.asType(MethodType.methodType(erased, Object.class)));
    }
    if (!record && (!p.direct || Modifier.isFinal(p.field.getModifiers()))) {
      p.setterField = "P" + i;
      MethodHandle setter = in.unreflectSetter(p.field);
      addData(
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

  private void addData(String name, String desc, Object value) {
    data.add(value);
    dataTypes.add(desc);
    dataNames.add(name);
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

  private void emitClassInit(ClassWriter cw) {
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
    mv.visitCode();
    if (!dataNames.isEmpty()) {
      mv.visitMethodInsn(
          Opcodes.INVOKESTATIC,
          "java/lang/invoke/MethodHandles",
          "lookup",
          "()Ljava/lang/invoke/MethodHandles$Lookup;",
          false);
      mv.visitLdcInsn("_");
      mv.visitLdcInsn(Type.getType(Object[].class));
      mv.visitMethodInsn(
          Opcodes.INVOKESTATIC,
          "java/lang/invoke/MethodHandles",
          "classData",
          "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)"
              + OBJECT_DESC,
          false);
      mv.visitTypeInsn(Opcodes.CHECKCAST, "[Ljava/lang/Object;");
      mv.visitVarInsn(Opcodes.ASTORE, 0);
      for (int i = 0; i < dataNames.size(); i++) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        pushInt(mv, i);
        mv.visitInsn(Opcodes.AALOAD);
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getType(dataTypes.get(i)).getInternalName());
        mv.visitFieldInsn(Opcodes.PUTSTATIC, self, dataNames.get(i), dataTypes.get(i));
      }
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
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
    String chunkDesc = "(L" + WCTX + ";L" + valueType + ";)V";
    int chunks = (plans.length + CHUNK - 1) / CHUNK;
    MethodVisitor mv =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC, "write", "(L" + WCTX + ";" + OBJECT_DESC + ")V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    if (nest) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, target);
    }
    mv.visitVarInsn(Opcodes.ASTORE, 3);
    for (int c = 0; c < chunks; c++) {
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitVarInsn(Opcodes.ALOAD, 3);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "w" + c, chunkDesc, false);
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (int c = 0; c < chunks; c++) {
      MethodVisitor w =
          cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, "w" + c, chunkDesc, null, null);
      w.visitCode();
      int end = Math.min(plans.length, (c + 1) * CHUNK);
      int room = 0;
      for (int i = c * CHUNK; i < end; i++) {
        if (room == 0) {
          room = primitiveRun(i, end);
          if (room > 0) {
            w.visitVarInsn(Opcodes.ALOAD, 0);
            pushInt(w, room);
            call(w, WCTX, "ensure", "(I)V");
          }
        }
        emitWriteField(w, plans[i], room > 0);
        room = room > 0 ? room - maxBytes(plans[i].entry.kind) : 0;
      }
      w.visitInsn(Opcodes.RETURN);
      w.visitMaxs(0, 0);
      w.visitEnd();
    }
  }

  /**
   * Pushes the field's value of the object in local 1, typed as the field's type when that is a
   * primitive or a JDK type the writers take, else as whatever the access path yields.
   */
  private void emitGet(MethodVisitor mv, Plan p) {
    if (p.direct) {
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitFieldInsn(
          Opcodes.GETFIELD,
          Type.getInternalName(p.field.getDeclaringClass()),
          p.field.getName(),
          p.desc());
      return;
    }
    mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.getterField, MH_DESC);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitMethodInsn(
        Opcodes.INVOKEVIRTUAL, MH, "invokeExact", "(" + OBJECT_DESC + ")" + p.erasedDesc(), false);
    if (p.type == String.class || DIRECT.containsKey(p.type)) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(p.type));
    } else if (p.type.isEnum()) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, "java/lang/Enum");
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
    while (i < end && plans[i].entry.kind != FieldLayout.Kind.REF) {
      bytes += maxBytes(plans[i].entry.kind);
      i++;
    }
    return i - from >= 2 ? bytes : 0;
  }

  /** The most bytes one value of {@code kind} takes (var-ints at their longest). */
  private static int maxBytes(FieldLayout.Kind kind) {
    switch (kind) {
      case LONG:
        return 9;
      case INT:
        return 5;
      default:
        return kind.width;
    }
  }

  private void emitWriteField(MethodVisitor mv, Plan p, boolean ensured) {
    if (p.slotField != null && p.constantsField == null && !DIRECT.containsKey(p.type)) {
      emitWriteNested(mv, p);
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    emitGet(mv, p);
    String op = ensured ? "put" : "write";
    switch (p.entry.kind) {
      case DOUBLE:
        call(mv, WCTX, op + "Double", "(D)V");
        break;
      case FLOAT:
        call(mv, WCTX, op + "Float", "(F)V");
        break;
      case CHAR:
        call(mv, WCTX, op + "Char", "(C)V");
        break;
      case SHORT:
        call(mv, WCTX, op + "Short", "(S)V");
        break;
      case BYTE:
        call(mv, WCTX, op + "Byte", "(I)V");
        break;
      case BOOLEAN:
        call(mv, WCTX, op + "Boolean", "(Z)V");
        break;
      case LONG:
        call(mv, WCTX, op + "VarLong", "(J)V");
        break;
      case INT:
        call(mv, WCTX, op + "VarInt", "(I)V");
        break;
      default:
        if (p.type == String.class) {
          call(mv, WCTX, "writeStringOrNull", "(Ljava/lang/String;)V");
        } else if (DIRECT.containsKey(p.type)) {
          mv.visitMethodInsn(
              Opcodes.INVOKESTATIC,
              FIELD_IO,
              "write" + DIRECT.get(p.type),
              "(L" + WCTX + ";" + p.desc() + ")V",
              false);
        } else {
          mv.visitMethodInsn(
              Opcodes.INVOKESTATIC,
              FIELD_IO,
              "writeEnum",
              "(L" + WCTX + ";Ljava/lang/Enum;)V",
              false);
        }
    }
  }

  /**
   * Writes a field holding objects, collections, maps or any other codec's values: the context
   * writes the framing ({@code enterExact} or {@code enterAny}), and the codec call is made here,
   * so that every field has a call site of its own, whose type profile sees only that field's
   * classes. The JIT then inlines the nested codec (usually one class per field) instead of making
   * the megamorphic call of the shared {@code writeBody}. Locals: 2 the value, 3 its type.
   */
  private void emitWriteNested(MethodVisitor mv, Plan p) {
    Label done = new Label();
    emitGet(mv, p);
    mv.visitVarInsn(Opcodes.ASTORE, 2);
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.slotField, SLOT_DESC);
    call(
        mv,
        WCTX,
        p.entry.slot.exact() ? "enterExact" : "enterAny",
        "(" + OBJECT_DESC + SLOT_DESC + ")" + INFO_DESC);
    mv.visitVarInsn(Opcodes.ASTORE, 3);
    mv.visitVarInsn(Opcodes.ALOAD, 3);
    mv.visitJumpInsn(Opcodes.IFNULL, done);
    mv.visitVarInsn(Opcodes.ALOAD, 3);
    call(mv, INFO, "codec", "()L" + CODEC + ";");
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    if (p.argsField == null) {
      call(mv, CODEC, "write", "(L" + WCTX + ";" + OBJECT_DESC + ")V");
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.argsField, SLOTS_DESC);
      call(mv, CODEC, "write", "(L" + WCTX + ";" + OBJECT_DESC + SLOTS_DESC + ")V");
    }
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ALOAD, 3);
    call(mv, WCTX, "leave", "(" + INFO_DESC + ")V");
    mv.visitLabel(done);
  }

  /**
   * Pushes the next value of the plan's kind from the context in local {@code ctx}; references come
   * typed as their field when {@code exact}, else as the type the reader returns.
   */
  private void emitReadValue(MethodVisitor mv, Plan p, int ctx, int temp, boolean exact) {
    if (p.slotField != null && p.constantsField == null && !DIRECT.containsKey(p.type)) {
      emitReadNested(mv, p, ctx, temp);
      if (exact) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(p.type));
      }
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    switch (p.entry.kind) {
      case DOUBLE:
        call(mv, RCTX, "readDouble", "()D");
        break;
      case FLOAT:
        call(mv, RCTX, "readFloat", "()F");
        break;
      case CHAR:
        call(mv, RCTX, "readChar", "()C");
        break;
      case SHORT:
        call(mv, RCTX, "readShort", "()S");
        break;
      case BYTE:
        call(mv, RCTX, "readByte", "()B");
        break;
      case BOOLEAN:
        call(mv, RCTX, "readBoolean", "()Z");
        break;
      case LONG:
        call(mv, RCTX, "readVarLong", "()J");
        break;
      case INT:
        call(mv, RCTX, "readVarInt", "()I");
        break;
      default:
        if (p.type == String.class) {
          call(mv, RCTX, "readStringOrNull", "()Ljava/lang/String;");
        } else if (DIRECT.containsKey(p.type)) {
          mv.visitMethodInsn(
              Opcodes.INVOKESTATIC,
              FIELD_IO,
              "read" + DIRECT.get(p.type),
              "(L" + RCTX + ";)" + p.desc(),
              false);
        } else if (p.constantsField != null) {
          mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.constantsField, "[Ljava/lang/Object;");
          mv.visitMethodInsn(
              Opcodes.INVOKESTATIC,
              FIELD_IO,
              "readEnum",
              "(L" + RCTX + ";[Ljava/lang/Object;)" + OBJECT_DESC,
              false);
          if (exact) {
            mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(p.type));
          }
        }
    }
  }

  /**
   * Pushes the value of a field read through a codec, with the codec call made here (see {@link
   * #emitWriteNested}). Uses locals {@code temp} (the type) and {@code temp + 1} (a long mark).
   */
  private void emitReadNested(MethodVisitor mv, Plan p, int ctx, int temp) {
    Label body = new Label();
    Label done = new Label();
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.slotField, SLOT_DESC);
    call(
        mv,
        RCTX,
        p.entry.slot.exact() ? "enterExact" : "enterAny",
        "(" + SLOT_DESC + ")" + INFO_DESC);
    mv.visitVarInsn(Opcodes.ASTORE, temp);
    mv.visitVarInsn(Opcodes.ALOAD, temp);
    mv.visitJumpInsn(Opcodes.IFNONNULL, body);
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    call(mv, RCTX, "takeValue", "()" + OBJECT_DESC);
    mv.visitJumpInsn(Opcodes.GOTO, done);
    mv.visitLabel(body);
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    mv.visitVarInsn(Opcodes.ALOAD, temp);
    call(mv, RCTX, "enterBody", "(" + INFO_DESC + ")J");
    mv.visitVarInsn(Opcodes.LSTORE, temp + 1);
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    mv.visitVarInsn(Opcodes.ALOAD, temp);
    mv.visitVarInsn(Opcodes.LLOAD, temp + 1);
    mv.visitVarInsn(Opcodes.ALOAD, temp);
    call(mv, INFO, "codec", "()L" + CODEC + ";");
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    if (p.argsField == null) {
      call(mv, CODEC, "read", "(L" + RCTX + ";)" + OBJECT_DESC);
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.argsField, SLOTS_DESC);
      call(mv, CODEC, "read", "(L" + RCTX + ";" + SLOTS_DESC + ")" + OBJECT_DESC);
    }
    call(mv, RCTX, "exitBody", "(" + INFO_DESC + "J" + OBJECT_DESC + ")" + OBJECT_DESC);
    mv.visitLabel(done);
  }

  private void emitObjectRead(ClassWriter cw, String creator, boolean viaConstructorObject) {
    String chunkDesc = "(L" + RCTX + ";L" + valueType + ";)V";
    int chunks = (plans.length + CHUNK - 1) / CHUNK;
    MethodVisitor mv =
        cw.visitMethod(Opcodes.ACC_PUBLIC, "read", "(L" + RCTX + ";)" + OBJECT_DESC, null, null);
    mv.visitCode();
    if (creator == null) {
      mv.visitTypeInsn(Opcodes.NEW, target);
      mv.visitInsn(Opcodes.DUP);
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, target, "<init>", "()V", false);
    } else if (viaConstructorObject) {
      mv.visitFieldInsn(Opcodes.GETSTATIC, self, creator, Type.getDescriptor(Constructor.class));
      mv.visitMethodInsn(
          Opcodes.INVOKESTATIC,
          RCTX,
          "newInstance",
          "(Ljava/lang/reflect/Constructor;)" + OBJECT_DESC,
          false);
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, self, creator, MH_DESC);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MH, "invokeExact", "()" + OBJECT_DESC, false);
    }
    if (nest && creator != null) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, target);
    }
    mv.visitVarInsn(Opcodes.ASTORE, 2);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    call(mv, RCTX, "reference", "(" + OBJECT_DESC + ")V");
    for (int c = 0; c < chunks; c++) {
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitMethodInsn(Opcodes.INVOKESTATIC, self, "r" + c, chunkDesc, false);
    }
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    mv.visitInsn(Opcodes.ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (int c = 0; c < chunks; c++) {
      MethodVisitor r =
          cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, "r" + c, chunkDesc, null, null);
      r.visitCode();
      for (int i = c * CHUNK; i < Math.min(plans.length, (c + 1) * CHUNK); i++) {
        Plan p = plans[i];
        if (p.setterField != null) {
          r.visitFieldInsn(Opcodes.GETSTATIC, self, p.setterField, MH_DESC);
          r.visitVarInsn(Opcodes.ALOAD, 1);
          emitReadValue(r, p, 0, 2, false);
          r.visitMethodInsn(
              Opcodes.INVOKEVIRTUAL,
              MH,
              "invokeExact",
              "(" + OBJECT_DESC + p.erasedDesc() + ")V",
              false);
        } else {
          r.visitVarInsn(Opcodes.ALOAD, 1);
          emitReadValue(r, p, 0, 2, true);
          r.visitFieldInsn(
              Opcodes.PUTFIELD,
              Type.getInternalName(p.field.getDeclaringClass()),
              p.field.getName(),
              p.desc());
        }
      }
      r.visitInsn(Opcodes.RETURN);
      r.visitMaxs(0, 0);
      r.visitEnd();
    }
  }

  private void emitRecordRead(ClassWriter cw, int[] parameterOf) {
    MethodVisitor mv =
        cw.visitMethod(Opcodes.ACC_PUBLIC, "read", "(L" + RCTX + ";)" + OBJECT_DESC, null, null);
    mv.visitCode();
    int[] localOf = new int[plans.length];
    int temp = 2;
    for (Plan p : plans) {
      temp += Type.getType(p.erasedDesc()).getSize();
    }
    int next = 2;
    for (int i = 0; i < plans.length; i++) {
      Plan p = plans[i];
      emitReadValue(mv, p, 1, temp, false);
      Type t = Type.getType(p.erasedDesc());
      localOf[i] = next;
      mv.visitVarInsn(t.getOpcode(Opcodes.ISTORE), next);
      next += t.getSize();
    }
    // Load the components in canonical-parameter order and call the canonical constructor.
    int[] entryOfParameter = new int[plans.length];
    for (int i = 0; i < plans.length; i++) {
      entryOfParameter[parameterOf[i]] = i;
    }
    StringBuilder desc = new StringBuilder("(");
    mv.visitFieldInsn(Opcodes.GETSTATIC, self, "N", MH_DESC);
    for (int j = 0; j < plans.length; j++) {
      Plan p = plans[entryOfParameter[j]];
      Type t = Type.getType(p.erasedDesc());
      mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), localOf[entryOfParameter[j]]);
      desc.append(p.erasedDesc());
    }
    desc.append(")").append(OBJECT_DESC);
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MH, "invokeExact", desc.toString(), false);
    mv.visitInsn(Opcodes.ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * The class writer of generated codecs: it computes stack map frames, and never loads a class to
   * do so. Every branch in generated code joins paths whose locals and stack hold the same types,
   * so the common superclass it is asked for, if ever, only types dead values.
   */
  private static final class Writer extends ClassWriter {
    Writer() {
      super(ClassWriter.COMPUTE_FRAMES);
    }

    @Override
    protected String getCommonSuperClass(String type1, String type2) {
      return OBJECT;
    }
  }

  private static void call(MethodVisitor mv, String owner, String name, String desc) {
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, name, desc, false);
  }

  private static void pushInt(MethodVisitor mv, int i) {
    if (i <= 5) {
      mv.visitInsn(Opcodes.ICONST_0 + i);
    } else if (i <= Byte.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.BIPUSH, i);
    } else {
      mv.visitIntInsn(Opcodes.SIPUSH, i);
    }
  }
}
