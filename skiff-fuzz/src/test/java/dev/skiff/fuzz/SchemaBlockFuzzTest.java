package dev.skiff.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes compatible mode, where every user class's body opens with a schema block or a reference to
 * one: single messages and {@code SkiffReader} streams ({@link Inputs.Schema}), read into the
 * registered classes, with references on or off, registration required or not, schemas inline or
 * from a {@code SchemaStore}, unknown enum constants failing or read as null ({@link
 * FuzzConfig#schema}). The first input byte selects both; the rest is the message or stream. Seeds:
 * the compatible golden messages, and messages and streams of current and older versions of the
 * registered classes, whose schemas differ from the reader's ({@link Seeds}).
 */
class SchemaBlockFuzzTest {
  @FuzzTest(maxDuration = "5m")
  void deserialize_compatibleSchemaBlocks_onlySkiffException(byte[] input) {
    if (input.length == 0) {
      return;
    }
    int selector = input[0] & 0xFF;
    byte[] message = Inputs.message(input);
    Oracle.onlySkiffException(
        () -> Inputs.Schema.of(selector).read(FuzzConfig.schema(selector), message));
  }
}
