package dev.skiff;

/**
 * A failure to read bytes that are not a valid Skiff message: truncated, corrupted, written by a
 * differently configured {@link Skiff}, or describing a value that cannot exist.
 */
public class MalformedInputException extends SkiffException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception for a problem found at {@code offset} (bytes from message start). */
  public MalformedInputException(String message, long offset) {
    super(message, offset, null);
  }

  /** Creates the exception for a problem found at {@code offset}, caused by {@code cause}. */
  public MalformedInputException(String message, long offset, Throwable cause) {
    super(message, offset, cause);
  }
}
