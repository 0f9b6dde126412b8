package dev.skiff.engine;

import java.util.Collection;
import java.util.Map;

/**
 * The loops that write and read chunked elements and map entries (see {@link WriteContext}): the
 * abstract face of {@link ChunkLoops}, whose copies a {@link Slot} may own.
 */
abstract class ChunkLoop {
  abstract void writeElements(WriteContext ctx, Iterable<?> items, int size, Slot elem);

  abstract void writeEntries(WriteContext ctx, Map<?, ?> map, int size, Slot key, Slot value);

  abstract void readElements(ReadContext ctx, Collection<Object> into, int size, Slot elem);

  abstract void readElements(ReadContext ctx, Object[] into, Slot elem);

  @SuppressWarnings("rawtypes")
  abstract void readEntries(ReadContext ctx, Map into, int size, Slot key, Slot value);
}
