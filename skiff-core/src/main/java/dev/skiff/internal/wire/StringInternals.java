package dev.skiff.internal.wire;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.jspecify.annotations.Nullable;

/**
 * Direct access to a {@code String}'s bytes and coder, used only where the JVM already opens {@code
 * java.lang} to Skiff (Spark's launcher, for one, passes {@code --add-opens
 * java.base/java.lang=ALL-UNNAMED} to every executor). Skiff never asks for the opening and never
 * warns about its absence; it only looks, once, whether {@code privateLookupIn(String.class)}
 * succeeds.
 *
 * <h2>What it changes, and what it must not</h2>
 *
 * The bytes on the wire are the same either way: a compact string's Latin-1 array is exactly the
 * Latin-1 payload, and a UTF-16 string's array holds its chars in the platform's byte order, which
 * on a little-endian machine is exactly the UTF-16LE payload (on a big-endian one the UTF-16 paths
 * stay off). What it saves: the writer learns that a string is Latin-1 from its coder instead of
 * its chars and copies a UTF-16 payload in one array copy; the reader builds a UTF-16 string around
 * one copy of its bytes instead of a {@code char[]} that the {@code String} constructor copies
 * again.
 *
 * <p>A string built around bytes must keep the compact-strings invariant: a UTF-16 string must hold
 * at least one char above U+00FF, or {@code equals} would tell it apart from the same text in
 * Latin-1. Skiff's writer never sends such a string as UTF-16, but hostile input may, so the reader
 * checks and falls back to the public constructor (which compresses) when there is no such char.
 *
 * <p>{@code -Dskiff.stringInternals=false} turns the access off even where it is open, so that both
 * paths can be compared and tested.
 */
final class StringInternals {
  private StringInternals() {}

  /** The coder of Latin-1 strings in {@code String.coder}. */
  static final byte LATIN1 = 0;

  /**
   * Whether the JVM opened {@code java.lang} to Skiff and the fields and constructor were found.
   */
  static final boolean AVAILABLE;

  /** Whether UTF-16 strings' arrays are in the wire's byte order (little-endian platforms). */
  static final boolean UTF16_LE;

  private static final @Nullable VarHandle VALUE;
  private static final @Nullable VarHandle CODER;
  private static final @Nullable MethodHandle NEW_STRING;

  static {
    VarHandle value = null;
    VarHandle coder = null;
    MethodHandle newString = null;
    if (!"false".equals(System.getProperty("skiff.stringInternals"))) {
      try {
        MethodHandles.Lookup l =
            MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
        value = l.findVarHandle(String.class, "value", byte[].class);
        coder = l.findVarHandle(String.class, "coder", byte.class);
        newString =
            l.findConstructor(
                String.class, MethodType.methodType(void.class, byte[].class, byte.class));
        if ((byte) coder.get("compact") != LATIN1) {
          // -XX:-CompactStrings: Latin-1 text is kept as UTF-16, so the coder no longer tells
          // which payload the format asks for; the public path decides by the chars instead.
          newString = null;
        }
      } catch (ReflectiveOperationException | RuntimeException e) {
        // Not opened to Skiff (the normal case), or a JDK whose String differs: public API only.
        value = null;
        coder = null;
        newString = null;
      }
    }
    VALUE = value;
    CODER = coder;
    NEW_STRING = newString;
    AVAILABLE = newString != null;
    UTF16_LE = AVAILABLE && ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN;
  }

  /** The string's internal array (only when {@link #AVAILABLE}). */
  @SuppressWarnings("NullAway") // called only when AVAILABLE, when the handles are set
  static byte[] value(String s) {
    return (byte[]) VALUE.get(s);
  }

  /** The string's coder: {@link #LATIN1} or UTF-16 (only when {@link #AVAILABLE}). */
  @SuppressWarnings("NullAway") // called only when AVAILABLE, when the handles are set
  static byte coder(String s) {
    return (byte) CODER.get(s);
  }

  /**
   * A string that takes ownership of {@code utf16le}, the little-endian chars of a string with at
   * least one char above U+00FF (only when {@link #UTF16_LE}).
   */
  @SuppressWarnings("NullAway") // called only when AVAILABLE, when the handles are set
  static String utf16(byte[] utf16le) {
    try {
      return (String) NEW_STRING.invokeExact(utf16le, (byte) 1);
    } catch (Throwable e) {
      throw new IllegalStateException("String(byte[], byte) failed", e);
    }
  }
}
