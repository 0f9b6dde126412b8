package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.internal.codegen.CodecGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Read plans with code generation on: data of another version of a plain class or record is read by
 * a codec generated for the (writer schema, reader class) pair, which reads the fields that fit as
 * they are itself and leaves conversions and skipped fields to the plan, with the outcome of the
 * interpreted plan on good and on damaged bytes.
 */
class GeneratedReadPlanTest {
  private static final ClassLoader V1 =
      Versions.compile(
          Map.of(
              "ex.Order",
              """
              package ex;
              public class Order {
                public String id;
                public int qty;
                public int priority;
                public java.util.List<String> notes;
                public String customerName;
                public double price;
              }
              """,
              "ex.Line",
              """
              package ex;
              public record Line(String sku, int n, String dropped, String label) {}
              """));

  /** Renamed (alias), widened, dropped and added fields, and fields that did not change. */
  private static final ClassLoader V2 =
      Versions.compile(
          Map.of(
              "ex.Order",
              """
              package ex;
              public class Order {
                public String id;
                public int qty;
                public long priority;
                @dev.skiff.Alias("customerName") public String customer;
                public double price;
                public String currency = "EUR";
              }
              """,
              "ex.Line",
              """
              package ex;
              public record Line(
                  String sku, long n, @dev.skiff.Alias("label") String title, double weight) {}
              """));

  private static Skiff skiff(ClassLoader loader, boolean refs, boolean codegen) {
    return Skiff.builder()
        .requireRegistration(false)
        .compatible(true)
        .trackReferences(refs)
        .codegen(codegen)
        .classLoader(loader)
        .build();
  }

  private static byte[] oldValues(boolean refs) {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      values.add(
          make(
              V1,
              "ex.Order",
              "id",
              "o-" + i,
              "qty",
              i + 1,
              "priority",
              -i,
              "notes",
              List.of("a", "b" + i),
              "customerName",
              "Ada " + i,
              "price",
              9.5 * i));
      values.add(Reflect.record(V1, "ex.Line", "s" + i, i, "gone", "L" + i));
    }
    return skiff(V1, refs, true).serialize(values);
  }

  @ParameterizedTest(name = "refs={0}")
  @ValueSource(booleans = {false, true})
  void deserialize_otherVersionWithCodegen_onePlanCodecSameValuesAsInterpreter(boolean refs) {
    byte[] bytes = oldValues(refs);
    Skiff generated = skiff(V2, refs, true);
    Skiff interpreted = skiff(V2, refs, false);
    long before = CodecGenerator.definedClasses();

    List<?> first = (List<?>) generated.deserialize(bytes);
    long afterFirst = CodecGenerator.definedClasses();
    List<?> again = (List<?>) generated.deserialize(bytes);

    assertThat(afterFirst - before)
        .as("per class (Order, the record Line): its own codec and one for version 1's plan")
        .isEqualTo(4);
    assertThat(CodecGenerator.definedClasses()).as("the plan is kept").isEqualTo(afterFirst);
    Object line = first.get(5);
    assertThat(get(line, "sku")).isEqualTo("s2");
    assertThat(get(line, "n")).as("widened").isEqualTo(2L);
    assertThat(get(line, "title")).as("renamed").isEqualTo("L2");
    assertThat(get(line, "weight")).as("added: the zero value").isEqualTo(0.0);
    Object order = first.get(4);
    assertThat(get(order, "id")).isEqualTo("o-2");
    assertThat(get(order, "priority")).isEqualTo(-2L);
    assertThat(get(order, "customer")).isEqualTo("Ada 2");
    assertThat(get(order, "currency")).isEqualTo("EUR");
    byte[] expected = interpreted.serialize(interpreted.deserialize(bytes));
    assertThat(interpreted.serialize(first)).isEqualTo(expected);
    assertThat(interpreted.serialize(again)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "refs={0}")
  @ValueSource(booleans = {false, true})
  void deserialize_truncatedOrFlippedOtherVersion_generatedPlanAgreesWithInterpreter(boolean refs) {
    byte[] bytes = oldValues(refs);
    Skiff generated = skiff(V2, refs, true);
    Skiff interpreted = skiff(V2, refs, false);
    generated.deserialize(bytes); // the plan and its codec exist before the damaged bytes come

    DamagedBytes.assertSameOutcomes(interpreted, generated, bytes);
  }
}
