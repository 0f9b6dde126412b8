package dev.skiff.internal.engine;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The immutable settings of one {@code Skiff} instance, as chosen on its builder.
 *
 * @param registered user classes in registration order (dense ids 0, 1, 2, ...)
 * @param requireRegistration whether classes outside the built-in set must be registered
 * @param trackReferences whether identity of shared and cyclic references is preserved
 * @param maxDepth deepest nesting written or read
 * @param maxLength largest length of a string, array, collection or map accepted on read
 * @param classLoader loader for class names read from input, or null for the default
 * @param codegen whether object and record codecs are generated as bytecode
 * @param userFactories the user's serializer factories, first asked first
 */
public record Config(
    List<Class<?>> registered,
    boolean requireRegistration,
    boolean trackReferences,
    int maxDepth,
    int maxLength,
    @Nullable ClassLoader classLoader,
    boolean codegen,
    List<dev.skiff.Serializer.Factory> userFactories,
    dev.skiff.@Nullable ClassChecker classChecker) {
  public Config {
    registered = List.copyOf(registered);
    userFactories = List.copyOf(userFactories);
  }
}
