package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code ByteBuffer} values (heap, direct, read-only) and the ByteBuffer transport. */
class ByteBufferTest {
  static List<ByteBuffer> buffers() {
    List<ByteBuffer> list = new ArrayList<>();
    for (boolean direct : new boolean[] {false, true}) {
      for (boolean readOnly : new boolean[] {false, true}) {
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
          ByteBuffer b = direct ? ByteBuffer.allocateDirect(20) : ByteBuffer.allocate(20);
          for (int i = 0; i < 20; i++) {
            b.put((byte) (i * 7 - 3));
          }
          b.limit(15).position(4);
          b.order(order);
          if (readOnly) {
            b = b.asReadOnlyBuffer().order(order);
          }
          list.add(b);
        }
      }
    }
    list.add(ByteBuffer.allocate(0));
    list.add(ByteBuffer.allocateDirect(40_000).position(39_999));
    return list;
  }

  static void assertSameBuffer(ByteBuffer expected, Object actual) {
    ByteBuffer b = (ByteBuffer) actual;
    assertThat(b.getClass()).isSameAs(expected.getClass());
    assertThat(b.isDirect()).isEqualTo(expected.isDirect());
    assertThat(b.isReadOnly()).isEqualTo(expected.isReadOnly());
    assertThat(b.order()).isEqualTo(expected.order());
    assertThat(b.capacity()).isEqualTo(expected.capacity());
    assertThat(b.limit()).isEqualTo(expected.limit());
    assertThat(b.position()).isEqualTo(expected.position());
    assertThat(content(b)).isEqualTo(content(expected));
  }

  private static byte[] content(ByteBuffer b) {
    byte[] a = new byte[b.capacity()];
    b.duplicate().clear().get(0, a);
    return a;
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_eachBufferKind_keepsContentsPositionLimitOrderAndFlags(RoundTripConfig config) {
    for (ByteBuffer b : buffers()) {
      Trips.check(config, b, r -> assertSameBuffer(b, r));
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sharedBuffer_keepsIdentityWithReferences(RoundTripConfig config) {
    ByteBuffer b = ByteBuffer.wrap(new byte[] {1, 2, 3});
    Trips.check(
        config,
        new ArrayList<>(List.of(b, b)),
        r -> {
          List<?> l = (List<?>) r;
          assertSameBuffer(b, l.get(0));
          assertThat(l.get(0) == l.get(1)).isEqualTo(config.trackReferences());
        });
  }

  @org.junit.jupiter.api.Test
  void serializeToByteBuffer_tooSmall_throwsOverflowAndKeepsPosition() {
    Skiff skiff = Skiff.builder().build();
    ByteBuffer small = ByteBuffer.allocate(10).position(3);
    assertThatThrownBy(() -> skiff.serialize("x".repeat(100), small))
        .isInstanceOf(BufferOverflowException.class);
    assertThat(small.position()).isEqualTo(3);
  }

  @org.junit.jupiter.api.Test
  void deserializeFromByteBuffer_truncated_failsAndKeepsPosition() {
    Skiff skiff = Skiff.builder().build();
    byte[] bytes = skiff.serialize(List.of("abc", "def", 3));
    for (boolean direct : new boolean[] {false, true}) {
      ByteBuffer b =
          direct
              ? ByteBuffer.allocateDirect(bytes.length - 2)
              : ByteBuffer.allocate(bytes.length - 2);
      b.put(bytes, 0, bytes.length - 2).flip();
      assertThatThrownBy(() -> skiff.deserialize(b)).isInstanceOf(MalformedInputException.class);
      assertThat(b.position()).isEqualTo(0);
    }
  }

  @org.junit.jupiter.api.Test
  void deserializeFromByteBuffer_backToBackMessages_readsEachInOrder() {
    Skiff skiff = Skiff.builder().build();
    for (ByteBuffer b :
        new ByteBuffer[] {ByteBuffer.allocate(256), ByteBuffer.allocateDirect(256)}) {
      skiff.serialize("one", b);
      skiff.serialize(2, b);
      skiff.serialize(List.of(3), b);
      b.flip();
      ByteBuffer ro = b.asReadOnlyBuffer();
      assertThat(skiff.deserialize(ro)).isEqualTo("one");
      assertThat(skiff.deserialize(ro, Integer.class)).isEqualTo(2);
      assertThat(skiff.deserialize(ro)).isEqualTo(List.of(3));
      assertThat(ro.remaining()).isEqualTo(0);
    }
  }

  @org.junit.jupiter.api.Test
  void deserialize_bufferLimitBeyondCapacity_failsAsMalformed() {
    Skiff skiff = Skiff.builder().build();
    byte[] bytes = skiff.serialize(ByteBuffer.allocate(2));
    // header, tag (2 bytes), flags, capacity 2, limit 2, position 0: make limit 3
    bytes[5] = 3;
    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(MalformedInputException.class);
  }
}
