package dev.skiff.internal.engine;

import org.jspecify.annotations.Nullable;

/**
 * What Skiff knows about one class: how it is named on the wire and which codec handles it.
 * Immutable once published; shared by all threads.
 */
public final class TypeInfo {
  /** The class whose values this describes. */
  final Class<?> type;

  /** The var-int tag naming this class, or -1 for a name-table class or an array class. */
  final int tag;

  /** A dense number unique within the registry, indexing per-context tables (never on the wire). */
  final int index;

  /** For array classes without a tag: number of dimensions peeled to reach {@link #component}. */
  final int arrayDims;

  /** For array classes without a tag: the innermost component that has a tag or a name. */
  final @Nullable TypeInfo component;

  final Codec<Object> codec;
  final boolean tracked;
  final boolean nests;
  final int inlined;
  final boolean substitutes;

  /**
   * Whether the codec encodes {@code null} itself in exact slots (see {@link Codec#foldsNull}):
   * asked for every value of an exact slot, where a call to the codec would be a virtual call once
   * the slot's shared code has met several classes.
   */
  final boolean foldsNull;

  /**
   * Whether the codec is a build-time codec ({@code dev.skiff.BuildTimeCodec}): the engine then
   * enters it through {@link Codec#writeBody} and {@link Codec#readBody}, which each generated
   * codec overrides with its own, not through {@code write} and {@code read}, which every
   * build-time codec shares. Through the shared method, the call to each codec's own code was a
   * second dispatch, from one call site whose profile sees every build-time class; C2 compiled that
   * method with the first classes it saw inlined, and the others called from it.
   */
  final boolean buildTime;

  /** Whether the codec is the built-in {@code ArrayList} one (see {@link Codec#plainArrayList}). */
  final boolean plainArrayList;

  /**
   * Whether the class's {@code hashCode} is known to walk the values it holds: the JDK's
   * collections, maps and {@code Optional} (and subclasses that keep their {@code hashCode}), and
   * records. A value of any other class counts as one value in an unfolded size (see {@code
   * ReadContext}): what its own {@code hashCode} visits is its author's business, and most
   * (identity, or an id field) visit nothing shared.
   */
  final boolean hashWalks;

  @SuppressWarnings("unchecked")
  TypeInfo(
      Class<?> type,
      int tag,
      int index,
      int arrayDims,
      @Nullable TypeInfo component,
      Codec<?> codec) {
    this.type = type;
    this.tag = tag;
    this.index = index;
    this.arrayDims = arrayDims;
    this.component = component;
    this.codec = (Codec<Object>) codec;
    this.tracked = codec.tracked();
    this.nests = codec.nests();
    this.inlined = codec.inlined();
    this.substitutes = codec.substitutes();
    this.foldsNull = codec.foldsNull();
    this.plainArrayList = codec.plainArrayList();
    this.buildTime = codec instanceof dev.skiff.BuildTimeCodec;
    this.hashWalks = hashWalks(type);
  }

  private static boolean hashWalks(Class<?> type) {
    if (type.isRecord() || type == java.util.Optional.class) {
      return true;
    }
    boolean container =
        java.util.Collection.class.isAssignableFrom(type)
            || java.util.Map.class.isAssignableFrom(type)
            || java.util.Map.Entry.class.isAssignableFrom(type);
    if (!container) {
      return false;
    }
    try { // a user subclass that keeps its JDK superclass's hashCode walks too
      return type.getMethod("hashCode").getDeclaringClass().getName().startsWith("java.");
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** The class described. */
  public Class<?> type() {
    return type;
  }

  /** The codec for this class. */
  public Codec<Object> codec() {
    return codec;
  }

  @Override
  public String toString() {
    return "TypeInfo[" + type.getName() + ", tag " + tag + "]";
  }
}
