package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import dev.skiff.SkiffException;
import dev.skiff.internal.wire.Tags;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The per-thread state of one serialization: the buffer and the class-name and schema tables (this
 * class extends them, {@link WriteTables}, so that codecs call its writes directly), the reference
 * table, the depth counter and the schemas ahead of a root or of a stream's values. Pooled by
 * {@code Skiff} and reused across calls.
 *
 * <h2>Slots and tags</h2>
 *
 * A value in an {@linkplain Slot#exact() exact} slot is written as its body, preceded by {@link
 * Tags#NULL}, {@link Tags#REF} + id, or {@link Tags#DECLARED}; codecs that fold null (strings,
 * enums) write neither. A value in any other slot is preceded by one tag that also names its class
 * (see {@link Tags}).
 *
 * <h2>Chunks</h2>
 *
 * Elements of collections and arrays, and entries of maps, are written in chunks: a count byte
 * (1-255, filled in once the chunk ends), the class tag of the chunk's elements ({@link Tags#NULL}
 * for a run of nulls; for maps a key tag and a value tag), then the bodies. A new chunk starts only
 * when a class changes, so a homogeneous collection pays one or two bytes of class information per
 * 255 elements, and a reader resolves each chunk's class once. With references on, each element of
 * a tracked class is preceded by a var-int: 0 for a new object, {@code id + 1} for a
 * back-reference.
 */
public final class WriteContext extends WriteTables implements dev.skiff.BuildTimeCodec.Writer {
  private final TypeRegistry registry;
  private final boolean refs;
  private final int maxDepth;

  /** The depth past which {@link #enter} must look closer: see {@link DeepStack}. */
  private int depthCheck;

  private final int header;
  private final Slot root = Slot.object();
  private final IdentityTable refTable;

  private int depth;
  private int urls;
  private boolean inUse;

  /**
   * Whether this message sends its schemas ahead of its root (spec 15.6): a compatible message into
   * an array, with registration required. Bodies then note their schemas with {@link #noteAhead}
   * instead of writing references.
   */
  public boolean ahead;

  /** The schemas with ids below 64 that this message's bodies used (see {@link AheadWriter}). */
  private long aheadSeen;

  private final @Nullable AheadWriter aheadWriter;

  /**
   * Whether this context writes a stream of values whose schemas come ahead of the values that
   * first use them (spec 14.1): header bit 7, and bodies without schema references.
   */
  private boolean streamAhead;

  public WriteContext(TypeRegistry registry) {
    this.registry = registry;
    Config config = registry.config();
    this.refs = config.trackReferences();
    this.maxDepth = config.maxDepth();
    this.depthCheck = Math.min(maxDepth, DeepStack.SHALLOW);
    this.header = config.header();
    this.refTable = new IdentityTable();
    this.aheadWriter =
        config.compatible() && config.requireRegistration() && config.schemasAhead()
            ? new AheadWriter(registry)
            : null;
  }

  /** The registry this context writes for. */
  public TypeRegistry registry() {
    return registry;
  }

  public boolean inUse() {
    return inUse;
  }

  public void inUse(boolean inUse) {
    this.inUse = inUse;
  }

  /** Starts a message into the internal buffer, or into {@code out} when non-null. */
  public void beginMessage(@Nullable OutputStream out) {
    beginBuffer(out);
    depth = 0;
    // Out of line, so that plain mode's root compilation, which C2's inlining budget limits
    // (architecture, section 2.3), holds no more of this than a test.
    if (aheadWriter != null) {
      beginAhead(out);
    }
  }

  private void beginAhead(@Nullable OutputStream out) {
    AheadWriter a = Facts.nonNull(aheadWriter);
    ahead = out == null;
    if (!ahead) {
      a.inGap = null; // this message's bytes overwrite the gap
    }
    aheadSeen = 0;
    a.beginMessage();
  }

  /** Writes the header byte and the root value. */
  public void writeRoot(@Nullable Object value) {
    writeByte(header);
    if (ahead) {
      skipAhead(Facts.nonNull(aheadWriter).reserved);
    }
    writeValue(value, -1);
  }

  /**
   * Starts a stream of values into {@code out} (see {@code SkiffWriter}) and writes its header
   * byte: {@code streamFlags} plus, in compatible mode with registration required and schemas
   * ahead, {@link Tags#HEADER_AHEAD}.
   */
  public void beginStream(OutputStream out, int streamFlags) {
    beginMessage(out);
    streamAhead = aheadWriter != null;
    writeByte(header | streamFlags | (streamAhead ? Tags.HEADER_AHEAD : 0));
  }

  /**
   * Writes one value of a stream after its marker (spec 14.1): references are scoped to the value,
   * the class-name table carries over from the values before it (see {@code SkiffWriter}). On a
   * stream with schemas ahead, a value that uses schemas the stream has not bound yet is preceded
   * by the {@code schemasMarker} item that binds them; a value too long to keep in memory whole
   * until it ends is written again from its start, after {@code codedMarker}, with a schema
   * reference before each body instead.
   */
  public void writeStreamValue(
      @Nullable Object value, int valueMarker, int schemasMarker, int codedMarker) {
    if (refTable != null) {
      refTable.clear();
    }
    if (!streamAhead) {
      writeValue(value, valueMarker);
      return;
    }
    AheadWriter a = Facts.nonNull(aheadWriter);
    long start = position();
    int names = this.names;
    int schemas = this.schemas;
    int referableNames = this.referableNames;
    int referableSchemas = this.referableSchemas;
    ahead = true;
    aheadSeen = 0;
    a.beginMessage();
    try {
      writeValue(value, valueMarker);
    } catch (AheadOverflow o) {
      ahead = false;
      if (!rewindTo(start)) {
        throw new IllegalStateException("a value's start left the buffer before it ended", o);
      }
      if (refTable != null) {
        refTable.clear();
      }
      forgetNamesFrom(names, schemas, referableNames, referableSchemas);
      writeValue(value, codedMarker);
      return;
    } finally {
      ahead = false;
    }
    byte[] block = a.streamBlock(aheadSeen);
    if (block.length > 0) {
      byte[] item = new byte[block.length + 1];
      item[0] = (byte) schemasMarker;
      System.arraycopy(block, 0, item, 1, block.length);
      insertAt(start, item);
    }
  }

  /**
   * Thrown when a value of a stream with schemas ahead outgrows what the buffer keeps of it: its
   * start must not reach the stream before the value ends, in case the schemas it used must be
   * written before it.
   */
  private static final class AheadOverflow extends SkiffException {
    private static final long serialVersionUID = 1L;

    AheadOverflow() {
      super("a value too long to keep whole (Skiff writes it again with schema references)");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this; // a control signal: no trace, so it costs nothing to throw
    }
  }

  @Override
  protected void keepLimitReached() {
    if (ahead && streamAhead) {
      throw new AheadOverflow();
    }
  }

  /**
   * Notes that this message uses schema {@code id}, whose bit is {@code bit} ({@code 1L << id}, or
   * 0 for ids of 64 and more), for the block ahead of the root.
   */
  public void noteAhead(long bit, int id) {
    if (bit != 0) {
      aheadSeen |= bit;
    } else {
      Facts.nonNull(aheadWriter).noteWide(id);
    }
  }

  /** The message written since {@link #beginMessage}{@code (null)}, in a new array. */
  public byte[] messageBytes() {
    return ahead ? withBlockAhead() : toByteArray();
  }

  private byte[] withBlockAhead() {
    AheadWriter a = Facts.nonNull(aheadWriter);
    byte[] block = a.block(aheadSeen);
    // The gap after the header is written only here, so when the message before filled this buffer
    // with the same block, the gap still holds it.
    if (block != a.inGap || droppedBuffers() != a.gapBuffer || a.reserved != block.length) {
      fillSkipped(1, a.reserved, block);
      a.reserved = block.length;
      a.inGap = block;
      a.gapBuffer = droppedBuffers();
    }
    if (block.length > 0) {
      setBits(0, Tags.HEADER_AHEAD);
    }
    return toByteArray();
  }

  /**
   * Writes a root value from the current position, after {@code marker} unless it is negative, on
   * this thread or, if it nests deeper than {@link DeepStack#SHALLOW} levels, again from the same
   * position on a deep stack.
   */
  private void writeValue(@Nullable Object value, int marker) {
    long start = position();
    int names = this.names;
    int schemas = this.schemas;
    int referableNames = this.referableNames;
    int referableSchemas = this.referableSchemas;
    depth = 0;
    keepFrom(start);
    try {
      try {
        if (marker >= 0) {
          writeByte(marker);
        }
        writeAny(value, root);
      } catch (DeepStack.Signal | StackOverflowError deeper) {
        if (!rewindTo(start)) {
          throw new LimitExceededException(
              "a value nesting deeper than "
                  + DeepStack.SHALLOW
                  + " levels to a stream that has flushed part of it: write it to an array",
              position());
        }
        if (refTable != null) {
          refTable.clear();
        }
        forgetNamesFrom(names, schemas, referableNames, referableSchemas);
        depth = 0;
        depthCheck = maxDepth;
        try {
          DeepStack.run(
              maxDepth,
              () -> {
                if (marker >= 0) {
                  writeByte(marker);
                }
                writeAny(value, root);
                return null;
              });
        } finally {
          depthCheck = Math.min(maxDepth, DeepStack.SHALLOW);
        }
      }
    } catch (StackOverflowError e) {
      throw new LimitExceededException(
          "the object graph nests too deeply for this thread's stack; lower maxDepth", position());
    } finally {
      keepFrom(Long.MAX_VALUE);
    }
  }

  /** The number of reference ids assigned so far in this message (0 when references are off). */
  public int referenceCount() {
    return refs ? refTable.size() : 0;
  }

  /** Whether this message tracks references. */
  public boolean tracksReferences() {
    return refs;
  }

  /** Forgets the message: references, names, depth, and the stream. */
  public void reset() {
    resetBuffer();
    if (refTable != null) {
      refTable.clear();
    }
    forgetNames();
    depth = 0;
  }

  /**
   * Whether this context holds nothing of a finished message: an empty buffer, reference table and
   * name table, and depth 0. Pooled contexts must be clean between messages; tests check it.
   */
  public boolean isClean() {
    return pos == 0
        && names == 0
        && schemas == 0
        && depth == 0
        && !sealedEntries()
        && (refTable == null || refTable.isEmpty());
  }

  /** Forgets the class-name table only (a stream reset). */
  public void forgetNames() {
    if (aheadWriter != null) {
      aheadWriter.forgetStream();
    }
    forgetTables();
  }

  /** Writes a value in {@code slot}, choosing exact or tagged framing from the slot. */
  public void writeSlot(@Nullable Object value, Slot slot) {
    if (slot.exact) {
      writeExact(value, slot);
    } else {
      writeAny(value, slot);
    }
  }

  /** Writes a value whose class the reader cannot know: one tag, then the body. */
  public void writeAny(@Nullable Object value, Slot slot) {
    TypeInfo info = enterAny(value, slot);
    if (info != null) {
      writeEntered(Facts.nonNull(value), info, slot.args);
    }
  }

  /** Writes a value in a slot whose declared class fixes the runtime class. */
  public void writeExact(@Nullable Object value, Slot slot) {
    TypeInfo info = enterExact(value, slot);
    if (info != null) {
      writeEntered(Facts.nonNull(value), info, slot.args);
    }
  }

  private void writeEntered(Object value, TypeInfo info, Slot @Nullable [] args) {
    if (info.buildTime) {
      info.codec.writeBody(this, value, root);
    } else if (args == null) {
      info.codec.write(this, value);
    } else {
      info.codec.write(this, value, args);
    }
    leave(info);
  }

  /**
   * The first half of {@link #writeAny}, for generated codecs: writes the null marker, the
   * back-reference or the class tag, and enters the value's nesting level. Returns the type whose
   * codec must now write the body, followed by {@link #leave}, or null when nothing more is to be
   * written. Generated code makes the codec call itself, so that each field has its own call site
   * (and type profile) rather than sharing one that sees every class.
   */
  public @Nullable TypeInfo enterAny(@Nullable Object value, Slot slot) {
    if (value == null) {
      writeByte(Tags.NULL);
      return null;
    }
    TypeInfo info = infoFor(value.getClass(), slot);
    if (refs && info.tracked && writeBackReference(value)) {
      return null;
    }
    writeTag(info, slot);
    enter(info);
    return info;
  }

  /**
   * Writes a value of a slot declared as a collection of strings ({@link Slot#stringList}): the
   * same bytes as {@link #writeAny}, but the body of an {@code ArrayList} of the built-in codec is
   * written here, without the call through the codec.
   */
  public void writeStringList(@Nullable Object value, Slot slot) {
    TypeInfo info = enterAny(value, slot);
    if (info == null) {
      return;
    }
    Slot[] args = Facts.nonNull(slot.args);
    if (info.plainArrayList) {
      java.util.ArrayList<?> list = (java.util.ArrayList<?>) Facts.nonNull(value);
      int size = list.size();
      writeVarUInt(size);
      ChunkLoops.writeLeafElements(this, list, size, args[0]);
    } else {
      info.codec.write(this, Facts.nonNull(value), args);
    }
    leave(info);
  }

  /** The first half of {@link #writeExact}; see {@link #enterAny}. */
  public @Nullable TypeInfo enterExact(@Nullable Object value, Slot slot) {
    TypeInfo info = slot.declaredInfo(registry);
    Codec<Object> codec = info.codec;
    if (info.foldsNull) {
      codec.writeNullable(this, value);
      return null;
    }
    if (value == null) {
      writeByte(Tags.NULL);
      return null;
    }
    if (value.getClass() != info.type) {
      throw new SkiffException(
          "found a "
              + value.getClass().getName()
              + " where the declared type "
              + slot.declared.getTypeName()
              + " allows no other class (heap pollution?)");
    }
    if (refs && info.tracked && writeBackReference(value)) {
      return null;
    }
    writeByte(Tags.DECLARED);
    enter(info);
    return info;
  }

  /** Enters the nesting level of a value of {@code info}'s class, enforcing the depth limit. */
  void enter(TypeInfo info) {
    if (info.nests && ++depth > depthCheck) {
      if (depth <= maxDepth) {
        throw new DeepStack.Signal();
      }
      throw new LimitExceededException(
          "nesting deeper than maxDepth "
              + maxDepth
              + " while writing a "
              + info.type.getName()
              + (refs ? "" : " (a cyclic graph needs trackReferences(true))"),
          position());
    }
  }

  /** Leaves the nesting level entered by {@link #enterAny} or {@link #enterExact}. */
  public void leave(TypeInfo info) {
    if (info.nests) {
      depth--;
    }
  }

  /**
   * Writes the framing of a value of a tracked class in an exact slot and tells whether its body
   * must follow: {@link Tags#NULL} (false), {@link Tags#REF} and the id (false), or {@link
   * Tags#DECLARED} (true). The same bytes {@link #writeExact} writes.
   */
  public boolean beginExact(@Nullable Object value) {
    if (value == null) {
      writeByte(Tags.NULL);
      return false;
    }
    if (refs && writeBackReference(value)) {
      return false;
    }
    writeByte(Tags.DECLARED);
    return true;
  }

  /**
   * The one back-reference lookup of the tagged and exact framings (references on, tracked class):
   * writes {@link Tags#REF} and the id when {@code value} was written earlier in this message and
   * answers true; otherwise gives it the next id (pre-order) and answers false, so its body
   * follows. Chunk items use their own marker, {@link #chunkReference}.
   */
  private boolean writeBackReference(Object value) {
    int id = refTable.lookupOrAdd(value);
    if (id < 0) {
      return false;
    }
    writeByte(Tags.REF);
    writeVarUInt(id);
    return true;
  }

  /** Resolves the type info of {@code type} through the slot's inline cache. */
  TypeInfo infoFor(Class<?> type, Slot slot) {
    TypeInfo info = slot.lastWritten;
    if (info == null || info.type != type) {
      info = registry.info(type);
      slot.lastWritten = info;
    }
    return info;
  }

  /** Writes {@link Tags#DECLARED} when the class is the slot's declared class, else its tag. */
  void writeTag(TypeInfo info, Slot slot) {
    if (info.type == slot.declared && !slot.absolute) {
      writeByte(Tags.DECLARED);
    } else {
      writeClassTag(info);
    }
  }

  /** Writes the tag that names {@code info}'s class (id, array, or name table). */
  public void writeClassTag(TypeInfo info) {
    if (info.tag >= 0) {
      writeVarUInt(info.tag);
    } else if (info.component != null) {
      writeByte(Tags.ARRAY);
      writeVarUInt(info.arrayDims);
      writeClassTag(info.component);
    } else {
      int index = nameIndexOrAdd(info.index);
      if (index >= 0) {
        writeByte(Tags.NAME_INDEX);
        writeVarUInt(index);
        return;
      }
      writeByte(Tags.NEW_NAME);
      writeString(info.type.getName());
    }
  }

  /** Writes the body of a non-null value with its codec, enforcing the depth limit. */
  public void writeBody(Object value, TypeInfo info, Slot @Nullable [] args) {
    enter(info);
    writeEntered(value, info, args);
  }

  /** Notes that a {@code java.net.URL} was written (see {@link KeyCost#URL_KEY}). */
  public void noteUrl() {
    urls++;
  }

  /** How many URLs this context has written. */
  public int urls() {
    return urls;
  }

  /**
   * Writes {@code size} elements in chunks (see the class comment). Fails if the iterable yields a
   * different number of elements, as a collection modified concurrently would.
   */
  public void writeElements(Iterable<?> items, int size, Slot elem) {
    if (ChunkLoops.leafSlot(elem)) {
      ChunkLoops.writeLeafElements(this, items, size, elem);
    } else {
      ChunkLoops.writeElements(this, items, size, elem);
    }
  }

  /** Writes the elements of an array in chunks. */
  public void writeElements(Object[] items, Slot elem) {
    writeElements(Arrays.asList(items), items.length, elem);
  }

  /** Writes {@code size} map entries in chunks keyed by the pair of key and value classes. */
  public void writeEntries(Map<?, ?> map, int size, Slot key, Slot value) {
    ChunkLoops.writeEntries(this, map, size, key, value);
  }

  /**
   * Writes the reference marker of a chunk item of a tracked class when references are on: {@code
   * id + 1} and true for a back-reference, else 0 and false (the body follows).
   */
  boolean chunkReference(Object e, TypeInfo info) {
    if (refs && info.tracked) {
      int id = refTable.lookupOrAdd(e);
      if (id >= 0) {
        writeVarUInt(id + 1);
        return true;
      }
      writeByte(0);
    }
    return false;
  }
}
