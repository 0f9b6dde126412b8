package dev.skiff.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntToLongFunction;
import org.junit.jupiter.api.Test;

class PairedRunTest {

  @Test
  void side_serializeMedia1_returnsTheBytesOfEveryCall() {
    IntToLongFunction loop = PairedRun.side("serialize", "skiff@media.1");
    // media.1 is 230 bytes with registered Skiff (docs/benchmarks.md)
    assertThat(loop.applyAsLong(3)).isEqualTo(3 * 230L);
  }

  @Test
  void side_evolutionCodecDeserialize_runsEachCall() {
    IntToLongFunction loop = PairedRun.side("deserialize", "evolution:skiff-compat@media.1");
    assertThat(loop.applyAsLong(4)).isEqualTo(4L);
  }

  @Test
  void side_noDataSet_refused() {
    assertThatThrownBy(() -> PairedRun.side("serialize", "skiff"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("codec@data");
  }

  @Test
  void runHere_missingJar_refusedRatherThanTimingThisBuild() {
    ClassLoader before = Thread.currentThread().getContextClassLoader();
    assertThatThrownBy(
            () ->
                PairedRun.runHere(
                    "serialize",
                    List.of("skiff@sample", "skiff@sample@no/such/benchmarks.jar"),
                    3,
                    1,
                    50,
                    0,
                    0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no such jar");
    // The first side had set its own loader as the thread's context class loader.
    assertThat(Thread.currentThread().getContextClassLoader())
        .as("context class loader after a refused run")
        .isSameAs(before);
  }

  @Test
  void runHere_sideWithoutDataSet_refused() {
    assertThatThrownBy(
            () -> PairedRun.runHere("serialize", List.of("skiff@sample", "skiff"), 3, 1, 50, 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("codec@data");
  }

  @Test
  void runHere_twoNamesOneRepeated_oneRatioPerNameFirstIsOne() throws Exception {
    double[] ratios =
        PairedRun.runHere(
            "serialize",
            List.of("skiff@sample", "skiff-interp@sample", "skiff@sample"),
            3,
            1,
            50,
            0,
            0);
    assertThat(ratios).hasSize(2);
    assertThat(ratios[0]).isEqualTo(1.0);
    assertThat(ratios[1]).isPositive().isFinite();
  }

  @Test
  void runOtherData_skiffOnSample_runsEveryOtherMixedDataSet() throws Exception {
    int ran =
        PairedRun.runOtherData(
            PairedRun.class.getMethod("side", String.class, String.class),
            "deserialize",
            "skiff",
            "sample",
            20);

    assertThat(ran).isEqualTo(PairedRun.MIXED.size() - 1);
  }

  @Test
  void setUpOrder_firstBeyondTheLastSide_wrapsAround() {
    assertThat(PairedRun.setUpOrder(3, 0)).containsExactly(0, 1, 2);
    assertThat(PairedRun.setUpOrder(3, 1)).containsExactly(1, 2, 0);
    assertThat(PairedRun.setUpOrder(3, 5)).containsExactly(2, 0, 1);
  }

  @Test
  void setUpOrder_negativeFirst_refused() {
    assertThatThrownBy(() -> PairedRun.setUpOrder(2, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("--first");
  }

  @Test
  void runHere_secondSideSetUpFirst_saysSoAndKeepsTheFirstNameAsBaseline() throws Exception {
    PrintStream out = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    double[] ratios;
    try {
      System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
      ratios =
          PairedRun.runHere(
              "serialize", List.of("skiff@sample", "skiff-interp@sample"), 3, 1, 50, 0, 1);
    } finally {
      System.setOut(out);
    }
    String report = captured.toString(StandardCharsets.UTF_8);
    assertThat(report).contains("skiff-interp@sample set up and warmed first");
    assertThat(ratios).hasSize(2);
    assertThat(ratios[0]).as("the baseline is the first name listed").isEqualTo(1.0);
    // Each row's ratio is to the first listed side: its own row reads exactly 1.000.
    assertThat(report).containsPattern("skiff@sample +[0-9.]+ +[0-9.]+ +1\\.000 ");
  }
}
