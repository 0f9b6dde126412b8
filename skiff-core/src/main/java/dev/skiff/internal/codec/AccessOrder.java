package dev.skiff.internal.codec;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Finds out whether a {@code LinkedHashMap} is in access order, through its public API only.
 *
 * <p>The flag is a private field that Skiff cannot read without {@code --add-opens}, so it is
 * observed instead: a {@code get} of the eldest key moves that key to the end in an access-ordered
 * map and changes nothing in an insertion-ordered one. The probe then restores the original order
 * by touching every other key in turn (for an insertion-ordered map nothing moved). Maps with fewer
 * than two entries are probed with private sentinel keys that are removed again. Writing a map thus
 * briefly modifies it, as any {@code get} on an access-ordered map does.
 */
final class AccessOrder {
  private AccessOrder() {}

  @SuppressWarnings("NonApiType") // only a LinkedHashMap has an access order
  static boolean of(LinkedHashMap<Object, Object> map) {
    int n = map.size();
    if (n >= 2) {
      Object first = map.keySet().iterator().next();
      map.get(first);
      if (map.keySet().iterator().next() == first) {
        return false;
      }
      List<Object> keys = MapCodec.keys(map);
      for (int i = 0; i < keys.size() - 1; i++) {
        map.get(keys.get(i));
      }
      return true;
    }
    Object a = new Object();
    Object b = new Object();
    Object eldest = n == 1 ? map.keySet().iterator().next() : null;
    if (n == 0) {
      map.put(a, null);
    }
    map.put(b, null);
    Object probe = n == 1 ? eldest : a;
    map.get(probe);
    Iterator<Object> it = map.keySet().iterator();
    boolean access = it.next() != probe;
    map.remove(b);
    map.remove(a);
    return access;
  }
}
