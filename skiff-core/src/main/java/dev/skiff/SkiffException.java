package dev.skiff;

import org.jspecify.annotations.Nullable;

/**
 * The root of every failure Skiff reports: a value that cannot be written, or bytes that cannot be
 * read.
 *
 * <p>Reads never fail with a bare {@code ArrayIndexOutOfBoundsException}, {@code
 * NegativeArraySizeException}, {@code OutOfMemoryError} or {@code StackOverflowError}: malformed
 * input ends in a {@link MalformedInputException}, input that asks for more than the configured
 * limits in a {@link LimitExceededException}, and a class the configuration refuses in an {@link
 * UnregisteredClassException}. When the failure happened at a known position of the message, {@link
 * #offset()} returns it (counted in bytes from the start of the message) and the message says it.
 */
public class SkiffException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long offset;

  /** Creates an exception with no known offset. */
  public SkiffException(String message) {
    this(message, -1, null);
  }

  /** Creates an exception with no known offset and a cause. */
  public SkiffException(String message, @Nullable Throwable cause) {
    this(message, -1, cause);
  }

  /**
   * Creates an exception at a byte offset of the message; a negative offset means "not known". The
   * offset is appended to the message.
   */
  public SkiffException(String message, long offset, @Nullable Throwable cause) {
    super(offset >= 0 ? message + " (at byte offset " + offset + ")" : message, cause);
    this.offset = offset;
  }

  /** The byte offset from the start of the message where the failure was found, or -1. */
  public long offset() {
    return offset;
  }
}
