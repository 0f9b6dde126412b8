package dev.skiff.internal.wire;

/**
 * A one-time step that runs {@link String#charAt} over a UTF-16 string before Skiff's write path is
 * compiled, so that the JIT compiles {@link WriteBuffer#writeString}'s Latin-1 check the same way
 * in every JVM.
 *
 * <h2>Why the check needs it</h2>
 *
 * <p>Without access to a string's internals, the writer tells a Latin-1 string from a wide one by
 * looking for a char above U+00FF with {@code charAt}. That loop costs nothing only because of what
 * C2 does with it: {@code charAt} branches on the string's coder, C2 splits the loop on that
 * branch, and on the Latin-1 side the test can never be true, so that side of the loop goes away.
 *
 * <p>C2 takes the coder branch's profile from {@code String.charAt}'s own profile, which every
 * caller in the JVM shares. If no UTF-16 string has gone through {@code charAt} when the write path
 * is first compiled, C2 compiles only the Latin-1 side and leaves a trap for the other. The first
 * wide string Skiff writes then springs the trap, and the method is compiled again, this time as a
 * loop that reads every char with a bounds check. The loop stays for the life of the JVM. Which
 * state a JVM ends in depends on what ran before Skiff. An application that writes only Latin-1
 * text while it warms up, and a name in Korean an hour later, ends in the slow one.
 *
 * <p>Running {@code charAt} over a wide string tens of thousands of times when {@link WriteBuffer}
 * is initialized puts the UTF-16 side into that shared profile before any of Skiff's methods is
 * hot, so the first compilation already has both sides and no trap. It costs a few milliseconds
 * once per class loader that loads Skiff, and nothing after. Where {@link StringInternals} reads
 * the coder directly, the check does not use {@code charAt}, and in a native image there is no JIT;
 * in both nothing is run.
 *
 * <p>The step reaches the profile only while the JVM still records it, which it does while {@code
 * charAt} runs in the interpreter or at tier 3, or again after compiled {@code charAt} traps. In a
 * JVM that has already compiled {@code charAt} with both sides from mostly Latin-1 text, the step
 * changes nothing and the slow state can still come (architecture §2.4).
 *
 * <p>The measurements that found the slow state and show this step removing it are in {@code
 * docs/perf-log/} (2026-11-27, "the side set up first").
 */
final class CharAtProfile {
  /** A string with a char above U+00FF, so that it is stored as UTF-16. */
  static final String WIDE = "Skiff \u0100 UTF-16";

  /**
   * How many times the step reads {@link #WIDE}. Fewer rounds left the slow state in place in some
   * JVMs of the runs that found it, more often on newer JDKs; this many removed it in all of them.
   */
  static final int ROUNDS = 2000;

  /** Whether {@link #runIfUseful} has run the step in this class loader. */
  private static volatile boolean ran;

  private CharAtProfile() {}

  /**
   * The step as {@link WriteBuffer}'s initializer runs it: {@link #prime} unless {@link
   * StringInternals} reads the coder (the check then does not use {@code charAt}) or there is no
   * JIT.
   */
  static void runIfUseful() {
    if (!StringInternals.AVAILABLE && jitCompiles()) {
      prime();
      ran = true;
    }
  }

  /** Whether {@link #runIfUseful} has run the step in this class loader. */
  static boolean ran() {
    return ran;
  }

  /**
   * Whether this JVM compiles Java code as it runs: not in a GraalVM native image, which has no JIT
   * and so nothing for {@link #prime} to do.
   */
  static boolean jitCompiles() {
    return System.getProperty("org.graalvm.nativeimage.imagecode") == null;
  }

  /** Reads every char of {@link #WIDE} {@link #ROUNDS} times; returns their sum. */
  static int prime() {
    String s = WIDE;
    int sum = 0;
    for (int r = 0; r < ROUNDS; r++) {
      for (int i = 0; i < s.length(); i++) {
        sum += s.charAt(i);
      }
    }
    return sum;
  }
}
