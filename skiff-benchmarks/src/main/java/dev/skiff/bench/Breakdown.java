package dev.skiff.bench;

import dev.skiff.bench.data.DataSets;
import dev.skiff.bench.data.MediaContent;
import java.util.Locale;

/**
 * A scratch-grade timing of media.1 piece by piece (an empty message, one string, the person list,
 * one image, the media object, the image list, the whole value), to see where a codec spends its
 * time relative to another. It is a plain loop, not JMH: read its numbers as a breakdown to compare
 * codecs in the same run, not as results.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package} from the repository root, then run from
 * there, e.g. {@code java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.Breakdown
 * skiff,fory deserialize}.
 */
public final class Breakdown {
  private static volatile Object sink;

  private Breakdown() {}

  /**
   * Runs the breakdown.
   *
   * @param args codec names separated by commas, then {@code serialize} or {@code deserialize}
   */
  public static void main(String[] args) {
    MediaContent mc = MediaContent.media1();
    Object[] values = {
      null,
      "Javaone Keynote",
      MediaContent.STEVE_JOBS,
      mc.getMedia().getPersons(),
      mc.getImages().get(0),
      mc.getMedia(),
      mc.getImages(),
      mc
    };
    String[] names = {
      "empty", "string-15", "string-utf16", "persons", "image", "media", "images", "media.1"
    };
    boolean serialize = args.length < 2 || args[1].startsWith("ser");
    for (String name : args[0].split(",")) {
      Codec codec = Codecs.create(name, DataSets.byName(DataSets.MEDIA_1));
      byte[][] bytes = new byte[values.length][];
      for (int k = 0; k < values.length; k++) {
        bytes[k] = codec.serialize(values[k]);
      }
      for (int round = 0; round < 3; round++) {
        for (int k = 0; k < values.length; k++) {
          long n = 0;
          long start = System.nanoTime();
          long end = start + 700_000_000L;
          while (System.nanoTime() < end) {
            for (int i = 0; i < 1000; i++) {
              sink = serialize ? codec.serialize(values[k]) : codec.deserialize(bytes[k]);
            }
            n += 1000;
          }
          if (round == 2) {
            System.out.printf(
                Locale.ROOT,
                "%-8s %-12s %-14s %7.1f ns %4d B%n",
                name,
                serialize ? "serialize" : "deserialize",
                names[k],
                (System.nanoTime() - start) / (double) n,
                bytes[k].length);
          }
        }
      }
    }
  }
}
