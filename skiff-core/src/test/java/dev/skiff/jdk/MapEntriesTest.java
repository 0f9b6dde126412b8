package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.RoundTripConfig;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Map entries: the JDK's public entry classes keep their class (built-in ids 202-204), and the
 * entries of the JDK's maps ({@code entrySet()} elements, nodes of {@code HashMap}, {@code TreeMap}
 * ...) come back as {@code AbstractMap.SimpleEntry} objects of the same key and value, which is
 * what public API can rebuild of them.
 */
class MapEntriesTest {

  /** One entry of each JDK map's own entry class, and of two wrappers' views. */
  private static List<Map.Entry<Object, Object>> jdkEntries() {
    List<Map<Object, Object>> maps =
        List.of(
            new HashMap<>(),
            new LinkedHashMap<>(),
            new TreeMap<>(),
            new Hashtable<>(),
            new IdentityHashMap<>(),
            new ConcurrentHashMap<>(),
            new ConcurrentSkipListMap<>());
    List<Map.Entry<Object, Object>> entries = new ArrayList<>();
    int i = 0;
    for (Map<Object, Object> m : maps) {
      m.put("k" + i, List.of(i++));
      entries.add(m.entrySet().iterator().next());
    }
    EnumMap<TimeUnit, Object> enums = new EnumMap<>(TimeUnit.class);
    enums.put(TimeUnit.SECONDS, "s");
    entries.add(copyOf(enums.entrySet().iterator().next()));
    entries.add(
        Collections.unmodifiableMap(new HashMap<Object, Object>(Map.of("u", 1)))
            .entrySet()
            .iterator()
            .next());
    return entries;
  }

  @SuppressWarnings("unchecked")
  private static Map.Entry<Object, Object> copyOf(Map.Entry<?, ?> e) { // the same entry, retyped
    return (Map.Entry<Object, Object>) e;
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_entriesOfJdkMaps_comeBackAsSimpleEntriesOfTheSameKeyAndValue(
      RoundTripConfig config) {
    List<Map.Entry<Object, Object>> entries = jdkEntries();

    List<?> back = (List<?>) config.roundTrip(new ArrayList<>(entries), TimeUnit.class);

    assertThat(back).hasSize(entries.size());
    for (int i = 0; i < entries.size(); i++) {
      // ConcurrentSkipListMap hands out SimpleImmutableEntry snapshots, which keep their class.
      Class<?> expected =
          entries.get(i) instanceof AbstractMap.SimpleImmutableEntry
              ? AbstractMap.SimpleImmutableEntry.class
              : AbstractMap.SimpleEntry.class;
      assertThat(back.get(i).getClass()).as("entry %d", i).isEqualTo(expected);
      assertThat(back.get(i)).as("entry %d", i).isEqualTo(entries.get(i));
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#withReferences")
  void roundTrip_oneJdkEntryTwice_oneSimpleEntryWithReferences(RoundTripConfig config) {
    Map.Entry<Object, Object> node = jdkEntries().get(0);

    List<?> back = (List<?>) config.roundTrip(new ArrayList<>(List.of(node, node)));

    assertThat(back.get(1)).isSameAs(back.get(0)).isEqualTo(node);
  }
}
