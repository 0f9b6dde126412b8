package dev.skiff.example.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ChartTest {
  private static Result run(String codec, int round, double ser, double deser) {
    return new Result(codec, 1000, round, 5, 5, ser, deser, 71.3, 152_306_848, 112, 300);
  }

  private static final List<Result> RESULTS =
      List.of(
          run("skiff", 0, 120, 300),
          run("fory", 0, 140, 200),
          run("fory", 1, 160, 220),
          run("skiff", 1, 100, 10_000),
          run("skiff", 2, 110, 320),
          run("fory", 2, 150, 260));

  @Test
  void svg_twoCodecs_drawsOneBarPerCodecInEachOfFourPanels() {
    String svg = Chart.svg(RESULTS, List.of("skiff", "fory"), "A & B");

    assertEquals(8, count(svg, "<rect x="));
    for (String title :
        List.of(
            "value bytes (mean)",
            "Redis used_memory (MB)",
            "serialize ns / record (median)",
            "deserialize ns / record (median)")) {
      assertTrue(svg.contains(">" + title + "</text>"), title);
    }
    assertTrue(svg.contains(">A &amp; B</text>"));
    assertEquals(2, count(svg, ">log scale</text>"));
  }

  @Test
  void svg_threeRounds_labelsEachTimeBarWithTheMedianNotTheMean() {
    String svg = Chart.svg(RESULTS, List.of("skiff", "fory"), "t");

    assertTrue(svg.contains(">110</text>")); // skiff serialize: 100, 110, 120
    assertTrue(svg.contains(">150</text>")); // fory serialize: 140, 150, 160
    assertTrue(svg.contains(">320</text>")); // skiff deserialize: 300, 320, 10,000
    assertTrue(svg.contains(">152</text>")); // Redis MB, whole above 100
    assertTrue(svg.contains(">71.3</text>")); // value bytes
  }

  private static int count(String s, String what) {
    Matcher m = Pattern.compile(Pattern.quote(what)).matcher(s);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
