package dev.skiff.internal.engine;

import dev.skiff.internal.wire.Tags;
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
 * @param buildTimeCodecs whether codecs written at build time by skiff-processor are used
 * @param userFactories the user's serializer factories, first asked first
 * @param classChecker the user's check on class names read from input, or null
 * @param compatible whether user classes travel with their schemas (compatible mode)
 * @param unknownEnumsAsNull whether, in compatible mode, an enum constant the reader lacks reads as
 *     null rather than failing
 * @param schemaStore where compatible mode keeps schemas, or null to send them in the messages
 * @param keyWorkPerByte the key work a message may cause per byte read (see {@code KeyWork})
 * @param schemasAhead whether compatible messages written into arrays with registration required
 *     send their schemas ahead of the root
 */
public record Config(
    List<Class<?>> registered,
    boolean requireRegistration,
    boolean trackReferences,
    int maxDepth,
    int maxLength,
    @Nullable ClassLoader classLoader,
    boolean codegen,
    boolean buildTimeCodecs,
    List<dev.skiff.Serializer.Factory> userFactories,
    dev.skiff.@Nullable ClassChecker classChecker,
    boolean compatible,
    boolean unknownEnumsAsNull,
    dev.skiff.@Nullable SchemaStore schemaStore,
    int keyWorkPerByte,
    boolean schemasAhead) {
  public Config {
    registered = List.copyOf(registered);
    userFactories = List.copyOf(userFactories);
  }

  /** The header byte of a single message written with these settings. */
  public int header() {
    return Tags.VERSION
        | (trackReferences ? Tags.HEADER_REFS : 0)
        | (compatible ? Tags.HEADER_COMPATIBLE : 0);
  }

  /**
   * Why header byte {@code h} does not open a message these settings read: not a Skiff message of
   * this format version, or written with another {@code compatible} or {@code trackReferences}
   * setting. Only for a byte that is neither {@link #header()} nor its schemas-ahead form.
   */
  String headerProblem(int h) {
    if ((h & 0x0F) != Tags.VERSION
        || (h & ~(0x0F | Tags.HEADER_REFS | Tags.HEADER_COMPATIBLE | Tags.HEADER_AHEAD)) != 0
        || (h & (Tags.HEADER_AHEAD | Tags.HEADER_COMPATIBLE)) == Tags.HEADER_AHEAD) {
      return "not a Skiff message of format version " + Tags.VERSION + " (header byte " + h + ")";
    }
    boolean compatibleWritten = (h & Tags.HEADER_COMPATIBLE) != 0;
    if (compatibleWritten != compatible) {
      return "the message was written with compatible("
          + compatibleWritten
          + ") but this Skiff has compatible("
          + compatible
          + ")";
    }
    boolean written = (h & Tags.HEADER_REFS) != 0;
    return "the message was written with trackReferences("
        + written
        + ") but this Skiff has trackReferences("
        + trackReferences
        + ")";
  }
}
