package dev.skiff.internal.codec;

import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Rebuilds the JDK's {@code subList} views through public API: a new backing list of the same class
 * as the original's parent, holding the elements (plus one padding element where a full-range view
 * could otherwise collapse into the list itself), viewed from index 0.
 */
final class JdkViews {
  private JdkViews() {}

  /** {@code new ArrayList<>(l).subList(0, n)}: the class {@code ArrayList$SubList}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Collection<Object> arrayListSubList(Collection<Object> l) {
    return (Collection) new java.util.ArrayList<>(l).subList(0, l.size());
  }

  /** A sub-list of a {@code LinkedList}: the class {@code AbstractList$SubList}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Collection<Object> linkedSubList(Collection<Object> l) {
    return (Collection) new LinkedList<>(l).subList(0, l.size());
  }

  /** A sub-list of {@code Arrays.asList}: the class {@code AbstractList$RandomAccessSubList}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Collection<Object> randomAccessSubList(Collection<Object> l) {
    return (Collection) Arrays.asList(l.toArray()).subList(0, l.size());
  }

  /** A sub-list of a {@code CopyOnWriteArrayList}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Collection<Object> copyOnWriteSubList(Collection<Object> l) {
    return (Collection) new CopyOnWriteArrayList<>(l).subList(0, l.size());
  }

  /**
   * A sub-list of an immutable list ({@code List.of(...).subList}): over {@code List.of} when no
   * element is null, else over {@code Stream.toList()}, which allows nulls.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Collection<Object> immutableSubList(Collection<Object> l) {
    Object[] a = Arrays.copyOf(l.toArray(), l.size() + 1);
    a[l.size()] = true;
    List<Object> parent = Arrays.asList(a).contains(null) ? Arrays.stream(a).toList() : List.of(a);
    return (Collection) parent.subList(0, l.size());
  }
}
