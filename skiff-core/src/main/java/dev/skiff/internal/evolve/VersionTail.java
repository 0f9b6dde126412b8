package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;

/**
 * The steps around the later versions' fields of a versioned class's body (spec §16), shared by
 * {@link VersionedCodec} and the codecs the generator emits for versioned plain classes, so both
 * write and check the same bytes.
 *
 * <p>A writer writes the version, then (above version 0) {@link WriteContext#beginLength()}, the
 * groups, and {@link #endWrite}. A reader calls {@link #readVersion}; above 0 it calls {@link
 * #readLength}, notes the offset and the reference count, reads the groups of versions up to {@code
 * min(written, own)}, and calls {@link #endRead}, which checks what the groups took against the
 * length and skips what this reader does not know.
 *
 * <p>A generated codec inlines these steps once per versioned class it reads, and HotSpot's
 * inlining budget for one compilation is counted in bytecode. So the reader's steps are small where
 * they run on every object: the tail's length sizes nothing (skipping goes through the buffer in
 * bounded slices), so only its sign is checked when it is read, and {@link #endRead} settles the
 * common case, a tail of this reader's own version that the groups took exactly, before it calls
 * out to the general check.
 */
public final class VersionTail {
  private VersionTail() {}

  /** Ends the tail begun at {@code at}, after the groups assigned ids from {@code ids} on. */
  public static void endWrite(WriteContext ctx, int at, int ids) {
    ctx.endLength(at);
    if (ctx.tracksReferences()) {
      ctx.writeVarUInt(ctx.referenceCount() - ids);
    }
  }

  /** Reads the version a body of {@code type} was written with. */
  public static int readVersion(ReadContext ctx, String type) {
    long at = ctx.offset();
    int written = ctx.readShortVarUInt();
    if (written < 0) {
      throw new MalformedInputException("invalid version " + written + " of " + type, at);
    }
    return written;
  }

  /** Reads the byte length of a tail, after a version above 0. */
  public static int readLength(ReadContext ctx) {
    int n = ctx.readShortVarUInt();
    if (n < 0) {
      throw negativeLength(ctx, n);
    }
    return n;
  }

  private static MalformedInputException negativeLength(ReadContext ctx, int n) {
    return ctx.malformed("negative length " + n + " of a versioned tail");
  }

  /**
   * Ends a tail of {@code length} bytes from {@code start}, written at version {@code written} and
   * read by a class of version {@code own}, whose groups were read after reference id {@code ids}.
   */
  public static void endRead(
      ReadContext ctx, String type, int written, int own, int length, long start, int ids) {
    if (written == own && ctx.offset() - start == length && !ctx.tracksReferences()) {
      return;
    }
    endReadInFull(ctx, type, written, own, length, start, ids);
  }

  private static void endReadInFull(
      ReadContext ctx, String type, int written, int own, int length, long start, int ids) {
    long used = ctx.offset() - start;
    if (used > length || (written <= own && used != length)) {
      throw new MalformedInputException(
          "the fields added to "
              + type
              + " after its first version took "
              + used
              + " bytes of "
              + length,
          start);
    }
    ctx.skip((int) (length - used));
    if (ctx.tracksReferences()) {
      long idsAt = ctx.offset();
      int total = ctx.readVarUInt();
      int seen = ctx.referenceCount() - ids;
      if (total < seen) {
        throw new MalformedInputException("invalid reference count " + total, idsAt);
      }
      ctx.skipReferences(total - seen, (int) (length - used), idsAt);
    }
  }
}
