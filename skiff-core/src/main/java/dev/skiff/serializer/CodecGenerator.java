package dev.skiff.serializer;

import dev.skiff.engine.Codec;
import dev.skiff.engine.Slot;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The bytecode generator for object and record codecs: for one class it emits a codec that reads
 * and writes every field with plain {@code getfield}/{@code putfield}, and defines it as a hidden
 * class that is a nestmate of the target, so even private fields need no reflection.
 *
 * <h2>Same bytes as the interpreter</h2>
 *
 * The generated code walks the very {@link FieldLayout} the interpreter walks and calls the same
 * context methods per field kind, so both produce identical bytes and read each other's output. A
 * differential property test holds them to that.
 *
 * <h2>Shape of the generated class</h2>
 *
 * <ul>
 *   <li>{@code static final} fields hold the field slots (call-site caches) and any method handles;
 *       they come from the hidden class's class data, so the JIT treats them as constants.
 *   <li>{@code write} casts once and calls static chunk methods of at most {@value #CHUNK} fields
 *       each, small enough for the JIT to inline; a class with hundreds of fields still compiles to
 *       methods well below the inlining limits, and far below the 64 KiB method limit.
 *   <li>{@code read} creates the instance (its own no-arg constructor, else the serialization
 *       constructor), registers it for back-references, and fills it chunk by chunk; for records it
 *       reads every component into a local and calls the canonical constructor.
 *   <li>Fields the nestmate cannot touch directly (a final field, which only a constructor may
 *       assign; a private field of a superclass, which lives in another nest) go through a {@code
 *       static final} {@link MethodHandle}, which the JIT inlines like a field access. This is the
 *       one place to change when JEP 500 makes final fields truly final.
 * </ul>
 */
final class CodecGenerator {
  private CodecGenerator() {}

  static final int CHUNK = 16;
  private static final int MAX_RECORD_COMPONENTS = 200;

  private static final String CODEC = Type.getInternalName(Codec.class);
  private static final String WCTX = "dev/skiff/engine/WriteContext";
  private static final String RCTX = "dev/skiff/engine/ReadContext";
  private static final String SLOT = Type.getInternalName(Slot.class);
  private static final String SLOT_DESC = Type.getDescriptor(Slot.class);
  private static final String MH = Type.getInternalName(MethodHandle.class);
  private static final String MH_DESC = Type.getDescriptor(MethodHandle.class);
  private static final String OBJECT = "java/lang/Object";

  /** How a generated method reaches one field. */
  private static final class Plan {
    final FieldLayout.Entry entry;
    final Field field;
    final String owner;
    final String desc;
    String slotField;
    String getterField;
    String setterField;

    Plan(FieldLayout.Entry entry) {
      this.entry = entry;
      this.field = entry.field;
      this.owner = Type.getInternalName(field.getDeclaringClass());
      this.desc = Type.getDescriptor(field.getType());
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
    boolean record = type.isRecord();
    if (record && layout.entries.length > MAX_RECORD_COMPONENTS) {
      throw new IllegalArgumentException("records of more than 200 components stay interpreted");
    }
    MethodHandles.Lookup host = MethodHandles.privateLookupIn(type, MethodHandles.lookup());
    String self = Type.getInternalName(type) + "$$Skiff";
    String target = Type.getInternalName(type);
    List<Object> data = new ArrayList<>();
    List<String> dataTypes = new ArrayList<>();
    List<String> dataNames = new ArrayList<>();
    Plan[] plans = new Plan[layout.entries.length];
    for (int i = 0; i < plans.length; i++) {
      Plan p = new Plan(layout.entries[i]);
      plans[i] = p;
      if (p.entry.kind == FieldLayout.Kind.REF && !isString(p.entry)) {
        p.slotField = "S" + i;
        addData(data, dataTypes, dataNames, p.slotField, SLOT_DESC, p.entry.slot);
      }
      Class<?> declaring = p.field.getDeclaringClass();
      boolean direct = declaring == type || reachable(p.field, type);
      if (!direct) {
        MethodHandles.Lookup in = MethodHandles.privateLookupIn(declaring, MethodHandles.lookup());
        p.getterField = "G" + i;
        addData(data, dataTypes, dataNames, p.getterField, MH_DESC, in.unreflectGetter(p.field));
      }
      if (!record && (!direct || Modifier.isFinal(p.field.getModifiers()))) {
        MethodHandles.Lookup in = MethodHandles.privateLookupIn(declaring, MethodHandles.lookup());
        p.setterField = "P" + i;
        addData(data, dataTypes, dataNames, p.setterField, MH_DESC, in.unreflectSetter(p.field));
      }
    }
    String ctorField = null;
    if (!record && instantiator != null) {
      ctorField = "C";
      addData(
          data,
          dataTypes,
          dataNames,
          ctorField,
          Type.getDescriptor(Constructor.class),
          instantiator);
    }

    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
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
    emitClassInit(cw, self, dataNames, dataTypes);
    emitConstructor(cw);
    emitWrite(cw, self, target, plans);
    if (record) {
      emitRecordRead(cw, target, type, plans, parameterOf);
    } else {
      emitObjectRead(cw, self, target, type, plans, ctorField);
    }
    cw.visitEnd();

    MethodHandles.Lookup hidden =
        host.defineHiddenClassWithClassData(
            cw.toByteArray(), data.toArray(), true, MethodHandles.Lookup.ClassOption.NESTMATE);
    MethodHandle ctor =
        hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class));
    try {
      return (Codec<?>) ctor.invoke();
    } catch (Throwable t) {
      throw new IllegalStateException(
          "generated codec of " + type.getName() + " failed to start", t);
    }
  }

  private static void addData(
      List<Object> data,
      List<String> types,
      List<String> names,
      String name,
      String desc,
      Object value) {
    data.add(value);
    types.add(desc);
    names.add(name);
  }

  private static boolean isString(FieldLayout.Entry e) {
    return e.field.getType() == String.class;
  }

  /** Whether a field of a superclass can be accessed directly from the target's package. */
  private static boolean reachable(Field f, Class<?> type) {
    Class<?> declaring = f.getDeclaringClass();
    int mods = f.getModifiers();
    if (Modifier.isPrivate(mods)) {
      return false;
    }
    boolean samePackage =
        declaring.getClassLoader() == type.getClassLoader()
            && declaring.getPackageName().equals(type.getPackageName());
    if (samePackage) {
      return true;
    }
    return Modifier.isPublic(mods) && Modifier.isPublic(declaring.getModifiers());
  }

  private static void emitClassInit(
      ClassWriter cw, String self, List<String> names, List<String> types) {
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
    mv.visitCode();
    if (!names.isEmpty()) {
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
          "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;",
          false);
      mv.visitTypeInsn(Opcodes.CHECKCAST, "[Ljava/lang/Object;");
      mv.visitVarInsn(Opcodes.ASTORE, 0);
      for (int i = 0; i < names.size(); i++) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        pushInt(mv, i);
        mv.visitInsn(Opcodes.AALOAD);
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getType(types.get(i)).getInternalName());
        mv.visitFieldInsn(Opcodes.PUTSTATIC, self, names.get(i), types.get(i));
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

  private static void emitWrite(ClassWriter cw, String self, String target, Plan[] plans) {
    String chunkDesc = "(L" + WCTX + ";L" + target + ";)V";
    int chunks = (plans.length + CHUNK - 1) / CHUNK;
    MethodVisitor mv =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC, "write", "(L" + WCTX + ";Ljava/lang/Object;)V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    mv.visitTypeInsn(Opcodes.CHECKCAST, target);
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
      for (int i = c * CHUNK; i < Math.min(plans.length, (c + 1) * CHUNK); i++) {
        emitWriteField(w, self, plans[i]);
      }
      w.visitInsn(Opcodes.RETURN);
      w.visitMaxs(0, 0);
      w.visitEnd();
    }
  }

  /** Pushes the field's value of the object in local 1. */
  private static void emitGet(MethodVisitor mv, String self, Plan p) {
    if (p.getterField != null) {
      mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.getterField, MH_DESC);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitMethodInsn(
          Opcodes.INVOKEVIRTUAL, MH, "invokeExact", "(L" + p.owner + ";)" + p.desc, false);
    } else {
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitFieldInsn(Opcodes.GETFIELD, p.owner, p.field.getName(), p.desc);
    }
  }

  private static void emitWriteField(MethodVisitor mv, String self, Plan p) {
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    emitGet(mv, self, p);
    switch (p.entry.kind) {
      case DOUBLE:
        call(mv, WCTX, "writeDouble", "(D)V");
        break;
      case FLOAT:
        call(mv, WCTX, "writeFloat", "(F)V");
        break;
      case CHAR:
        call(mv, WCTX, "writeChar", "(C)V");
        break;
      case SHORT:
        call(mv, WCTX, "writeShort", "(S)V");
        break;
      case BYTE:
        call(mv, WCTX, "writeByte", "(I)V");
        break;
      case BOOLEAN:
        call(mv, WCTX, "writeBoolean", "(Z)V");
        break;
      case LONG:
        call(mv, WCTX, "writeVarLong", "(J)V");
        break;
      case INT:
        call(mv, WCTX, "writeVarInt", "(I)V");
        break;
      default:
        if (isString(p.entry)) {
          call(mv, WCTX, "writeStringOrNull", "(Ljava/lang/String;)V");
        } else {
          mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.slotField, SLOT_DESC);
          call(
              mv,
              WCTX,
              p.entry.slot.exact() ? "writeExact" : "writeAny",
              "(Ljava/lang/Object;" + SLOT_DESC + ")V");
        }
    }
  }

  /** Pushes the next value of the plan's kind read from the context in local {@code ctx}. */
  private static void emitReadValue(MethodVisitor mv, String self, Plan p, int ctx) {
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
        if (isString(p.entry)) {
          call(mv, RCTX, "readStringOrNull", "()Ljava/lang/String;");
        } else {
          mv.visitFieldInsn(Opcodes.GETSTATIC, self, p.slotField, SLOT_DESC);
          call(
              mv,
              RCTX,
              p.entry.slot.exact() ? "readExact" : "readAny",
              "(" + SLOT_DESC + ")Ljava/lang/Object;");
          mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(p.field.getType()));
        }
    }
  }

  private static void emitObjectRead(
      ClassWriter cw, String self, String target, Class<?> type, Plan[] plans, String ctorField) {
    String chunkDesc = "(L" + RCTX + ";L" + target + ";)V";
    int chunks = (plans.length + CHUNK - 1) / CHUNK;
    MethodVisitor mv =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC, "read", "(L" + RCTX + ";)Ljava/lang/Object;", null, null);
    mv.visitCode();
    if (ctorField == null) {
      mv.visitTypeInsn(Opcodes.NEW, target);
      mv.visitInsn(Opcodes.DUP);
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, target, "<init>", "()V", false);
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, self, ctorField, Type.getDescriptor(Constructor.class));
      mv.visitMethodInsn(
          Opcodes.INVOKESTATIC,
          RCTX,
          "newInstance",
          "(Ljava/lang/reflect/Constructor;)Ljava/lang/Object;",
          false);
      mv.visitTypeInsn(Opcodes.CHECKCAST, target);
    }
    mv.visitVarInsn(Opcodes.ASTORE, 2);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    call(mv, RCTX, "reference", "(Ljava/lang/Object;)V");
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
          emitReadValue(r, self, p, 0);
          r.visitMethodInsn(
              Opcodes.INVOKEVIRTUAL,
              MH,
              "invokeExact",
              "(L" + p.owner + ";" + p.desc + ")V",
              false);
        } else {
          r.visitVarInsn(Opcodes.ALOAD, 1);
          emitReadValue(r, self, p, 0);
          r.visitFieldInsn(Opcodes.PUTFIELD, p.owner, p.field.getName(), p.desc);
        }
      }
      r.visitInsn(Opcodes.RETURN);
      r.visitMaxs(0, 0);
      r.visitEnd();
    }
  }

  private static void emitRecordRead(
      ClassWriter cw, String target, Class<?> type, Plan[] plans, int[] parameterOf) {
    MethodVisitor mv =
        cw.visitMethod(
            Opcodes.ACC_PUBLIC, "read", "(L" + RCTX + ";)Ljava/lang/Object;", null, null);
    mv.visitCode();
    String self = null;
    int[] localOf = new int[plans.length];
    int next = 2;
    for (int i = 0; i < plans.length; i++) {
      Plan p = plans[i];
      emitReadValue(mv, selfOf(cw, target), p, 1);
      Type t = Type.getType(p.desc);
      localOf[i] = next;
      mv.visitVarInsn(t.getOpcode(Opcodes.ISTORE), next);
      next += t.getSize();
    }
    // Load the components in canonical-parameter order and call the canonical constructor.
    int[] entryOfParameter = new int[plans.length];
    for (int i = 0; i < plans.length; i++) {
      entryOfParameter[parameterOf[i]] = i;
    }
    StringBuilder ctorDesc = new StringBuilder("(");
    mv.visitTypeInsn(Opcodes.NEW, target);
    mv.visitInsn(Opcodes.DUP);
    for (int j = 0; j < plans.length; j++) {
      Plan p = plans[entryOfParameter[j]];
      Type t = Type.getType(p.desc);
      mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), localOf[entryOfParameter[j]]);
      ctorDesc.append(p.desc);
    }
    ctorDesc.append(")V");
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, target, "<init>", ctorDesc.toString(), false);
    mv.visitInsn(Opcodes.ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    if (self != null) {
      throw new AssertionError();
    }
  }

  private static String selfOf(ClassWriter cw, String target) {
    return target + "$$Skiff";
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
