package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.KeyCost;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.Spliterator;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import org.jspecify.annotations.Nullable;

/**
 * The codec for {@code Collections.newSetFromMap(map)}: a kind byte naming the backing map's class
 * (0 {@code HashMap}, 1 {@code LinkedHashMap}, 2 {@code IdentityHashMap}, 3 {@code WeakHashMap}, 4
 * {@code TreeMap}, 5 {@code ConcurrentHashMap}, 6 {@code ConcurrentSkipListMap}), for kinds 4 and 6
 * the comparator as a tagged value in a {@code Comparator} slot, then the size and the elements in
 * chunks. The reader builds {@code newSetFromMap} over a new empty map of that kind, so the result
 * has the same class.
 *
 * <p>The JDK does not expose the backing map, so its kind is inferred through public API: the
 * characteristics of the set's spliterator ({@code CONCURRENT}, {@code SORTED} with {@code
 * getComparator()}, {@code ORDERED}, not {@code SIZED} for {@code WeakHashMap}) and, for a
 * non-empty unordered set, whether a probe equal to everything and hashing like an element is found
 * ({@code HashMap}) or not ({@code IdentityHashMap}). Other backing maps, and an empty
 * identity-backed set, read back backed by the closest of these (an access-ordered {@code
 * LinkedHashMap} comes back insertion-ordered; a user map comes back as a {@code HashMap}).
 */
final class SetFromMapCodec extends Codec<Set<Object>> {
  private static final int HASH = 0;
  private static final int LINKED = 1;
  private static final int IDENTITY = 2;
  private static final int WEAK = 3;
  private static final int TREE = 4;
  private static final int CONCURRENT = 5;
  private static final int SKIP_LIST = 6;

  private final Slot elem = Slot.object();
  private final Slot comparatorSlot = Comparators.slot();

  @Override
  public void write(WriteContext ctx, Set<Object> value) {
    write(ctx, value, null);
  }

  @Override
  public void write(WriteContext ctx, Set<Object> value, Slot @Nullable [] args) {
    Spliterator<Object> split = value.spliterator();
    int kind = kindOf(value, split);
    ctx.writeByte(kind);
    if (kind == TREE || kind == SKIP_LIST) {
      ctx.writeAny(split.getComparator(), comparatorSlot);
    }
    Object[] items = value.toArray();
    ctx.writeVarUInt(items.length);
    int urls = ctx.urls();
    ctx.writeElements(Arrays.asList(items), items.length, args == null ? elem : Slot.arg(args, 0));
    if (ctx.urls() != urls && kind != IDENTITY) {
      throw new dev.skiff.SkiffException(KeyCost.URL_KEY);
    }
  }

  private static int kindOf(Set<Object> set, Spliterator<Object> split) {
    int c = split.characteristics();
    if ((c & Spliterator.CONCURRENT) != 0) {
      return (c & Spliterator.SORTED) != 0 ? SKIP_LIST : CONCURRENT;
    }
    if ((c & Spliterator.SORTED) != 0) {
      return TREE;
    }
    if ((c & Spliterator.ORDERED) != 0) {
      return LINKED;
    }
    if ((c & Spliterator.SIZED) == 0) {
      return WEAK;
    }
    for (Object e : set) {
      if (e != null) {
        return set.contains(new Probe(e.hashCode())) ? HASH : IDENTITY;
      }
    }
    return HASH;
  }

  /** Equal to everything, with a chosen hash: found by equality-based maps, not by identity. */
  private static final class Probe {
    private final int hash;

    Probe(int hash) {
      this.hash = hash;
    }

    @Override
    public int hashCode() {
      return hash;
    }

    @Override
    @SuppressWarnings("EqualsHashCode")
    public boolean equals(Object o) {
      return true;
    }
  }

  @Override
  public Set<Object> read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Set<Object> read(ReadContext ctx, Slot @Nullable [] args) {
    long at = ctx.offset();
    int kind = ctx.readUnsignedByte();
    Comparator<Object> cmp = null;
    if (kind == TREE || kind == SKIP_LIST) {
      cmp = Comparators.read(ctx, comparatorSlot);
    }
    int n = ctx.readCount();

    Map<Object, Boolean> map =
        switch (kind) {
          case HASH -> new HashMap<>(MapCodec.capacity(ctx.presize(n)));
          case LINKED -> new LinkedHashMap<>(MapCodec.capacity(ctx.presize(n)));
          case IDENTITY -> new IdentityHashMap<>(ctx.presize(n));
          case WEAK -> new WeakHashMap<>();
          case TREE -> new TreeMap<>(cmp);
          case CONCURRENT -> new ConcurrentHashMap<>();
          case SKIP_LIST -> new ConcurrentSkipListMap<>(cmp);
          default -> throw new MalformedInputException("invalid set-from-map kind " + kind, at);
        };
    Set<Object> set = Collections.newSetFromMap(map);
    ctx.reference(set);
    ctx.readElements(set, n, args == null ? elem : Slot.arg(args, 0), KeyCost.of(map));
    return set;
  }
}
