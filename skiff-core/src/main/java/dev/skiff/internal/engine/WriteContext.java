package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import dev.skiff.SkiffException;
import dev.skiff.internal.wire.Tags;
import java.util.Arrays;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The per-thread state of one serialization: the buffer, the class-name and schema tables, and the
 * framing of messages and stream values (this class extends them, {@link WriteTables} and {@link
 * WriteMessages}, so that codecs call its writes directly), then the object graph: tags, bodies,
 * references, the depth limit and chunks. Pooled by {@code Skiff} and reused across calls.
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
public final class WriteContext extends WriteMessages implements dev.skiff.BuildTimeCodec.Writer {
  private final TypeRegistry registry;
  private int urls;
  private boolean inUse;

  public WriteContext(TypeRegistry registry) {
    super(registry);
    this.registry = registry;
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

  /**
   * The bytes of the message {@link #writeMessage(Object)} wrote, in a new array; then resets this
   * context and frees it. One call after the message rather than two: where a message's compilation
   * has spent HotSpot's inlining budget on the codecs, whatever follows them stays a call of its
   * own, and each such call costs every message (architecture, section 2.4).
   */
  public byte[] finishMessage() {
    try {
      return toByteArray();
    } finally {
      reset();
      inUse = false;
    }
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

  /**
   * Writes the body of a value entered by {@link #enterAny} or {@link #enterExact} and leaves its
   * level. The level is left here rather than through {@link #leave}: a message's compilation
   * inlines its whole graph under this method's codec call, and HotSpot, which counts the bytecode
   * it inlines into one compilation, may have none left for a call that comes after it
   * (architecture, section 2.4).
   */
  @Override
  void writeEntered(Object value, TypeInfo info, Slot @Nullable [] args) {
    if (info.buildTime) {
      info.codec.writeBody(this, value, root);
    } else if (args == null) {
      info.codec.write(this, value);
    } else {
      info.codec.write(this, value, args);
    }
    if (info.nests) {
      depth--;
    }
  }

  /**
   * The first half of {@link #writeAny}, for generated codecs: writes the null marker, the
   * back-reference or the class tag, and enters the value's nesting level. Returns the type whose
   * codec must now write the body, followed by {@link #leave}, or null when nothing more is to be
   * written. Generated code makes the codec call itself, so that each field has its own call site
   * (and type profile) rather than sharing one that sees every class.
   */
  @Override
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
      throw notDeclared(value, slot);
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
      throw deeper(info);
    }
  }

  /**
   * What {@link #enter} throws past {@code depthCheck}: the signal to go deeper, or the limit.
   * Built out of line, as {@link #notDeclared} is: {@code enter} and {@code enterExact} are inlined
   * at every nesting level of a message's compilation, where HotSpot counts each method's whole
   * bytecode, thrown branches included, against one compilation's budget (architecture, section
   * 2.4).
   */
  private SkiffException deeper(TypeInfo info) {
    if (depth <= maxDepth) {
      return new DeepStack.Signal();
    }
    return new LimitExceededException(
        "nesting deeper than maxDepth "
            + maxDepth
            + " while writing a "
            + info.type.getName()
            + (refs ? "" : " (a cyclic graph needs trackReferences(true))"),
        position());
  }

  /** What {@link #enterExact} throws for a value of another class than its exact slot's. */
  private static SkiffException notDeclared(Object value, Slot slot) {
    return new SkiffException(
        "found a "
            + value.getClass().getName()
            + " where the declared type "
            + slot.declared.getTypeName()
            + " allows no other class (heap pollution?)");
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
