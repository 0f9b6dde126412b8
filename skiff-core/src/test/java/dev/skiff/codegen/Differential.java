package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;

/** One value through a generating and an interpreting {@link Skiff}, checked against each other. */
final class Differential {
  private Differential() {}

  static Skiff skiff(ClassLoader loader, boolean refs, boolean codegen) {
    return Skiff.builder()
        .requireRegistration(false)
        .trackReferences(refs)
        .classLoader(loader)
        .codegen(codegen)
        .build();
  }

  /**
   * Serializes {@code value} with {@code codegen(true)} and {@code codegen(false)}, asserts
   * identical bytes, lets each reader read the other's bytes (and the generated reader its own),
   * and asserts every result field-by-field equal to {@code value} (with the same sharing when
   * references are tracked), and the two readers' results equal including transient fields.
   *
   * @return the generating {@code Skiff}, for assertions on {@link Skiff#interpretedClasses()}
   */
  static Skiff assertAgree(Object value, ClassLoader loader, boolean refs) {
    Skiff generated = skiff(loader, refs, true);
    Skiff interpreted = skiff(loader, refs, false);
    byte[] fromGenerated = generated.serialize(value);
    byte[] fromInterpreted = interpreted.serialize(value);
    assertSameBytes(fromGenerated, fromInterpreted, refs);

    Object generatedReadsInterpreted = generated.deserialize(fromInterpreted);
    Object interpretedReadsGenerated = interpreted.deserialize(fromGenerated);
    Object generatedReadsGenerated = generated.deserialize(fromGenerated);
    assertThat(interpreted.interpretedClasses()).as("codegen(false) lists nothing").isEmpty();

    assertEqualGraphs("generated reader vs original", value, generatedReadsInterpreted, refs);
    assertEqualGraphs("interpreted reader vs original", value, interpretedReadsGenerated, refs);
    assertEqualGraphs("generated round trip vs original", value, generatedReadsGenerated, refs);
    String d = FieldEquals.diff(generatedReadsInterpreted, interpretedReadsGenerated, true, refs);
    assertThat(d)
        .as("generated vs interpreted reader, transient fields included (refs=%s)", refs)
        .isNull();
    return generated;
  }

  static void assertEqualGraphs(String what, Object expected, Object actual, boolean refs) {
    String d = FieldEquals.diff(expected, actual, false, refs);
    assertThat(d).as("%s (refs=%s)", what, refs).isNull();
  }

  static void assertSameBytes(byte[] generated, byte[] interpreted, boolean refs) {
    int n = Math.min(generated.length, interpreted.length);
    int first = 0;
    while (first < n && generated[first] == interpreted[first]) {
      first++;
    }
    assertThat(generated)
        .as(
            "bytes of the generated codec vs the interpreter (refs=%s), lengths %d vs %d, first"
                + " difference at %d",
            refs, generated.length, interpreted.length, first)
        .isEqualTo(interpreted);
  }
}
