package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec for {@code java.sql.Date}, {@code java.sql.Time} and {@code java.sql.Timestamp}: the
 * epoch milliseconds ({@code getTime()}) as a zig-zag var-long, and for a {@code Timestamp} then
 * the nanoseconds of its second ({@code getNanos()}, 0..999,999,999) as a var-int, so
 * sub-millisecond precision is kept.
 *
 * <p>Only this class names {@code java.sql} types, and it is loaded only when the built-in table
 * found them (see {@link JdkClasses#optional}), so Skiff runs without the {@code java.sql} module.
 * The values are mutable and reference-tracked, like {@code java.util.Date}.
 */
final class SqlTimeCodec extends Codec<java.util.Date> {
  /** The classes handled. */
  enum Kind {
    DATE,
    TIME,
    TIMESTAMP
  }

  private final Kind kind;

  SqlTimeCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, java.util.Date value) {
    ctx.writeVarLong(value.getTime());
    if (kind == Kind.TIMESTAMP) {
      ctx.writeVarUInt(((java.sql.Timestamp) value).getNanos());
    }
  }

  @Override
  public java.util.Date read(ReadContext ctx) {
    long millis = ctx.readVarLong();
    switch (kind) {
      case DATE -> {
        return new java.sql.Date(millis);
      }
      case TIME -> {
        return new java.sql.Time(millis);
      }
      default -> {
        long at = ctx.offset();
        int nanos = ctx.readVarUInt();
        if (nanos < 0 || nanos > 999_999_999) {
          throw new MalformedInputException("invalid timestamp nanos " + nanos, at);
        }
        java.sql.Timestamp t = new java.sql.Timestamp(millis);
        t.setNanos(nanos);
        return t;
      }
    }
  }

  @Override
  public boolean nests() {
    return false;
  }
}
