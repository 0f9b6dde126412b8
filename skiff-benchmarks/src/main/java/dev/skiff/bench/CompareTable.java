package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.util.ArrayList;
import java.util.List;

/** One data set's results in a comparison: its rows, the create timer and the failure count. */
final class CompareTable {
  final DataSet data;
  final List<CompareRow> rows = new ArrayList<>();
  Timing.Timer create;
  int failures;
  boolean timing;

  CompareTable(DataSet data) {
    this.data = data;
  }

  CompareRow baseline() {
    String name = Codecs.baselineFor(data);
    for (CompareRow r : rows) {
      if (r.codec.equals(name) && r.ok()) {
        return r;
      }
    }
    return null;
  }
}
