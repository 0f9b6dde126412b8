package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.codegen.ClassForge.ClassSpec;
import dev.skiff.codegen.ClassForge.FType;
import dev.skiff.codegen.ClassForge.FieldSpec;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Shapes the random classes of {@link GeneratedVsInterpretedProperties} do not produce: odd field
 * names, constructors other than a public no-arg one, and inherited fields whose type the
 * subclass's package cannot name.
 */
class GeneratorEdgeCaseTest {
  private static final AtomicInteger IDS = new AtomicInteger();

  /** Rewrites {@code bytes}: class access {@code classAccess}, and no-arg constructor access. */
  private static byte[] withAccess(byte[] bytes, int classAccess, int ctorAccess) {
    ClassWriter cw = new ClassWriter(0);
    new ClassReader(bytes)
        .accept(
            new ClassVisitor(Opcodes.ASM9, cw) {
              @Override
              public void visit(
                  int version, int access, String name, String sig, String sup, String[] itf) {
                super.visit(version, classAccess, name, sig, sup, itf);
              }

              @Override
              public MethodVisitor visitMethod(
                  int access, String name, String desc, String sig, String[] exceptions) {
                int a = name.equals("<init>") && desc.equals("()V") ? ctorAccess : access;
                return super.visitMethod(a, name, desc, sig, exceptions);
              }
            },
            0);
    return cw.toByteArray();
  }

  /** Rewrites {@code bytes} so that its only constructor takes an {@code int} it ignores. */
  private static byte[] withIntConstructorOnly(byte[] bytes) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    new ClassReader(bytes)
        .accept(
            new ClassVisitor(Opcodes.ASM9, cw) {
              @Override
              public MethodVisitor visitMethod(
                  int access, String name, String desc, String sig, String[] exceptions) {
                if (name.equals("<init>")) {
                  // Same body (which never reads local 1), another descriptor.
                  return super.visitMethod(access, name, "(I)V", sig, exceptions);
                }
                return super.visitMethod(access, name, desc, sig, exceptions);
              }
            },
            0);
    return cw.toByteArray();
  }

  private static void fill(Object obj, long seed) throws IllegalAccessException {
    Values values = new Values(seed, false);
    for (Class<?> c = obj.getClass(); c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        f.setAccessible(true);
        f.set(obj, values.value(f.getType(), 1));
      }
    }
  }

  private static List<FieldSpec> someFields() {
    return List.of(
        new FieldSpec("n", FType.INT, Opcodes.ACC_PRIVATE),
        new FieldSpec("fixed", FType.LONG, Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL),
        new FieldSpec("s", FType.STRING, 0),
        new FieldSpec("m", FType.MAP, Opcodes.ACC_PROTECTED));
  }

  @Test
  void roundTrip_classWithoutNoArgConstructor_generatedAndMatchesInterpreter() throws Exception {
    String name = "dev.skiff.codegen.a.NoNoArg" + IDS.incrementAndGet();
    byte[] bytes =
        withIntConstructorOnly(
            ClassForge.emitClass(new ClassSpec(name, null, name, false, false, someFields())));
    Class<?> type = ClassForge.defineInSkiffsModule(name, bytes);
    Object value = type.getConstructor(int.class).newInstance(0);
    fill(value, 11);
    for (boolean refs : new boolean[] {false, true}) {
      Skiff on = Differential.assertAgree(value, null, refs);
      assertThat(on.interpretedClasses()).isEmpty();
    }
  }

  @Test
  void roundTrip_classWithPrivateNoArgConstructor_generatedAndMatchesInterpreter()
      throws Exception {
    String name = "dev.skiff.codegen.a.PrivateCtor" + IDS.incrementAndGet();
    byte[] bytes =
        withAccess(
            ClassForge.emitClass(new ClassSpec(name, null, name, true, false, someFields())),
            Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER,
            Opcodes.ACC_PRIVATE);
    Class<?> type = ClassForge.defineInSkiffsModule(name, bytes);
    Constructor<?> ctor = type.getDeclaredConstructor();
    ctor.setAccessible(true);
    Object value = ctor.newInstance();
    fill(value, 12);
    for (boolean refs : new boolean[] {false, true}) {
      Skiff on = Differential.assertAgree(value, null, refs);
      assertThat(on.interpretedClasses()).isEmpty();
    }
  }

  @Test
  void roundTrip_fieldNamesJavaCannotSpell_generatedAndMatchesInterpreter() throws Exception {
    String name = "dev.skiff.codegen.a.OddNames" + IDS.incrementAndGet();
    List<FieldSpec> fields =
        List.of(
            new FieldSpec("class", FType.INT, Opcodes.ACC_PRIVATE),
            new FieldSpec("if", FType.STRING, Opcodes.ACC_PUBLIC),
            new FieldSpec("with space", FType.DOUBLE, 0),
            new FieldSpec("-", FType.BOX_INT, Opcodes.ACC_FINAL),
            new FieldSpec("$$Skiff", FType.LIST, Opcodes.ACC_PRIVATE),
            new FieldSpec("S0", FType.OBJECT, Opcodes.ACC_PRIVATE),
            new FieldSpec("G0", FType.INT_ARRAY, Opcodes.ACC_PRIVATE),
            new FieldSpec("ünïcödé", FType.CHAR, Opcodes.ACC_PROTECTED));
    Class<?> type =
        ClassForge.defineInSkiffsModule(
            name, ClassForge.emitClass(new ClassSpec(name, null, name, false, false, fields)));
    Object value = new Values(13, false).instance(type);
    for (boolean refs : new boolean[] {false, true}) {
      Skiff on = Differential.assertAgree(value, null, refs);
      assertThat(on.interpretedClasses()).isEmpty();
    }
  }

  /**
   * {@code a.Base} (public) declares fields of the package-private type {@code a.Hidden}; {@code
   * b.Sub extends a.Base}. The codec of {@code Sub} lives in package {@code b}, which cannot name
   * {@code a.Hidden}: a cast to it there would throw {@code IllegalAccessError} on the first read.
   */
  @Test
  void read_inheritedFieldsOfPackagePrivateTypeFromOtherPackage_noLinkageErrorAndMatches()
      throws Exception {
    int id = IDS.incrementAndGet();
    String hidden = "dev.skiff.codegen.a.Hidden" + id;
    String base = "dev.skiff.codegen.a.Base" + id;
    String sub = "dev.skiff.codegen.b.Sub" + id;
    ClassForge.defineInSkiffsModule(
        hidden,
        withAccess(
            ClassForge.emitClass(
                new ClassSpec(
                    hidden,
                    null,
                    hidden,
                    false,
                    false,
                    List.of(new FieldSpec("v", FType.INT, Opcodes.ACC_PRIVATE)))),
            Opcodes.ACC_SUPER,
            Opcodes.ACC_PUBLIC));
    ClassForge.defineInSkiffsModule(
        base,
        ClassForge.emitClass(
            new ClassSpec(
                base,
                null,
                hidden,
                false,
                false,
                List.of(
                    new FieldSpec("pub", FType.NESTED, Opcodes.ACC_PUBLIC),
                    new FieldSpec("prot", FType.NESTED, Opcodes.ACC_PROTECTED),
                    new FieldSpec("priv", FType.NESTED, Opcodes.ACC_PRIVATE),
                    new FieldSpec("fin", FType.NESTED, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL)))));
    Class<?> subType =
        ClassForge.defineInSkiffsModule(
            sub,
            ClassForge.emitClass(
                new ClassSpec(
                    sub,
                    base,
                    sub,
                    false,
                    false,
                    List.of(new FieldSpec("own", FType.INT, Opcodes.ACC_PRIVATE)))));
    Class<?> hiddenType = Class.forName(hidden);
    Constructor<?> newHidden = hiddenType.getDeclaredConstructor();
    newHidden.setAccessible(true);
    Object value = subType.getConstructor().newInstance();
    for (String f : List.of("pub", "prot", "priv", "fin")) {
      Field field = Class.forName(base).getDeclaredField(f);
      field.setAccessible(true);
      field.set(value, newHidden.newInstance());
    }
    for (boolean refs : new boolean[] {false, true}) {
      // Whether generated or interpreted with a reason, no LinkageError may escape.
      Skiff on = Differential.assertAgree(value, null, refs);
      on.interpretedClasses().values().forEach(reason -> assertThat(reason).isNotBlank());
    }
  }
}
