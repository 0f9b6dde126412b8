package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.model.AllPrimitives;
import dev.skiff.model.Color;
import dev.skiff.model.Op;
import dev.skiff.model.Point;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Scalars, strings, arrays and enums round-trip exactly in every config. */
class ScalarConformanceTest {

  static final String ASCII = "The quick brown fox jumps over the lazy dog 0123456789 ~!@#$%^&*()";
  static final String LATIN1 = "caf\u00e9 na\u00efve \u00ff\u00e0\u00df\u00a9\u0080\u00a0";
  static final String CJK = "\u4e2d\u6587\u65e5\u672c\u8a9e\ud55c\uad6d\uc5b4\u3042\u30a2";
  static final String EMOJI =
      "\uD83D\uDE00\uD83D\uDC4D\uD83C\uDDFA\uD83C\uDDF8\uD800\uDC00\uDBFF\uDFFF";
  static final String LONE_HIGH = "a\uD800b\uDBFF";
  static final String LONE_LOW = "\uDC00a\uDFFFb";
  static final String REVERSED_PAIR = "x\uDC00\uD800y";
  static final String CONTROL = "\u0000\u0001\n\r\t\u007f\u0000";

  static Map<String, Object> scalars() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("true", true);
    m.put("false", false);
    for (byte b : new byte[] {Byte.MIN_VALUE, -1, 0, 1, Byte.MAX_VALUE}) {
      m.put("byte " + b, b);
    }
    for (short s : new short[] {Short.MIN_VALUE, -129, -1, 0, 128, Short.MAX_VALUE}) {
      m.put("short " + s, s);
    }
    for (char c : new char[] {0, 'a', 0xe9, 0x7ff, 0x800, 0xD800, 0xDFFF, 0xFFFE, 0xFFFF}) {
      m.put("char " + (int) c, c);
    }
    for (int i :
        new int[] {
          Integer.MIN_VALUE, -65, -64, -1, 0, 1, 63, 64, 127, 128, 16383, 16384, Integer.MAX_VALUE
        }) {
      m.put("int " + i, i);
    }
    for (long j :
        new long[] {
          Long.MIN_VALUE,
          Integer.MIN_VALUE - 1L,
          -1,
          0,
          1,
          Integer.MAX_VALUE + 1L,
          1L << 56,
          Long.MAX_VALUE
        }) {
      m.put("long " + j, j);
    }
    for (int bits :
        new int[] {
          0,
          0x8000_0000,
          1,
          0x7f7f_ffff,
          0x0080_0000,
          0x7f80_0000,
          0xff80_0000,
          0x7fc0_0000,
          0x7fc1_2345,
          0xffc0_0001,
          0x3f80_0000
        }) {
      m.put("float 0x" + Integer.toHexString(bits), Float.intBitsToFloat(bits));
    }
    for (long bits :
        new long[] {
          0,
          0x8000_0000_0000_0000L,
          1,
          0x7fef_ffff_ffff_ffffL,
          0x0010_0000_0000_0000L,
          0x7ff0_0000_0000_0000L,
          0xfff0_0000_0000_0000L,
          0x7ff8_0000_0000_0000L,
          0x7ff8_0000_dead_beefL,
          0xfff8_0000_0000_0001L,
          0x3ff0_0000_0000_0000L
        }) {
      m.put("double 0x" + Long.toHexString(bits), Double.longBitsToDouble(bits));
    }
    m.put("AllPrimitives low", AllPrimitives.edgesLow());
    m.put("AllPrimitives high", AllPrimitives.edgesHigh());
    m.put("AllPrimitives default", new AllPrimitives());
    return m;
  }

  static Map<String, String> strings() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("empty", "");
    m.put("ascii", ASCII);
    m.put("latin1", LATIN1);
    m.put("cjk", CJK);
    m.put("emoji", EMOJI);
    m.put("loneHigh", LONE_HIGH);
    m.put("loneLow", LONE_LOW);
    m.put("reversedPair", REVERSED_PAIR);
    m.put("onlyHighSurrogate", "\uD83D");
    m.put("onlyLowSurrogate", "\uDE00");
    m.put("control", CONTROL);
    m.put("mixed", ASCII + LATIN1 + CJK + EMOJI + LONE_HIGH + LONE_LOW);
    for (String kind : List.of("ascii", "latin1", "cjk", "emoji", "loneHigh", "mixed")) {
      m.put("long " + kind, repeat(m.get(kind), 100_000));
    }
    m.put("long allChars", allChars());
    return m;
  }

  static Map<String, Supplier<Object>> arrays() {
    Map<String, Supplier<Object>> m = new LinkedHashMap<>();
    m.put("boolean[] empty", () -> new boolean[0]);
    m.put("byte[] empty", () -> new byte[0]);
    m.put("short[] empty", () -> new short[0]);
    m.put("char[] empty", () -> new char[0]);
    m.put("int[] empty", () -> new int[0]);
    m.put("long[] empty", () -> new long[0]);
    m.put("float[] empty", () -> new float[0]);
    m.put("double[] empty", () -> new double[0]);
    m.put("Object[] empty", () -> new Object[0]);
    m.put("String[] empty", () -> new String[0]);
    m.put("boolean[] long", () -> longArray(boolean[].class));
    m.put("byte[] long", () -> longArray(byte[].class));
    m.put("short[] long", () -> longArray(short[].class));
    m.put("char[] long", () -> longArray(char[].class));
    m.put("int[] long", () -> longArray(int[].class));
    m.put("long[] long", () -> longArray(long[].class));
    m.put("float[] long", () -> longArray(float[].class));
    m.put("double[] long", () -> longArray(double[].class));
    m.put(
        "double[] specials",
        () ->
            new double[] {
              -0.0, Double.NaN, Double.longBitsToDouble(0x7ff8_0000_dead_beefL), Double.MIN_VALUE
            });
    m.put(
        "float[] specials",
        () -> new float[] {-0.0f, Float.NaN, Float.intBitsToFloat(0x7fc1_2345), Float.MIN_VALUE});
    m.put(
        "Object[] mixed",
        () -> new Object[] {1, "two", 3.0, null, 'c', List.of(5), new int[] {6}, Color.RED});
    m.put("String[] with nulls", () -> new String[] {"a", null, "", EMOJI, null});
    m.put("Integer[] boxes", () -> new Integer[] {1, null, Integer.MIN_VALUE});
    m.put("Double[] boxes", () -> new Double[] {-0.0, null, Double.NaN});
    m.put("int[][][]", ScalarConformanceTest::cube);
    m.put("jagged int[][]", () -> new int[][] {{}, {1}, null, {1, 2, 3}, new int[100]});
    m.put("jagged String[][]", () -> new String[][] {{"a"}, {}, null, {null, "b"}});
    m.put(
        "Object[] of arrays",
        () -> new Object[] {new long[] {1}, new String[] {"x"}, new Object[] {new Object[0]}});
    m.put("Point[]", () -> new Point[] {new Point(1, 2), null, new Point(-3, 4)});
    m.put("Point[][]", () -> new Point[][] {{new Point(0, 0)}, {}});
    m.put("AllPrimitives[]", () -> new AllPrimitives[] {AllPrimitives.of(1), AllPrimitives.of(2)});
    m.put("Color[]", () -> new Color[] {Color.BLUE, null, Color.RED, Color.BLUE});
    m.put("Op[]", () -> new Op[] {Op.MINUS, Op.PLUS, null, Op.TIMES});
    m.put("Enum[]", () -> new Enum<?>[] {Op.MINUS, Color.GREEN});
    m.put("Comparable[]", () -> new Comparable<?>[] {"s", 1, Color.RED});
    return m;
  }

  static Stream<Arguments> scalarArguments() {
    return cross(scalars());
  }

  static Stream<Arguments> stringArguments() {
    return cross(strings());
  }

  static Stream<Arguments> arrayArguments() {
    return cross(arrays());
  }

  private static Stream<Arguments> cross(Map<String, ?> cases) {
    return Arrays.stream(RoundTripConfig.values())
        .flatMap(
            c -> cases.entrySet().stream().map(e -> Arguments.of(c, e.getKey(), e.getValue())));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("scalarArguments")
  void roundTrip_scalar_sameClassAndBits(RoundTripConfig config, String name, Object value) {
    Object output = config.roundTrip(value);
    assertThat(output.getClass()).as(name).isSameAs(value.getClass());
    assertThat(output).as(name).isEqualTo(value);
    DeepEquals.assertDeepEquals(value, output);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("stringArguments")
  void roundTrip_string_identicalChars(RoundTripConfig config, String name, String value) {
    Object output = config.roundTrip(value);
    assertThat(output.getClass()).isSameAs(String.class);
    String s = (String) output;
    assertThat(s.length()).as(name + ": length").isEqualTo(value.length());
    if (!value.equals(s)) {
      for (int i = 0; i < value.length(); i++) {
        assertThat(Integer.toHexString(s.charAt(i)))
            .as(name + ": first differing char at index " + i)
            .isEqualTo(Integer.toHexString(value.charAt(i)));
      }
    }
    assertThat(s).as(name).isEqualTo(value);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_stringsInsideContainers_identicalChars(RoundTripConfig config) {
    Object[] input = strings().values().stream().filter(s -> s.length() < 1000).toArray();
    Object output = config.roundTrip(input);
    assertThat((Object[]) output).isEqualTo(input);
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("arrayArguments")
  void roundTrip_array_sameComponentTypeAndElements(
      RoundTripConfig config, String name, Supplier<Object> value) {
    Object input = value.get();
    Object output = config.roundTrip(input);
    assertThat(output.getClass()).as(name + ": array class").isSameAs(input.getClass());
    DeepEquals.assertDeepEquals(input, output);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_enumConstants_identicalInstances(RoundTripConfig config) {
    for (Enum<?> e : List.<Enum<?>>of(Color.RED, Color.BLUE, Op.PLUS, Op.MINUS, Op.TIMES)) {
      assertThat(config.roundTrip(e)).as(e.name()).isSameAs(e);
    }
    Object[] arr = (Object[]) config.roundTrip(new Object[] {Op.TIMES, Color.GREEN});
    assertThat(arr[0]).isSameAs(Op.TIMES);
    assertThat(arr[1]).isSameAs(Color.GREEN);
    assertThat(((Op) arr[0]).apply(3, 4)).isEqualTo(12);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_null_returnsNull(RoundTripConfig config) {
    assertThat(config.roundTrip(null)).isEqualTo(null);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_primitivesAsObjectArray_keepBoxTypes(RoundTripConfig config) {
    Object[] input = scalars().values().toArray();
    Object[] output = (Object[]) config.roundTrip(input);
    DeepEquals.assertDeepEquals(input, output);
  }

  // ---- helpers ----

  private static String repeat(String s, int length) {
    StringBuilder b = new StringBuilder(length + s.length());
    while (b.length() < length) {
      b.append(s);
    }
    return b.substring(0, length);
  }

  private static String allChars() {
    char[] c = new char[0x10000];
    for (int i = 0; i < c.length; i++) {
      c[i] = (char) i;
    }
    return new String(c);
  }

  /** Float bits with any NaN made quiet, so no platform canonicalizes a signaling NaN. */
  private static int quiet(int bits) {
    return Float.isNaN(Float.intBitsToFloat(bits)) ? bits | 0x0040_0000 : bits;
  }

  private static long quiet(long bits) {
    return (bits & 0x7ff0_0000_0000_0000L) == 0x7ff0_0000_0000_0000L
            && (bits & 0x000f_ffff_ffff_ffffL) != 0
        ? bits | 0x0008_0000_0000_0000L
        : bits;
  }

  private static int[][][] cube() {
    int[][][] a = new int[3][4][5];
    int n = 0;
    for (int[][] plane : a) {
      for (int[] row : plane) {
        for (int i = 0; i < row.length; i++) {
          row[i] = n++ * (n % 2 == 0 ? 1 : -1);
        }
      }
    }
    a[1][2] = new int[0];
    return a;
  }

  private static Object longArray(Class<?> type) {
    Random r = new Random(type.getName().hashCode());
    int n = 100_000;
    if (type == boolean[].class) {
      boolean[] a = new boolean[n];
      for (int i = 0; i < n; i++) {
        a[i] = r.nextBoolean();
      }
      return a;
    }
    if (type == byte[].class) {
      byte[] a = new byte[n];
      r.nextBytes(a);
      return a;
    }
    if (type == short[].class) {
      short[] a = new short[n];
      for (int i = 0; i < n; i++) {
        a[i] = (short) r.nextInt();
      }
      a[0] = Short.MIN_VALUE;
      return a;
    }
    if (type == char[].class) {
      char[] a = new char[n];
      for (int i = 0; i < n; i++) {
        a[i] = (char) r.nextInt();
      }
      return a;
    }
    if (type == int[].class) {
      return r.ints(n).map(i -> i >> r.nextInt(32)).toArray();
    }
    if (type == long[].class) {
      return r.longs(n).map(l -> l >> r.nextInt(64)).toArray();
    }
    if (type == float[].class) {
      float[] a = new float[n];
      for (int i = 0; i < n; i++) {
        a[i] = Float.intBitsToFloat(quiet(r.nextInt()));
      }
      return a;
    }
    double[] a = new double[n];
    for (int i = 0; i < n; i++) {
      a[i] = Double.longBitsToDouble(quiet(r.nextLong()));
    }
    return a;
  }
}
