package dev.skiff.jdkser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One configuration of the conformance tests: references on or off, registration required (with the
 * test classes registered) or not, and bytes travelling as a {@code byte[]} or a stream.
 */
record Setup(boolean refs, boolean required, boolean stream) {
  static List<Setup> all() {
    List<Setup> all = new ArrayList<>();
    for (boolean refs : new boolean[] {true, false}) {
      for (boolean required : new boolean[] {true, false}) {
        for (boolean stream : new boolean[] {false, true}) {
          all.add(new Setup(refs, required, stream));
        }
      }
    }
    return all;
  }

  static List<Setup> withReferences() {
    return all().stream().filter(Setup::refs).toList();
  }

  static List<Setup> withoutReferences() {
    return all().stream().filter(s -> !s.refs()).toList();
  }

  Skiff skiff(Class<?>... registered) {
    Skiff.Builder b = Skiff.builder().trackReferences(refs).requireRegistration(required);
    if (required) {
      for (Class<?> c : registered) {
        b.register(c);
      }
    }
    return b.build();
  }

  @SuppressWarnings("unchecked")
  <T> T roundTrip(Skiff skiff, T value) {
    if (!stream) {
      return (T) skiff.deserialize(skiff.serialize(value));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    skiff.serialize(value, out);
    ByteArrayInputStream in = new ByteArrayInputStream(out.toByteArray());
    Object back = skiff.deserialize(in);
    assertThat(in.available()).as("the stream must be consumed exactly").isEqualTo(0);
    return (T) back;
  }

  /** Every proper prefix of the message, read as a byte[] and as a stream, fails cleanly. */
  static void assertTruncationsFail(Skiff skiff, Object value) {
    byte[] bytes = skiff.serialize(value);
    for (int n = 0; n < bytes.length; n++) {
      byte[] cut = Arrays.copyOf(bytes, n);
      assertThatThrownBy(() -> skiff.deserialize(cut))
          .as("prefix of " + n)
          .isInstanceOf(SkiffException.class);
      assertThatThrownBy(() -> skiff.deserialize(new ByteArrayInputStream(cut)))
          .as("stream prefix of " + n)
          .isInstanceOf(SkiffException.class);
    }
  }

  @Override
  public String toString() {
    return (refs ? "refs" : "norefs")
        + (required ? "-registered" : "-unregistered")
        + (stream ? "-stream" : "-bytes");
  }
}
