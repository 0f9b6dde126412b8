package dev.skiff.internal.codegen;

import static dev.skiff.internal.codegen.FieldCode.MH;
import static dev.skiff.internal.codegen.FieldCode.MH_DESC;
import static dev.skiff.internal.codegen.FieldCode.OBJECT_DESC;
import static dev.skiff.internal.codegen.FieldCode.RCTX;
import static dev.skiff.internal.codegen.FieldCode.call;
import static dev.skiff.internal.codegen.FieldCode.pushInt;

import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.model.FieldAccess;
import java.lang.reflect.Constructor;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The read side of one generated codec: {@code read} of a plain class (make the instance, register
 * it, fill it group by group, or step by step for a read plan), of a record (every component into a
 * local, then the canonical constructor), and the static group methods that read the fields. It
 * works on its {@link CodecGenerator}'s field plans and groups.
 */
final class ReadCode {
  private static final String HOOKS = Type.getInternalName(CodecHooks.class);
  private static final String READ_STEPS = Type.getInternalName(ReadSteps.class);
  private static final String READ_STEPS_DESC = Type.getDescriptor(ReadSteps.class);

  private final CodecGenerator g;

  ReadCode(CodecGenerator g) {
    this.g = g;
  }

  /**
   * Emits a read plan's steps: each run of direct fields through its group methods, each other
   * writer field through the plan in class data field {@code P}; the context is in local 1 and the
   * instance in local 2.
   */
  private void emitSteps(MethodVisitor mv, String groupDesc, int[] steps) {
    for (int step : steps) {
      if (step >= 0) {
        g.emitGroupCalls(mv, "r", groupDesc, step, 2);
      } else {
        emitPlanCall(mv, -1 - step, true);
      }
    }
  }

  /**
   * Calls the plan in class data field {@code P} for writer field {@code i}: {@code readField} into
   * the instance in local 2 if {@code intoInstance}, else {@code readValue}, which leaves the value
   * on the stack; the context is in local 1.
   */
  private void emitPlanCall(MethodVisitor mv, int i, boolean intoInstance) {
    mv.visitFieldInsn(Opcodes.GETSTATIC, g.self, "P", READ_STEPS_DESC);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    if (intoInstance) {
      mv.visitVarInsn(Opcodes.ALOAD, 2);
    }
    pushInt(mv, i);
    mv.visitMethodInsn(
        Opcodes.INVOKEINTERFACE,
        READ_STEPS,
        intoInstance ? "readField" : "readValue",
        intoInstance ? "(L" + RCTX + ";" + OBJECT_DESC + "I)V" : "(L" + RCTX + ";I)" + OBJECT_DESC,
        true);
  }

  /**
   * Calls {@code beforeRead} of the generator's hooks, if any, and returns its answer unless it is
   * {@link CodecHooks#CONTINUE}.
   */
  private void emitBeforeRead(MethodVisitor mv) {
    if (g.hooks == null) {
      return;
    }
    g.emitHook(mv, "beforeRead", "(L" + RCTX + ";)" + OBJECT_DESC, 1, -1);
    mv.visitInsn(Opcodes.DUP);
    mv.visitFieldInsn(Opcodes.GETSTATIC, HOOKS, "CONTINUE", OBJECT_DESC);
    Label fields = new Label();
    mv.visitJumpInsn(Opcodes.IF_ACMPEQ, fields);
    mv.visitInsn(Opcodes.ARETURN);
    mv.visitLabel(fields);
    mv.visitInsn(Opcodes.POP);
  }

  /**
   * Emits {@code read} of a plain class, made through {@code creator} (null: its own no-arg
   * constructor), and its static group methods.
   */
  void emitObjectRead(ClassWriter cw, @Nullable String creator, boolean viaConstructorObject) {
    String groupDesc = "(L" + RCTX + ";L" + g.valueType + ";)V";
    MethodVisitor mv =
        cw.visitMethod(Opcodes.ACC_PUBLIC, "read", "(L" + RCTX + ";)" + OBJECT_DESC, null, null);
    mv.visitCode();
    emitBeforeRead(mv);
    if (creator == null) {
      mv.visitTypeInsn(Opcodes.NEW, g.target);
      mv.visitInsn(Opcodes.DUP);
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, g.target, "<init>", "()V", false);
    } else if (viaConstructorObject) {
      mv.visitFieldInsn(Opcodes.GETSTATIC, g.self, creator, Type.getDescriptor(Constructor.class));
      mv.visitMethodInsn(
          Opcodes.INVOKESTATIC,
          Type.getInternalName(FieldAccess.class),
          "newInstance",
          "(Ljava/lang/reflect/Constructor;)" + OBJECT_DESC,
          false);
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, g.self, creator, MH_DESC);
      mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MH, "invokeExact", "()" + OBJECT_DESC, false);
    }
    if (g.nest && creator != null) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, g.target);
    }
    mv.visitVarInsn(Opcodes.ASTORE, 2);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    call(mv, RCTX, "reference", "(" + OBJECT_DESC + ")V");
    if (g.inlineGroup()) {
      // The fields are read here, as CodecGenerator.inlineGroup says, with the context moved to
      // local 0 and the instance to local 1, where the group's code expects them.
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitVarInsn(Opcodes.ASTORE, 0);
      mv.visitVarInsn(Opcodes.ALOAD, 2);
      mv.visitVarInsn(Opcodes.ASTORE, 1);
      emitReadGroup(mv, 0);
      g.emitHook(mv, "afterRead", "(L" + RCTX + ";" + OBJECT_DESC + ")V", 0, 1);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitInsn(Opcodes.ARETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
      return;
    }
    int[] steps = g.steps;
    if (steps != null) {
      emitSteps(mv, groupDesc, steps);
    } else {
      g.emitGroupCalls(mv, "r", groupDesc, 0, 2);
    }
    if (g.version >= 0) {
      VersionedCode.emitRead(
          mv, g.type.getName(), g.version, 3, v -> g.emitGroupCalls(mv, "r", groupDesc, v, 2));
    }
    g.emitHook(mv, "afterRead", "(L" + RCTX + ";" + OBJECT_DESC + ")V", 1, 2);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    mv.visitInsn(Opcodes.ARETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    for (int c = 0; c < g.chunks.length; c++) {
      MethodVisitor r =
          cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, "r" + c, groupDesc, null, null);
      r.visitCode();
      emitReadGroup(r, c);
      r.visitInsn(Opcodes.RETURN);
      r.visitMaxs(0, 0);
      r.visitEnd();
    }
  }

  /** The reads of group {@code c}'s fields, with the context in local 0 and the instance in 1. */
  private void emitReadGroup(MethodVisitor r, int c) {
    for (int i = g.chunks[c][0]; i < g.chunks[c][1]; i++) {
      FieldCode p = g.plans[i];
      if (p.setterField != null) {
        r.visitFieldInsn(Opcodes.GETSTATIC, g.self, p.setterField, MH_DESC);
        r.visitVarInsn(Opcodes.ALOAD, 1);
        p.emitRead(r, 0, 2, false);
        r.visitMethodInsn(
            Opcodes.INVOKEVIRTUAL,
            MH,
            "invokeExact",
            "(" + OBJECT_DESC + p.erasedDesc() + ")V",
            false);
      } else {
        r.visitVarInsn(Opcodes.ALOAD, 1);
        p.emitRead(r, 0, 2, true);
        r.visitFieldInsn(
            Opcodes.PUTFIELD,
            Type.getInternalName(p.field.getDeclaringClass()),
            p.field.getName(),
            p.desc());
      }
    }
  }

  /**
   * Emits {@code read} of a record: every component into a local, then the canonical constructor;
   * {@code parameterOf} gives each plan's position among its parameters.
   */
  void emitRecordRead(ClassWriter cw, int[] parameterOf) {
    MethodVisitor mv =
        cw.visitMethod(Opcodes.ACC_PUBLIC, "read", "(L" + RCTX + ";)" + OBJECT_DESC, null, null);
    mv.visitCode();
    emitBeforeRead(mv);
    int[] localOf = new int[g.plans.length];
    int next = 2;
    for (int i = 0; i < g.plans.length; i++) {
      localOf[i] = next;
      next += Type.getType(g.plans[i].erasedDesc()).getSize();
    }
    int tail = next;
    int temp = g.version >= 0 ? tail + VersionedCode.READ_LOCALS : tail;
    int[] steps = g.steps;
    // The components of later versions, or for a read plan all of them, start at their zero
    // values, which the data may lack.
    for (int i = steps != null ? 0 : g.versionPlans[1]; i < g.plans.length; i++) {
      Type t = Type.getType(g.plans[i].erasedDesc());
      mv.visitInsn(FieldCode.zero(t));
      mv.visitVarInsn(t.getOpcode(Opcodes.ISTORE), localOf[i]);
    }
    if (steps != null) {
      emitComponentSteps(mv, steps, Facts.nonNull(g.planInto), localOf, temp);
    } else {
      emitComponentReads(mv, 0, localOf, temp);
    }
    if (g.version >= 0) {
      VersionedCode.emitRead(
          mv, g.type.getName(), g.version, tail, v -> emitComponentReads(mv, v, localOf, temp));
    }
    // Load the components in canonical-parameter order and call the canonical constructor.
    int[] entryOfParameter = new int[g.plans.length];
    for (int i = 0; i < g.plans.length; i++) {
      entryOfParameter[parameterOf[i]] = i;
    }
    StringBuilder desc = new StringBuilder("(");
    mv.visitFieldInsn(Opcodes.GETSTATIC, g.self, "N", MH_DESC);
    for (int j = 0; j < g.plans.length; j++) {
      FieldCode p = g.plans[entryOfParameter[j]];
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
   * A record's read plan, step by step: a component read directly into its local, or a writer field
   * the plan reads, stored (unboxed for primitives) into the local of the component it fills, or
   * dropped.
   */
  private void emitComponentSteps(
      MethodVisitor mv, int[] steps, int[] into, int[] localOf, int temp) {
    for (int step : steps) {
      if (step >= 0) {
        FieldCode p = g.plans[step];
        p.emitRead(mv, 1, temp, false);
        mv.visitVarInsn(Type.getType(p.erasedDesc()).getOpcode(Opcodes.ISTORE), localOf[step]);
        continue;
      }
      int i = -1 - step;
      emitPlanCall(mv, i, false);
      int j = into[i];
      if (j < 0) {
        mv.visitInsn(Opcodes.POP);
        continue;
      }
      Type t = Type.getType(g.plans[j].erasedDesc());
      unbox(mv, t);
      mv.visitVarInsn(t.getOpcode(Opcodes.ISTORE), localOf[j]);
    }
  }

  /** Turns the Object on the stack into a value of erased type {@code t}: unboxes primitives. */
  private static void unbox(MethodVisitor mv, Type t) {
    if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
      return;
    }
    String box =
        switch (t.getSort()) {
          case Type.BOOLEAN -> "java/lang/Boolean";
          case Type.BYTE -> "java/lang/Byte";
          case Type.CHAR -> "java/lang/Character";
          case Type.SHORT -> "java/lang/Short";
          case Type.INT -> "java/lang/Integer";
          case Type.LONG -> "java/lang/Long";
          case Type.FLOAT -> "java/lang/Float";
          default -> "java/lang/Double";
        };
    mv.visitTypeInsn(Opcodes.CHECKCAST, box);
    mv.visitMethodInsn(
        Opcodes.INVOKEVIRTUAL, box, t.getClassName() + "Value", "()" + t.getDescriptor(), false);
  }

  private void emitComponentReads(MethodVisitor mv, int v, int[] localOf, int temp) {
    for (int i = g.versionPlans[v]; i < g.versionPlans[v + 1]; i++) {
      FieldCode p = g.plans[i];
      p.emitRead(mv, 1, temp, false);
      mv.visitVarInsn(Type.getType(p.erasedDesc()).getOpcode(Opcodes.ISTORE), localOf[i]);
    }
  }
}
