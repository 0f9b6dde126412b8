package dev.skiff.bench;

/** One codec's outcome on one data set of a comparison: sizes, timers, allocation, first use. */
final class CompareRow {
  final String codec;
  String status = "ok";
  int size = -1;
  int deflated = -1;
  Timing.Timer ser;
  Timing.Timer same;
  Timing.Timer deser;
  Timing.Timer shallow;
  Timing.Timer deep;
  double allocSame = Double.NaN;
  double allocDeser = Double.NaN;
  double firstUseMs = Double.NaN;
  String firstUseNote = "";

  CompareRow(String codec) {
    this.codec = codec;
  }

  boolean ok() {
    return size >= 0;
  }

  double ns(Timing.Timer t) {
    return t == null ? Double.NaN : t.best;
  }
}
