package dev.skiff.internal.jdkser;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeInfo;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.SerialAccess;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.SerializedLambda;
import org.jspecify.annotations.Nullable;

/**
 * The codec for serializable lambdas and method references, which travel under the built-in tag of
 * {@code SerializedLambda}: the class tag of the capturing class, then as strings the functional
 * interface class, method name and signature, the implementation method kind as a var-int, the
 * implementation class, method name and signature, and the instantiated method type, then the count
 * of captured arguments as a var-int and each argument as a tagged value.
 *
 * <p>The writer gets the lambda's {@code SerializedLambda} from its generated {@code writeReplace}
 * method through {@code ReflectionFactory.writeReplaceForSerialization} and reads it through its
 * public getters. The reader builds a {@code SerializedLambda} with its public constructor and
 * resolves it with its {@code readResolve} (through {@code
 * ReflectionFactory.readResolveForSerialization}), which asks the capturing class's {@code
 * $deserializeLambda$} to recreate it; that method only accepts lambdas compiled into the class.
 * The capturing class is named like any class, so it must be registered when registration is
 * required (JDK interfaces such as {@code Comparator} need not be). A lambda that is not
 * serializable, and any other hidden class, fails with a {@link SkiffException}. The result is
 * checked against the declared type after it is built (see {@code Codec#substitutes}); it is
 * registered for back-references only once built, so a cycle through a lambda cannot be restored.
 */
final class LambdaCodec extends Codec<Object> {

  private static final ClassValue<@Nullable MethodHandle> WRITE_REPLACE =
      new ClassValue<>() {
        @Override
        protected @Nullable MethodHandle computeValue(Class<?> type) {
          return Serializable.class.isAssignableFrom(type)
              ? SerialAccess.writeReplaceForSerialization(type)
              : null;
        }
      };

  private final MethodHandle readResolve =
      SerialAccess.readResolveForSerialization(SerializedLambda.class);
  private final Slot argSlot = Slot.object();

  @Override
  public void write(WriteContext ctx, Object value) {
    SerializedLambda sl = serializedForm(value);
    Class<?> capturing;
    try {
      capturing =
          Class.forName(
              sl.getCapturingClass().replace('/', '.'), false, value.getClass().getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new SkiffException("cannot find the capturing class of " + sl, e);
    }
    TypeInfo info = ctx.registry().info(capturing);
    ctx.writeClassTag(info);
    ctx.writeString(sl.getFunctionalInterfaceClass());
    ctx.writeString(sl.getFunctionalInterfaceMethodName());
    ctx.writeString(sl.getFunctionalInterfaceMethodSignature());
    ctx.writeVarUInt(sl.getImplMethodKind());
    ctx.writeString(sl.getImplClass());
    ctx.writeString(sl.getImplMethodName());
    ctx.writeString(sl.getImplMethodSignature());
    ctx.writeString(sl.getInstantiatedMethodType());
    int n = sl.getCapturedArgCount();
    ctx.writeVarUInt(n);
    for (int i = 0; i < n; i++) {
      ctx.writeAny(sl.getCapturedArg(i), argSlot);
    }
  }

  private static SerializedLambda serializedForm(Object value) {
    if (value instanceof SerializedLambda serializedLambda) {
      return serializedLambda;
    }
    Class<?> type = value.getClass();
    MethodHandle writeReplace = WRITE_REPLACE.get(type);
    if (writeReplace == null) {
      throw new SkiffException(
          type.getName()
              + " is a hidden class that is not a serializable lambda; only lambdas and method"
              + " references whose target type is Serializable can be written (cast to, for"
              + " example, (Runnable & Serializable))");
    }
    Object replaced;
    try {
      replaced = writeReplace.invoke(value);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new SkiffException("writeReplace of " + type.getName() + " failed", e);
    }
    if (!(replaced instanceof SerializedLambda serializedLambda)) {
      throw new SkiffException(
          type.getName() + " is a hidden class whose writeReplace gives no SerializedLambda");
    }
    return serializedLambda;
  }

  @Override
  public Object read(ReadContext ctx) {
    long at = ctx.offset();
    Class<?> capturing = ctx.classTag(ctx.readVarUInt(), at).type();
    String fiClass = ctx.readString();
    String fiName = ctx.readString();
    String fiSignature = ctx.readString();
    int implKind = ctx.readVarUInt();
    String implClass = ctx.readString();
    String implName = ctx.readString();
    String implSignature = ctx.readString();
    String instantiated = ctx.readString();
    int n = ctx.readLength(1);
    @Nullable Object[] args = new Object[n];
    for (int i = 0; i < n; i++) {
      args[i] = ctx.readAny(argSlot);
    }
    SerializedLambda sl =
        new SerializedLambda(
            capturing,
            fiClass,
            fiName,
            fiSignature,
            implKind,
            implClass,
            implName,
            implSignature,
            instantiated,
            args);
    try {
      return readResolve.invoke(sl);
    } catch (Error e) {
      throw e;
    } catch (Throwable e) {
      throw new MalformedInputException(
          "cannot rebuild the lambda " + implClass + "." + implName + ": " + e, at, e);
    }
  }

  @Override
  public boolean substitutes() {
    return true;
  }
}
