package dev.skiff.fuzz;

import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.wire.Catalog;
import dev.skiff.wire.GoldenCorpus;
import dev.skiff.wire.Node;
import dev.skiff.wire.Pair;
import dev.skiff.wire.Palette;
import dev.skiff.wire.Primitives;
import dev.skiff.wire.Scores;
import dev.skiff.wire.Ticket;
import java.util.ArrayList;
import java.util.List;

/**
 * The reader configurations the fuzz targets choose from with the first byte of their input. Each
 * bit of that byte switches one option, so every combination is reachable and a seed names its
 * configuration in one byte.
 */
record FuzzConfig(
    boolean references,
    boolean permissive,
    boolean compatible,
    boolean schemaStore,
    boolean unknownEnumsAsNull) {

  /** Bit 0 of the selector byte: {@code trackReferences(true)}. */
  static final int REFERENCES = 1;

  /** Bit 1: {@code requireRegistration(false)} (classes are still registered). */
  static final int PERMISSIVE = 1 << 1;

  /** Bit 2: {@code compatible(true)} ({@link DeserializeFuzzTest} only). */
  static final int COMPATIBLE = 1 << 2;

  /** Bit 2: a {@link SchemaStore} ({@link SchemaBlockFuzzTest}, always compatible). */
  static final int STORE = 1 << 2;

  /** Bit 3: {@code readUnknownEnumConstantsAsNull(true)} ({@link SchemaBlockFuzzTest} only). */
  static final int UNKNOWN_ENUMS_AS_NULL = 1 << 3;

  /** Small enough that no single length can exhaust the fuzzing JVM's heap. */
  static final int MAX_LENGTH = 1 << 20;

  /**
   * The golden corpus's registration list, in its order (ids 0 to 10), registered in every
   * configuration so that user-class tags are reachable, with registration required or not.
   */
  static final List<Class<?>> REGISTRATION = GoldenCorpus.REGISTRATION;

  /**
   * The same list with older versions of four classes at the same ids: their messages, read by a
   * {@code Skiff} of {@link #REGISTRATION} in compatible mode, take the paths of schema evolution.
   */
  static final List<Class<?>> OLD_REGISTRATION =
      List.of(
          dev.skiff.fuzz.old.Point.class,
          dev.skiff.fuzz.old.Color.class,
          dev.skiff.fuzz.old.Person.class,
          Scores.class,
          Pair.class,
          Node.class,
          Primitives.class,
          Catalog.class,
          Palette.class,
          Ticket.class,
          dev.skiff.fuzz.old.Tagged.class);

  /** The store that every {@link #schemaStore()} configuration shares, filled by {@link Seeds}. */
  static final SchemaStore STORE_INSTANCE = SchemaStore.inMemory();

  /** The configurations of {@link DeserializeFuzzTest}: selector bits 0 to 2. */
  static final List<FuzzConfig> PLAIN_MATRIX = matrix(8, false);

  /** The configurations of {@link SchemaBlockFuzzTest}: selector bits 0 to 3, all compatible. */
  static final List<FuzzConfig> SCHEMA_MATRIX = matrix(16, true);

  private static final List<Skiff> PLAIN_SKIFFS =
      PLAIN_MATRIX.stream().map(c -> c.skiff(REGISTRATION)).toList();

  private static final List<Skiff> SCHEMA_SKIFFS =
      SCHEMA_MATRIX.stream().map(c -> c.skiff(REGISTRATION)).toList();

  static {
    // Every schema the seeds name by fingerprint, of both class versions, is in the store.
    FuzzConfig writer = new FuzzConfig(false, false, true, true, false);
    Skiff current = writer.skiff(REGISTRATION);
    Skiff old = writer.skiff(OLD_REGISTRATION);
    Samples.current().forEach(current::serialize);
    Samples.old().forEach(old::serialize);
  }

  private static List<FuzzConfig> matrix(int size, boolean schemaTarget) {
    List<FuzzConfig> configs = new ArrayList<>();
    for (int bits = 0; bits < size; bits++) {
      configs.add(
          new FuzzConfig(
              (bits & REFERENCES) != 0,
              (bits & PERMISSIVE) != 0,
              schemaTarget || (bits & COMPATIBLE) != 0,
              schemaTarget && (bits & STORE) != 0,
              schemaTarget && (bits & UNKNOWN_ENUMS_AS_NULL) != 0));
    }
    return List.copyOf(configs);
  }

  /** The {@link DeserializeFuzzTest} reader chosen by the low 3 bits of {@code selector}. */
  static Skiff plain(int selector) {
    return PLAIN_SKIFFS.get(selector & 7);
  }

  /** The {@link SchemaBlockFuzzTest} reader chosen by the low 4 bits of {@code selector}. */
  static Skiff schema(int selector) {
    return SCHEMA_SKIFFS.get(selector & 15);
  }

  /** A {@code Skiff} of this configuration with {@code registration}. */
  Skiff skiff(List<Class<?>> registration) {
    Skiff.Builder b =
        Skiff.builder()
            .requireRegistration(!permissive)
            .trackReferences(references)
            .compatible(compatible)
            .readUnknownEnumConstantsAsNull(unknownEnumsAsNull)
            .maxLength(MAX_LENGTH);
    registration.forEach(b::register);
    if (schemaStore) {
      b.schemaStore(STORE_INSTANCE);
    }
    return b.build();
  }
}
