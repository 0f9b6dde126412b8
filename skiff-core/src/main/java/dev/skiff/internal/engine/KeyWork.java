package dev.skiff.internal.engine;

import dev.skiff.LimitExceededException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.security.SecureRandom;
import org.jspecify.annotations.Nullable;

/**
 * The budget of key work of one message: the visits that the {@code hashCode}, {@code equals},
 * {@code compareTo} and comparators of rebuilt sets and maps (and sorted or deduplicating
 * collections) make to the values the message holds.
 *
 * <p>A reader must put every element of a set and every key of a map back into its container, and
 * the container calls the key's own methods, which the message chooses the inputs of. Two shapes
 * make a small message cost unbounded time there. <em>Shared references below keys</em>: with
 * references on, nested sets whose members share their children (the "SerialDOS" shape) describe a
 * graph whose unfolding doubles with each level, and every insert hashes a whole unfolding.
 * <em>Keys of one hash code</em>: a bucket that a container scans (or a tree bucket whose keys
 * cannot be ordered) makes each insert compare the key with all earlier keys of its hash, quadratic
 * in their number.
 *
 * <p>So each key is charged, as it is read: its unfolded size beyond the values the message spells
 * out (references on; see {@link ReadContext#unfolded()}), the number of keys of the same container
 * that already had its hash code (where the container scans them), and for containers that compare
 * every element with every earlier one, its index. A message may spend {@link #BASE} plus {@code
 * keyWorkPerByte} per byte read so far; beyond that the read fails with a {@link
 * LimitExceededException} before the container does the work. Ordinary data is charged nothing or
 * one unit per key, far below the budget.
 */
final class KeyWork {
  /** Work every message may spend whatever its length. */
  static final long BASE = 1L << 20;

  private static final int SEED = new SecureRandom().nextInt();

  /**
   * Whether a class is one {@code HashMap} can order in a crowded bucket: {@code String}, or a
   * class that declares {@code implements Comparable<ItSelf>} (what {@code HashMap} checks).
   */
  private static final ClassValue<Boolean> SELF_COMPARABLE =
      new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> c) {
          if (c == String.class) {
            return true;
          }
          for (Type t : c.getGenericInterfaces()) {
            if (t instanceof ParameterizedType p
                && p.getRawType() == Comparable.class
                && p.getActualTypeArguments()[0] == c) {
              return true;
            }
          }
          return false;
        }
      };

  private final long perByte;
  private long spent;
  private long start;

  KeyWork(int perByte) {
    this.perByte = perByte;
  }

  /** Starts a message whose first byte is at {@code offset}. */
  void begin(long offset) {
    spent = 0;
    start = offset;
  }

  /**
   * Whether keys of {@code type} in a container of {@code cost} must have their hash codes tallied:
   * a container that scans a crowded bucket, or that trees it but cannot order these.
   */
  static boolean tallies(KeyCost cost, @Nullable Class<?> type) {
    return type != null
        && (cost == KeyCost.CHAIN || (cost == KeyCost.TREE && !SELF_COMPARABLE.get(type)));
  }

  /** Spends {@code work} units, failing when the message has spent its budget. */
  void charge(long work, long offset) {
    spent += work;
    if (spent > BASE + perByte * (offset - start)) {
      throw new LimitExceededException(
          "the keys of this message's sets and maps would cost more than "
              + spent
              + " visits of hashCode, equals or compareTo (more than "
              + BASE
              + " plus keyWorkPerByte "
              + perByte
              + " per byte): shared references below keys, or many keys of one hash code",
          offset);
    }
  }

  /**
   * The hash codes of one container's keys and how often each occurred, in an open-addressing table
   * whose slots are chosen by a per-process random seed, so that keys cannot be chosen to crowd the
   * tally itself.
   */
  static final class Tally {
    private int[] hashes;
    private int[] counts;
    private int size;

    Tally(int expected) {
      int capacity = Integer.highestOneBit(Math.max(16, Math.min(expected, 1 << 16)) * 2 - 1) << 1;
      hashes = new int[capacity];
      counts = new int[capacity];
    }

    /** Counts one more key of hash code {@code h}; returns how many keys had it before. */
    int add(int h) {
      int mask = hashes.length - 1;
      int i = mix(h) & mask;
      while (counts[i] != 0) {
        if (hashes[i] == h) {
          return counts[i]++;
        }
        i = (i + 1) & mask;
      }
      hashes[i] = h;
      counts[i] = 1;
      if (++size * 2 > hashes.length) {
        grow();
      }
      return 0;
    }

    private void grow() {
      int[] oldHashes = hashes;
      int[] oldCounts = counts;
      hashes = new int[oldHashes.length * 2];
      counts = new int[oldHashes.length * 2];
      int mask = hashes.length - 1;
      for (int j = 0; j < oldHashes.length; j++) {
        if (oldCounts[j] != 0) {
          int i = mix(oldHashes[j]) & mask;
          while (counts[i] != 0) {
            i = (i + 1) & mask;
          }
          hashes[i] = oldHashes[j];
          counts[i] = oldCounts[j];
        }
      }
    }

    private static int mix(int h) {
      int x = h ^ SEED;
      x ^= x >>> 16;
      x *= 0x85ebca6b;
      x ^= x >>> 13;
      x *= 0xc2b2ae35;
      return x ^ (x >>> 16);
    }
  }
}
