package dev.skiff.internal.jdkser;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.SerialAccess;
import java.io.Externalizable;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code Externalizable} classes: the class's {@code writeExternal} and {@code
 * readExternal} run against a Skiff-backed {@link HookObjectOutput}/{@link HookObjectInput}, and
 * instances are made with the public no-arg constructor, as JDK serialization requires.
 *
 * <h2>Encoding</h2>
 *
 * <pre>
 * body = form:u8 (see {@link SerialReplace}) [form 1: item* END]
 * </pre>
 *
 * with the items of {@link SerialHooksCodec} ({@code BLOCK} and {@code OBJECT} only: {@code
 * defaultWriteObject} and {@code putFields} are not available to external data). The instance is
 * registered for back-references before {@code readExternal} runs; {@code readResolve} then
 * replaces it, as for {@link SerialHooksCodec}.
 */
final class ExternalizableCodec extends Codec<Object> {
  private final Class<?> type;
  private final SerialReplace replace;
  private final Constructor<?> ctor;
  private final Slot objectSlot = Slot.object();

  ExternalizableCodec(Class<?> type) {
    this.type = type;
    this.replace = new SerialReplace(type);
    Constructor<?> c = SerialAccess.newConstructorForExternalization(type);
    if (c == null || !Modifier.isPublic(type.getModifiers())) {
      throw new SkiffException(
          "the Externalizable class " + type.getName() + " needs a public no-arg constructor");
    }
    try {
      c.setAccessible(true);
    } catch (RuntimeException e) {
      throw FieldAccess.inaccessible(type, e);
    }
    this.ctor = c;
  }

  @Override
  public boolean substitutes() {
    return replace.any();
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    Object v = replace.writeForm(ctx, value);
    if (v == null) {
      return;
    }
    HookObjectOutput out = null;
    try {
      out = new HookObjectOutput(ctx, objectSlot);
      out.begin(null, v);
      ((Externalizable) v).writeExternal(out);
      out.end();
    } catch (IOException e) {
      if (out != null) {
        out.abandon();
      }
      throw new SkiffException("writeExternal of " + type.getName() + " failed", e);
    } catch (RuntimeException | Error e) {
      if (out != null) {
        out.abandon();
      }
      throw e;
    }
  }

  @Override
  public @Nullable Object read(ReadContext ctx) {
    Object form = replace.readForm(ctx);
    if (form != replace) {
      return form;
    }
    Object obj = FieldAccess.newInstance(ctor);
    ctx.reference(obj);
    HookObjectInput in = null;
    try {
      in = new HookObjectInput(ctx, objectSlot);
      in.begin(null, obj);
      ((Externalizable) obj).readExternal(in);
      in.end();
      in.validate();
    } catch (SkiffException | Error e) {
      if (in != null) {
        in.abandon();
      }
      throw e;
    } catch (IOException | ClassNotFoundException | RuntimeException e) {
      if (in != null) {
        in.abandon();
      }
      throw new MalformedInputException(
          "readExternal of " + type.getName() + " rejected its data: " + e, ctx.offset(), e);
    }
    return replace.resolve(ctx, obj);
  }
}
