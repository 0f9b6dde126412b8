package dev.skiff.bench;

/**
 * A codec built up to the point where its library first meets a data set's own classes, for the
 * first-use benchmarks. What {@link Codecs#prepare} has done already is class-independent (a
 * library instance, registrations of JDK types); {@link #meetClasses()} does the rest (registering
 * the data set's classes, or for Skiff, which takes registrations only in its builder, {@code
 * build()}) and returns the ready codec. Serializing a first value with that codec then finishes
 * whatever the library defers to first use.
 */
@FunctionalInterface
interface PreparedCodec {

  /** Registers the data set's classes (where the library wants them) and returns the codec. */
  Codec meetClasses();
}
