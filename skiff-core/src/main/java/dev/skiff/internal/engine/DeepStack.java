package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import dev.skiff.SkiffException;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Where a message that nests deeper than a caller's stack can be trusted to hold is written or
 * read: a thread of Skiff's own, with a stack sized for {@code maxDepth}.
 *
 * <p>Codecs recurse: each nesting level of a graph is a few frames of the calling thread's stack,
 * and a thread's stack is fixed when it starts (512 KiB to 1 MiB by default, less in some
 * containers), so a linked structure thousands of nodes long would overflow it. Rather than make
 * every user size their threads' stacks, the contexts work on the caller's thread up to {@link
 * #SHALLOW} levels, which any default stack holds. A value nested deeper throws {@link Signal}
 * there; the context rewinds to the start of the message (it still holds every byte of it), forgets
 * what it had read or written, and does the whole message again on a new thread whose stack has
 * room for {@code maxDepth} levels, while the caller waits. A {@code StackOverflowError} on the
 * caller's thread (a caller already deep in its own stack, or a thread with a small one) is taken
 * as the same signal. Messages of ordinary depth never leave the caller's thread and pay nothing
 * but the depth comparison the limit already needed; a deep one pays a thread start and the work
 * done before the signal, once.
 *
 * <p>The new thread runs with the caller's context class loader and only while the caller waits for
 * it, so the context stays used by one thread at a time; whatever the work throws is rethrown to
 * the caller as it was.
 */
public final class DeepStack {
  /** The deepest nesting done on the caller's own stack. */
  public static final int SHALLOW = 384;

  /** Stack bytes reserved per nesting level on the deep thread (a level is a few frames). */
  private static final long BYTES_PER_LEVEL = 4_096;

  private DeepStack() {}

  /** Thrown by a context that reached {@link #SHALLOW} levels on the caller's thread. */
  static final class Signal extends SkiffException {
    private static final long serialVersionUID = 1L;

    Signal() {
      super("nesting deeper than " + SHALLOW + " levels (Skiff continues on a deeper stack)");
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
      return this; // a control signal: no trace, so it costs nothing to throw
    }
  }

  /** Runs {@code work} on a thread with room for {@code maxDepth} levels, and waits for it. */
  static <T extends @Nullable Object> T run(int maxDepth, Supplier<T> work) {
    Object[] result = new Object[1];
    Throwable[] failure = new Throwable[1];
    Thread caller = Thread.currentThread();
    Thread deep =
        new Thread(
            null,
            () -> {
              try {
                result[0] = work.get();
              } catch (Throwable t) { // rethrown to the caller below
                failure[0] = t;
              }
            },
            "skiff-deep-graph",
            Math.min(1L << 30, (1L << 20) + maxDepth * BYTES_PER_LEVEL));
    deep.setDaemon(true);
    deep.setContextClassLoader(caller.getContextClassLoader());
    deep.start();
    boolean interrupted = false;
    while (true) {
      try {
        deep.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true; // the context is in use by the deep thread: wait until it is done
      }
    }
    if (interrupted) {
      caller.interrupt();
    }
    Throwable t = failure[0];
    if (t instanceof RuntimeException r) {
      throw r;
    }
    if (t instanceof Error e) {
      throw e;
    }
    if (t != null) {
      throw new LimitExceededException("a deep graph failed on its own thread: " + t, 0);
    }
    @SuppressWarnings("unchecked")
    T value = (T) result[0];
    return value;
  }
}
