package dev.skiff.internal.jdkser;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.SerialAccess;
import java.io.IOException;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code Serializable} classes that customize JDK serialization: with a private
 * {@code writeObject}, {@code readObject} or {@code readObjectNoData} somewhere in their
 * serializable hierarchy, or with {@code writeReplace}/{@code readResolve}. The class's own methods
 * run against a Skiff-backed {@link HookObjectOutput}/{@link HookObjectInput}, so the invariants a
 * {@code readObject} checks still hold.
 *
 * <h2>Encoding</h2>
 *
 * <pre>
 * body  = form:u8 (see {@link SerialReplace})
 *         [form 1: slices:varuint, then one slice per serializable class, superclass first]
 * slice = item* END
 * item  = FIELDS(1) serial-fields        (defaultWriteObject or writeFields; see {@link SerialSlice})
 *       | BLOCK(2) length:varuint bytes  (primitive data, big-endian DataOutput form)
 *       | OBJECT(3) tagged value         (writeObject / writeUnshared)
 * END   = 0
 * </pre>
 *
 * A class without {@code writeObject} writes one {@code FIELDS} item (its default fields). A class
 * without {@code readObject} reads its default fields; the data a hook leaves unread is skipped. If
 * the writer had fewer serializable classes than the reader (a superclass was added), the reader's
 * topmost extra classes get their {@code readObjectNoData} (or keep default fields).
 *
 * <h2>Instances and references</h2>
 *
 * Instances are allocated as JDK serialization does ({@code ReflectionFactory
 * .newConstructorForSerialization}: only the no-arg constructor of the first non-serializable
 * superclass runs) and registered for back-references before any data is read. After the data,
 * {@code readResolve} runs and its result takes the object's reference id; back-references read
 * before that point (from inside the object) keep pointing to the unresolved instance, as in JDK
 * serialization. Non-transient state of JDK superclasses cannot be reached and is refused.
 */
final class SerialHooksCodec extends Codec<Object> {
  private final Class<?> type;
  private final SerialSlice[] slices;
  private final SerialReplace replace;
  private final Constructor<?> ctor;
  private final Slot objectSlot = Slot.object();

  private SerialHooksCodec(Class<?> type, SerialSlice[] slices, SerialReplace replace) {
    this.type = type;
    this.slices = slices;
    this.replace = replace;
    Constructor<?> c = SerialAccess.newConstructorForSerialization(type);
    if (c == null) {
      throw new SkiffException(
          "cannot instantiate "
              + type.getName()
              + ": its first non-serializable superclass has no accessible no-arg constructor");
    }
    try {
      c.setAccessible(true);
    } catch (RuntimeException e) {
      throw FieldAccess.inaccessible(type, e);
    }
    this.ctor = c;
  }

  /**
   * The codec for {@code type} if it is a user class that customizes JDK serialization (an {@link
   * ExternalizableCodec} for {@code Externalizable} classes), else null.
   */
  static @Nullable Codec<?> forClass(Class<?> type) {
    if (!Serializable.class.isAssignableFrom(type) || isJdk(type)) {
      return null;
    }
    if (java.io.Externalizable.class.isAssignableFrom(type)) {
      return new ExternalizableCodec(type);
    }
    if (!mayHaveHooks(type)) {
      return null;
    }
    SerialReplace replace = new SerialReplace(type);
    List<SerialSlice> chain = new ArrayList<>();
    boolean hooks = false;
    for (Class<?> c = type;
        c != null && Serializable.class.isAssignableFrom(c);
        c = c.getSuperclass()) {
      SerialSlice s = new SerialSlice(c);
      if (isJdk(c)) {
        if (s.hasHooks() || s.names.length > 0) {
          throw new SkiffException(
              type.getName()
                  + " extends the serializable JDK class "
                  + c.getName()
                  + ", whose state Skiff cannot reach without --add-opens; it is not supported");
        }
        continue;
      }
      hooks |= s.hasHooks();
      chain.add(0, s);
    }
    if (!hooks && !replace.any()) {
      return null;
    }
    return new SerialHooksCodec(type, chain.toArray(new SerialSlice[0]), replace);
  }

  /** The names of the methods JDK serialization calls on a class. */
  private static final Set<String> HOOKS =
      Set.of("writeObject", "readObject", "readObjectNoData", "writeReplace", "readResolve");

  /**
   * Whether {@code type} may need JDK serialization semantics: some class of its hierarchy declares
   * a method of a hook's name, or a serializable JDK class is among its superclasses. When not, the
   * costly {@code ObjectStreamClass} lookup is skipped (half of a new class's first use); when so,
   * that lookup decides, with the JDK's own rules.
   */
  private static boolean mayHaveHooks(Class<?> type) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      if (isJdk(c) && Serializable.class.isAssignableFrom(c)) {
        return true;
      }
      for (Method m : c.getDeclaredMethods()) {
        if (HOOKS.contains(m.getName())) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean isJdk(Class<?> c) {
    String n = c.getName();
    return c.getClassLoader() == null
        || n.startsWith("java.")
        || n.startsWith("javax.")
        || n.startsWith("jdk.")
        || n.startsWith("sun.");
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
    ctx.writeVarUInt(slices.length);
    HookObjectOutput out;
    try {
      out = new HookObjectOutput(ctx, objectSlot);
    } catch (IOException e) {
      throw new SkiffException("cannot create the serialization stream", e);
    }
    for (SerialSlice s : slices) {
      out.begin(s, v);
      try {
        if (s.writeObject != null) {
          s.writeObject.invokeExact(v, (java.io.ObjectOutputStream) out);
        } else {
          out.defaultWriteObject();
        }
        out.end();
      } catch (SkiffException e) {
        out.abandon();
        throw e;
      } catch (Error e) {
        out.abandon();
        throw e;
      } catch (Throwable e) {
        out.abandon();
        throw new SkiffException(
            "writeObject of " + s.type.getName() + " failed while writing a " + type.getName(), e);
      }
    }
  }

  @Override
  public @Nullable Object read(ReadContext ctx) {
    Object form = replace.readForm(ctx);
    if (form != replace) {
      return form;
    }
    long at = ctx.offset();
    int n = ctx.readVarUInt();
    if (n < 0 || n > slices.length) {
      throw new MalformedInputException(
          n + " serializable classes for " + type.getName() + ", which has " + slices.length, at);
    }
    Object obj = FieldAccess.newInstance(ctor);
    ctx.reference(obj);
    HookObjectInput in;
    try {
      in = new HookObjectInput(ctx, objectSlot);
    } catch (IOException e) {
      throw new SkiffException("cannot create the serialization stream", e);
    }
    int missing = slices.length - n;
    for (int i = 0; i < slices.length; i++) {
      SerialSlice s = slices[i];
      try {
        if (i < missing) {
          if (s.readObjectNoData != null) {
            s.readObjectNoData.invokeExact(obj);
          }
          continue;
        }
        in.begin(s, obj);
        if (s.readObject != null) {
          s.readObject.invokeExact(obj, (java.io.ObjectInputStream) in);
        } else {
          in.defaultReadObject();
        }
        in.end();
      } catch (Throwable e) {
        in.abandon();
        throw readFailure(ctx, s, e);
      }
    }
    try {
      in.validate();
    } catch (IOException e) {
      throw new MalformedInputException(
          "validation of a " + type.getName() + " failed: " + e, ctx.offset(), e);
    }
    return replace.resolve(ctx, obj);
  }

  private RuntimeException readFailure(ReadContext ctx, SerialSlice s, Throwable e) {
    if (e instanceof SkiffException skiffException) {
      return skiffException;
    }
    if (e instanceof Error error) {
      throw error;
    }
    return new MalformedInputException(
        "readObject of " + s.type.getName() + " rejected its data: " + e, ctx.offset(), e);
  }
}
