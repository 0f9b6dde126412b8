package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/** AssertJ checks that also hand back the value they checked, for tests that look further. */
public final class Thrown {
  private Thrown() {}

  /** Runs {@code call}, asserts that it throws a {@code type}, and returns what it threw. */
  public static <T extends Throwable> T by(Class<T> type, ThrowingCallable call) {
    Throwable t = catchThrowable(call);
    assertThat(t).as("thrown by the call").isInstanceOf(type);
    return type.cast(t);
  }

  /** Asserts that {@code value} is a {@code type} and returns it as one. */
  public static <T> T instanceOf(Class<T> type, Object value) {
    assertThat(value).isInstanceOf(type);
    return type.cast(value);
  }
}
