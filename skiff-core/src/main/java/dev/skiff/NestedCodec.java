package dev.skiff;

import org.jspecify.annotations.Nullable;

/**
 * The codec of a nested value as a {@linkplain BuildTimeCodec build-time codec} calls it: the body
 * of the value of one reference field, after Skiff has written or read its framing. Implemented by
 * Skiff only; application code never uses it.
 *
 * <p>It is public so that generated source can make the call itself, one call site per field,
 * rather than through one method of {@link BuildTimeCodec} that every field of every build-time
 * class shares. A call site's type profile then sees the classes of its own field (usually one),
 * and the JIT inlines the nested codec behind one class check, as in codecs Skiff generates at run
 * time; a shared site sees every nested class of an application and stays a virtual call.
 */
public interface NestedCodec {
  /**
   * Writes the body of {@code value}, which is not null, for the field whose slot is {@code slot}.
   */
  void writeBody(BuildTimeCodec.Writer out, Object value, Object slot);

  /** Reads the body of a value for the field whose slot is {@code slot}. */
  @Nullable Object readBody(BuildTimeCodec.Reader in, Object slot);
}
