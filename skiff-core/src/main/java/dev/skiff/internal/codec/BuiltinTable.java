package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.jdkser.LambdaCodec;
import dev.skiff.internal.jdkser.ProxyCodec;
import dev.skiff.internal.jdkser.StackTraceElementCodec;
import dev.skiff.internal.jdkser.ThrowableCodec;
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

/**
 * The table of built-in classes with their frozen wire ids, and how to create each one's codec.
 *
 * <h2>Ids are part of the format</h2>
 *
 * A built-in class's id is its position in the table. Entries are only ever appended; an id is
 * never reused or reordered, or bytes written earlier would read as another class. The most common
 * classes come first because ids below 61 fit in a one-byte tag. Classes of JDK internals (such as
 * {@code List.of}'s implementations) are found from sample instances, never by name; a class of an
 * optional module that is absent leaves its id unused.
 *
 * <h2>Why a switch</h2>
 *
 * The static initializer records only classes, and {@link #create(int)} builds a codec when the
 * registry first needs one. Codec factories written as lambdas in the initializer cost a JVM about
 * a hundred milliseconds of lambda linkage at first use of Skiff, for classes most programs never
 * serialize; inside the switch, a lambda is linked only when its case runs.
 */
final class BuiltinTable {
  private BuiltinTable() {}

  private static final List<Class<?>> CLASSES = new ArrayList<>();

  private static void add(Class<?> type) {
    CLASSES.add(type);
  }

  private static void add(Object sample) {
    CLASSES.add(sample.getClass());
  }

  static {
    // ids 0-20: the most common values
    add(String.class);
    add(Integer.class);
    add(Long.class);
    add(Double.class);
    add(Boolean.class);
    add(ArrayList.class);
    add(HashMap.class);
    add(Float.class);
    add(Short.class);
    add(Byte.class);
    add(Character.class);
    add(byte[].class);
    add(int[].class);
    add(long[].class);
    add(double[].class);
    add(float[].class);
    add(short[].class);
    add(char[].class);
    add(boolean[].class);
    add(Object[].class);
    add(String[].class);

    // ids 21-52: collections and maps
    add(LinkedHashMap.class);
    add(HashSet.class);
    add(LinkedHashSet.class);
    add(TreeMap.class);
    add(TreeSet.class);
    add(LinkedList.class);
    add(ArrayDeque.class);
    add(ConcurrentHashMap.class);
    add(List.of(1));
    add(List.of(1, 2, 3));
    add(Set.of(1));
    add(Set.of(1, 2, 3));
    add(Map.of(1, 1));
    add(Map.of(1, 1, 2, 2));
    add(Arrays.asList(1));
    add(Collections.emptyList());
    add(Collections.emptySet());
    add(Collections.emptyMap());
    add(Collections.singletonList(1));
    add(Collections.singleton(1));
    add(Collections.singletonMap(1, 1));
    add(Vector.class);
    add(Hashtable.class);
    add(Properties.class);
    add(ConcurrentSkipListMap.class);
    add(IdentityHashMap.class);
    add(PriorityQueue.class);
    add(CopyOnWriteArrayList.class);
    add(java.util.EnumSet.noneOf(Thread.State.class));
    add(jumboEnumSetClass());
    add(EnumMap.class);
    add(Object.class);

    // ids 53-72: wrappers
    add(Collections.unmodifiableCollection(new ArrayList<>()));
    add(Collections.unmodifiableList(new LinkedList<>()));
    add(Collections.unmodifiableList(new ArrayList<>()));
    add(Collections.unmodifiableSet(new HashSet<>()));
    add(Collections.unmodifiableSortedSet(new TreeSet<>()));
    add(Collections.unmodifiableNavigableSet(new TreeSet<>()));
    add(Collections.unmodifiableMap(new HashMap<>()));
    add(Collections.unmodifiableSortedMap(new TreeMap<>()));
    add(Collections.unmodifiableNavigableMap(new TreeMap<>()));
    add(Collections.synchronizedCollection(new ArrayList<>()));
    add(Collections.synchronizedList(new LinkedList<>()));
    add(Collections.synchronizedList(new ArrayList<>()));
    add(Collections.synchronizedSet(new HashSet<>()));
    add(Collections.synchronizedSortedSet(new TreeSet<>()));
    add(Collections.synchronizedNavigableSet(new TreeSet<>()));
    add(Collections.synchronizedMap(new HashMap<>()));
    add(Collections.synchronizedSortedMap(new TreeMap<>()));
    add(Collections.synchronizedNavigableMap(new TreeMap<>()));
    add(Collections.emptyNavigableSet());
    add(Collections.emptyNavigableMap());

    // ids 73-80: comparators and more concurrent collections
    add(Collections.reverseOrder());
    add(Collections.reverseOrder(Comparator.comparingInt(Object::hashCode)));
    add(Comparator.naturalOrder());
    add(String.CASE_INSENSITIVE_ORDER);
    add(ConcurrentSkipListSet.class);
    add(CopyOnWriteArraySet.class);
    add(ConcurrentLinkedQueue.class);
    add(ConcurrentLinkedDeque.class);

    // ids 81-126: JDK value types
    add(java.time.Instant.class);
    add(java.time.Duration.class);
    add(java.time.LocalDate.class);
    add(java.time.LocalTime.class);
    add(java.time.LocalDateTime.class);
    add(java.time.ZonedDateTime.class);
    add(java.time.OffsetDateTime.class);
    add(java.time.OffsetTime.class);
    add(java.time.ZoneId.of("Europe/Paris"));
    add(java.time.ZoneOffset.class);
    add(java.time.Period.class);
    add(java.time.Year.class);
    add(java.time.YearMonth.class);
    add(java.time.MonthDay.class);
    add(java.time.DayOfWeek.class);
    add(java.time.Month.class);
    add(java.util.Date.class);
    add(java.util.GregorianCalendar.class);
    add(java.util.TimeZone.getTimeZone("UTC"));
    add(java.math.BigInteger.class);
    add(java.math.BigDecimal.class);
    add(java.util.UUID.class);
    add(java.net.URI.class);
    add(java.net.URL.class);
    add(java.util.regex.Pattern.class);
    add(java.util.Locale.class);
    add(java.util.Currency.class);
    add(java.nio.charset.StandardCharsets.UTF_8);
    add(java.nio.charset.StandardCharsets.ISO_8859_1);
    add(java.nio.charset.StandardCharsets.US_ASCII);
    add(java.nio.charset.StandardCharsets.UTF_16);
    add(java.nio.charset.StandardCharsets.UTF_16BE);
    add(java.nio.charset.StandardCharsets.UTF_16LE);
    add(java.util.Optional.class);
    add(java.util.OptionalInt.class);
    add(java.util.OptionalLong.class);
    add(java.util.OptionalDouble.class);
    add(java.util.concurrent.atomic.AtomicBoolean.class);
    add(java.util.concurrent.atomic.AtomicInteger.class);
    add(java.util.concurrent.atomic.AtomicLong.class);
    add(java.util.concurrent.atomic.AtomicReference.class);
    add(java.util.concurrent.atomic.AtomicIntegerArray.class);
    add(java.util.concurrent.atomic.AtomicLongArray.class);
    add(StringBuilder.class);
    add(StringBuffer.class);
    add(java.util.BitSet.class);

    // ids 127-: views, queues, sql, misc
    add(Class.class);
    add(java.nio.ByteBuffer.allocate(1));
    add(java.nio.ByteBuffer.allocate(1).asReadOnlyBuffer());
    add(java.nio.ByteBuffer.allocateDirect(1));
    add(java.nio.ByteBuffer.allocateDirect(1).asReadOnlyBuffer());
    add(new ArrayList<>().subList(0, 0));
    add(new LinkedList<>().subList(0, 0));
    add(Arrays.asList(1).subList(0, 0));
    add(List.of(1).subList(0, 0));
    add(new CopyOnWriteArrayList<>().subList(0, 0));
    add(Collections.nCopies(1, 1));
    add(Collections.newSetFromMap(new HashMap<>()));
    add(ConcurrentHashMap.newKeySet());
    add(java.util.concurrent.ArrayBlockingQueue.class);
    add(java.util.concurrent.LinkedBlockingQueue.class);
    add(java.util.concurrent.LinkedBlockingDeque.class);
    add(java.util.concurrent.PriorityBlockingQueue.class);
    add(java.util.concurrent.DelayQueue.class);
    add(java.util.concurrent.LinkedTransferQueue.class);
    add(java.util.concurrent.SynchronousQueue.class);

    // java.sql is optional: without the module these ids stay unused (null entries).
    add(JdkClasses.optional("java.sql.Date"));
    add(JdkClasses.optional("java.sql.Time"));
    add(JdkClasses.optional("java.sql.Timestamp"));
    add(java.lang.invoke.SerializedLambda.class);
    add(java.lang.reflect.Proxy.class);

    // ids 152-: Throwables (ThrowableCodec; JDK classes without state of their own)
    add(StackTraceElement.class);
    add(Throwable.class);
    add(Exception.class);
    add(RuntimeException.class);
    add(Error.class);
    add(IllegalArgumentException.class);
    add(IllegalStateException.class);
    add(NullPointerException.class);
    add(UnsupportedOperationException.class);
    add(IndexOutOfBoundsException.class);
    add(ArrayIndexOutOfBoundsException.class);
    add(StringIndexOutOfBoundsException.class);
    add(ArithmeticException.class);
    add(ClassCastException.class);
    add(NumberFormatException.class);
    add(ArrayStoreException.class);
    add(NegativeArraySizeException.class);
    add(SecurityException.class);
    add(InterruptedException.class);
    add(CloneNotSupportedException.class);
    add(ReflectiveOperationException.class);
    add(ClassNotFoundException.class);
    add(NoSuchFieldException.class);
    add(NoSuchMethodException.class);
    add(InstantiationException.class);
    add(IllegalAccessException.class);
    add(IllegalMonitorStateException.class);
    add(AssertionError.class);
    add(StackOverflowError.class);
    add(OutOfMemoryError.class);
    add(LinkageError.class);
    add(NoClassDefFoundError.class);
    add(ExceptionInInitializerError.class);
    add(InternalError.class);
    add(java.util.ConcurrentModificationException.class);
    add(java.util.NoSuchElementException.class);
    add(java.util.InputMismatchException.class);
    add(java.util.EmptyStackException.class);
    add(java.util.concurrent.TimeoutException.class);
    add(java.util.concurrent.ExecutionException.class);
    add(java.util.concurrent.CancellationException.class);
    add(java.util.concurrent.CompletionException.class);
    add(java.io.IOException.class);
    add(java.io.UncheckedIOException.class);
    add(java.io.FileNotFoundException.class);
    add(java.io.EOFException.class);
    add(java.time.DateTimeException.class);
    add(java.net.SocketException.class);
    add(java.net.ConnectException.class);
    add(java.net.UnknownHostException.class);
  }

  /** The built-in classes in id order (null for an unused id). */
  static List<Class<?>> classes() {
    return CLASSES;
  }

  /** A new codec for the built-in class with id {@code id}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Codec<?> create(int id) {
    switch (id) {
      case 0:
        return new StringCodec();
      case 1:
        return new BoxedCodec(ValueKind.INT);
      case 2:
        return new BoxedCodec(ValueKind.LONG);
      case 3:
        return new BoxedCodec(ValueKind.DOUBLE);
      case 4:
        return new BoxedCodec(ValueKind.BOOLEAN);
      case 5:
        return CollectionCodec.mutable((n, c) -> new ArrayList<>(n), false);
      case 6:
        return MapCodec.mutable((n, c, a) -> new HashMap<>(MapCodec.capacity(n)), false);
      case 7:
        return new BoxedCodec(ValueKind.FLOAT);
      case 8:
        return new BoxedCodec(ValueKind.SHORT);
      case 9:
        return new BoxedCodec(ValueKind.BYTE);
      case 10:
        return new BoxedCodec(ValueKind.CHAR);
      case 11:
        return new PrimitiveArrayCodec(ValueKind.BYTE);
      case 12:
        return new PrimitiveArrayCodec(ValueKind.INT);
      case 13:
        return new PrimitiveArrayCodec(ValueKind.LONG);
      case 14:
        return new PrimitiveArrayCodec(ValueKind.DOUBLE);
      case 15:
        return new PrimitiveArrayCodec(ValueKind.FLOAT);
      case 16:
        return new PrimitiveArrayCodec(ValueKind.SHORT);
      case 17:
        return new PrimitiveArrayCodec(ValueKind.CHAR);
      case 18:
        return new PrimitiveArrayCodec(ValueKind.BOOLEAN);
      case 19:
        return new ObjectArrayCodec(Object[].class);
      case 20:
        return new ObjectArrayCodec(String[].class);
      case 21:
        return MapCodec.linkedHashMap();
      case 22:
        return CollectionCodec.mutable((n, c) -> new HashSet<>(MapCodec.capacity(n)), false);
      case 23:
        return CollectionCodec.mutable((n, c) -> new LinkedHashSet<>(MapCodec.capacity(n)), false);
      case 24:
        return MapCodec.mutable((n, c, a) -> new TreeMap<>(c), true);
      case 25:
        return CollectionCodec.mutable((n, c) -> new TreeSet<>(c), true);
      case 26:
        return CollectionCodec.mutable((n, c) -> new LinkedList<>(), false);
      case 27:
        return CollectionCodec.mutable((n, c) -> new ArrayDeque<>(Math.max(n, 1)), false);
      case 28:
        return MapCodec.concurrent(
            (n, c, a) -> new ConcurrentHashMap<>(MapCodec.capacity(n)), false);
      case 29:
        return CollectionCodec.copied(l -> List.of(l.toArray()), false);
      case 30:
        return CollectionCodec.copied(BuiltinTable::listN, false);
      case 31:
        return CollectionCodec.copied(l -> Set.of(l.toArray()), false);
      case 32:
        return CollectionCodec.copied(l -> Set.of(l.toArray()), false);
      case 33:
        return MapCodec.copied(Map::copyOf, false);
      case 34:
        return MapCodec.copied(Map::copyOf, false);
      case 35:
        return CollectionCodec.copied(l -> Arrays.asList(l.toArray()), false);
      case 36:
        return new ConstantCodec(Collections.emptyList());
      case 37:
        return new ConstantCodec(Collections.emptySet());
      case 38:
        return new ConstantCodec(Collections.emptyMap());
      case 39:
        return CollectionCodec.copied(l -> Collections.singletonList(only(l)), false);
      case 40:
        return CollectionCodec.copied(l -> Collections.singleton(only(l)), false);
      case 41:
        return MapCodec.copied(
            m -> {
              Map.Entry<Object, Object> e = only(m.entrySet());
              return Collections.singletonMap(e.getKey(), e.getValue());
            },
            false);
      case 42:
        return CollectionCodec.mutable((n, c) -> new Vector<>(Math.max(n, 1)), false);
      case 43:
        return MapCodec.mutable((n, c, a) -> new Hashtable<>(MapCodec.capacity(n)), false);
      case 44:
        return new PropertiesCodec();
      case 45:
        return MapCodec.concurrent((n, c, a) -> new ConcurrentSkipListMap<>(c), true);
      case 46:
        return MapCodec.mutable((n, c, a) -> new IdentityHashMap<>(n), false);
      case 47:
        return CollectionCodec.mutable((n, c) -> new PriorityQueue<>(Math.max(n, 1), c), true);
      case 48:
        return CollectionCodec.copied(CopyOnWriteArrayList::new, false);
      case 49:
        return new EnumSetCodec();
      case 50:
        return new EnumSetCodec();
      case 51:
        return new EnumMapCodec();
      case 52:
        return new PlainObjectCodec();
      case 53:
        return CollectionCodec.copied(Collections::unmodifiableCollection, false);
      case 54:
        return CollectionCodec.copied(
            l -> Collections.unmodifiableList(new LinkedList<>(l)), false);
      case 55:
        return CollectionCodec.copied(l -> Collections.unmodifiableList((List<Object>) l), false);
      case 56:
        return CollectionCodec.copied(
            l -> Collections.unmodifiableSet(new LinkedHashSet<>(l)), false);
      case 57:
        return CollectionCodec.copied(
            s -> Collections.unmodifiableSortedSet((SortedSet<Object>) s), true);
      case 58:
        return CollectionCodec.copied(
            s -> Collections.unmodifiableNavigableSet((NavigableSet<Object>) s), true);
      case 59:
        return MapCodec.copied(Collections::unmodifiableMap, false);
      case 60:
        return MapCodec.copied(
            m -> Collections.unmodifiableSortedMap((SortedMap<Object, Object>) m), true);
      case 61:
        return MapCodec.copied(
            m -> Collections.unmodifiableNavigableMap((NavigableMap<Object, Object>) m), true);
      case 62:
        return CollectionCodec.copied(Collections::synchronizedCollection, false);
      case 63:
        return CollectionCodec.copied(
            l -> Collections.synchronizedList(new LinkedList<>(l)), false);
      case 64:
        return CollectionCodec.copied(l -> Collections.synchronizedList((List<Object>) l), false);
      case 65:
        return CollectionCodec.copied(
            l -> Collections.synchronizedSet(new LinkedHashSet<>(l)), false);
      case 66:
        return CollectionCodec.copied(
            s -> Collections.synchronizedSortedSet((SortedSet<Object>) s), true);
      case 67:
        return CollectionCodec.copied(
            s -> Collections.synchronizedNavigableSet((NavigableSet<Object>) s), true);
      case 68:
        return MapCodec.copied(Collections::synchronizedMap, false);
      case 69:
        return MapCodec.copied(
            m -> Collections.synchronizedSortedMap((SortedMap<Object, Object>) m), true);
      case 70:
        return MapCodec.copied(
            m -> Collections.synchronizedNavigableMap((NavigableMap<Object, Object>) m), true);
      case 71:
        return new ConstantCodec(Collections.emptyNavigableSet());
      case 72:
        return new ConstantCodec(Collections.emptyNavigableMap());
      case 73:
        return new ConstantCodec(Collections.reverseOrder());
      case 74:
        return new ReverseComparatorCodec();
      case 75:
        return new ConstantCodec(Comparator.naturalOrder());
      case 76:
        return new ConstantCodec(String.CASE_INSENSITIVE_ORDER);
      case 77:
        return CollectionCodec.mutable((n, c) -> new ConcurrentSkipListSet<>(c), true);
      case 78:
        return CollectionCodec.copied(CopyOnWriteArraySet::new, false);
      case 79:
        return CollectionCodec.concurrent((n, c) -> new ConcurrentLinkedQueue<>(), false);
      case 80:
        return CollectionCodec.concurrent((n, c) -> new ConcurrentLinkedDeque<>(), false);
      case 81:
        return new JavaTimeCodec(JavaTimeCodec.Kind.INSTANT);
      case 82:
        return new JavaTimeCodec(JavaTimeCodec.Kind.DURATION);
      case 83:
        return new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_DATE);
      case 84:
        return new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_TIME);
      case 85:
        return new JavaTimeCodec(JavaTimeCodec.Kind.LOCAL_DATE_TIME);
      case 86:
        return new JavaTimeCodec(JavaTimeCodec.Kind.ZONED_DATE_TIME);
      case 87:
        return new JavaTimeCodec(JavaTimeCodec.Kind.OFFSET_DATE_TIME);
      case 88:
        return new JavaTimeCodec(JavaTimeCodec.Kind.OFFSET_TIME);
      case 89:
        return new JavaTimeCodec(JavaTimeCodec.Kind.ZONE_REGION);
      case 90:
        return new JavaTimeCodec(JavaTimeCodec.Kind.ZONE_OFFSET);
      case 91:
        return new JavaTimeCodec(JavaTimeCodec.Kind.PERIOD);
      case 92:
        return new JavaTimeCodec(JavaTimeCodec.Kind.YEAR);
      case 93:
        return new JavaTimeCodec(JavaTimeCodec.Kind.YEAR_MONTH);
      case 94:
        return new JavaTimeCodec(JavaTimeCodec.Kind.MONTH_DAY);
      case 95:
        return new EnumCodec(java.time.DayOfWeek.class);
      case 96:
        return new EnumCodec(java.time.Month.class);
      case 97:
        return new DateCodec();
      case 98:
        return new CalendarCodec();
      case 99:
        return new TimeZoneCodec();
      case 100:
        return new BigNumberCodec(false);
      case 101:
        return new BigNumberCodec(true);
      case 102:
        return new UuidCodec();
      case 103:
        return new NamedValueCodec(NamedValueCodec.Kind.URI);
      case 104:
        return new NamedValueCodec(NamedValueCodec.Kind.URL);
      case 105:
        return new PatternCodec();
      case 106:
        return new LocaleCodec();
      case 107:
        return new NamedValueCodec(NamedValueCodec.Kind.CURRENCY);
      case 108:
        return new NamedValueCodec(NamedValueCodec.Kind.CHARSET);
      case 109:
        return new NamedValueCodec(NamedValueCodec.Kind.CHARSET);
      case 110:
        return new NamedValueCodec(NamedValueCodec.Kind.CHARSET);
      case 111:
        return new NamedValueCodec(NamedValueCodec.Kind.CHARSET);
      case 112:
        return new NamedValueCodec(NamedValueCodec.Kind.CHARSET);
      case 113:
        return new NamedValueCodec(NamedValueCodec.Kind.CHARSET);
      case 114:
        return new OptionalCodec(OptionalCodec.Kind.OBJECT);
      case 115:
        return new OptionalCodec(OptionalCodec.Kind.INT);
      case 116:
        return new OptionalCodec(OptionalCodec.Kind.LONG);
      case 117:
        return new OptionalCodec(OptionalCodec.Kind.DOUBLE);
      case 118:
        return new AtomicCodec(AtomicCodec.Kind.BOOLEAN);
      case 119:
        return new AtomicCodec(AtomicCodec.Kind.INT);
      case 120:
        return new AtomicCodec(AtomicCodec.Kind.LONG);
      case 121:
        return new AtomicCodec(AtomicCodec.Kind.REFERENCE);
      case 122:
        return new AtomicCodec(AtomicCodec.Kind.INT_ARRAY);
      case 123:
        return new AtomicCodec(AtomicCodec.Kind.LONG_ARRAY);
      case 124:
        return new MutableStringCodec(false);
      case 125:
        return new MutableStringCodec(true);
      case 126:
        return new BitSetCodec();
      case 127:
        return new ClassCodec();
      case 128:
        return new ByteBufferCodec(false, false);
      case 129:
        return new ByteBufferCodec(false, true);
      case 130:
        return new ByteBufferCodec(true, false);
      case 131:
        return new ByteBufferCodec(true, true);
      case 132:
        return CollectionCodec.copied(JdkViews::arrayListSubList, false);
      case 133:
        return CollectionCodec.copied(JdkViews::linkedSubList, false);
      case 134:
        return CollectionCodec.copied(JdkViews::randomAccessSubList, false);
      case 135:
        return CollectionCodec.copied(JdkViews::immutableSubList, false);
      case 136:
        return CollectionCodec.copied(JdkViews::copyOnWriteSubList, false);
      case 137:
        return new NCopiesCodec();
      case 138:
        return new SetFromMapCodec();
      case 139:
        return new KeySetViewCodec();
      case 140:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.ARRAY);
      case 141:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.LINKED);
      case 142:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.LINKED_DEQUE);
      case 143:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.PRIORITY);
      case 144:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.DELAY);
      case 145:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.TRANSFER);
      case 146:
        return new BlockingQueueCodec(BlockingQueueCodec.Kind.SYNCHRONOUS);
      case 147:
        return new SqlTimeCodec(SqlTimeCodec.Kind.DATE);
      case 148:
        return new SqlTimeCodec(SqlTimeCodec.Kind.TIME);
      case 149:
        return new SqlTimeCodec(SqlTimeCodec.Kind.TIMESTAMP);
      case 150:
        return new LambdaCodec();
      case 151:
        return new ProxyCodec();
      case 152:
        return new StackTraceElementCodec();
      case 153:
        return new ThrowableCodec(Throwable.class);
      case 154:
        return new ThrowableCodec(Exception.class);
      case 155:
        return new ThrowableCodec(RuntimeException.class);
      case 156:
        return new ThrowableCodec(Error.class);
      case 157:
        return new ThrowableCodec(IllegalArgumentException.class);
      case 158:
        return new ThrowableCodec(IllegalStateException.class);
      case 159:
        return new ThrowableCodec(NullPointerException.class);
      case 160:
        return new ThrowableCodec(UnsupportedOperationException.class);
      case 161:
        return new ThrowableCodec(IndexOutOfBoundsException.class);
      case 162:
        return new ThrowableCodec(ArrayIndexOutOfBoundsException.class);
      case 163:
        return new ThrowableCodec(StringIndexOutOfBoundsException.class);
      case 164:
        return new ThrowableCodec(ArithmeticException.class);
      case 165:
        return new ThrowableCodec(ClassCastException.class);
      case 166:
        return new ThrowableCodec(NumberFormatException.class);
      case 167:
        return new ThrowableCodec(ArrayStoreException.class);
      case 168:
        return new ThrowableCodec(NegativeArraySizeException.class);
      case 169:
        return new ThrowableCodec(SecurityException.class);
      case 170:
        return new ThrowableCodec(InterruptedException.class);
      case 171:
        return new ThrowableCodec(CloneNotSupportedException.class);
      case 172:
        return new ThrowableCodec(ReflectiveOperationException.class);
      case 173:
        return new ThrowableCodec(ClassNotFoundException.class);
      case 174:
        return new ThrowableCodec(NoSuchFieldException.class);
      case 175:
        return new ThrowableCodec(NoSuchMethodException.class);
      case 176:
        return new ThrowableCodec(InstantiationException.class);
      case 177:
        return new ThrowableCodec(IllegalAccessException.class);
      case 178:
        return new ThrowableCodec(IllegalMonitorStateException.class);
      case 179:
        return new ThrowableCodec(AssertionError.class);
      case 180:
        return new ThrowableCodec(StackOverflowError.class);
      case 181:
        return new ThrowableCodec(OutOfMemoryError.class);
      case 182:
        return new ThrowableCodec(LinkageError.class);
      case 183:
        return new ThrowableCodec(NoClassDefFoundError.class);
      case 184:
        return new ThrowableCodec(ExceptionInInitializerError.class);
      case 185:
        return new ThrowableCodec(InternalError.class);
      case 186:
        return new ThrowableCodec(java.util.ConcurrentModificationException.class);
      case 187:
        return new ThrowableCodec(java.util.NoSuchElementException.class);
      case 188:
        return new ThrowableCodec(java.util.InputMismatchException.class);
      case 189:
        return new ThrowableCodec(java.util.EmptyStackException.class);
      case 190:
        return new ThrowableCodec(java.util.concurrent.TimeoutException.class);
      case 191:
        return new ThrowableCodec(java.util.concurrent.ExecutionException.class);
      case 192:
        return new ThrowableCodec(java.util.concurrent.CancellationException.class);
      case 193:
        return new ThrowableCodec(java.util.concurrent.CompletionException.class);
      case 194:
        return new ThrowableCodec(java.io.IOException.class);
      case 195:
        return new ThrowableCodec(java.io.UncheckedIOException.class);
      case 196:
        return new ThrowableCodec(java.io.FileNotFoundException.class);
      case 197:
        return new ThrowableCodec(java.io.EOFException.class);
      case 198:
        return new ThrowableCodec(java.time.DateTimeException.class);
      case 199:
        return new ThrowableCodec(java.net.SocketException.class);
      case 200:
        return new ThrowableCodec(java.net.ConnectException.class);
      case 201:
        return new ThrowableCodec(java.net.UnknownHostException.class);
      default:
        throw new IllegalArgumentException("no built-in class with id " + id);
    }
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
