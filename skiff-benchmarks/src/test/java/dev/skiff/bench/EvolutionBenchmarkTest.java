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
    assertThat(pairs).isEqualTo(param("data").size() * 5);
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
