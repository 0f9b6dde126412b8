package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.OneByteInputStream;
import dev.skiff.Thrown;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bulk primitive-array reads of {@link ReadBuffer}: values and positions from an array and from
 * a stream that hands out one byte at a time (so that every 8 KiB slice needs a refill), and the
 * offset a bad boolean byte is reported at.
 */
class PrimitiveArrayReadTest {

  /** A read buffer over an array or a stream. */
  static final class In extends ReadBuffer {
    In(byte[] bytes, boolean stream) {
      if (stream) {
        beginBuffer(new OneByteInputStream(new ByteArrayInputStream(bytes)));
      } else {
        beginBuffer(bytes, 0, bytes.length);
      }
    }
  }

  /** 3,000 ints (12,000 bytes, more than one slice) followed by one marker byte. */
  private static byte[] ints(int[] values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * 4 + 1).order(ByteOrder.LITTLE_ENDIAN);
    for (int v : values) {
      b.putInt(v);
    }
    b.put((byte) 0x5A);
    return b.array();
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readInts_moreThanOneSlice_readsEveryValueAndStopsAfterThem(boolean stream) {
    int[] expected = new int[3_000];
    for (int i = 0; i < expected.length; i++) {
      expected[i] = i * 0x01010101 - 7;
    }
    In in = new In(ints(expected), stream);
    int[] got = new int[expected.length];
    in.readInts(got);
    assertThat(got).isEqualTo(expected);
    assertThat(in.offset()).isEqualTo(12_000);
    assertThat(in.readUnsignedByte()).isEqualTo(0x5A);
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readDoubles_twoValues_readsThemAndAdvancesSixteenBytes(boolean stream) {
    ByteBuffer b = ByteBuffer.allocate(17).order(ByteOrder.LITTLE_ENDIAN);
    b.putDouble(-0.5).putDouble(6.02214076e23).put((byte) 1);
    In in = new In(b.array(), stream);
    double[] got = new double[2];
    in.readDoubles(got);
    assertThat(got).isEqualTo(new double[] {-0.5, 6.02214076e23});
    assertThat(in.offset()).isEqualTo(16);
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readBooleans_byteOtherThanZeroOrOne_failsAtThatByte(boolean stream) {
    In in = new In(new byte[] {9, 1, 0, 1, 2, 0}, stream);
    assertThat(in.readUnsignedByte()).isEqualTo(9);
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> in.readBooleans(new boolean[5]));
    assertThat(e.offset()).isEqualTo(4);
    assertThat(e.getMessage().contains("invalid boolean byte 2")).as(e.getMessage()).isTrue();
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void readBooleans_validBytes_readsThem(boolean stream) {
    In in = new In(new byte[] {1, 0, 0, 1, 1}, stream);
    boolean[] got = new boolean[5];
    in.readBooleans(got);
    assertThat(got).isEqualTo(new boolean[] {true, false, false, true, true});
    assertThat(in.offset()).isEqualTo(5);
  }
}
