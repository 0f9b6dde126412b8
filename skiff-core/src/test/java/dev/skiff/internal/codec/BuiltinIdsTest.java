package dev.skiff.internal.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The frozen built-in wire ids: the table must equal the golden file {@code golden/builtin-ids}
 * line for line, where the file may only ever grow at its end. Reordering, removing or renaming a
 * row fails here, as does adding one without freezing it in the file.
 */
class BuiltinIdsTest {
  private static final String GOLDEN = "/golden/builtin-ids";

  /** The table as golden-file lines: {@code id<TAB>class name}, {@code -} for an absent class. */
  static List<String> currentLines() {
    List<String> lines = new ArrayList<>();
    List<Class<?>> classes = BuiltinTable.classes();
    for (int id = 0; id < classes.size(); id++) {
      Class<?> c = classes.get(id);
      lines.add(id + "\t" + (c == null ? "-" : c.getName()));
    }
    return lines;
  }

  static List<String> goldenLines() throws IOException {
    try (InputStream in = BuiltinIdsTest.class.getResourceAsStream(GOLDEN)) {
      assertThat(in).as(GOLDEN + " on the test class path").isNotNull();
      List<String> lines = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          lines.add(line);
        }
      }
      return lines;
    }
  }

  @Test
  void table_comparedWithGoldenFile_keepsEveryFrozenId() throws IOException {
    List<String> golden = goldenLines();
    List<String> current = currentLines();
    int common = Math.min(golden.size(), current.size());
    assertThat(current.subList(0, common))
        .as("built-in ids are frozen: a row may only be appended, never moved, removed or renamed")
        .containsExactlyElementsOf(golden.subList(0, common));
    assertThat(current.size())
        .as("rows missing from the table that the golden file freezes")
        .isGreaterThanOrEqualTo(golden.size());
    assertThat(current.subList(common, current.size()))
        .as("new rows must be appended to " + GOLDEN + " (copy these lines)")
        .isEmpty();
  }

  @Test
  void type_idAtSize_isNoRow() {
    assertThat(BuiltinTable.classes()).hasSize(BuiltinTable.SIZE);
    assertThatThrownBy(() -> BuiltinTable.type(BuiltinTable.SIZE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no built-in class with id " + BuiltinTable.SIZE);
    assertThatThrownBy(() -> BuiltinTable.type(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void create_everyPresentId_makesACodec() {
    List<Class<?>> classes = BuiltinTable.classes();
    for (int id = 0; id < classes.size(); id++) {
      if (classes.get(id) != null) {
        assertThat(BuiltinTable.create(id)).as("codec of id %d", id).isNotNull();
      }
    }
  }

  @Test
  void classes_eachClass_hasOneId() {
    Map<Class<?>, Integer> seen = new HashMap<>();
    List<Class<?>> classes = BuiltinTable.classes();
    for (int id = 0; id < classes.size(); id++) {
      Class<?> c = classes.get(id);
      if (c != null) {
        Integer earlier = seen.put(c, id);
        assertThat(earlier).as("%s has ids %s and %d", c.getName(), earlier, id).isNull();
      }
    }
  }

  @Test
  void throwableRange_everyRow_isAThrowable() {
    for (int id = BuiltinTable.THROWABLES_FIRST; id < BuiltinTable.throwablesEnd(); id++) {
      assertThat(Throwable.class.isAssignableFrom(BuiltinTable.type(id))).as("id %d", id).isTrue();
    }
  }
}
