package dev.skiff.internal.engine;

/**
 * The rule by which the owners of kept readers (a {@code Skiff}'s per-thread {@link ReadContext}s
 * and a session's) replace them: a reader that has served {@value #MESSAGES} messages is dropped
 * for a new one.
 *
 * <h2>Why a kept reader is replaced</h2>
 *
 * <p>A context kept for a thread lives as long as the thread, so the garbage collector soon
 * promotes it to the old generation, copied next to whatever it met on the way, often the contexts
 * of another thread. Every message stores references to new objects in a reader: the array being
 * read, and, with references on, every value. With G1, storing a young object into an old one takes
 * the whole post-write barrier (a memory fence, and a card to dirty and queue for refinement),
 * where a store into a young object leaves after the first test. And two threads whose contexts
 * were promoted side by side write into the same cache lines, each write taking the line from the
 * other core.
 *
 * <p>A new reader is allocated in its own thread's allocation buffer and is young; it stays young
 * for the thousand messages it serves unless the program collects garbage many times meanwhile, and
 * then the messages are large and the barrier's share small. The price is one reader (a few hundred
 * bytes; {@link ReadContext#successor} sizes its buffer like the worn one's) per {@value #MESSAGES}
 * messages, replaced as a message is released, off the path of the next one.
 *
 * <p>Writers store no new objects into themselves when references are off, and are kept: replacing
 * them too changed how the JIT compiled the write path, and a Latin-1 check became a loop over
 * every char in some programs. Contexts of streams ({@code SkiffWriter}, {@code SkiffReader}) keep
 * their tables from value to value and are not replaced either. What replacing readers gained with
 * two threads, and what it cost one thread reading in a tight loop, is in the performance log
 * (docs/perf-log, 2026-11-28, kept readers).
 */
public final class Wear {
  /** Messages a kept reader serves before its owner replaces it. */
  public static final int MESSAGES = 1024;

  private Wear() {}
}
