package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Random acyclic object graphs round-trip to structurally equal graphs in every config. */
class GraphProperties {

  @Provide
  Arbitrary<Object> graphs() {
    return GraphGenerators.graphs();
  }

  @Property(tries = 200)
  void roundTrip_randomGraph_deepEqualInEveryConfig(@ForAll("graphs") Object graph) {
    for (RoundTripConfig config : RoundTripConfig.values()) {
      Object out = config.roundTrip(graph);
      String diff = DeepEquals.diff(graph, out);
      if (diff != null) {
        throw new AssertionError(config + ": graphs differ at " + diff);
      }
    }
  }

  @Property(tries = 100)
  void roundTrip_randomGraphSharedTwice_identityMatchesConfig(@ForAll("graphs") Object graph) {
    List<Object> pair = new ArrayList<>();
    pair.add(graph);
    pair.add(graph);
    for (RoundTripConfig config : RoundTripConfig.values()) {
      List<?> out = (List<?>) config.roundTrip(pair);
      DeepEquals.assertDeepEquals(pair, out);
      if (config.trackReferences() && !isValueBased(graph)) {
        assertThat(out.get(1)).as(config + ": shared value not shared").isSameAs(out.get(0));
      } else if (graph != null && !isValueLike(graph)) {
        assertThat(out.get(1))
            .as(config + ": untracked value came back shared")
            .isNotSameAs(out.get(0));
      }
    }
  }

  /** Values of value-based or immutable JDK classes, whose identity carries no meaning. */
  private static boolean isValueBased(Object o) {
    return o == null
        || o instanceof String
        || o instanceof Number
        || o instanceof Boolean
        || o instanceof Character
        || o instanceof Enum
        || o.getClass().getName().startsWith("java.util.ImmutableCollections");
  }

  /** Values an engine may legitimately return as the same canonical instance. */
  private static boolean isValueLike(Object o) {
    return o instanceof String
        || o instanceof Number
        || o instanceof Boolean
        || o instanceof Character
        || o instanceof Enum
        || (o instanceof List && ((List<?>) o).isEmpty() && !(o instanceof ArrayList))
        || o.getClass().getName().startsWith("java.util.ImmutableCollections")
        || (o.getClass().isArray() && java.lang.reflect.Array.getLength(o) == 0);
  }
}
