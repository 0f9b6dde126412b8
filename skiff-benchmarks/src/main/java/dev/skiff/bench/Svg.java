package dev.skiff.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Tiny SVG charts for the report: grouped horizontal bars and a log-log line chart. */
final class Svg {
  private static final String[] COLORS = {
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
    "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173", "#3182bd"
  };

  private Svg() {}

  /**
   * Horizontal grouped bars: one group per category (a codec), one bar per series. NaN values are
   * left out (and labelled "n/a"). {@code highlight} names a category drawn in bold.
   */
  static void bars(
      Path file,
      String title,
      String unit,
      List<String> categories,
      List<String> series,
      double[][] values,
      String highlight)
      throws IOException {
    int left = 130;
    int right = 110;
    int width = 860;
    int barH = 11;
    int groupGap = 8;
    int top = 52;
    int groupH = series.size() * barH + groupGap;
    int height = top + categories.size() * groupH + 40;
    double max = 0;
    for (double[] row : values) {
      for (double v : row) {
        if (!Double.isNaN(v)) {
          max = Math.max(max, v);
        }
      }
    }
    if (max <= 0) {
      max = 1;
    }
    double plotW = width - left - right;
    StringBuilder s = header(width, height);
    text(s, width / 2.0, 20, 15, "middle", true, title);
    text(s, width / 2.0, 38, 11, "middle", false, unit);
    for (int j = 0; j < series.size(); j++) {
      double x = left + j * 150;
      s.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%.1f\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>%n",
              x,
              height - 24,
              COLORS[j % COLORS.length]));
      text(s, x + 14, height - 15, 11, "start", false, series.get(j));
    }
    for (int i = 0; i < categories.size(); i++) {
      int y0 = top + i * groupH;
      boolean bold = categories.get(i).equals(highlight);
      text(s, left - 6, y0 + series.size() * barH / 2.0 + 4, 11, "end", bold, categories.get(i));
      for (int j = 0; j < series.size(); j++) {
        double v = values[i][j];
        double y = y0 + j * barH;
        if (Double.isNaN(v)) {
          text(s, left + 4, y + barH - 2, 9, "start", false, "n/a");
          continue;
        }
        double w = Math.max(1, v / max * plotW);
        s.append(
            String.format(
                Locale.ROOT,
                "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n",
                left,
                y,
                w,
                barH - 1,
                COLORS[j % COLORS.length]));
        text(s, left + w + 4, y + barH - 2, 9, "start", false, format(v));
      }
    }
    s.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>%n",
            left,
            top - 4,
            left,
            top + categories.size() * groupH - groupGap + 2));
    write(file, s);
  }

  /** A log-log line chart: x values shared, one line per series; NaN points are skipped. */
  static void lines(
      Path file,
      String title,
      String xLabel,
      String yLabel,
      double[] xs,
      List<String> series,
      double[][] ys)
      throws IOException {
    int width = 860;
    int height = 520;
    int left = 80;
    int right = 170;
    int top = 50;
    int bottom = 60;
    double minX = Double.MAX_VALUE;
    double maxX = -Double.MAX_VALUE;
    for (double x : xs) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
    }
    double minY = Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (double[] row : ys) {
      for (double y : row) {
        if (!Double.isNaN(y) && y > 0) {
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
      }
    }
    if (minY == Double.MAX_VALUE) {
      minY = 1;
      maxY = 10;
    }
    double lx0 = Math.floor(Math.log10(minX));
    double lx1 = Math.ceil(Math.log10(maxX));
    if (lx1 <= lx0) {
      lx1 = lx0 + 1;
    }
    double ly0 = Math.floor(Math.log10(minY));
    double ly1 = Math.ceil(Math.log10(maxY));
    if (ly1 <= ly0) {
      ly1 = ly0 + 1;
    }
    double pw = width - left - right;
    double ph = height - top - bottom;
    StringBuilder s = header(width, height);
    text(s, width / 2.0, 22, 15, "middle", true, title);
    for (double e = lx0; e <= lx1; e++) {
      double x = left + (e - lx0) / (lx1 - lx0) * pw;
      s.append(gridLine(x, top, x, top + ph));
      text(s, x, top + ph + 16, 10, "middle", false, format(Math.pow(10, e)));
    }
    for (double e = ly0; e <= ly1; e++) {
      double y = top + ph - (e - ly0) / (ly1 - ly0) * ph;
      s.append(gridLine(left, y, left + pw, y));
      text(s, left - 6, y + 4, 10, "end", false, format(Math.pow(10, e)));
    }
    text(s, left + pw / 2, height - 18, 11, "middle", false, xLabel);
    s.append(
        String.format(
            Locale.ROOT,
            "<text x=\"16\" y=\"%.1f\" font-size=\"11\" font-family=\"sans-serif\""
                + " transform=\"rotate(-90 16 %.1f)\" text-anchor=\"middle\">%s</text>%n",
            top + ph / 2,
            top + ph / 2,
            escape(yLabel)));
    for (int j = 0; j < series.size(); j++) {
      String color = COLORS[j % COLORS.length];
      StringBuilder pts = new StringBuilder();
      for (int i = 0; i < xs.length; i++) {
        double y = ys[j][i];
        if (Double.isNaN(y) || y <= 0) {
          continue;
        }
        double px = left + (Math.log10(xs[i]) - lx0) / (lx1 - lx0) * pw;
        double py = top + ph - (Math.log10(y) - ly0) / (ly1 - ly0) * ph;
        pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
        s.append(
            String.format(
                Locale.ROOT,
                "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>%n",
                px,
                py,
                color));
      }
      s.append(
          String.format(
              Locale.ROOT,
              "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.6\"/>%n",
              pts.toString().trim(),
              color));
      double ly = top + 10 + j * 16;
      s.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"3\" fill=\"%s\"/>%n",
              left + pw + 12,
              ly - 4,
              color));
      text(s, left + pw + 30, ly, 11, "start", false, series.get(j));
    }
    write(file, s);
  }

  private static StringBuilder header(int width, int height) {
    StringBuilder s = new StringBuilder();
    s.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n",
            width,
            height,
            width,
            height));
    return s;
  }

  private static String gridLine(double x1, double y1, double x2, double y2) {
    return String.format(
        Locale.ROOT,
        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
        x1,
        y1,
        x2,
        y2);
  }

  private static void text(
      StringBuilder s, double x, double y, int size, String anchor, boolean bold, String t) {
    s.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%d\" font-family=\"sans-serif\""
                + " text-anchor=\"%s\"%s>%s</text>%n",
            x,
            y,
            size,
            anchor,
            bold ? " font-weight=\"bold\"" : "",
            escape(t)));
  }

  static String format(double v) {
    if (v >= 1_000_000 && v == Math.rint(v) && v % 1_000_000 == 0) {
      return String.format(Locale.ROOT, "%.0fM", v / 1_000_000);
    }
    if (v >= 1000 && v % 1000 == 0) {
      return String.format(Locale.ROOT, "%.0fk", v / 1000);
    }
    if (v >= 100) {
      return String.format(Locale.ROOT, "%.0f", v);
    }
    if (v >= 10) {
      return String.format(Locale.ROOT, "%.1f", v);
    }
    return String.format(Locale.ROOT, "%.2f", v);
  }

  private static String escape(String t) {
    return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }

  private static void write(Path file, StringBuilder s) throws IOException {
    s.append("</svg>\n");
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.writeString(file, s.toString(), StandardCharsets.UTF_8);
  }
}
