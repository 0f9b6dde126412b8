package dev.skiff.example.cache;

import java.util.Locale;

/**
 * One (codec, size) run of the cache job: both passes' wall time, the codec calls' time per record,
 * what Redis holds, and the driver's heap peak; {@link #toString()} is its row of the report.
 *
 * @param round the round it ran in, from 0
 * @param coldMs the cold pass (all misses: serialize and store), wall time
 * @param warmMs the warm pass (all hits: fetch and deserialize), wall time
 * @param serNanos the serialize calls' time per record, summed inside the tasks
 * @param deserNanos the deserialize calls' time per record, summed inside the tasks
 * @param valueBytes the mean size of a value
 * @param redisBytes Redis's {@code used_memory} after the cold pass minus before it
 * @param keyBytes {@code MEMORY USAGE} of one key, or -1 if Redis did not say
 * @param heapMb the driver JVM's heap peak during the run (Spark runs the tasks in it)
 */
record Result(
    String codec,
    int records,
    int round,
    long coldMs,
    long warmMs,
    double serNanos,
    double deserNanos,
    double valueBytes,
    long redisBytes,
    long keyBytes,
    long heapMb) {

  static final String HEADER =
      String.format(
          Locale.ROOT,
          "%-13s %9s %9s %9s %12s %12s %11s %14s %10s %10s %6s",
          "codec",
          "records",
          "cold ms",
          "warm ms",
          "ser ns/rec",
          "deser ns/rec",
          "value bytes",
          "redis bytes",
          "bytes/key",
          "heap MB",
          "round");

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%-13s %9d %9d %9d %12.0f %12.0f %11.1f %14d %10s %10d %6d",
        codec,
        records,
        coldMs,
        warmMs,
        serNanos,
        deserNanos,
        valueBytes,
        redisBytes,
        keyBytes < 0 ? "-" : Long.toString(keyBytes),
        heapMb,
        round + 1);
  }
}
