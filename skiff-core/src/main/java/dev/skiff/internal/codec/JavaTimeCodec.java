package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;

/**
 * The codec for the value classes of {@code java.time}, one instance per {@link Kind}, built from a
 * few shared parts:
 *
 * <ul>
 *   <li><em>date</em>: the year as a zig-zag var-int, then month (1-12) and day of month as one
 *       byte each;
 *   <li><em>time</em>: the second of the day (0-86399) and the nanosecond (0-999,999,999) as
 *       unsigned var-ints;
 *   <li><em>offset</em>: one byte {@code 0-144} for a whole number of quarter hours from -18:00 to
 *       +18:00 ({@code quarters + 72}), or the byte {@code 255} followed by the total seconds as a
 *       zig-zag var-int;
 *   <li><em>region</em>: the zone id as a string.
 * </ul>
 *
 * <p>{@code Instant} and {@code Duration} are var-long seconds and var-int nanoseconds; {@code
 * LocalDateTime} is date and time; {@code OffsetTime} and {@code OffsetDateTime} add the offset;
 * {@code ZonedDateTime} adds offset and zone, the zone being one byte, {@code 0} when it is the
 * offset itself or {@code 1} followed by the region. A {@code ZonedDateTime} is rebuilt with {@link
 * ZonedDateTime#ofLocal} and its written offset as the preferred one, so a time in a
 * daylight-saving overlap keeps the offset it had (if the reader's time-zone rules moved the
 * offset, the local date-time is kept and the offset resolved as {@code ofLocal} does). {@code
 * Period} is three var-ints; {@code Year} a var-int; {@code YearMonth} the year and a month byte;
 * {@code MonthDay} month and day bytes. Every field read is range-checked; values that {@code
 * java.time} refuses end in a {@link MalformedInputException}. These classes are immutable and
 * never reference-tracked.
 */
final class JavaTimeCodec extends Codec<Object> {
  /** The classes handled, each with its own layout. */
  enum Kind {
    INSTANT,
    DURATION,
    LOCAL_DATE,
    LOCAL_TIME,
    LOCAL_DATE_TIME,
    ZONED_DATE_TIME,
    OFFSET_DATE_TIME,
    OFFSET_TIME,
    ZONE_REGION,
    ZONE_OFFSET,
    PERIOD,
    YEAR,
    YEAR_MONTH,
    MONTH_DAY
  }

  private static final int NANOS_PER_SECOND = 1_000_000_000;
  private static final int SECONDS_PER_DAY = 86_400;
  private static final int QUARTER_HOUR = 900;
  private static final int MAX_QUARTERS = 72;
  private static final int OFFSET_IN_SECONDS = 255;
  private static final int ZONE_IS_OFFSET = 0;
  private static final int ZONE_IS_REGION = 1;

  private final Kind kind;

  JavaTimeCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    switch (kind) {
      case INSTANT -> {
        Instant i = (Instant) v;
        ctx.writeVarLong(i.getEpochSecond());
        ctx.writeVarUInt(i.getNano());
      }
      case DURATION -> {
        Duration d = (Duration) v;
        ctx.writeVarLong(d.getSeconds());
        ctx.writeVarUInt(d.getNano());
      }
      case LOCAL_DATE -> writeDate(ctx, (LocalDate) v);
      case LOCAL_TIME -> writeTime(ctx, (LocalTime) v);
      case LOCAL_DATE_TIME -> {
        LocalDateTime t = (LocalDateTime) v;
        writeDate(ctx, t.toLocalDate());
        writeTime(ctx, t.toLocalTime());
      }
      case ZONED_DATE_TIME -> {
        ZonedDateTime t = (ZonedDateTime) v;
        writeDate(ctx, t.toLocalDate());
        writeTime(ctx, t.toLocalTime());
        writeOffset(ctx, t.getOffset());
        ZoneId zone = t.getZone();
        if (zone instanceof ZoneOffset) {
          ctx.writeByte(ZONE_IS_OFFSET);
        } else {
          ctx.writeByte(ZONE_IS_REGION);
          ctx.writeString(zone.getId());
        }
      }
      case OFFSET_DATE_TIME -> {
        OffsetDateTime t = (OffsetDateTime) v;
        writeDate(ctx, t.toLocalDate());
        writeTime(ctx, t.toLocalTime());
        writeOffset(ctx, t.getOffset());
      }
      case OFFSET_TIME -> {
        OffsetTime t = (OffsetTime) v;
        writeTime(ctx, t.toLocalTime());
        writeOffset(ctx, t.getOffset());
      }
      case ZONE_REGION -> ctx.writeString(((ZoneId) v).getId());
      case ZONE_OFFSET -> writeOffset(ctx, (ZoneOffset) v);
      case PERIOD -> {
        Period p = (Period) v;
        ctx.writeVarInt(p.getYears());
        ctx.writeVarInt(p.getMonths());
        ctx.writeVarInt(p.getDays());
      }
      case YEAR -> ctx.writeVarInt(((Year) v).getValue());
      case YEAR_MONTH -> {
        YearMonth ym = (YearMonth) v;
        ctx.writeVarInt(ym.getYear());
        ctx.writeByte(ym.getMonthValue());
      }
      default -> {
        MonthDay md = (MonthDay) v;
        ctx.writeByte(md.getMonthValue());
        ctx.writeByte(md.getDayOfMonth());
      }
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    long start = ctx.offset();
    try {
      return readValue(ctx);
    } catch (DateTimeException e) {
      throw new MalformedInputException("invalid " + kind + ": " + e.getMessage(), start, e);
    }
  }

  private Object readValue(ReadContext ctx) {
    switch (kind) {
      case INSTANT -> {
        long seconds = ctx.readVarLong();
        return Instant.ofEpochSecond(seconds, readNanos(ctx));
      }
      case DURATION -> {
        long seconds = ctx.readVarLong();
        return Duration.ofSeconds(seconds, readNanos(ctx));
      }
      case LOCAL_DATE -> {
        return readDate(ctx);
      }
      case LOCAL_TIME -> {
        return readTime(ctx);
      }
      case LOCAL_DATE_TIME -> {
        LocalDate date = readDate(ctx);
        return LocalDateTime.of(date, readTime(ctx));
      }
      case ZONED_DATE_TIME -> {
        return readZoned(ctx);
      }
      case OFFSET_DATE_TIME -> {
        LocalDate date = readDate(ctx);
        LocalTime time = readTime(ctx);
        return OffsetDateTime.of(date, time, readOffset(ctx));
      }
      case OFFSET_TIME -> {
        LocalTime time = readTime(ctx);
        return OffsetTime.of(time, readOffset(ctx));
      }
      case ZONE_REGION -> {
        return readRegion(ctx);
      }
      case ZONE_OFFSET -> {
        return readOffset(ctx);
      }
      case PERIOD -> {
        int years = ctx.readVarInt();
        int months = ctx.readVarInt();
        return Period.of(years, months, ctx.readVarInt());
      }
      case YEAR -> {
        return Year.of(ctx.readVarInt());
      }
      case YEAR_MONTH -> {
        int year = ctx.readVarInt();
        return YearMonth.of(year, readMonth(ctx));
      }
      default -> {
        int month = readMonth(ctx);
        return MonthDay.of(month, ctx.readUnsignedByte());
      }
    }
  }

  private static ZonedDateTime readZoned(ReadContext ctx) {
    LocalDate date = readDate(ctx);
    LocalTime time = readTime(ctx);
    ZoneOffset offset = readOffset(ctx);
    long at = ctx.offset();
    int zoneKind = ctx.readUnsignedByte();
    LocalDateTime local = LocalDateTime.of(date, time);
    if (zoneKind == ZONE_IS_OFFSET) {
      return ZonedDateTime.of(local, offset);
    }
    if (zoneKind != ZONE_IS_REGION) {
      throw new MalformedInputException("invalid zone kind " + zoneKind, at);
    }
    return ZonedDateTime.ofLocal(local, readRegion(ctx), offset);
  }

  private static void writeDate(WriteContext ctx, LocalDate d) {
    ctx.writeVarInt(d.getYear());
    ctx.writeByte(d.getMonthValue());
    ctx.writeByte(d.getDayOfMonth());
  }

  private static LocalDate readDate(ReadContext ctx) {
    int year = ctx.readVarInt();
    int month = readMonth(ctx);
    return LocalDate.of(year, month, ctx.readUnsignedByte());
  }

  private static int readMonth(ReadContext ctx) {
    int month = ctx.readUnsignedByte();
    if (month < 1 || month > 12) {
      throw new MalformedInputException("invalid month " + month, ctx.offset() - 1);
    }
    return month;
  }

  @SuppressWarnings("JavaLocalTimeGetNano") // the seconds travel as toSecondOfDay()
  private static void writeTime(WriteContext ctx, LocalTime t) {
    ctx.writeVarUInt(t.toSecondOfDay());
    ctx.writeVarUInt(t.getNano());
  }

  private static LocalTime readTime(ReadContext ctx) {
    long at = ctx.offset();
    int second = ctx.readVarUInt();
    if (second < 0 || second >= SECONDS_PER_DAY) {
      throw new MalformedInputException("invalid second of day " + second, at);
    }
    int nano = readNanos(ctx);
    return LocalTime.ofNanoOfDay(second * (long) NANOS_PER_SECOND + nano);
  }

  private static int readNanos(ReadContext ctx) {
    long at = ctx.offset();
    int nanos = ctx.readVarUInt();
    if (nanos < 0 || nanos >= NANOS_PER_SECOND) {
      throw new MalformedInputException("invalid nanosecond " + nanos, at);
    }
    return nanos;
  }

  private static void writeOffset(WriteContext ctx, ZoneOffset offset) {
    int seconds = offset.getTotalSeconds();
    if (seconds % QUARTER_HOUR == 0) {
      ctx.writeByte(seconds / QUARTER_HOUR + MAX_QUARTERS);
    } else {
      ctx.writeByte(OFFSET_IN_SECONDS);
      ctx.writeVarInt(seconds);
    }
  }

  private static ZoneOffset readOffset(ReadContext ctx) {
    long at = ctx.offset();
    int b = ctx.readUnsignedByte();
    if (b <= 2 * MAX_QUARTERS) {
      return ZoneOffset.ofTotalSeconds((b - MAX_QUARTERS) * QUARTER_HOUR);
    }
    if (b != OFFSET_IN_SECONDS) {
      throw new MalformedInputException("invalid zone offset byte " + b, at);
    }
    return ZoneOffset.ofTotalSeconds(ctx.readVarInt());
  }

  private static ZoneId readRegion(ReadContext ctx) {
    long at = ctx.offset();
    String id = ctx.readString();
    ZoneId zone = ZoneId.of(id);
    if (zone instanceof ZoneOffset) {
      throw new MalformedInputException("'" + id + "' is an offset, not a region id", at);
    }
    return zone;
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
