package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.codegen.ClassForge.ClassSpec;
import dev.skiff.codegen.ClassForge.FType;
import dev.skiff.codegen.ClassForge.FieldSpec;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.objectweb.asm.Opcodes;

/**
 * Classes far beyond hand-written sizes: hundreds of fields (the generator splits its methods into
 * chunks) and records with many components (generated up to 200, interpreted beyond by design).
 */
class LargeClassTest {
  private static final AtomicInteger IDS = new AtomicInteger();

  /** Every field type once per round, with a mix of visibility, final and transient fields. */
  private static List<FieldSpec> manyFields(String prefix, int n, EnumSet<FType> types) {
    FType[] cycle = types.toArray(new FType[0]);
    int[] visibility = {
      Opcodes.ACC_PUBLIC, Opcodes.ACC_PRIVATE, Opcodes.ACC_PROTECTED, 0, Opcodes.ACC_PRIVATE
    };
    List<FieldSpec> fields = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int access = visibility[i % visibility.length];
      if (i % 7 == 3) {
        access |= Opcodes.ACC_FINAL;
      }
      if (i % 13 == 5) {
        access |= Opcodes.ACC_TRANSIENT;
      }
      fields.add(new FieldSpec(prefix + i, cycle[(i * 7) % cycle.length], access));
    }
    return fields;
  }

  private static List<FieldSpec> withProbe(List<FieldSpec> fields) {
    List<FieldSpec> all = new ArrayList<>(fields);
    all.add(new FieldSpec("probe", FType.OBJECT, Opcodes.ACC_PRIVATE));
    return all;
  }

  /** A small class for {@link FType#NESTED} fields, defined in Skiff's module. */
  private static String defineLeaf(int id) {
    String name = "dev.skiff.codegen.c.Leaf" + id;
    List<FieldSpec> fields =
        List.of(
            new FieldSpec("n", FType.INT, Opcodes.ACC_PRIVATE),
            new FieldSpec("s", FType.STRING, Opcodes.ACC_PUBLIC),
            new FieldSpec("next", FType.NESTED, 0));
    ClassForge.defineInSkiffsModule(
        name, ClassForge.emitClass(new ClassSpec(name, null, name, true, false, fields)));
    return name;
  }

  private static Object filled(Class<?> type, long seed, boolean refs) {
    Object value = new Values(seed, refs).instance(type);
    setProbe(value, new StackProbe(42));
    return value;
  }

  private static void setProbe(Object value, StackProbe probe) {
    try {
      Field f = value.getClass().getDeclaredField("probe");
      f.setAccessible(true);
      f.set(value, probe);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /**
   * Writes and reads {@code value} once more with {@code skiff} and asserts that its probe was
   * written and read from inside generated methods of {@code type} (or, with null method patterns,
   * from no generated frame of it at all).
   */
  static void assertProbeFrames(
      Skiff skiff, Object value, Class<?> type, String writeMethod, String readMethod) {
    StackProbe.clear();
    skiff.deserialize(skiff.serialize(value));
    List<String> written = StackProbe.generatedFrames(StackProbe.lastWrite(), type);
    List<String> read = StackProbe.generatedFrames(StackProbe.lastRead(), type);
    if (writeMethod == null) {
      assertThat(written).as("generated frames above writeExternal").isEmpty();
      assertThat(read).as("generated frames above readExternal").isEmpty();
      return;
    }
    assertThat(written)
        .as(
            "generated frames above writeExternal: %s",
            StackProbe.skiffFrames(StackProbe.lastWrite()))
        .anySatisfy(f -> assertThat(f).matches(".*\\." + writeMethod));
    assertThat(read)
        .as(
            "generated frames above readExternal: %s",
            StackProbe.skiffFrames(StackProbe.lastRead()))
        .anySatisfy(f -> assertThat(f).matches(".*\\." + readMethod));
  }

  @Test
  void roundTrip_classWith500Fields_generatedInChunksAndMatchesInterpreter() {
    int id = IDS.incrementAndGet();
    String leaf = defineLeaf(id);
    String name = "dev.skiff.codegen.a.Big" + id;
    List<FieldSpec> fields = withProbe(manyFields("f", 499, EnumSet.allOf(FType.class)));
    Class<?> big =
        ClassForge.defineInSkiffsModule(
            name, ClassForge.emitClass(new ClassSpec(name, null, leaf, false, false, fields)));
    assertThat(big.getDeclaredFields()).hasSize(500);

    for (boolean refs : new boolean[] {false, true}) {
      Object value = filled(big, 500 + id, refs);
      Skiff generated = Differential.assertAgree(value, null, refs);
      assertThat(generated.interpretedClasses()).as("fallbacks with reasons").isEmpty();
      // The probe sits among the last fields in layout order (Object is not exact), so it is
      // written from a chunk method far down the list: w<k>/r<k>, never one giant method.
      assertProbeFrames(generated, value, big, "w(?:[1-9]\\d+|[4-9])", "r(?:[1-9]\\d+|[4-9])");
    }
  }

  @Test
  void roundTrip_300FieldsOver300InheritedFromOtherPackage_generatedAndMatchesInterpreter() {
    int id = IDS.incrementAndGet();
    String leaf = defineLeaf(id);
    String baseName = "dev.skiff.codegen.b.BigBase" + id;
    String name = "dev.skiff.codegen.a.BigSub" + id;
    // Same field names in both classes: every subclass field shadows a superclass field.
    List<FieldSpec> baseFields = manyFields("f", 300, EnumSet.allOf(FType.class));
    List<FieldSpec> subFields = withProbe(manyFields("f", 300, EnumSet.allOf(FType.class)));
    ClassForge.defineInSkiffsModule(
        baseName,
        ClassForge.emitClass(new ClassSpec(baseName, null, leaf, false, true, baseFields)));
    Class<?> sub =
        ClassForge.defineInSkiffsModule(
            name,
            ClassForge.emitClass(new ClassSpec(name, baseName, leaf, true, false, subFields)));

    for (boolean refs : new boolean[] {false, true}) {
      Object value = filled(sub, 600 + id, refs);
      Skiff generated = Differential.assertAgree(value, null, refs);
      assertThat(generated.interpretedClasses()).as("fallbacks with reasons").isEmpty();
      assertProbeFrames(generated, value, sub, "w\\d+", "r\\d+");
    }
  }

  /** Record component types: one slot each when {@code narrow}, so 250 fit in a constructor. */
  private static EnumSet<FType> recordTypes(boolean narrow) {
    EnumSet<FType> types = EnumSet.allOf(FType.class);
    types.remove(FType.NESTED);
    if (narrow) {
      types.remove(FType.LONG);
      types.remove(FType.DOUBLE);
    }
    return types;
  }

  private static Class<?> defineRecord(int components, boolean narrow) {
    int id = IDS.incrementAndGet();
    String name = "dev.skiff.codegen.a.Rec" + components + "x" + id;
    List<FieldSpec> comps =
        withProbe(manyFields("c", components - 1, recordTypes(narrow))).stream()
            .map(c -> new FieldSpec(c.name(), c.type(), 0))
            .toList();
    Class<?> rec =
        ClassForge.defineInSkiffsModule(name, ClassForge.emitRecord(name, comps, "unused"));
    assertThat(rec.isRecord()).isTrue();
    assertThat(rec.getRecordComponents()).hasSize(components);
    return rec;
  }

  /** A record with random components, its probe component set to a fresh {@link StackProbe}. */
  private static Object newRecord(Class<?> rec, long seed) {
    Values values = new Values(seed, false);
    RecordComponent[] comps = rec.getRecordComponents();
    Object[] args = new Object[comps.length];
    Class<?>[] types = new Class<?>[comps.length];
    for (int i = 0; i < comps.length; i++) {
      types[i] = comps[i].getType();
      args[i] = comps[i].getName().equals("probe") ? new StackProbe(7) : values.value(types[i], 1);
    }
    try {
      Constructor<?> canonical = rec.getDeclaredConstructor(types);
      return canonical.newInstance(args);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void roundTrip_recordWith150Components_generatedAndMatchesInterpreter() {
    Class<?> rec = defineRecord(150, false);
    for (boolean refs : new boolean[] {false, true}) {
      Object value = newRecord(rec, 150 + (refs ? 1 : 0));
      Skiff generated = Differential.assertAgree(value, null, refs);
      assertThat(generated.interpretedClasses()).as("fallbacks with reasons").isEmpty();
      assertProbeFrames(generated, value, rec, "w\\d+", "read");
    }
  }

  @Test
  void roundTrip_recordWith250Components_staysInterpretedWithReasonAndMatches() {
    Class<?> rec = defineRecord(250, true);
    for (boolean refs : new boolean[] {false, true}) {
      Object value = newRecord(rec, 250);
      Skiff generated = Differential.assertAgree(value, null, refs);
      Map<Class<?>, String> fellBack = generated.interpretedClasses();
      assertThat(fellBack).as("by design: records over 200 components").containsOnlyKeys(rec);
      assertThat(fellBack.get(rec)).contains("200");
      assertProbeFrames(generated, value, rec, null, null);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {199, 200, 201})
  void compile_recordAroundTheComponentLimit_generatedUpTo200(int components) {
    Class<?> rec = defineRecord(components, true);
    Skiff generated = Differential.assertAgree(newRecord(rec, components), null, true);
    if (components <= 200) {
      assertThat(generated.interpretedClasses()).as("fallbacks with reasons").isEmpty();
    } else {
      assertThat(generated.interpretedClasses()).containsOnlyKeys(rec);
    }
  }

  @Test
  void roundTrip_arrayOfLargeObjects_matchesInterpreter() {
    int id = IDS.incrementAndGet();
    String leaf = defineLeaf(id);
    String name = "dev.skiff.codegen.a.Wide" + id;
    List<FieldSpec> fields = withProbe(manyFields("w", 199, EnumSet.allOf(FType.class)));
    Class<?> wide =
        ClassForge.defineInSkiffsModule(
            name, ClassForge.emitClass(new ClassSpec(name, null, leaf, true, false, fields)));
    Object[] values = new Object[5];
    for (int i = 0; i < values.length; i++) {
      values[i] = filled(wide, 1000 + i, true);
    }
    values[3] = values[1]; // shared
    Skiff generated = Differential.assertAgree(Arrays.asList(values), null, true);
    assertThat(generated.interpretedClasses()).as("fallbacks with reasons").isEmpty();
  }
}
