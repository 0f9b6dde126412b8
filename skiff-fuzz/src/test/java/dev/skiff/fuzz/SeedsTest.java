package dev.skiff.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed seed files are exactly what {@link Seeds} makes of the golden corpus and the
 * samples. After the golden corpus grows, or the samples change, regenerate them from the module
 * directory with
 *
 * <pre>
 * ./mvnw -B -pl skiff-core,skiff-fuzz -am test -Dtest=SeedsTest -Dsurefire.failIfNoSpecifiedTests=false -Dskiff.fuzz.seeds.update=true
 * </pre>
 *
 * (from the repository root) and review the diff. Files not starting with {@code seed-} (findings
 * that Jazzer saved) are left alone.
 */
class SeedsTest {
  private static final Path GOLDEN = Path.of("../skiff-core/src/test/resources/golden");
  private static final Path RESOURCES = Path.of("src/test/resources");

  @Test
  void seeds_committedFiles_matchGoldenCorpusAndSamples() throws IOException {
    assumeTrue(Files.isDirectory(GOLDEN), "run from the skiff-fuzz directory of a source checkout");
    Map<String, byte[]> expected = new TreeMap<>(Seeds.golden(GOLDEN));
    expected.putAll(Seeds.generated());
    if (Boolean.getBoolean("skiff.fuzz.seeds.update")) {
      write(expected);
    }
    Map<String, byte[]> committed = committed();
    assertThat(committed.keySet())
        .as("seed files (regenerate as the class comment says)")
        .containsExactlyElementsOf(expected.keySet());
    for (Map.Entry<String, byte[]> e : expected.entrySet()) {
      assertThat(committed.get(e.getKey())).as(e.getKey()).isEqualTo(e.getValue());
    }
  }

  @Test
  void seeds_generated_readWithoutFailure() {
    // Older class versions evolve into the current ones, and stored schemas are found: the
    // seeds reach the paths they are meant for instead of failing early.
    for (Map.Entry<String, byte[]> e : Seeds.generated().entrySet()) {
      byte[] input = e.getValue();
      int selector = input[0] & 0xFF;
      try {
        Inputs.Schema.of(selector).read(FuzzConfig.schema(selector), Inputs.message(input));
      } catch (RuntimeException x) {
        throw new AssertionError(e.getKey() + ": " + x, x);
      }
    }
  }

  @Test
  void seeds_goldenWithRegistrationNotRequired_readWithoutFailure() throws IOException {
    // With registration required, the two golden messages that name classes fail (as they should);
    // not required, every golden message reads back in the configuration it was written with.
    assumeTrue(Files.isDirectory(GOLDEN), "run from the skiff-fuzz directory of a source checkout");
    for (Map.Entry<String, byte[]> e : Seeds.golden(GOLDEN).entrySet()) {
      byte[] input = e.getValue();
      int selector = input[0] & 0xFF;
      if ((selector & FuzzConfig.PERMISSIVE) == 0) {
        continue;
      }
      try {
        if (e.getKey().startsWith(Seeds.SCHEMA_DIR)) {
          Inputs.Schema.of(selector).read(FuzzConfig.schema(selector), Inputs.message(input));
        } else {
          Inputs.Message.of(selector).read(FuzzConfig.plain(selector), Inputs.message(input));
        }
      } catch (RuntimeException x) {
        throw new AssertionError(e.getKey() + ": " + x, x);
      }
    }
  }

  private static Map<String, byte[]> committed() throws IOException {
    Map<String, byte[]> files = new TreeMap<>();
    for (String dir : List.of(Seeds.DESERIALIZE_DIR, Seeds.SCHEMA_DIR)) {
      Path d = RESOURCES.resolve(dir);
      if (!Files.isDirectory(d)) {
        continue;
      }
      for (Path f : list(d)) {
        if (f.getFileName().toString().startsWith(Seeds.PREFIX)) {
          files.put(dir + "/" + f.getFileName(), Files.readAllBytes(f));
        }
      }
    }
    return files;
  }

  private static void write(Map<String, byte[]> expected) throws IOException {
    for (String dir : List.of(Seeds.DESERIALIZE_DIR, Seeds.SCHEMA_DIR)) {
      Path d = RESOURCES.resolve(dir);
      Files.createDirectories(d);
      for (Path f : list(d)) {
        if (f.getFileName().toString().startsWith(Seeds.PREFIX)) {
          Files.delete(f);
        }
      }
    }
    for (Map.Entry<String, byte[]> e : expected.entrySet()) {
      Files.write(RESOURCES.resolve(e.getKey()), e.getValue());
    }
  }

  private static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return new ArrayList<>(s.sorted().toList());
    }
  }
}
