package dev.skiff.internal.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * {@link WriteBuffer}'s var-int writers against an independent statement of the format (spec §3.1):
 * seven bits a byte, least significant first, bit 7 set on every byte but the last; a var-long's
 * ninth byte, when there is one, holds the top eight bits whole. The var-long writer builds
 * encodings of up to eight bytes in one {@code long} and stores it at once, leaving scratch bytes
 * past the encoding for the next write to overwrite; so values are written in runs, and at every
 * distance from the end of the buffer, where the var-long writer falls back to a byte loop. Read
 * back from arrays and from a stream that hands out one byte at a time, every value must return.
 */
class VarIntEncodingProperties {

  /** Longs of every bit length from 0 to 64, about evenly. */
  @Provide
  Arbitrary<Long> longs() {
    return Arbitraries.integers()
        .between(0, 64)
        .flatMap(
            bits ->
                Arbitraries.longs()
                    .map(v -> bits == 0 ? 0L : bits == 64 ? v | Long.MIN_VALUE : lowBits(v, bits)));
  }

  /** Ints of every bit length from 0 to 32, about evenly. */
  @Provide
  Arbitrary<Integer> ints() {
    return longs().filter(v -> Long.numberOfLeadingZeros(v) >= 32).map(Long::intValue);
  }

  private static long lowBits(long v, int bits) {
    return (v & ((1L << bits) - 1)) | (1L << (bits - 1));
  }

  @Property(tries = 300)
  void writeVarULong_runOfValues_bytesOfTheFormat(
      @ForAll @Size(max = 40) List<@From("longs") Long> values) {
    WriteBuffer b = new WriteBuffer();
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (long v : values) {
      b.writeVarULong(v);
      oracleLong(expected, v);
    }
    assertThat(b.toByteArray()).isEqualTo(expected.toByteArray());
    ReadBuffer r = new PrimitiveArrayReadTest.In(b.toByteArray(), false);
    for (long v : values) {
      assertThat(r.readVarULong()).isEqualTo(v);
    }
  }

  @Property(tries = 300)
  void writeVarUInt_runOfValues_bytesOfTheFormat(
      @ForAll @Size(max = 40) List<@From("ints") Integer> values) {
    WriteBuffer b = new WriteBuffer();
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (int v : values) {
      b.writeVarUInt(v);
      oracleLong(expected, v & 0xFFFFFFFFL);
    }
    assertThat(b.toByteArray()).isEqualTo(expected.toByteArray());
    ReadBuffer r = new PrimitiveArrayReadTest.In(b.toByteArray(), false);
    for (int v : values) {
      assertThat(r.readVarUInt()).isEqualTo(v);
    }
  }

  /**
   * A value written when {@code room} bytes are left in the buffer: below eight the var-long writer
   * takes the byte loop, from eight on the one-store path; both must write the format's bytes.
   */
  @Property(tries = 400)
  void putVarULong_anyRoomLeft_bytesOfTheFormat(
      @ForAll("longs") long v,
      @ForAll("ints") int w,
      @ForAll @IntRange(min = 0, max = 12) int room) {
    WriteBuffer b = new WriteBuffer();
    int prefix = b.buf.length - 9 - room; // after ensure(9), 9 + room bytes are left
    b.ensure(prefix);
    for (int i = 0; i < prefix; i++) {
      b.putByte(i);
    }
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    for (int i = 0; i < prefix; i++) {
      expected.write(i);
    }
    b.writeVarULong(v);
    oracleLong(expected, v);
    b.writeVarUInt(w);
    oracleLong(expected, w & 0xFFFFFFFFL);
    assertThat(b.toByteArray()).isEqualTo(expected.toByteArray());
  }

  /** The oracle's bytes read back from a stream one byte at a time: the reader's byte loop. */
  @Property(tries = 200)
  void readVarULong_streamOneByteAtATime_sameValues(
      @ForAll @Size(max = 20) List<@From("longs") Long> values) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    values.forEach(v -> oracleLong(bytes, v));
    ReadBuffer r = new PrimitiveArrayReadTest.In(bytes.toByteArray(), true);
    for (long v : values) {
      assertThat(r.readVarULong()).isEqualTo(v);
    }
  }

  /**
   * The oracle's bytes read back from an array, so that the last values lie within 8 or 9 bytes of
   * its end, where the readers decode the buffered bytes in place, and from a stream one byte at a
   * time, where every var-int runs past what is buffered.
   */
  @Property(tries = 300)
  void readVarUIntAndVarULong_arrayOrStream_sameValues(
      @ForAll @Size(max = 12) List<@From("ints") Integer> ints,
      @ForAll @Size(max = 12) List<@From("longs") Long> longs,
      @ForAll boolean stream,
      @ForAll Reader intReader,
      @ForAll Reader longReader) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    longs.forEach(v -> oracleLong(bytes, v));
    ints.forEach(v -> oracleLong(bytes, v & 0xFFFFFFFFL));
    ReadBuffer r = new PrimitiveArrayReadTest.In(bytes.toByteArray(), stream);
    for (long v : longs) {
      assertThat(longReader.readLong(r)).isEqualTo(v);
    }
    for (int v : ints) {
      assertThat(intReader.readInt(r)).isEqualTo(v);
    }
    assertThat(r.offset()).isEqualTo(bytes.size());
  }

  /**
   * Small values, where {@link ReadBuffer#readShortVarUInt} and {@link
   * ReadBuffer#readShortVarULong} decode one and two bytes themselves, each followed by {@code gap}
   * zero bytes, so that values lie at every distance from the end of the array, including its last
   * byte, where they hand over to the general readers.
   */
  @Property(tries = 300)
  void readShortVarUIntAndVarULong_smallValuesAtEveryDistanceFromTheEnd_sameValues(
      @ForAll @Size(max = 12) List<@IntRange(min = 0, max = 40_000) Integer> values,
      @ForAll @IntRange(min = 0, max = 2) int gap,
      @ForAll boolean stream) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int v : values) {
      oracleLong(bytes, v);
      for (int i = 0; i < gap; i++) {
        bytes.write(0);
      }
    }
    ReadBuffer ints = new PrimitiveArrayReadTest.In(bytes.toByteArray(), stream);
    ReadBuffer longs = new PrimitiveArrayReadTest.In(bytes.toByteArray(), stream);
    for (int v : values) {
      assertThat(ints.readShortVarUInt()).isEqualTo(v);
      assertThat(longs.readShortVarULong()).isEqualTo(v);
      for (int i = 0; i < gap; i++) {
        assertThat(ints.readShortVarUInt()).isZero();
        assertThat(longs.readShortVarULong()).isZero();
      }
    }
    assertThat(ints.offset()).isEqualTo(bytes.size());
    assertThat(longs.offset()).isEqualTo(bytes.size());
  }

  /** A var-int cut off by the end of the input fails as truncated, at the offset of the cut. */
  @Property(tries = 60)
  void readVarUInt_cutOffByTheEnd_malformedAtTheEnd(
      @ForAll @IntRange(min = 1, max = 4) int continued,
      @ForAll @IntRange(min = 0, max = 12) int lead,
      @ForAll boolean stream,
      @ForAll Reader intReader) {
    byte[] bytes = new byte[lead + continued];
    for (int i = 0; i < continued; i++) {
      bytes[lead + i] = (byte) 0x81;
    }
    assertThat(failureAfterZeros(bytes, lead, stream, intReader).offset())
        .isEqualTo((long) lead + continued);
  }

  /**
   * A var-int whose fifth byte holds more than the 4 bits left of 32, in an array or a stream, with
   * {@code lead} well-formed bytes in front and {@code tail} bytes after it (so that both the
   * 8-byte load and the byte-by-byte path see it): refused at that byte.
   */
  @Property(tries = 120)
  void readVarUInt_fifthByteTooLarge_malformedAtThatByte(
      @ForAll @IntRange(min = 0, max = 12) int lead,
      @ForAll @IntRange(min = 0, max = 6) int tail,
      @ForAll @IntRange(min = 0x10, max = 0xFF) int fifth,
      @ForAll boolean stream,
      @ForAll Reader intReader) {
    byte[] bytes = new byte[lead + 5 + tail];
    for (int i = 0; i < 4; i++) {
      bytes[lead + i] = (byte) 0x80;
    }
    bytes[lead + 4] = (byte) fifth;
    MalformedInputException e = failureAfterZeros(bytes, lead, stream, intReader);
    assertThat(e).hasMessageContaining("var-int longer than 32 bits");
    assertThat(e.offset()).isEqualTo((long) lead + 4);
  }

  /**
   * What {@code reader} throws on the var-int after {@code lead} zero bytes, each of which it must
   * first read as 0.
   */
  private static MalformedInputException failureAfterZeros(
      byte[] bytes, int lead, boolean stream, Reader reader) {
    ReadBuffer r = new PrimitiveArrayReadTest.In(bytes, stream);
    for (int i = 0; i < lead; i++) {
      assertThat(reader.readInt(r)).isZero();
    }
    try {
      reader.readInt(r);
    } catch (MalformedInputException e) {
      return e;
    }
    throw new AssertionError("no failure on the var-int at " + lead);
  }

  /** The general and the short readers of unsigned var-ints, which must agree on every input. */
  enum Reader {
    GENERAL(ReadBuffer::readVarUInt, ReadBuffer::readVarULong),
    SHORT(ReadBuffer::readShortVarUInt, ReadBuffer::readShortVarULong);

    private final ToIntFunction<ReadBuffer> ints;
    private final ToLongFunction<ReadBuffer> longs;

    Reader(ToIntFunction<ReadBuffer> ints, ToLongFunction<ReadBuffer> longs) {
      this.ints = ints;
      this.longs = longs;
    }

    int readInt(ReadBuffer r) {
      return ints.applyAsInt(r);
    }

    long readLong(ReadBuffer r) {
      return longs.applyAsLong(r);
    }
  }

  /** The format, from the spec, one byte at a time. */
  private static void oracleLong(ByteArrayOutputStream out, long v) {
    for (int i = 0; i < 8; i++) {
      if ((v >>> 7) == 0) {
        out.write((int) v);
        return;
      }
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }
}
