package dev.skiff.internal.engine;

import dev.skiff.internal.wire.WriteBuffer;
import java.util.Arrays;

/**
 * The tables a writer keeps for one message or stream, between its buffer ({@link WriteBuffer},
 * which this class extends) and its framing ({@link WriteContext}, which extends this class): the
 * class-name table (the index under which each class written by name was first named) and the
 * schema table (the same for each schema in compatible mode).
 *
 * <p>Both tables are stamped: an entry counts only while its stamp is the current one, so
 * forgetting a table (a new message, a stream's reset) is one increment, not a clear. They live as
 * long as each other, and a stream keeps them from one value to the next until a reset.
 *
 * <p>The class is public only because the public {@link WriteContext} inherits its public methods
 * (a package-private superclass would make javac add a bridge method per inherited public method).
 */
public abstract class WriteTables extends WriteBuffer {
  private int stamp = 1;

  // Class-name table: per-message index of each name-table class, validated by the stamp.
  private int[] nameStamp = new int[0];
  private int[] nameIndex = new int[0];
  int names;

  // Schema table (compatible mode): per-message index of each schema, validated by the same stamp.
  private int[] schemaStamp = new int[0];
  private int[] schemaIndex = new int[0];
  int schemas;

  // How many leading entries of each table later tags and schema references may refer to (see
  // referable).
  int referableNames = Integer.MAX_VALUE;
  int referableSchemas = Integer.MAX_VALUE;

  WriteTables() {}

  /** The number of entries in the class-name and schema tables. */
  public int nameCount() {
    return names + schemas;
  }

  /**
   * The index of name-table class number {@code i} (see {@link TypeInfo#index}) in this message's
   * class-name table; or -1 when the class is not in it yet, after which it is, under the next
   * index.
   */
  final int nameIndexOrAdd(int i) {
    if (i < nameStamp.length && nameStamp[i] == stamp) {
      return nameIndex[i];
    }
    if (i >= nameStamp.length) {
      int n = Math.max(i + 1, Math.max(16, nameStamp.length * 2));
      nameStamp = Arrays.copyOf(nameStamp, n);
      nameIndex = Arrays.copyOf(nameIndex, n);
    }
    if (referable(names, true)) {
      nameStamp[i] = stamp;
      nameIndex[i] = names;
    }
    names++;
    return -1;
  }

  /**
   * The index of schema number {@code id} (see {@link TypeRegistry#newSchemaId}) in this message's
   * schema table; or -1 when the schema is not in it yet, after which it is, under the next index.
   * The table lives as long as the class-name table.
   */
  public int schemaIndexOrAdd(int id) {
    if (id < schemaStamp.length && schemaStamp[id] == stamp) {
      return schemaIndex[id];
    }
    if (id >= schemaStamp.length) {
      int n = Math.max(id + 1, Math.max(16, schemaStamp.length * 2));
      schemaStamp = Arrays.copyOf(schemaStamp, n);
      schemaIndex = Arrays.copyOf(schemaIndex, n);
    }
    if (referable(schemas, false)) {
      schemaStamp[id] = stamp;
      schemaIndex[id] = schemas;
    }
    schemas++;
    return -1;
  }

  /**
   * Whether a table entry added now, at {@code index}, may be referred to later by its index.
   *
   * <h2>Tables across a skipped body</h2>
   *
   * A reader may skip a length-prefixed body unread (a versioned class's later fields, a
   * compatible-mode opaque body: {@link #beginLength}). It never sees the class names and schemas
   * the body wrote first, so its tables lack those entries, and every later entry sits at a lower
   * index than in the writer's. The tables agree only before the first entry written inside such a
   * body: this writer never refers by index to that entry or any later one. It writes such a
   * class's name or schema in full each time, which every reader appends to its table, whatever it
   * skipped, and which no reference uses either. The entries before keep their indexes on every
   * reader, so a message costs more only after a body that wrote a class first, and on a stream
   * only until the next reset ({@link #sealedEntries}). The rule is settled here, where an entry is
   * added, which is rare; the bodies themselves cost nothing more.
   */
  private boolean referable(int index, boolean name) {
    if (inLengthBody()) {
      if (name) {
        referableNames = Math.min(referableNames, index);
      } else {
        referableSchemas = Math.min(referableSchemas, index);
      }
      return false;
    }
    return index < (name ? referableNames : referableSchemas);
  }

  /**
   * Whether a skipped body may have made table entries unreferable since the tables were last
   * forgotten (see {@link #referable}); a stream resets its tables before its next value then.
   */
  public boolean sealedEntries() {
    return referableNames != Integer.MAX_VALUE || referableSchemas != Integer.MAX_VALUE;
  }

  /**
   * Forgets the class names and schemas first written after the first {@code names}, {@code
   * schemas}, and sets what may be referred to back to {@code referableNames}, {@code
   * referableSchemas}: the tables as they were when a value that is written again began.
   */
  final void forgetNamesFrom(int names, int schemas, int referableNames, int referableSchemas) {
    for (int i = 0; i < nameStamp.length; i++) {
      if (nameStamp[i] == stamp && nameIndex[i] >= names) {
        nameStamp[i] = 0;
      }
    }
    for (int i = 0; i < schemaStamp.length; i++) {
      if (schemaStamp[i] == stamp && schemaIndex[i] >= schemas) {
        schemaStamp[i] = 0;
      }
    }
    this.names = names;
    this.schemas = schemas;
    this.referableNames = referableNames;
    this.referableSchemas = referableSchemas;
  }

  /** Empties both tables. */
  final void forgetTables() {
    referableNames = Integer.MAX_VALUE;
    referableSchemas = Integer.MAX_VALUE;
    if (names > 0 || schemas > 0) {
      names = 0;
      schemas = 0;
      if (++stamp == Integer.MAX_VALUE) {
        stamp = 1;
        Arrays.fill(nameStamp, 0);
        Arrays.fill(schemaStamp, 0);
      }
    }
  }
}
