package dev.skiff.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import dev.skiff.model.Color;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Pins the exact serialized size of typical shapes. Each count is explained next to its assertion
 * in terms of docs/spec.md; "header" is the message header byte, "tag" a one-byte class tag.
 */
class ByteCountTest {
  private static final Skiff SKIFF = build(false);
  private static final Skiff REFS = build(true);

  private static Skiff build(boolean references) {
    Skiff.Builder b = Skiff.builder().trackReferences(references);
    GoldenWireTest.REGISTRATION.forEach(b::register);
    return b.build();
  }

  private static int size(Object value) {
    return SKIFF.serialize(value).length;
  }

  /** The length of an unsigned var-int (LEB128, at most 5 bytes). */
  private static int varIntSize(int v) {
    int n = 1;
    while ((v & ~0x7F) != 0) {
      v >>>= 7;
      n++;
    }
    return n;
  }

  /** The length of a zig-zag var-long (at most 9 bytes: the ninth carries 8 bits). */
  private static int varLongSize(long v) {
    long u = (v << 1) ^ (v >> 63);
    int n = 1;
    while ((u & ~0x7FL) != 0 && n < 9) {
      u >>>= 7;
      n++;
    }
    return n;
  }

  /** The length of an ASCII string body: header (length << 2 | 1) and one byte per char. */
  private static int asciiSize(String s) {
    return varIntSize(s.length() << 2 | 1) + s.length();
  }

  @Test
  void serialize_nullRoot_isTwoBytes() {
    // header 1 + NULL tag 1
    assertThat(size(null)).isEqualTo(2);
  }

  @Test
  void serialize_registeredPoint_isFourBytes() {
    // header 1 + tag 1 + x 1 + y 1 (zig-zag var-ints 2 and 4)
    assertThat(size(new Point(1, 2))).isEqualTo(4);
  }

  @Test
  void serialize_pointBeyondOneByteZigZag_usesTwoBytesPerCoordinate() {
    // header 1 + tag 1 + x 2 (zig-zag 128) + y 2 (zig-zag 129): one-byte range is -64..63
    assertThat(size(new Point(64, -65))).isEqualTo(6);
    // header 1 + tag 1 + x 1 (zig-zag 126) + y 1 (zig-zag 127)
    assertThat(size(new Point(63, -64))).isEqualTo(4);
  }

  @Test
  void serialize_unregisteredPointByName_costsItsNameOnce() {
    Skiff names = Skiff.builder().requireRegistration(false).build();
    String name = Point.class.getName(); // "dev.skiff.wire.Point", 20 chars
    // header 1 + NEW_NAME 1 + name (header 1 + 20) + x 1 + y 1
    assertThat(names.serialize(new Point(1, 2)).length).isEqualTo(1 + 1 + asciiSize(name) + 1 + 1);
    assertThat(names.serialize(new Point(1, 2)).length).isEqualTo(25);
    // a chunk names its class once: header 1 + ArrayList tag 1 + size 1
    //   + chunk (count 1 + NEW_NAME 1 + name 21) + 2 bodies x 2
    List<Point> two = new ArrayList<>(List.of(new Point(1, 2), new Point(3, 4)));
    assertThat(names.serialize(two).length).isEqualTo(30);
    // a later chunk of the same class uses its name-table index: header 1 + tag 1 + size 1
    //   + (count 1 + NEW_NAME 1 + name 21 + body 2) + (count 1 + NULL 1)
    //   + (count 1 + NAME_INDEX 1 + index 1 + body 2)
    List<Point> gap =
        new ArrayList<>(java.util.Arrays.asList(new Point(1, 2), null, new Point(3, 4)));
    assertThat(names.serialize(gap).length).isEqualTo(35);
  }

  @Test
  void serialize_pojoWithNullStringField_costsOneByteForTheNull() {
    // header 1 + tag 1 + age 1 (zig-zag 72) + email 1 (string header 0 = null) + name 1 + "Ada" 3
    assertThat(size(new Person("Ada", 36, null))).isEqualTo(8);
  }

  @Test
  void serialize_enumAndBoxedFieldsInExactSlots_costOneOrTwoBytes() {
    // header 1 + tag 1 + primary 1 (ordinal + 1) + secondary 1 (0 = null)
    //   + labels 1 (NULL tag) + enabled 1 (NULL tag)
    assertThat(size(new Palette(Color.RED, null, null, null))).isEqualTo(6);
    // header 1 + tag 1 + double 8 + float 4 + char 2 + short 2 + boolean 1 + byte 1
    //   + int 2 (zig-zag 1999) + long 6 (zig-zag 2^41) + Character 3 (DECLARED + 2)
    //   + Double 1 (NULL) + Integer 2 (DECLARED + 1) + Long 2 (DECLARED + 1)
    assertThat(size(Primitives.sample())).isEqualTo(36);
  }

  @Test
  void serialize_mapFieldWithThreeEntriesAndGenerics_writesNoClassTagsPerEntry() {
    Map<String, Integer> map = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
    // header 1 + Scores tag 1 + HashMap tag 1 + size 1
    //   + one chunk header 3 (count, DECLARED key, DECLARED value) + 3 x (key 2 + value 1)
    assertThat(size(new Scores(map))).isEqualTo(16);
  }

  @Test
  void serialize_mapRootWithThreeEntriesWithoutGenerics_writesClassTagsOncePerChunk() {
    Map<String, Integer> map = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
    // header 1 + HashMap tag 1 + size 1
    //   + one chunk header 3 (count, String tag, Integer tag) + 3 x (key 2 + value 1)
    assertThat(size(map)).isEqualTo(15);
  }

  @Test
  void serialize_hashMapOf2000LongStringEntriesWithoutGenerics_costsEightChunkHeaders() {
    Map<Long, String> map = new HashMap<>();
    int bodies = 0;
    for (long k = 0; k < 2_000; k++) {
      String v = "v" + k;
      map.put(k, v);
      bodies += varLongSize(k) + asciiSize(v);
    }
    // header 1 + HashMap tag 1 + size 2 (var-int 2000) + the bare key and value bodies
    //   + exactly ceil(2000 / 255) = 8 chunk headers of 3 bytes (count, Long tag, String tag):
    //   class information is written once per chunk, never once per key or value
    assertThat(size(map)).isEqualTo(1 + 1 + 2 + 8 * 3 + bodies);
  }

  @Test
  void serialize_listOf1000EqualRecords_costsTwoBytesEachPlusFourChunkHeaders() {
    List<Point> list = new ArrayList<>();
    for (int i = 0; i < 1_000; i++) {
      list.add(new Point(1, 2));
    }
    // header 1 + ArrayList tag 1 + size 2 + chunks 255, 255, 255, 235 x (count 1 + Point tag 1)
    //   + 1000 x body 2
    assertThat(size(list)).isEqualTo(1 + 1 + 2 + 4 * 2 + 2_000);
  }

  @Test
  void serialize_oneRecordInstance1000TimesWithReferences_costsOneBytePerRepeat() {
    Point p = new Point(1, 2);
    List<Point> list = new ArrayList<>(Collections.nCopies(1_000, p));
    // header 1 + ArrayList tag 1 + size 2 + 4 chunk headers of 2
    //   + first: ref marker 0 (new) 1 + body 2 + 999 x ref marker 2 (id 1 + 1) 1
    assertThat(REFS.serialize(list).length).isEqualTo(1 + 1 + 2 + 4 * 2 + 3 + 999);
  }

  @Test
  void serialize_sharedObjectWithReferences_writesItOnceThenRefAndId() {
    Person bo = new Person("Bo", 5, null);
    // header 1 + Pair tag 1 + left: Person tag 1 + age 1 + email 1 + name 3
    //   + right: REF 1 + id 1
    assertThat(REFS.serialize(new Pair(bo, bo)).length).isEqualTo(10);
    // without references the Person is written twice: header 1 + Pair tag 1 + 2 x 6
    assertThat(size(new Pair(bo, bo))).isEqualTo(14);
  }

  @Test
  void serialize_stringsOfEachCoder_costHeaderPlusPayload() {
    // header 1 + String tag 1 + string header 1 (5 << 2 | 1) + 5 Latin-1 bytes
    assertThat(size("hello")).isEqualTo(8);
    // Latin-1 coder: every char <= 0xFF costs one byte, "caf\u00e9" is 4 bytes
    assertThat(size("caf\u00e9")).isEqualTo(7);
    // UTF-8 coder: "a\u20ac" is 4 UTF-8 bytes, not more than 2 x 2 UTF-16 bytes, so UTF-8 wins
    assertThat(size("a\u20ac")).isEqualTo(1 + 1 + 1 + 4);
    // UTF-16 coder: 3 CJK chars are 9 UTF-8 bytes but 6 UTF-16 bytes
    assertThat(size("\u65e5\u672c\u8a9e")).isEqualTo(1 + 1 + 1 + 6);
    // UTF-16 coder forced: an unpaired surrogate cannot travel as UTF-8 (2 chars, 4 bytes)
    assertThat(size("a\ud800")).isEqualTo(1 + 1 + 1 + 4);
    // a 32-char ASCII string needs a two-byte header: 32 << 2 | 1 = 129
    assertThat(size("x".repeat(32))).isEqualTo(1 + 1 + 2 + 32);
    // the empty string: header (0 << 2 | 1) = 1, never the null header 0
    assertThat(size("")).isEqualTo(3);
  }

  @Test
  void serialize_extremeNumbers_useTheLongestVarInts() {
    // header 1 + Integer tag 1 + 5-byte var-int (zig-zag 0xFFFFFFFF)
    assertThat(size(Integer.MIN_VALUE)).isEqualTo(7);
    // header 1 + Long tag 1 + 9-byte var-long (the ninth byte carries 8 bits)
    assertThat(size(Long.MIN_VALUE)).isEqualTo(11);
    assertThat(size(Long.MAX_VALUE)).isEqualTo(11);
    // header 1 + Long tag 1 + 8 bytes for 2^55 - 1 (zig-zag 2^56 - 2 needs 56 bits)
    assertThat(size((1L << 55) - 1)).isEqualTo(10);
    // header 1 + Double tag 1 + 8 fixed bytes, whatever the value
    assertThat(size(0.0)).isEqualTo(10);
  }

  @Test
  void serialize_primitiveArrays_costLengthPlusFixedWidthElements() {
    // header 1 + int[] tag 1 + length 1 + 10 x 4
    assertThat(size(new int[10])).isEqualTo(43);
    // header 1 + boolean[] tag 1 + length 1 + 3 x 1
    assertThat(size(new boolean[3])).isEqualTo(6);
    // header 1 + long[] tag 1 + length 2 (var-int 200) + 200 x 8
    assertThat(size(new long[200])).isEqualTo(1604);
  }

  @Test
  void serialize_emptyCollections_costHeaderTagAndSize() {
    // header 1 + ArrayList tag 1 + size 0 (no chunks)
    assertThat(size(new ArrayList<>())).isEqualTo(3);
    // header 1 + LinkedHashMap tag 1 + (size 0 << 1 | insertion order 0)
    assertThat(size(new LinkedHashMap<>())).isEqualTo(3);
    // header 1 + EmptyList tag 1: a constant has no body
    assertThat(size(Collections.emptyList())).isEqualTo(2);
  }

  @Test
  void serialize_listWithRunOfNulls_costsOneChunkHeaderForTheRun() {
    List<Object> list = new ArrayList<>(Collections.nCopies(300, null));
    // header 1 + ArrayList tag 1 + size 2 + chunks of 255 and 45 nulls x (count 1 + NULL 1)
    assertThat(size(list)).isEqualTo(8);
  }
}
