package dev.skiff.bench;

import dev.skiff.bench.data.DataSets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of {@link Compare}: data sets, codecs, timing, first-use shots, volume sizes,
 * codecs and records, and the report directory.
 */
final class CompareOptions {

  boolean full;
  List<String> data;
  List<String> codecs = Codecs.names();
  long warmupMs = -1;
  long measureMs = -1;
  boolean timing = true;
  int firstUseShots = -1;
  int[] volume;
  List<String> volumeCodecs = Compare.VOLUME_CODECS;
  Volume.Records volumeData = Volume.Records.PERSON;
  Path out = Paths.get("skiff-benchmarks", "target", "benchmark-results");
  List<String> args = new ArrayList<>();

  static CompareOptions parse(String[] args) {
    CompareOptions o = new CompareOptions();
    for (String arg : args) {
      o.args.add(arg);
      if (arg.equals("--full")) {
        o.full = true;
      } else if (arg.startsWith("--data=")) {
        o.data = split(arg.substring("--data=".length()));
      } else if (arg.startsWith("--codecs=")) {
        o.codecs = split(arg.substring("--codecs=".length()));
      } else if (arg.startsWith("--warmup-ms=")) {
        o.warmupMs = Long.parseLong(arg.substring("--warmup-ms=".length()));
      } else if (arg.startsWith("--measure-ms=")) {
        o.measureMs = Long.parseLong(arg.substring("--measure-ms=".length()));
      } else if (arg.equals("--sizes-only")) {
        o.timing = false;
      } else if (arg.startsWith("--first-use-shots=")) {
        o.firstUseShots = Integer.parseInt(arg.substring("--first-use-shots=".length()));
      } else if (arg.startsWith("--volume=")) {
        String v = arg.substring("--volume=".length());
        o.volume =
            v.equals("none")
                ? new int[0]
                : split(v).stream().mapToInt(s -> Integer.parseInt(s.replace("_", ""))).toArray();
      } else if (arg.startsWith("--volume-codecs=")) {
        o.volumeCodecs = split(arg.substring("--volume-codecs=".length()));
      } else if (arg.startsWith("--volume-data=")) {
        o.volumeData = Volume.Records.of(arg.substring("--volume-data=".length()));
      } else if (arg.startsWith("--out=")) {
        o.out = Paths.get(arg.substring("--out=".length()));
      } else {
        System.err.println("unknown option: " + arg);
        System.err.println(
            "usage: Compare [--full] [--data=a,b] [--codecs=a,b] [--warmup-ms=N] [--measure-ms=N]"
                + " [--sizes-only] [--first-use-shots=N] [--volume=N,M|none]"
                + " [--volume-codecs=a,b] [--volume-data=person|account] [--out=DIR]");
        System.exit(2);
      }
    }
    if (o.data == null) {
      o.data = o.full ? DataSets.names() : Compare.QUICK_DATA;
    }
    if (o.warmupMs < 0) {
      o.warmupMs = o.full ? 400 : 100;
    }
    if (o.measureMs < 0) {
      o.measureMs = o.full ? 800 : 200;
    }
    if (o.firstUseShots < 0) {
      o.firstUseShots = 3;
    }
    if (o.volume == null) {
      o.volume =
          o.full ? new int[] {10_000, 100_000, 1_000_000, 5_000_000} : new int[] {10_000, 100_000};
    }
    return o;
  }

  static List<String> split(String csv) {
    List<String> parts = new ArrayList<>();
    for (String p : csv.split(",")) {
      if (!p.isBlank()) {
        parts.add(p.trim());
      }
    }
    return parts;
  }
}
