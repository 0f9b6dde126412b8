package dev.skiff.internal.evolve;

import dev.skiff.SchemaStore;
import dev.skiff.internal.engine.CodecHooks;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The compatible-mode hooks of a plain class or record: a schema reference ({@link SchemaRefs})
 * before the fields, which are written exactly as the plain-mode codec over the class's compatible
 * layout writes them. The generated codec of the class calls these hooks itself.
 *
 * <h2>Zero cost when schemas match</h2>
 *
 * A reader recognises its own class's schema by comparing the block's bytes with its own, once per
 * message (after that the schema table answers), and then reads the fields with the very same code
 * as the writer, generated when code generation is on. Only a different schema takes the {@link
 * ReadPlan} path, planned once per (writer schema, reader class) and cached here, for at most
 * {@value #MAX_KNOWN} schemas (more are planned again each time they are met, never stored, so
 * hostile messages cannot grow memory). With code generation on, each kept plan gets a generated
 * codec, unless the class has a build-time codec; plans that are not kept are never generated.
 */
final class SchemaHooks implements CodecHooks, SchemaRefs.Known {
  static final int MAX_KNOWN = 32;

  private final Schema own;
  private final Target target;
  private final @Nullable SchemaStore store;
  private final TypeRegistry registry;
  private volatile Plan[] known = new Plan[0];

  /** This class's schema id as a bit of {@code WriteContext.noteAhead}: 0 past id 63. */
  private final long bit;

  private record Plan(Schema schema, ReadPlan plan) {}

  SchemaHooks(Target target, TypeRegistry registry) {
    this.target = target;
    this.own = Schema.of(target.type, target.layout, registry);
    this.store = registry.config().schemaStore();
    this.registry = registry;
    this.bit = own.id < 64 ? 1L << own.id : 0;
    registry.schemaPart(target.type, this);
    SchemasAhead.register(
        registry,
        target.type,
        own.id,
        own.inlineFrame,
        SchemaRefs.STORED,
        own.fingerprint,
        own.block,
        store);
  }

  /** The schema this class's writer sends. */
  Schema schema() {
    return own;
  }

  @Override
  public void beforeWrite(WriteContext ctx, Object value) {
    if (ctx.ahead) {
      ctx.noteAhead(bit, own.id);
    } else {
      SchemaRefs.write(ctx, own, store);
    }
  }

  @Override
  public void afterWrite(WriteContext ctx, Object value) {}

  @Override
  public Object beforeRead(ReadContext ctx) {
    if (ctx.allOwn) {
      return CONTINUE;
    }
    if (ctx.ahead) {
      return ahead(ctx);
    }
    // The usual cases first, in few nodes so that this method stays cheap to inline into generated
    // codecs (see ReadTables.consumeIfSchemaIndex): this class's own schema already in the table,
    // then new in the message, inline or by fingerprint.
    if (ctx.consumeIfSchemaIndex(SchemaRefs.FIRST_INDEX, own)) {
      return CONTINUE;
    }
    if (store == null
        ? ctx.consumeIfBuffered(own.inlineFrame)
        : ctx.consumeIfCodeAndLong(SchemaRefs.STORED, own.fingerprint)) {
      ctx.addSchema(own);
      return CONTINUE;
    }
    return other(ctx);
  }

  /** {@link #beforeRead} in a message whose schemas, not all their classes' own, come first. */
  private Object ahead(ReadContext ctx) {
    long at = ctx.offset();
    Object s = ctx.aheadSchema(target.type);
    if (s == own) {
      return CONTINUE;
    }
    if (s instanceof Schema schema) {
      return plan(schema, at).read(ctx);
    }
    throw SchemasAhead.unreadable(s, target.type, "its fields", at);
  }

  /** {@link #beforeRead} past the usual cases: a schema sent another way or of another version. */
  private Object other(ReadContext ctx) {
    long at = ctx.offset();
    int code = ctx.readShortVarUInt();
    // This class's own schema at an index past the one-byte codes.
    if (ctx.schemaIs(code - SchemaRefs.FIRST_INDEX, own)) {
      return CONTINUE;
    }
    // This class's own fingerprint, to a reader without a schema store.
    if (code == SchemaRefs.STORED && ctx.consumeIfLong(own.fingerprint)) {
      ctx.addSchema(own);
      return CONTINUE;
    }
    Schema s = SchemaRefs.readClass(ctx, code, at, this, target.type);
    if (s == own) {
      return CONTINUE;
    }
    return plan(s, at).read(ctx);
  }

  @Override
  public void afterRead(ReadContext ctx, Object value) {}

  private ReadPlan plan(Schema s, long at) {
    for (Plan p : known) {
      if (p.schema == s || Arrays.equals(p.schema.block, s.block)) {
        return p.plan;
      }
    }
    ReadPlan plan = new ReadPlan(s, target, own, at);
    Plan[] k = known;
    if (k.length < MAX_KNOWN) {
      // Once per kept plan, so hostile messages cannot make classes without end; never for a
      // class with a build-time codec, where Skiff defines no class at run time.
      if (registry.config().codegen() && !registry.buildTimeClasses().contains(target.type)) {
        plan.compile();
      }
      Plan[] grown = Arrays.copyOf(k, k.length + 1);
      grown[k.length] = new Plan(s, plan);
      known = grown;
    }
    return plan;
  }

  @Override
  public @Nullable Object byBlock(ReadContext ctx, int length) {
    if (own.block.length == length && ctx.consumeIfEquals(own.block)) {
      return own;
    }
    for (Plan p : known) {
      if (p.schema.block.length == length && ctx.consumeIfEquals(p.schema.block)) {
        return p.schema;
      }
    }
    return null;
  }

  @Override
  public @Nullable Object byBlock(byte[] b, int off, int length) {
    if (SchemasAhead.sameBlock(own.block, b, off, length)) {
      return own;
    }
    for (Plan p : known) {
      if (SchemasAhead.sameBlock(p.schema.block, b, off, length)) {
        return p.schema;
      }
    }
    return null;
  }

  @Override
  public Object own() {
    return own;
  }

  @Override
  public @Nullable Object byFingerprint(long fingerprint) {
    if (own.fingerprint == fingerprint) {
      return own;
    }
    for (Plan p : known) {
      if (p.schema.fingerprint == fingerprint) {
        return p.schema;
      }
    }
    return null;
  }
}
