package dev.skiff.internal.engine;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.wire.Tags;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The chunk loops of collections, arrays and maps (see {@link WriteContext} for the format): one
 * place for the code that groups elements into runs of one class and writes or reads them.
 *
 * <p>Leaves the format treats specially (strings, {@code Integer}, {@code Long}: see {@link
 * Codec#inlined()}) are written inline without a codec call; every other element goes through its
 * codec. Giving each busy slot its own copy of these loops (a hidden class of the same bytes, so
 * that the codec calls inside are profiled per slot) was tried and measured no faster on media.1,
 * order, or a JVM that had run every data set first; see {@code docs/perf-log/}.
 */
final class ChunkLoops {
  private ChunkLoops() {}

  /** Whether {@code slot}'s values are leaves the chunk loops write inline. */
  static boolean leafSlot(Slot slot) {
    Class<?> c = slot.declared;
    return c == String.class || c == Integer.class || c == Long.class;
  }

  static void writeElements(WriteContext ctx, Iterable<?> items, int size, Slot elem) {
    int patchAt = -1;
    int count = 0;
    int total = 0;
    Class<?> current = null;
    TypeInfo info = null;
    // An ArrayList, by far the most common collection, is read by index: its exact class lets the
    // JIT inline get(), where an iterator's calls would see every collection class written here.
    // The test on it is loop-invariant, so the JIT compiles one loop for each case.
    ArrayList<?> list = items.getClass() == ArrayList.class ? (ArrayList<?>) items : null;
    // Exactly one of list and it is non-null.
    Iterator<?> it = list == null ? items.iterator() : null;
    for (int i = 0; list != null ? i < list.size() : Facts.nonNull(it).hasNext(); i++) {
      Object e = list != null ? list.get(i) : Facts.nonNull(it).next();
      Class<?> c = e == null ? null : e.getClass();
      if (patchAt < 0 || c != current || count == 255) {
        patchAt = startChunk(ctx, patchAt, count);
        count = 0;
        current = c;
        info = chunkTag(ctx, c, elem);
      }
      count++;
      total++;
      // writeItem, written out for elements with codecs: the codec call sits in this loop, and the
      // JIT inlines the elements' codec here. Called through writeItem, which every loop shares,
      // it had been compiled on its own first, already large, and was then left as a call from this
      // loop (-XX:+PrintInlining: "already compiled into a big method"), once per element.
      if (info != null) {
        if (info.inlined != Codec.NOT_INLINED) {
          writeItem(ctx, e, info, elem.args);
        } else if (!ctx.chunkReference(e, info)) {
          ctx.enter(info);
          Slot[] args = elem.args;
          if (info.buildTime) {
            info.codec.writeBody(ctx, e, elem);
          } else if (args == null) {
            info.codec.write(ctx, e);
          } else {
            info.codec.write(ctx, e, args);
          }
          ctx.leave(info);
        }
      }
    }
    endChunks(ctx, patchAt, count, total, size, "collection");
  }

  /**
   * {@link #writeElements}'s loop for slots declared {@code String}, {@code Integer} or {@code
   * Long}, whose elements are written inline (it calls {@link #writeItem} where {@code
   * writeElements} writes that method out). The copy exists for the JIT: one method's profile would
   * mix the lists of strings inside records with the list of the records themselves, and once that
   * shared loop was compiled on its own it stopped being inlined into its callers (HotSpot inlines
   * no callee whose compiled code is already large). Which of the two happened first decided, from
   * one JVM to the next, whether a list of records serialized in the fast shape or a markedly
   * slower one; with the copy every run takes the fast shape (numbers in {@code docs/perf-log/}).
   */
  static void writeLeafElements(WriteContext ctx, Iterable<?> items, int size, Slot elem) {
    int patchAt = -1;
    int count = 0;
    int total = 0;
    Class<?> current = null;
    TypeInfo info = null;
    ArrayList<?> list = items.getClass() == ArrayList.class ? (ArrayList<?>) items : null;
    // Exactly one of list and it is non-null.
    Iterator<?> it = list == null ? items.iterator() : null;
    for (int i = 0; list != null ? i < list.size() : Facts.nonNull(it).hasNext(); i++) {
      Object e = list != null ? list.get(i) : Facts.nonNull(it).next();
      Class<?> c = e == null ? null : e.getClass();
      if (patchAt < 0 || c != current || count == 255) {
        patchAt = startChunk(ctx, patchAt, count);
        count = 0;
        current = c;
        info = chunkTag(ctx, c, elem);
      }
      count++;
      total++;
      if (info != null) {
        writeItem(ctx, e, info, elem.args);
      }
    }
    endChunks(ctx, patchAt, count, total, size, "collection");
  }

  static void writeEntries(WriteContext ctx, Map<?, ?> map, int size, Slot key, Slot value) {
    int patchAt = -1;
    int count = 0;
    int total = 0;
    Class<?> curKey = null;
    Class<?> curValue = null;
    TypeInfo keyInfo = null;
    TypeInfo valueInfo = null;
    boolean urlKey = false;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      Object k = e.getKey();
      Object v = e.getValue();
      Class<?> kc = k == null ? null : k.getClass();
      Class<?> vc = v == null ? null : v.getClass();
      if (patchAt < 0 || kc != curKey || vc != curValue || count == 255) {
        patchAt = startChunk(ctx, patchAt, count);
        count = 0;
        curKey = kc;
        curValue = vc;
        keyInfo = chunkTag(ctx, kc, key);
        valueInfo = chunkTag(ctx, vc, value);
      }
      count++;
      total++;
      if (keyInfo != null) {
        int urls = ctx.urls();
        writeItem(ctx, k, keyInfo, key.args);
        urlKey |= ctx.urls() != urls;
      }
      if (valueInfo != null) {
        // writeItem, written out for values with codecs, as in writeElements.
        if (valueInfo.inlined != Codec.NOT_INLINED) {
          writeItem(ctx, v, valueInfo, value.args);
        } else if (!ctx.chunkReference(v, valueInfo)) {
          ctx.enter(valueInfo);
          Slot[] args = value.args;
          if (valueInfo.buildTime) {
            valueInfo.codec.writeBody(ctx, v, value);
          } else if (args == null) {
            valueInfo.codec.write(ctx, v);
          } else {
            valueInfo.codec.write(ctx, v, args);
          }
          ctx.leave(valueInfo);
        }
      }
    }
    if (urlKey && KeyCost.of(map).keyed()) {
      throw new SkiffException(KeyCost.URL_KEY);
    }
    endChunks(ctx, patchAt, count, total, size, "map");
  }

  /** Closes the open chunk, if any, and reserves the count byte of the next one. */
  private static int startChunk(WriteContext ctx, int patchAt, int count) {
    if (patchAt >= 0) {
      closeChunk(ctx, patchAt, count);
    }
    return ctx.reservePatch();
  }

  /** Closes the last chunk and checks that the container had the size its header promised. */
  private static void endChunks(
      WriteContext ctx, int patchAt, int count, int total, int size, String what) {
    if (patchAt >= 0) {
      closeChunk(ctx, patchAt, count);
    }
    if (total != size) {
      throw new SkiffException(
          "a " + what + " changed size while being written: " + size + " then " + total);
    }
  }

  /** Writes a chunk's class tag, or {@link Tags#NULL} for a run of nulls (returning null). */
  private static @Nullable TypeInfo chunkTag(WriteContext ctx, @Nullable Class<?> c, Slot slot) {
    if (c == null) {
      ctx.writeByte(Tags.NULL);
      return null;
    }
    TypeInfo info = ctx.infoFor(c, slot);
    ctx.writeTag(info, slot);
    return info;
  }

  private static void closeChunk(WriteContext ctx, int patchAt, int count) {
    ctx.patch(patchAt, count);
    ctx.releasePatch();
  }

  /** Writes an element, key or value. */
  private static void writeItem(WriteContext ctx, Object e, TypeInfo info, Slot @Nullable [] args) {
    switch (info.inlined) {
      case Codec.STRING -> {
        ctx.writeString((String) e);
        return;
      }
      case Codec.INTEGER -> {
        ctx.writeVarInt((Integer) e);
        return;
      }
      case Codec.LONG -> {
        ctx.writeVarLong((Long) e);
        return;
      }
      default -> {}
    }
    if (ctx.chunkReference(e, info)) {
      return;
    }
    ctx.enter(info);
    if (args == null) {
      info.codec.write(ctx, e);
    } else {
      info.codec.write(ctx, e, args);
    }
    ctx.leave(info);
  }

  /**
   * Reads {@code size} elements into {@code into}. Where the collection compares its elements
   * ({@code cost}), each chunk whose elements may cost key work is read one element at a time with
   * its charge (see {@link KeyWork}); other chunks take the plain loop.
   */
  static void readElements(
      ReadContext ctx, Collection<@Nullable Object> into, int size, Slot elem, KeyCost cost) {
    KeyWork.Tally tally = null;
    int i = 0;
    while (i < size) {
      int count = ctx.readChunkCount(size - i);
      long tagAt = ctx.offset();
      int tag = ctx.readShortVarUInt();
      if (tag == Tags.NULL) {
        for (int k = 0; k < count; k++) {
          add(into, null);
        }
      } else {
        TypeInfo info = ctx.resolveTag(tag, elem, tagAt);
        boolean tallied = KeyWork.tallies(cost, info.type);
        if (tally == null && tallied) {
          tally = new KeyWork.Tally(size);
        }
        if (!watched(ctx, info, cost, tallied)) {
          for (int k = 0; k < count; k++) {
            add(into, readItem(ctx, info, elem));
          }
        } else {
          for (int k = 0; k < count; k++) {
            long before = ctx.unfolded();
            int urls = ctx.urls();
            Object e = readItem(ctx, info, elem);
            charge(ctx, e, before, urls, cost, i + k, tallied ? tally : null);
            add(into, e);
          }
        }
      }
      i += count;
    }
  }

  /**
   * Whether the keys of a chunk of {@code info}'s class must be charged one by one: they may be or
   * hold a back-reference or a URL, their hash codes are tallied, or each costs its index. Keys of
   * a leaf class (a string, a boxed number) in a message without references cost nothing.
   */
  private static boolean watched(ReadContext ctx, TypeInfo info, KeyCost cost, boolean tallied) {
    return cost.keyed()
        && (tallied
            || cost == KeyCost.LINEAR
            || info.nests
            || info.type == java.net.URL.class
            || ctx.tracksReferences());
  }

  /**
   * Charges a key just read (see {@link KeyWork}): what it unfolds to beyond the values written,
   * the earlier keys of its hash code where {@code tally} counts them, and its index where every
   * element is compared with every earlier one.
   */
  private static void charge(
      ReadContext ctx,
      @Nullable Object key,
      long before,
      int urls,
      KeyCost cost,
      int index,
      KeyWork.@Nullable Tally tally) {
    if (ctx.urls() != urls) {
      throw new MalformedInputException(KeyCost.URL_KEY, ctx.offset());
    }
    long walk = ctx.unfolded() - before;
    if (walk > 0) {
      ctx.chargeKeys(walk); // before anything hashes the key: what it unfolds to may be huge
    }
    long work = cost == KeyCost.LINEAR ? index : 0;
    if (key != null && tally != null) {
      work += tally.add(key.hashCode());
    }
    if (work > 0) {
      ctx.chargeKeys(work);
    }
  }

  /**
   * Reads {@code size} elements of a slot declared {@code String} into an {@code ArrayList} (see
   * {@link ReadContext#readStringList}); the same bytes as {@link #readElements}, which a list does
   * not charge for key work.
   */
  @SuppressWarnings("NonApiType") // the exact class, so that the JIT inlines add()
  static void readStrings(ReadContext ctx, ArrayList<@Nullable Object> into, int size, Slot elem) {
    int i = 0;
    while (i < size) {
      int count = ctx.readChunkCount(size - i);
      long tagAt = ctx.offset();
      int tag = ctx.readShortVarUInt();
      if (tag == Tags.NULL) {
        for (int k = 0; k < count; k++) {
          into.add(null);
        }
      } else {
        TypeInfo info = ctx.resolveTag(tag, elem, tagAt);
        if (info.inlined == Codec.STRING) {
          for (int k = 0; k < count; k++) {
            into.add(ctx.readString());
          }
        } else {
          for (int k = 0; k < count; k++) {
            into.add(readItem(ctx, info, elem));
          }
        }
      }
      i += count;
    }
  }

  static void readElements(ReadContext ctx, @Nullable Object[] into, Slot elem) {
    int size = into.length;
    int i = 0;
    while (i < size) {
      int count = ctx.readChunkCount(size - i);
      long tagAt = ctx.offset();
      int tag = ctx.readShortVarUInt();
      if (tag == Tags.NULL) {
        i += count;
        continue;
      }
      TypeInfo info = ctx.resolveTag(tag, elem, tagAt);
      if (!info.substitutes && !into.getClass().getComponentType().isAssignableFrom(info.type)) {
        throw new MalformedInputException(
            "a " + info.type.getName() + " cannot be stored in a " + into.getClass().getName(),
            tagAt);
      }
      try {
        for (int k = 0; k < count; k++) {
          into[i++] = readItem(ctx, info, elem);
        }
      } catch (ArrayStoreException e) {
        // A codec built its value through a JDK factory that answered another class for these
        // elements (Collections.reverseOrder of a reverse order, List.of of another size).
        throw new MalformedInputException(
            "a "
                + info.type.getName()
                + " read here came out as a "
                + e.getMessage()
                + ", which a "
                + into.getClass().getTypeName()
                + " cannot hold",
            tagAt);
      }
    }
  }

  /** Reads {@code size} entries into {@code into}, charging keys as {@link #readElements} does. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static void readEntries(ReadContext ctx, Map into, int size, Slot key, Slot value, KeyCost cost) {
    KeyWork.Tally tally = null;
    int i = 0;
    while (i < size) {
      int count = ctx.readChunkCount(size - i);
      long keyAt = ctx.offset();
      int keyTag = ctx.readShortVarUInt();
      TypeInfo keyInfo = keyTag == Tags.NULL ? null : ctx.resolveTag(keyTag, key, keyAt);
      long valueAt = ctx.offset();
      int valueTag = ctx.readShortVarUInt();
      TypeInfo valueInfo = valueTag == Tags.NULL ? null : ctx.resolveTag(valueTag, value, valueAt);
      boolean tallied = keyInfo != null && KeyWork.tallies(cost, keyInfo.type);
      if (tally == null && tallied) {
        tally = new KeyWork.Tally(size);
      }
      if (keyInfo == null || !watched(ctx, keyInfo, cost, tallied)) {
        for (int k = 0; k < count; k++) {
          Object kv = keyInfo == null ? null : readItem(ctx, keyInfo, key);
          Object vv = valueInfo == null ? null : readItem(ctx, valueInfo, value);
          into.put(kv, vv);
        }
        i += count;
        continue;
      }
      for (int k = 0; k < count; k++) {
        long before = ctx.unfolded();
        int urls = ctx.urls();
        Object kv = readItem(ctx, keyInfo, key);
        charge(ctx, kv, before, urls, cost, i + k, tallied ? tally : null);
        Object vv = valueInfo == null ? null : readItem(ctx, valueInfo, value);
        into.put(kv, vv);
      }
      i += count;
    }
  }

  /** Adds to a collection; to an {@code ArrayList} through its exact class (see writeElements). */
  private static void add(Collection<@Nullable Object> into, @Nullable Object e) {
    if (into.getClass() == ArrayList.class) {
      ((ArrayList<@Nullable Object>) into).add(e);
    } else {
      into.add(e);
    }
  }

  /** Reads an element, key or value (see {@link #writeItem}). */
  private static @Nullable Object readItem(ReadContext ctx, TypeInfo info, Slot slot) {
    switch (info.inlined) {
      case Codec.STRING -> {
        return ctx.readString();
      }
      case Codec.INTEGER -> {
        return ctx.readVarInt();
      }
      case Codec.LONG -> {
        return ctx.readVarLong();
      }
      default -> {}
    }
    Object back = ctx.chunkReference(info, slot);
    if (back != ReadContext.BODY_FOLLOWS) {
      return back;
    }
    if (info.substitutes) {
      return ctx.readSubstituted(info, slot);
    }
    long mark = ctx.enterBody(info);
    Object v;
    if (info.buildTime) {
      v = info.codec.readBody(ctx, slot);
    } else {
      v = slot.args == null ? info.codec.read(ctx) : info.codec.read(ctx, slot.args);
    }
    return ctx.exitBody(info, mark, v);
  }
}
