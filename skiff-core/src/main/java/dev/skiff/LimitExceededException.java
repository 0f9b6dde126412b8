package dev.skiff;

/**
 * A failure because a value or a message asks for more than a configured limit allows: nesting
 * deeper than {@link Skiff.Builder#maxDepth(int)}, or a length or count larger than {@link
 * Skiff.Builder#maxLength(int)} or than the bytes that remain in the input.
 */
public class LimitExceededException extends SkiffException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception for a limit hit at {@code offset} (bytes from message start, or -1). */
  public LimitExceededException(String message, long offset) {
    super(message, offset, null);
  }
}
