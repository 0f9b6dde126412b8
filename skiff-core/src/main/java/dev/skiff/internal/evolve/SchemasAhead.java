package dev.skiff.internal.evolve;

import dev.skiff.MalformedInputException;
import dev.skiff.SchemaStore;
import dev.skiff.internal.engine.AheadEntry;
import dev.skiff.internal.engine.AheadReader;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.IdentityHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The maker and reader of the block of schemas a compatible message sends ahead of its root (spec
 * 15.6): it makes each class's entry for writers and reads the block for readers. The block holds
 * one entry per user class or enum whose bodies the message holds, each the class's tag and a
 * {@link SchemaRefs} code with what follows it.
 *
 * <h2>Why ahead of the root</h2>
 *
 * With the schemas ahead, bodies carry no references: a writer notes which schemas its bodies used
 * (a bit each, see {@code AheadWriter}) and a reader checks once per message whether every schema
 * in the block is its class's own. When they all are, as between two deployments of the same
 * classes, every body reads exactly as in plain mode; a reader that meets the same block bytes as
 * in the message before does not even look at them again. Otherwise each body finds its class's
 * schema in the bindings this class made and takes the {@link ReadPlan} path as before.
 */
final class SchemasAhead implements AheadReader {
  static final SchemasAhead READER = new SchemasAhead();

  /** What a class whose codec has no field schema sends ahead: {@link SchemaRefs#OPAQUE}. */
  static final Object OPAQUE_BODY =
      new Object() {
        @Override
        public String toString() {
          return "a custom-serialized body";
        }
      };

  private SchemasAhead() {}

  /**
   * Gives the registry schema {@code id}'s entry for the block ahead of a root, when {@code type}
   * is registered: its tag, then the schema inline ({@code inlineFrame}: its code, length and
   * block) or, with a {@code store}, {@code storedCode} and the fingerprint; the entry puts the
   * block in the store before the first message that carries it leaves the writer.
   */
  static void register(
      TypeRegistry registry,
      Class<?> type,
      int id,
      byte[] inlineFrame,
      int storedCode,
      long fingerprint,
      byte[] block,
      @Nullable SchemaStore store) {
    int tag = registry.userTag(type);
    if (tag >= 0) {
      byte[] frame = store == null ? inlineFrame : storedFrame(storedCode, fingerprint);
      registry.aheadEntry(id, new Entry(tag, withTag(tag, frame), store, fingerprint, block));
    }
  }

  /** Gives the registry the entry of opaque class {@code type}: its tag and {@code OPAQUE}. */
  static void registerOpaque(TypeRegistry registry, Class<?> type, int id) {
    int tag = registry.userTag(type);
    if (tag >= 0) {
      byte[] bytes = withTag(tag, new byte[] {SchemaRefs.OPAQUE});
      registry.aheadEntry(id, new Entry(tag, bytes, null, 0, bytes));
    }
  }

  private static byte[] withTag(int tag, byte[] frame) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int v = tag; ; v >>>= 7) {
      if (v < 0x80) {
        out.write(v);
        break;
      }
      out.write((v & 0x7F) | 0x80);
    }
    out.write(frame, 0, frame.length);
    return out.toByteArray();
  }

  /** An entry: its class's tag, its bytes, and the schema it stores before it is first sent. */
  private static final class Entry implements AheadEntry {
    private final int tag;
    private final byte[] bytes;
    private final @Nullable SchemaStore store;
    private final long fingerprint;
    private final byte[] block;
    private volatile boolean stored;

    Entry(int tag, byte[] bytes, @Nullable SchemaStore store, long fingerprint, byte[] block) {
      this.tag = tag;
      this.bytes = bytes;
      this.store = store;
      this.fingerprint = fingerprint;
      this.block = block;
    }

    @Override
    public int tag() {
      return tag;
    }

    @Override
    public byte[] bytes() {
      SchemaStore s = store;
      if (s != null && !stored) {
        s.put(fingerprint, block);
        stored = true;
      }
      return bytes;
    }
  }

  /** Whether {@code known} holds the same bytes as {@code b[off, off + length)}. */
  static boolean sameBlock(byte[] known, byte[] b, int off, int length) {
    return Arrays.equals(known, 0, known.length, b, off, off + length);
  }

  /** The frame of a schema kept in {@code store}: {@code code} and the 8-byte fingerprint. */
  static byte[] storedFrame(int code, long fingerprint) {
    byte[] f = new byte[9];
    f[0] = (byte) code;
    for (int i = 0; i < 8; i++) {
      f[1 + i] = (byte) (fingerprint >>> (8 * i));
    }
    return f;
  }

  @Override
  public boolean read(
      ReadContext ctx, byte[] block, long at, IdentityHashMap<Class<?>, Object> bound) {
    TypeRegistry registry = ctx.registry();
    boolean allOwn = true;
    BlockReader r = new BlockReader(block, at);
    while (r.pos < block.length) {
      long entryAt = at + r.pos;
      int tag = r.varint();
      Class<?> type = registry.userClassOfTag(tag);
      if (type == null) {
        throw new MalformedInputException(
            "a schema ahead of the root for tag " + tag + ", which names no registered class",
            entryAt);
      }
      if (!(registry.schemaPart(type) instanceof SchemaRefs.Known known)) {
        throw new MalformedInputException(
            "a schema ahead of the root for " + type.getName() + ", which has none", entryAt);
      }
      Object s = schema(ctx, r, known, type, entryAt);
      if (bound.put(type, s) != null) {
        throw new MalformedInputException(
            "two schemas ahead of the root for " + type.getName(), entryAt);
      }
      allOwn &= s == known.own();
    }
    return allOwn;
  }

  private static Object schema(
      ReadContext ctx, BlockReader r, SchemaRefs.Known known, Class<?> type, long at) {
    int code = r.varint();
    switch (code) {
      case SchemaRefs.INLINE, SchemaRefs.ENUM_INLINE -> {
        int n = r.varint();
        if (n > r.b.length - r.pos) {
          throw r.bad("truncated block of " + n + " bytes");
        }
        Object s = known.byBlock(r.b, r.pos, n);
        if (s == null) {
          byte[] b = Arrays.copyOfRange(r.b, r.pos, r.pos + n);
          s = SchemaRefs.decode(code == SchemaRefs.INLINE, b, ctx, at);
        }
        r.pos += n;
        return s;
      }
      case SchemaRefs.STORED, SchemaRefs.ENUM_STORED -> {
        long fp = r.fixed64();
        Object s = known.byFingerprint(fp);
        return s != null
            ? s
            : SchemaRefs.decode(
                code == SchemaRefs.STORED, SchemaRefs.fromStore(ctx, fp, at, type), ctx, at);
      }
      case SchemaRefs.OPAQUE -> {
        return OPAQUE_BODY;
      }
      default ->
          throw new MalformedInputException(
              "unknown schema code " + code + " ahead of the root, for " + type.getName(), at);
    }
  }

  /**
   * The failure of a body of {@code type} whose schema ahead of the root, {@code s}, is not one its
   * reader can read: none, or of another kind.
   */
  static MalformedInputException unreadable(
      @Nullable Object s, Class<?> type, String reads, long at) {
    String has =
        s == null
            ? "no schema ahead of the root"
            : s == OPAQUE_BODY
                ? "a custom-serialized value"
                : s instanceof EnumSchema ? "an enum constant" : "fields";
    return new MalformedInputException(
        "the data holds " + has + " for " + type.getName() + " where this reader reads " + reads,
        at);
  }
}
