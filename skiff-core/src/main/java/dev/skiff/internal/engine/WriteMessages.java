package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import dev.skiff.SkiffException;
import dev.skiff.internal.wire.Tags;
import java.io.OutputStream;
import org.jspecify.annotations.Nullable;

/**
 * The framing of a writer's messages and stream values, between its tables ({@link WriteTables},
 * which this class extends) and the object graph ({@link WriteContext}, which extends this class):
 * the header, the root, each value of a {@code SkiffWriter} stream, the schemas ahead of a root or
 * of a stream's values, and what happens when a value must be written again from its start.
 *
 * <h2>Writing a value again</h2>
 *
 * A value is written twice in two cases, and both need its start still in memory: it nested deeper
 * than the caller's stack allows ({@link DeepStack}), or it goes to a stream with its schemas ahead
 * and grew past what the buffer keeps ({@code ByteSink}'s keep limit), so that its schemas can no
 * longer go in front of it and it is written again with a schema reference before each body. Each
 * time the buffer goes back to the value's start, and the reference, class-name and schema tables
 * to what they held there ({@link #rewindValue}). A stream keeps a value's bytes from its start
 * until it ends (up to the limit), so the first case fails only for a value that is both deeper
 * than the stack and longer than the limit.
 *
 * <p>The class is public only because the public {@link WriteContext} inherits its public members
 * (see {@link WriteTables}).
 */
public abstract class WriteMessages extends WriteTables {
  final boolean refs;
  final int maxDepth;

  /** The depth past which {@link WriteContext#enter} must look closer: see {@link DeepStack}. */
  int depthCheck;

  private final int header;
  final Slot root = Slot.object();
  final IdentityTable refTable;

  int depth;

  /**
   * Whether this message or stream value sends its schemas ahead of it (spec 15.6, 15.7): a
   * compatible message or value, with registration required and schemas ahead on. Bodies then note
   * their schemas with {@link #noteAhead} instead of writing references.
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

  WriteMessages(TypeRegistry registry) {
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

  /** Writes the tag of a value whose class the reader cannot know (see {@link WriteContext}). */
  public abstract @Nullable TypeInfo enterAny(@Nullable Object value, Slot slot);

  /** Writes the body of a value entered by {@link #enterAny} and leaves it. */
  abstract void writeEntered(Object value, TypeInfo info, Slot @Nullable [] args);

  /** Writes the root value in its slot, as {@code writeAny} would. */
  private void writeRootValue(@Nullable Object value) {
    TypeInfo info = enterAny(value, root);
    if (info != null) {
      writeEntered(Facts.nonNull(value), info, null);
    }
  }

  /** Starts a message into the internal buffer, or into {@code out} when non-null. */
  public void beginMessage(@Nullable OutputStream out) {
    beginBuffer(out);
    depth = 0;
    // Out of line, so that plain mode's root compilation, which C2's inlining budget limits
    // (architecture, section 2.3), holds no more of this than a test.
    if (aheadWriter != null) {
      beginAhead();
    }
  }

  private void beginAhead() {
    AheadWriter a = Facts.nonNull(aheadWriter);
    ahead = true;
    aheadSeen = 0;
    a.beginMessage();
  }

  /**
   * One message of {@code value} into the buffer: the header, with schemas ahead a gap as long as
   * the last message's block, the root, then the block in the gap. {@link
   * WriteContext#finishMessage} then returns its bytes.
   *
   * <p>This and {@link #writeMessage(Object, OutputStream)} are the write paths of messages, called
   * straight from the API: each level of calls between a caller's code and a string field's Latin-1
   * check counts toward HotSpot's inlining depth, and a check past it stays a loop over every char
   * (architecture, section 2.4).
   */
  public void writeMessage(@Nullable Object value) {
    beginRoot(null);
    writeValue(value, -1, 0);
    if (ahead) {
      fillAhead();
    }
  }

  /**
   * One message of {@code value} to {@code out}, flushed: the bytes {@link #writeMessage(Object)}
   * returns. The buffer keeps the message from its header until it ends, so that the block fills
   * the gap before any byte reaches the stream. A root that outgrows what the buffer keeps is
   * written again from the gap's start with a schema reference before each body instead (spec
   * 15.1), and the header without bit 7: memory stays bounded.
   */
  public void writeMessage(@Nullable Object value, OutputStream out) {
    beginRoot(out);
    try {
      writeValue(value, -1, 0);
    } catch (AheadOverflow o) {
      writeAgainWithReferences(value, o);
    }
    if (ahead) {
      fillAhead();
    }
    finishStream();
  }

  /**
   * Begins a message and writes its header and, with schemas ahead, the gap for the block (a call
   * that returns before the root is written, so it adds no level above the codecs).
   */
  private void beginRoot(@Nullable OutputStream out) {
    beginMessage(out);
    writeByte(header);
    if (ahead) {
      skipAhead(Facts.nonNull(aheadWriter).reserved);
    }
  }

  /** The fallback of {@link #writeMessage(Object, OutputStream)} for a root too long to keep. */
  private void writeAgainWithReferences(@Nullable Object value, AheadOverflow o) {
    ahead = false;
    Facts.nonNull(aheadWriter).inGap =
        null; // the stream gets this message's bytes where the gap was
    // A message begins with empty tables.
    if (!rewindValue(1, 0, 0, Integer.MAX_VALUE, Integer.MAX_VALUE)) {
      throw new IllegalStateException("a message's start left the buffer before it ended", o);
    }
    writeValue(value, -1, 0);
  }

  /**
   * Starts a stream of values into {@code out} (see {@code SkiffWriter}) and writes its header
   * byte: {@code streamFlags} plus, in compatible mode with registration required and schemas
   * ahead, {@link Tags#HEADER_AHEAD}.
   */
  public void beginStream(OutputStream out, int streamFlags) {
    beginMessage(out);
    ahead = false; // set again around each value
    if (aheadWriter != null) {
      aheadWriter.inGap = null; // the stream's bytes overwrite the gap
    }
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
      writeValue(value, valueMarker, position());
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
      writeValue(value, valueMarker, start);
    } catch (AheadOverflow o) {
      ahead = false;
      if (!rewindValue(start, names, schemas, referableNames, referableSchemas)) {
        throw new IllegalStateException("a value's start left the buffer before it ended", o);
      }
      writeValue(value, codedMarker, start);
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
    if (ahead) { // only streams reach here: a message into an array never drains
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

  /** Fills the gap {@link #writeMessage} left after the header with the message's block. */
  private void fillAhead() {
    ahead = false;
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
  }

  /**
   * Writes a root value from the current position, after {@code marker} unless it is negative, on
   * this thread or, if it nests deeper than {@link DeepStack#SHALLOW} levels, again from the same
   * position on a deep stack. A stream keeps the bytes from message position {@code keep} (at most
   * the current one) in memory meanwhile, up to its limit.
   */
  private void writeValue(@Nullable Object value, int marker, long keep) {
    long start = position();
    int names = this.names;
    int schemas = this.schemas;
    int referableNames = this.referableNames;
    int referableSchemas = this.referableSchemas;
    depth = 0;
    keepFrom(keep);
    try {
      try {
        if (marker >= 0) {
          writeByte(marker);
        }
        // writeRootValue, by hand: one level of calls less (see writeMessage)
        TypeInfo info = enterAny(value, root);
        if (info != null) {
          writeEntered(Facts.nonNull(value), info, null);
        }
      } catch (DeepStack.Signal | StackOverflowError deeper) {
        if (!rewindValue(start, names, schemas, referableNames, referableSchemas)) {
          throw new LimitExceededException(
              "a value nesting deeper than "
                  + DeepStack.SHALLOW
                  + " levels to a stream that has flushed part of it: write it to an array",
              position());
        }
        depth = 0;
        depthCheck = maxDepth;
        try {
          DeepStack.run(
              maxDepth,
              () -> {
                if (marker >= 0) {
                  writeByte(marker);
                }
                writeRootValue(value);
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

  /**
   * Goes back to message position {@code start} and to the tables as they were there, to write a
   * value again from its start, if nothing from there has reached the stream; says whether it did.
   */
  private boolean rewindValue(
      long start, int names, int schemas, int referableNames, int referableSchemas) {
    if (!rewindTo(start)) {
      return false;
    }
    if (refTable != null) {
      refTable.clear();
    }
    forgetNamesFrom(names, schemas, referableNames, referableSchemas);
    return true;
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
}
