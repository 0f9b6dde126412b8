package dev.skiff.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The tables of a comparison, as aligned text and as Markdown, and the Markdown report file. */
final class Report {
  private Report() {}

  static final String[] HEADER = {
    "codec",
    "bytes",
    "size x",
    "+dfl",
    "ser",
    "+same",
    "deser",
    "+shal",
    "+deep",
    "total",
    "ser x",
    "deser x",
    "B/op ser",
    "B/op deser",
    "1st ms",
    "status"
  };

  static List<String[]> cells(CompareTable t) {
    CompareRow base = t.baseline();
    List<String[]> rows = new ArrayList<>();
    for (CompareRow r : t.rows) {
      String[] c = new String[HEADER.length];
      Arrays.fill(c, "-");
      c[0] = r.codec;
      c[15] = r.status;
      if (r.ok()) {
        c[1] = Integer.toString(r.size);
        c[2] = base == null ? "-" : ratio((double) r.size / base.size);
        c[3] = Integer.toString(r.deflated);
        if (t.timing) {
          c[4] = num(r.ns(r.ser));
          c[5] = num(r.ns(r.same));
          c[6] = num(r.ns(r.deser));
          c[7] = num(r.ns(r.shallow));
          c[8] = num(r.ns(r.deep));
          c[9] = num(r.ns(r.ser) + r.ns(r.deep));
          c[10] = base == null ? "-" : ratio(r.ns(r.same) / base.ns(base.same));
          c[11] = base == null ? "-" : ratio(r.ns(r.deser) / base.ns(base.deser));
          c[12] = num(r.allocSame);
          c[13] = num(r.allocDeser);
          c[14] = Double.isNaN(r.firstUseMs) ? "-" : num(r.firstUseMs);
          if (!r.firstUseNote.isEmpty()) {
            c[15] = r.status + "; first use: " + r.firstUseNote;
          }
        }
      }
      rows.add(c);
    }
    return rows;
  }

  static String render(CompareTable t, boolean markdown) {
    List<String[]> rows = cells(t);
    int cols = t.timing ? HEADER.length : 5;
    StringBuilder s = new StringBuilder();
    if (t.timing && t.create != null) {
      s.append(
          String.format(
              Locale.ROOT, "create: %s ns/op%s", num(t.create.best), markdown ? "\n\n" : "\n"));
    }
    int[] w = new int[HEADER.length];
    List<String[]> all = new ArrayList<>();
    all.add(HEADER);
    all.addAll(rows);
    for (String[] r : all) {
      for (int i = 0; i < cols - 1; i++) {
        w[i] = Math.max(w[i], r[i].length());
      }
    }
    for (int k = 0; k < all.size(); k++) {
      String[] r = all.get(k);
      StringBuilder line = new StringBuilder(markdown ? "| " : "");
      for (int i = 0; i < cols; i++) {
        int col = (!t.timing && i == cols - 1) ? 15 : i;
        String cell = r[col];
        if (markdown) {
          line.append(cell).append(" | ");
        } else if (i == cols - 1) {
          line.append(cell);
        } else if (i == 0) {
          line.append(String.format("%-" + w[col] + "s ", cell));
        } else {
          line.append(String.format("%" + w[col] + "s ", cell));
        }
      }
      s.append(markdown ? line.toString().trim() : line.toString()).append('\n');
      if (markdown && k == 0) {
        s.append("|");
        for (int i = 0; i < cols; i++) {
          s.append(i == 0 || i == cols - 1 ? "---|" : "---:|");
        }
        s.append('\n');
      }
    }
    CompareRow base = t.baseline();
    if (base == null) {
      s.append("(no ratios: the baseline ")
          .append(Codecs.baselineFor(t.data))
          .append(" did not run)\n");
    } else if (!base.codec.equals(Codecs.SKIFF)) {
      s.append("(ratios relative to ").append(base.codec).append(")\n");
    }
    return s.toString();
  }

  static String num(double v) {
    if (Double.isNaN(v)) {
      return "-";
    }
    if (v < 10) {
      return String.format(Locale.ROOT, "%.2f", v);
    }
    if (v < 100) {
      return String.format(Locale.ROOT, "%.1f", v);
    }
    return String.format(Locale.ROOT, "%.0f", v);
  }

  static String ratio(double r) {
    return Double.isNaN(r) ? "-" : String.format(Locale.ROOT, "%.2f", r);
  }

  static String volumeTable(List<Volume.Result> results, int[] sizes, boolean markdown) {
    StringBuilder s = new StringBuilder();
    String[] header = {
      "codec",
      "records",
      "ser ms",
      "deser ms",
      "avg bytes",
      "ser x",
      "deser x",
      "peak heap MiB",
      "data MiB",
      "GC ms",
      "GCs",
      "-Xmx MiB",
      "status"
    };
    List<String[]> rows = new ArrayList<>();
    rows.add(header);
    for (int n : sizes) {
      Volume.Result base = null;
      for (Volume.Result r : results) {
        if (r.records == n && r.codec.equals(Codecs.SKIFF) && r.ok()) {
          base = r;
        }
      }
      for (Volume.Result r : results) {
        if (r.records != n) {
          continue;
        }
        String[] c = new String[header.length];
        Arrays.fill(c, "-");
        c[0] = r.codec;
        c[1] = String.format(Locale.ROOT, "%,d", n);
        c[11] = Integer.toString(r.heapMiB);
        c[12] = r.status;
        if (r.ok()) {
          c[2] = num(r.serMs);
          c[3] = num(r.deserMs);
          c[4] = String.format(Locale.ROOT, "%.1f", r.avgBytes);
          c[5] = base == null ? "-" : ratio(r.serMs / base.serMs);
          c[6] = base == null ? "-" : ratio(r.deserMs / base.deserMs);
          c[7] = num(r.peakMiB);
          c[8] = num(r.dataMiB);
          c[9] = num(r.gcMs);
          c[10] = Integer.toString(r.gcCount);
        }
        rows.add(c);
      }
    }
    int[] w = new int[header.length];
    for (String[] r : rows) {
      for (int i = 0; i < r.length; i++) {
        w[i] = Math.max(w[i], r[i].length());
      }
    }
    for (int k = 0; k < rows.size(); k++) {
      String[] r = rows.get(k);
      StringBuilder line = new StringBuilder(markdown ? "| " : "");
      for (int i = 0; i < r.length; i++) {
        if (markdown) {
          line.append(r[i]).append(" | ");
        } else if (i == r.length - 1) {
          line.append(r[i]);
        } else {
          line.append(String.format((i == 0 ? "%-" : "%") + w[i] + "s ", r[i]));
        }
      }
      s.append(markdown ? line.toString().trim() : line.toString()).append('\n');
      if (markdown && k == 0) {
        s.append("|---|");
        for (int i = 1; i < r.length - 1; i++) {
          s.append("---:|");
        }
        s.append("---|\n");
      }
    }
    return s.toString();
  }

  static void printVolume(
      PrintStream out, List<Volume.Result> results, int[] sizes, boolean markdown) {
    out.print(volumeTable(results, sizes, markdown));
  }

  static void writeReport(
      CompareOptions o,
      List<String> env,
      List<CompareTable> tables,
      List<Volume.Result> volume,
      double seconds)
      throws IOException {
    Files.createDirectories(o.out);
    StringBuilder md = new StringBuilder();
    md.append("# Skiff comparison: ").append(o.full ? "full" : "quick").append(" mode\n\n");
    md.append("Command: `java ")
        .append(String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()))
        .append(ManagementFactory.getRuntimeMXBean().getInputArguments().isEmpty() ? "" : " ")
        .append("-cp ")
        .append(System.getProperty("java.class.path"))
        .append(" dev.skiff.bench.Compare")
        .append(o.args.isEmpty() ? "" : " " + String.join(" ", o.args))
        .append("`\n\n");
    for (String e : env) {
      md.append("- ").append(e).append('\n');
    }
    md.append(
        String.format(
            Locale.ROOT,
            "- timing: %d ms warm-up + %d ms measured per codec and operation, best of %d rounds;"
                + " first-use shots: %d; run time %.0f s%n%n",
            o.warmupMs,
            o.measureMs,
            Timing.ROUNDS,
            o.firstUseShots,
            seconds));
    for (CompareTable t : tables) {
      md.append("## ").append(t.data.name()).append("\n\n").append(t.data.description());
      md.append("\n\n").append(render(t, true)).append('\n');
      if (t.timing) {
        Charts.chartsFor(o.out, t);
      }
    }
    if (!volume.isEmpty()) {
      md.append("## volume\n\n")
          .append(o.volumeData.description)
          .append(", one message per record\n\n")
          .append(volumeTable(volume, o.volume, true))
          .append('\n');
      Charts.volumeChart(o.out, volume, o.volume);
    }
    Files.writeString(
        o.out.resolve(o.full ? "results-full.md" : "results-quick.md"),
        md.toString(),
        StandardCharsets.UTF_8);
  }
}
