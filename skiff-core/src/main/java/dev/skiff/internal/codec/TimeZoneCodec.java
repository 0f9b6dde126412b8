package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.TimeZone;

/**
 * The codec for the JDK's own {@link TimeZone} class, the one {@link TimeZone#getTimeZone(String)}
 * returns for region ids and custom ids such as {@code GMT+05:30}: the zone's id as a string.
 * Reading looks the id up again with {@code getTimeZone}; an id the reader's JDK does not know
 * (which {@code getTimeZone} would silently turn into GMT) ends in a {@link
 * MalformedInputException}, as does a zone renamed with {@code setID} to such an id; a raw offset
 * changed with {@code setRawOffset} is not kept. * Time zones are mutable and reference-tracked.
 */
final class TimeZoneCodec extends Codec<TimeZone> {
  @Override
  public void write(WriteContext ctx, TimeZone value) {
    ctx.writeString(value.getID());
  }

  @Override
  public TimeZone read(ReadContext ctx) {
    long at = ctx.offset();
    String id = ctx.readString();
    TimeZone zone = TimeZone.getTimeZone(id);
    if (!zone.getID().equals(id)) {
      throw new MalformedInputException("unknown time zone id " + NamedValueCodec.quote(id), at);
    }
    return zone;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
