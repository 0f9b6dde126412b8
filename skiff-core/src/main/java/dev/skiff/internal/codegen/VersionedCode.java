package dev.skiff.internal.codegen;

import static dev.skiff.internal.codegen.FieldCode.RCTX;
import static dev.skiff.internal.codegen.FieldCode.WCTX;
import static dev.skiff.internal.codegen.FieldCode.call;
import static dev.skiff.internal.codegen.FieldCode.pushInt;

import java.util.function.IntConsumer;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The bytecode of a versioned class's version and later fields (spec §16, see {@code
 * dev.skiff.Since}) in a generated codec: the steps of {@code VersionTail} around the calls to each
 * later version's field groups, which the generator emits.
 *
 * <p>The later versions' fields are the codec's own code, like the first version's, so every nested
 * codec call has a call site of its own class and the JIT inlines it; an interpreted versioned
 * class instead calls one codec per version from shared code.
 */
final class VersionedCode {
  private static final String TAIL = "dev/skiff/internal/evolve/VersionTail";

  /** The locals {@link #emitRead} takes from its first one on. */
  static final int READ_LOCALS = 5;

  /**
   * Offsets of the read's locals from the first: the written version, the tail's length, its start
   * (a long, two locals) and the reference count before it.
   */
  private static final int R_WRITTEN = 0;

  private static final int R_LENGTH = 1;
  private static final int R_START = 2;
  private static final int R_IDS = 4;

  private VersionedCode() {}

  /**
   * Writes the version and, above 0, the groups {@code fields} emits for versions 1 to it, with the
   * context in local 1 and locals {@code first} and {@code first + 1} free.
   */
  static void emitWrite(MethodVisitor mv, int version, int first, IntConsumer fields) {
    int ids = first;
    int at = first + 1;
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    pushInt(mv, version);
    call(mv, WCTX, "writeVarUInt", "(I)V");
    if (version == 0) {
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    call(mv, WCTX, "referenceCount", "()I");
    mv.visitVarInsn(Opcodes.ISTORE, ids);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    call(mv, WCTX, "beginLength", "()I");
    mv.visitVarInsn(Opcodes.ISTORE, at);
    for (int v = 1; v <= version; v++) {
      fields.accept(v);
    }
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitVarInsn(Opcodes.ILOAD, at);
    mv.visitVarInsn(Opcodes.ILOAD, ids);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, TAIL, "endWrite", "(L" + WCTX + ";II)V", false);
  }

  /**
   * Reads the version and, above 0, the groups {@code fields} emits for versions 1 to the lower of
   * the written one and {@code version}, then checks and skips the rest of the tail; the context is
   * in local 1, and {@value #READ_LOCALS} locals from {@code first} on are free.
   */
  static void emitRead(
      MethodVisitor mv, String typeName, int version, int first, IntConsumer fields) {
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitLdcInsn(typeName);
    mv.visitMethodInsn(
        Opcodes.INVOKESTATIC, TAIL, "readVersion", "(L" + RCTX + ";Ljava/lang/String;)I", false);
    mv.visitVarInsn(Opcodes.ISTORE, first + R_WRITTEN);
    Label done = new Label();
    mv.visitVarInsn(Opcodes.ILOAD, first + R_WRITTEN);
    mv.visitJumpInsn(Opcodes.IFEQ, done);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, TAIL, "readLength", "(L" + RCTX + ";)I", false);
    mv.visitVarInsn(Opcodes.ISTORE, first + R_LENGTH);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    call(mv, RCTX, "offset", "()J");
    mv.visitVarInsn(Opcodes.LSTORE, first + R_START);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    call(mv, RCTX, "referenceCount", "()I");
    mv.visitVarInsn(Opcodes.ISTORE, first + R_IDS);
    Label end = new Label();
    for (int v = 1; v <= version; v++) {
      mv.visitVarInsn(Opcodes.ILOAD, first + R_WRITTEN);
      pushInt(mv, v);
      mv.visitJumpInsn(Opcodes.IF_ICMPLT, end);
      fields.accept(v);
    }
    mv.visitLabel(end);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitLdcInsn(typeName);
    mv.visitVarInsn(Opcodes.ILOAD, first + R_WRITTEN);
    pushInt(mv, version);
    mv.visitVarInsn(Opcodes.ILOAD, first + R_LENGTH);
    mv.visitVarInsn(Opcodes.LLOAD, first + R_START);
    mv.visitVarInsn(Opcodes.ILOAD, first + R_IDS);
    mv.visitMethodInsn(
        Opcodes.INVOKESTATIC, TAIL, "endRead", "(L" + RCTX + ";Ljava/lang/String;IIIJI)V", false);
    mv.visitLabel(done);
  }
}
