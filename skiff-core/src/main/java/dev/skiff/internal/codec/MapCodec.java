package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.KeyCost;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The codec for maps, configured per class: a var-int size (for {@code LinkedHashMap}, {@code size
 * << 1 | accessOrder}), then (for sorted maps) the comparator as a tagged value, then (for user
 * subclasses) the subclass's own fields, then the entries in chunks that share one key class and
 * one value class (see {@code WriteContext}).
 *
 * <p>Like {@link CollectionCodec}, mutable maps are created first and may contain themselves;
 * immutable maps and wrappers are read into a temporary map and built by a {@code finisher}.
 */
final class MapCodec extends Codec<Map<Object, Object>> {
  /** Creates an empty mutable map for a size hint, a comparator and an access-order flag. */
  @FunctionalInterface
  interface Factory {
    Map<Object, Object> create(
        int capacity, @Nullable Comparator<Object> comparator, boolean accessOrder);
  }

  private final Factory factory;
  private final @Nullable Function<Map<Object, Object>, Map<Object, Object>> finisher;
  private final boolean sorted;
  private final boolean snapshot;
  private final boolean linked;
  private final @Nullable FieldLayout extra;
  private final @Nullable Constructor<?> ctor;

  /** Whether the map holds exactly one entry ({@code Collections.singletonMap}). */
  private final boolean one;

  private final Slot key = Slot.object();
  private final Slot value = Slot.object();
  private final Slot comparatorSlot = Comparators.slot();

  /** How the map built treats its keys (see {@code CollectionCodec.cost}). */
  private @Nullable KeyCost cost; // racy but idempotent: every thread computes the same value

  private MapCodec(
      Factory factory,
      @Nullable Function<Map<Object, Object>, Map<Object, Object>> finisher,
      boolean sorted,
      boolean snapshot,
      boolean linked,
      @Nullable FieldLayout extra,
      @Nullable Constructor<?> ctor,
      boolean one) {
    this.one = one;
    this.factory = factory;
    this.finisher = finisher;
    this.sorted = sorted;
    this.snapshot = snapshot;
    this.linked = linked;
    this.extra = extra;
    this.ctor = ctor;
    if (finisher != null) {
      cost = CollectionCodec.finishedCost(finisher, factory.create(0, null, false));
    }
  }

  static MapCodec mutable(Factory factory, boolean sorted) {
    return new MapCodec(factory, null, sorted, false, false, null, null, false);
  }

  static MapCodec concurrent(Factory factory, boolean sorted) {
    return new MapCodec(factory, null, sorted, true, false, null, null, false);
  }

  /** Exactly {@code LinkedHashMap}: keeps insertion or access order. */
  static MapCodec linkedHashMap() {
    return new MapCodec(
        (n, cmp, access) -> new LinkedHashMap<>(capacity(n), 0.75f, access),
        null,
        false,
        false,
        true,
        null,
        null,
        false);
  }

  static MapCodec copied(
      Function<Map<Object, Object>, Map<Object, Object>> finisher, boolean sorted) {
    Factory temp =
        sorted
            ? (n, cmp, access) -> new java.util.TreeMap<>(cmp)
            : (n, cmp, access) -> new LinkedHashMap<>(capacity(n));
    return new MapCodec(temp, finisher, sorted, true, false, null, null, false);
  }

  /**
   * A map of exactly one entry, built by {@code finisher} from a map of it; data that gives another
   * count fails before any entry is read.
   */
  static MapCodec singleton(Function<Map<Object, Object>, Map<Object, Object>> finisher) {
    return new MapCodec(
        (n, cmp, access) -> new LinkedHashMap<>(2), finisher, false, true, false, null, null, true);
  }

  static MapCodec subclass(Class<?> type) {
    Class<?> jdk = CollectionCodec.firstJdkSuperclass(type);
    FieldLayout extra = FieldLayout.of(type, jdk, true);
    SubclassBase base = SubclassBase.of(type, jdk);
    @SuppressWarnings("unchecked")
    Factory create = (n, cmp, access) -> (Map<Object, Object>) base.create(n, cmp, access);
    return new MapCodec(
        create,
        null,
        base.sorted(),
        false,
        base.kind == SubclassBase.Kind.LINKED,
        extra,
        null,
        false);
  }

  /**
   * The initial capacity that gives a JDK hash table (load factor 0.75) the smallest table that
   * holds {@code n} entries without growing: {@code ceil(n / 0.75)}, which the table rounds up to a
   * power of two. One more than that would double the table whenever {@code n} is three quarters of
   * a power of two (3, 6, 12, ... entries), and the map read back would keep the larger table.
   */
  static int capacity(int n) {
    return (int) Math.min(Integer.MAX_VALUE, (4L * n + 2) / 3);
  }

  @Override
  public void write(WriteContext ctx, Map<Object, Object> map) {
    write(ctx, map, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public void write(WriteContext ctx, Map<Object, Object> map, Slot @Nullable [] args) {
    Map<Object, Object> entries = map;
    if (snapshot) {
      entries = new LinkedHashMap<>(map);
    }
    int size = entries.size();
    if (linked) {
      long order = AccessOrder.of((LinkedHashMap<Object, Object>) map) ? 1 : 0;
      ctx.writeVarULong((long) size << 1 | order);
    } else {
      ctx.writeVarUInt(size);
    }
    if (sorted) {
      ctx.writeAny(((SortedMap<Object, Object>) map).comparator(), comparatorSlot);
    }
    if (extra != null) {
      extra.write(ctx, map);
    }
    ctx.writeEntries(
        entries,
        size,
        args == null ? key : Slot.arg(args, 0),
        args == null ? value : Slot.arg(args, 1));
  }

  @Override
  public Map<Object, Object> read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Map<Object, Object> read(ReadContext ctx, Slot @Nullable [] args) {
    boolean access = false;
    int n;
    if (linked) {
      long at = ctx.offset();
      long h = ctx.readVarULong();
      access = (h & 1) != 0;
      if ((h >>> 1) > Integer.MAX_VALUE) {
        throw new dev.skiff.MalformedInputException("map size " + (h >>> 1) + " too large", at);
      }
      n = (int) (h >>> 1);
      ctx.checkLength(n, 1, 128);
    } else {
      n = one ? CollectionCodec.readOne(ctx, "entry") : ctx.readCount();
    }
    Map<Object, Object> map;
    if (ctor != null) {
      map = (Map<Object, Object>) FieldAccess.newInstance(ctor);
    } else {
      Comparator<Object> cmp = sorted ? Comparators.read(ctx, comparatorSlot) : null;
      map = factory.create(ctx.presize(n), cmp, access);
    }
    if (finisher == null) {
      ctx.reference(map);
    }
    if (extra != null) {
      extra.read(ctx, map);
    }
    KeyCost k = cost;
    if (k == null) {
      k = KeyCost.of(map);
      cost = k;
    }
    ctx.readEntries(
        map,
        n,
        args == null ? key : Slot.arg(args, 0),
        args == null ? value : Slot.arg(args, 1),
        k);
    return finisher == null ? map : finisher.apply(map);
  }

  /** Lists the keys of a map (used by access-order probing). */
  static List<Object> keys(Map<Object, Object> map) {
    return new ArrayList<>(map.keySet());
  }
}
