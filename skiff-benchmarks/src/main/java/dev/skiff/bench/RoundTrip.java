package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.util.Arrays;

/** The correctness gate every codec passes before it is timed. */
public final class RoundTrip {
  private RoundTrip() {}

  /**
   * Serializes {@code value} twice and reads both results back, and checks that each copy equals
   * the original and that both byte arrays are identical (so buffer reuse leaks nothing from one
   * call into the next).
   *
   * @return the serialized bytes
   * @throws IllegalStateException if the codec cannot handle the value or corrupts it; exceptions
   *     thrown by the codec itself propagate unchanged
   */
  public static byte[] check(Codec codec, DataSet data, Object value) {
    if (data.needsReferences() && !codec.tracksReferences()) {
      throw new IllegalStateException(
          codec.name() + " does not track references; " + data.name() + " is cyclic");
    }
    byte[] first = codec.serialize(value);
    Object back = codec.deserialize(first);
    if (!value.equals(back)) {
      throw new IllegalStateException(
          codec.name() + " round trip of " + data.name() + " is not equal: got " + back);
    }
    byte[] second = codec.serialize(value);
    if (!Arrays.equals(first, second)) {
      throw new IllegalStateException(
          codec.name()
              + " wrote different bytes for the same value ("
              + first.length
              + " then "
              + second.length
              + " bytes)");
    }
    Object again = codec.deserialize(second);
    if (!value.equals(again)) {
      throw new IllegalStateException(
          codec.name() + " second round trip of " + data.name() + " is not equal: got " + again);
    }
    return first;
  }
}
