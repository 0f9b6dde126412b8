package dev.skiff.codegen;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.RecordComponentVisitor;
import org.objectweb.asm.Type;

/**
 * Emits plain classes and records with ASM from small specs, and defines them in fresh class
 * loaders. Everything the differential tests need to invent classes Skiff has never seen.
 */
final class ClassForge {
  private ClassForge() {}

  /** The field types the generated classes use. */
  enum FType {
    BOOLEAN("Z"),
    BYTE("B"),
    CHAR("C"),
    SHORT("S"),
    INT("I"),
    LONG("J"),
    FLOAT("F"),
    DOUBLE("D"),
    BOX_BOOLEAN("Ljava/lang/Boolean;"),
    BOX_BYTE("Ljava/lang/Byte;"),
    BOX_CHAR("Ljava/lang/Character;"),
    BOX_SHORT("Ljava/lang/Short;"),
    BOX_INT("Ljava/lang/Integer;"),
    BOX_LONG("Ljava/lang/Long;"),
    BOX_FLOAT("Ljava/lang/Float;"),
    BOX_DOUBLE("Ljava/lang/Double;"),
    STRING("Ljava/lang/String;"),
    ENUM(Type.getDescriptor(Suit.class)),
    LIST("Ljava/util/List;", "Ljava/util/List<Ljava/lang/String;>;"),
    MAP("Ljava/util/Map;", "Ljava/util/Map<Ljava/lang/String;Ljava/lang/Integer;>;"),
    INT_ARRAY("[I"),
    OBJECT("Ljava/lang/Object;"),
    /** A generated class named by the spec that uses it. */
    NESTED(null),
    RECORD(Type.getDescriptor(Pt.class));

    final String desc;
    final String signature;

    FType(String desc) {
      this(desc, null);
    }

    FType(String desc, String signature) {
      this.desc = desc;
      this.signature = signature;
    }

    /** Whether the type takes two local-variable slots. */
    boolean wide() {
      return this == LONG || this == DOUBLE;
    }

    String desc(String nested) {
      return this == NESTED ? "L" + nested.replace('.', '/') + ";" : desc;
    }
  }

  /** One field: a name, a type and its ASM access flags (visibility, final, transient, static). */
  record FieldSpec(String name, FType type, int access) {
    /** The generic signature of an accessor returning this field's type, or null. */
    String signatureOrNull() {
      return type.signature == null ? null : "()" + type.signature;
    }

    @Override
    public String toString() {
      StringBuilder s = new StringBuilder();
      if ((access & Opcodes.ACC_PUBLIC) != 0) {
        s.append("public ");
      } else if ((access & Opcodes.ACC_PRIVATE) != 0) {
        s.append("private ");
      } else if ((access & Opcodes.ACC_PROTECTED) != 0) {
        s.append("protected ");
      }
      if ((access & Opcodes.ACC_STATIC) != 0) {
        s.append("static ");
      }
      if ((access & Opcodes.ACC_FINAL) != 0) {
        s.append("final ");
      }
      if ((access & Opcodes.ACC_TRANSIENT) != 0) {
        s.append("transient ");
      }
      return s.append(type).append(' ').append(name).toString();
    }
  }

  /**
   * A public class with a public no-arg constructor.
   *
   * @param name binary name, such as {@code gen.a.Main}
   * @param superName binary name of a generated superclass, or null for {@code Object}
   * @param nested binary name of the class that {@link FType#NESTED} fields hold
   */
  record ClassSpec(
      String name,
      String superName,
      String nested,
      boolean isFinal,
      boolean isAbstract,
      List<FieldSpec> fields) {
    /** The same spec with every class name mapped through {@code rename}. */
    ClassSpec renamed(UnaryOperator<String> rename) {
      return new ClassSpec(
          rename.apply(name),
          superName == null ? null : rename.apply(superName),
          rename.apply(nested),
          isFinal,
          isAbstract,
          fields);
    }
  }

  private static final Map<String, MethodHandles.Lookup> ANCHORS =
      Map.of(
          "dev.skiff.codegen.a", dev.skiff.codegen.a.Anchor.LOOKUP,
          "dev.skiff.codegen.b", dev.skiff.codegen.b.Anchor.LOOKUP,
          "dev.skiff.codegen.c", dev.skiff.codegen.c.Anchor.LOOKUP);

  /**
   * Defines a class in the test class loader, and so in Skiff's own unnamed module, through the
   * lookup of an anchor class in its package ({@code dev.skiff.codegen.a}, {@code .b} or {@code
   * .c}). Names must be unique: such classes are never unloaded.
   */
  static Class<?> defineInSkiffsModule(String binaryName, byte[] bytes) {
    String pkg = binaryName.substring(0, binaryName.lastIndexOf('.'));
    MethodHandles.Lookup lookup = ANCHORS.get(pkg);
    if (lookup == null) {
      throw new IllegalArgumentException("no anchor for package " + pkg);
    }
    try {
      return lookup.defineClass(bytes);
    } catch (IllegalAccessException e) {
      throw new AssertionError(e);
    }
  }

  /** The bytes of the class {@code spec} describes. */
  static byte[] emitClass(ClassSpec spec) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    String self = internal(spec.name());
    String sup = spec.superName() == null ? "java/lang/Object" : internal(spec.superName());
    int access = Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER;
    if (spec.isFinal()) {
      access |= Opcodes.ACC_FINAL;
    } else if (spec.isAbstract()) {
      access |= Opcodes.ACC_ABSTRACT;
    }
    cw.visit(Opcodes.V17, access, self, null, sup, null);
    for (FieldSpec f : spec.fields()) {
      cw.visitField(f.access(), f.name(), f.type().desc(spec.nested()), f.type().signature, null)
          .visitEnd();
    }
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, sup, "<init>", "()V", false);
    // Final fields are assigned once, as javac would insist; the tests overwrite them reflectively.
    for (FieldSpec f : spec.fields()) {
      if ((f.access() & Opcodes.ACC_FINAL) != 0 && (f.access() & Opcodes.ACC_STATIC) == 0) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        pushDefault(mv, f.type());
        mv.visitFieldInsn(Opcodes.PUTFIELD, self, f.name(), f.type().desc(spec.nested()));
      }
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  /**
   * The bytes of a record {@code name} with the given components (in canonical order): private
   * final fields, a canonical constructor, accessors, and equals/hashCode/toString through {@code
   * ObjectMethods}, as javac emits them.
   */
  static byte[] emitRecord(String name, List<FieldSpec> components, String nested) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    String self = internal(name);
    cw.visit(
        Opcodes.V17,
        Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER,
        self,
        null,
        "java/lang/Record",
        null);
    StringBuilder ctorDesc = new StringBuilder("(");
    for (FieldSpec c : components) {
      String desc = c.type().desc(nested);
      RecordComponentVisitor rc = cw.visitRecordComponent(c.name(), desc, c.type().signature);
      rc.visitEnd();
      cw.visitField(
              Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, c.name(), desc, c.type().signature, null)
          .visitEnd();
      ctorDesc.append(desc);
    }
    ctorDesc.append(")V");
    MethodVisitor mv =
        cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", ctorDesc.toString(), null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Record", "<init>", "()V", false);
    int local = 1;
    for (FieldSpec c : components) {
      Type t = Type.getType(c.type().desc(nested));
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitVarInsn(t.getOpcode(Opcodes.ILOAD), local);
      mv.visitFieldInsn(Opcodes.PUTFIELD, self, c.name(), t.getDescriptor());
      local += t.getSize();
    }
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    List<Object> bsmArgs = new ArrayList<>();
    bsmArgs.add(Type.getObjectType(self));
    StringBuilder names = new StringBuilder();
    for (FieldSpec c : components) {
      String desc = c.type().desc(nested);
      MethodVisitor acc =
          cw.visitMethod(Opcodes.ACC_PUBLIC, c.name(), "()" + desc, c.signatureOrNull(), null);
      acc.visitCode();
      acc.visitVarInsn(Opcodes.ALOAD, 0);
      acc.visitFieldInsn(Opcodes.GETFIELD, self, c.name(), desc);
      acc.visitInsn(Type.getType(desc).getOpcode(Opcodes.IRETURN));
      acc.visitMaxs(0, 0);
      acc.visitEnd();
      names.append(names.length() == 0 ? "" : ";").append(c.name());
    }
    bsmArgs.add(names.toString());
    for (FieldSpec c : components) {
      bsmArgs.add(new Handle(Opcodes.H_GETFIELD, self, c.name(), c.type().desc(nested), false));
    }
    Handle bsm =
        new Handle(
            Opcodes.H_INVOKESTATIC,
            "java/lang/runtime/ObjectMethods",
            "bootstrap",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                + "Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;Ljava/lang/String;"
                + "[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;",
            false);
    Object[] args = bsmArgs.toArray();
    objectMethod(cw, self, "toString", "()Ljava/lang/String;", Opcodes.ARETURN, bsm, args, 1);
    objectMethod(cw, self, "hashCode", "()I", Opcodes.IRETURN, bsm, args, 1);
    objectMethod(cw, self, "equals", "(Ljava/lang/Object;)Z", Opcodes.IRETURN, bsm, args, 2);
    cw.visitEnd();
    return cw.toByteArray();
  }

  private static void objectMethod(
      ClassWriter cw,
      String self,
      String name,
      String desc,
      int returnOp,
      Handle bsm,
      Object[] args,
      int params) {
    MethodVisitor mv =
        cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, name, desc, null, null);
    mv.visitCode();
    for (int i = 0; i < params; i++) {
      mv.visitVarInsn(Opcodes.ALOAD, i);
    }
    String indyDesc = "(L" + self + ";" + desc.substring(1);
    mv.visitInvokeDynamicInsn(name, indyDesc, bsm, args);
    mv.visitInsn(returnOp);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void pushDefault(MethodVisitor mv, FType t) {
    switch (t) {
      case LONG -> mv.visitInsn(Opcodes.LCONST_0);
      case FLOAT -> mv.visitInsn(Opcodes.FCONST_0);
      case DOUBLE -> mv.visitInsn(Opcodes.DCONST_0);
      case BOOLEAN, BYTE, CHAR, SHORT, INT -> mv.visitInsn(Opcodes.ICONST_0);
      default -> mv.visitInsn(Opcodes.ACONST_NULL);
    }
  }

  static String internal(String binaryName) {
    return binaryName.replace('.', '/');
  }

  /** A loader that defines the classes it was given on demand, parent first for the rest. */
  static final class Loader extends ClassLoader {
    private final Map<String, byte[]> classes = new HashMap<>();

    Loader(ClassLoader parent) {
      super(parent);
    }

    Loader() {
      this(ClassForge.class.getClassLoader());
    }

    Loader add(String name, byte[] bytes) {
      classes.put(name, bytes);
      return this;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      byte[] b = classes.get(name);
      if (b == null) {
        throw new ClassNotFoundException(name);
      }
      return defineClass(name, b, 0, b.length);
    }

    Class<?> load(String name) {
      try {
        return loadClass(name);
      } catch (ClassNotFoundException e) {
        throw new AssertionError(e);
      }
    }
  }
}
