package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.SerialAccess;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.jspecify.annotations.Nullable;

/**
 * The codec for user subclasses of {@link BigDecimal} and {@link BigInteger} (a {@code Money
 * extends BigDecimal}), through public API only: the superclass's value as {@link BigNumberCodec}
 * writes it, then the subclass's own fields (section 8 of the spec, stopping at the JDK class).
 *
 * <p>An instance is rebuilt by running {@code BigDecimal(BigInteger, int)} (or {@code
 * BigInteger(byte[])}) on a new instance of the subclass, as JDK deserialization runs a
 * superclass's constructor; none of the subclass's constructors runs. Nothing of {@code java.math}
 * has to be opened.
 */
final class BigNumberSubclassCodec extends Codec<Object> {
  private final Class<?> type;
  private final boolean decimal;
  private final FieldLayout extra;
  private final Constructor<?> ctor;

  private BigNumberSubclassCodec(Class<?> type, boolean decimal) {
    this.type = type;
    this.decimal = decimal;
    this.extra = FieldLayout.of(type, decimal ? BigDecimal.class : BigInteger.class, true);
    try {
      Constructor<?> base =
          decimal
              ? BigDecimal.class.getConstructor(BigInteger.class, int.class)
              : BigInteger.class.getConstructor(byte[].class);
      Constructor<?> c = SerialAccess.newConstructorForSerialization(type, base);
      if (c == null) {
        throw new SkiffException("cannot instantiate " + type.getName());
      }
      c.setAccessible(true);
      this.ctor = c;
    } catch (NoSuchMethodException e) {
      throw new SkiffException("cannot instantiate " + type.getName(), e);
    }
  }

  /** A codec for {@code type} if it is a user subclass of a big number class, else null. */
  static @Nullable Codec<?> forClass(Class<?> type) {
    if (type == BigDecimal.class || type == BigInteger.class) {
      return null;
    }
    if (BigDecimal.class.isAssignableFrom(type)) {
      return new BigNumberSubclassCodec(type, true);
    }
    if (BigInteger.class.isAssignableFrom(type)) {
      return new BigNumberSubclassCodec(type, false);
    }
    return null;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    if (decimal) {
      BigDecimal d = (BigDecimal) v;
      ctx.writeVarInt(d.scale());
      BigNumberCodec.writeInteger(ctx, d.unscaledValue());
    } else {
      BigNumberCodec.writeInteger(ctx, (BigInteger) v);
    }
    extra.write(ctx, v);
  }

  @Override
  public Object read(ReadContext ctx) {
    Object v;
    try {
      if (decimal) {
        int scale = ctx.readVarInt();
        v = ctor.newInstance(BigNumberCodec.readInteger(ctx), scale);
      } else {
        v = ctor.newInstance((Object) BigNumberCodec.readInteger(ctx).toByteArray());
      }
    } catch (InvocationTargetException e) {
      throw new SkiffException("the constructor of " + type.getName() + " failed", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new SkiffException("cannot instantiate " + type.getName(), e);
    }
    ctx.reference(v);
    extra.read(ctx, v);
    return v;
  }
}
