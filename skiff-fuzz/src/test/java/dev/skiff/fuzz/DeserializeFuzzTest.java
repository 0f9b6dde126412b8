package dev.skiff.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes {@code Skiff.deserialize} on every configuration: references on or off, registration
 * required or not, compatible mode on or off ({@link FuzzConfig#plain}), through each
 * single-message entry point ({@link Inputs.Message}). The first input byte selects both; the rest
 * is the message. Seeds: the golden corpus, under {@code DeserializeFuzzTestInputs} in the test
 * resources.
 */
class DeserializeFuzzTest {
  @FuzzTest(maxDuration = "5m")
  void deserialize_anyBytes_onlySkiffException(byte[] input) {
    if (input.length == 0) {
      return;
    }
    int selector = input[0] & 0xFF;
    byte[] message = Inputs.message(input);
    Oracle.onlySkiffException(
        () -> Inputs.Message.of(selector).read(FuzzConfig.plain(selector), message));
  }
}
