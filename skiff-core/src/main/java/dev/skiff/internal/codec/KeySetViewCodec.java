package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The codec for {@code ConcurrentHashMap.KeySetView} ({@code map.keySet()}, {@code
 * map.keySet(mappedValue)}, {@code ConcurrentHashMap.newKeySet()}): the backing map ({@code
 * getMap()}) as a value in a slot declared {@code ConcurrentHashMap}, then the mapped value ({@code
 * getMappedValue()}, {@code null} for a view that cannot add) as a tagged value. The reader
 * rebuilds the view with {@code keySet()} or {@code keySet(mappedValue)} over the map read, so the
 * whole map travels, and with references on a map shared with the rest of the graph stays shared.
 * The view exists only once its map is read: a cycle back into the view itself cannot be restored.
 */
final class KeySetViewCodec extends Codec<ConcurrentHashMap.KeySetView<Object, Object>> {
  private final Slot mapSlot = new Slot(ConcurrentHashMap.class, null);
  private final Slot valueSlot = Slot.object();

  @Override
  public void write(WriteContext ctx, ConcurrentHashMap.KeySetView<Object, Object> view) {
    ctx.writeAny(view.getMap(), mapSlot);
    ctx.writeAny(view.getMappedValue(), valueSlot);
  }

  @Override
  @SuppressWarnings("unchecked")
  public ConcurrentHashMap.KeySetView<Object, Object> read(ReadContext ctx) {
    long at = ctx.offset();
    ConcurrentHashMap<Object, Object> map =
        (ConcurrentHashMap<Object, Object>) ctx.readAny(mapSlot);
    if (map == null) {
      throw new MalformedInputException("a key-set view without its map", at);
    }
    Object value = ctx.readAny(valueSlot);
    return value == null ? map.keySet() : map.keySet(value);
  }
}
