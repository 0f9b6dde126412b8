package dev.skiff.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The SVG charts of a comparison: size and throughput per data set, and the volume test. */
final class Charts {
  private Charts() {}

  static void chartsFor(Path dir, CompareTable t) throws IOException {
    List<String> names = new ArrayList<>();
    List<double[]> speed = new ArrayList<>();
    List<double[]> size = new ArrayList<>();
    for (CompareRow r : t.rows) {
      if (!r.ok()) {
        continue;
      }
      names.add(r.codec);
      speed.add(new double[] {1e6 / r.ns(r.same), 1e6 / r.ns(r.deser)});
      size.add(new double[] {r.size, r.deflated});
    }
    if (names.isEmpty()) {
      return;
    }
    String base = Codecs.baselineFor(t.data);
    Svg.bars(
        dir.resolve("throughput-" + t.data.name() + ".svg"),
        "Throughput, " + t.data.name(),
        "operations per millisecond, one thread (higher is better; quick estimate, noisy machine)",
        names,
        List.of("serialize (same object)", "deserialize"),
        speed.toArray(new double[0][]),
        base);
    Svg.bars(
        dir.resolve("size-" + t.data.name() + ".svg"),
        "Serialized size, " + t.data.name(),
        "bytes (lower is better)",
        names,
        List.of("bytes", "after DEFLATE"),
        size.toArray(new double[0][]),
        base);
  }

  static void volumeChart(Path dir, List<Volume.Result> volume, int[] sizes) throws IOException {
    List<String> codecs = new ArrayList<>();
    for (Volume.Result r : volume) {
      if (!codecs.contains(r.codec)) {
        codecs.add(r.codec);
      }
    }
    double[] xs = Arrays.stream(sizes).asDoubleStream().toArray();
    List<String> series = new ArrayList<>();
    List<double[]> ys = new ArrayList<>();
    for (String c : codecs) {
      double[] y = new double[sizes.length];
      Arrays.fill(y, Double.NaN);
      boolean any = false;
      for (Volume.Result r : volume) {
        if (r.codec.equals(c) && r.ok()) {
          for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] == r.records) {
              y[i] = r.serMs + r.deserMs;
              any = true;
            }
          }
        }
      }
      if (any) {
        series.add(c);
        ys.add(y);
      }
    }
    if (series.isEmpty()) {
      return;
    }
    Svg.lines(
        dir.resolve("volume.svg"),
        "Volume test: serialize + deserialize every record (log-log)",
        "records",
        "total ms (serialize pass + deserialize pass)",
        xs,
        series,
        ys.toArray(new double[0][]));
  }
}
