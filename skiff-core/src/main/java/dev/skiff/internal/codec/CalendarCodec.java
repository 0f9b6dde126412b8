package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;

/**
 * The codec for exactly {@link GregorianCalendar}, keeping everything its {@code equals} compares:
 * the time in milliseconds as a zig-zag var-long; a flags byte with the lenient flag in bit 0, the
 * first day of the week (1-7) in bits 1-3, the minimal days in the first week (1-7) in bits 4-6
 * and, in bit 7, whether a non-default Gregorian change date follows as a zig-zag var-long of
 * milliseconds; then the time zone as a tagged value (usually the JDK's zone class, see {@link
 * TimeZoneCodec}). A calendar whose week fields were set outside 1-7 is refused when written.
 * Calendars are mutable and reference-tracked; the calendar is registered before its zone is read.
 */
final class CalendarCodec extends Codec<GregorianCalendar> {
  /** The default Gregorian change: October 15, 1582 (Gregorian) at midnight UTC. */
  private static final long DEFAULT_CHANGE = new GregorianCalendar().getGregorianChange().getTime();

  private static final int LENIENT = 1;
  private static final int CUSTOM_CHANGE = 0x80;

  private final Slot zone = new Slot(TimeZone.class, null);

  @Override
  public void write(WriteContext ctx, GregorianCalendar value) {
    int firstDay = value.getFirstDayOfWeek();
    int minimalDays = value.getMinimalDaysInFirstWeek();
    if (firstDay < 1 || firstDay > 7 || minimalDays < 1 || minimalDays > 7) {
      // The setters accept any int; only the values 1-7 mean something.
      throw new SkiffException(
          "cannot encode a calendar with first day of week "
              + firstDay
              + " and minimal days in first week "
              + minimalDays);
    }
    ctx.writeVarLong(value.getTimeInMillis());
    long change = value.getGregorianChange().getTime();
    int flags =
        (value.isLenient() ? LENIENT : 0)
            | firstDay << 1
            | minimalDays << 4
            | (change != DEFAULT_CHANGE ? CUSTOM_CHANGE : 0);
    ctx.writeByte(flags);
    if (change != DEFAULT_CHANGE) {
      ctx.writeVarLong(change);
    }
    ctx.writeAny(value.getTimeZone(), zone);
  }

  @Override
  public GregorianCalendar read(ReadContext ctx) {
    long millis = ctx.readVarLong();
    int flags = ctx.readUnsignedByte();
    int firstDay = flags >>> 1 & 7;
    int minimalDays = flags >>> 4 & 7;
    if (firstDay == 0 || minimalDays == 0) {
      throw ctx.malformed("invalid calendar flags " + flags);
    }
    long change = (flags & CUSTOM_CHANGE) != 0 ? ctx.readVarLong() : DEFAULT_CHANGE;
    GregorianCalendar calendar = new GregorianCalendar();
    ctx.reference(calendar);
    TimeZone tz = (TimeZone) ctx.readAny(zone);
    if (tz == null) {
      throw ctx.malformed("a calendar without a time zone");
    }
    calendar.setTimeZone(tz);
    calendar.setLenient((flags & LENIENT) != 0);
    calendar.setFirstDayOfWeek(firstDay);
    calendar.setMinimalDaysInFirstWeek(minimalDays);
    calendar.setGregorianChange(new Date(change));
    calendar.setTimeInMillis(millis);
    return calendar;
  }
}
