package dev.skiff.inspect;

/** A renderer of inspection results as text for people or as JSON for machines. */
final class Render {
  private Render() {}

  static String text(Inspector.Result r) {
    StringBuilder s = new StringBuilder();
    for (Inspector.Item it : r.items()) {
      s.append(String.format("%6d  ", it.offset()))
          .append("  ".repeat(it.depth()))
          .append(it.text())
          .append('\n');
    }
    switch (r.status()) {
      case "ok" -> s.append("ok: ").append(r.offset()).append(" bytes decoded\n");
      case "opaque" ->
          s.append("opaque at offset ")
              .append(r.offset())
              .append(": ")
              .append(r.reason())
              .append('\n');
      default ->
          s.append("malformed at offset ")
              .append(r.offset())
              .append(": ")
              .append(r.reason())
              .append('\n');
    }
    return s.toString();
  }

  static String json(Inspector.Result r) {
    StringBuilder s = new StringBuilder("{\"status\":\"").append(r.status()).append("\",");
    s.append("\"offset\":").append(r.offset()).append(",\"reason\":").append(str(r.reason()));
    s.append(",\"items\":[");
    boolean first = true;
    for (Inspector.Item it : r.items()) {
      s.append(first ? "" : ",")
          .append("{\"offset\":")
          .append(it.offset())
          .append(",\"depth\":")
          .append(it.depth())
          .append(",\"kind\":")
          .append(str(it.kind()))
          .append(",\"text\":")
          .append(str(it.text()))
          .append('}');
      first = false;
    }
    return s.append("]}\n").toString();
  }

  private static String str(String v) {
    StringBuilder s = new StringBuilder("\"");
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      switch (c) {
        case '"' -> s.append("\\\"");
        case '\\' -> s.append("\\\\");
        default -> {
          if (c < 0x20) {
            s.append(String.format("\\u%04x", (int) c));
          } else {
            s.append(c);
          }
        }
      }
    }
    return s.append('"').toString();
  }
}
