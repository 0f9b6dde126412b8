package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Method;
import java.util.HexFormat;

/**
 * Reads possibly hostile bytes and checks that the only possible outcomes are a value or a {@link
 * SkiffException} with a usable message, and that the read allocates a bounded amount of memory.
 */
public final class SafeRead {
  /** A hostile message of a few dozen bytes may not make the reader allocate more than this. */
  public static final long MAX_ALLOCATION = 64L << 20;

  private static final Object THREAD_MX_BEAN;
  private static final Method ALLOCATED_BYTES;

  static {
    // Reflection: the test sources are compiled into the dev.skiff module, which does not read
    // java.management; at run time the tests run on the class path.
    try {
      THREAD_MX_BEAN =
          Class.forName("java.lang.management.ManagementFactory")
              .getMethod("getThreadMXBean")
              .invoke(null);
      ALLOCATED_BYTES =
          Class.forName("com.sun.management.ThreadMXBean")
              .getMethod("getThreadAllocatedBytes", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private SafeRead() {}

  /** Bytes allocated so far by the current thread. */
  static long allocatedBytes() {
    try {
      return (Long) ALLOCATED_BYTES.invoke(THREAD_MX_BEAN, Thread.currentThread().getId());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** The outcome of a read: a value, or the SkiffException it failed with. */
  public record Outcome(Object value, SkiffException failure) {}

  /** Reads {@code bytes} as a byte array, or through a one-byte stream if {@code oneByte}. */
  public static Outcome read(Skiff reader, byte[] bytes, boolean oneByte) {
    long before = allocatedBytes();
    Outcome outcome;
    try {
      Object value =
          oneByte
              ? reader.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)))
              : reader.deserialize(bytes);
      outcome = new Outcome(value, null);
    } catch (SkiffException e) {
      checkException(e, bytes);
      outcome = new Outcome(null, e);
    } catch (Throwable t) {
      throw new AssertionError(
          "reading "
              + describe(bytes)
              + (oneByte ? " from a one-byte stream" : "")
              + " leaked "
              + t,
          t);
    }
    long allocated = allocatedBytes() - before;
    assertThat(allocated < MAX_ALLOCATION)
        .as("reading " + describe(bytes) + " allocated " + allocated + " bytes")
        .isTrue();
    return outcome;
  }

  /** Checks the message and offset contract of a read failure. */
  public static void checkException(SkiffException e, byte[] bytes) {
    assertThat(e.getMessage()).as("exception without message for " + describe(bytes)).isNotNull();
    assertThat(e.getMessage().isBlank())
        .as("exception with blank message for " + describe(bytes))
        .isFalse();
    if (e instanceof MalformedInputException) {
      assertThat(e.offset() >= 0)
          .as("MalformedInputException without offset for " + describe(bytes) + ": " + e)
          .isTrue();
    }
  }

  /** Hex of a message, shortened. */
  public static String describe(byte[] bytes) {
    String hex = HexFormat.of().formatHex(bytes, 0, Math.min(bytes.length, 64));
    return "[" + bytes.length + " bytes: " + hex + (bytes.length > 64 ? "..." : "") + "]";
  }
}
