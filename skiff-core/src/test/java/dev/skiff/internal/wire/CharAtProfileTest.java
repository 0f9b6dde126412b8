package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The step that runs {@code String.charAt} over a wide string before the write path compiles. What
 * it does to the JIT is measured in the benchmarks (perf log of 2026-11-27); these tests hold the
 * parts that make it do anything at all: the sample must be a UTF-16 string, every char of it must
 * be read, and {@code WriteBuffer}'s initialization must run it.
 */
class CharAtProfileTest {
  @Test
  void wide_sample_hasACharAboveLatin1() {
    assertThat(CharAtProfile.WIDE.chars().anyMatch(c -> c > 0xFF))
        .as("a string with a char above U+00FF is stored as UTF-16")
        .isTrue();
  }

  @Test
  void prime_everyRound_readsEveryChar() {
    int sum = CharAtProfile.WIDE.chars().sum();
    assertThat(CharAtProfile.prime()).isEqualTo(CharAtProfile.ROUNDS * sum);
  }

  @Test
  void writeBufferInitialization_thisJvm_runsTheStepExactlyWhereTheCheckUsesCharAt()
      throws ClassNotFoundException {
    Class.forName(WriteBuffer.class.getName(), true, WriteBuffer.class.getClassLoader());
    assertThat(CharAtProfile.ran())
        .as("the step runs when WriteBuffer initializes, unless StringInternals reads the coder")
        .isEqualTo(!StringInternals.AVAILABLE);
  }

  @Test
  void jitCompiles_hotSpot_isTrue() {
    assertThat(CharAtProfile.jitCompiles()).isTrue();
  }

  @Test
  void jitCompiles_nativeImage_isFalse() {
    String key = "org.graalvm.nativeimage.imagecode";
    System.setProperty(key, "runtime");
    try {
      assertThat(CharAtProfile.jitCompiles()).isFalse();
    } finally {
      System.clearProperty(key);
    }
  }
}
