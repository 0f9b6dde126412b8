package dev.skiff.example.cache;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The chart of one size of the cache job as an SVG file: four panels of one bar per codec, the mean
 * value size, the Redis memory of the values, and the median serialize and deserialize time per
 * record (these two on a log scale, as JDK serialization is tens of times slower than the rest).
 * Written by a few lines of Java, without a charting library.
 */
final class Chart {
  private static final String[] COLORS = {
    "#2b6cb0", "#63b3ed", "#dd6b20", "#38a169", "#718096", "#805ad5", "#d53f8c"
  };
  private static final int WIDTH = 960;
  private static final int PANEL = WIDTH / 2;

  private Chart() {}

  /** Writes the chart of {@code results} (every round of one size) to {@code file}. */
  static void write(Path file, List<Result> results, List<String> codecs, String title)
      throws IOException {
    Files.writeString(file, svg(results, codecs, title), StandardCharsets.UTF_8);
  }

  static String svg(List<Result> results, List<String> codecs, String title) {
    StringBuilder s = new StringBuilder();
    s.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"540\""
                + " font-family=\"sans-serif\" font-size=\"12\">%n",
            WIDTH));
    s.append(
        String.format(Locale.ROOT, "<rect width=\"%d\" height=\"540\" fill=\"white\"/>%n", WIDTH));
    text(s, WIDTH / 2.0, 22, "middle", 15, title);
    panel(
        s, 0, 0, "value bytes (mean)", codecs, medians(results, codecs, Result::valueBytes), false);
    panel(
        s,
        PANEL,
        0,
        "Redis used_memory (MB)",
        codecs,
        medians(results, codecs, r -> r.redisBytes() / 1e6),
        false);
    panel(
        s,
        0,
        260,
        "serialize ns / record (median)",
        codecs,
        medians(results, codecs, Result::serNanos),
        true);
    panel(
        s,
        PANEL,
        260,
        "deserialize ns / record (median)",
        codecs,
        medians(results, codecs, Result::deserNanos),
        true);
    s.append("</svg>\n");
    return s.toString();
  }

  private static double[] medians(
      List<Result> results, List<String> codecs, ToDoubleFunction<Result> f) {
    double[] m = new double[codecs.size()];
    for (int i = 0; i < m.length; i++) {
      List<Double> v = new ArrayList<>();
      for (Result r : results) {
        if (r.codec().equals(codecs.get(i))) {
          v.add(f.applyAsDouble(r));
        }
      }
      m[i] = Summary.median(v, Double::doubleValue);
    }
    return m;
  }

  /** One panel whose bars stand on a base line 200 pixels below its top ({@code y + 40}). */
  private static void panel(
      StringBuilder s,
      int x,
      int y,
      String title,
      List<String> codecs,
      double[] values,
      boolean log) {
    text(s, x + PANEL / 2.0, y + 50, "middle", 13, title);
    double max = 0;
    for (double v : values) {
      max = Math.max(max, log ? Math.log10(Math.max(v, 1)) : v);
    }
    int base = y + 240;
    double step = (PANEL - 60) / (double) codecs.size();
    for (int i = 0; i < values.length; i++) {
      double v = log ? Math.log10(Math.max(values[i], 1)) : values[i];
      double h = max == 0 ? 0 : 160 * v / max;
      double left = x + 40 + i * step + step * 0.15;
      double w = step * 0.7;
      s.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>%n",
              left,
              base - h,
              w,
              h,
              COLORS[i % COLORS.length]));
      text(s, left + w / 2, base - h - 4, "middle", 12, number(values[i]));
      text(s, left + w / 2, base + 14, "middle", 12, codecs.get(i));
    }
    s.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n",
            x + 30,
            base,
            x + PANEL - 20,
            base));
    if (log) {
      text(s, x + PANEL - 20, y + 62, "end", 12, "log scale");
    }
  }

  private static String number(double v) {
    return v >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
  }

  private static void text(
      StringBuilder s, double x, double y, String anchor, int size, String text) {
    s.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\">%s</text>%n",
            x,
            y,
            anchor,
            size,
            text.replace("&", "&amp;").replace("<", "&lt;")));
  }
}
