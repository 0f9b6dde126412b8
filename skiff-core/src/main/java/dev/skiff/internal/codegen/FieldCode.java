package dev.skiff.internal.codegen;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.ValueKind;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * One field of a class as generated code sees it: how the field is reached (a plain {@code
 * getfield}/{@code putfield}, or {@code static final} method handles that {@link CodecGenerator}
 * plans and records here), and the bytecode that writes it to a context and reads it back.
 *
 * <h2>What each kind of field compiles to</h2>
 *
 * <ul>
 *   <li>Primitives call the context's write and read methods; inside a run of primitive fields,
 *       which the generator covers with one {@code ensure}, the unchecked {@code put} writes.
 *   <li>Strings, boxed values, primitive arrays and enums call {@code writeString} (after a null
 *       test) or the {@link dev.skiff.LeafFields} method for the type: the same bytes as their
 *       codecs, without a codec call.
 *   <li>Fields declared as a collection of strings ({@code List<String>} and the like: {@link
 *       Slot#stringList()}) call the context's {@code writeStringList} and {@code readStringList},
 *       which write and read an {@code ArrayList}'s strings without a codec call.
 *   <li>Every other reference lets the context write the framing (null, back-reference, class tag)
 *       and then calls the codec from here: each field has a call site of its own, whose type
 *       profile sees only that field's classes, so the JIT inlines the nested codec (usually one
 *       class per field) where a call from the shared {@code writeBody} would be megamorphic.
 * </ul>
 *
 * The methods are emitted into static group methods whose local 0 is the context and local 1 the
 * value object; reads of records use other locals, which the caller passes.
 */
final class FieldCode {
  static final String CODEC = Type.getInternalName(Codec.class);
  static final String CODEC_DESC = Type.getDescriptor(Codec.class);
  static final String WCTX = "dev/skiff/internal/engine/WriteContext";
  static final String RCTX = "dev/skiff/internal/engine/ReadContext";
  static final String LEAF_FIELDS = "dev/skiff/LeafFields";
  static final String WRITER_DESC = "Ldev/skiff/BuildTimeCodec$Writer;";
  static final String READER_DESC = "Ldev/skiff/BuildTimeCodec$Reader;";
  static final String SLOT_DESC = Type.getDescriptor(Slot.class);
  static final String SLOTS_DESC = Type.getDescriptor(Slot[].class);
  static final String INFO = "dev/skiff/internal/engine/TypeInfo";
  static final String INFO_DESC = "L" + INFO + ";";
  static final String MH = Type.getInternalName(MethodHandle.class);
  static final String MH_DESC = Type.getDescriptor(MethodHandle.class);
  static final String OBJECT = "java/lang/Object";
  static final String OBJECT_DESC = "Ljava/lang/Object;";

  /**
   * Field types with a writer and reader of their own in {@link dev.skiff.LeafFields}, by their
   * suffix.
   */
  static final Map<Class<?>, String> DIRECT =
      Map.ofEntries(
          Map.entry(Integer.class, "IntBox"),
          Map.entry(Long.class, "LongBox"),
          Map.entry(Double.class, "DoubleBox"),
          Map.entry(Float.class, "FloatBox"),
          Map.entry(Boolean.class, "BooleanBox"),
          Map.entry(Short.class, "ShortBox"),
          Map.entry(Byte.class, "ByteBox"),
          Map.entry(Character.class, "CharBox"),
          Map.entry(int[].class, "IntArray"),
          Map.entry(long[].class, "LongArray"),
          Map.entry(double[].class, "DoubleArray"),
          Map.entry(float[].class, "FloatArray"),
          Map.entry(short[].class, "ShortArray"),
          Map.entry(char[].class, "CharArray"),
          Map.entry(boolean[].class, "BooleanArray"),
          Map.entry(byte[].class, "ByteArray"));

  final FieldLayout.Entry entry;
  final Field field;
  final Class<?> type;

  /** The generated class, which owns the static fields named below. */
  private final String owner;

  @Nullable String slotField;
  @Nullable String getterField;
  @Nullable String setterField;
  @Nullable String constantsField;
  @Nullable String argsField;

  /**
   * The static field holding the slot's {@linkplain Slot#foldingCodec() folding codec}, or null.
   */
  @Nullable String foldingField;

  boolean direct;

  FieldCode(FieldLayout.Entry entry, String owner) {
    this.entry = entry;
    this.field = entry.field;
    this.type = field.getType();
    this.owner = owner;
  }

  String desc() {
    return Type.getDescriptor(type);
  }

  /** The descriptor of the field's type as handles see it: primitives kept, the rest Object. */
  String erasedDesc() {
    return type.isPrimitive() ? desc() : OBJECT_DESC;
  }

  /** Whether the field is written and read through its codec (see the class comment). */
  private boolean viaCodec() {
    return slotField != null && constantsField == null && !DIRECT.containsKey(type);
  }

  /**
   * Pushes the field's value of the object in local 1, typed as the field's type when that is a
   * primitive or a JDK type the writers take, else as whatever the access path yields.
   */
  void emitGet(MethodVisitor mv) {
    if (direct) {
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitFieldInsn(
          Opcodes.GETFIELD,
          Type.getInternalName(field.getDeclaringClass()),
          field.getName(),
          desc());
      return;
    }
    mv.visitFieldInsn(Opcodes.GETSTATIC, owner, getterField, MH_DESC);
    mv.visitVarInsn(Opcodes.ALOAD, 1);
    mv.visitMethodInsn(
        Opcodes.INVOKEVIRTUAL, MH, "invokeExact", "(" + OBJECT_DESC + ")" + erasedDesc(), false);
    if (type == String.class || DIRECT.containsKey(type)) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
    } else if (type.isEnum()) {
      mv.visitTypeInsn(Opcodes.CHECKCAST, "java/lang/Enum");
    }
  }

  /** The most bytes one value of {@code kind} takes (var-ints at their longest). */
  static int maxBytes(ValueKind kind) {
    return switch (kind) {
      case LONG -> 9;
      case INT -> 5;
      default -> kind.width;
    };
  }

  void emitWrite(MethodVisitor mv, boolean ensured) {
    if (foldingField != null) {
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, foldingField, CODEC_DESC);
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      emitGet(mv);
      call(mv, CODEC, "writeNullable", "(L" + WCTX + ";" + OBJECT_DESC + ")V");
      return;
    }
    if (viaCodec() && entry.refSlot().stringList()) {
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      emitGet(mv);
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, slotField, SLOT_DESC);
      call(mv, WCTX, "writeStringList", "(" + OBJECT_DESC + SLOT_DESC + ")V");
      return;
    }
    if (viaCodec()) {
      emitWriteNested(mv);
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    emitGet(mv);
    String op = ensured ? "put" : "write";
    switch (entry.kind) {
      case DOUBLE -> call(mv, WCTX, op + "Double", "(D)V");
      case FLOAT -> call(mv, WCTX, op + "Float", "(F)V");
      case CHAR -> call(mv, WCTX, op + "Char", "(C)V");
      case SHORT -> call(mv, WCTX, op + "Short", "(S)V");
      case BYTE -> call(mv, WCTX, op + "Byte", "(I)V");
      case BOOLEAN -> call(mv, WCTX, op + "Boolean", "(Z)V");
      case LONG -> call(mv, WCTX, op + "VarLong", "(J)V");
      case INT -> call(mv, WCTX, op + "VarInt", "(I)V");
      default -> {
        if (type == String.class) {
          emitWriteString(mv);
        } else if (DIRECT.containsKey(type)) {
          leaf(mv, "write" + DIRECT.get(type), "(" + WRITER_DESC + desc() + ")V");
        } else {
          leaf(mv, "writeEnumOrdinal", "(" + WRITER_DESC + "Ljava/lang/Enum;)V");
        }
      }
    }
  }

  /**
   * Writes the string on the stack (above the context) as {@code writeStringOrNull} would, with the
   * null test here and a call of {@code writeString}: one level of calls less between the codec and
   * the string's Latin-1 check, which HotSpot's inlining depth can otherwise leave as a loop with a
   * call per char (architecture, section 2.4).
   */
  private static void emitWriteString(MethodVisitor mv) {
    Label isNull = new Label();
    Label done = new Label();
    mv.visitInsn(Opcodes.DUP);
    mv.visitJumpInsn(Opcodes.IFNULL, isNull);
    call(mv, WCTX, "writeString", "(Ljava/lang/String;)V");
    mv.visitJumpInsn(Opcodes.GOTO, done);
    mv.visitLabel(isNull);
    mv.visitInsn(Opcodes.POP);
    mv.visitInsn(Opcodes.ICONST_0);
    call(mv, WCTX, "writeByte", "(I)V");
    mv.visitLabel(done);
  }

  /**
   * Writes a field holding objects, collections, maps or any other codec's values: the context
   * writes the framing ({@code enterExact} or {@code enterAny}), and the codec call is made here,
   * so that every field has a call site of its own, whose type profile sees only that field's
   * classes. The JIT then inlines the nested codec (usually one class per field) instead of making
   * the megamorphic call of the shared {@code writeBody}. Locals: 2 the value, 3 its type.
   */
  private void emitWriteNested(MethodVisitor mv) {
    Label done = new Label();
    emitGet(mv);
    mv.visitVarInsn(Opcodes.ASTORE, 2);
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    mv.visitFieldInsn(Opcodes.GETSTATIC, owner, slotField, SLOT_DESC);
    call(
        mv,
        WCTX,
        entry.refSlot().exact() ? "enterExact" : "enterAny",
        "(" + OBJECT_DESC + SLOT_DESC + ")" + INFO_DESC);
    mv.visitVarInsn(Opcodes.ASTORE, 3);
    mv.visitVarInsn(Opcodes.ALOAD, 3);
    mv.visitJumpInsn(Opcodes.IFNULL, done);
    mv.visitVarInsn(Opcodes.ALOAD, 3);
    call(mv, INFO, "codec", "()L" + CODEC + ";");
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    if (argsField == null) {
      call(mv, CODEC, "write", "(L" + WCTX + ";" + OBJECT_DESC + ")V");
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, argsField, SLOTS_DESC);
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
  void emitRead(MethodVisitor mv, int ctx, int temp, boolean exact) {
    if (foldingField != null) {
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, foldingField, CODEC_DESC);
      mv.visitVarInsn(Opcodes.ALOAD, ctx);
      call(mv, CODEC, "readNullable", "(L" + RCTX + ";)" + OBJECT_DESC);
      if (exact) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
      }
      return;
    }
    if (viaCodec() && entry.refSlot().stringList()) {
      mv.visitVarInsn(Opcodes.ALOAD, ctx);
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, slotField, SLOT_DESC);
      call(mv, RCTX, "readStringList", "(" + SLOT_DESC + ")" + OBJECT_DESC);
      if (exact) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
      }
      return;
    }
    if (viaCodec()) {
      emitReadNested(mv, ctx, temp);
      if (exact) {
        mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
      }
      return;
    }
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    switch (entry.kind) {
      case DOUBLE -> call(mv, RCTX, "readDouble", "()D");
      case FLOAT -> call(mv, RCTX, "readFloat", "()F");
      case CHAR -> call(mv, RCTX, "readChar", "()C");
      case SHORT -> call(mv, RCTX, "readShort", "()S");
      case BYTE -> call(mv, RCTX, "readByte", "()B");
      case BOOLEAN -> call(mv, RCTX, "readBoolean", "()Z");
      case LONG -> call(mv, RCTX, "readVarLong", "()J");
      case INT -> call(mv, RCTX, "readVarInt", "()I");
      default -> {
        if (type == String.class) {
          call(mv, RCTX, "readStringOrNull", "()Ljava/lang/String;");
        } else if (DIRECT.containsKey(type)) {
          leaf(mv, "read" + DIRECT.get(type), "(" + READER_DESC + ")" + desc());
        } else if (constantsField != null) {
          mv.visitFieldInsn(Opcodes.GETSTATIC, owner, constantsField, "[Ljava/lang/Object;");
          leaf(mv, "readEnumOrdinal", "(" + READER_DESC + "[Ljava/lang/Object;)" + OBJECT_DESC);
          if (exact) {
            mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
          }
        }
      }
    }
  }

  /**
   * Pushes the value of a field read through a codec, with the codec call made here (see {@link
   * #emitWriteNested}). Uses locals {@code temp} (the type) and {@code temp + 1} (a long mark).
   */
  private void emitReadNested(MethodVisitor mv, int ctx, int temp) {
    Label body = new Label();
    Label done = new Label();
    mv.visitVarInsn(Opcodes.ALOAD, ctx);
    mv.visitFieldInsn(Opcodes.GETSTATIC, owner, slotField, SLOT_DESC);
    call(
        mv,
        RCTX,
        entry.refSlot().exact() ? "enterExact" : "enterAny",
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
    if (argsField == null) {
      call(mv, CODEC, "read", "(L" + RCTX + ";)" + OBJECT_DESC);
    } else {
      mv.visitFieldInsn(Opcodes.GETSTATIC, owner, argsField, SLOTS_DESC);
      call(mv, CODEC, "read", "(L" + RCTX + ";" + SLOTS_DESC + ")" + OBJECT_DESC);
    }
    call(mv, RCTX, "exitBody", "(" + INFO_DESC + "J" + OBJECT_DESC + ")" + OBJECT_DESC);
    mv.visitLabel(done);
  }

  static void call(MethodVisitor mv, String owner, String name, String desc) {
    mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, name, desc, false);
  }

  /** Calls the {@link dev.skiff.LeafFields} method {@code name}, the context on the stack first. */
  static void leaf(MethodVisitor mv, String name, String desc) {
    mv.visitMethodInsn(Opcodes.INVOKESTATIC, LEAF_FIELDS, name, desc, false);
  }

  /** The instruction that pushes the zero value of {@code t}. */
  static int zero(Type t) {
    return switch (t.getSort()) {
      case Type.LONG -> Opcodes.LCONST_0;
      case Type.FLOAT -> Opcodes.FCONST_0;
      case Type.DOUBLE -> Opcodes.DCONST_0;
      case Type.OBJECT, Type.ARRAY -> Opcodes.ACONST_NULL;
      default -> Opcodes.ICONST_0;
    };
  }

  static void pushInt(MethodVisitor mv, int i) {
    if (i <= 5) {
      mv.visitInsn(Opcodes.ICONST_0 + i);
    } else if (i <= Byte.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.BIPUSH, i);
    } else if (i <= Short.MAX_VALUE) {
      mv.visitIntInsn(Opcodes.SIPUSH, i);
    } else {
      mv.visitLdcInsn(i);
    }
  }
}
