package dev.skiff.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.bench.data.DataSet;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/**
 * The pairs of {@link EvolutionBenchmark} that run without {@code sun.misc.Unsafe}: every Skiff
 * mode on every data set it declares, and the hand-written codecs on media.1 and Sample, each a
 * round trip to an equal value. The pairs come from the benchmark's own {@link Param} lists, so a
 * data set or mode added there is tested here.
 */
class EvolutionBenchmarkTest {

  private static List<String> param(String field) throws NoSuchFieldException {
    return Arrays.asList(
        EvolutionBenchmark.class.getField(field).getAnnotation(Param.class).value());
  }

  @Test
  void create_everySkiffModeOnEveryDataSet_roundTripsToEqualValues() throws Exception {
    int pairs = 0;
    for (String data : param("data")) {
      DataSet d = EvolutionBenchmark.dataSet(data);
      for (String codec : param("codec")) {
        if (codec.startsWith("skiff")) {
          Codec c = EvolutionBenchmark.create(codec, d);
          assertThat(RoundTrip.check(c, d, d.create())).isNotEmpty();
          pairs++;
        }
      }
    }
    assertThat(pairs).isEqualTo(param("data").size() * 12);
  }

  /**
   * On a stream each schema goes out ahead of the first value that uses it, and a later media.1
   * value is as long as plain mode's. Without schemas ahead, it is plain mode's bytes plus a
   * one-byte schema reference before each of its seven bodies of user classes and enums (a
   * MediaContent, a Media, two Images, a Player and two Sizes).
   */
  @Test
  void create_compatibleStream_laterValuesAsLongAsPlainOrOneByteMorePerBody() {
    DataSet d = EvolutionBenchmark.dataSet("media.1");
    Object value = d.create();
    byte[] plain = EvolutionBenchmark.create("skiff-stream", d).serialize(value);
    assertThat(plain).hasSize(230);

    for (String name : List.of("skiff-compat-stream", "skiff-compat-stream-indexed")) {
      Codec compatible = EvolutionBenchmark.create(name, d);
      byte[] later = compatible.serialize(value);

      assertThat(later).as(name).hasSize(plain.length + (name.endsWith("-indexed") ? 7 : 0));
      assertThat(compatible.serialize(value)).isEqualTo(later);
      assertThat(compatible.deserialize(later)).isEqualTo(value);
    }
  }

  /**
   * A message to an {@code OutputStream} is the message written into an array, schemas ahead and
   * all. Without schemas ahead it is five bytes shorter: the block's length and a tag per class
   * (seven bytes) against the two later bodies' one-byte references.
   */
  @Test
  void create_compatibleToAnOutputStream_writesTheBytesOfAnArrayMessage() {
    DataSet d = EvolutionBenchmark.dataSet("media.1");
    Object value = d.create();
    byte[] array = EvolutionBenchmark.create("skiff-compat", d).serialize(value);

    Codec out = EvolutionBenchmark.create("skiff-compat-out", d);
    Codec indexed = EvolutionBenchmark.create("skiff-compat-out-indexed", d);

    assertThat(array).hasSize(419);
    assertThat(out.serialize(value)).isEqualTo(array);
    assertThat(out.serialize(value)).as("the second message").isEqualTo(array);
    assertThat(indexed.serialize(value)).hasSize(414);
    assertThat(EvolutionBenchmark.create("skiff-compat-out-store", d).serialize(value))
        .isEqualTo(EvolutionBenchmark.create("skiff-compat-store", d).serialize(value))
        .hasSize(281);
    assertThat(out.deserialize(indexed.serialize(value))).isEqualTo(value);
    assertThat(EvolutionBenchmark.create("skiff-out", d).serialize(value))
        .isEqualTo(EvolutionBenchmark.create("skiff", d).serialize(value));
  }

  @Test
  void create_handWrittenOnMediaAndSample_roundTripsToEqualValues() throws Exception {
    assertThat(param("codec")).contains("handwritten");
    for (String data : List.of("media.1", "sample")) {
      assertThat(param("data")).contains(data);
      DataSet d = EvolutionBenchmark.dataSet(data);
      Codec c = EvolutionBenchmark.create("handwritten", d);
      assertThat(RoundTrip.check(c, d, d.create())).isNotEmpty();
    }
  }
}
