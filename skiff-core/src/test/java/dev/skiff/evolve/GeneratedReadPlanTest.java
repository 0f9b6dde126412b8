package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.OneByteInputStream;
import dev.skiff.Skiff;
import dev.skiff.internal.codegen.CodecGenerator;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

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

  /**
   * One configuration: references on or off, the classes registered (the same order on both sides)
   * or named in the data, and messages read from an array or from a one-byte stream.
   */
  record Config(boolean refs, boolean registered, boolean stream) {
    static List<Config> all() {
      List<Config> all = new ArrayList<>();
      for (boolean refs : new boolean[] {false, true}) {
        for (boolean registered : new boolean[] {false, true}) {
          for (boolean stream : new boolean[] {false, true}) {
            all.add(new Config(refs, registered, stream));
          }
        }
      }
      return all;
    }

    Skiff skiff(ClassLoader loader, boolean codegen) {
      Skiff.Builder b =
          Skiff.builder()
              .requireRegistration(registered)
              .compatible(true)
              .trackReferences(refs)
              .codegen(codegen)
              .classLoader(loader);
      if (registered) {
        b.register(Versions.load(loader, "ex.Order")).register(Versions.load(loader, "ex.Line"));
      }
      return b.build();
    }

    Object read(Skiff reader, byte[] bytes) {
      return stream
          ? reader.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)))
          : reader.deserialize(bytes);
    }
  }

  static List<Config> configs() {
    return Config.all();
  }

  private static byte[] oldValues(Config config) {
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
    return config.skiff(V1, true).serialize(values);
  }

  @ParameterizedTest
  @MethodSource("configs")
  void deserialize_otherVersionWithCodegen_onePlanCodecSameValuesAsInterpreter(Config config) {
    byte[] bytes = oldValues(config);
    long before = CodecGenerator.definedClasses(); // registered classes get codecs at build
    Skiff generated = config.skiff(V2, true);
    Skiff interpreted = config.skiff(V2, false);

    List<?> first = (List<?>) config.read(generated, bytes);
    long afterFirst = CodecGenerator.definedClasses();
    List<?> again = (List<?>) config.read(generated, bytes);

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

  @ParameterizedTest
  @MethodSource("configs")
  void deserialize_truncatedOrFlippedOtherVersion_generatedPlanAgreesWithInterpreter(
      Config config) {
    if (config.stream()) {
      return; // DamagedBytes reads every truncation from a stream as well
    }
    byte[] bytes = oldValues(config);
    Skiff generated = config.skiff(V2, true);
    Skiff interpreted = config.skiff(V2, false);
    generated.deserialize(bytes); // the plan and its codec exist before the damaged bytes come

    DamagedBytes.assertSameOutcomes(interpreted, generated, bytes);
  }
}
