package dev.skiff.fuzz;

import dev.skiff.SkiffException;

/**
 * The fuzz targets' oracle: reading any bytes either returns or throws a {@link SkiffException}.
 * Everything else (another exception, {@code StackOverflowError}, {@code OutOfMemoryError}) escapes
 * to Jazzer, which reports it as a finding.
 *
 * <p>With {@code -Dskiff.fuzz.strict=true}, a {@code SkiffException} is also a finding when it
 * wraps an unchecked exception thrown by Skiff's own code ({@code dev.skiff.internal}): the
 * catch-all of the safety model turned it into a clean failure, but it still points at a missing
 * check. Off by default, since such inputs are handled safely.
 */
final class Oracle {
  static final boolean STRICT = Boolean.getBoolean("skiff.fuzz.strict");

  private Oracle() {}

  /** Runs {@code read}; a {@link SkiffException} is an acceptable outcome, nothing else is. */
  static void onlySkiffException(Runnable read) {
    try {
      read.run();
    } catch (SkiffException expected) {
      if (STRICT) {
        checkCause(expected);
      }
    }
  }

  private static void checkCause(SkiffException e) {
    Throwable cause = e.getCause();
    if (cause == null || cause instanceof SkiffException) {
      return;
    }
    StackTraceElement[] trace = cause.getStackTrace();
    if (trace.length > 0 && trace[0].getClassName().startsWith("dev.skiff.internal.")) {
      throw new AssertionError("Skiff's own code threw " + cause + " (wrapped as: " + e + ")", e);
    }
  }
}
