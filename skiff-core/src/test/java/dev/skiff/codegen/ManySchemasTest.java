package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.BooleanMatrix;
import dev.skiff.OneByteInputStream;
import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.codegen.ClassForge.ClassSpec;
import dev.skiff.codegen.ClassForge.FType;
import dev.skiff.codegen.ClassForge.FieldSpec;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.objectweb.asm.Opcodes;

/**
 * A compatible-mode message with more schemas than one-byte schema codes can name: the schema table
 * index of a class past the 123rd is a two-byte var-int, which the readers' one-byte fast path must
 * leave to the general path rather than read as an index of its own.
 */
class ManySchemasTest {
  private static final int CLASSES = 130;

  /** The classes, defined once: each case builds its own {@code Skiff} over them. */
  private static final List<Class<?>> TYPES = defineClasses();

  private static List<Class<?>> defineClasses() {
    List<Class<?>> classes = new ArrayList<>();
    for (int i = 0; i < CLASSES; i++) {
      String name = "dev.skiff.codegen.b.ManySchemas" + i;
      List<FieldSpec> fields = List.of(new FieldSpec("n", FType.INT, Opcodes.ACC_PUBLIC));
      classes.add(
          ClassForge.defineInSkiffsModule(
              name, ClassForge.emitClass(new ClassSpec(name, null, name, true, false, fields))));
    }
    return classes;
  }

  /** Every configuration: code generation, schema store, references, registration, stream. */
  static Stream<Arguments> configurations() {
    return BooleanMatrix.of(5);
  }

  @ParameterizedTest(
      name = "codegen {0}, schema store {1}, references {2}, registered {3}, stream {4}")
  @MethodSource("configurations")
  void deserialize_schemaIndexPastOneByte_readsEveryValueBack(
      boolean codegen, boolean store, boolean refs, boolean registered, boolean stream)
      throws ReflectiveOperationException {
    Skiff.Builder b =
        Skiff.builder()
            .compatible(true)
            .codegen(codegen)
            .trackReferences(refs)
            .requireRegistration(registered);
    if (registered) {
      TYPES.forEach(b::register);
    }
    if (store) {
      b.schemaStore(SchemaStore.inMemory());
    }
    Skiff skiff = b.build();
    // Every class once (schema index i for class i), then the first and the last few again: their
    // bodies refer to their schemas by index, with codes of two bytes from class 123 on.
    List<Object> value = new ArrayList<>();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < CLASSES; i++) {
      order.add(i);
    }
    order.addAll(List.of(0, 122, 123, 124, CLASSES - 1, 1));
    for (int k = 0; k < order.size(); k++) {
      Object o = TYPES.get(order.get(k)).getConstructor().newInstance();
      o.getClass().getField("n").setInt(o, k * 7 + 1);
      value.add(o);
    }
    byte[] bytes = skiff.serialize(value);

    List<?> back =
        (List<?>)
            (stream
                ? skiff.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)))
                : skiff.deserialize(bytes));

    assertThat(back).hasSize(value.size());
    for (int k = 0; k < back.size(); k++) {
      Object o = back.get(k);
      assertThat(o.getClass()).as("element %d", k).isSameAs(TYPES.get(order.get(k)));
      assertThat(o.getClass().getField("n").getInt(o)).as("element %d", k).isEqualTo(k * 7 + 1);
    }
  }
}
