package dev.skiff.internal.jdkser;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.SerialAccess;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@link Throwable}s, through the public API only: message, cause, stack trace and
 * suppressed exceptions, then the fields of user subclasses.
 *
 * <h2>Encoding</h2>
 *
 * <pre>
 * message:string-or-null         getMessage()
 * cause:tagged(Throwable)        getCause()
 * frames:varuint  frame*         getStackTrace(), each a {@link StackTraceElementCodec} body
 * suppressed:varuint  tagged(Throwable)*   getSuppressed()
 * [user fields]                  fields declared below the first JDK class, in FieldLayout order
 * </pre>
 *
 * <h2>Rebuilding</h2>
 *
 * The instance is allocated with {@code ReflectionFactory.newConstructorForSerialization(type,
 * Throwable(String))}: no constructor of the class or of its superclasses below {@code Throwable}
 * runs, only {@code Throwable(String)}, which sets the message (and captures a stack trace that is
 * then replaced). The instance is registered for back-references, then the cause is set with {@code
 * initCause} (so a cause chain with a cycle comes back when references are tracked), the stack
 * trace with {@code setStackTrace} and the suppressed exceptions with {@code addSuppressed}.
 *
 * <p>What the public API cannot carry: the message is whatever {@code getMessage()} returns, so a
 * class that overrides it to compose a text gets the composed text as its detail message; an
 * overridden {@code getCause()} is taken at face value; exceptions created with suppression or
 * stack traces disabled come back with them enabled. JDK exception classes that hold state of their
 * own (non-transient instance fields, such as {@code URISyntaxException}) are refused, since their
 * fields cannot be reached without {@code --add-opens}.
 */
final class ThrowableCodec extends Codec<Throwable> {
  private final Class<?> type;
  private final @Nullable FieldLayout extra;
  private final StackTraceElementCodec frames = new StackTraceElementCodec();
  private final Slot causeSlot = new Slot(Throwable.class, null);
  private final Slot suppressedSlot = new Slot(Throwable.class, null);
  private volatile @Nullable Constructor<?> ctor;

  ThrowableCodec(Class<?> type) {
    this.type = type;
    Class<?> jdk = firstJdkClass(type);
    for (Class<?> c = jdk; c != Throwable.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        int mods = f.getModifiers();
        if (!Modifier.isStatic(mods) && !Modifier.isTransient(mods)) {
          throw new SkiffException(
              type.getName()
                  + (c == type ? " is" : " extends")
                  + " the JDK exception class "
                  + c.getName()
                  + ", whose field "
                  + f.getName()
                  + " Skiff cannot reach without --add-opens; it is not supported");
        }
      }
    }
    FieldLayout fields = jdk == type ? null : FieldLayout.of(type, jdk, true);
    this.extra = fields == null || fields.isEmpty() ? null : fields;
  }

  /** The codec for a Throwable class, else null. */
  static @Nullable Codec<?> forClass(Class<?> type) {
    return Throwable.class.isAssignableFrom(type) ? new ThrowableCodec(type) : null;
  }

  private static Class<?> firstJdkClass(Class<?> type) {
    Class<?> c = type;
    while (!SerialHooksCodec.isJdk(c)) {
      c = c.getSuperclass();
    }
    return c;
  }

  private Constructor<?> ctor() {
    Constructor<?> c = ctor;
    if (c == null) {
      try {
        c =
            SerialAccess.newConstructorForSerialization(
                type, Throwable.class.getConstructor(String.class));
        c.setAccessible(true);
      } catch (NoSuchMethodException | RuntimeException e) {
        throw new SkiffException("cannot instantiate " + type.getName(), e);
      }
      ctor = c;
    }
    return c;
  }

  @Override
  public void write(WriteContext ctx, Throwable t) {
    ctx.writeStringOrNull(t.getMessage());
    ctx.writeAny(t.getCause(), causeSlot);
    StackTraceElement[] stack = t.getStackTrace();
    ctx.writeVarUInt(stack.length);
    for (StackTraceElement e : stack) {
      frames.write(ctx, e);
    }
    Throwable[] suppressed = t.getSuppressed();
    ctx.writeVarUInt(suppressed.length);
    for (Throwable s : suppressed) {
      ctx.writeAny(s, suppressedSlot);
    }
    if (extra != null) {
      extra.write(ctx, t);
    }
  }

  @Override
  public Throwable read(ReadContext ctx) {
    String message = ctx.readStringOrNull();
    Throwable t;
    try {
      t = (Throwable) ctor().newInstance(message);
    } catch (InvocationTargetException e) {
      throw new SkiffException("Throwable(String) failed for " + type.getName(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new SkiffException("cannot instantiate " + type.getName(), e);
    }
    ctx.reference(t);
    long at = ctx.offset();
    Throwable cause = (Throwable) ctx.readAny(causeSlot);
    if (cause != null) {
      if (cause == t) {
        throw new MalformedInputException("a " + type.getName() + " that is its own cause", at);
      }
      t.initCause(cause);
    }
    // Each frame takes at least 6 bytes: 5 string headers and a line number.
    int n = ctx.readLength(6);
    StackTraceElement[] stack = new StackTraceElement[n];
    for (int i = 0; i < n; i++) {
      stack[i] = frames.read(ctx);
    }
    t.setStackTrace(stack);
    int m = ctx.readCount();
    for (int i = 0; i < m; i++) {
      at = ctx.offset();
      Throwable s = (Throwable) ctx.readAny(suppressedSlot);
      if (s == null || s == t) {
        throw new MalformedInputException(
            (s == null ? "a null" : "an exception that suppresses itself")
                + (s == null ? " suppressed exception" : ""),
            at);
      }
      t.addSuppressed(s);
    }
    if (extra != null) {
      extra.read(ctx, t);
    }
    return t;
  }
}
