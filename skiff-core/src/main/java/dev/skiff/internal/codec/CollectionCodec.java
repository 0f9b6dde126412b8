package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.KeyCost;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.FieldLayout;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.SortedSet;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The codec for collections, configured per class: a var-int size, then (for sorted collections)
 * the comparator as a tagged value, then (for user subclasses) the subclass's own fields, then the
 * elements in chunks (see {@code WriteContext}).
 *
 * <p>Mutable collections are created first and registered for back-references, so a collection may
 * contain itself. Immutable ones and wrappers ({@code List.of}, {@code Arrays.asList}, {@code
 * Collections.unmodifiableList}...) are read into a temporary list and then built by a {@code
 * finisher} through the same public factory that made the original, so the result has the same
 * class; a cycle through such a collection cannot be restored.
 */
final class CollectionCodec extends Codec<Collection<Object>> {
  /** Creates an empty mutable collection for a size hint and a comparator (null if unsorted). */
  @FunctionalInterface
  interface Factory {
    Collection<Object> create(int capacity, @Nullable Comparator<Object> comparator);
  }

  private final Factory factory;
  private final @Nullable Function<Collection<Object>, Collection<Object>> finisher;
  private final boolean sorted;
  private final boolean snapshot;
  private final @Nullable FieldLayout extra;
  private final @Nullable Constructor<?> ctor;
  private final boolean plainArrayList;

  /** Whether the collection holds exactly one element ({@code Collections.singleton...}). */
  private final boolean one;

  private final Slot elem = Slot.object();
  private final Slot comparatorSlot = Comparators.slot();

  /**
   * How the collection built treats its elements: for a copied collection, found once from the
   * finisher's result; for a mutable one, from the first instance made (one class per codec).
   */
  private @Nullable KeyCost cost; // racy but idempotent: every thread computes the same value

  private CollectionCodec(
      Factory factory,
      @Nullable Function<Collection<Object>, Collection<Object>> finisher,
      boolean sorted,
      boolean snapshot,
      @Nullable FieldLayout extra,
      @Nullable Constructor<?> ctor,
      boolean plainArrayList,
      boolean one) {
    this.plainArrayList = plainArrayList;
    this.one = one;
    this.factory = factory;
    this.finisher = finisher;
    this.sorted = sorted;
    this.snapshot = snapshot;
    this.extra = extra;
    this.ctor = ctor;
    if (finisher != null) {
      cost = finishedCost(finisher, factory.create(0, null));
    }
  }

  /**
   * What the finisher builds from an empty collection, for {@link KeyCost}; finishers that cannot
   * build an empty collection (singletons) make collections of one element, which cost nothing.
   */
  static <T> KeyCost finishedCost(Function<T, ?> finisher, T empty) {
    try {
      return KeyCost.of(finisher.apply(empty));
    } catch (RuntimeException e) {
      return KeyCost.NONE;
    }
  }

  /** A mutable collection made by {@code factory} and filled in place. */
  static CollectionCodec mutable(Factory factory, boolean sorted) {
    return new CollectionCodec(factory, null, sorted, false, null, null, false, false);
  }

  /** The codec of {@code java.util.ArrayList} (see {@link Codec#plainArrayList}). */
  static CollectionCodec arrayList() {
    return new CollectionCodec(
        (n, cmp) -> new ArrayList<>(n), null, false, false, null, null, true, false);
  }

  @Override
  public boolean plainArrayList() {
    return plainArrayList;
  }

  /** A concurrent collection: written from a snapshot so that its size cannot change under us. */
  static CollectionCodec concurrent(Factory factory, boolean sorted) {
    return new CollectionCodec(factory, null, sorted, true, null, null, false, false);
  }

  /** A collection built by {@code finisher} from a list (or sorted set) of the elements read. */
  static CollectionCodec copied(
      Function<Collection<Object>, Collection<Object>> finisher, boolean sorted) {
    Factory temp =
        sorted ? (n, cmp) -> new java.util.TreeSet<>(cmp) : (n, cmp) -> new ArrayList<>(n);
    return new CollectionCodec(temp, finisher, sorted, true, null, null, false, false);
  }

  /**
   * A collection of exactly one element, built by {@code finisher} from a list of it; data that
   * gives another count fails before any element is read.
   */
  static CollectionCodec singleton(Function<Collection<Object>, Collection<Object>> finisher) {
    return new CollectionCodec(
        (n, cmp) -> new ArrayList<>(1), finisher, false, true, null, null, false, true);
  }

  /** A user subclass of a JDK collection, with its own fields. */
  static CollectionCodec subclass(Class<?> type) {
    Class<?> jdk = firstJdkSuperclass(type);
    FieldLayout extra = FieldLayout.of(type, jdk, true);
    SubclassBase base = SubclassBase.of(type, jdk);
    @SuppressWarnings("unchecked")
    Factory create = (n, cmp) -> (Collection<Object>) base.create(n, cmp, false);
    return new CollectionCodec(create, null, base.sorted(), false, extra, null, false, false);
  }

  static Class<?> firstJdkSuperclass(Class<?> type) {
    Class<?> c = type;
    while (!c.getName().startsWith("java.")) {
      c = c.getSuperclass();
    }
    return c;
  }

  @Override
  public void write(WriteContext ctx, Collection<Object> value) {
    write(ctx, value, null);
  }

  @Override
  public void write(WriteContext ctx, Collection<Object> value, Slot @Nullable [] args) {
    Collection<Object> items = value;
    if (snapshot) {
      items = java.util.Arrays.asList(value.toArray());
    }
    int size = items.size();
    ctx.writeVarUInt(size);
    if (sorted) {
      ctx.writeAny(comparatorOf(value), comparatorSlot);
    }
    if (extra != null) {
      extra.write(ctx, value);
    }
    int urls = ctx.urls();
    ctx.writeElements(items, size, args == null ? elem : Slot.arg(args, 0));
    if (ctx.urls() != urls && KeyCost.of(value).keyed()) {
      throw new dev.skiff.SkiffException(KeyCost.URL_KEY);
    }
  }

  private static Comparator<Object> comparatorOf(Collection<Object> c) {
    if (c instanceof SortedSet) {
      return ((SortedSet<Object>) c).comparator();
    }
    if (c instanceof java.util.concurrent.PriorityBlockingQueue) {
      return ((java.util.concurrent.PriorityBlockingQueue<Object>) c).comparator();
    }
    return ((PriorityQueue<Object>) c).comparator();
  }

  @Override
  public Collection<Object> read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Collection<Object> read(ReadContext ctx, Slot @Nullable [] args) {
    int n = one ? readOne(ctx, "element") : ctx.readCount();
    Collection<Object> c;
    if (ctor != null) {
      c = (Collection<Object>) FieldAccess.newInstance(ctor);
    } else {
      Comparator<Object> cmp = sorted ? Comparators.read(ctx, comparatorSlot) : null;
      c = factory.create(ctx.presize(n), cmp);
    }
    if (finisher == null) {
      ctx.reference(c);
    }
    if (extra != null) {
      extra.read(ctx, c);
    }
    KeyCost k = cost;
    if (k == null) {
      k = KeyCost.of(c);
      cost = k;
    }
    ctx.readElements(c, n, args == null ? elem : Slot.arg(args, 0), k);
    return finisher == null ? c : finisher.apply(c);
  }

  /**
   * Reads the count of a singleton, which must be one; {@code what} it counts names the failure.
   */
  static int readOne(ReadContext ctx, String what) {
    long at = ctx.offset();
    int n = ctx.readCount();
    if (n != 1) {
      throw new MalformedInputException(
          "a singleton holds one " + what + "; the data gives " + n, at);
    }
    return n;
  }
}
