package dev.skiff.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/** Scala's most used collections round-trip through their own compact serializers. */
class ScalaCollectionSerializersTest {
  private static final ClassTag<Object> ANY = ClassTag$.MODULE$.AnyRef();

  private static SerializerInstance instance(boolean refs) {
    return new SkiffSerializer(
            new SparkConf(false).set("spark.skiff.referenceTracking", Boolean.toString(refs)))
        .newInstance();
  }

  private static List<Object> ints(int n) {
    return new ArrayList<>(IntStream.range(0, n).boxed().toList());
  }

  private static Map<Object, Object> entries(int n) {
    Map<Object, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      m.put("k" + i, i);
    }
    return m;
  }

  static Stream<Arguments> values() {
    List<Arguments> out = new ArrayList<>();
    for (int n : new int[] {0, 1, 3, 4, 5, 40, 5_000}) {
      for (boolean refs : new boolean[] {true, false}) {
        out.add(Arguments.of("List " + n, CollectionConverters.asScala(ints(n)).toList(), refs));
        out.add(
            Arguments.of("Vector " + n, CollectionConverters.asScala(ints(n)).toVector(), refs));
        out.add(
            Arguments.of(
                "ArrayBuffer " + n,
                new scala.collection.mutable.ArrayBuffer<>()
                    .addAll(CollectionConverters.asScala(ints(n))),
                refs));
        out.add(
            Arguments.of(
                "Set " + n,
                CollectionConverters.asScala(new LinkedHashSet<>(ints(n))).toSet(),
                refs));
        out.add(
            Arguments.of(
                "Map " + n,
                CollectionConverters.asScala(entries(n))
                    .toMap(scala.$less$colon$less$.MODULE$.refl()),
                refs));
      }
    }
    out.add(
        Arguments.of(
            "List of Vectors",
            CollectionConverters.asScala(
                    List.of(
                        CollectionConverters.asScala(ints(3)).toVector(),
                        CollectionConverters.asScala(ints(0)).toVector()))
                .toList(),
            true));
    return out.stream();
  }

  @ParameterizedTest(name = "{0}, references {2}")
  @MethodSource("values")
  void serialize_scalaCollection_roundTripsEqualWithSameClassAndOrder(
      String name, Object value, boolean refs) {
    SerializerInstance ser = instance(refs);

    Object back = ser.deserialize(ser.serialize(value, ANY), ANY);

    assertThat(back).isEqualTo(value);
    assertThat(back.getClass()).isEqualTo(value.getClass());
    assertThat(back.toString()).isEqualTo(value.toString()); // iteration order too
  }

  @Test
  void serialize_listOf100Ints_takesAboutWhatAnArrayListTakes() {
    SerializerInstance ser = instance(true);
    int list = ser.serialize(ints(100), ANY).remaining();

    int scalaList =
        ser.serialize(CollectionConverters.asScala(ints(100)).toList(), ANY).remaining();

    // through the writeReplace proxy it took 626 bytes; now the ArrayList plus a class name
    assertThat(scalaList).isLessThan(list + 50);
  }

  /**
   * The exact bytes of a Scala {@code List(1, 2)} and {@code Map("k" -> 1)} under the default
   * configuration: a change to how these codecs write is a change of skiff-spark's format.
   */
  @Test
  void serialize_smallListAndMap_writesTheFrozenBytes() {
    SerializerInstance ser = instance(true);

    String list = hex(toArray(ser.serialize(CollectionConverters.asScala(ints(2)).toList(), ANY)));
    String map =
        hex(
            toArray(
                ser.serialize(
                    CollectionConverters.asScala(entries(1))
                        .toMap(scala.$less$colon$less$.MODULE$.refl()),
                    ANY)));

    assertThat(list)
        .isEqualTo(
            "11039d017363616c612e636f6c6c656374696f6e2e696d6d757461626c652e24636f6c6f6e24636f6c6f6e110202090002");
    assertThat(map)
        .isEqualTo(
            "11038d017363616c612e636f6c6c656374696f6e2e696d6d757461626c652e4d6170244d6170313102010709096b3000");
  }

  private static String hex(byte[] bytes) {
    StringBuilder out = new StringBuilder();
    for (byte b : bytes) {
      out.append(String.format("%02x", b & 0xFF));
    }
    return out.toString();
  }

  @Test
  void deserialize_scalaListWhoseElementsAreNotAList_failsWithMalformedInput() {
    SerializerInstance ser = instance(false);
    ByteBuffer good = ser.serialize(CollectionConverters.asScala(ints(2)).toList(), ANY);
    byte[] bytes = new byte[good.remaining()];
    good.get(bytes);
    byte[] string = toArray(ser.serialize("xy", ANY));
    // keep the class name, replace the ArrayList that follows it by a string
    int listStart = bytes.length - toArray(ser.serialize(ints(2), ANY)).length + 1;
    byte[] hostile = new byte[listStart + string.length - 1];
    System.arraycopy(bytes, 0, hostile, 0, listStart);
    System.arraycopy(string, 1, hostile, listStart, string.length - 1);

    assertThatThrownBy(() -> ser.deserialize(ByteBuffer.wrap(hostile), ANY))
        .isInstanceOf(MalformedInputException.class)
        .hasMessageContaining("must be an ArrayList");
  }

  private static byte[] toArray(ByteBuffer b) {
    byte[] out = new byte[b.remaining()];
    b.duplicate().get(out);
    return out;
  }
}
