package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.wire.ReadBuffer;
import dev.skiff.internal.wire.Tags;
import java.io.InputStream;
import java.util.Collection;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The per-thread state of one deserialization, the mirror of {@link WriteContext}: the framing of
 * values (markers, class tags, bodies, chunks) and the depth counter, over the message's tables
 * ({@link ReadTables}) and its buffer, which this class extends. Pooled and reused.
 *
 * <p>Every tag, count and id read here is validated before use: an unknown class tag, a reference
 * id not yet assigned, a count larger than what remains, a class that does not fit the declared
 * type, all end in a {@link MalformedInputException} at the offending offset. Anything else that
 * escapes a codec (a record's validation, a comparator that throws) is wrapped the same way.
 */
public final class ReadContext extends ReadTables implements dev.skiff.BuildTimeCodec.Reader {
  private final int maxDepth;

  /** The depth past which {@link #enterBody} must look closer: see {@link DeepStack}. */
  private int depthCheck;

  private final int header;
  private final Slot root = Slot.object();

  private int depth;
  private boolean inUse;
  private int messages;

  private final KeyWork keyWork;

  /** How many URLs this context has read (a URL must not be hashed: see KeyCost.URL_KEY). */
  private int urls;

  private int pending = -1;
  private @Nullable Object taken;

  public ReadContext(TypeRegistry registry) {
    super(registry);
    Config config = registry.config();
    this.maxDepth = config.maxDepth();
    this.depthCheck = Math.min(maxDepth, DeepStack.SHALLOW);
    this.header = config.header();
    this.keyWork = new KeyWork(config.keyWorkPerByte());
    maxLength(config.maxLength());
  }

  public boolean inUse() {
    return inUse;
  }

  /** Marks this context in use for one more message, or free again after it. */
  public void inUse(boolean inUse) {
    this.inUse = inUse;
    if (inUse) {
      messages++;
    }
  }

  /**
   * Whether this context has served its messages, and its owner should replace it (see {@link
   * Wear}).
   */
  public boolean worn() {
    return messages >= Wear.MESSAGES;
  }

  /**
   * A new context for the same registry to take over from this worn one, its buffers already as
   * large as this one's grew, so that its first message does not grow them again.
   */
  public ReadContext successor() {
    ReadContext next = new ReadContext(registry);
    next.sizeLike(this);
    next.aheadLike(this);
    return next;
  }

  /** Starts reading a message held in {@code bytes[off, off + len)}. */
  public void beginMessage(byte[] bytes, int off, int len) {
    beginBuffer(bytes, off, len);
  }

  /** Starts reading a message from a stream. */
  public void beginMessage(InputStream in) {
    beginBuffer(in);
  }

  /** Ends a message; see {@link ReadBuffer#endBuffer(boolean)}. */
  public void endMessage(boolean exact) {
    endBuffer(exact);
  }

  /** Reads and checks the header byte, then the root value. */
  public @Nullable Object readRoot() {
    int h = readUnsignedByte();
    if (h == header) {
      noAhead();
    } else if (h == (header | Tags.HEADER_AHEAD) && (h & Tags.HEADER_COMPATIBLE) != 0) {
      readAhead();
    } else {
      throw new MalformedInputException(registry.config().headerProblem(h), 0);
    }
    return readValue(offset());
  }

  /**
   * Reads the root value of a message or record that starts at {@code start}, on this thread or, if
   * it nests deeper than {@link DeepStack#SHALLOW} levels, again from the start on a deep stack.
   */
  private @Nullable Object readValue(long start) {
    int names = nameCount;
    int schemas = schemaCount;
    begin(start);
    keepFrom(start);
    try {
      try {
        return readAny(root);
      } catch (DeepStack.Signal | StackOverflowError deeper) {
        if (!rewindTo(start)) {
          throw new LimitExceededException(
              "a value nesting deeper than "
                  + DeepStack.SHALLOW
                  + " levels in a stream whose earlier bytes are gone: read it from an array",
              offset());
        }
        forgetReferences();
        forgetNamesFrom(names, schemas);
        begin(start);
        depthCheck = maxDepth;
        try {
          return DeepStack.run(maxDepth, () -> readAny(root));
        } finally {
          depthCheck = Math.min(maxDepth, DeepStack.SHALLOW);
        }
      }
    } catch (SkiffException e) {
      throw e;
    } catch (StackOverflowError e) {
      throw new LimitExceededException(
          "the message nests too deeply for this thread's stack; lower maxDepth", offset());
    } catch (RuntimeException e) {
      throw new MalformedInputException("cannot rebuild the value: " + e, offset(), e);
    } finally {
      keepFrom(Long.MAX_VALUE);
    }
  }

  /**
   * Reads one value of a stream of values (after its marker), the mirror of {@link
   * WriteContext#writeStreamValue}: references are scoped to the value, the name table carries
   * over, and with {@code ahead} its bodies read by the schemas the stream bound before it.
   */
  public @Nullable Object readRecord(boolean ahead) {
    forgetReferences();
    if (ahead) {
      streamAhead();
    } else {
      noAhead();
    }
    return readValue(offset());
  }

  /** Resets the per-value state before reading a value that starts at {@code start}. */
  private void begin(long start) {
    pending = -1;
    taken = null;
    depth = 0;
    skipping = 0;
    unfolded = 0;
    keyWork.begin(start);
  }

  /**
   * Whether this context holds nothing of a finished message: no reference or name retained (so no
   * object of an earlier message stays reachable), nothing pending, and depth 0. Pooled contexts
   * must be clean between messages; tests check it.
   */
  public boolean isClean() {
    return tablesClean() && pending == -1 && taken == null && depth == 0;
  }

  /** Forgets the message. */
  public void reset() {
    resetBuffer();
    forgetReferences();
    forgetNames();
    pending = -1;
    taken = null;
    depth = 0;
    skipping = 0;
  }

  /**
   * Registers the object being read as the target of the reference id reserved for it. Codecs for
   * mutable containers and objects call this right after creating the instance, before reading
   * anything nested. It does nothing when references are off.
   */
  public void reference(Object o) {
    if (pending >= 0) {
      refObjects[pending] = o;
      pending = -1;
    }
  }

  /** Reads a value of {@code slot}, choosing exact or tagged framing from the slot. */
  public @Nullable Object readSlot(Slot slot) {
    return slot.exact ? readExact(slot) : readAny(slot);
  }

  /** Reads a tagged value (see {@link WriteContext#writeAny}). */
  public @Nullable Object readAny(Slot slot) {
    TypeInfo info = enterAny(slot);
    return info == null ? takeValue() : readBody(info, slot.args);
  }

  /**
   * The first half of {@link #readAny}, for generated codecs (see {@link WriteContext#enterAny}):
   * reads the tag and returns the type whose codec must read the body, between {@link #enterBody}
   * and {@link #exitBody}; or returns null when the value is already known (null, a back-reference,
   * or a value of a substituting codec, which this method reads and checks itself), and {@link
   * #takeValue} then yields it.
   */
  public @Nullable TypeInfo enterAny(Slot slot) {
    long at = offset();
    int tag = readShortVarUInt();
    switch (tag) {
      case Tags.NULL -> {
        taken = null;
        return null;
      }
      case Tags.REF -> {
        taken = backReference(readVarUInt(), slot, at);
        return null;
      }
      default -> {
        TypeInfo info = resolveTag(tag, slot, at);
        if (info.substitutes) {
          taken = checkSubstitute(readBody(info, slot.args), slot, at);
          return null;
        }
        return info;
      }
    }
  }

  /**
   * Reads a value of a slot declared as a collection of strings ({@link Slot#stringList}): the same
   * steps as {@link #readAny}, but an {@code ArrayList} read by the built-in codec is built here,
   * its strings read in one loop, without the calls through the codec and the general chunk loop.
   * Any other class, or a user codec for {@code ArrayList}, takes the general path.
   */
  public @Nullable Object readStringList(Slot slot) {
    TypeInfo info = enterAny(slot);
    if (info == null) {
      return takeValue();
    }
    if (!info.plainArrayList) {
      return readBody(info, slot.args);
    }
    long mark = enterBody(info);
    int n = readCount();
    java.util.ArrayList<@Nullable Object> list = new java.util.ArrayList<>(presize(n));
    reference(list);
    ChunkLoops.readStrings(this, list, n, Slot.arg(Facts.nonNull(slot.args), 0));
    return exitBody(info, mark, list);
  }

  /** The value {@link #enterAny} or {@link #enterExact} read when they returned null. */
  public @Nullable Object takeValue() {
    Object v = taken;
    taken = null;
    return v;
  }

  /**
   * Checks a value read by a substituting codec (see {@link Codec#substitutes}) against a slot, and
   * returns what the slot takes: the value, or null for a stand-in that does not fit it.
   */
  private static @Nullable Object checkSubstitute(@Nullable Object v, Slot slot, long at) {
    if (v != null && !TypeRegistry.boxed(slot.declared).isInstance(v)) {
      if (v == TypeRegistry.UnknownClass.VALUE) {
        return null; // only while skipping (see UnknownClassCodec)
      }
      throw misfit("a ", v.getClass(), slot.declared.getTypeName(), at);
    }
    return v;
  }

  /** The failure of a {@code found} value, or back-reference to one, where {@code declared} is. */
  private static MalformedInputException misfit(
      String what, Class<?> found, String declared, long at) {
    return new MalformedInputException(
        what + found.getName() + " where a " + declared + " is declared", at);
  }

  /** Reads a value of an exact slot (see {@link WriteContext#writeExact}). */
  public @Nullable Object readExact(Slot slot) {
    TypeInfo info = enterExact(slot);
    return info == null ? takeValue() : readBody(info, slot.args);
  }

  /** The first half of {@link #readExact}; see {@link #enterAny}. */
  public @Nullable TypeInfo enterExact(Slot slot) {
    TypeInfo info = slot.declaredInfo(registry);
    Codec<Object> codec = info.codec;
    if (info.foldsNull) {
      taken = codec.readNullable(this);
      return null;
    }
    long at = offset();
    int tag = readShortVarUInt();
    return switch (tag) {
      case Tags.NULL -> {
        taken = null;
        yield null;
      }
      case Tags.REF -> {
        taken = backReference(readVarUInt(), slot, at);
        yield null;
      }
      case Tags.DECLARED -> info;
      default -> throw invalidMarker(tag, slot, at);
    };
  }

  /**
   * What {@link #enterExact} throws for a marker that is none of its three (see {@link #deeper}).
   */
  private static MalformedInputException invalidMarker(int tag, Slot slot, long at) {
    return new MalformedInputException(
        "invalid marker " + tag + " for a value of " + slot.declared.getTypeName(), at);
  }

  /**
   * Reads the framing of a value of a tracked leaf class (a primitive array) in an exact slot:
   * returns {@code null} for {@link Tags#NULL}, the referenced object for {@link Tags#REF} (which
   * must be a {@code type}), or {@link #BODY_FOLLOWS} when the body follows.
   */
  public @Nullable Object beginExact(Class<?> type) {
    long at = offset();
    int tag = readShortVarUInt();
    switch (tag) {
      case Tags.NULL -> {
        return null;
      }
      case Tags.DECLARED -> {
        return BODY_FOLLOWS;
      }
      case Tags.REF -> {
        Object o = referenced(readVarUInt(), at);
        if (o.getClass() != type) {
          throw misfit("back-reference to a ", o.getClass(), type.getTypeName(), at);
        }
        return o;
      }
      default ->
          throw new MalformedInputException(
              "invalid marker " + tag + " for a value of " + type.getTypeName(), at);
    }
  }

  /** Marker returned by {@link #beginExact} when a body follows. */
  public static final Object BODY_FOLLOWS = new Object();

  /** Reads the marker of an untracked value in an exact slot: true if a value follows. */
  public boolean beginUntracked(String what) {
    long at = offset();
    int tag = readShortVarUInt();
    if (tag == Tags.NULL) {
      return false;
    }
    if (tag == Tags.DECLARED) {
      return true;
    }
    throw new MalformedInputException("invalid marker " + tag + " for a " + what, at);
  }

  /** The object a back-reference names, which must fit {@code slot}'s declared type. */
  private @Nullable Object backReference(int id, Slot slot, long at) {
    Object o = referenced(id, at);
    if (!TypeRegistry.boxed(slot.declared).isInstance(o)) {
      if (o == TypeRegistry.UnknownClass.VALUE) {
        return null; // a stand-in, while skipping (see checkSubstitute)
      }
      throw misfit("back-reference to a ", o.getClass(), slot.declared.getTypeName(), at);
    }
    return o;
  }

  /** Resolves a class tag other than NULL and REF, and checks it fits the slot. */
  TypeInfo resolveTag(int tag, Slot slot, long at) {
    TypeInfo info;
    if (tag == Tags.DECLARED) {
      info = slot.declaredInfo(registry);
    } else {
      info = classTag(tag, at);
    }
    if (info != slot.lastRead) {
      if (!info.substitutes && !TypeRegistry.boxed(slot.declared).isAssignableFrom(info.type)) {
        throw misfit("a ", info.type, slot.declared.getTypeName(), at);
      }
      slot.lastRead = info;
    }
    return info;
  }

  /** Notes that a {@code java.net.URL} was read. */
  public void noteUrl() {
    urls++;
  }

  /** How many URLs this context has read. */
  public int urls() {
    return urls;
  }

  /** Charges key work (see {@link KeyWork}) at the current offset. */
  void chargeKeys(long work) {
    keyWork.charge(work, offset());
  }

  /** Reads the body of a value of {@code info}'s class, enforcing depth and reserving its id. */
  public @Nullable Object readBody(TypeInfo info, Slot @Nullable [] args) {
    long mark = enterBody(info);
    Object v;
    if (info.buildTime) {
      v = info.codec.readBody(this, root);
    } else {
      v = args == null ? info.codec.read(this) : info.codec.read(this, args);
    }
    return exitBody(info, mark, v);
  }

  /**
   * Prepares to read the body of a value of {@code info}'s class: enters its nesting level and
   * reserves its reference id. Returns a mark to hand to {@link #exitBody} with the value read.
   *
   * <p>The reference id of the value being read is "pending" until its codec claims it with {@link
   * #reference}. Nested reads restore the outer value's pending id when they end, so a codec may
   * read nested values (a comparator, say) before it creates and registers itself. A leaf (a codec
   * that does not nest) gets its id after it is read, as it cannot contain itself.
   */
  public long enterBody(TypeInfo info) {
    int outer = pending;
    int id = -1;
    if (info.nests) {
      if (++depth > depthCheck) {
        throw deeper(info);
      }
      if (refs && info.tracked) {
        id = reserve();
        sizes[id] = -unfolded - 1;
      }
    }
    pending = id;
    return ((long) outer << 32) | (id & 0xFFFFFFFFL);
  }

  /**
   * What {@link #enterBody} throws past {@code depthCheck}: the signal to go deeper, or the limit.
   * Built out of line, as {@link #invalidMarker} is: {@code enterBody} and {@code enterExact} are
   * inlined at every nesting level of a message's compilation, where HotSpot counts each method's
   * whole bytecode, thrown branches included, against one compilation's budget (architecture,
   * section 2.4).
   */
  private SkiffException deeper(TypeInfo info) {
    if (depth <= maxDepth) {
      return new DeepStack.Signal();
    }
    return new LimitExceededException(
        "nesting deeper than maxDepth " + maxDepth + " while reading a " + info.type.getName(),
        offset());
  }

  /** Ends the body begun by {@link #enterBody}: registers the value and returns it. */
  public @Nullable Object exitBody(TypeInfo info, long mark, @Nullable Object v) {
    int id = (int) mark;
    if (info.nests) {
      if (id >= 0) {
        refObjects[id] = v;
        if (info.hashWalks) {
          unfolded++;
          sizes[id] += unfolded + 1; // the size: unfolded now minus unfolded at the start
        } else {
          unfolded = -sizes[id]; // the start plus this one value: what it holds is not walked
          sizes[id] = 1;
        }
      }
      depth--;
    } else if (refs && info.tracked) {
      int leafId = reserve(); // not refObjects[reserve()]: reserve() may replace the array
      refObjects[leafId] = v;
      sizes[leafId] = 1;
      unfolded++;
    }
    pending = (int) (mark >> 32);
    return v;
  }

  /**
   * Reads a count of elements written in chunks and checks it: each chunk of up to 255 elements
   * costs at least two bytes, so a count may exceed the remaining bytes at most 128-fold.
   */
  public int readCount() {
    long at = offset();
    int n = readShortVarUInt();
    if (n < 0) {
      throw new MalformedInputException("negative count " + n, at);
    }
    checkLength(n, 1, 128);
    return n;
  }

  /** Reads {@code size} chunked elements into {@code into}. */
  @SuppressWarnings({"unchecked", "rawtypes"}) // collections of codecs hold nulls as values
  public void readElements(Collection<Object> into, int size, Slot elem) {
    ChunkLoops.readElements(this, (Collection) into, size, elem, KeyCost.of(into));
  }

  /**
   * Reads {@code size} chunked elements into {@code into}, for a container that treats them as
   * {@code cost} says (see {@link KeyWork}).
   */
  @SuppressWarnings({"unchecked", "rawtypes"}) // collections of codecs hold nulls as values
  public void readElements(Collection<Object> into, int size, Slot elem, KeyCost cost) {
    ChunkLoops.readElements(this, (Collection) into, size, elem, cost);
  }

  /** Reads {@code into.length} chunked elements into an array. */
  public void readElements(@Nullable Object[] into, Slot elem) {
    ChunkLoops.readElements(this, into, elem);
  }

  /** Reads {@code size} chunked map entries into {@code into}. */
  @SuppressWarnings("rawtypes")
  public void readEntries(Map into, int size, Slot key, Slot value) {
    ChunkLoops.readEntries(this, into, size, key, value, KeyCost.of(into));
  }

  /** Reads {@code size} chunked map entries into a map whose keys are treated as {@code cost}. */
  @SuppressWarnings("rawtypes")
  public void readEntries(Map into, int size, Slot key, Slot value, KeyCost cost) {
    ChunkLoops.readEntries(this, into, size, key, value, cost);
  }

  /** Reads a chunk's count byte, which must be 1 to {@code left}. */
  int readChunkCount(int left) {
    long at = offset();
    int count = readUnsignedByte();
    if (count == 0 || count > left) {
      throw new MalformedInputException("invalid chunk size " + count, at);
    }
    return count;
  }

  /**
   * Reads the reference marker of a chunk item of a tracked class when references are on, and
   * returns the back-referenced object, or {@link #BODY_FOLLOWS} when the body follows.
   */
  @Nullable Object chunkReference(TypeInfo info, Slot slot) {
    if (refs && info.tracked) {
      long at = offset();
      int r = readVarUInt();
      if (r != 0) {
        Object o = backReference(r - 1, slot, at);
        if (o == null) {
          return null;
        }
        // An enum constant with a body is of an anonymous subclass that travels as its enum.
        boolean sameClass =
            o.getClass() == info.type || (info.type.isEnum() && info.type.isInstance(o));
        if (!sameClass && !info.substitutes) {
          throw new MalformedInputException(
              "back-reference to a "
                  + o.getClass().getName()
                  + " inside a chunk of "
                  + info.type.getName(),
              at);
        }
        return o;
      }
    }
    return BODY_FOLLOWS;
  }

  /** Reads the body of a chunk item of a substituting codec and checks it against the slot. */
  @Nullable Object readSubstituted(TypeInfo info, Slot slot) {
    long at = offset();
    return checkSubstitute(readBody(info, slot.args), slot, at);
  }
}
