package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeInfo;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec for {@code Class} objects: a kind byte, {@code 0} followed by the class tag of the
 * class (its user or built-in id, an {@code ARRAY} tag, or the name table, exactly as a value's
 * class is named), or {@code 1}-{@code 9} for the primitive classes {@code boolean}, {@code byte},
 * {@code char}, {@code short}, {@code int}, {@code long}, {@code float}, {@code double} and {@code
 * void}.
 *
 * <p>A class object is subject to the same rules as an instance of the class: registered and
 * built-in classes travel by id; any other class only when registration is not required (and its
 * name then passes the deny list on read), except JDK interfaces and abstract classes, which may
 * always be named. Classes that cannot be named on the wire (hidden classes, lambdas, proxies, enum
 * constant bodies, JDK classes without a codec) fail with a {@link SkiffException}. Class objects
 * are canonical, so they are not reference-tracked.
 */
final class ClassCodec extends Codec<Class<?>> {
  private static final Class<?>[] PRIMITIVES = {
    boolean.class,
    byte.class,
    char.class,
    short.class,
    int.class,
    long.class,
    float.class,
    double.class,
    void.class
  };

  @Override
  public void write(WriteContext ctx, Class<?> c) {
    if (c.isPrimitive()) {
      for (int i = 0; i < PRIMITIVES.length; i++) {
        if (PRIMITIVES[i] == c) {
          ctx.writeByte(i + 1);
          return;
        }
      }
    }
    if (c.isHidden() || java.lang.reflect.Proxy.isProxyClass(c)) {
      throw new SkiffException("the class " + c.getName() + " is hidden or a proxy: no wire name");
    }
    TypeInfo info = ctx.registry().info(c);
    if (info.type() != c) {
      throw new SkiffException("the class " + c.getName() + " has no wire name of its own");
    }
    ctx.writeByte(0);
    ctx.writeClassTag(info);
  }

  @Override
  public Class<?> read(ReadContext ctx) {
    long at = ctx.offset();
    int kind = ctx.readUnsignedByte();
    if (kind == 0) {
      long tagAt = ctx.offset();
      return ctx.classTag(ctx.readVarUInt(), tagAt).type();
    }
    if (kind > PRIMITIVES.length) {
      throw new dev.skiff.MalformedInputException("invalid class kind " + kind, at);
    }
    return PRIMITIVES[kind - 1];
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
