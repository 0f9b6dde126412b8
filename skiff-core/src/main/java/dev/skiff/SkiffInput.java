package dev.skiff;

import org.jspecify.annotations.Nullable;

/**
 * Where a {@link Serializer} reads, the mirror of {@link SkiffOutput}. Every read is checked: input
 * that ends early or holds an invalid value fails with a {@link MalformedInputException}, and a
 * byte array longer than the input (or the configured {@code maxLength}) fails before it is
 * allocated. Valid only during the {@link Serializer#read} call it is given to.
 */
public interface SkiffInput {
  boolean readBoolean();

  byte readByte();

  short readShort();

  char readChar();

  int readInt();

  long readLong();

  float readFloat();

  double readDouble();

  /** Reads a string written by {@link SkiffOutput#writeString}; may return {@code null}. */
  @Nullable String readString();

  byte[] readBytes();

  /** Reads a value written by {@link SkiffOutput#writeObject}. */
  @Nullable Object readObject();

  /**
   * Reads a value written by {@link SkiffOutput#writeObject} and checks that it is a {@code type}
   * (or {@code null}).
   *
   * @throws MalformedInputException if it is not
   */
  <T> @Nullable T readObject(Class<T> type);
}
