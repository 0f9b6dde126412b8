package dev.skiff.wire;

import java.util.List;

/**
 * The golden corpus's fixed facts, shared with other modules' tests through skiff-core's test jar
 * (the fuzz targets of skiff-fuzz are seeded with the corpus and register the same classes).
 */
public final class GoldenCorpus {
  private GoldenCorpus() {}

  /** The fixed registration list of the corpus (append only): user ids 0 to 10, tags 6 to 26. */
  public static final List<Class<?>> REGISTRATION =
      List.of(
          Point.class,
          dev.skiff.model.Color.class,
          Person.class,
          Scores.class,
          Pair.class,
          Node.class,
          Primitives.class,
          Catalog.class,
          Palette.class,
          Ticket.class,
          Tagged.class);

  /** Parses hex text: '#' starts a comment that runs to the end of the line; spaces are ignored. */
  public static byte[] parseHex(String text) {
    StringBuilder digits = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      int hash = line.indexOf('#');
      digits.append((hash >= 0 ? line.substring(0, hash) : line).replaceAll("\\s+", ""));
    }
    if (digits.length() % 2 != 0) {
      throw new IllegalArgumentException("odd number of hex digits");
    }
    byte[] bytes = new byte[digits.length() / 2];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) Integer.parseInt(digits.substring(2 * i, 2 * i + 2), 16);
    }
    return bytes;
  }
}
