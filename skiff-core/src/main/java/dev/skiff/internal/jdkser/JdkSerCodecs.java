package dev.skiff.internal.jdkser;

import dev.skiff.internal.engine.Codec;
import org.jspecify.annotations.Nullable;

/**
 * The one door into this package: the codecs of JDK serialization semantics that the built-in table
 * and the codec factory chain create. Everything else here is package-private.
 */
public final class JdkSerCodecs {
  private JdkSerCodecs() {}

  /** The codec of serializable lambdas, under the {@code SerializedLambda} built-in id. */
  public static Codec<?> lambda() {
    return new LambdaCodec();
  }

  /** The codec of dynamic proxies, under the {@code Proxy} built-in id. */
  public static Codec<?> proxy() {
    return new ProxyCodec();
  }

  /** The codec of {@code StackTraceElement}. */
  public static Codec<?> stackTraceElement() {
    return new StackTraceElementCodec();
  }

  /** The codec of the throwable class {@code type}. */
  public static Codec<?> throwable(Class<?> type) {
    return new ThrowableCodec(type);
  }

  /** A throwable codec if {@code type} is a {@code Throwable}, else null (a factory-chain link). */
  public static @Nullable Codec<?> forThrowable(Class<?> type) {
    return ThrowableCodec.forClass(type);
  }

  /**
   * A codec for a class with JDK serialization hooks ({@code writeObject}, {@code readObject},
   * {@code writeReplace}, {@code readResolve}, {@code Externalizable}), else null.
   */
  public static @Nullable Codec<?> forSerialHooks(Class<?> type) {
    return SerialHooksCodec.forClass(type);
  }
}
