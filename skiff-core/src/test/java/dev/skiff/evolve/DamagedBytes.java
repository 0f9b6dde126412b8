package dev.skiff.evolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.OneByteInputStream;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import java.io.ByteArrayInputStream;
import java.util.Arrays;

/**
 * Damaged copies of a good message (every truncation, read from an array and from a one-byte
 * stream, and every byte with bits 0x01, 0x80 or 0xFF flipped) fed to a reader under test and to a
 * reference reader, which must agree on each: the same value, or the same failure at the same
 * offset with the same message.
 */
final class DamagedBytes {
  private DamagedBytes() {}

  /**
   * Asserts that {@code tested} reads every damaged copy of {@code bytes} as {@code reference}
   * does, that every truncation fails, and that more copies fail than {@code bytes} is long.
   */
  static void assertSameOutcomes(Skiff reference, Skiff tested, byte[] bytes) {
    int failures = 0;
    for (int n = 0; n < bytes.length; n++) {
      byte[] truncated = Arrays.copyOf(bytes, n);
      String outcome = outcome(reference, reference, truncated);
      assertThat(outcome(tested, reference, truncated))
          .as("first %d bytes", n)
          .isEqualTo(outcome)
          .startsWith("dev.skiff.");
      assertThat(streamOutcome(tested, truncated))
          .as("first %d bytes from a stream", n)
          .isEqualTo(streamOutcome(reference, truncated))
          .startsWith("dev.skiff.");
      failures++;
    }
    for (int i = 0; i < bytes.length; i++) {
      for (int flip : new int[] {0x01, 0x80, 0xFF}) {
        byte[] flipped = bytes.clone();
        flipped[i] ^= (byte) flip;
        String outcome = outcome(reference, reference, flipped);
        assertThat(outcome(tested, reference, flipped))
            .as("byte %d ^ 0x%02x", i, flip)
            .isEqualTo(outcome);
        failures += outcome.startsWith("dev.skiff.") ? 1 : 0;
      }
    }
    assertThat(failures).isGreaterThan(bytes.length);
  }

  /** The failure of reading {@code bytes} from a one-byte stream, as {@link #outcome} words it. */
  private static String streamOutcome(Skiff reader, byte[] bytes) {
    try {
      reader.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)));
      return "a value";
    } catch (SkiffException e) {
      return e.getClass().getName() + " at " + e.offset() + ": " + e.getMessage();
    }
  }

  /**
   * What reading {@code bytes} with {@code reader} gives, as text comparable across readers: the
   * value written again by {@code writer}, or the failure's class, offset and message.
   */
  private static String outcome(Skiff reader, Skiff writer, byte[] bytes) {
    Object value;
    try {
      value = reader.deserialize(bytes);
    } catch (SkiffException e) {
      return e.getClass().getName() + " at " + e.offset() + ": " + e.getMessage();
    }
    return "value " + Arrays.toString(writer.serialize(value));
  }
}
