package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import dev.skiff.internal.wire.ReadBuffer;
import dev.skiff.internal.wire.Tags;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The tables a reader keeps for one message, between its buffer ({@link ReadBuffer}, which this
 * class extends) and its framing ({@link ReadContext}, which extends this class): the reference
 * table (the object read under each reference id), the class-name table and the schema table, and
 * the count of values the message's graph unfolds into.
 *
 * <p>Every lookup is checked against what the message has defined so far: a reference id, a
 * class-name index or a schema index that was never assigned ends in a {@link
 * MalformedInputException} at the offset of the tag that named it. The tables are cleared between
 * messages, as a pooled reader must keep nothing of an earlier message reachable; a reference or
 * class-name array that one large message grew past 2<sup>14</sup> entries is dropped rather than
 * cleared, so that the messages after it do not keep its size.
 *
 * <p>The class is public only because the public {@link ReadContext} inherits its public methods (a
 * package-private superclass would make javac add a bridge method per inherited public method, one
 * more call between a codec and the table).
 */
public abstract class ReadTables extends ReadBuffer {
  final TypeRegistry registry;
  final boolean refs;

  @Nullable Object[] refObjects;
  int refCount;

  /**
   * With references on, per reference id: the unfolded size of its value once read, or {@code
   * -(start + 1)} while it is being read, where {@code start} was {@link #unfolded} when it began.
   */
  long[] sizes;

  /**
   * The number of values read in this message so far, counting a back-referenced value once per
   * reference to it with everything below it (references on only): the size of the tree the
   * message's graph unfolds into, which is what a {@code hashCode} or {@code equals} that walks the
   * graph visits. Only values whose {@code hashCode} is known to walk what they hold (JDK
   * collections and maps, records: {@code TypeInfo.hashWalks}) add what is below them; any other
   * value counts as one, as its own {@code hashCode} (identity, an id) decides what it visits.
   * Bounded by {@link #MAX_UNFOLDED}.
   */
  long unfolded;

  TypeInfo[] names = new TypeInfo[8];
  int nameCount;

  /**
   * The schema table (compatible mode): its first {@code schemaCount} entries; the entries past the
   * count are stale. They are kept rather than cleared when a message ends, so that a message that
   * sends the schemas of the one before, in the same order, stores nothing into this array: each
   * store of a reference costs the collector's write barrier, which clearing and refilling the
   * table paid on every message. Stale entries are schemas only, this reader's own or decoded, and
   * a table longer than {@link #MAX_KEPT_SCHEMAS} is dropped rather than kept.
   */
  private @Nullable Object[] schemaTable = new Object[8];

  int schemaCount;

  /** The longest schema table kept from one message to the next. */
  static final int MAX_KEPT_SCHEMAS = 64;

  /**
   * Whether this message sent its schemas ahead of its root (spec 15.6), so that bodies carry no
   * schema references.
   */
  public boolean ahead;

  /**
   * Whether every schema ahead of this message's root is its class's own on this reader: bodies of
   * user classes then read exactly as in plain mode. Implies {@link #ahead}.
   */
  public boolean allOwn;

  // The block ahead of the root of the last message that had one, and what it bound each class to
  // (null when every schema was the class's own); a message that sends the same bytes, as the
  // messages of one shape from one writer do, reuses them instead of reading them again.
  private byte @Nullable [] aheadBlock;
  private @Nullable Map<Class<?>, Object> aheadBound;
  private boolean aheadAllOwn;

  /** The longest block ahead of a root kept from one message to the next. */
  private static final int MAX_KEPT_AHEAD = 1 << 16;

  // On a stream with schemas ahead (spec 14.1): what its SCHEMAS items bound since the last reset,
  // and whether every one of those schemas is its class's own.
  private @Nullable IdentityHashMap<Class<?>, Object> streamBound;
  private boolean streamAllOwn = true;

  int skipping;

  // The first reference id and the stand-in count when the outermost skipped value began, and the
  // stand-ins made in this message so far (see endSkip).
  private int skipFromId;
  private int skipFromStandIns;
  private int standIns;

  ReadTables(TypeRegistry registry) {
    this.registry = registry;
    this.refs = registry.config().trackReferences();
    this.refObjects = new Object[refs ? 32 : 0];
    this.sizes = new long[refs ? 32 : 0];
  }

  /** The registry this context reads for. */
  public TypeRegistry registry() {
    return registry;
  }

  /**
   * Reads the block of schemas ahead of a root, after the header byte (spec 15.6): the same bytes
   * as the message before keep what they bound; other bytes go to the registry's {@link
   * AheadReader}.
   */
  final void readAhead() {
    long at = offset();
    int n = readLength(1);
    if (n == 0) {
      throw new MalformedInputException("an empty block of schemas ahead of the root", at);
    }
    byte[] last = aheadBlock;
    ahead = true;
    if (last != null && last.length == n && consumeIfEquals(last)) {
      allOwn = aheadAllOwn;
      return;
    }
    allOwn = false;
    aheadBlock = null;
    aheadBound = null;
    byte[] block = new byte[n];
    long blockAt = offset();
    readBytes(block, 0, n);
    IdentityHashMap<Class<?>, Object> bound = new IdentityHashMap<>();
    boolean own =
        Facts.nonNull(registry.aheadReader()).read((ReadContext) this, block, blockAt, bound);
    aheadBound = own ? null : bound;
    allOwn = own;
    if (n <= MAX_KEPT_AHEAD) {
      aheadBlock = block;
    }
    aheadAllOwn = allOwn;
  }

  /**
   * Reads the block of a stream's {@code SCHEMAS} item, after its marker (spec 14.1): its schemas
   * join those the stream bound before, until the next reset.
   */
  public final void readStreamSchemas() {
    long at = offset();
    int n = readLength(1);
    if (n == 0) {
      throw new MalformedInputException("an empty block of schemas ahead of a value", at);
    }
    byte[] block = new byte[n];
    long blockAt = offset();
    readBytes(block, 0, n);
    IdentityHashMap<Class<?>, Object> bound = streamBound;
    if (bound == null) {
      bound = streamBound = new IdentityHashMap<>();
    }
    streamAllOwn &=
        Facts.nonNull(registry.aheadReader()).read((ReadContext) this, block, blockAt, bound);
  }

  /**
   * Notes a value of a stream whose schemas come ahead of the values that use them: its bodies read
   * by what the stream bound so far.
   */
  final void streamAhead() {
    ahead = true;
    allOwn = streamAllOwn;
    aheadBound = streamAllOwn ? null : streamBound;
  }

  /** Notes a message without schemas ahead of its root. */
  final void noAhead() {
    ahead = false;
    allOwn = false;
  }

  /**
   * The schema the block ahead of this message's root has for {@code type}, or null when it has
   * none. Only for messages with such a block whose schemas are not all their classes' own.
   */
  public @Nullable Object aheadSchema(Class<?> type) {
    Map<Class<?>, Object> bound = aheadBound;
    return bound == null ? null : bound.get(type);
  }

  /** Takes over the block ahead of a root that {@code worn} kept (see {@link Wear}). */
  final void aheadLike(ReadTables worn) {
    aheadBlock = worn.aheadBlock;
    aheadBound = worn.aheadBound;
    aheadAllOwn = worn.aheadAllOwn;
  }

  /**
   * Forgets the class names and schemas learned after the first {@code names} and {@code schemas}.
   */
  final void forgetNamesFrom(int names, int schemas) {
    Arrays.fill(this.names, names, nameCount, null);
    nameCount = names;
    schemaCount = schemas;
  }

  /** The number of reference ids assigned so far in this message (0 when references are off). */
  public int referenceCount() {
    return refCount;
  }

  /** Whether this message tracks references. */
  public boolean tracksReferences() {
    return refs;
  }

  /**
   * Assigns {@code n} reference ids to values this reader skipped without reading them (compatible
   * mode), so that later ids stay aligned with the writer's; a back-reference to one of them fails.
   * {@code bound} is the most the skipped bytes can hold (each value costs at least a byte).
   */
  public void skipReferences(int n, int bound, long at) {
    if (n < 0 || n > bound) {
      throw new MalformedInputException("invalid count of skipped references " + n, at);
    }
    for (int i = 0; i < n; i++) {
      int id = reserve();
      refObjects[id] = TypeRegistry.UnknownClass.VALUE;
      sizes[id] = 1;
    }
  }

  /** The number of entries in the class-name and schema tables. */
  public int nameCount() {
    return nameCount + schemaCount;
  }

  /**
   * Appends a schema to this message's schema table (see {@link WriteContext#schemaIndexOrAdd}).
   */
  public void addSchema(Object schema) {
    if (schemaCount == schemaTable.length) {
      schemaTable = Arrays.copyOf(schemaTable, schemaCount * 2);
    }
    if (schemaTable[schemaCount] != schema) {
      schemaTable[schemaCount] = schema;
    }
    schemaCount++;
  }

  /** Whether index {@code i} of this message's schema table holds {@code schema}. */
  public boolean schemaIs(int i, Object schema) {
    return i >= 0 && i < schemaCount && schemaTable[i] == schema;
  }

  /**
   * Consumes the next byte if it is a one-byte schema reference, {@code first} plus an index of
   * this message's schema table, to {@code schema}, and tells whether it was; never reads from a
   * stream and never fails. The usual reference of a body or enum value after the first of its
   * class in a message, checked in a few nodes so that the hooks that call it stay small enough to
   * inline into generated codecs without spending the compilation's inlining budget.
   */
  public boolean consumeIfSchemaIndex(int first, Object schema) {
    int p = pos;
    if (p < limit) {
      int i = buf[p] - first; // a negative byte (a longer var-int) gives a negative index
      if (i >= 0 && i < schemaCount && schemaTable[i] == schema) {
        pos = p + 1;
        return true;
      }
    }
    return false;
  }

  /** The schema at index {@code i} of this message's schema table. */
  public Object schemaAt(int i, long at) {
    if (i < 0 || i >= schemaCount) {
      throw new MalformedInputException("unknown schema index " + i, at);
    }
    return Facts.nonNull(schemaTable[i]);
  }

  /**
   * Starts reading a value that will be thrown away (compatible mode: a field this reader does not
   * have). While skipping, a class name the reader cannot load resolves to a stand-in that skips
   * the value's body by its schema instead of failing.
   */
  public void beginSkip() {
    if (skipping++ == 0) {
      skipFromId = refCount;
      skipFromStandIns = standIns;
    }
  }

  /**
   * Ends what {@link #beginSkip} began.
   *
   * <h2>Stand-ins never reach the user</h2>
   *
   * A value thrown away may hold {@linkplain #standIn stand-ins}, inside JDK containers that are
   * real objects: a list of values of a class this reader lacks is an {@code ArrayList} of stand-
   * ins. With references on, a field the reader keeps may refer back to such a container (the
   * writer shared it between a field it dropped and one it kept), and the user would get the stand-
   * ins. So when the outermost skipped value ends and it made any stand-in, every object it read
   * becomes a stand-in in the reference table: a back-reference to one from outside a skipped value
   * fails, naming the reason, instead. A skipped value that made no stand-in (every class known)
   * keeps its objects, so a kept field may still share them.
   */
  public void endSkip() {
    if (--skipping == 0 && standIns != skipFromStandIns) {
      for (int id = skipFromId; id < refCount; id++) {
        refObjects[id] = TypeRegistry.UnknownClass.VALUE;
        sizes[id] = 1;
      }
    }
  }

  /**
   * The stand-in for a value of a class this reader does not have, met while skipping ({@link
   * TypeRegistry.UnknownClass#VALUE}), counted so that {@link #endSkip} knows the skipped value
   * holds one.
   */
  public Object standIn() {
    standIns++;
    return TypeRegistry.UnknownClass.VALUE;
  }

  /** Whether a value being read will be thrown away (see {@link #beginSkip}). */
  public boolean skipping() {
    return skipping > 0;
  }

  /** Forgets the class-name table only (a stream reset). */
  public void forgetNames() {
    streamBound = null;
    streamAllOwn = true;
    if (nameCount > 0) {
      if (names.length > 1 << 14) {
        names = new TypeInfo[8];
      } else {
        Arrays.fill(names, 0, nameCount, null);
      }
      nameCount = 0;
    }
    if (schemaTable.length > MAX_KEPT_SCHEMAS) {
      schemaTable = new Object[8];
    }
    schemaCount = 0;
  }

  final void forgetReferences() {
    if (refCount > 0) {
      if (refObjects.length > 1 << 14) {
        refObjects = new Object[32];
        sizes = new long[32];
      } else {
        Arrays.fill(refObjects, 0, refCount, null);
      }
      refCount = 0;
    }
  }

  /** Registers a just-read leaf value under the next reference id (references on only). */
  public void registerLeaf(Object value) {
    if (refs) {
      int id = reserve();
      refObjects[id] = value;
      sizes[id] = 1;
      unfolded++;
    }
  }

  /**
   * The one back-reference lookup of every framing: the complete object read earlier under {@code
   * id}. Fails when references are off, the id was never assigned, or its object is still being
   * built.
   */
  final Object referenced(int id, long at) {
    if (!refs) {
      throw new MalformedInputException("back-reference in a message without references", at);
    }
    if (id < 0 || id >= refCount) {
      throw new MalformedInputException("back-reference to unknown id " + id, at);
    }
    Object o = refObjects[id];
    if (o == TypeRegistry.UnknownClass.VALUE && skipping == 0) {
      throw new MalformedInputException(
          "back-reference to a value this reader skipped (a field or class it does not have)", at);
    }
    if (o == null) {
      throw new MalformedInputException(
          "back-reference to an object still being built (a cycle through a record or an"
              + " immutable collection cannot be restored)",
          at);
    }
    long size = sizes[id];
    unfolded += size > 0 ? size : 1; // a cycle back to a value being read counts once
    if (unfolded > MAX_UNFOLDED) {
      throw new LimitExceededException(
          "the message's shared references unfold into more than "
              + MAX_UNFOLDED
              + " values; no reader could walk the graph it describes",
          at);
    }
    return o;
  }

  /**
   * Resolves a class-naming tag: an id, an array, or the name table. A registered id, the common
   * case, is resolved here; this method is kept small enough for the JIT to inline it into every
   * caller, and the other tags are resolved out of line.
   */
  public TypeInfo classTag(int tag, long at) {
    if (tag >= Tags.FIRST_ID) {
      TypeInfo info = registry.byTag(tag);
      if (info != null) {
        return info;
      }
    }
    return classTagOutOfLine(tag, at);
  }

  /** Resolves the tags {@link #classTag} does not: names, arrays, and invalid tags. */
  private TypeInfo classTagOutOfLine(int tag, long at) {
    switch (tag) {
      case Tags.NULL, Tags.REF, Tags.DECLARED ->
          throw new MalformedInputException("tag " + tag + " where a class is expected", at);
      case Tags.NEW_NAME -> {
        String name = readString();
        TypeInfo info =
            skipping > 0 ? registry.byNameOrUnknown(name, at) : registry.byName(name, at);
        if (nameCount == names.length) {
          names = Arrays.copyOf(names, nameCount * 2);
        }
        names[nameCount++] = info;
        return info;
      }
      case Tags.NAME_INDEX -> {
        int i = readVarUInt();
        if (i < 0 || i >= nameCount) {
          throw new MalformedInputException("unknown class-name index " + i, at);
        }
        return names[i];
      }
      case Tags.ARRAY -> {
        int dims = readVarUInt();
        if (dims < 1 || dims > 255) {
          throw new MalformedInputException("invalid array dimensions " + dims, at);
        }
        long componentAt = offset();
        TypeInfo component = classTag(readVarUInt(), componentAt);
        if (component.type.isArray() && component.tag < 0) {
          throw new MalformedInputException("array component must not be an array tag", at);
        }
        int total = dims;
        for (Class<?> c = component.type; c.isArray(); c = c.getComponentType()) {
          total++;
        }
        if (total > 255) {
          throw new MalformedInputException("array of more than 255 dimensions", at);
        }
        return registry.arrayOf(component, dims);
      }
      default -> {
        TypeInfo info = tag < Tags.FIRST_ID ? null : registry.byTag(tag);
        if (info == null) {
          throw new MalformedInputException(
              "unknown class id tag " + tag + " (is the reader registered like the writer?)", at);
        }
        return info;
      }
    }
  }

  /**
   * The largest unfolded size of a message's graph (see {@link #unfolded}), 2^61: far beyond any
   * walk that could finish, and small enough that adding two sizes cannot overflow.
   */
  static final long MAX_UNFOLDED = 1L << 61;

  /** See {@link #unfolded}. */
  final long unfolded() {
    return unfolded;
  }

  /** The next reference id, growing the table when it is full. */
  final int reserve() {
    if (refCount == refObjects.length) {
      refObjects = Arrays.copyOf(refObjects, refCount * 2);
      sizes = Arrays.copyOf(sizes, refCount * 2);
    }
    return refCount++;
  }

  /**
   * Whether the tables hold nothing: no reference, class name or schema retained, and no value
   * being skipped.
   */
  final boolean tablesClean() {
    if (refCount != 0 || nameCount != 0 || schemaCount != 0 || skipping != 0) {
      return false;
    }
    if (refObjects != null) {
      for (Object o : refObjects) {
        if (o != null) {
          return false;
        }
      }
    }
    for (TypeInfo t : names) {
      if (t != null) {
        return false;
      }
    }
    return true;
  }
}
