package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.regex.Pattern;

/**
 * The codec for {@link Pattern}: the flags as an unsigned var-int, then the pattern string. Reading
 * compiles it again; a pattern that does not compile, or flags that {@code Pattern} does not
 * define, end in a {@link MalformedInputException}. Patterns are immutable and never
 * reference-tracked.
 */
final class PatternCodec extends Codec<Pattern> {
  @Override
  public void write(WriteContext ctx, Pattern value) {
    ctx.writeVarUInt(value.flags());
    ctx.writeString(value.pattern());
  }

  @Override
  public Pattern read(ReadContext ctx) {
    long at = ctx.offset();
    int flags = ctx.readVarUInt();
    String pattern = ctx.readString();
    try {
      return Pattern.compile(pattern, flags);
    } catch (IllegalArgumentException e) {
      throw new MalformedInputException(
          "invalid pattern " + NamedValueCodec.quote(pattern) + " with flags " + flags, at, e);
    }
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
