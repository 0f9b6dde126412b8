package dev.skiff.example.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SummaryTest {
  private static Result run(String codec, int round, double ser, double deser, long coldMs) {
    return new Result(codec, 1000, round, coldMs, 10, ser, deser, 70, 100_000, 112, 300);
  }

  @Test
  void lines_twoRoundsInRotatedOrder_pairsEachSkiffRunWithTheOtherCodecsRunOfItsRound() {
    // Round 1 runs skiff then fory; round 2, rotated, runs fory then skiff.
    List<Result> results =
        List.of(
            run("skiff", 0, 100, 200, 30),
            run("fory", 0, 200, 100, 50),
            run("fory", 1, 100, 100, 70),
            run("skiff", 1, 150, 300, 40));

    List<String> lines = Summary.lines(results, List.of("skiff", "fory"), 2, 1000);

    assertEquals(
        List.of(
            "medians of 2 rounds, 1,000 records:",
            "codec           cold ms   warm ms   ser ns/rec deser ns/rec",
            "skiff                35        10          125          250",
            "fory                 60        10          150          100",
            "skiff / fory serialize: median 1.00, by round: 0.50 1.50",
            "skiff / fory deserialize: median 2.50, by round: 2.00 3.00"),
        lines);
  }

  @Test
  void lines_oddNumberOfRounds_takesTheMiddleValueAndComparesEverySkiffCodec() {
    List<Result> results =
        List.of(
            run("skiff", 0, 300, 10, 1),
            run("skiff-session", 0, 30, 10, 1),
            run("kryo", 0, 100, 10, 1),
            run("skiff-session", 1, 10, 10, 1),
            run("kryo", 1, 100, 10, 1),
            run("skiff", 1, 100, 10, 1),
            run("kryo", 2, 100, 10, 1),
            run("skiff", 2, 200, 10, 1),
            run("skiff-session", 2, 20, 10, 1));

    List<String> lines = Summary.lines(results, List.of("skiff", "skiff-session", "kryo"), 3, 1000);

    assertEquals("skiff                 1        10          200           10", lines.get(2));
    assertEquals("skiff / kryo serialize: median 2.00, by round: 3.00 1.00 2.00", lines.get(5));
    assertEquals(
        "skiff-session / kryo serialize: median 0.20, by round: 0.30 0.10 0.20", lines.get(7));
    assertEquals(9, lines.size());
  }

  @Test
  void lines_aRoundMissingForOneCodec_isRejected() {
    List<Result> results =
        List.of(run("skiff", 0, 1, 1, 1), run("skiff", 1, 1, 1, 1), run("fory", 1, 1, 1, 1));

    assertThrows(
        IllegalArgumentException.class,
        () -> Summary.lines(results, List.of("skiff", "fory"), 2, 1000));
  }

  @Test
  void lines_runsOfTwoCodecsFromDifferentRounds_areNotPaired() {
    List<Result> results =
        List.of(
            run("skiff", 0, 1, 1, 1),
            run("skiff", 2, 1, 1, 1),
            run("fory", 1, 1, 1, 1),
            run("fory", 2, 1, 1, 1));

    assertThrows(
        IllegalArgumentException.class,
        () -> Summary.lines(results, List.of("skiff", "fory"), 2, 1000));
  }

  @Test
  void toString_unknownKeySize_printsADashInARowThatStartsWithTheCodecAndSize() {
    Result r = new Result("skiff", 10_000, 2, 271, 226, 553.4, 3139.2, 66.5, 1_490_336, -1, 212);

    assertEquals(
        "skiff             10000       271       226          553         3139        66.5"
            + "        1490336          -        212      3",
        r.toString());
  }
}
