package dev.skiff;

/**
 * A user's check on every class name a message asks Skiff to load: called with the binary name
 * ({@code Class.getName()}) before Skiff looks the class up, so a refused class is never loaded,
 * let alone initialized. Install one with {@link Skiff.Builder#classChecker(ClassChecker)}.
 *
 * <p>It can only refuse more: Skiff's own rules (registration, when required, and the deny list of
 * known gadget classes) apply as well. An allow-list of your packages is the usual shape, as in
 * {@code name -> name.startsWith("com.example.model.")}. Built-in JDK classes and registered
 * classes travel as numeric tags, not names, and never reach the checker. It must be thread-safe
 * and fast; it is called once per name per {@code Skiff}, then the answer is cached.
 */
@FunctionalInterface
public interface ClassChecker {
  /** Whether a message may name the class {@code className}. */
  boolean allows(String className);
}
