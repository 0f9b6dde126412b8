package dev.skiff;

import dev.skiff.internal.engine.Config;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.evolve.Evolution;
import dev.skiff.internal.wire.ByteBufferInput;
import dev.skiff.internal.wire.ByteBufferOutput;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A configured serializer that turns object graphs into Skiff bytes and back.
 *
 * <p>Build one with {@link #builder()}, keep it, and share it: a {@code Skiff} is immutable and
 * thread-safe. Each thread that uses it gets its own pooled write and read context (buffer,
 * reference table, class-name table), which is reused call after call, so serializing a warm object
 * allocates little more than the returned {@code byte[]}.
 *
 * <pre>{@code
 * Skiff skiff = Skiff.builder().register(Order.class).register(Line.class).build();
 * byte[] bytes = skiff.serialize(order);
 * Order back = skiff.deserialize(bytes, Order.class);
 * }</pre>
 *
 * <p>Writer and reader must be configured alike: same registrations in the same order, same {@link
 * Builder#trackReferences(boolean)}. The first byte of every message records the format version and
 * the reference flag, and a reader configured differently fails with a {@link
 * MalformedInputException} instead of misreading.
 */
public final class Skiff {
  private final Config config;
  private final TypeRegistry registry;
  private final ThreadLocal<WriteContext> writers;
  private final ThreadLocal<ReadContext> readers;

  private Skiff(Config config) {
    this.config = config;
    this.registry = CodecChain.registry(config);
    this.writers = ThreadLocal.withInitial(() -> new WriteContext(registry));
    this.readers = ThreadLocal.withInitial(() -> new ReadContext(registry));
  }

  /**
   * The schema that {@linkplain Builder#compatible(boolean) compatible mode} writes for {@code
   * type}, a plain class or record: its fields' identities, wire kinds and declared types, in the
   * canonical form messages carry. Save it with a release (a resource file, say) and check later
   * versions of the class against it with {@link #incompatibilities}.
   *
   * @throws IllegalArgumentException if {@code type} is an enum, an interface, abstract, an array
   *     or a JDK class
   */
  public byte[] schemaOf(Class<?> type) {
    return Evolution.schemaBytes(type, registry);
  }

  /**
   * Why data written in compatible mode with {@code writtenSchema} (from {@link #schemaOf}, maybe
   * by an older version of the class) cannot be read into {@code type} as it is now; an empty list
   * when every value can. Decided from the schemas alone: a check for your own build, before any
   * data exists. Fields the class dropped are skipped on read and fields it gained take their
   * defaults, so neither is a problem; a declared type that changed is one unless every value of
   * the old type fits the new one (see {@code docs/evolution.md}).
   *
   * @throws MalformedInputException if {@code writtenSchema} is not a schema
   */
  public List<String> incompatibilities(byte[] writtenSchema, Class<?> type) {
    return Evolution.incompatibilities(writtenSchema, type, registry);
  }

  /** Starts a builder with the safe defaults: registration required, references not tracked. */
  public static Builder builder() {
    return new Builder();
  }

  /** Serializes {@code value} (which may be {@code null}) into a new byte array. */
  public byte[] serialize(@Nullable Object value) {
    WriteContext ctx = acquireWriter();
    try {
      ctx.writeMessage(value);
    } catch (Throwable t) {
      releaseWriter(ctx);
      throw t;
    }
    return ctx.finishMessage();
  }

  /** One message read by {@code ctx} from exactly {@code bytes[off, off + len)}. */
  static @Nullable Object fromBytes(ReadContext ctx, byte[] bytes, int off, int len) {
    ctx.beginMessage(bytes, off, len);
    Object value = ctx.readRoot();
    ctx.endMessage(true);
    return value;
  }

  /** One message read by {@code ctx} from {@code in} (see {@link #deserialize(InputStream)}). */
  static @Nullable Object fromStream(ReadContext ctx, InputStream in) {
    ctx.beginMessage(in);
    Object value = ctx.readRoot();
    ctx.endMessage(false);
    return value;
  }

  /**
   * Serializes {@code value} to {@code out} through a bounded internal buffer, and flushes it. The
   * stream is not closed.
   */
  public void serialize(@Nullable Object value, OutputStream out) {
    Objects.requireNonNull(out, "out");
    WriteContext ctx = acquireWriter();
    try {
      ctx.writeMessage(value, out);
    } finally {
      releaseWriter(ctx);
    }
  }

  /** Reads one value from {@code bytes}, which must hold exactly one message. */
  public @Nullable Object deserialize(byte[] bytes) {
    return deserialize(bytes, 0, bytes.length);
  }

  /**
   * Reads one value from {@code bytes[off, off + len)}, which must hold exactly one message.
   *
   * @throws IndexOutOfBoundsException if the range is not inside {@code bytes}
   */
  public @Nullable Object deserialize(byte[] bytes, int off, int len) {
    Objects.checkFromIndexSize(off, len, bytes.length);
    ReadContext ctx = acquireReader();
    try {
      return fromBytes(ctx, bytes, off, len);
    } finally {
      releaseReader(ctx);
    }
  }

  /**
   * Reads one value from {@code bytes} and checks that it is a {@code type} (or {@code null}).
   *
   * @throws MalformedInputException if the message holds a value of another type
   */
  public <T> @Nullable T deserialize(byte[] bytes, Class<T> type) {
    Objects.requireNonNull(type, "type");
    Object value = deserialize(bytes);
    return cast(value, type);
  }

  /**
   * Reads one message from {@code in}. When the stream supports {@link InputStream#mark(int)},
   * exactly the bytes of the message are consumed; otherwise the bounded internal buffer may have
   * read ahead past its end. The stream is not closed.
   */
  public @Nullable Object deserialize(InputStream in) {
    Objects.requireNonNull(in, "in");
    ReadContext ctx = acquireReader();
    try {
      return fromStream(ctx, in);
    } finally {
      releaseReader(ctx);
    }
  }

  /** Reads one message from {@code in} and checks that it is a {@code type} (or {@code null}). */
  public <T> @Nullable T deserialize(InputStream in, Class<T> type) {
    Objects.requireNonNull(type, "type");
    return cast(deserialize(in), type);
  }

  /**
   * Serializes {@code value} into {@code buffer} (heap or direct) at its position, and advances the
   * position past the message.
   *
   * @throws java.nio.BufferOverflowException if the message does not fit in the remaining bytes;
   *     the position is then unchanged, but the bytes after it may have been overwritten
   * @throws java.nio.ReadOnlyBufferException if the buffer is read-only
   */
  public void serialize(Object value, ByteBuffer buffer) {
    Objects.requireNonNull(buffer, "buffer");
    if (buffer.isReadOnly()) {
      throw new java.nio.ReadOnlyBufferException();
    }
    ByteBuffer target = buffer.duplicate();
    serialize(value, new ByteBufferOutput(target));
    buffer.position(target.position());
  }

  /**
   * Reads one message from {@code buffer} (heap, direct or read-only) at its position, and advances
   * the position just past it; bytes after the message are left alone. On failure the position is
   * unchanged.
   */
  public @Nullable Object deserialize(ByteBuffer buffer) {
    Objects.requireNonNull(buffer, "buffer");
    if (buffer.hasArray()) {
      ReadContext ctx = acquireReader();
      try {
        ctx.beginMessage(
            buffer.array(), buffer.arrayOffset() + buffer.position(), buffer.remaining());
        Object value = ctx.readRoot();
        ctx.endMessage(false);
        buffer.position(buffer.position() + (int) ctx.offset());
        return value;
      } finally {
        releaseReader(ctx);
      }
    }
    ByteBuffer source = buffer.duplicate();
    Object value = deserialize(new ByteBufferInput(source));
    buffer.position(source.position());
    return value;
  }

  /** Reads one message from {@code buffer} and checks that it is a {@code type} (or null). */
  public <T> @Nullable T deserialize(ByteBuffer buffer, Class<T> type) {
    Objects.requireNonNull(type, "type");
    int start = buffer.position();
    try {
      return cast(deserialize(buffer), type);
    } catch (MalformedInputException e) {
      buffer.position(start);
      throw e;
    }
  }

  /**
   * A writer of a stream of many values to {@code out}, to be read by {@link #reader(InputStream)}
   * of a {@code Skiff} configured alike. Closing the writer closes {@code out}.
   */
  public SkiffWriter writer(OutputStream out) {
    Objects.requireNonNull(out, "out");
    return new SkiffWriter(registry, out);
  }

  /**
   * A writer of a stream of many values into {@code buffer} at its position, which advances as the
   * writer's internal buffer drains (on {@link SkiffWriter#flush()} and {@link
   * SkiffWriter#close()}); a write past the limit fails with {@code BufferOverflowException}.
   */
  public SkiffWriter writer(ByteBuffer buffer) {
    Objects.requireNonNull(buffer, "buffer");
    return new SkiffWriter(registry, new ByteBufferOutput(buffer));
  }

  /**
   * A reader of a stream of values written by {@link #writer(OutputStream)}. Closing the reader
   * closes {@code in}.
   */
  public SkiffReader reader(InputStream in) {
    Objects.requireNonNull(in, "in");
    return new SkiffReader(registry, in);
  }

  /**
   * A reader of a stream of values held in {@code buffer} from its position; once the reader has
   * seen the end marker, the position is just past it.
   */
  public SkiffReader reader(ByteBuffer buffer) {
    Objects.requireNonNull(buffer, "buffer");
    return new SkiffReader(registry, new ByteBufferInput(buffer));
  }

  /**
   * A session: a handle for one thread at a time that serializes and deserializes like this {@code
   * Skiff}, with contexts of its own instead of the per-thread pooled ones. A caller that keeps one
   * per thread (a Spark serializer instance, a Kafka serializer, a cache client's codec on one
   * connection) skips the thread-local lookup of every call. Not thread-safe; cheap to create.
   */
  public SkiffSession session() {
    return new SkiffSession(this, registry);
  }

  static <T> @Nullable T cast(@Nullable Object value, Class<T> type) {
    Class<?> boxed = TypeRegistry.boxed(type);
    if (value != null && !boxed.isInstance(value)) {
      throw new MalformedInputException(
          "expected a " + type.getName() + " but the message holds a " + value.getClass().getName(),
          0);
    }
    @SuppressWarnings("unchecked")
    T result = (T) value;
    return result;
  }

  /**
   * The classes seen so far whose codec runs interpreted although code generation is on, each with
   * the reason (for example a package its module does not open to Skiff). Empty when every class
   * got a generated codec; classes not yet used are not listed.
   */
  public java.util.Map<Class<?>, String> interpretedClasses() {
    return registry.interpretedClasses();
  }

  /**
   * The classes seen so far whose codec was written at build time by {@code skiff-processor} (see
   * {@link Generate}): for them no class was generated at run time. A class whose build-time codec
   * did not fit (compiled against another version of the class) is not listed; Skiff logs why at
   * warning level and uses a run-time codec.
   */
  public java.util.Set<Class<?>> buildTimeClasses() {
    return registry.buildTimeClasses();
  }

  /** Whether this instance preserves shared and cyclic references. */
  public boolean tracksReferences() {
    return config.trackReferences();
  }

  /**
   * Whether the calling thread's pooled contexts hold nothing of earlier messages (no reference,
   * name, depth or buffered byte). For tests: every round trip must leave them clean.
   */
  boolean pooledContextsClean() {
    WriteContext w = writers.get();
    ReadContext r = readers.get();
    return !w.inUse() && w.isClean() && !r.inUse() && r.isClean();
  }

  /** This thread's pooled writer and reader, as they are now (for tests of their replacement). */
  Object[] pooledContexts() {
    return new Object[] {writers.get(), readers.get()};
  }

  private WriteContext acquireWriter() {
    WriteContext ctx = writers.get();
    if (ctx.inUse()) {
      // Re-entrant use from inside a serializer: a fresh context keeps the outer one intact.
      ctx = new WriteContext(registry);
    }
    ctx.inUse(true);
    return ctx;
  }

  private static void releaseWriter(WriteContext ctx) {
    ctx.reset();
    ctx.inUse(false);
  }

  private ReadContext acquireReader() {
    ReadContext ctx = readers.get();
    if (ctx.inUse()) {
      ctx = new ReadContext(registry);
    }
    ctx.inUse(true);
    return ctx;
  }

  /**
   * Resets {@code ctx} after a message and frees it. A worn pooled reader is replaced here, after
   * the message rather than before the next (see {@code Wear}).
   */
  private void releaseReader(ReadContext ctx) {
    ctx.reset();
    ctx.inUse(false);
    if (ctx.worn()) {
      readers.set(ctx.successor());
    }
  }

  /** The single place where a {@link Skiff}'s behaviour is chosen. Not thread-safe. */
  public static final class Builder {
    private final BuilderSettings settings = new BuilderSettings();

    private Builder() {}

    /**
     * Registers {@code type} under the next dense id (registration order). Writer and reader must
     * register the same classes in the same order. Registering a class twice, or a class Skiff
     * already knows (such as {@code String} or {@code ArrayList}), has no effect.
     */
    public Builder register(Class<?> type) {
      settings.register(type);
      return this;
    }

    /**
     * Whether every class outside Skiff's built-in set must be registered (default {@code true}).
     * When off, an unregistered class is written by name once per message and by a small index
     * after that, and class names read from input are still checked against a deny list of known
     * gadget classes.
     */
    public Builder requireRegistration(boolean require) {
      settings.requireRegistration = require;
      return this;
    }

    /**
     * Whether shared and cyclic references come back with identity preserved (default {@code
     * false}). When off, no identity table is touched, a value reached twice is written twice, and
     * a cyclic graph fails with a {@link LimitExceededException} from the depth limit.
     */
    public Builder trackReferences(boolean track) {
      settings.trackReferences = track;
      return this;
    }

    /**
     * The deepest nesting of objects, arrays, collections and maps that is written or read (default
     * 20,000). Deeper graphs fail with a {@link LimitExceededException}, never a {@code
     * StackOverflowError}. Graphs nested deeper than a few hundred levels (a long linked list of
     * your own node class, say) are written and read on a thread of Skiff's own whose stack has
     * room for {@code maxDepth} levels, so they need no {@code -Xss}; from a stream, that works
     * while the message fits the stream buffer.
     */
    public Builder maxDepth(int maxDepth) {
      settings.maxDepth(maxDepth);
      return this;
    }

    /**
     * The largest length of any single string, array, collection or map accepted from input
     * (default: no limit beyond the bytes the input holds). Lengths are always also checked against
     * the bytes that remain before anything is allocated.
     */
    public Builder maxLength(int maxLength) {
      settings.maxLength(maxLength);
      return this;
    }

    /**
     * How much work the keys of a message's sets and maps may cause per byte of the message
     * (default 64), on top of a fixed allowance of 2^20 per message. Rebuilding a set or map calls
     * its keys' {@code hashCode}, {@code equals} or {@code compareTo}; Skiff counts, before the
     * container does the work, what those calls would visit beyond the values the message spells
     * out: values reached again through shared references (with references on) and earlier keys of
     * the same hash code. A message over its budget fails with a {@link LimitExceededException}, so
     * a small message cannot make the reader hash an exponentially large graph or a quadratic pile
     * of colliding keys. Ordinary data spends almost nothing; raise it only for data whose keys
     * legitimately share large sub-graphs.
     */
    public Builder keyWorkPerByte(int keyWorkPerByte) {
      settings.keyWorkPerByte(keyWorkPerByte);
      return this;
    }

    /**
     * The class loader that resolves class names read from input when registration is not required
     * (default: the thread's context class loader, else Skiff's own).
     */
    public Builder classLoader(ClassLoader loader) {
      settings.classLoader = loader;
      return this;
    }

    /**
     * A check on every class name a message asks this {@code Skiff} to load, before it is loaded
     * (see {@link ClassChecker}); a refused name ends the read with an {@link
     * UnregisteredClassException}. Useful with {@code requireRegistration(false)}, to allow only
     * your own packages.
     */
    public Builder classChecker(ClassChecker checker) {
      settings.classChecker = Objects.requireNonNull(checker, "checker");
      return this;
    }

    /**
     * Whether codecs for plain classes and records are generated as bytecode (default {@code
     * true}): hidden classes that are nestmates of their targets and access fields directly. When
     * off, or when generation is impossible for a class (see {@link Skiff#interpretedClasses()}), a
     * reflective interpreter writes exactly the same bytes.
     */
    public Builder codegen(boolean codegen) {
      settings.codegen = codegen;
      return this;
    }

    /**
     * Whether codecs written at build time by {@code skiff-processor} (see {@link Generate}) are
     * used where a class has one (default {@code true}), even with {@linkplain #codegen(boolean)
     * code generation} off. They write the same bytes as run-time codecs; turning them off is for
     * comparing the two. {@link Skiff#buildTimeClasses()} lists the classes that use one.
     */
    public Builder buildTimeCodecs(boolean buildTimeCodecs) {
      settings.buildTimeCodecs = buildTimeCodecs;
      return this;
    }

    /**
     * Whether user classes travel with their schemas, so that data outlives code (default {@code
     * false}). In compatible mode a reader matches fields by name ({@link Alias} for renamed ones)
     * or {@link Tag} number, fills the fields the data lacks with their defaults, skips the fields
     * it does not know (even of classes it does not have), accepts any order, widens numbers, and
     * reads enums by name. Each class's schema is written once per message (once per stream on a
     * {@link SkiffWriter}) and recognised by readers at the cost of a byte comparison, after which
     * the same code runs as in plain mode. Writer and reader must agree on this setting; the
     * message header records it. See {@code docs/evolution.md}.
     */
    public Builder compatible(boolean compatible) {
      settings.compatible = compatible;
      return this;
    }

    /**
     * In compatible mode with registration required, whether a message written into an array sends
     * the schemas of its classes ahead of its root, and a {@link SkiffWriter} stream each schema
     * once ahead of the first value that uses it (default {@code true}), so that objects carry no
     * schema references and read at plain mode's speed when the schemas are the reader's own.
     * Readers accept every form whatever this says. Skiff builds from before these forms refuse
     * such messages and streams: while readers of such a build remain, turn it off. See {@code
     * docs/evolution.md}.
     */
    public Builder schemasAhead(boolean ahead) {
      settings.schemasAhead = ahead;
      return this;
    }

    /**
     * In compatible mode, whether an enum constant this reader's enum lacks (one added by a newer
     * writer) reads as {@code null} instead of failing with a {@link MalformedInputException}
     * (default {@code false}).
     */
    public Builder readUnknownEnumConstantsAsNull(boolean asNull) {
      settings.unknownEnumsAsNull = asNull;
      return this;
    }

    /**
     * In compatible mode, a shared store of class schemas (see {@link SchemaStore}): messages then
     * carry an 8-byte fingerprint per class instead of its schema. Writer and reader must both use
     * the store.
     */
    public Builder schemaStore(SchemaStore store) {
      settings.schemaStore = Objects.requireNonNull(store, "store");
      return this;
    }

    /**
     * Uses {@code serializer} for values of exactly {@code type} (not its subclasses), ahead of
     * Skiff's built-in serializers. The class still needs registration when registration is
     * required. See {@link Serializer}.
     */
    public <T> Builder addSerializer(Class<T> type, Serializer<T> serializer) {
      settings.addSerializer(type, serializer);
      return this;
    }

    /**
     * Adds a factory to the serializer chain. Factories are asked in the order they were added,
     * before Skiff's built-in serializers; the first non-null answer wins.
     */
    public Builder addSerializerFactory(Serializer.Factory factory) {
      settings.addSerializerFactory(factory);
      return this;
    }

    /** Builds an immutable, thread-safe {@link Skiff}. */
    public Skiff build() {
      return new Skiff(settings.config());
    }
  }
}
