package dev.skiff.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Merges the volume tables of several reports written by {@link Compare} (for example a full run at
 * 10k to 1M records and a separate 5M run) into one growth chart:
 *
 * <pre>
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.VolumeChart docs/benchmarks/volume.svg \
 *     docs/benchmarks/full/results-full.md docs/benchmarks/volume-5m/results-quick.md
 * </pre>
 */
public final class VolumeChart {
  private VolumeChart() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: VolumeChart OUT.svg REPORT.md...");
      System.exit(2);
    }
    Map<String, Map<Integer, Double>> totals = new LinkedHashMap<>();
    TreeSet<Integer> sizes = new TreeSet<>();
    for (int i = 1; i < args.length; i++) {
      boolean inVolume = false;
      for (String line : Files.readAllLines(Paths.get(args[i]), StandardCharsets.UTF_8)) {
        if (line.startsWith("## ")) {
          inVolume = line.equals("## volume");
          continue;
        }
        if (!inVolume || !line.startsWith("| ") || line.startsWith("| codec")) {
          continue;
        }
        String[] c = line.substring(1).split("\\|");
        String status = c[c.length - 1].trim();
        if (!status.equals("ok")) {
          continue;
        }
        int records = Integer.parseInt(c[1].trim().replace(",", ""));
        double total = Double.parseDouble(c[2].trim()) + Double.parseDouble(c[3].trim());
        totals.computeIfAbsent(c[0].trim(), k -> new LinkedHashMap<>()).put(records, total);
        sizes.add(records);
      }
    }
    double[] xs = sizes.stream().mapToDouble(Integer::doubleValue).toArray();
    List<String> series = new ArrayList<>();
    List<double[]> ys = new ArrayList<>();
    for (Map.Entry<String, Map<Integer, Double>> e : totals.entrySet()) {
      double[] y = new double[xs.length];
      Arrays.fill(y, Double.NaN);
      int k = 0;
      for (int n : sizes) {
        Double v = e.getValue().get(n);
        if (v != null) {
          y[k] = v;
        }
        k++;
      }
      series.add(e.getKey());
      ys.add(y);
    }
    Path out = Paths.get(args[0]);
    Svg.lines(
        out,
        "Volume test: serialize + deserialize every People record (log-log)",
        "records",
        "total ms (serialize pass + deserialize pass)",
        xs,
        series,
        ys.toArray(new double[0][]));
    System.out.println("wrote " + out);
  }
}
