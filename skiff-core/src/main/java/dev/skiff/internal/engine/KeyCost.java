package dev.skiff.internal.engine;

import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.PriorityBlockingQueue;

/**
 * How a container that is being rebuilt works on the elements (or map keys) put into it: whether it
 * calls their {@code hashCode} and {@code equals}, their {@code compareTo} or a comparator, or
 * nothing at all. {@link KeyWork} charges each key by it.
 *
 * <p>The distinction between {@link #TREE} and {@link #CHAIN} is how a hashed container copes with
 * keys of one hash code: {@code HashMap}, {@code HashSet} and {@code ConcurrentHashMap} turn a
 * crowded bucket into a tree ordered by {@code compareTo} when the key class is comparable to
 * itself, so only keys of other classes can make their inserts linear; {@code Hashtable}, {@code
 * WeakHashMap} and the immutable {@code Set.of}/{@code Map.of} scan every key of the same hash.
 */
public enum KeyCost {
  /** Elements are not compared: lists, queues, arrays, identity maps, enum maps. */
  NONE,
  /** A hashed container that trees its crowded buckets ({@code HashMap} and its kin). */
  TREE,
  /** A hashed container that scans its crowded buckets. */
  CHAIN,
  /** A sorted container: {@code compareTo} or its comparator, a logarithmic number of times. */
  ORDERED,
  /** A container that compares each new element with every earlier one. */
  LINEAR;

  /** Why a URL cannot be in a set element or map key. */
  public static final String URL_KEY =
      "a java.net.URL in a set element or map key: URL.hashCode and URL.equals resolve its host"
          + " name, so rebuilding the set or map would make network requests; use java.net.URI";

  /** Whether keys are compared at all. */
  public boolean keyed() {
    return this != NONE;
  }

  /** The cost of putting elements or keys into {@code container}. */
  public static KeyCost of(Object container) {
    if (container instanceof Map) {
      if (container instanceof IdentityHashMap || container instanceof EnumMap) {
        return NONE;
      }
      if (container instanceof HashMap || container instanceof ConcurrentHashMap) {
        return TREE;
      }
      if (container instanceof SortedMap) {
        return ORDERED;
      }
      return CHAIN;
    }
    if (container instanceof Collection) {
      if (container instanceof HashSet) {
        return TREE;
      }
      if (container instanceof SortedSet
          || container instanceof PriorityQueue
          || container instanceof PriorityBlockingQueue) {
        return ORDERED;
      }
      if (container instanceof CopyOnWriteArraySet) {
        return LINEAR;
      }
      if (container instanceof Set) {
        // Set.of, unmodifiable and synchronized wrappers, sets over maps: assume the worst.
        return CHAIN;
      }
    }
    return NONE;
  }
}
