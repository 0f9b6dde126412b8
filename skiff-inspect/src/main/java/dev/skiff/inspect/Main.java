package dev.skiff.inspect;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** The command-line entry point of {@code skiff-inspect}. */
public final class Main {
  private Main() {}

  /** Runs the tool; exits 0 when the bytes decode (fully or up to an opaque body), 2 otherwise. */
  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** Runs the tool with explicit streams and returns the exit code. */
  public static int run(String[] args, InputStream stdin, PrintStream out, PrintStream err) {
    boolean json = false;
    boolean stream = false;
    boolean hexFile = false;
    String hex = null;
    String file = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--json" -> json = true;
        case "--stream" -> stream = true;
        case "--hex-file" -> hexFile = true;
        case "--hex" -> {
          if (i + 1 >= args.length) {
            err.println("usage: --hex needs an argument");
            return 64;
          }
          hex = args[++i];
        }
        case "-h", "--help" -> {
          out.println(
              "usage: java -jar skiff-inspect.jar [--json] [--stream] [--hex HEX | [--hex-file] FILE | -]");
          return 0;
        }
        default -> file = args[i];
      }
    }
    byte[] bytes;
    try {
      if (hex != null) {
        bytes = parseHex(hex);
      } else if (file == null || file.equals("-")) {
        bytes = stdin.readAllBytes();
      } else {
        bytes = Files.readAllBytes(Path.of(file));
      }
      if (hexFile) {
        bytes = parseHex(new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      err.println("cannot read input: " + e.getMessage());
      return 66;
    } catch (IllegalArgumentException e) {
      err.println("invalid hex: " + e.getMessage());
      return 64;
    }
    Inspector.Result r = stream ? Inspector.stream(bytes) : Inspector.message(bytes);
    out.print(json ? Render.json(r) : Render.text(r));
    return r.status().equals("malformed") ? 2 : 0;
  }

  /**
   * Parses hex digits, ignoring whitespace and {@code #} comment lines (the golden file format).
   */
  static byte[] parseHex(String text) {
    StringBuilder digits = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (!line.trim().startsWith("#")) {
        digits.append(line.replaceAll("\\s", ""));
      }
    }
    String d = digits.toString();
    if (d.length() % 2 != 0 || !d.matches("[0-9a-fA-F]*")) {
      throw new IllegalArgumentException("expected pairs of hex digits");
    }
    byte[] out = new byte[d.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(d.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }
}
