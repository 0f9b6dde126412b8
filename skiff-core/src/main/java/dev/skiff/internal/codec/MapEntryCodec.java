package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.AbstractMap;
import java.util.Map;

/**
 * The codec for the JDK's own map entries: {@code AbstractMap.SimpleEntry}, {@code
 * AbstractMap.SimpleImmutableEntry} and the entries {@code Map.entry} makes. The body is the key,
 * then the value, each a tagged value. An entry is rebuilt once both are read (its key is final),
 * so it cannot be the target of a back-reference from inside itself. {@code Map.entry}'s entries
 * are value-based, so they are not reference-tracked, and never hold null: a null read for one is
 * malformed.
 */
final class MapEntryCodec extends Codec<Object> {
  /** The classes handled. */
  enum Kind {
    SIMPLE,
    SIMPLE_IMMUTABLE,
    VALUE_BASED
  }

  private final Kind kind;
  private final Slot key = Slot.object();
  private final Slot value = Slot.object();

  MapEntryCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    Map.Entry<?, ?> e = (Map.Entry<?, ?>) v;
    ctx.writeAny(e.getKey(), key);
    ctx.writeAny(e.getValue(), value);
  }

  @Override
  public Object read(ReadContext ctx) {
    long at = ctx.offset();
    Object k = ctx.readAny(key);
    Object v = ctx.readAny(value);
    return switch (kind) {
      case SIMPLE -> new AbstractMap.SimpleEntry<>(k, v);
      case SIMPLE_IMMUTABLE -> new AbstractMap.SimpleImmutableEntry<>(k, v);
      case VALUE_BASED -> {
        if (k == null || v == null) {
          throw new MalformedInputException("a Map.entry with a null key or value", at);
        }
        yield Map.entry(k, v);
      }
    };
  }

  @Override
  public boolean tracked() {
    return kind != Kind.VALUE_BASED;
  }
}
