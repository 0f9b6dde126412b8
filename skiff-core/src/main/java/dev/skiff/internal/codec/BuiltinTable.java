package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.jdkser.JdkSerCodecs;
import dev.skiff.internal.model.ValueKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.PriorityQueue;
import java.util.Properties;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import org.jspecify.annotations.Nullable;

/**
 * The table of built-in classes: for every wire id, its class and how to create its codec, written
 * once, side by side, in {@link #row} (the JDK value types' rows, ids 81 to 126, in {@link
 * ValueTypeRows#row}).
 *
 * <h2>Ids are part of the format</h2>
 *
 * An id names the same class forever. Rows are only ever appended (raise {@link #SIZE} with them);
 * an id is never reused or renumbered, or bytes written earlier would read as another class. The
 * golden file {@code golden/builtin-ids} in the test resources lists every id with its class name,
 * and {@code BuiltinIdsTest} fails on any change to it that is not an append. The most common
 * classes come first because ids below 61 fit in a one-byte tag. Classes of JDK internals (such as
 * {@code List.of}'s implementations) are found from sample instances, never by name; a class of an
 * optional module that is absent (such as {@code java.sql}) leaves its id unused.
 *
 * <p>Families of classes that share one codec take a contiguous range: the stateless JDK throwables
 * are ids {@value #THROWABLES_FIRST} to {@code THROWABLES_FIRST + THROWABLES.size() - 1}, in the
 * order of {@link #THROWABLES}.
 *
 * <h2>Why a switch</h2>
 *
 * Building the class list runs {@code row(id, false)} for every id, which evaluates only the class
 * side of each row; a codec is built, and the lambdas inside its expression linked, only when the
 * registry first needs that id. Codec factories written as lambdas in a static initializer would
 * link hundreds of lambdas at first use of Skiff, for classes most programs never serialize (the
 * measured start-up cost is in {@code docs/perf-log/}).
 */
final class BuiltinTable {
  private BuiltinTable() {}

  /** The number of ids in the table: one more than the highest id. */
  static final int SIZE = 205;

  /** The first id of the {@link #THROWABLES} range. */
  static final int THROWABLES_FIRST = 153;

  /**
   * JDK throwables with no state of their own beyond {@link Throwable}'s, encoded by {@link
   * JdkSerCodecs#throwable}; the one at index {@code i} has id {@code THROWABLES_FIRST + i}. Append
   * only.
   */
  private static final List<Class<? extends Throwable>> THROWABLES =
      List.of(
          Throwable.class,
          Exception.class,
          RuntimeException.class,
          Error.class,
          IllegalArgumentException.class,
          IllegalStateException.class,
          NullPointerException.class,
          UnsupportedOperationException.class,
          IndexOutOfBoundsException.class,
          ArrayIndexOutOfBoundsException.class,
          StringIndexOutOfBoundsException.class,
          ArithmeticException.class,
          ClassCastException.class,
          NumberFormatException.class,
          ArrayStoreException.class,
          NegativeArraySizeException.class,
          SecurityException.class,
          InterruptedException.class,
          CloneNotSupportedException.class,
          ReflectiveOperationException.class,
          ClassNotFoundException.class,
          NoSuchFieldException.class,
          NoSuchMethodException.class,
          InstantiationException.class,
          IllegalAccessException.class,
          IllegalMonitorStateException.class,
          AssertionError.class,
          StackOverflowError.class,
          OutOfMemoryError.class,
          LinkageError.class,
          NoClassDefFoundError.class,
          ExceptionInInitializerError.class,
          InternalError.class,
          java.util.ConcurrentModificationException.class,
          java.util.NoSuchElementException.class,
          java.util.InputMismatchException.class,
          java.util.EmptyStackException.class,
          java.util.concurrent.TimeoutException.class,
          java.util.concurrent.ExecutionException.class,
          java.util.concurrent.CancellationException.class,
          java.util.concurrent.CompletionException.class,
          java.io.IOException.class,
          java.io.UncheckedIOException.class,
          java.io.FileNotFoundException.class,
          java.io.EOFException.class,
          java.time.DateTimeException.class,
          java.net.SocketException.class,
          java.net.ConnectException.class,
          java.net.UnknownHostException.class);

  private static final List<Class<?>> CLASSES = collectClasses();

  private static List<Class<?>> collectClasses() {
    List<Class<?>> classes = new ArrayList<>(SIZE);
    for (int id = 0; id < SIZE; id++) {
      classes.add(type(id));
    }
    return Collections.unmodifiableList(classes);
  }

  /** The built-in classes in id order (null for an unused id). */
  static List<Class<?>> classes() {
    return CLASSES;
  }

  /** The class with id {@code id}, or null when its optional module is absent. */
  static @Nullable Class<?> type(int id) {
    return (Class<?>) row(id, false);
  }

  /** A new codec for the built-in class with id {@code id}. */
  static Codec<?> create(int id) {
    return (Codec<?>) Facts.nonNull(row(id, true)); // every id has a codec
  }

  /**
   * Row {@code id} of the table: its codec when {@code codec} is true, else its class. Each case
   * evaluates only the side asked for.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static @Nullable Object row(int id, boolean codec) {
    if (id >= ValueTypeRows.FIRST && id <= ValueTypeRows.LAST) {
      return ValueTypeRows.row(id, codec);
    }
    return switch (id) {
      // ids 0-20: the most common values
      case 0 -> codec ? new StringCodec() : String.class;
      case 1 -> codec ? new BoxedCodec(ValueKind.INT) : Integer.class;
      case 2 -> codec ? new BoxedCodec(ValueKind.LONG) : Long.class;
      case 3 -> codec ? new BoxedCodec(ValueKind.DOUBLE) : Double.class;
      case 4 -> codec ? new BoxedCodec(ValueKind.BOOLEAN) : Boolean.class;
      case 5 -> codec ? CollectionCodec.arrayList() : ArrayList.class;
      case 6 ->
          codec
              ? MapCodec.mutable((n, c, a) -> new HashMap<>(MapCodec.capacity(n)), false)
              : HashMap.class;
      case 7 -> codec ? new BoxedCodec(ValueKind.FLOAT) : Float.class;
      case 8 -> codec ? new BoxedCodec(ValueKind.SHORT) : Short.class;
      case 9 -> codec ? new BoxedCodec(ValueKind.BYTE) : Byte.class;
      case 10 -> codec ? new BoxedCodec(ValueKind.CHAR) : Character.class;
      case 11 -> codec ? new PrimitiveArrayCodec(ValueKind.BYTE) : byte[].class;
      case 12 -> codec ? new PrimitiveArrayCodec(ValueKind.INT) : int[].class;
      case 13 -> codec ? new PrimitiveArrayCodec(ValueKind.LONG) : long[].class;
      case 14 -> codec ? new PrimitiveArrayCodec(ValueKind.DOUBLE) : double[].class;
      case 15 -> codec ? new PrimitiveArrayCodec(ValueKind.FLOAT) : float[].class;
      case 16 -> codec ? new PrimitiveArrayCodec(ValueKind.SHORT) : short[].class;
      case 17 -> codec ? new PrimitiveArrayCodec(ValueKind.CHAR) : char[].class;
      case 18 -> codec ? new PrimitiveArrayCodec(ValueKind.BOOLEAN) : boolean[].class;
      case 19 -> codec ? new ObjectArrayCodec(Object[].class) : Object[].class;
      case 20 -> codec ? new ObjectArrayCodec(String[].class) : String[].class;
      // ids 21-52: collections and maps
      case 21 -> codec ? MapCodec.linkedHashMap() : LinkedHashMap.class;
      case 22 ->
          codec
              ? CollectionCodec.mutable((n, c) -> new HashSet<>(MapCodec.capacity(n)), false)
              : HashSet.class;
      case 23 ->
          codec
              ? CollectionCodec.mutable((n, c) -> new LinkedHashSet<>(MapCodec.capacity(n)), false)
              : LinkedHashSet.class;
      case 24 -> codec ? MapCodec.mutable((n, c, a) -> new TreeMap<>(c), true) : TreeMap.class;
      case 25 -> codec ? CollectionCodec.mutable((n, c) -> new TreeSet<>(c), true) : TreeSet.class;
      case 26 ->
          codec ? CollectionCodec.mutable((n, c) -> new LinkedList<>(), false) : LinkedList.class;
      case 27 ->
          codec
              ? CollectionCodec.mutable((n, c) -> new ArrayDeque<>(Math.max(n, 1)), false)
              : ArrayDeque.class;
      case 28 ->
          codec
              ? MapCodec.concurrent(
                  (n, c, a) -> new ConcurrentHashMap<>(MapCodec.capacity(n)), false)
              : ConcurrentHashMap.class;
      case 29 ->
          codec ? CollectionCodec.copied(l -> List.of(l.toArray()), false) : List.of(1).getClass();
      case 30 ->
          codec ? CollectionCodec.copied(BuiltinTable::listN, false) : List.of(1, 2, 3).getClass();
      case 31 ->
          codec ? CollectionCodec.copied(l -> Set.of(l.toArray()), false) : Set.of(1).getClass();
      case 32 ->
          codec
              ? CollectionCodec.copied(l -> Set.of(l.toArray()), false)
              : Set.of(1, 2, 3).getClass();
      case 33 -> codec ? MapCodec.copied(Map::copyOf, false) : Map.of(1, 1).getClass();
      case 34 -> codec ? MapCodec.copied(Map::copyOf, false) : Map.of(1, 1, 2, 2).getClass();
      case 35 ->
          codec
              ? CollectionCodec.copied(l -> Arrays.asList(l.toArray()), false)
              : Arrays.asList(1).getClass();
      case 36 ->
          codec ? new ConstantCodec(Collections.emptyList()) : Collections.emptyList().getClass();
      case 37 ->
          codec ? new ConstantCodec(Collections.emptySet()) : Collections.emptySet().getClass();
      case 38 ->
          codec ? new ConstantCodec(Collections.emptyMap()) : Collections.emptyMap().getClass();
      case 39 ->
          codec
              ? CollectionCodec.singleton(l -> Collections.singletonList(only(l)))
              : Collections.singletonList(1).getClass();
      case 40 ->
          codec
              ? CollectionCodec.singleton(l -> Collections.singleton(only(l)))
              : Collections.singleton(1).getClass();
      case 41 ->
          codec
              ? MapCodec.singleton(
                  m -> {
                    Map.Entry<Object, Object> e = only(m.entrySet());
                    return Collections.singletonMap(e.getKey(), e.getValue());
                  })
              : Collections.singletonMap(1, 1).getClass();
      case 42 ->
          codec
              ? CollectionCodec.mutable((n, c) -> new Vector<>(Math.max(n, 1)), false)
              : Vector.class;
      case 43 ->
          codec
              ? MapCodec.mutable((n, c, a) -> new Hashtable<>(MapCodec.capacity(n)), false)
              : Hashtable.class;
      case 44 -> codec ? new PropertiesCodec() : Properties.class;
      case 45 ->
          codec
              ? MapCodec.concurrent((n, c, a) -> new ConcurrentSkipListMap<>(c), true)
              : ConcurrentSkipListMap.class;
      case 46 ->
          codec
              ? MapCodec.mutable((n, c, a) -> new IdentityHashMap<>(n), false)
              : IdentityHashMap.class;
      case 47 ->
          codec
              ? CollectionCodec.mutable((n, c) -> new PriorityQueue<>(Math.max(n, 1), c), true)
              : PriorityQueue.class;
      case 48 ->
          codec
              ? CollectionCodec.copied(CopyOnWriteArrayList::new, false)
              : CopyOnWriteArrayList.class;
      case 49 ->
          codec ? new EnumSetCodec() : java.util.EnumSet.noneOf(Thread.State.class).getClass();
      case 50 -> codec ? new EnumSetCodec() : jumboEnumSetClass();
      case 51 -> codec ? new EnumMapCodec() : EnumMap.class;
      case 52 -> codec ? new PlainObjectCodec() : Object.class;
      // ids 53-72: wrappers
      case 53 ->
          codec
              ? CollectionCodec.copied(Collections::unmodifiableCollection, false)
              : Collections.unmodifiableCollection(new ArrayList<>()).getClass();
      case 54 ->
          codec
              ? CollectionCodec.copied(
                  l -> Collections.unmodifiableList(new LinkedList<>(l)), false)
              : Collections.unmodifiableList(new LinkedList<>()).getClass();
      case 55 ->
          codec
              ? CollectionCodec.copied(l -> Collections.unmodifiableList((List<Object>) l), false)
              : Collections.unmodifiableList(new ArrayList<>()).getClass();
      case 56 ->
          codec
              ? CollectionCodec.copied(
                  l -> Collections.unmodifiableSet(new LinkedHashSet<>(l)), false)
              : Collections.unmodifiableSet(new HashSet<>()).getClass();
      case 57 ->
          codec
              ? CollectionCodec.copied(
                  s -> Collections.unmodifiableSortedSet((SortedSet<Object>) s), true)
              : Collections.unmodifiableSortedSet(new TreeSet<>()).getClass();
      case 58 ->
          codec
              ? CollectionCodec.copied(
                  s -> Collections.unmodifiableNavigableSet((NavigableSet<Object>) s), true)
              : Collections.unmodifiableNavigableSet(new TreeSet<>()).getClass();
      case 59 ->
          codec
              ? MapCodec.copied(Collections::unmodifiableMap, false)
              : Collections.unmodifiableMap(new HashMap<>()).getClass();
      case 60 ->
          codec
              ? MapCodec.copied(
                  m -> Collections.unmodifiableSortedMap((SortedMap<Object, Object>) m), true)
              : Collections.unmodifiableSortedMap(new TreeMap<>()).getClass();
      case 61 ->
          codec
              ? MapCodec.copied(
                  m -> Collections.unmodifiableNavigableMap((NavigableMap<Object, Object>) m), true)
              : Collections.unmodifiableNavigableMap(new TreeMap<>()).getClass();
      case 62 ->
          codec
              ? CollectionCodec.copied(Collections::synchronizedCollection, false)
              : Collections.synchronizedCollection(new ArrayList<>()).getClass();
      case 63 ->
          codec
              ? CollectionCodec.copied(
                  l -> Collections.synchronizedList(new LinkedList<>(l)), false)
              : Collections.synchronizedList(new LinkedList<>()).getClass();
      case 64 ->
          codec
              ? CollectionCodec.copied(l -> Collections.synchronizedList((List<Object>) l), false)
              : Collections.synchronizedList(new ArrayList<>()).getClass();
      case 65 ->
          codec
              ? CollectionCodec.copied(
                  l -> Collections.synchronizedSet(new LinkedHashSet<>(l)), false)
              : Collections.synchronizedSet(new HashSet<>()).getClass();
      case 66 ->
          codec
              ? CollectionCodec.copied(
                  s -> Collections.synchronizedSortedSet((SortedSet<Object>) s), true)
              : Collections.synchronizedSortedSet(new TreeSet<>()).getClass();
      case 67 ->
          codec
              ? CollectionCodec.copied(
                  s -> Collections.synchronizedNavigableSet((NavigableSet<Object>) s), true)
              : Collections.synchronizedNavigableSet(new TreeSet<>()).getClass();
      case 68 ->
          codec
              ? MapCodec.copied(Collections::synchronizedMap, false)
              : Collections.synchronizedMap(new HashMap<>()).getClass();
      case 69 ->
          codec
              ? MapCodec.copied(
                  m -> Collections.synchronizedSortedMap((SortedMap<Object, Object>) m), true)
              : Collections.synchronizedSortedMap(new TreeMap<>()).getClass();
      case 70 ->
          codec
              ? MapCodec.copied(
                  m -> Collections.synchronizedNavigableMap((NavigableMap<Object, Object>) m), true)
              : Collections.synchronizedNavigableMap(new TreeMap<>()).getClass();
      case 71 ->
          codec
              ? new ConstantCodec(Collections.emptyNavigableSet())
              : Collections.emptyNavigableSet().getClass();
      case 72 ->
          codec
              ? new ConstantCodec(Collections.emptyNavigableMap())
              : Collections.emptyNavigableMap().getClass();
      // ids 73-80: comparators and more concurrent collections
      case 73 ->
          codec
              ? new ConstantCodec(Collections.reverseOrder())
              : Collections.reverseOrder().getClass();
      case 74 ->
          codec
              ? new ReverseComparatorCodec()
              : Collections.reverseOrder(Comparator.comparingInt(Object::hashCode)).getClass();
      case 75 ->
          codec
              ? new ConstantCodec(Comparator.naturalOrder())
              : Comparator.naturalOrder().getClass();
      case 76 ->
          codec
              ? new ConstantCodec(String.CASE_INSENSITIVE_ORDER)
              : String.CASE_INSENSITIVE_ORDER.getClass();
      case 77 ->
          codec
              ? CollectionCodec.mutable((n, c) -> new ConcurrentSkipListSet<>(c), true)
              : ConcurrentSkipListSet.class;
      case 78 ->
          codec
              ? CollectionCodec.copied(CopyOnWriteArraySet::new, false)
              : CopyOnWriteArraySet.class;
      case 79 ->
          codec
              ? CollectionCodec.concurrent((n, c) -> new ConcurrentLinkedQueue<>(), false)
              : ConcurrentLinkedQueue.class;
      case 80 ->
          codec
              ? CollectionCodec.concurrent((n, c) -> new ConcurrentLinkedDeque<>(), false)
              : ConcurrentLinkedDeque.class;
      // ids 81-126: the JDK value types, in ValueTypeRows
      // ids 127-: views, queues, sql, misc
      case 127 -> codec ? new ClassCodec() : Class.class;
      case 128 ->
          codec ? new ByteBufferCodec(false, false) : java.nio.ByteBuffer.allocate(1).getClass();
      case 129 ->
          codec
              ? new ByteBufferCodec(false, true)
              : java.nio.ByteBuffer.allocate(1).asReadOnlyBuffer().getClass();
      case 130 ->
          codec
              ? new ByteBufferCodec(true, false)
              : java.nio.ByteBuffer.allocateDirect(1).getClass();
      case 131 ->
          codec
              ? new ByteBufferCodec(true, true)
              : java.nio.ByteBuffer.allocateDirect(1).asReadOnlyBuffer().getClass();
      case 132 ->
          codec
              ? CollectionCodec.copied(JdkViews::arrayListSubList, false)
              : new ArrayList<>().subList(0, 0).getClass();
      case 133 ->
          codec
              ? CollectionCodec.copied(JdkViews::linkedSubList, false)
              : new LinkedList<>().subList(0, 0).getClass();
      case 134 ->
          codec
              ? CollectionCodec.copied(JdkViews::randomAccessSubList, false)
              : Arrays.asList(1).subList(0, 0).getClass();
      case 135 ->
          codec
              ? CollectionCodec.copied(JdkViews::immutableSubList, false)
              : List.of(1).subList(0, 0).getClass();
      case 136 ->
          codec
              ? CollectionCodec.copied(JdkViews::copyOnWriteSubList, false)
              : new CopyOnWriteArrayList<>().subList(0, 0).getClass();
      case 137 -> codec ? new NCopiesCodec() : Collections.nCopies(1, 1).getClass();
      case 138 ->
          codec ? new SetFromMapCodec() : Collections.newSetFromMap(new HashMap<>()).getClass();
      case 139 -> codec ? new KeySetViewCodec() : ConcurrentHashMap.newKeySet().getClass();
      case 140 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.ARRAY)
              : java.util.concurrent.ArrayBlockingQueue.class;
      case 141 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.LINKED)
              : java.util.concurrent.LinkedBlockingQueue.class;
      case 142 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.LINKED_DEQUE)
              : java.util.concurrent.LinkedBlockingDeque.class;
      case 143 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.PRIORITY)
              : java.util.concurrent.PriorityBlockingQueue.class;
      case 144 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.DELAY)
              : java.util.concurrent.DelayQueue.class;
      case 145 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.TRANSFER)
              : java.util.concurrent.LinkedTransferQueue.class;
      case 146 ->
          codec
              ? new BlockingQueueCodec(BlockingQueueCodec.Kind.SYNCHRONOUS)
              : java.util.concurrent.SynchronousQueue.class;
      // java.sql is optional: without the module these ids stay unused (null entries).
      case 147 ->
          codec ? new SqlTimeCodec(SqlTimeCodec.Kind.DATE) : JdkClasses.optional("java.sql.Date");
      case 148 ->
          codec ? new SqlTimeCodec(SqlTimeCodec.Kind.TIME) : JdkClasses.optional("java.sql.Time");
      case 149 ->
          codec
              ? new SqlTimeCodec(SqlTimeCodec.Kind.TIMESTAMP)
              : JdkClasses.optional("java.sql.Timestamp");
      case 150 -> codec ? JdkSerCodecs.lambda() : java.lang.invoke.SerializedLambda.class;
      case 151 -> codec ? JdkSerCodecs.proxy() : java.lang.reflect.Proxy.class;
      // id 152: stack trace elements; ids 153-201: THROWABLES, below; ids 202-204: map entries
      case 152 -> codec ? JdkSerCodecs.stackTraceElement() : StackTraceElement.class;
      case 202 ->
          codec
              ? new MapEntryCodec(MapEntryCodec.Kind.SIMPLE)
              : java.util.AbstractMap.SimpleEntry.class;
      case 203 ->
          codec
              ? new MapEntryCodec(MapEntryCodec.Kind.SIMPLE_IMMUTABLE)
              : java.util.AbstractMap.SimpleImmutableEntry.class;
      case 204 ->
          codec ? new MapEntryCodec(MapEntryCodec.Kind.VALUE_BASED) : Map.entry(0, 0).getClass();
      default -> throwableRow(id, codec);
    };
  }

  /** The first id after the {@link #THROWABLES} range. */
  static int throwablesEnd() {
    return THROWABLES_FIRST + THROWABLES.size();
  }

  /** A row of the {@link #THROWABLES} range. */
  private static Object throwableRow(int id, boolean codec) {
    int t = id - THROWABLES_FIRST;
    if (t < 0 || t >= THROWABLES.size()) {
      throw new IllegalArgumentException("no built-in class with id " + id);
    }
    return codec ? JdkSerCodecs.throwable(THROWABLES.get(t)) : THROWABLES.get(t);
  }

  private static Collection<Object> listN(Collection<Object> l) {
    Object[] a = l.toArray();
    if (a.length == 0 || (a.length >= 3 && !Arrays.asList(a).contains(null))) {
      return List.of(a);
    }
    // Stream.toList() makes this class for any size and allows nulls.
    return Arrays.stream(a).toList();
  }

  private static <T> T only(Collection<T> c) {
    if (c.size() != 1) {
      throw new IllegalArgumentException("a singleton with " + c.size() + " elements");
    }
    return c.iterator().next();
  }

  private static Class<?> jumboEnumSetClass() {
    try {
      return Class.forName("java.util.JumboEnumSet", false, null);
    } catch (ClassNotFoundException e) {
      throw new ExceptionInInitializerError(e);
    }
  }
}
