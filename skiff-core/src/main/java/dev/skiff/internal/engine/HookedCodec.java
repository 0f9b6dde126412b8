package dev.skiff.internal.engine;

import org.jspecify.annotations.Nullable;

/**
 * An interpreted codec with its {@link CodecHooks}: what a generated codec does inline, for classes
 * whose codec runs interpreted (code generation off or impossible). Same bytes either way.
 */
public final class HookedCodec extends Codec<Object> {
  private final CodecHooks hooks;
  private final Codec<Object> inner;

  @SuppressWarnings("unchecked")
  public HookedCodec(CodecHooks hooks, Codec<?> inner) {
    this.hooks = hooks;
    this.inner = (Codec<Object>) inner;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    hooks.beforeWrite(ctx, value);
    inner.write(ctx, value);
    hooks.afterWrite(ctx, value);
  }

  @Override
  public @Nullable Object read(ReadContext ctx) {
    Object r = hooks.beforeRead(ctx);
    if (r != CodecHooks.CONTINUE) {
      return r;
    }
    Object v = inner.read(ctx);
    if (v != null) {
      hooks.afterRead(ctx, v);
    }
    return v;
  }
}
