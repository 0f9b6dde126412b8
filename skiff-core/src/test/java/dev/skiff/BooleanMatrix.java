package dev.skiff;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The cross product of {@code n} on/off settings as JUnit arguments, for configuration matrices
 * generated rather than typed out: every one of the {@code 2^n} combinations once, the first
 * setting varying slowest.
 */
public final class BooleanMatrix {
  private BooleanMatrix() {}

  /** All combinations of {@code n} booleans, each as the arguments of one case. */
  public static Stream<Arguments> of(int n) {
    return IntStream.range(0, 1 << n)
        .mapToObj(
            bits -> {
              Object[] args = new Object[n];
              for (int i = 0; i < n; i++) {
                args[i] = (bits & (1 << (n - 1 - i))) != 0;
              }
              return Arguments.of(args);
            });
  }
}
