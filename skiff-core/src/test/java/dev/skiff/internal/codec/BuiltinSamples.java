package dev.skiff.internal.codec;

import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Currency;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.PriorityQueue;
import java.util.Properties;
import java.util.Set;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * One sample value for every built-in id, made fresh on each call: the corpus of {@code
 * BuiltinGoldenTest}. Each value's class is the class of its id (the test checks it), and each is
 * chosen so that its bytes do not depend on the JVM run (no hash-ordered collection of several
 * elements whose order could change, no identity hash codes).
 */
final class BuiltinSamples {
  private BuiltinSamples() {}

  /** The handler of the proxy sample: serializable, compared by its label. */
  record Handler(String label) implements InvocationHandler, Serializable {
    @Override
    public Object invoke(Object proxy, Method method, Object[] args) {
      return label;
    }
  }

  /** A sample value for built-in id {@code id}, or null when the id has no class here. */
  @SuppressWarnings("unchecked")
  static Object sample(int id) {
    Supplier<Object> s = SAMPLES.get(id);
    if (s != null) {
      return s.get();
    }
    if (id >= BuiltinTable.THROWABLES_FIRST && id < BuiltinTable.throwablesEnd()) {
      return throwable((Class<? extends Throwable>) BuiltinTable.type(id));
    }
    return null;
  }

  private static final Map<Integer, Supplier<Object>> SAMPLES = new HashMap<>();

  private static void put(int id, Supplier<Object> value) {
    SAMPLES.put(id, value);
  }

  private static List<Object> listOf(Object... items) {
    return new ArrayList<>(Arrays.asList(items));
  }

  private static <K, V> Map<K, V> fill(Map<K, V> map, K k, V v) {
    map.put(k, v);
    return map;
  }

  private static final LocalDateTime LDT = LocalDateTime.of(2026, 11, 24, 13, 45, 30, 123_000_000);

  static {
    put(0, () -> "Skiff, Köln");
    put(1, () -> -7);
    put(2, () -> 1L << 40);
    put(3, () -> 2.5);
    put(4, () -> true);
    put(5, () -> listOf(1, "a", null));
    put(6, () -> fill(new HashMap<>(), "k", 1));
    put(7, () -> 1.5f);
    put(8, () -> (short) -3);
    put(9, () -> (byte) 7);
    put(10, () -> 'λ');
    put(11, () -> new byte[] {1, 2, 3});
    put(12, () -> new int[] {1, -1});
    put(13, () -> new long[] {5, Long.MIN_VALUE});
    put(14, () -> new double[] {0.5});
    put(15, () -> new float[] {2f});
    put(16, () -> new short[] {3});
    put(17, () -> new char[] {'a', 'Ω'});
    put(18, () -> new boolean[] {true, false});
    put(19, () -> new Object[] {"x", 1});
    put(20, () -> new String[] {"a", null});
    put(21, () -> fill(fill(new LinkedHashMap<>(), "b", 2), "a", 1));
    put(22, () -> new HashSet<>(List.of("x")));
    put(23, () -> new LinkedHashSet<>(List.of("y", "x")));
    put(24, () -> new TreeMap<>(Map.of("a", 1, "b", 2)));
    put(25, () -> new TreeSet<>(List.of("a", "b")));
    put(26, () -> new LinkedList<>(List.of(1, 2)));
    put(27, () -> new ArrayDeque<>(List.of(1, 2)));
    put(28, () -> new ConcurrentHashMap<>(Map.of("k", "v")));
    put(29, () -> List.of(1));
    put(30, () -> List.of(1, 2, 3));
    put(31, () -> Set.of(1));
    put(32, Set::of);
    put(33, () -> Map.of(1, 1));
    put(34, Map::of);
    put(35, () -> Arrays.asList(1, 2));
    put(36, Collections::emptyList);
    put(37, Collections::emptySet);
    put(38, Collections::emptyMap);
    put(39, () -> Collections.singletonList(1));
    put(40, () -> Collections.singleton(1));
    put(41, () -> Collections.singletonMap(1, "a"));
    put(42, () -> new Vector<>(List.of(1)));
    put(43, () -> new Hashtable<>(Map.of("k", 1)));
    put(
        44,
        () -> {
          Properties p = new Properties();
          p.setProperty("k", "v");
          return p;
        });
    put(45, () -> new ConcurrentSkipListMap<>(Map.of("a", 1)));
    put(46, () -> fill(new IdentityHashMap<>(), "k", 1));
    put(47, () -> new PriorityQueue<>(List.of(3, 1, 2)));
    put(48, () -> new CopyOnWriteArrayList<>(List.of(1)));
    put(49, () -> EnumSet.of(java.util.concurrent.TimeUnit.SECONDS));
    put(50, () -> EnumSet.of(Character.UnicodeScript.LATIN));
    put(51, () -> new EnumMap<>(Map.of(java.util.concurrent.TimeUnit.SECONDS, 1)));
    put(52, Object::new);
    put(53, () -> Collections.unmodifiableCollection(listOf(1)));
    put(54, () -> Collections.unmodifiableList(new LinkedList<>(List.of(1))));
    put(55, () -> Collections.unmodifiableList(listOf(1)));
    put(56, () -> Collections.unmodifiableSet(new HashSet<>(List.of(1))));
    put(57, () -> Collections.unmodifiableSortedSet(new TreeSet<>(List.of(1))));
    put(58, () -> Collections.unmodifiableNavigableSet(new TreeSet<>(List.of(1))));
    put(59, () -> Collections.unmodifiableMap(new HashMap<>(Map.of(1, 1))));
    put(60, () -> Collections.unmodifiableSortedMap(new TreeMap<>(Map.of(1, 1))));
    put(61, () -> Collections.unmodifiableNavigableMap(new TreeMap<>(Map.of(1, 1))));
    put(62, () -> Collections.synchronizedCollection(listOf(1)));
    put(63, () -> Collections.synchronizedList(new LinkedList<>(List.of(1))));
    put(64, () -> Collections.synchronizedList(listOf(1)));
    put(65, () -> Collections.synchronizedSet(new HashSet<>(List.of(1))));
    put(66, () -> Collections.synchronizedSortedSet(new TreeSet<>(List.of(1))));
    put(67, () -> Collections.synchronizedNavigableSet(new TreeSet<>(List.of(1))));
    put(68, () -> Collections.synchronizedMap(new HashMap<>(Map.of(1, 1))));
    put(69, () -> Collections.synchronizedSortedMap(new TreeMap<>(Map.of(1, 1))));
    put(70, () -> Collections.synchronizedNavigableMap(new TreeMap<>(Map.of(1, 1))));
    put(71, Collections::emptyNavigableSet);
    put(72, Collections::emptyNavigableMap);
    put(73, Collections::reverseOrder);
    put(74, () -> Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
    put(75, java.util.Comparator::naturalOrder);
    put(76, () -> String.CASE_INSENSITIVE_ORDER);
    put(77, () -> new ConcurrentSkipListSet<>(List.of("a")));
    put(78, () -> new CopyOnWriteArraySet<>(List.of("a")));
    put(79, () -> new ConcurrentLinkedQueue<>(List.of(1)));
    put(80, () -> new ConcurrentLinkedDeque<>(List.of(1)));
    put(81, () -> Instant.ofEpochSecond(1_700_000_000L, 5));
    put(82, () -> Duration.ofSeconds(90, 1));
    put(83, () -> LocalDate.of(2026, 11, 24));
    put(84, () -> LocalTime.of(13, 45, 30, 123));
    put(85, () -> LDT);
    put(86, () -> ZonedDateTime.of(LDT, ZoneId.of("Europe/Paris")));
    put(87, () -> OffsetDateTime.of(LDT, ZoneOffset.ofHours(2)));
    put(88, () -> OffsetTime.of(LocalTime.of(8, 0), ZoneOffset.ofHoursMinutes(5, 30)));
    put(89, () -> ZoneId.of("Europe/Paris"));
    put(90, () -> ZoneOffset.ofHoursMinutes(-3, -30));
    put(91, () -> Period.of(1, 2, 3));
    put(92, () -> Year.of(2026));
    put(93, () -> YearMonth.of(2026, 11));
    put(94, () -> MonthDay.of(2, 29));
    put(95, () -> java.time.DayOfWeek.FRIDAY);
    put(96, () -> java.time.Month.NOVEMBER);
    put(97, () -> new java.util.Date(1_700_000_000_000L));
    put(
        98,
        () -> {
          GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.ROOT);
          c.setTimeInMillis(1_700_000_000_000L);
          return c;
        });
    put(99, () -> TimeZone.getTimeZone("UTC"));
    put(100, () -> new BigInteger("-123456789012345678901234567890"));
    put(101, () -> new BigDecimal("12345.678900"));
    put(102, () -> new java.util.UUID(0x0123456789abcdefL, 0xfedcba9876543210L));
    put(103, () -> URI.create("https://example.org/a?b=c#d"));
    put(
        104,
        () -> {
          try {
            return URI.create("https://example.org/path").toURL();
          } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
          }
        });
    put(105, () -> Pattern.compile("a+b", Pattern.CASE_INSENSITIVE));
    put(106, () -> Locale.forLanguageTag("pt-BR"));
    put(107, () -> Currency.getInstance("EUR"));
    put(108, () -> StandardCharsets.UTF_8);
    put(109, () -> StandardCharsets.ISO_8859_1);
    put(110, () -> StandardCharsets.US_ASCII);
    put(111, () -> StandardCharsets.UTF_16);
    put(112, () -> StandardCharsets.UTF_16BE);
    put(113, () -> StandardCharsets.UTF_16LE);
    put(114, () -> Optional.of("x"));
    put(115, () -> OptionalInt.of(3));
    put(116, () -> OptionalLong.of(4L));
    put(117, () -> OptionalDouble.of(0.25));
    put(118, () -> new AtomicBoolean(true));
    put(119, () -> new AtomicInteger(5));
    put(120, () -> new AtomicLong(6L));
    put(121, () -> new AtomicReference<>("r"));
    put(122, () -> new AtomicIntegerArray(new int[] {1, 2}));
    put(123, () -> new AtomicLongArray(new long[] {3}));
    put(124, () -> new StringBuilder("sb"));
    put(125, () -> new StringBuffer("sbuf"));
    put(
        126,
        () -> {
          BitSet b = new BitSet();
          b.set(1);
          b.set(65);
          return b;
        });
    put(127, () -> String.class);
    put(128, () -> ByteBuffer.wrap(new byte[] {1, 2, 3}));
    put(129, () -> ByteBuffer.wrap(new byte[] {4, 5}).asReadOnlyBuffer());
    put(130, () -> ByteBuffer.allocateDirect(2).put((byte) 6).put((byte) 7).flip());
    put(131, () -> ByteBuffer.allocateDirect(1).put((byte) 8).flip().asReadOnlyBuffer());
    put(132, () -> listOf(1, 2, 3).subList(0, 2));
    put(133, () -> new LinkedList<>(List.of(1, 2, 3)).subList(0, 2));
    put(134, () -> Arrays.asList(1, 2, 3).subList(0, 2));
    put(135, () -> List.of(1, 2, 3).subList(0, 2));
    put(136, () -> new CopyOnWriteArrayList<>(List.of(1, 2, 3)).subList(0, 2));
    put(137, () -> Collections.nCopies(3, "x"));
    put(
        138,
        () -> {
          Set<String> s = Collections.newSetFromMap(new HashMap<>());
          s.add("a");
          return s;
        });
    put(
        139,
        () -> {
          Set<String> s = ConcurrentHashMap.newKeySet();
          s.add("a");
          return s;
        });
    put(140, () -> new ArrayBlockingQueue<>(4, false, List.of(1, 2)));
    put(141, () -> new LinkedBlockingQueue<>(List.of(1, 2)));
    put(142, () -> new LinkedBlockingDeque<>(List.of(1, 2)));
    put(143, () -> new PriorityBlockingQueue<>(List.of(2, 1)));
    put(144, DelayQueue::new);
    put(145, () -> new LinkedTransferQueue<>(List.of(1)));
    put(146, SynchronousQueue::new);
    put(147, () -> new java.sql.Date(1_700_000_000_000L));
    put(148, () -> new java.sql.Time(45_000_000L));
    put(
        149,
        () -> {
          java.sql.Timestamp t = new java.sql.Timestamp(1_700_000_000_000L);
          t.setNanos(123_456_789);
          return t;
        });
    put(150, () -> (Function<Integer, Integer> & Serializable) x -> x + 1);
    put(
        151,
        () ->
            Proxy.newProxyInstance(
                BuiltinSamples.class.getClassLoader(),
                new Class<?>[] {Supplier.class},
                new Handler("proxied")));
    put(152, () -> new StackTraceElement("app.Main", "run", "Main.java", 42));
    put(202, () -> new java.util.AbstractMap.SimpleEntry<>("k", 1));
    put(203, () -> new java.util.AbstractMap.SimpleImmutableEntry<>("k", List.of(2)));
    put(204, () -> Map.entry(3L, "v"));
  }

  /** A JDK throwable of {@code type} with a fixed message and stack trace. */
  static Throwable throwable(Class<? extends Throwable> type) {
    Throwable t;
    try {
      t = newThrowable(type);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot create a " + type.getName(), e);
    }
    StackTraceElement[] fixed = {
      new StackTraceElement("app.Main", "fail", "Main.java", 7),
      new StackTraceElement("app.Main", "main", "Main.java", 3)
    };
    t.setStackTrace(fixed);
    if (t.getCause() != null) {
      t.getCause().setStackTrace(fixed);
    }
    return t;
  }

  private static Throwable newThrowable(Class<? extends Throwable> type)
      throws ReflectiveOperationException {
    for (Constructor<?> c : type.getConstructors()) {
      Class<?>[] p = c.getParameterTypes();
      if (p.length == 1 && p[0] == String.class) {
        return (Throwable) c.newInstance("boom " + type.getSimpleName());
      }
    }
    for (Constructor<?> c : type.getConstructors()) {
      Class<?>[] p = c.getParameterTypes();
      if (p.length == 2 && p[0] == String.class && p[1] == Throwable.class) {
        return (Throwable) c.newInstance("boom " + type.getSimpleName(), null);
      }
    }
    for (Constructor<?> c : type.getConstructors()) {
      Class<?>[] p = c.getParameterTypes();
      if (p.length == 2 && p[0] == String.class && p[1] == java.io.IOException.class) {
        return (Throwable) c.newInstance("boom", new java.io.IOException("cause"));
      }
    }
    return type.getConstructor().newInstance();
  }
}
