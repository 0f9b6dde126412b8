package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.Thrown;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Calendar;
import java.util.Currency;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TimeZone;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The built-in codecs for JDK value types: every sample round-trips to an equal value of the same
 * class in every configuration without registration, every truncated message fails, and invalid
 * field values fail as malformed input.
 */
class JdkValueTypesTest {

  /** How bytes travel from writer to reader. */
  enum Transport {
    BYTES,
    STREAM,
    ONE_BYTE_STREAM
  }

  /** References on or off, registration required or not, and a transport. */
  record Setup(boolean trackReferences, boolean requireRegistration, Transport transport) {
    Skiff skiff(Class<?>... registered) {
      Skiff.Builder b =
          Skiff.builder().trackReferences(trackReferences).requireRegistration(requireRegistration);
      for (Class<?> c : registered) {
        b.register(c);
      }
      return b.build();
    }

    Object roundTrip(Skiff skiff, Object value) {
      switch (transport) {
        case BYTES:
          return skiff.deserialize(skiff.serialize(value));
        case STREAM:
          {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            skiff.serialize(value, out);
            ByteArrayInputStream in = new ByteArrayInputStream(out.toByteArray());
            Object back = skiff.deserialize(in);
            assertThat(in.available()).as("the stream must be consumed exactly").isEqualTo(0);
            return back;
          }
        default:
          {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            skiff.serialize(value, out);
            return skiff.deserialize(
                new OneByteAtATime(new ByteArrayInputStream(out.toByteArray())));
          }
      }
    }

    @Override
    public String toString() {
      return (trackReferences ? "refs" : "norefs")
          + (requireRegistration ? "-required" : "-unrequired")
          + "-"
          + transport;
    }
  }

  /** A stream that hands out one byte per read and cannot mark. */
  static final class OneByteAtATime extends InputStream {
    private final InputStream in;

    OneByteAtATime(InputStream in) {
      this.in = in;
    }

    @Override
    public int read() throws IOException {
      return in.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (len == 0) {
        return 0;
      }
      int c = in.read();
      if (c < 0) {
        return -1;
      }
      b[off] = (byte) c;
      return 1;
    }
  }

  static List<Setup> setups() {
    List<Setup> setups = new ArrayList<>();
    for (boolean refs : new boolean[] {true, false}) {
      for (boolean required : new boolean[] {true, false}) {
        for (Transport t : Transport.values()) {
          setups.add(new Setup(refs, required, t));
        }
      }
    }
    return setups;
  }

  private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

  /** The samples, several edge values per type, by name. */
  static Map<String, Object> samples() {
    Map<String, Object> m = new LinkedHashMap<>();
    // java.time
    m.put("Instant epoch", Instant.EPOCH);
    m.put("Instant min", Instant.MIN);
    m.put("Instant max", Instant.MAX);
    m.put("Instant just before epoch", Instant.ofEpochSecond(-1, 999_999_999));
    m.put("Instant recent", Instant.ofEpochSecond(1_700_000_000L, 123_456_789));
    m.put("Duration zero", Duration.ZERO);
    m.put("Duration min", Duration.ofSeconds(Long.MIN_VALUE));
    m.put("Duration max", Duration.ofSeconds(Long.MAX_VALUE, 999_999_999));
    m.put("Duration -1ns", Duration.ofNanos(-1));
    m.put("Duration 3 days", Duration.ofDays(3));
    m.put("LocalDate epoch", LocalDate.EPOCH);
    m.put("LocalDate min", LocalDate.MIN);
    m.put("LocalDate max", LocalDate.MAX);
    m.put("LocalDate leap day", LocalDate.of(2024, 2, 29));
    m.put("LocalDate negative year", LocalDate.of(-1, 12, 31));
    m.put("LocalTime midnight", LocalTime.MIDNIGHT);
    m.put("LocalTime max", LocalTime.MAX);
    m.put("LocalTime noon", LocalTime.NOON);
    m.put("LocalTime 1ns before midnight", LocalTime.of(23, 59, 59, 1));
    m.put("LocalDateTime min", LocalDateTime.MIN);
    m.put("LocalDateTime max", LocalDateTime.MAX);
    m.put("LocalDateTime y2k", LocalDateTime.of(2000, 1, 1, 0, 0));
    m.put(
        "ZonedDateTime Berlin gap", ZonedDateTime.of(LocalDateTime.of(2021, 3, 28, 2, 30), BERLIN));
    m.put(
        "ZonedDateTime Berlin overlap earlier",
        ZonedDateTime.of(LocalDateTime.of(2021, 10, 31, 2, 30), BERLIN)
            .withEarlierOffsetAtOverlap());
    m.put(
        "ZonedDateTime Berlin overlap later",
        ZonedDateTime.of(LocalDateTime.of(2021, 10, 31, 2, 30), BERLIN).withLaterOffsetAtOverlap());
    m.put(
        "ZonedDateTime New York gap",
        ZonedDateTime.of(LocalDateTime.of(2021, 3, 14, 2, 30), NEW_YORK));
    m.put(
        "ZonedDateTime New York overlap later",
        ZonedDateTime.of(LocalDateTime.of(2021, 11, 7, 1, 30, 15, 7), NEW_YORK)
            .withLaterOffsetAtOverlap());
    m.put(
        "ZonedDateTime offset zone",
        ZonedDateTime.of(LocalDateTime.of(2020, 6, 1, 12, 0), ZoneOffset.ofHoursMinutes(5, 30)));
    m.put(
        "ZonedDateTime odd-second offset zone",
        ZonedDateTime.of(LocalDateTime.of(1900, 1, 1, 0, 0), ZoneOffset.ofTotalSeconds(3723)));
    m.put("ZonedDateTime UTC region", ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneId.of("UTC")));
    m.put(
        "ZonedDateTime GMT+01:00 region",
        ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneId.of("GMT+01:00")));
    m.put("ZonedDateTime min", ZonedDateTime.of(LocalDateTime.MIN, ZoneOffset.MAX));
    m.put("ZonedDateTime max", ZonedDateTime.of(LocalDateTime.MAX, ZoneOffset.MIN));
    m.put("OffsetDateTime min", OffsetDateTime.MIN);
    m.put("OffsetDateTime max", OffsetDateTime.MAX);
    m.put(
        "OffsetDateTime -09:30",
        OffsetDateTime.of(2020, 2, 29, 23, 59, 59, 999, ZoneOffset.ofHoursMinutes(-9, -30)));
    m.put("OffsetTime min", OffsetTime.MIN);
    m.put("OffsetTime max", OffsetTime.MAX);
    m.put("OffsetTime +05:45", OffsetTime.of(12, 0, 0, 0, ZoneOffset.ofHoursMinutes(5, 45)));
    m.put("ZoneRegion Europe/Paris", ZoneId.of("Europe/Paris"));
    m.put("ZoneRegion UTC", ZoneId.of("UTC"));
    m.put("ZoneRegion GMT+01:00", ZoneId.of("GMT+01:00"));
    m.put("ZoneRegion UTC+05:30", ZoneId.of("UTC+05:30"));
    m.put("ZoneOffset UTC", ZoneOffset.UTC);
    m.put("ZoneOffset min", ZoneOffset.MIN);
    m.put("ZoneOffset max", ZoneOffset.MAX);
    m.put("ZoneOffset +05:30", ZoneOffset.ofHoursMinutes(5, 30));
    m.put("ZoneOffset -03:30", ZoneOffset.ofHoursMinutes(-3, -30));
    m.put("ZoneOffset seconds", ZoneOffset.ofTotalSeconds(-3723));
    m.put("Period zero", Period.ZERO);
    m.put("Period mixed signs", Period.of(1, -2, 3));
    m.put("Period min", Period.of(Integer.MIN_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE));
    m.put("Period max", Period.of(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE));
    m.put("Year min", Year.of(Year.MIN_VALUE));
    m.put("Year max", Year.of(Year.MAX_VALUE));
    m.put("Year zero", Year.of(0));
    m.put("YearMonth leap February", YearMonth.of(2024, 2));
    m.put("YearMonth min", YearMonth.of(Year.MIN_VALUE, 1));
    m.put("YearMonth max", YearMonth.of(Year.MAX_VALUE, 12));
    m.put("MonthDay Feb 29", MonthDay.of(2, 29));
    m.put("MonthDay Dec 31", MonthDay.of(12, 31));
    m.put("MonthDay Jan 1", MonthDay.of(1, 1));
    m.put("DayOfWeek MONDAY", DayOfWeek.MONDAY);
    m.put("DayOfWeek SUNDAY", DayOfWeek.SUNDAY);
    m.put("Month JANUARY", Month.JANUARY);
    m.put("Month DECEMBER", Month.DECEMBER);
    // legacy date and time
    m.put("Date epoch", new Date(0));
    m.put("Date -1ms", new Date(-1));
    m.put("Date min", new Date(Long.MIN_VALUE));
    m.put("Date max", new Date(Long.MAX_VALUE));
    m.put("Date recent", new Date(1_700_000_000_123L));
    m.put("GregorianCalendar Berlin", calendar("Europe/Berlin", 1_700_000_000_123L, true, 1, 1));
    m.put("GregorianCalendar ISO weeks strict", calendar("UTC", 0, false, Calendar.MONDAY, 4));
    m.put("GregorianCalendar negative millis", calendar("GMT+05:30", -86_400_001L, true, 7, 7));
    GregorianCalendar pureGregorian =
        calendar("America/New_York", -12_219_292_800_001L, true, 1, 1);
    pureGregorian.setGregorianChange(new Date(Long.MIN_VALUE));
    m.put("GregorianCalendar pure Gregorian", pureGregorian);
    GregorianCalendar julian = calendar("UTC", 0, true, 2, 3);
    julian.setGregorianChange(new Date(Long.MAX_VALUE));
    m.put("GregorianCalendar pure Julian", julian);
    m.put("TimeZone UTC", TimeZone.getTimeZone("UTC"));
    m.put("TimeZone GMT", TimeZone.getTimeZone("GMT"));
    m.put("TimeZone Europe/Berlin", TimeZone.getTimeZone("Europe/Berlin"));
    m.put("TimeZone America/New_York", TimeZone.getTimeZone("America/New_York"));
    m.put("TimeZone custom GMT+05:30", TimeZone.getTimeZone("GMT+05:30"));
    // numbers
    m.put("BigInteger zero", BigInteger.ZERO);
    m.put("BigInteger one", BigInteger.ONE);
    m.put("BigInteger minus one", BigInteger.ONE.negate());
    m.put("BigInteger 2^64", BigInteger.ONE.shiftLeft(64));
    m.put("BigInteger -(2^200)+1", BigInteger.ONE.shiftLeft(200).negate().add(BigInteger.ONE));
    m.put("BigInteger long min", BigInteger.valueOf(Long.MIN_VALUE));
    m.put("BigDecimal zero", BigDecimal.ZERO);
    m.put("BigDecimal trailing zero", new BigDecimal("1.50"));
    m.put("BigDecimal zero scale 3", new BigDecimal("0.000"));
    m.put("BigDecimal negative scale", new BigDecimal("1E+10"));
    m.put("BigDecimal large", new BigDecimal("-123456789012345678901234567890.123456789"));
    m.put("BigDecimal min scale", new BigDecimal(BigInteger.TEN, Integer.MIN_VALUE));
    m.put("BigDecimal max scale", new BigDecimal(BigInteger.TEN, Integer.MAX_VALUE));
    // identifiers and text
    m.put("UUID nil", new UUID(0, 0));
    m.put("UUID max", new UUID(-1, -1));
    m.put("UUID v4", UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"));
    m.put("URI full", uri("https://user@example.com:8443/a/b?q=1&r=%20x#frag"));
    m.put("URI mailto", uri("mailto:someone@example.com"));
    m.put("URI relative", uri("../relative/path?x"));
    m.put("URI empty", uri(""));
    m.put("URI non-ASCII", uri("http://example.com/caf\u00e9"));
    m.put("URL port query fragment", url("https://example.com:8443/path/to?q=1&r=2#frag"));
    m.put("URL file", url("file:/tmp/some%20file.txt"));
    m.put("URL IPv6", url("http://[::1]:8080/"));
    m.put("URL jar", url("jar:file:/tmp/a.jar!/b/c.class"));
    m.put("Pattern plain", Pattern.compile("a+b"));
    m.put("Pattern flags", Pattern.compile("^x.*y$", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE));
    m.put("Pattern named group", Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})"));
    m.put("Pattern empty", Pattern.compile(""));
    m.put("Pattern literal all flags", Pattern.compile("[\u00e9]", 0x1ff));
    // map entries
    m.put("SimpleEntry", new AbstractMap.SimpleEntry<>("k", 1));
    m.put("SimpleEntry of nulls", new AbstractMap.SimpleEntry<>(null, null));
    m.put("SimpleEntry of entries", new AbstractMap.SimpleEntry<>(Map.entry(1, 2), List.of(3)));
    m.put("SimpleImmutableEntry", new AbstractMap.SimpleImmutableEntry<>(7L, Instant.EPOCH));
    m.put("SimpleImmutableEntry of null", new AbstractMap.SimpleImmutableEntry<>("k", null));
    m.put("Map.entry", Map.entry("k", new AbstractMap.SimpleEntry<>("a", "b")));
    m.put("Locale ROOT", Locale.ROOT);
    m.put("Locale US", Locale.US);
    m.put("Locale JAPANESE", Locale.JAPANESE);
    m.put("Locale ja_JP_JP", legacyLocale("ja", "JP", "JP"));
    m.put("Locale th_TH_TH", legacyLocale("th", "TH", "TH"));
    m.put("Locale no_NO_NY", legacyLocale("no", "NO", "NY"));
    m.put("Locale iw_IL", legacyLocale("iw", "IL", ""));
    m.put("Locale de_DE_POSIX", legacyLocale("de", "DE", "POSIX"));
    m.put("Locale ill-formed", legacyLocale("123", "x y", "a b"));
    m.put("Locale variant with underscore", legacyLocale("en", "US", "Var_iant"));
    m.put("Locale script and extensions", Locale.forLanguageTag("sr-Latn-RS-u-ca-gregory-x-foo"));
    m.put(
        "Locale built with script",
        new Locale.Builder()
            .setLanguage("zh")
            .setScript("Hant")
            .setRegion("TW")
            .setExtension('u', "nu-hanidec")
            .build());
    m.put("Locale unicode attributes", Locale.forLanguageTag("en-u-attr1-attr2-ca-buddhist"));
    m.put("Locale lvariant from tag", Locale.forLanguageTag("ja-JP-x-lvariant-JP"));
    m.put("Locale variant and private use", Locale.forLanguageTag("de-DE-1901-x-priv"));
    m.put("Currency USD", Currency.getInstance("USD"));
    m.put("Currency EUR", Currency.getInstance("EUR"));
    m.put("Currency JPY", Currency.getInstance("JPY"));
    m.put("Currency XXX", Currency.getInstance("XXX"));
    m.put("Charset UTF-8", StandardCharsets.UTF_8);
    m.put("Charset ISO-8859-1", StandardCharsets.ISO_8859_1);
    m.put("Charset US-ASCII", StandardCharsets.US_ASCII);
    m.put("Charset UTF-16", StandardCharsets.UTF_16);
    m.put("Charset UTF-16BE", StandardCharsets.UTF_16BE);
    m.put("Charset UTF-16LE", StandardCharsets.UTF_16LE);
    // optionals
    m.put("Optional empty", Optional.empty());
    m.put("Optional string", Optional.of("x"));
    m.put("Optional list", Optional.of(new ArrayList<>(List.of(1, 2, 3))));
    m.put("Optional nested", Optional.of(Optional.of(LocalDate.EPOCH)));
    m.put("OptionalInt empty", OptionalInt.empty());
    m.put("OptionalInt min", OptionalInt.of(Integer.MIN_VALUE));
    m.put("OptionalInt max", OptionalInt.of(Integer.MAX_VALUE));
    m.put("OptionalLong empty", OptionalLong.empty());
    m.put("OptionalLong min", OptionalLong.of(Long.MIN_VALUE));
    m.put("OptionalLong max", OptionalLong.of(Long.MAX_VALUE));
    m.put("OptionalDouble empty", OptionalDouble.empty());
    m.put("OptionalDouble NaN", OptionalDouble.of(Double.NaN));
    m.put("OptionalDouble -0.0", OptionalDouble.of(-0.0));
    m.put("OptionalDouble max", OptionalDouble.of(Double.MAX_VALUE));
    // atomics and mutable text
    m.put("AtomicBoolean true", new AtomicBoolean(true));
    m.put("AtomicBoolean false", new AtomicBoolean(false));
    m.put("AtomicInteger min", new AtomicInteger(Integer.MIN_VALUE));
    m.put("AtomicInteger zero", new AtomicInteger());
    m.put("AtomicInteger max", new AtomicInteger(Integer.MAX_VALUE));
    m.put("AtomicLong min", new AtomicLong(Long.MIN_VALUE));
    m.put("AtomicLong max", new AtomicLong(Long.MAX_VALUE));
    m.put("AtomicReference null", new AtomicReference<>());
    m.put("AtomicReference string", new AtomicReference<>("x"));
    m.put("AtomicReference list", new AtomicReference<>(new ArrayList<>(List.of("a", "b"))));
    m.put("AtomicIntegerArray empty", new AtomicIntegerArray(0));
    m.put(
        "AtomicIntegerArray extremes",
        new AtomicIntegerArray(new int[] {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE}));
    m.put("AtomicLongArray empty", new AtomicLongArray(0));
    m.put(
        "AtomicLongArray extremes",
        new AtomicLongArray(new long[] {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE}));
    m.put("StringBuilder empty", new StringBuilder());
    m.put("StringBuilder unicode", new StringBuilder("h\u00e9llo \u4e2d\u6587 \uD83D\uDE00"));
    m.put("StringBuffer empty", new StringBuffer());
    m.put("StringBuffer text", new StringBuffer("some text"));
    m.put("BitSet empty", new BitSet());
    m.put("BitSet bit 0", bits(0));
    m.put("BitSet word boundary", bits(63, 64));
    BitSet every7 = new BitSet();
    for (int i = 0; i < 1000; i += 7) {
      every7.set(i);
    }
    m.put("BitSet every 7th", every7);
    m.put("BitSet sparse high bit", bits(1_000_000));
    return m;
  }

  private static GregorianCalendar calendar(
      String zone, long millis, boolean lenient, int firstDay, int minimalDays) {
    GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone(zone));
    c.setLenient(lenient);
    c.setFirstDayOfWeek(firstDay);
    c.setMinimalDaysInFirstWeek(minimalDays);
    c.setTimeInMillis(millis);
    return c;
  }

  @SuppressWarnings("deprecation") // Locale.of is Java 19+
  private static Locale legacyLocale(String language, String country, String variant) {
    return new Locale(language, country, variant);
  }

  private static URI uri(String s) {
    try {
      return new URI(s);
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  private static URL url(String s) {
    try {
      return new URI(s).toURL();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  private static BitSet bits(int... indexes) {
    BitSet b = new BitSet();
    for (int i : indexes) {
      b.set(i);
    }
    return b;
  }

  static Stream<Arguments> roundTrips() {
    return setups().stream()
        .flatMap(s -> samples().keySet().stream().map(name -> Arguments.of(s, name)));
  }

  static Stream<Arguments> truncations() {
    return Stream.of(true, false)
        .flatMap(refs -> samples().keySet().stream().map(name -> Arguments.of(refs, name)));
  }

  private static final List<Class<?>> MUTABLE =
      List.of(
          Date.class,
          Calendar.class,
          TimeZone.class,
          AtomicBoolean.class,
          AtomicInteger.class,
          AtomicLong.class,
          AtomicReference.class,
          AtomicIntegerArray.class,
          AtomicLongArray.class,
          StringBuilder.class,
          StringBuffer.class,
          BitSet.class,
          AbstractMap.SimpleEntry.class);

  /**
   * Asserts that {@code actual} is a value of exactly {@code expected}'s class and equal to it:
   * with {@code equals} where that means value equality, else by the value's state.
   */
  static void assertSameValue(Object expected, Object actual) {
    assertThat(actual.getClass()).as("class").isEqualTo(expected.getClass());
    if (MUTABLE.stream().anyMatch(c -> c.isInstance(expected))) {
      assertThat(actual).as("a mutable value must be a new instance").isNotSameAs(expected);
    }
    if (expected instanceof Pattern) {
      assertThat(((Pattern) actual).pattern()).isEqualTo(((Pattern) expected).pattern());
      assertThat(((Pattern) actual).flags()).isEqualTo(((Pattern) expected).flags());
    } else if (expected instanceof URL) {
      assertThat(((URL) actual).toExternalForm()).isEqualTo(((URL) expected).toExternalForm());
    } else if (expected instanceof AtomicBoolean) {
      assertThat(((AtomicBoolean) actual).get()).isEqualTo(((AtomicBoolean) expected).get());
    } else if (expected instanceof AtomicInteger) {
      assertThat(((AtomicInteger) actual).get()).isEqualTo(((AtomicInteger) expected).get());
    } else if (expected instanceof AtomicLong) {
      assertThat(((AtomicLong) actual).get()).isEqualTo(((AtomicLong) expected).get());
    } else if (expected instanceof AtomicReference) {
      assertThat(((AtomicReference<?>) actual).get())
          .isEqualTo(((AtomicReference<?>) expected).get());
    } else if (expected instanceof AtomicIntegerArray) {
      assertThat(ints((AtomicIntegerArray) actual)).isEqualTo(ints((AtomicIntegerArray) expected));
    } else if (expected instanceof AtomicLongArray) {
      assertThat(longs((AtomicLongArray) actual)).isEqualTo(longs((AtomicLongArray) expected));
    } else if (expected instanceof StringBuilder || expected instanceof StringBuffer) {
      assertThat(actual.toString()).isEqualTo(expected.toString());
    } else {
      assertThat(actual).isEqualTo(expected);
      if (expected instanceof ZonedDateTime) {
        ZonedDateTime e = (ZonedDateTime) expected;
        ZonedDateTime a = (ZonedDateTime) actual;
        assertThat(a.getOffset()).as("offset").isEqualTo(e.getOffset());
        assertThat(a.getZone()).as("zone").isEqualTo(e.getZone());
      } else if (expected instanceof BigDecimal) {
        assertThat(((BigDecimal) actual).precision())
            .isEqualTo(((BigDecimal) expected).precision());
      }
    }
  }

  private static int[] ints(AtomicIntegerArray a) {
    int[] r = new int[a.length()];
    for (int i = 0; i < r.length; i++) {
      r[i] = a.get(i);
    }
    return r;
  }

  private static long[] longs(AtomicLongArray a) {
    long[] r = new long[a.length()];
    for (int i = 0; i < r.length; i++) {
      r[i] = a.get(i);
    }
    return r;
  }

  // ---- round trips ----

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("roundTrips")
  void roundTrip_jdkValue_returnsEqualValueOfSameClass(Setup setup, String name) {
    Object value = samples().get(name);
    Skiff skiff = setup.skiff();
    assertSameValue(value, setup.roundTrip(skiff, value));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void roundTrip_allJdkValuesInOneList_returnsEqualValues(Setup setup) {
    List<Object> values = new ArrayList<>(samples().values());
    @SuppressWarnings("unchecked")
    List<Object> back = (List<Object>) setup.roundTrip(setup.skiff(), values);
    assertThat(back.size()).isEqualTo(values.size());
    for (int i = 0; i < values.size(); i++) {
      assertSameValue(values.get(i), back.get(i));
    }
  }

  /** A record whose fields are exact slots of JDK value types. */
  record Event(
      Instant at,
      LocalDate day,
      ZonedDateTime zoned,
      UUID id,
      BigDecimal amount,
      Locale locale,
      Optional<String> note,
      DayOfWeek weekday) {}

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void roundTrip_jdkValuesInRecordFields_returnsEqualRecord(Setup setup) {
    Event e =
        new Event(
            Instant.ofEpochSecond(1, 2),
            LocalDate.of(2024, 2, 29),
            ZonedDateTime.of(LocalDateTime.of(2021, 10, 31, 2, 30), BERLIN)
                .withLaterOffsetAtOverlap(),
            new UUID(1, 2),
            new BigDecimal("-0.010"),
            Locale.forLanguageTag("sr-Latn-RS"),
            Optional.of("note"),
            DayOfWeek.FRIDAY);
    Event nulls = new Event(null, null, null, null, null, null, null, null);
    Skiff skiff = setup.skiff(Event.class);
    assertThat(setup.roundTrip(skiff, e)).isEqualTo(e);
    assertThat(setup.roundTrip(skiff, nulls)).isEqualTo(nulls);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void roundTrip_sharedMutableJdkValues_keepIdentityOnlyWithReferences(Setup setup) {
    AtomicInteger counter = new AtomicInteger(7);
    Date date = new Date(5);
    StringBuilder text = new StringBuilder("t");
    BitSet bits = bits(3);
    List<Object> list = List.of(counter, date, text, bits, counter, date, text, bits);
    @SuppressWarnings("unchecked")
    List<Object> back = (List<Object>) setup.roundTrip(setup.skiff(), list);
    for (int i = 0; i < 4; i++) {
      assertSameValue(list.get(i), back.get(i));
      if (setup.trackReferences()) {
        assertThat(back.get(i + 4)).isSameAs(back.get(i));
      } else {
        assertThat(back.get(i + 4)).isNotSameAs(back.get(i));
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void roundTrip_atomicReferenceHoldingItself_restoresCycleWithReferences(Setup setup) {
    if (!setup.trackReferences()) {
      return;
    }
    AtomicReference<Object> self = new AtomicReference<>();
    self.set(List.of("x", self));
    AtomicReference<?> back = (AtomicReference<?>) setup.roundTrip(setup.skiff(), self);
    List<?> inner = (List<?>) back.get();
    assertThat(inner.get(0)).isEqualTo("x");
    assertThat(inner.get(1)).isSameAs(back);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void roundTrip_calendarsSharingAZone_keepZoneIdentityWithReferences(Setup setup) {
    GregorianCalendar c = calendar("Europe/Berlin", 42, true, 2, 4);
    TimeZone zone = c.getTimeZone();
    List<Object> list = List.of(c, zone);
    @SuppressWarnings("unchecked")
    List<Object> back = (List<Object>) setup.roundTrip(setup.skiff(), list);
    assertSameValue(c, back.get(0));
    assertSameValue(zone, back.get(1));
    if (setup.trackReferences()) {
      assertThat(back.get(1)).isSameAs(((Calendar) back.get(0)).getTimeZone());
    }
  }

  @Test
  void serialize_typicalJdkValues_staysCompact() {
    Skiff skiff = Skiff.builder().build();
    // header, two-byte class tag, then the body
    assertThat(skiff.serialize(LocalDate.of(2024, 2, 29)).length).isEqualTo(3 + 4);
    assertThat(skiff.serialize(new UUID(1, 2)).length).isEqualTo(3 + 16);
    assertThat(skiff.serialize(ZoneOffset.ofHours(2)).length).isEqualTo(3 + 1);
    assertThat(skiff.serialize(new BigDecimal("1.50")).length).isEqualTo(3 + 4);
  }

  // ---- malformed input ----

  @ParameterizedTest(name = "refs={0} {1}")
  @MethodSource("truncations")
  void deserialize_everyTruncatedPrefix_throwsSkiffException(boolean refs, String name) {
    Skiff skiff = Skiff.builder().trackReferences(refs).build();
    byte[] message = skiff.serialize(samples().get(name));
    for (int len = 0; len < message.length; len++) {
      byte[] prefix = Arrays.copyOf(message, len);
      int n = len;
      assertThatThrownBy(() -> skiff.deserialize(prefix))
          .as("array prefix of length " + n)
          .isInstanceOf(SkiffException.class);
      assertThatThrownBy(() -> skiff.deserialize(new ByteArrayInputStream(prefix)))
          .as("stream prefix of length " + n)
          .isInstanceOf(SkiffException.class);
    }
  }

  /** Samples paired with a body that must be refused. */
  static Stream<Arguments> invalidBodies() {
    return Stream.of(
        Arguments.of("LocalDate month 13", LocalDate.EPOCH, bytes(zigzag(1), 13, 1)),
        // Map.entry: a null key (tag 0), then the value 3L (Long's tag, zig-zag 6)
        Arguments.of("Map.entry null key", Map.entry(1L, 1L), bytes(0, 11, 6)),
        Arguments.of("Map.entry null value", Map.entry(1L, 1L), bytes(11, 6, 0)),
        Arguments.of("LocalDate month 0", LocalDate.EPOCH, bytes(zigzag(1), 0, 1)),
        Arguments.of("LocalDate Feb 30", LocalDate.EPOCH, bytes(zigzag(1), 2, 30)),
        Arguments.of(
            "LocalDate year out of range", LocalDate.EPOCH, bytes(zigzag(1_000_000_000), 1, 1)),
        Arguments.of("Instant nanos 1e9", Instant.EPOCH, bytes(0, varUInt(1_000_000_000))),
        Arguments.of("Instant negative nanos", Instant.EPOCH, bytes(0, varUInt(0xFFFF_FFFFL))),
        Arguments.of(
            "Instant seconds out of range", Instant.EPOCH, bytes(zigzag((1L << 55) - 1), 0)),
        Arguments.of("Duration nanos 1e9", Duration.ZERO, bytes(0, varUInt(1_000_000_000))),
        Arguments.of("LocalTime second 86400", LocalTime.NOON, bytes(varUInt(86_400), 0)),
        Arguments.of("ZoneOffset byte 200", ZoneOffset.UTC, bytes(200)),
        Arguments.of("ZoneOffset 18h+1s", ZoneOffset.UTC, bytes(255, zigzag(64_801))),
        Arguments.of(
            "ZonedDateTime zone kind 7",
            ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC),
            bytes(zigzag(2020), 1, 1, 0, 0, 72, 7)),
        Arguments.of(
            "ZonedDateTime unknown region",
            ZonedDateTime.of(2020, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC),
            bytes(zigzag(2020), 1, 1, 0, 0, 72, 1, str("Mars/Olympus_Mons"))),
        Arguments.of("ZoneRegion unknown", ZoneId.of("UTC"), str("Mars/Olympus_Mons")),
        Arguments.of("ZoneRegion that is an offset", ZoneId.of("UTC"), str("+01:00")),
        Arguments.of("Year too large", Year.of(0), zigzag(1_000_000_000)),
        Arguments.of("YearMonth month 13", YearMonth.of(1, 1), bytes(zigzag(1), 13)),
        Arguments.of("MonthDay Feb 30", MonthDay.of(1, 1), bytes(2, 30)),
        Arguments.of("MonthDay month 0", MonthDay.of(1, 1), bytes(0, 1)),
        Arguments.of("Calendar first day 0", new GregorianCalendar(), bytes(0, 0x01 | 4 << 4)),
        Arguments.of("Calendar minimal days 0", new GregorianCalendar(), bytes(0, 0x01 | 2 << 1)),
        Arguments.of("TimeZone unknown", TimeZone.getTimeZone("UTC"), str("Mars/Olympus_Mons")),
        Arguments.of("BigInteger empty", BigInteger.ONE, bytes(0)),
        Arguments.of("BigInteger huge length", BigInteger.ONE, bytes(varUInt(1 << 30), 1)),
        Arguments.of("BigDecimal empty unscaled", BigDecimal.ONE, bytes(0, 0)),
        Arguments.of("URI bad syntax", uri("x"), str("::not a uri")),
        Arguments.of("URL unknown protocol", url("http://x/"), str("nope://x/")),
        Arguments.of("Currency unknown", Currency.getInstance("USD"), str("QQQ")),
        Arguments.of("Charset unknown", StandardCharsets.UTF_8, str("no-such-charset")),
        Arguments.of("Charset illegal name", StandardCharsets.UTF_8, str("bad name!")),
        Arguments.of("Pattern bad syntax", Pattern.compile("a"), bytes(0, str("("))),
        Arguments.of(
            "Pattern unknown flag", Pattern.compile("a"), bytes(varUInt(1 << 20), str("a"))),
        Arguments.of("Locale form 9", Locale.US, bytes(9)),
        Arguments.of("OptionalInt presence 2", OptionalInt.empty(), bytes(2)),
        Arguments.of("AtomicBoolean byte 2", new AtomicBoolean(), bytes(2)),
        Arguments.of(
            "AtomicIntegerArray huge length", new AtomicIntegerArray(0), bytes(varUInt(1 << 30))),
        Arguments.of(
            "AtomicLongArray huge length", new AtomicLongArray(0), bytes(varUInt(1 << 30))),
        Arguments.of("BitSet huge length", new BitSet(), bytes(varUInt(1 << 20), 0)),
        Arguments.of("StringBuilder null string", new StringBuilder(), bytes(0)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidBodies")
  void deserialize_invalidFieldValue_throwsMalformedInputException(
      String name, Object sample, byte[] body) {
    Skiff skiff = Skiff.builder().build();
    byte[] valid = skiff.serialize(sample);
    int prefix = 2;
    while ((valid[prefix - 1] & 0x80) != 0) {
      prefix++;
    }
    byte[] message = Arrays.copyOf(valid, prefix + body.length);
    System.arraycopy(body, 0, message, prefix, body.length);
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> skiff.deserialize(message));
    assertThat(e.offset() >= prefix).as("offset " + e.offset() + " points into the body").isTrue();
    assertThat(e.getMessage().contains("truncated"))
        .as("refused for its value: " + e.getMessage())
        .isFalse();
    assertThatThrownBy(() -> skiff.deserialize(new ByteArrayInputStream(message)))
        .isInstanceOf(MalformedInputException.class);
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void serialize_jdkValuesWithRegistrationRequired_needsNoRegistration(boolean refs) {
    Skiff skiff = Skiff.builder().requireRegistration(true).trackReferences(refs).build();
    for (Map.Entry<String, Object> e : samples().entrySet()) {
      try {
        skiff.serialize(e.getValue());
      } catch (SkiffException ex) {
        fail(e.getKey() + ": " + ex.getMessage());
      }
    }
  }

  @Test
  void serialize_calendarWithWeekFieldsOutOfRange_throwsSkiffException() {
    Skiff skiff = Skiff.builder().build();
    GregorianCalendar firstDay = calendar("UTC", 0, true, 1, 1);
    firstDay.setFirstDayOfWeek(8);
    GregorianCalendar minimalDays = calendar("UTC", 0, true, 1, 1);
    minimalDays.setMinimalDaysInFirstWeek(0);
    assertThatThrownBy(() -> skiff.serialize(firstDay)).isInstanceOf(SkiffException.class);
    assertThatThrownBy(() -> skiff.serialize(minimalDays)).isInstanceOf(SkiffException.class);
  }

  // ---- byte helpers ----

  private static byte[] bytes(Object... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (Object p : parts) {
      if (p instanceof Integer) {
        out.write((Integer) p);
      } else {
        out.writeBytes((byte[]) p);
      }
    }
    return out.toByteArray();
  }

  private static byte[] varUInt(long v) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while ((v & ~0x7FL) != 0) {
      out.write((int) (v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
    return out.toByteArray();
  }

  private static byte[] zigzag(long v) {
    return varUInt((v << 1) ^ (v >> 63));
  }

  /** A Latin-1 string as Skiff writes it: header {@code length << 2 | 1}, then the bytes. */
  private static byte[] str(String s) {
    return bytes(varUInt((long) s.length() << 2 | 1), s.getBytes(StandardCharsets.ISO_8859_1));
  }
}
