package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.RoundTripConfig;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.PriorityBlockingQueue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * User subclasses of JDK collections and maps keep the state their JDK superclass holds: the
 * comparator of sorted sets and maps and of priority queues (given to a constructor, not set by a
 * no-arg one), and a {@code LinkedHashMap}'s access order, in every configuration. Before this was
 * fixed, they came back with a null comparator and natural order, without any error.
 */
class SubclassStateTest {
  /** Orders strings by length, then naturally. */
  public static final class ByLength implements Comparator<String>, Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public int compare(String a, String b) {
      int c = Integer.compare(a.length(), b.length());
      return c != 0 ? c : a.compareTo(b);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof ByLength;
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  /** A sorted set subclass with a field of its own; its comparator comes from the caller. */
  public static final class NamedSet extends TreeSet<String> {
    private static final long serialVersionUID = 1L;
    String name;

    public NamedSet(Comparator<String> order, String name) {
      super(order);
      this.name = name;
    }
  }

  /** A skip-list set subclass. */
  public static final class SkipSet extends ConcurrentSkipListSet<String> {
    private static final long serialVersionUID = 1L;

    public SkipSet(Comparator<String> order) {
      super(order);
    }
  }

  /** A priority queue subclass. */
  public static final class Tasks extends PriorityQueue<String> {
    private static final long serialVersionUID = 1L;

    public Tasks(Comparator<String> order) {
      super(order);
    }
  }

  /** A blocking priority queue subclass. */
  public static final class BlockingTasks extends PriorityBlockingQueue<String> {
    private static final long serialVersionUID = 1L;

    public BlockingTasks(Comparator<String> order) {
      super(4, order);
    }
  }

  /** A sorted map subclass with a field of its own. */
  public static final class Index extends TreeMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    int version;

    public Index(Comparator<String> order, int version) {
      super(order);
      this.version = version;
    }
  }

  /** A skip-list map subclass. */
  public static final class SkipIndex extends ConcurrentSkipListMap<String, Integer> {
    private static final long serialVersionUID = 1L;

    public SkipIndex(Comparator<String> order) {
      super(order);
    }
  }

  /** An LRU cache: a LinkedHashMap in access order that drops its eldest entry past a bound. */
  public static final class Lru extends LinkedHashMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    int max;

    public Lru(int max) {
      super(16, 0.75f, true);
      this.max = max;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
      return size() > max;
    }
  }

  /** A user subclass of BigDecimal with a field of its own and no no-arg constructor. */
  public static final class Money extends java.math.BigDecimal {
    private static final long serialVersionUID = 1L;
    final String currency;

    public Money(String amount, String currency) {
      super(amount);
      this.currency = currency;
    }
  }

  /** A user subclass of BigInteger. */
  public static final class Serial extends java.math.BigInteger {
    private static final long serialVersionUID = 1L;
    final String prefix;

    public Serial(String digits, String prefix) {
      super(digits);
      this.prefix = prefix;
    }
  }

  private static final Class<?>[] EXTRA = {
    Money.class,
    Serial.class,
    ByLength.class,
    NamedSet.class,
    SkipSet.class,
    Tasks.class,
    BlockingTasks.class,
    Index.class,
    SkipIndex.class,
    Lru.class
  };

  private static final List<String> WORDS = List.of("ccc", "a", "bb", "dddd", "e");

  private static <C extends Collection<String>> C fill(C c) {
    c.addAll(WORDS);
    return c;
  }

  private static List<String> drain(PriorityQueue<String> q) {
    List<String> out = new ArrayList<>();
    while (!q.isEmpty()) {
      out.add(q.poll());
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sortedSetSubclass_keepsComparatorAndFields(RoundTripConfig config) {
    NamedSet set = fill(new NamedSet(new ByLength(), "words"));
    NamedSet back = (NamedSet) config.roundTrip(set, EXTRA);
    assertThat(back.comparator()).isInstanceOf(ByLength.class);
    assertThat(new ArrayList<>(back)).containsExactly("a", "e", "bb", "ccc", "dddd");
    assertThat(back.name).isEqualTo("words");
    back.add("zz");
    assertThat(back.first()).as("the comparator still orders new elements").isEqualTo("a");
    assertThat(back.headSet("bb")).containsExactly("a", "e");
    assertThat(back.tailSet("bb")).containsExactly("bb", "zz", "ccc", "dddd");

    SkipSet skip = (SkipSet) config.roundTrip(fill(new SkipSet(new ByLength())), EXTRA);
    assertThat(skip.comparator()).isInstanceOf(ByLength.class);
    assertThat(new ArrayList<>(skip)).containsExactly("a", "e", "bb", "ccc", "dddd");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_priorityQueueSubclass_keepsComparator(RoundTripConfig config) {
    Tasks tasks = (Tasks) config.roundTrip(fill(new Tasks(new ByLength().reversed())), EXTRA);
    assertThat(tasks.comparator()).isNotNull();
    assertThat(drain(tasks)).containsExactly("dddd", "ccc", "bb", "e", "a");

    BlockingTasks blocking =
        (BlockingTasks) config.roundTrip(fill(new BlockingTasks(new ByLength())), EXTRA);
    assertThat(blocking.comparator()).isInstanceOf(ByLength.class);
    List<String> order = new ArrayList<>();
    blocking.drainTo(order);
    assertThat(order).containsExactly("a", "e", "bb", "ccc", "dddd");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sortedMapSubclass_keepsComparatorAndFields(RoundTripConfig config) {
    Index index = new Index(new ByLength(), 7);
    WORDS.forEach(w -> index.put(w, w.length()));
    Index back = (Index) config.roundTrip(index, EXTRA);
    assertThat(back.comparator()).isInstanceOf(ByLength.class);
    assertThat(new ArrayList<>(back.keySet())).containsExactly("a", "e", "bb", "ccc", "dddd");
    assertThat(back.version).isEqualTo(7);
    assertThat(back).isEqualTo(index);

    SkipIndex skip = new SkipIndex(new ByLength());
    WORDS.forEach(w -> skip.put(w, w.length()));
    SortedMap<String, Integer> skipBack = (SkipIndex) config.roundTrip(skip, EXTRA);
    assertThat(skipBack.comparator()).isInstanceOf(ByLength.class);
    assertThat(new ArrayList<>(skipBack.keySet())).containsExactly("a", "e", "bb", "ccc", "dddd");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_linkedHashMapSubclass_keepsAccessOrder(RoundTripConfig config) {
    Lru lru = new Lru(3);
    lru.put("a", 1);
    lru.put("b", 2);
    lru.put("c", 3);
    lru.get("a"); // a becomes the most recently used
    Lru back = (Lru) config.roundTrip(lru, EXTRA);
    assertThat(new ArrayList<>(back.keySet())).containsExactly("b", "c", "a");
    assertThat(back.max).isEqualTo(3);
    back.get("b");
    back.put("d", 4); // evicts the least recently used, c, only in access order
    assertThat(new ArrayList<>(back.keySet())).containsExactly("a", "b", "d");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sortedSetSubclassWithoutComparator_staysNatural(RoundTripConfig config) {
    NamedSet natural = fill(new NamedSet(null, "natural"));
    SortedSet<String> back = (NamedSet) config.roundTrip(natural, EXTRA);
    assertThat(back.comparator()).isNull();
    assertThat(new ArrayList<>(back)).containsExactly("a", "bb", "ccc", "dddd", "e");
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_bigNumberSubclasses_keepValueScaleAndFields(RoundTripConfig config) {
    Money money = new Money("-1234.5600", "EUR");
    Money back = (Money) config.roundTrip(money, EXTRA);
    assertThat(back.unscaledValue()).isEqualTo(money.unscaledValue());
    assertThat(back.scale()).isEqualTo(4);
    assertThat(back.currency).isEqualTo("EUR");
    assertThat(back.add(java.math.BigDecimal.ONE)).isEqualByComparingTo("-1233.56");

    Serial serial = new Serial("123456789012345678901234567890", "SN");
    Serial serialBack = (Serial) config.roundTrip(serial, EXTRA);
    assertThat(serialBack).isEqualTo(serial);
    assertThat(serialBack.prefix).isEqualTo("SN");
  }
}
