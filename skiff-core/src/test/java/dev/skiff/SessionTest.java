package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link SkiffSession}: the same messages as {@link Skiff}, through contexts of its own. */
class SessionTest {
  /** A value with nesting, a shared element and a map, written by both paths. */
  record Box(String name, List<Object> items, Map<String, Integer> counts) {}

  private static Skiff skiff(boolean refs) {
    return Skiff.builder().requireRegistration(false).trackReferences(refs).build();
  }

  private static Box sample() {
    List<Object> items = new ArrayList<>();
    String shared = "shared";
    items.add(shared);
    items.add(shared);
    items.add(List.of(1, 2, 3));
    items.add(null);
    return new Box("Ζωή", items, Map.of("a", 1));
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void serialize_sameValue_writesTheSameBytesAsSkiff(boolean refs) {
    Skiff skiff = skiff(refs);
    SkiffSession session = skiff.session();
    byte[] expected = skiff.serialize(sample());
    for (int i = 0; i < 3; i++) {
      assertThat(session.serialize(sample())).isEqualTo(expected);
    }
    assertThat(session.contextsClean()).isTrue();
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void deserialize_sessionBytes_readsBackThroughEveryEntryPoint(boolean refs) {
    Skiff skiff = skiff(refs);
    SkiffSession session = skiff.session();
    byte[] bytes = session.serialize(sample());
    assertThat(session.deserialize(bytes)).isEqualTo(sample());
    assertThat(session.deserialize(bytes, Box.class)).isEqualTo(sample());
    assertThat(skiff.deserialize(bytes)).isEqualTo(sample());
    assertThat(session.deserialize(new ByteArrayInputStream(bytes))).isEqualTo(sample());
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    session.serialize(sample(), out);
    assertThat(out.toByteArray()).isEqualTo(bytes);
    assertThat(session.contextsClean()).isTrue();
    assertThat(skiff.pooledContextsClean()).isTrue();
  }

  @Test
  void deserialize_range_readsOnlyThatRange() {
    SkiffSession session = skiff(false).session();
    byte[] message = session.serialize("middle");
    byte[] padded = new byte[message.length + 7];
    System.arraycopy(message, 0, padded, 3, message.length);
    assertThat(session.deserialize(padded, 3, message.length)).isEqualTo("middle");
    assertThat(skiff(false).deserialize(padded, 3, message.length)).isEqualTo("middle");
    assertThatThrownBy(() -> session.deserialize(padded, 3, message.length + 1))
        .isInstanceOf(MalformedInputException.class);
    assertThatThrownBy(() -> session.deserialize(padded, 5, padded.length))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void deserialize_malformedBytes_failsAndLeavesTheSessionUsable() {
    SkiffSession session = skiff(true).session();
    byte[] bytes = session.serialize(sample());
    byte[] truncated = java.util.Arrays.copyOf(bytes, bytes.length - 2);
    assertThatThrownBy(() -> session.deserialize(truncated))
        .isInstanceOf(MalformedInputException.class)
        .hasMessageContaining("offset");
    assertThat(session.contextsClean()).isTrue();
    assertThat(session.deserialize(bytes)).isEqualTo(sample());
  }

  /** A serializer that writes its value's text through the same session, re-entrantly. */
  static final class Nested {
    final String text;

    Nested(String text) {
      this.text = text;
    }
  }

  @Test
  void serialize_reentrantCallFromASerializer_usesFreshContexts() {
    SkiffSession[] holder = new SkiffSession[1];
    Serializer<Nested> viaSession =
        new Serializer<>() {
          @Override
          public void write(SkiffOutput out, Nested value) {
            out.writeBytes(holder[0].serialize(value.text));
          }

          @Override
          public Nested read(SkiffInput in) {
            return new Nested((String) holder[0].deserialize(in.readBytes()));
          }
        };
    Skiff skiff =
        Skiff.builder().register(Nested.class).addSerializer(Nested.class, viaSession).build();
    holder[0] = skiff.session();
    byte[] bytes = holder[0].serialize(new Nested("inner"));
    Object back = holder[0].deserialize(bytes);
    assertThat(back).isInstanceOf(Nested.class);
    assertThat(((Nested) back).text).isEqualTo("inner");
    assertThat(holder[0].contextsClean()).isTrue();
  }

  @Test
  void session_models_roundTripLikeSkiff() {
    Skiff skiff = skiff(true);
    SkiffSession session = skiff.session();
    List<Object> values =
        List.of(
            sample(),
            new java.util.TreeMap<>(Map.of("k", List.of(1L, 2L))),
            new int[] {1, -2, 3},
            java.time.Instant.ofEpochSecond(1_700_000_000L, 5),
            new java.math.BigDecimal("12345.678"),
            java.util.Optional.of("x"));
    for (Object value : values) {
      byte[] bytes = session.serialize(value);
      assertThat(bytes).isEqualTo(skiff.serialize(value));
      DeepEquals.assertDeepEquals(value, session.deserialize(bytes));
    }
    assertThat(session.contextsClean()).isTrue();
  }
}
