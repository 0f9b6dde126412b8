package dev.skiff.internal.jdkser;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.TypeInfo;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.SerialAccess;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import org.jspecify.annotations.Nullable;

/**
 * The {@code writeReplace}/{@code readResolve} protocol shared by {@link SerialHooksCodec} and
 * {@link ExternalizableCodec}, and the first byte of their bodies (the <em>form</em>).
 *
 * <h2>Form byte</h2>
 *
 * <ul>
 *   <li>{@code 0}: {@code writeReplace} returned {@code null}; the value reads as {@code null}.
 *   <li>{@code 1}: the object's own data follows (it was not replaced, or was replaced by another
 *       object of its own class, whose data is written).
 *   <li>{@code 2}: replaced by an object of another class: its class tag, then its body as that
 *       class's codec writes it. The replacement is <em>not</em> entered in the reference table on
 *       its own: it shares the original's reference id, exactly as JDK serialization maps an
 *       original to its replacement's handle, so a back-reference to the original (also one from
 *       inside the replacement) reads as the replacement (after its own {@code readResolve}, if it
 *       completed). The same replacement object reachable on another path is written again.
 * </ul>
 */
final class SerialReplace {
  static final int NULL = 0;
  static final int DATA = 1;
  static final int REPLACED = 2;

  final Class<?> type;
  final @Nullable MethodHandle writeReplace;
  final @Nullable MethodHandle readResolve;

  SerialReplace(Class<?> type) {
    this.type = type;
    MethodType t = MethodType.methodType(Object.class, Object.class);
    MethodHandle w = SerialAccess.writeReplaceForSerialization(type);
    MethodHandle r = SerialAccess.readResolveForSerialization(type);
    this.writeReplace = w == null ? null : w.asType(t);
    this.readResolve = r == null ? null : r.asType(t);
  }

  /** Whether the class takes part in the protocol at all. */
  boolean any() {
    return writeReplace != null || readResolve != null;
  }

  /**
   * Writes the form byte, and the whole body when the value was replaced by an object of another
   * class or by null. Returns the object whose own data the caller must write, or null if done.
   */
  @Nullable Object writeForm(WriteContext ctx, Object value) {
    Object v = value;
    if (writeReplace != null) {
      try {
        v = writeReplace.invokeExact(value);
      } catch (RuntimeException | Error e) {
        throw e instanceof SkiffException skiffException ? skiffException : fail("writeReplace", e);
      } catch (Throwable e) {
        throw fail("writeReplace", e);
      }
    }
    if (v == null) {
      ctx.writeByte(NULL);
      return null;
    }
    if (v.getClass() != type) {
      ctx.writeByte(REPLACED);
      TypeInfo info = ctx.registry().info(v.getClass());
      ctx.writeClassTag(info);
      info.codec().write(ctx, v);
      return null;
    }
    ctx.writeByte(DATA);
    return v;
  }

  private SkiffException fail(String what, Throwable e) {
    return new SkiffException(what + " of " + type.getName() + " failed: " + e, e);
  }

  /**
   * Reads the form byte; for {@link #REPLACED} reads the replacement, which the caller returns. The
   * result is {@code this} when the caller must read the object's own data.
   */
  @Nullable Object readForm(ReadContext ctx) {
    long at = ctx.offset();
    int form = ctx.readUnsignedByte();
    switch (form) {
      case NULL -> {
        return null;
      }
      case DATA -> {
        return this;
      }
      case REPLACED -> {
        long tagAt = ctx.offset();
        TypeInfo info = ctx.classTag(ctx.readVarUInt(), tagAt);
        // The replacement's codec claims the original's reserved reference id (see above).
        return info.codec().read(ctx);
      }
      default ->
          throw new dev.skiff.MalformedInputException(
              "invalid form " + form + " of a " + type.getName(), at);
    }
  }

  /** Applies {@code readResolve} to a freshly read object. */
  Object resolve(ReadContext ctx, Object obj) {
    if (readResolve == null) {
      return obj;
    }
    try {
      return readResolve.invokeExact(obj);
    } catch (SkiffException e) {
      throw e;
    } catch (Error e) {
      throw e;
    } catch (Throwable e) {
      throw new dev.skiff.MalformedInputException(
          "readResolve of " + type.getName() + " failed: " + e, ctx.offset(), e);
    }
  }
}
