package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.LimitExceededException;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.model.ByLengthComparator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Set;
import java.util.Spliterator;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** List views, {@code nCopies}, {@code newSetFromMap} and {@code ConcurrentHashMap} key sets. */
class JdkViewsTest {
  static List<List<Object>> subLists() {
    List<Object> base = Arrays.asList("a", 1, null, "d", 5L);
    return List.of(
        new ArrayList<>(base).subList(1, 4),
        new ArrayList<>(base).subList(0, 0),
        new ArrayList<>(base).subList(1, 4).subList(1, 2),
        new LinkedList<>(base).subList(0, 5),
        Arrays.asList(base.toArray()).subList(2, 5),
        List.<Object>of("p", "q", "r").subList(1, 3),
        Arrays.stream(base.toArray()).toList().subList(1, 3),
        new CopyOnWriteArrayList<>(base).subList(0, 3));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_subLists_equalWithSameClass(RoundTripConfig config) {
    for (List<Object> l : subLists()) {
      Trips.checkEquals(config, l);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_subList_staysMutableLikeTheOriginal(RoundTripConfig config) {
    Trips.check(
        config,
        new ArrayList<>(List.of(1, 2, 3)).subList(1, 3),
        r -> {
          @SuppressWarnings("unchecked")
          List<Object> l = (List<Object>) r;
          l.add(4);
          l.set(0, 9);
          assertThat(l).isEqualTo(List.of(9, 3, 4));
        });
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_nCopies_equalWithSameClass(RoundTripConfig config) {
    Trips.checkEquals(config, Collections.nCopies(3, "x"));
    Trips.checkEquals(config, Collections.nCopies(0, "x"));
    Trips.checkEquals(config, Collections.nCopies(2, null));
    Trips.check(
        config,
        Collections.nCopies(1_000_000, List.of(1)),
        r -> {
          assertThat(((List<?>) r).size()).isEqualTo(1_000_000);
          assertThat(((List<?>) r).get(999_999)).isEqualTo(List.of(1));
        });
  }

  @org.junit.jupiter.api.Test
  void deserialize_nCopiesAboveMaxLength_failsWithLimit() {
    byte[] bytes = Skiff.builder().build().serialize(Collections.nCopies(100, 1));
    Skiff strict = Skiff.builder().maxLength(10).build();
    assertThatThrownBy(() -> strict.deserialize(bytes)).isInstanceOf(LimitExceededException.class);
  }

  private static int characteristics(Set<?> s) {
    return s.spliterator().characteristics()
        & (Spliterator.CONCURRENT | Spliterator.SORTED | Spliterator.ORDERED | Spliterator.SIZED);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_setFromMap_keepsClassElementsAndBackingKind(RoundTripConfig config) {
    List<Set<Object>> sets = new ArrayList<>();
    sets.add(Collections.newSetFromMap(new HashMap<>()));
    sets.add(Collections.newSetFromMap(new LinkedHashMap<>()));
    sets.add(Collections.newSetFromMap(new ConcurrentHashMap<>()));
    sets.add(Collections.newSetFromMap(new TreeMap<>()));
    sets.add(Collections.newSetFromMap(new ConcurrentSkipListMap<>()));
    for (Set<Object> s : sets) {
      s.addAll(List.of("kiwi", "fig", "banana"));
    }
    // Nothing but the set holds a weak set's keys once read back, so a collection may empty it
    // before it is checked; small Integers come from Integer.valueOf's cache and stay reachable.
    Set<Object> weak = Collections.newSetFromMap(new WeakHashMap<>());
    weak.addAll(List.of(3, 1, 2));
    sets.add(weak);
    for (Set<Object> s : sets) {
      Trips.check(
          config,
          s,
          r -> {
            assertThat(r.getClass()).isSameAs(s.getClass());
            assertThat(r).isEqualTo(s);
            if (s.spliterator().hasCharacteristics(Spliterator.ORDERED)) {
              // A hash table's order depends on its capacity, which is private and read back as
              // the smallest that holds the elements (docs/compatibility.md); ordered kinds keep
              // it.
              assertThat(new ArrayList<>((Collection<?>) r))
                  .as("iteration order")
                  .isEqualTo(new ArrayList<>(s));
            }
            assertThat(characteristics((Set<?>) r)).isEqualTo(characteristics(s));
          });
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_setFromSortedMapWithComparator_keepsOrdering(RoundTripConfig config) {
    @SuppressWarnings({"unchecked", "rawtypes"})
    Set<Object> s = Collections.newSetFromMap(new TreeMap(new ByLengthComparator(true)));
    s.addAll(List.of("a", "ccc", "bb"));
    Trips.check(
        config,
        s,
        r -> {
          @SuppressWarnings("unchecked")
          Set<Object> back = (Set<Object>) r;
          back.add("dddd");
          assertThat(new ArrayList<>(back)).isEqualTo(List.of("dddd", "ccc", "bb", "a"));
        });
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_identitySetFromMap_keepsIdentitySemantics(RoundTripConfig config) {
    Set<Object> s = Collections.newSetFromMap(new IdentityHashMap<>());
    s.add(new ArrayList<>(List.of(1)));
    s.add(new ArrayList<>(List.of(1)));
    Trips.check(
        config,
        s,
        r -> {
          @SuppressWarnings("unchecked")
          Set<Object> back = (Set<Object>) r;
          assertThat(back.size()).isEqualTo(2);
          assertThat(back.contains(new ArrayList<>(List.of(1))))
              .as("identity, not equality")
              .isFalse();
          assertThat(back.add(new ArrayList<>(List.of(1)))).isTrue();
        });
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_keySetViews_keepMapAndMappedValue(RoundTripConfig config) {
    ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    map.put("one", 1);
    map.put("two", 2);
    ConcurrentHashMap.KeySetView<String, Boolean> newKeySet = ConcurrentHashMap.newKeySet();
    newKeySet.addAll(List.of("x", "y"));
    List<ConcurrentHashMap.KeySetView<String, ?>> views =
        List.of(map.keySet(), map.keySet(7), newKeySet);
    for (ConcurrentHashMap.KeySetView<String, ?> v : views) {
      Trips.check(
          config,
          v,
          r -> {
            @SuppressWarnings("unchecked")
            ConcurrentHashMap.KeySetView<String, Object> back =
                (ConcurrentHashMap.KeySetView<String, Object>) r;
            assertThat(back.getClass()).isSameAs(v.getClass());
            assertThat(back).isEqualTo(v);
            assertThat(back.getMap()).isEqualTo(v.getMap());
            assertThat(back.getMappedValue()).isEqualTo(v.getMappedValue());
            if (v.getMappedValue() != null) {
              back.add("added");
              assertThat(back.getMap().get("added")).isEqualTo(v.getMappedValue());
            } else {
              assertThatThrownBy(() -> back.add("added"))
                  .isInstanceOf(UnsupportedOperationException.class);
            }
          });
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_keySetAndItsMap_shareTheMapWithReferences(RoundTripConfig config) {
    ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>(java.util.Map.of("k", 1));
    Trips.check(
        config,
        new ArrayList<>(List.of(map, map.keySet())),
        r -> {
          List<?> l = (List<?>) r;
          assertThat(l.get(0)).isEqualTo(map);
          assertThat(((ConcurrentHashMap.KeySetView<?, ?>) l.get(1)).getMap() == l.get(0))
              .isEqualTo(config.trackReferences());
        });
  }
}
