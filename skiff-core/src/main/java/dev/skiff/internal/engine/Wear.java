package dev.skiff.internal.engine;

/**
 * The rule by which the owners of kept contexts (a {@code Skiff}'s per-thread ones and a session's)
 * replace them: a context that has served {@value #MESSAGES} messages is dropped for a new one.
 *
 * <h2>Why a kept context is replaced</h2>
 *
 * <p>A context kept for a thread lives as long as the thread, so the garbage collector soon
 * promotes it to the old generation, copied next to whatever it met on the way, often the context
 * of another thread. Both hurt every message, and measurably:
 *
 * <ul>
 *   <li>Each message stores references to new objects in the context: the array being read, and,
 *       with references on, every value. With G1, storing a young object into an old one takes the
 *       whole post-write barrier (a memory fence, and a card to dirty and queue for refinement),
 *       where a store into a young object leaves after the first test.
 *   <li>Two threads whose contexts were promoted side by side write into the same cache lines, and
 *       each write takes the line from the other core.
 * </ul>
 *
 * <p>A new context is allocated in its own thread's allocation buffer and is young; it stays young
 * for the few thousand messages it serves unless the program collects garbage many times meanwhile,
 * and then the messages are large and the barrier's share small. The price is one context (a few
 * hundred bytes and the buffers it grows again) per {@value #MESSAGES} messages, and the
 * replacement happens as a message is released, off the path of the next one. Contexts of streams
 * ({@code SkiffWriter}, {@code SkiffReader}) keep their tables from value to value and are not
 * replaced. What this gained with two threads, and what it cost one thread reading in a tight loop,
 * is in the performance log (docs/perf-log, 2026-11-28, kept contexts).
 */
public final class Wear {
  /** Messages a kept context serves before its owner replaces it. */
  public static final int MESSAGES = 1024;

  private Wear() {}
}
