package dev.skiff.internal.jdkser;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;

/**
 * The codec for dynamic proxies ({@code java.lang.reflect.Proxy} instances), which travel under the
 * built-in tag of {@code Proxy}: the number of interfaces as a var-int, the class tag of each
 * interface in the proxy class's order, then the invocation handler as a tagged value in a slot
 * declared {@code InvocationHandler}.
 *
 * <p>Interfaces are named like any class: a user interface must be registered when registration is
 * required, JDK interfaces never need to be. The handler is an ordinary value, written by its own
 * codec (so its class must be registered, or allowed by name). The reader checks that every tag
 * names an interface and creates the proxy with {@code Proxy.newProxyInstance} in the configured
 * class loader (else the thread's context class loader, else Skiff's own); the result is checked
 * against the declared type after it is built (see {@code Codec#substitutes}). A proxy is
 * registered for back-references once built, so a handler that refers back to its own proxy cannot
 * be restored.
 */
final class ProxyCodec extends Codec<Object> {
  private static final int MAX_INTERFACES = 65_535;

  private final Slot handlerSlot = new Slot(InvocationHandler.class, null);

  @Override
  public void write(WriteContext ctx, Object value) {
    Class<?>[] interfaces = value.getClass().getInterfaces();
    ctx.writeVarUInt(interfaces.length);
    for (Class<?> i : interfaces) {
      ctx.writeClassTag(ctx.registry().info(i));
    }
    ctx.writeAny(Proxy.getInvocationHandler(value), handlerSlot);
  }

  @Override
  public Object read(ReadContext ctx) {
    long at = ctx.offset();
    int n = ctx.readLength(1);
    if (n > MAX_INTERFACES) {
      throw new MalformedInputException("a proxy with " + n + " interfaces", at);
    }
    Class<?>[] interfaces = new Class<?>[n];
    for (int i = 0; i < n; i++) {
      long tagAt = ctx.offset();
      Class<?> c = ctx.classTag(ctx.readVarUInt(), tagAt).type();
      if (!c.isInterface()) {
        throw new MalformedInputException("a proxy of the class " + c.getName(), tagAt);
      }
      interfaces[i] = c;
    }
    long handlerAt = ctx.offset();
    InvocationHandler handler = (InvocationHandler) ctx.readAny(handlerSlot);
    if (handler == null) {
      throw new MalformedInputException("a proxy without an invocation handler", handlerAt);
    }
    try {
      return Proxy.newProxyInstance(loader(ctx), interfaces, handler);
    } catch (IllegalArgumentException e) {
      throw new MalformedInputException("cannot create the proxy: " + e.getMessage(), at, e);
    }
  }

  private static ClassLoader loader(ReadContext ctx) {
    ClassLoader configured = ctx.registry().config().classLoader();
    if (configured != null) {
      return configured;
    }
    ClassLoader tccl = Thread.currentThread().getContextClassLoader();
    return tccl != null ? tccl : ProxyCodec.class.getClassLoader();
  }

  @Override
  public boolean substitutes() {
    return true;
  }
}
