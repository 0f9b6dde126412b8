package dev.skiff;

/**
 * A failure because a class is not allowed: it was not registered while {@link
 * Skiff.Builder#requireRegistration(boolean)} is on, or it is on the deny list of known gadget
 * classes.
 */
public class UnregisteredClassException extends SkiffException {
  private static final long serialVersionUID = 1L;

  private final String className;

  /** Creates the exception for {@code className}, found at {@code offset} (or -1). */
  public UnregisteredClassException(String className, String message, long offset) {
    super(message, offset, null);
    this.className = className;
  }

  /** The binary name of the refused class. */
  public String className() {
    return className;
  }
}
