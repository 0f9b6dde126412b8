package dev.skiff.internal.codegen;

import static dev.skiff.internal.codegen.FieldCode.OBJECT_DESC;
import static dev.skiff.internal.codegen.FieldCode.pushInt;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The constants of one generated codec (slots, method handles, hooks, enum constants): objects
 * handed to the hidden class as its class data and copied by its static initializer into {@code
 * static final} fields, which the JIT treats as constants.
 */
final class ClassData {
  private final List<Object> values = new ArrayList<>();
  private final List<String> types = new ArrayList<>();
  private final List<String> names = new ArrayList<>();

  /** Adds constant {@code value} as static field {@code name} of descriptor {@code desc}. */
  void add(String name, String desc, Object value) {
    values.add(value);
    types.add(desc);
    names.add(name);
  }

  /** The class data to define the hidden class with. */
  Object[] values() {
    return values.toArray();
  }

  /**
   * Declares the fields and emits the static initializer that fills them, in class {@code self}.
   */
  void emit(ClassWriter cw, String self) {
    for (int i = 0; i < names.size(); i++) {
      cw.visitField(
              Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL,
              names.get(i),
              types.get(i),
              null,
              null)
          .visitEnd();
    }
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
          "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)"
              + OBJECT_DESC,
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
}
