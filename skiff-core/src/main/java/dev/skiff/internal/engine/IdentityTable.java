package dev.skiff.internal.engine;

import java.util.Arrays;

/**
 * An open-addressing identity map from objects to reference ids, reset after each message and
 * reused. Ids are dense and assigned in the order objects are first written, which is the order in
 * which a reader reserves them.
 */
final class IdentityTable {
  private static final int SHRINK_ABOVE = 1 << 14;

  private Object[] keys = new Object[64];
  private int[] ids = new int[64];
  private int size;

  /** The number of objects added since the last clear: the next id. */
  int size() {
    return size;
  }

  /**
   * The id of {@code o} if it was added before; otherwise adds it with the next id and returns -1.
   */
  int lookupOrAdd(Object o) {
    Object[] k = keys;
    int mask = k.length - 1;
    int i = mix(System.identityHashCode(o)) & mask;
    while (true) {
      Object at = k[i];
      if (at == null) {
        k[i] = o;
        ids[i] = size++;
        if (size * 2 > k.length) {
          grow();
        }
        return -1;
      }
      if (at == o) {
        return ids[i];
      }
      i = (i + 1) & mask;
    }
  }

  private static int mix(int h) {
    return h ^ (h >>> 16);
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldIds = ids;
    keys = new Object[oldKeys.length * 2];
    ids = new int[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      Object o = oldKeys[j];
      if (o != null) {
        int i = mix(System.identityHashCode(o)) & mask;
        while (keys[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = o;
        ids[i] = oldIds[j];
      }
    }
  }

  /** Whether the table holds no object at all (after {@link #clear}). */
  boolean isEmpty() {
    if (size != 0) {
      return false;
    }
    for (Object k : keys) {
      if (k != null) {
        return false;
      }
    }
    return true;
  }

  void clear() {
    if (size == 0) {
      return;
    }
    if (keys.length > SHRINK_ABOVE) {
      keys = new Object[64];
      ids = new int[64];
    } else {
      Arrays.fill(keys, null);
    }
    size = 0;
  }
}
