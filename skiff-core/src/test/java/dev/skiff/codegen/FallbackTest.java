package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.codegen.ClassForge.ClassSpec;
import dev.skiff.codegen.ClassForge.FType;
import dev.skiff.codegen.ClassForge.FieldSpec;
import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.ModuleVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Where the generator cannot (or currently does not) produce a codec, Skiff must fall back to the
 * interpreter and say why in {@link Skiff#interpretedClasses()}, or fail with a clear {@link
 * SkiffException}; never let a {@code VerifyError} or other {@code LinkageError} reach the caller.
 */
class FallbackTest {
  private static final AtomicInteger IDS = new AtomicInteger();

  /** A small POJO with a probe field, defined in Skiff's own module (generation works there). */
  private static Class<?> definePojo(String pkg) {
    String name = "dev.skiff.codegen." + pkg + ".Pojo" + IDS.incrementAndGet();
    List<FieldSpec> fields =
        List.of(
            new FieldSpec("n", FType.INT, Opcodes.ACC_PRIVATE),
            new FieldSpec("s", FType.STRING, Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL),
            new FieldSpec("tags", FType.LIST, 0),
            new FieldSpec("probe", FType.OBJECT, Opcodes.ACC_PUBLIC));
    return ClassForge.defineInSkiffsModule(
        name, ClassForge.emitClass(new ClassSpec(name, null, name, false, false, fields)));
  }

  private static Object pojo(Class<?> type, long seed) throws ReflectiveOperationException {
    Object value = new Values(seed, false).instance(type);
    type.getField("probe").set(value, new StackProbe(3));
    return value;
  }

  @Test
  void interpretedClasses_codegenOff_emptyAndValuesStillRoundTrip() throws Exception {
    Class<?> type = definePojo("a");
    Object value = pojo(type, 1);
    Skiff off = Differential.skiff(null, false, false);
    Object back = off.deserialize(off.serialize(value));
    assertThat(FieldEquals.diff(value, back, false, false)).isNull();
    assertThat(off.interpretedClasses()).isEmpty();
    // ... and it really ran interpreted: no generated frame around the probe.
    LargeClassTest.assertProbeFrames(off, value, type, null, null);
  }

  @Test
  void interpretedClasses_codegenOn_emptyAndGeneratedCodeRuns() throws Exception {
    Class<?> type = definePojo("b");
    Object value = pojo(type, 2);
    Skiff on = Differential.assertAgree(value, null, true);
    assertThat(on.interpretedClasses()).isEmpty();
    // A class of one group is written and read in its codec's write and read, not a group method.
    LargeClassTest.assertProbeFrames(on, value, type, "write", "read");
  }

  @Test
  void serialize_oneGroupClass_noGroupMethodBetweenCodecAndFields() throws Exception {
    Class<?> type = definePojo("b");
    Object value = pojo(type, 3);
    for (boolean compatible : new boolean[] {false, true}) {
      for (boolean refs : new boolean[] {false, true}) {
        Skiff skiff =
            Skiff.builder()
                .requireRegistration(false)
                .trackReferences(refs)
                .compatible(compatible)
                .build();
        String mode = "compatible " + compatible + ", references " + refs;
        LargeClassTest.assertProbeFrames(skiff, value, type, "write", "read");
        // Each nested object costs one call level: no w<k>/r<k> frame of its codec on the stack.
        assertThat(StackProbe.generatedFrames(StackProbe.lastWrite(), type))
            .as("%s: %s", mode, StackProbe.skiffFrames(StackProbe.lastWrite()))
            .noneMatch(f -> f.matches(".*\\.w\\d+"));
        assertThat(StackProbe.generatedFrames(StackProbe.lastRead(), type))
            .as("%s: %s", mode, StackProbe.skiffFrames(StackProbe.lastRead()))
            .noneMatch(f -> f.matches(".*\\.r\\d+"));
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Classes outside Skiff's module: another class loader, a named module.

  /** A class {@code gen.x.Plain} with private and final fields, in {@code loader}. */
  private static Class<?> plainIn(ClassForge.Loader loader) {
    String name = "gen.x.Plain";
    List<FieldSpec> fields =
        List.of(
            new FieldSpec("n", FType.INT, Opcodes.ACC_PRIVATE),
            new FieldSpec("d", FType.DOUBLE, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL),
            new FieldSpec("s", FType.STRING, 0));
    loader.add(name, ClassForge.emitClass(new ClassSpec(name, null, name, false, false, fields)));
    return loader.load(name);
  }

  /**
   * Currently fails: a plain class in a child class loader of Skiff's (the everyday case of
   * application servers, plugin systems and test frameworks) never gets a generated codec. {@code
   * CodecGenerator} defines the codec with a lookup from {@code privateLookupIn(type, lookup())},
   * which has no {@code MODULE} access (so no full privilege) whenever {@code type} is in another
   * module than Skiff, and every class loader has its own unnamed module; {@code
   * defineHiddenClassWithClassData} then throws {@code IllegalAccessException: ... does not have
   * full privilege access}. The same holds for every class in a named module, including packages
   * opened to Skiff.
   */
  @Test
  void serialize_classInChildClassLoader_getsGeneratedCodec() throws Exception {
    Class<?> type = plainIn(new ClassForge.Loader());
    Object value = new Values(3, false).instance(type);
    Skiff on = Differential.assertAgree(value, type.getClassLoader(), false);
    assertThat(on.interpretedClasses()).as("classes that fell back, with reasons").isEmpty();
  }

  @Test
  void serialize_classInLoaderThatCannotSeeSkiff_getsDetachedGeneratedCodec() throws Exception {
    // Parent is the platform loader: the class cannot even name dev.skiff.internal.engine.Codec, so
    // no
    // nestmate is possible; the detached generated codec (defined in Skiff's own package, fields
    // through method handles) must still serve it, byte for byte like the interpreter.
    ClassForge.Loader isolated = new ClassForge.Loader(ClassLoader.getPlatformClassLoader());
    Class<?> type = plainIn(isolated);
    Object value = new Values(4, false).instance(type);
    for (boolean refs : new boolean[] {false, true}) {
      Skiff on = Differential.assertAgree(value, isolated, refs);
      assertThat(on.interpretedClasses()).isEmpty();
    }
  }

  /** The module {@code gen.mod}, written with ASM and loaded into a layer of its own. */
  private static ModuleLayer layer;

  @BeforeAll
  static void buildModule(@TempDir Path dir) throws IOException {
    Path root = dir.resolve("gen.mod");
    write(root, "module-info", moduleInfo());
    // not exported, not opened
    write(root, "gen/mod/closed/Thing", thing("gen/mod/closed/Thing", false));
    // exported, not opened: all fields public / one field private
    write(root, "gen/mod/exported/Thing", thing("gen/mod/exported/Thing", true));
    write(root, "gen/mod/exportedprivate/Thing", thing("gen/mod/exportedprivate/Thing", false));
    // opened to everyone
    write(root, "gen/mod/opened/Thing", thing("gen/mod/opened/Thing", false));
    write(root, "gen/mod/api/Factory", factory());
    ModuleFinder finder = ModuleFinder.of(root);
    Configuration cf =
        ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), Set.of("gen.mod"));
    layer = ModuleLayer.boot().defineModulesWithOneLoader(cf, FallbackTest.class.getClassLoader());
  }

  private static void write(Path root, String internalName, byte[] bytes) throws IOException {
    Path file = root.resolve(internalName + ".class");
    Files.createDirectories(file.getParent());
    Files.write(file, bytes);
  }

  private static byte[] moduleInfo() {
    ClassWriter cw = new ClassWriter(0);
    cw.visit(Opcodes.V17, Opcodes.ACC_MODULE, "module-info", null, null, null);
    ModuleVisitor mv = cw.visitModule("gen.mod", 0, null);
    mv.visitRequire("java.base", Opcodes.ACC_MANDATED, null);
    mv.visitExport("gen/mod/api", 0);
    mv.visitExport("gen/mod/exported", 0);
    mv.visitExport("gen/mod/exportedprivate", 0);
    mv.visitOpen("gen/mod/opened", 0);
    for (String p :
        List.of(
            "gen/mod/api",
            "gen/mod/closed",
            "gen/mod/exported",
            "gen/mod/exportedprivate",
            "gen/mod/opened")) {
      mv.visitPackage(p);
    }
    mv.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  /**
   * {@code public class Thing { [private|public] int a; public String s; Thing(); Thing(a, s) }}
   */
  private static byte[] thing(String self, boolean allPublic) {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(
        Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, self, null, "java/lang/Object", null);
    cw.visitField(allPublic ? Opcodes.ACC_PUBLIC : Opcodes.ACC_PRIVATE, "a", "I", null, null)
        .visitEnd();
    cw.visitField(Opcodes.ACC_PUBLIC, "s", "Ljava/lang/String;", null, null).visitEnd();
    MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "(ILjava/lang/String;)V", null, null);
    mv.visitCode();
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ILOAD, 1);
    mv.visitFieldInsn(Opcodes.PUTFIELD, self, "a", "I");
    mv.visitVarInsn(Opcodes.ALOAD, 0);
    mv.visitVarInsn(Opcodes.ALOAD, 2);
    mv.visitFieldInsn(Opcodes.PUTFIELD, self, "s", "Ljava/lang/String;");
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** {@code Factory.make(pkg, a, s)}: a new {@code gen.mod.<pkg>.Thing(a, s)}. */
  private static byte[] factory() {
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
    cw.visit(
        Opcodes.V17,
        Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER,
        "gen/mod/api/Factory",
        null,
        "java/lang/Object",
        null);
    for (String pkg : List.of("closed", "exported", "exportedprivate", "opened")) {
      String thing = "gen/mod/" + pkg + "/Thing";
      MethodVisitor mv =
          cw.visitMethod(
              Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC,
              pkg,
              "(ILjava/lang/String;)Ljava/lang/Object;",
              null,
              null);
      mv.visitCode();
      mv.visitTypeInsn(Opcodes.NEW, thing);
      mv.visitInsn(Opcodes.DUP);
      mv.visitVarInsn(Opcodes.ILOAD, 0);
      mv.visitVarInsn(Opcodes.ALOAD, 1);
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, thing, "<init>", "(ILjava/lang/String;)V", false);
      mv.visitInsn(Opcodes.ARETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  private static Object thingIn(String pkg) throws ReflectiveOperationException {
    Class<?> factory = layer.findLoader("gen.mod").loadClass("gen.mod.api.Factory");
    Method make = factory.getMethod(pkg, int.class, String.class);
    return make.invoke(null, 1234, "in module gen.mod");
  }

  private static void assertNoLinkageError(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      assertThat(c).as("cause chain of %s", t).isNotInstanceOf(LinkageError.class);
    }
  }

  @Test
  void serialize_namedModulePackageNeitherExportedNorOpened_failsWithSkiffExceptionNamingIt()
      throws Exception {
    Object thing = thingIn("closed");
    assertThat(thing.getClass().getModule().getName()).isEqualTo("gen.mod");
    for (boolean codegen : new boolean[] {true, false}) {
      Skiff skiff = Differential.skiff(layer.findLoader("gen.mod"), false, codegen);
      Throwable t = catchThrowable(() -> skiff.serialize(thing));
      assertThat(t)
          .as("codegen=%s", codegen)
          .isInstanceOf(SkiffException.class)
          .hasMessageContaining("gen.mod.closed.Thing")
          .hasMessageContaining("module gen.mod")
          .hasMessageContaining("opens gen.mod.closed");
      assertNoLinkageError(t);
    }
  }

  @Test
  void serialize_namedModuleExportedPackageWithPrivateField_failsWithSkiffExceptionNamingIt()
      throws Exception {
    Object thing = thingIn("exportedprivate");
    for (boolean codegen : new boolean[] {true, false}) {
      Skiff skiff = Differential.skiff(layer.findLoader("gen.mod"), false, codegen);
      assertThatThrownBy(() -> skiff.serialize(thing))
          .as("codegen=%s", codegen)
          .isInstanceOf(SkiffException.class)
          .hasMessageContaining("module gen.mod")
          .hasMessageContaining("gen.mod.exportedprivate")
          .satisfies(FallbackTest::assertNoLinkageError);
    }
  }

  @Test
  void serialize_namedModuleExportedPackageAllPublic_runsInterpretedWithReason() throws Exception {
    Object thing = thingIn("exported");
    for (boolean refs : new boolean[] {false, true}) {
      Skiff on = Differential.assertAgree(thing, layer.findLoader("gen.mod"), refs);
      Map<Class<?>, String> fellBack = on.interpretedClasses();
      assertThat(fellBack).containsOnlyKeys(thing.getClass());
      // The package is exported but not opened: no private lookup, so the reason says so.
      assertThat(fellBack.get(thing.getClass()))
          .contains("module gen.mod does not open gen.mod.exported");
    }
    assertThat(thing.getClass().getField("a").getInt(thing)).isEqualTo(1234);
  }

  /**
   * A package opened to everyone: Skiff has private access but may not define a nestmate in another
   * module, so the detached generated codec serves it and nothing falls back.
   */
  @Test
  void serialize_namedModuleOpenedPackage_getsDetachedGeneratedCodec() throws Exception {
    Object thing = thingIn("opened");
    for (boolean refs : new boolean[] {false, true}) {
      Skiff on = Differential.assertAgree(thing, layer.findLoader("gen.mod"), refs);
      assertThat(on.interpretedClasses()).isEmpty();
    }
    Field a = thing.getClass().getDeclaredField("a");
    a.setAccessible(true); // opened: allowed
    assertThat(a.getInt(thing)).isEqualTo(1234);
  }
}
