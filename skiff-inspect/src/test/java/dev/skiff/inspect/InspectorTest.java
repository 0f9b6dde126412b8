package dev.skiff.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class InspectorTest {
  static final Path GOLDEN = Path.of("../skiff-core/src/test/resources/golden");

  record Point(int x, int y) {}

  static String text(byte[] bytes) {
    return Render.text(Inspector.message(bytes));
  }

  static List<Path> corpus() throws IOException {
    try (Stream<Path> s = Files.walk(GOLDEN)) {
      return s.filter(p -> p.toString().endsWith(".hex")).sorted().toList();
    }
  }

  @Test
  void golden_everyFile_decodesWithoutMalformed() throws IOException {
    List<Path> files = corpus();
    assertThat(files).isNotEmpty();
    for (Path p : files) {
      byte[] bytes = Main.parseHex(Files.readString(p));
      boolean stream = (bytes[0] & 0x20) != 0;
      Inspector.Result r = stream ? Inspector.stream(bytes) : Inspector.message(bytes);
      assertThat(r.status()).as(p + "\n" + Render.text(r)).isIn("ok", "opaque");
    }
  }

  @Test
  void stringLatin1_golden_showsOffsetsAndValue() throws IOException {
    byte[] bytes = Main.parseHex(Files.readString(GOLDEN.resolve("v1/string_latin1.hex")));
    assertThat(text(bytes))
        .isEqualTo(
            "     0  01 version 1, references off\n"
                + "     1  java.lang.String (built-in 0)\n"
                + "     2    \"Grüße, Köln!\" (latin1)\n"
                + "ok: 15 bytes decoded\n");
  }

  @Test
  void list_ofBoxesAndStrings_showsChunks() {
    Skiff skiff = Skiff.builder().build();
    List<Object> list = new ArrayList<>(List.of(1, 2, "hi"));
    list.add(null);
    String out = text(skiff.serialize(list));
    assertThat(out)
        .isEqualTo(
            "     0  01 version 1, references off\n"
                + "     1  java.util.ArrayList (built-in 5)\n"
                + "     2    size 4\n"
                + "     3    chunk of 2\n"
                + "     4      java.lang.Integer (built-in 1)\n"
                + "     5        1\n"
                + "     6        2\n"
                + "     7    chunk of 1\n"
                + "     8      java.lang.String (built-in 0)\n"
                + "     9        \"hi\" (latin1)\n"
                + "    12    chunk of 1\n"
                + "    13      NULL run\n"
                + "ok: 14 bytes decoded\n");
  }

  @Test
  void references_sharedList_showsRefIds() {
    Skiff skiff = Skiff.builder().trackReferences(true).build();
    List<Object> inner = new ArrayList<>(List.of(7));
    List<Object> outer = new ArrayList<>(List.of(inner, inner));
    String out = text(skiff.serialize(outer));
    assertThat(out)
        .contains("references on")
        .contains("reference id #1")
        .contains("item back-reference -> #1")
        .endsWith("bytes decoded\n");
  }

  @Test
  void references_listOfDateAndBigDecimal_markersOnlyForTrackedDate() {
    Skiff skiff = Skiff.builder().trackReferences(true).build();
    List<Object> list =
        new ArrayList<>(List.of(new java.util.Date(0), new java.math.BigDecimal("1.5")));
    Inspector.Result r = Inspector.message(skiff.serialize(list));
    assertThat(Render.text(r)).contains("item marker 0 (new object)").contains("java.util.Date");
    assertThat(r.status()).isEqualTo("opaque");
  }

  @Test
  void builtinCollections_fromPublicApi_decodeFully() {
    java.util.TreeMap<String, Integer> tm =
        new java.util.TreeMap<>(java.util.Collections.reverseOrder());
    tm.put("a", 1);
    java.util.LinkedHashMap<String, Integer> lru = new java.util.LinkedHashMap<>(4, 0.75f, true);
    lru.put("x", 1);
    List<Object> values =
        List.of(
            java.util.Collections.singletonList(1),
            java.util.Collections.singletonMap("k", "v"),
            new java.util.TreeSet<>(List.of("b", "a")),
            tm,
            lru,
            java.util.Collections.unmodifiableList(new ArrayList<>(List.of(1L))),
            new Object[] {1, "s", null},
            new String[] {"a", null},
            new int[] {1, 2, 3},
            new java.util.AbstractMap.SimpleEntry<>("k", 1),
            new java.util.AbstractMap.SimpleImmutableEntry<>("k", null),
            Map.entry(1L, List.of("v")));
    for (boolean refs : new boolean[] {false, true}) {
      Skiff skiff = Skiff.builder().trackReferences(refs).build();
      for (Object v : values) {
        Inspector.Result r = Inspector.message(skiff.serialize(v));
        assertThat(r.status()).as(v + "\n" + Render.text(r)).isEqualTo("ok");
      }
    }
  }

  @Test
  void maps_andStringsOfEachEncoding_decode() {
    Skiff skiff = Skiff.builder().build();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("a", "naïve — café");
    m.put("b", "日本語のテキスト");
    m.put("c", new HashMap<>(Map.of("k", 1L)));
    String out = text(skiff.serialize(m));
    assertThat(out)
        .contains("(utf8)")
        .contains("(utf16)")
        .contains("map chunk of")
        .contains("java.util.HashMap")
        .endsWith("bytes decoded\n");
  }

  @Test
  void record_registered_isOpaqueNotMalformed() {
    Skiff skiff = Skiff.builder().register(Point.class).build();
    Inspector.Result r = Inspector.message(skiff.serialize(new Point(1, -2)));
    assertThat(r.status()).isEqualTo("opaque");
    assertThat(r.offset()).isEqualTo(2);
    assertThat(Render.text(r)).contains("user id 0").contains("2 bytes not decoded: 02 03");
  }

  @Test
  void compatibleAheadGolden_showsTheBlockOfSchemasEntryByEntry() throws IOException {
    byte[] bytes = Main.parseHex(Files.readString(GOLDEN.resolve("v1/compatible_ahead_list.hex")));
    String text = text(bytes);
    assertThat(text)
        .startsWith(
            "     0  c1 version 1, references off, compatible, schemas ahead of the root\n"
                + "     1  schemas ahead of the root: 27 bytes\n"
                + "     2    tag 6: class schema inline, 5 bytes\n"
                + "    10    tag 10: class schema inline, 16 bytes\n");
    bytes[1] = 0x7f; // a block longer than the message
    assertThat(Inspector.message(bytes).status()).isEqualTo("malformed");
  }

  @Test
  void truncated_string_isMalformedWithExitCode2() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code =
        Main.run(
            new String[] {"--hex", "01 07 31 47"},
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            System.err);
    assertThat(code).isEqualTo(2);
    assertThat(out.toString(StandardCharsets.UTF_8))
        .endsWith("malformed at offset 2: string of 12 bytes, only 1 left\n");
  }

  @Test
  void json_header_hasStableShape() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code =
        Main.run(
            new String[] {"--json", "--hex", "0100"},
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            System.err);
    assertThat(code).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "{\"status\":\"ok\",\"offset\":2,\"reason\":\"\",\"items\":["
                + "{\"offset\":0,\"depth\":0,\"kind\":\"header\",\"text\":\"01 version 1, references off\"},"
                + "{\"offset\":1,\"depth\":0,\"kind\":\"null\",\"text\":\"NULL\"}]}\n");
  }

  @Test
  void stream_ofValues_decodesEachValue() {
    Skiff skiff = Skiff.builder().build();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (var w = skiff.writer(bytes)) {
      w.write("x");
      w.write(5);
    }
    Inspector.Result r = Inspector.stream(bytes.toByteArray());
    assertThat(r.status()).isEqualTo("ok");
    assertThat(Render.text(r)).contains("VALUE").contains("\"x\" (latin1)").contains("END");
  }

  @Test
  void stream_compatibleWithSchemasAhead_showsTheSchemasItem() {
    Skiff skiff = Skiff.builder().register(Point.class).compatible(true).build();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (var w = skiff.writer(bytes)) {
      w.write("x");
      w.write(new Point(1, 2));
    }
    byte[] b = bytes.toByteArray();

    Inspector.Result r = Inspector.stream(b);

    assertThat(b[0] & 0xff).isEqualTo(0xe1);
    // The Point's fields are opaque to the inspector, which stops there.
    assertThat(r.status()).as(Render.text(r)).isEqualTo("opaque");
    assertThat(Render.text(r))
        .contains("compatible, schemas ahead of their values, stream")
        .contains("\"x\" (latin1)")
        .contains("SCHEMAS")
        .contains("schemas ahead of the values that use them: 8 bytes")
        .contains("tag 6: class schema inline, 5 bytes");
    b[0] &= 0x7f;
    assertThat(Inspector.stream(b).reason()).contains("invalid stream marker 3");
  }

  @Test
  void builtinTable_matchesGoldenIds_whenFilePresent() throws IOException {
    Path ids = Path.of("../skiff-core/src/test/resources/golden/builtin-ids");
    Assumptions.assumeTrue(Files.exists(ids), "golden builtin-ids not present yet");
    for (String line : Files.readAllLines(ids)) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t");
      assertThat(Builtins.name(Integer.parseInt(f[0].trim()))).as(line).isEqualTo(f[1].trim());
    }
  }
}
