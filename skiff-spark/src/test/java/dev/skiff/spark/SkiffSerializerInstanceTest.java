package dev.skiff.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.api.Test;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

class SkiffSerializerInstanceTest {
  record Person(String name, int age, List<String> tags) {}

  private static final ClassTag<Object> ANY = ClassTag$.MODULE$.AnyRef();

  private static SerializerInstance instance() {
    return new SkiffSerializer(new SparkConf(false)).newInstance();
  }

  @Test
  void relocation_permutedRecordRanges_readBackInNewOrder() throws Exception {
    SerializerInstance ser = instance();
    Random random = new Random(42);
    Person shared = new Person("shared", 7, List.of("a", "b"));
    List<Object> records = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      records.add(random.nextBoolean() ? shared : new Person("p" + i, i, List.of("t" + i)));
    }
    List<byte[]> ranges = new ArrayList<>();
    for (Object record : records) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      SerializationStream out = ser.serializeStream(bytes);
      out.writeObject(record, ANY);
      out.flush();
      ranges.add(bytes.toByteArray());
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < records.size(); i++) {
      order.add(i);
    }
    Collections.shuffle(order, random);
    ByteArrayOutputStream joined = new ByteArrayOutputStream();
    for (int i : order) {
      joined.write(ranges.get(i));
    }
    DeserializationStream in =
        ser.deserializeStream(new ByteArrayInputStream(joined.toByteArray()));
    for (int i : order) {
      assertThat(in.readObject(ANY)).isEqualTo(records.get(i));
    }
    assertThatThrownBy(() -> in.readObject(ANY)).isInstanceOf(EOFException.class);
  }

  /**
   * One instance serves interleaved streams on one thread (Spark writes several shuffle files and
   * reads fetched blocks through one instance): its session's writer and reader each finish a
   * record before the next starts, so every stream holds exactly what the shared {@code Skiff}
   * would have written, and reads back its own records.
   */
  @Test
  void serializeStream_interleavedStreamsOnOneInstance_writeSkiffsBytesAndReadBackTheirOwnRecords()
      throws Exception {
    SkiffSerializer serializer = new SkiffSerializer(new SparkConf(false));
    SerializerInstance ser = serializer.newInstance();
    dev.skiff.Skiff skiff = serializer.build(Thread.currentThread().getContextClassLoader());
    ByteArrayOutputStream earlier = new ByteArrayOutputStream();
    SerializationStream first = ser.serializeStream(earlier);
    for (int i = 0; i < 50; i++) {
      first.writeObject(new Person("e" + i, i, List.of("x")), ANY);
    }
    first.close();
    DeserializationStream reading =
        ser.deserializeStream(new ByteArrayInputStream(earlier.toByteArray()));
    ByteArrayOutputStream bytesA = new ByteArrayOutputStream();
    ByteArrayOutputStream bytesB = new ByteArrayOutputStream();
    SerializationStream a = ser.serializeStream(bytesA);
    SerializationStream b = ser.serializeStream(bytesB);
    ByteArrayOutputStream expectedA = new ByteArrayOutputStream();
    for (int i = 0; i < 50; i++) {
      Person pa = new Person("a" + i, i, List.of("t" + i, "u"));
      a.writeObject(pa, ANY);
      b.writeObject(new Person("b" + i, -i, List.of()), ANY);
      assertThat(reading.readObject(ANY)).isEqualTo(new Person("e" + i, i, List.of("x")));
      byte[] message = skiff.serialize(pa);
      assertThat(message.length).isLessThan(128); // a one-byte length prefix
      expectedA.write(message.length);
      expectedA.write(message);
    }
    a.close();
    b.close();
    assertThat(bytesA.toByteArray()).isEqualTo(expectedA.toByteArray());
    DeserializationStream inA =
        ser.deserializeStream(new ByteArrayInputStream(bytesA.toByteArray()));
    DeserializationStream inB =
        ser.deserializeStream(new ByteArrayInputStream(bytesB.toByteArray()));
    for (int i = 0; i < 50; i++) {
      assertThat(inB.readObject(ANY)).isEqualTo(new Person("b" + i, -i, List.of()));
      assertThat(inA.readObject(ANY)).isEqualTo(new Person("a" + i, i, List.of("t" + i, "u")));
    }
  }

  @Test
  void readObject_emptyStream_throwsEof() {
    DeserializationStream in = instance().deserializeStream(new ByteArrayInputStream(new byte[0]));
    assertThat(in.asIterator().hasNext()).isFalse();
  }

  @Test
  void readObject_hugeLengthPrefixOnShortStream_failsWithoutAllocatingIt() {
    // a record that claims 2^31 - 1 bytes, followed by only three
    byte[] hostile = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07, 1, 2, 3};
    DeserializationStream in = instance().deserializeStream(new ByteArrayInputStream(hostile));
    assertThatThrownBy(() -> in.readObject(ClassTag$.MODULE$.Any()))
        .isInstanceOf(dev.skiff.MalformedInputException.class)
        .hasMessageContaining("truncated record: 3 of 2147483647 bytes")
        .hasMessageContaining("offset 8");
  }

  @Test
  void readObject_oneBytePerRead_readsAllRecords() {
    SerializerInstance ser = instance();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    SerializationStream out = ser.serializeStream(bytes);
    String big = "x".repeat(1000);
    out.writeObject(new Person("a", 1, List.of(big)), ANY);
    out.writeObject(new Person("b", 2, List.of()), ANY);
    out.close();
    InputStream trickle =
        new ByteArrayInputStream(bytes.toByteArray()) {
          @Override
          public synchronized int read(byte[] b, int off, int len) {
            return super.read(b, off, Math.min(len, 3));
          }
        };
    DeserializationStream in = ser.deserializeStream(trickle);
    assertThat(in.readObject(ANY)).isEqualTo(new Person("a", 1, List.of(big)));
    assertThat(in.readObject(ANY)).isEqualTo(new Person("b", 2, List.of()));
    assertThatThrownBy(() -> in.readObject(ANY)).isInstanceOf(EOFException.class);
  }

  @Test
  void deserialize_directAndSlicedBuffers_readFromPosition() {
    SerializerInstance ser = instance();
    Person person = new Person("d", 3, List.of("z"));
    ByteBuffer heap = ser.serialize(person, ANY);
    byte[] padded = new byte[heap.remaining() + 10];
    heap.duplicate().get(padded, 7, heap.remaining());
    ByteBuffer sliced = ByteBuffer.wrap(padded, 7, heap.remaining()).slice();
    ByteBuffer offset = ByteBuffer.wrap(padded, 7, heap.remaining());
    ByteBuffer direct = ByteBuffer.allocateDirect(heap.remaining() + 4);
    direct.position(4);
    direct.put(heap.duplicate()).position(4);
    assertThat(ser.deserialize(heap, ANY)).isEqualTo(person);
    assertThat(ser.deserialize(sliced, ANY)).isEqualTo(person);
    assertThat(ser.deserialize(offset, ANY)).isEqualTo(person);
    assertThat(ser.deserialize(direct, getClass().getClassLoader(), ANY)).isEqualTo(person);
  }

  @Test
  void constructor_unknownSkiffKey_failsNamingKey() {
    SparkConf conf = new SparkConf(false).set("spark.skiff.referenceTraking", "false");
    assertThatThrownBy(() -> new SkiffSerializer(conf))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("spark.skiff.referenceTraking");
  }

  @Test
  void constructor_compatible_writesCompatibleMessagesThatPlainInstancesRefuse() {
    SerializerInstance compatible =
        new SkiffSerializer(new SparkConf(false).set("spark.skiff.compatible", "true"))
            .newInstance();
    Person person = new Person("e", 4, List.of("y"));

    ByteBuffer bytes = compatible.serialize(person, ANY);

    assertThat(bytes.get(bytes.position()) & 0x40).as("compatible header flag").isEqualTo(0x40);
    assertThat(compatible.deserialize(bytes.duplicate(), ANY)).isEqualTo(person);
    assertThatThrownBy(() -> instance().deserialize(bytes.duplicate(), ANY))
        .hasMessageContaining("compatible(true)");
  }
}
