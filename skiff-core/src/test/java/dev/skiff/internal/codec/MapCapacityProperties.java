package dev.skiff.internal.codec;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link MapCodec#capacity}: the table a JDK hash map gets from it holds {@code n} entries without
 * growing, and is the smallest table that does, so a map read back retains no more than one built
 * with exactly its entries needs.
 */
class MapCapacityProperties {

  /**
   * The table length a {@code HashMap} of initial capacity {@code c} allocates at its first put.
   */
  private static int tableFor(int c) {
    int t = 1;
    while (t < c) {
      t <<= 1;
    }
    return t;
  }

  @Property
  void capacity_anyCount_smallestTableThatHoldsIt(@ForAll @IntRange(min = 0, max = 1 << 24) int n) {
    int table = tableFor(MapCodec.capacity(n));
    assertThat((long) (table * 0.75f)).as("threshold of the table").isGreaterThanOrEqualTo(n);
    if (table > 1) {
      assertThat((long) (table / 2 * 0.75f)).as("threshold of half the table").isLessThan(n);
    }
  }

  @Example
  void capacity_threeQuartersOfPowerOfTwo_exactlyThatPowerOfTwo() {
    assertThat(MapCapacityProperties.capacities(3, 6, 12, 24, 48, 96))
        .containsExactly(4, 8, 16, 32, 64, 128);
    assertThat(MapCapacityProperties.capacities(0, 1, 2, 4, 5, 7))
        .containsExactly(0, 2, 3, 6, 7, 10);
    assertThat(MapCodec.capacity(Integer.MAX_VALUE)).isEqualTo(Integer.MAX_VALUE);
  }

  private static int[] capacities(int... counts) {
    int[] c = new int[counts.length];
    for (int i = 0; i < counts.length; i++) {
      c[i] = MapCodec.capacity(counts[i]);
    }
    return c;
  }
}
