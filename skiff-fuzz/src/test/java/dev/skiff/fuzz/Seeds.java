package dev.skiff.fuzz;

import dev.skiff.Skiff;
import dev.skiff.SkiffWriter;
import dev.skiff.wire.GoldenCorpus;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The seed inputs of the fuzz targets, each its selector byte followed by a message or stream:
 *
 * <ul>
 *   <li>every golden message of skiff-core ({@code skiff-core/src/test/resources/golden/v<N>}), for
 *       {@link DeserializeFuzzTest} in its own configuration with registration required and not,
 *       from an array and from a trickling stream; the compatible ones also for {@link
 *       SchemaBlockFuzzTest};
 *   <li>for {@link SchemaBlockFuzzTest}, every {@link Samples} value of the current and the older
 *       classes as a message, and all of them as one stream, references on and off, schemas inline
 *       and from the store.
 * </ul>
 *
 * <p>{@link SeedsTest} checks that the committed files are these, and writes them with {@code
 * -Dskiff.fuzz.seeds.update=true}.
 */
final class Seeds {
  static final String DESERIALIZE_DIR =
      "dev/skiff/fuzz/DeserializeFuzzTestInputs/deserialize_anyBytes_onlySkiffException";
  static final String SCHEMA_DIR =
      "dev/skiff/fuzz/SchemaBlockFuzzTestInputs/deserialize_compatibleSchemaBlocks_onlySkiffException";

  /** Seed files start with this; other files in the inputs directories are findings. */
  static final String PREFIX = "seed-";

  private Seeds() {}

  /** Seeds from the golden files under {@code goldenRoot}: relative path to contents. */
  static Map<String, byte[]> golden(Path goldenRoot) throws IOException {
    Map<String, byte[]> seeds = new TreeMap<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(goldenRoot)) {
      files = walk.filter(p -> p.toString().endsWith(".hex")).sorted().toList();
    }
    for (Path file : files) {
      String text = Files.readString(file, StandardCharsets.US_ASCII);
      String config = config(text, file);
      boolean compatible = config.startsWith("COMPATIBLE");
      int references =
          config.equals("REFERENCES") || config.endsWith("_REFERENCES") ? FuzzConfig.REFERENCES : 0;
      String version = goldenRoot.relativize(file.getParent()).toString().replace('/', '_');
      String name = file.getFileName().toString().replaceFirst("\\.hex$", "");
      byte[] message = GoldenCorpus.parseHex(text);
      // A stream of values (header bit 5) seeds the stream readers of SchemaBlockFuzzTest only.
      boolean stream = (message[0] & 0x20) != 0;
      for (int permissive : new int[] {0, FuzzConfig.PERMISSIVE}) {
        int config0 = references | permissive | (compatible ? FuzzConfig.COMPATIBLE : 0);
        for (Inputs.Message entry :
            stream
                ? List.<Inputs.Message>of()
                : List.of(Inputs.Message.ARRAY, Inputs.Message.TRICKLE)) {
          int selector = config0 | entry.bits();
          seeds.put(
              DESERIALIZE_DIR + "/" + fileName("golden-" + version + "-" + name, selector),
              input(selector, message));
        }
        if (compatible) {
          Inputs.Schema entry = stream ? Inputs.Schema.TRICKLE_READER : Inputs.Schema.ARRAY;
          int selector = references | permissive | entry.bits();
          seeds.put(
              SCHEMA_DIR + "/" + fileName("golden-" + version + "-" + name, selector),
              input(selector, message));
        }
      }
    }
    return seeds;
  }

  /** Seeds written from {@link Samples}: relative path to contents, all readable without error. */
  static Map<String, byte[]> generated() {
    Map<String, byte[]> seeds = new TreeMap<>();
    for (String version : List.of("current", "old")) {
      List<Class<?>> registration =
          version.equals("current") ? FuzzConfig.REGISTRATION : FuzzConfig.OLD_REGISTRATION;
      List<Object> values = version.equals("current") ? Samples.current() : Samples.old();
      for (int references : new int[] {0, FuzzConfig.REFERENCES}) {
        for (int store : new int[] {0, FuzzConfig.STORE}) {
          Skiff writer =
              new FuzzConfig(references != 0, false, true, store != 0, false).skiff(registration);
          String kind = store != 0 ? "stored" : "inline";
          for (int i = 0; i < values.size(); i++) {
            Object value = values.get(i);
            int selector = references | store | Inputs.Schema.ARRAY.bits();
            String name =
                version
                    + "-"
                    + kind
                    + "-"
                    + i
                    + "-"
                    + value.getClass().getSimpleName().toLowerCase();
            seeds.put(
                SCHEMA_DIR + "/" + fileName(name, selector),
                input(selector, writer.serialize(value)));
          }
          int selector = references | store | Inputs.Schema.READER.bits();
          seeds.put(
              SCHEMA_DIR + "/" + fileName(version + "-" + kind + "-stream", selector),
              input(selector, stream(writer, values)));
        }
      }
    }
    return seeds;
  }

  /** All values in one stream, with a reset halfway, so the schema table starts over once. */
  private static byte[] stream(Skiff skiff, List<Object> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(out)) {
      for (int i = 0; i < values.size(); i++) {
        if (i == values.size() / 2) {
          w.reset();
        }
        w.write(values.get(i));
      }
    }
    return out.toByteArray();
  }

  private static String fileName(String name, int selector) {
    return PREFIX + name + "-" + String.format("%02x", selector);
  }

  private static byte[] input(int selector, byte[] message) {
    byte[] input = new byte[message.length + 1];
    input[0] = (byte) selector;
    System.arraycopy(message, 0, input, 1, message.length);
    return input;
  }

  /** The configuration named on a golden file's {@code # config: NAME, ...} line. */
  private static String config(String text, Path file) {
    for (String line : text.split("\n", -1)) {
      if (line.startsWith("# config: ")) {
        return line.substring("# config: ".length()).split(",", 2)[0].trim();
      }
    }
    throw new UncheckedIOException(new IOException("no '# config:' line in " + file));
  }
}
