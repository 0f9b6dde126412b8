package dev.skiff.serializer;

import dev.skiff.SkiffException;
import dev.skiff.engine.Codec;
import dev.skiff.engine.CodecFactory;
import dev.skiff.engine.TypeRegistry;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
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
import java.util.function.Supplier;

/**
 * The table of built-in classes with their frozen wire ids, and the built-in links of the codec
 * factory chain.
 *
 * <h2>Ids are part of the format</h2>
 *
 * A built-in class's id is its position in {@link #TABLE}. Entries are only ever appended; an id is
 * never reused or reordered, or bytes written earlier would read as another class. The most common
 * classes come first because ids below 61 fit in a one-byte tag. Classes of JDK internals (such as
 * {@code List.of}'s implementations) are found from sample instances, never by name.
 */
public final class BuiltinCodecs {
  private BuiltinCodecs() {}

  private record Entry(Class<?> type, Supplier<Codec<?>> codec) {}

  private static final List<Entry> TABLE = new ArrayList<>();

  private static void add(Class<?> type, Supplier<Codec<?>> codec) {
    TABLE.add(new Entry(type, codec));
  }

  private static void add(Object sample, Supplier<Codec<?>> codec) {
    add(sample.getClass(), codec);
  }

  private static Supplier<Codec<?>> boxed(FieldLayout.Kind kind) {
    return () -> new BoxedCodec(kind);
  }

  private static Supplier<Codec<?>> primitives(FieldLayout.Kind kind) {
    return () -> new PrimitiveArrayCodec(kind);
  }

  private static Supplier<Codec<?>> constant(Object instance) {
    return () -> new ConstantCodec(instance);
  }

  private static Supplier<Codec<?>> collection(CollectionCodec.Factory factory) {
    return () -> CollectionCodec.mutable(factory, false);
  }

  private static Supplier<Codec<?>> copiedList(
      java.util.function.Function<Collection<Object>, Collection<Object>> finisher) {
    return () -> CollectionCodec.copied(finisher, false);
  }

  private static Supplier<Codec<?>> copiedSorted(
      java.util.function.Function<Collection<Object>, Collection<Object>> finisher) {
    return () -> CollectionCodec.copied(finisher, true);
  }

  private static Supplier<Codec<?>> copiedMap(
      java.util.function.Function<Map<Object, Object>, Map<Object, Object>> finisher,
      boolean sorted) {
    return () -> MapCodec.copied(finisher, sorted);
  }

  static {
    // ids 0-20: the most common values
    add(String.class, StringCodec::new);
    add(Integer.class, boxed(FieldLayout.Kind.INT));
    add(Long.class, boxed(FieldLayout.Kind.LONG));
    add(Double.class, boxed(FieldLayout.Kind.DOUBLE));
    add(Boolean.class, boxed(FieldLayout.Kind.BOOLEAN));
    add(ArrayList.class, collection((n, c) -> new ArrayList<>(n)));
    add(
        HashMap.class,
        () -> MapCodec.mutable((n, c, a) -> new HashMap<>(MapCodec.capacity(n)), false));
    add(Float.class, boxed(FieldLayout.Kind.FLOAT));
    add(Short.class, boxed(FieldLayout.Kind.SHORT));
    add(Byte.class, boxed(FieldLayout.Kind.BYTE));
    add(Character.class, boxed(FieldLayout.Kind.CHAR));
    add(byte[].class, primitives(FieldLayout.Kind.BYTE));
    add(int[].class, primitives(FieldLayout.Kind.INT));
    add(long[].class, primitives(FieldLayout.Kind.LONG));
    add(double[].class, primitives(FieldLayout.Kind.DOUBLE));
    add(float[].class, primitives(FieldLayout.Kind.FLOAT));
    add(short[].class, primitives(FieldLayout.Kind.SHORT));
    add(char[].class, primitives(FieldLayout.Kind.CHAR));
    add(boolean[].class, primitives(FieldLayout.Kind.BOOLEAN));
    add(Object[].class, () -> new ObjectArrayCodec(Object[].class));
    add(String[].class, () -> new ObjectArrayCodec(String[].class));
    // ids 21-52: collections and maps
    add(LinkedHashMap.class, MapCodec::linkedHashMap);
    add(HashSet.class, collection((n, c) -> new HashSet<>(MapCodec.capacity(n))));
    add(LinkedHashSet.class, collection((n, c) -> new LinkedHashSet<>(MapCodec.capacity(n))));
    add(TreeMap.class, () -> MapCodec.mutable((n, c, a) -> new TreeMap<>(c), true));
    add(TreeSet.class, () -> CollectionCodec.mutable((n, c) -> new TreeSet<>(c), true));
    add(LinkedList.class, collection((n, c) -> new LinkedList<>()));
    add(ArrayDeque.class, collection((n, c) -> new ArrayDeque<>(Math.max(n, 1))));
    add(
        ConcurrentHashMap.class,
        () ->
            MapCodec.concurrent((n, c, a) -> new ConcurrentHashMap<>(MapCodec.capacity(n)), false));
    add(List.of(1), copiedList(l -> List.of(l.toArray())));
    add(List.of(1, 2, 3), copiedList(BuiltinCodecs::listN));
    add(Set.of(1), copiedList(l -> Set.of(l.toArray())));
    add(Set.of(1, 2, 3), copiedList(l -> Set.of(l.toArray())));
    add(Map.of(1, 1), copiedMap(Map::copyOf, false));
    add(Map.of(1, 1, 2, 2), copiedMap(Map::copyOf, false));
    add(Arrays.asList(1), copiedList(l -> Arrays.asList(l.toArray())));
    add(Collections.emptyList(), constant(Collections.emptyList()));
    add(Collections.emptySet(), constant(Collections.emptySet()));
    add(Collections.emptyMap(), constant(Collections.emptyMap()));
    add(Collections.singletonList(1), copiedList(l -> Collections.singletonList(only(l))));
    add(Collections.singleton(1), copiedList(l -> Collections.singleton(only(l))));
    add(
        Collections.singletonMap(1, 1),
        copiedMap(
            m -> {
              Map.Entry<Object, Object> e = only(m.entrySet());
              return Collections.singletonMap(e.getKey(), e.getValue());
            },
            false));
    add(Vector.class, collection((n, c) -> new Vector<>(Math.max(n, 1))));
    add(
        Hashtable.class,
        () -> MapCodec.mutable((n, c, a) -> new Hashtable<>(MapCodec.capacity(n)), false));
    add(Properties.class, PropertiesCodec::new);
    add(
        ConcurrentSkipListMap.class,
        () -> MapCodec.concurrent((n, c, a) -> new ConcurrentSkipListMap<>(c), true));
    add(
        IdentityHashMap.class,
        () -> MapCodec.mutable((n, c, a) -> new IdentityHashMap<>(n), false));
    add(
        PriorityQueue.class,
        () -> CollectionCodec.mutable((n, c) -> new PriorityQueue<>(Math.max(n, 1), c), true));
    add(CopyOnWriteArrayList.class, () -> CollectionCodec.copied(CopyOnWriteArrayList::new, false));
    add(java.util.EnumSet.noneOf(Thread.State.class), EnumSetCodec::new);
    add(jumboEnumSetClass(), EnumSetCodec::new);
    add(EnumMap.class, EnumMapCodec::new);
    add(Object.class, PlainObjectCodec::new);
    // ids 53-72: wrappers
    add(
        Collections.unmodifiableCollection(new ArrayList<>()),
        copiedList(Collections::unmodifiableCollection));
    add(
        Collections.unmodifiableList(new LinkedList<>()),
        copiedList(l -> Collections.unmodifiableList(new LinkedList<>(l))));
    add(
        Collections.unmodifiableList(new ArrayList<>()),
        copiedList(l -> Collections.unmodifiableList((List<Object>) l)));
    add(
        Collections.unmodifiableSet(new HashSet<>()),
        copiedList(l -> Collections.unmodifiableSet(new LinkedHashSet<>(l))));
    add(
        Collections.unmodifiableSortedSet(new TreeSet<>()),
        copiedSorted(s -> Collections.unmodifiableSortedSet((SortedSet<Object>) s)));
    add(
        Collections.unmodifiableNavigableSet(new TreeSet<>()),
        copiedSorted(s -> Collections.unmodifiableNavigableSet((NavigableSet<Object>) s)));
    add(
        Collections.unmodifiableMap(new HashMap<>()),
        copiedMap(Collections::unmodifiableMap, false));
    add(
        Collections.unmodifiableSortedMap(new TreeMap<>()),
        copiedMap(m -> Collections.unmodifiableSortedMap((SortedMap<Object, Object>) m), true));
    add(
        Collections.unmodifiableNavigableMap(new TreeMap<>()),
        copiedMap(
            m -> Collections.unmodifiableNavigableMap((NavigableMap<Object, Object>) m), true));
    add(
        Collections.synchronizedCollection(new ArrayList<>()),
        copiedList(Collections::synchronizedCollection));
    add(
        Collections.synchronizedList(new LinkedList<>()),
        copiedList(l -> Collections.synchronizedList(new LinkedList<>(l))));
    add(
        Collections.synchronizedList(new ArrayList<>()),
        copiedList(l -> Collections.synchronizedList((List<Object>) l)));
    add(
        Collections.synchronizedSet(new HashSet<>()),
        copiedList(l -> Collections.synchronizedSet(new LinkedHashSet<>(l))));
    add(
        Collections.synchronizedSortedSet(new TreeSet<>()),
        copiedSorted(s -> Collections.synchronizedSortedSet((SortedSet<Object>) s)));
    add(
        Collections.synchronizedNavigableSet(new TreeSet<>()),
        copiedSorted(s -> Collections.synchronizedNavigableSet((NavigableSet<Object>) s)));
    add(
        Collections.synchronizedMap(new HashMap<>()),
        copiedMap(Collections::synchronizedMap, false));
    add(
        Collections.synchronizedSortedMap(new TreeMap<>()),
        copiedMap(m -> Collections.synchronizedSortedMap((SortedMap<Object, Object>) m), true));
    add(
        Collections.synchronizedNavigableMap(new TreeMap<>()),
        copiedMap(
            m -> Collections.synchronizedNavigableMap((NavigableMap<Object, Object>) m), true));
    add(Collections.emptyNavigableSet(), constant(Collections.emptyNavigableSet()));
    add(Collections.emptyNavigableMap(), constant(Collections.emptyNavigableMap()));
    // ids 73-80: comparators and more concurrent collections
    add(Collections.reverseOrder(), constant(Collections.reverseOrder()));
    add(
        Collections.reverseOrder(Comparator.comparingInt(Object::hashCode)),
        ReverseComparatorCodec::new);
    add(Comparator.naturalOrder(), constant(Comparator.naturalOrder()));
    add(String.CASE_INSENSITIVE_ORDER, constant(String.CASE_INSENSITIVE_ORDER));
    add(
        ConcurrentSkipListSet.class,
        () -> CollectionCodec.mutable((n, c) -> new ConcurrentSkipListSet<>(c), true));
    add(CopyOnWriteArraySet.class, copiedList(CopyOnWriteArraySet::new));
    add(
        ConcurrentLinkedQueue.class,
        () -> CollectionCodec.concurrent((n, c) -> new ConcurrentLinkedQueue<>(), false));
    add(
        ConcurrentLinkedDeque.class,
        () -> CollectionCodec.concurrent((n, c) -> new ConcurrentLinkedDeque<>(), false));
    // ids 81-126: JDK value types
    add(java.time.Instant.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.INSTANT));
    add(java.time.Duration.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.DURATION));
    add(java.time.LocalDate.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_DATE));
    add(java.time.LocalTime.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_TIME));
    add(java.time.LocalDateTime.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_DATE_TIME));
    add(java.time.ZonedDateTime.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.ZONED_DATE_TIME));
    add(
        java.time.OffsetDateTime.class,
        () -> new JavaTimeCodec(JavaTimeCodec.Kind.OFFSET_DATE_TIME));
    add(java.time.OffsetTime.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.OFFSET_TIME));
    add(
        java.time.ZoneId.of("Europe/Paris"),
        () -> new JavaTimeCodec(JavaTimeCodec.Kind.ZONE_REGION));
    add(java.time.ZoneOffset.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.ZONE_OFFSET));
    add(java.time.Period.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.PERIOD));
    add(java.time.Year.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.YEAR));
    add(java.time.YearMonth.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.YEAR_MONTH));
    add(java.time.MonthDay.class, () -> new JavaTimeCodec(JavaTimeCodec.Kind.MONTH_DAY));
    add(java.time.DayOfWeek.class, () -> new EnumCodec(java.time.DayOfWeek.class));
    add(java.time.Month.class, () -> new EnumCodec(java.time.Month.class));
    add(java.util.Date.class, DateCodec::new);
    add(java.util.GregorianCalendar.class, CalendarCodec::new);
    add(java.util.TimeZone.getTimeZone("UTC"), TimeZoneCodec::new);
    add(java.math.BigInteger.class, () -> new BigNumberCodec(false));
    add(java.math.BigDecimal.class, () -> new BigNumberCodec(true));
    add(java.util.UUID.class, UuidCodec::new);
    add(java.net.URI.class, () -> new NamedValueCodec(NamedValueCodec.Kind.URI));
    add(java.net.URL.class, () -> new NamedValueCodec(NamedValueCodec.Kind.URL));
    add(java.util.regex.Pattern.class, PatternCodec::new);
    add(java.util.Locale.class, LocaleCodec::new);
    add(java.util.Currency.class, () -> new NamedValueCodec(NamedValueCodec.Kind.CURRENCY));
    add(
        java.nio.charset.StandardCharsets.UTF_8,
        () -> new NamedValueCodec(NamedValueCodec.Kind.CHARSET));
    add(
        java.nio.charset.StandardCharsets.ISO_8859_1,
        () -> new NamedValueCodec(NamedValueCodec.Kind.CHARSET));
    add(
        java.nio.charset.StandardCharsets.US_ASCII,
        () -> new NamedValueCodec(NamedValueCodec.Kind.CHARSET));
    add(
        java.nio.charset.StandardCharsets.UTF_16,
        () -> new NamedValueCodec(NamedValueCodec.Kind.CHARSET));
    add(
        java.nio.charset.StandardCharsets.UTF_16BE,
        () -> new NamedValueCodec(NamedValueCodec.Kind.CHARSET));
    add(
        java.nio.charset.StandardCharsets.UTF_16LE,
        () -> new NamedValueCodec(NamedValueCodec.Kind.CHARSET));
    add(java.util.Optional.class, () -> new OptionalCodec(OptionalCodec.Kind.OBJECT));
    add(java.util.OptionalInt.class, () -> new OptionalCodec(OptionalCodec.Kind.INT));
    add(java.util.OptionalLong.class, () -> new OptionalCodec(OptionalCodec.Kind.LONG));
    add(java.util.OptionalDouble.class, () -> new OptionalCodec(OptionalCodec.Kind.DOUBLE));
    add(
        java.util.concurrent.atomic.AtomicBoolean.class,
        () -> new AtomicCodec(AtomicCodec.Kind.BOOLEAN));
    add(
        java.util.concurrent.atomic.AtomicInteger.class,
        () -> new AtomicCodec(AtomicCodec.Kind.INT));
    add(java.util.concurrent.atomic.AtomicLong.class, () -> new AtomicCodec(AtomicCodec.Kind.LONG));
    add(
        java.util.concurrent.atomic.AtomicReference.class,
        () -> new AtomicCodec(AtomicCodec.Kind.REFERENCE));
    add(
        java.util.concurrent.atomic.AtomicIntegerArray.class,
        () -> new AtomicCodec(AtomicCodec.Kind.INT_ARRAY));
    add(
        java.util.concurrent.atomic.AtomicLongArray.class,
        () -> new AtomicCodec(AtomicCodec.Kind.LONG_ARRAY));
    add(StringBuilder.class, () -> new MutableStringCodec(false));
    add(StringBuffer.class, () -> new MutableStringCodec(true));
    add(java.util.BitSet.class, BitSetCodec::new);
    // ids 127-: views, queues, sql, misc
    add(Class.class, ClassCodec::new);
    add(java.nio.ByteBuffer.allocate(1), () -> new ByteBufferCodec(false, false));
    add(java.nio.ByteBuffer.allocate(1).asReadOnlyBuffer(), () -> new ByteBufferCodec(false, true));
    add(java.nio.ByteBuffer.allocateDirect(1), () -> new ByteBufferCodec(true, false));
    add(
        java.nio.ByteBuffer.allocateDirect(1).asReadOnlyBuffer(),
        () -> new ByteBufferCodec(true, true));
    add(new ArrayList<>().subList(0, 0), copiedList(JdkViews::arrayListSubList));
    add(new LinkedList<>().subList(0, 0), copiedList(JdkViews::linkedSubList));
    add(Arrays.asList(1).subList(0, 0), copiedList(JdkViews::randomAccessSubList));
    add(List.of(1).subList(0, 0), copiedList(JdkViews::immutableSubList));
    add(new CopyOnWriteArrayList<>().subList(0, 0), copiedList(JdkViews::copyOnWriteSubList));
    add(Collections.nCopies(1, 1), NCopiesCodec::new);
    add(Collections.newSetFromMap(new HashMap<>()), SetFromMapCodec::new);
    add(ConcurrentHashMap.newKeySet(), KeySetViewCodec::new);
    add(
        java.util.concurrent.ArrayBlockingQueue.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.ARRAY));
    add(
        java.util.concurrent.LinkedBlockingQueue.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.LINKED));
    add(
        java.util.concurrent.LinkedBlockingDeque.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.LINKED_DEQUE));
    add(
        java.util.concurrent.PriorityBlockingQueue.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.PRIORITY));
    add(
        java.util.concurrent.DelayQueue.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.DELAY));
    add(
        java.util.concurrent.LinkedTransferQueue.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.TRANSFER));
    add(
        java.util.concurrent.SynchronousQueue.class,
        () -> new BlockingQueueCodec(BlockingQueueCodec.Kind.SYNCHRONOUS));
    // java.sql is optional: without the module these ids stay unused (null entries).
    add(JdkClasses.optional("java.sql.Date"), () -> new SqlTimeCodec(SqlTimeCodec.Kind.DATE));
    add(JdkClasses.optional("java.sql.Time"), () -> new SqlTimeCodec(SqlTimeCodec.Kind.TIME));
    add(
        JdkClasses.optional("java.sql.Timestamp"),
        () -> new SqlTimeCodec(SqlTimeCodec.Kind.TIMESTAMP));
    add(java.lang.invoke.SerializedLambda.class, LambdaCodec::new);
    add(java.lang.reflect.Proxy.class, ProxyCodec::new);
    // ids 152-: Throwables (ThrowableCodec; JDK classes without state of their own)
    add(StackTraceElement.class, StackTraceElementCodec::new);
    add(Throwable.class, () -> new ThrowableCodec(Throwable.class));
    add(Exception.class, () -> new ThrowableCodec(Exception.class));
    add(RuntimeException.class, () -> new ThrowableCodec(RuntimeException.class));
    add(Error.class, () -> new ThrowableCodec(Error.class));
    add(IllegalArgumentException.class, () -> new ThrowableCodec(IllegalArgumentException.class));
    add(IllegalStateException.class, () -> new ThrowableCodec(IllegalStateException.class));
    add(NullPointerException.class, () -> new ThrowableCodec(NullPointerException.class));
    add(
        UnsupportedOperationException.class,
        () -> new ThrowableCodec(UnsupportedOperationException.class));
    add(IndexOutOfBoundsException.class, () -> new ThrowableCodec(IndexOutOfBoundsException.class));
    add(
        ArrayIndexOutOfBoundsException.class,
        () -> new ThrowableCodec(ArrayIndexOutOfBoundsException.class));
    add(
        StringIndexOutOfBoundsException.class,
        () -> new ThrowableCodec(StringIndexOutOfBoundsException.class));
    add(ArithmeticException.class, () -> new ThrowableCodec(ArithmeticException.class));
    add(ClassCastException.class, () -> new ThrowableCodec(ClassCastException.class));
    add(NumberFormatException.class, () -> new ThrowableCodec(NumberFormatException.class));
    add(ArrayStoreException.class, () -> new ThrowableCodec(ArrayStoreException.class));
    add(
        NegativeArraySizeException.class,
        () -> new ThrowableCodec(NegativeArraySizeException.class));
    add(SecurityException.class, () -> new ThrowableCodec(SecurityException.class));
    add(InterruptedException.class, () -> new ThrowableCodec(InterruptedException.class));
    add(
        CloneNotSupportedException.class,
        () -> new ThrowableCodec(CloneNotSupportedException.class));
    add(
        ReflectiveOperationException.class,
        () -> new ThrowableCodec(ReflectiveOperationException.class));
    add(ClassNotFoundException.class, () -> new ThrowableCodec(ClassNotFoundException.class));
    add(NoSuchFieldException.class, () -> new ThrowableCodec(NoSuchFieldException.class));
    add(NoSuchMethodException.class, () -> new ThrowableCodec(NoSuchMethodException.class));
    add(InstantiationException.class, () -> new ThrowableCodec(InstantiationException.class));
    add(IllegalAccessException.class, () -> new ThrowableCodec(IllegalAccessException.class));
    add(
        IllegalMonitorStateException.class,
        () -> new ThrowableCodec(IllegalMonitorStateException.class));
    add(AssertionError.class, () -> new ThrowableCodec(AssertionError.class));
    add(StackOverflowError.class, () -> new ThrowableCodec(StackOverflowError.class));
    add(OutOfMemoryError.class, () -> new ThrowableCodec(OutOfMemoryError.class));
    add(LinkageError.class, () -> new ThrowableCodec(LinkageError.class));
    add(NoClassDefFoundError.class, () -> new ThrowableCodec(NoClassDefFoundError.class));
    add(
        ExceptionInInitializerError.class,
        () -> new ThrowableCodec(ExceptionInInitializerError.class));
    add(InternalError.class, () -> new ThrowableCodec(InternalError.class));
    add(
        java.util.ConcurrentModificationException.class,
        () -> new ThrowableCodec(java.util.ConcurrentModificationException.class));
    add(
        java.util.NoSuchElementException.class,
        () -> new ThrowableCodec(java.util.NoSuchElementException.class));
    add(
        java.util.InputMismatchException.class,
        () -> new ThrowableCodec(java.util.InputMismatchException.class));
    add(
        java.util.EmptyStackException.class,
        () -> new ThrowableCodec(java.util.EmptyStackException.class));
    add(
        java.util.concurrent.TimeoutException.class,
        () -> new ThrowableCodec(java.util.concurrent.TimeoutException.class));
    add(
        java.util.concurrent.ExecutionException.class,
        () -> new ThrowableCodec(java.util.concurrent.ExecutionException.class));
    add(
        java.util.concurrent.CancellationException.class,
        () -> new ThrowableCodec(java.util.concurrent.CancellationException.class));
    add(
        java.util.concurrent.CompletionException.class,
        () -> new ThrowableCodec(java.util.concurrent.CompletionException.class));
    add(java.io.IOException.class, () -> new ThrowableCodec(java.io.IOException.class));
    add(
        java.io.UncheckedIOException.class,
        () -> new ThrowableCodec(java.io.UncheckedIOException.class));
    add(
        java.io.FileNotFoundException.class,
        () -> new ThrowableCodec(java.io.FileNotFoundException.class));
    add(java.io.EOFException.class, () -> new ThrowableCodec(java.io.EOFException.class));
    add(
        java.time.DateTimeException.class,
        () -> new ThrowableCodec(java.time.DateTimeException.class));
    add(java.net.SocketException.class, () -> new ThrowableCodec(java.net.SocketException.class));
    add(java.net.ConnectException.class, () -> new ThrowableCodec(java.net.ConnectException.class));
    add(
        java.net.UnknownHostException.class,
        () -> new ThrowableCodec(java.net.UnknownHostException.class));
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

  /** The built-in classes in id order. */
  public static List<Class<?>> classes() {
    List<Class<?>> classes = new ArrayList<>(TABLE.size());
    for (Entry e : TABLE) {
      classes.add(e.type());
    }
    return classes;
  }

  /** Adapts a user's serializer factory to a link of the codec chain. */
  public static CodecFactory userLink(dev.skiff.Serializer.Factory factory) {
    return UserCodec.link(factory);
  }

  /** The built-in factory chain: exact built-ins, enums, arrays, records, containers, objects. */
  public static List<CodecFactory> factories() {
    Map<Class<?>, Supplier<Codec<?>>> exact = new HashMap<>();
    for (Entry e : TABLE) {
      exact.putIfAbsent(e.type(), e.codec());
    }
    return List.of(
        (type, registry) -> {
          Supplier<Codec<?>> s = exact.get(type);
          return s == null ? null : s.get();
        },
        (type, registry) -> type.isEnum() ? new EnumCodec(type) : null,
        (type, registry) -> type.isArray() ? new ObjectArrayCodec(type) : null,
        (type, registry) -> type.isRecord() ? new RecordCodec(type).compile(type, registry) : null,
        BuiltinCodecs::container,
        (type, registry) -> ThrowableCodec.forClass(type),
        (type, registry) -> SerialHooksCodec.forClass(type),
        BuiltinCodecs::object);
  }

  private static Codec<?> container(Class<?> type, TypeRegistry registry) {
    Class<?> jdk = CollectionCodec.firstJdkSuperclass(type);
    if (jdk == type || jdk == Object.class || jdk.getName().startsWith("java.util.Abstract")) {
      return null;
    }
    if (Collection.class.isAssignableFrom(jdk)) {
      return CollectionCodec.subclass(type);
    }
    if (Map.class.isAssignableFrom(jdk)) {
      return MapCodec.subclass(type);
    }
    return null;
  }

  private static Codec<?> object(Class<?> type, TypeRegistry registry) {
    if (type.isHidden() || type.isSynthetic()) {
      throw new SkiffException(
          type.getName() + " is a hidden or synthetic class (a lambda?); not supported yet");
    }
    if (Proxy.isProxyClass(type)) {
      throw new SkiffException(type.getName() + " is a dynamic proxy; not supported yet");
    }
    if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
      throw new SkiffException("cannot serialize abstract " + type.getName());
    }
    if (type.getName().startsWith("java.") || type.getName().startsWith("javax.")) {
      throw new SkiffException("Skiff has no built-in codec for the JDK class " + type.getName());
    }
    return new ObjectCodec(type).compile(type, registry);
  }
}
