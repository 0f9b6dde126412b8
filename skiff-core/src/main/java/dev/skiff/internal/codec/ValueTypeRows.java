package dev.skiff.internal.codec;

/**
 * The rows of the built-in table ({@link BuiltinTable}) for the JDK value types, ids {@value
 * #FIRST} to {@value #LAST}: {@code java.time}, the older date and time classes, big numbers,
 * {@code UUID}, {@code URI} and {@code URL}, {@code Pattern}, {@code Locale}, {@code Currency}, the
 * standard charsets, the optionals, the atomics, {@code StringBuilder}, {@code StringBuffer} and
 * {@code BitSet}.
 *
 * <p>Each row is written as in {@link BuiltinTable}, class and codec side by side, and the same
 * rules hold: its ids are part of the format, and only the side asked for is evaluated.
 */
final class ValueTypeRows {
  private ValueTypeRows() {}

  /** The first id of this range. */
  static final int FIRST = 81;

  /** The last id of this range. */
  static final int LAST = 126;

  /**
   * Row {@code id} of the table, from {@link #FIRST} to {@link #LAST}: its codec when {@code codec}
   * is true, else its class.
   */
  static Object row(int id, boolean codec) {
    return switch (id) {
      case 81 -> codec ? new JavaTimeCodec(JavaTimeCodec.Kind.INSTANT) : java.time.Instant.class;
      case 82 -> codec ? new JavaTimeCodec(JavaTimeCodec.Kind.DURATION) : java.time.Duration.class;
      case 83 ->
          codec ? new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_DATE) : java.time.LocalDate.class;
      case 84 ->
          codec ? new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_TIME) : java.time.LocalTime.class;
      case 85 ->
          codec
              ? new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_DATE_TIME)
              : java.time.LocalDateTime.class;
      case 86 ->
          codec
              ? new JavaTimeCodec(JavaTimeCodec.Kind.ZONED_DATE_TIME)
              : java.time.ZonedDateTime.class;
      case 87 ->
          codec
              ? new JavaTimeCodec(JavaTimeCodec.Kind.OFFSET_DATE_TIME)
              : java.time.OffsetDateTime.class;
      case 88 ->
          codec ? new JavaTimeCodec(JavaTimeCodec.Kind.OFFSET_TIME) : java.time.OffsetTime.class;
      case 89 ->
          codec
              ? new JavaTimeCodec(JavaTimeCodec.Kind.ZONE_REGION)
              : java.time.ZoneId.of("Europe/Paris").getClass();
      case 90 ->
          codec ? new JavaTimeCodec(JavaTimeCodec.Kind.ZONE_OFFSET) : java.time.ZoneOffset.class;
      case 91 -> codec ? new JavaTimeCodec(JavaTimeCodec.Kind.PERIOD) : java.time.Period.class;
      case 92 -> codec ? new JavaTimeCodec(JavaTimeCodec.Kind.YEAR) : java.time.Year.class;
      case 93 ->
          codec ? new JavaTimeCodec(JavaTimeCodec.Kind.YEAR_MONTH) : java.time.YearMonth.class;
      case 94 -> codec ? new JavaTimeCodec(JavaTimeCodec.Kind.MONTH_DAY) : java.time.MonthDay.class;
      case 95 -> codec ? new EnumCodec(java.time.DayOfWeek.class) : java.time.DayOfWeek.class;
      case 96 -> codec ? new EnumCodec(java.time.Month.class) : java.time.Month.class;
      case 97 -> codec ? new DateCodec() : java.util.Date.class;
      case 98 -> codec ? new CalendarCodec() : java.util.GregorianCalendar.class;
      case 99 -> codec ? new TimeZoneCodec() : java.util.TimeZone.getTimeZone("UTC").getClass();
      case 100 -> codec ? new BigNumberCodec(false) : java.math.BigInteger.class;
      case 101 -> codec ? new BigNumberCodec(true) : java.math.BigDecimal.class;
      case 102 -> codec ? new UuidCodec() : java.util.UUID.class;
      case 103 -> codec ? new NamedValueCodec(NamedValueCodec.Kind.URI) : java.net.URI.class;
      case 104 -> codec ? new NamedValueCodec(NamedValueCodec.Kind.URL) : java.net.URL.class;
      case 105 -> codec ? new PatternCodec() : java.util.regex.Pattern.class;
      case 106 -> codec ? new LocaleCodec() : java.util.Locale.class;
      case 107 ->
          codec ? new NamedValueCodec(NamedValueCodec.Kind.CURRENCY) : java.util.Currency.class;
      case 108 ->
          codec
              ? new NamedValueCodec(NamedValueCodec.Kind.CHARSET)
              : java.nio.charset.StandardCharsets.UTF_8.getClass();
      case 109 ->
          codec
              ? new NamedValueCodec(NamedValueCodec.Kind.CHARSET)
              : java.nio.charset.StandardCharsets.ISO_8859_1.getClass();
      case 110 ->
          codec
              ? new NamedValueCodec(NamedValueCodec.Kind.CHARSET)
              : java.nio.charset.StandardCharsets.US_ASCII.getClass();
      case 111 ->
          codec
              ? new NamedValueCodec(NamedValueCodec.Kind.CHARSET)
              : java.nio.charset.StandardCharsets.UTF_16.getClass();
      case 112 ->
          codec
              ? new NamedValueCodec(NamedValueCodec.Kind.CHARSET)
              : java.nio.charset.StandardCharsets.UTF_16BE.getClass();
      case 113 ->
          codec
              ? new NamedValueCodec(NamedValueCodec.Kind.CHARSET)
              : java.nio.charset.StandardCharsets.UTF_16LE.getClass();
      case 114 -> codec ? new OptionalCodec(OptionalCodec.Kind.OBJECT) : java.util.Optional.class;
      case 115 -> codec ? new OptionalCodec(OptionalCodec.Kind.INT) : java.util.OptionalInt.class;
      case 116 -> codec ? new OptionalCodec(OptionalCodec.Kind.LONG) : java.util.OptionalLong.class;
      case 117 ->
          codec ? new OptionalCodec(OptionalCodec.Kind.DOUBLE) : java.util.OptionalDouble.class;
      case 118 ->
          codec
              ? new AtomicCodec(AtomicCodec.Kind.BOOLEAN)
              : java.util.concurrent.atomic.AtomicBoolean.class;
      case 119 ->
          codec
              ? new AtomicCodec(AtomicCodec.Kind.INT)
              : java.util.concurrent.atomic.AtomicInteger.class;
      case 120 ->
          codec
              ? new AtomicCodec(AtomicCodec.Kind.LONG)
              : java.util.concurrent.atomic.AtomicLong.class;
      case 121 ->
          codec
              ? new AtomicCodec(AtomicCodec.Kind.REFERENCE)
              : java.util.concurrent.atomic.AtomicReference.class;
      case 122 ->
          codec
              ? new AtomicCodec(AtomicCodec.Kind.INT_ARRAY)
              : java.util.concurrent.atomic.AtomicIntegerArray.class;
      case 123 ->
          codec
              ? new AtomicCodec(AtomicCodec.Kind.LONG_ARRAY)
              : java.util.concurrent.atomic.AtomicLongArray.class;
      case 124 -> codec ? new MutableStringCodec(false) : StringBuilder.class;
      case 125 -> codec ? new MutableStringCodec(true) : StringBuffer.class;
      case 126 -> codec ? new BitSetCodec() : java.util.BitSet.class;
      default -> throw new IllegalArgumentException("no JDK value type with id " + id);
    };
  }
}
