package dev.skiff;

import org.jspecify.annotations.Nullable;

/**
 * Where a {@link Serializer} writes: compact primitives, strings, raw bytes, and nested values of
 * any class. Implemented by Skiff; valid only during the {@link Serializer#write} call it is given
 * to.
 */
public interface SkiffOutput {
  void writeBoolean(boolean value);

  /** Writes the low 8 bits of {@code value}. */
  void writeByte(int value);

  void writeShort(short value);

  void writeChar(char value);

  /** Writes an int as a zig-zag var-int: 1 byte for -64..63, at most 5. */
  void writeInt(int value);

  /** Writes a long as a zig-zag var-long: 1 byte for -64..63, at most 9. */
  void writeLong(long value);

  void writeFloat(float value);

  void writeDouble(double value);

  /** Writes a string, which may be {@code null}. */
  void writeString(@Nullable String value);

  /** Writes a length-prefixed byte array, which must not be {@code null}. */
  void writeBytes(byte[] value);

  /**
   * Writes any value (possibly {@code null}) with its class, through the same serializers and
   * reference tracking as everything else.
   */
  void writeObject(@Nullable Object value);
}
