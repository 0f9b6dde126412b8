package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.model.FieldAccess;
import dev.skiff.internal.model.SerialAccess;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.PriorityBlockingQueue;
import org.jspecify.annotations.Nullable;

/**
 * How an instance of a user subclass of a JDK collection or map is created so that it keeps the
 * state its JDK superclass holds and only a constructor can set: the comparator of a sorted set or
 * map or a priority queue, and the access order of a {@code LinkedHashMap}.
 *
 * <p>The JDK superclass's own constructor that takes that state (such as {@code
 * TreeSet(Comparator)}) is run on a new instance of the subclass, as JDK deserialization runs the
 * first non-serializable superclass's constructor ({@code
 * ReflectionFactory.newConstructorForSerialization}); the subclass's own fields are then read like
 * any object's. Subclasses of other JDK collections keep the old way: their own no-arg constructor
 * when they have one, else the nearest accessible superclass constructor.
 */
final class SubclassBase {
  /** What the JDK superclass's constructor takes. */
  enum Kind {
    /** Nothing: a no-arg constructor. */
    PLAIN,
    /** {@code (Comparator)}: {@code TreeSet}, {@code ConcurrentSkipListSet}, {@code TreeMap}... */
    COMPARATOR,
    /** {@code (int, Comparator)}: {@code PriorityBlockingQueue}. */
    CAPACITY_COMPARATOR,
    /** {@code (int, float, boolean)}: {@code LinkedHashMap} with its access order. */
    LINKED
  }

  final Kind kind;
  private final Class<?> type;
  private final Constructor<?> ctor;

  private SubclassBase(Class<?> type, Kind kind, Constructor<?> ctor) {
    this.type = type;
    this.kind = kind;
    this.ctor = ctor;
  }

  /** The way to create instances of {@code type}, a subclass of the JDK class {@code jdk}. */
  static SubclassBase of(Class<?> type, Class<?> jdk) {
    try {
      if (jdk == TreeSet.class
          || jdk == ConcurrentSkipListSet.class
          || jdk == PriorityQueue.class
          || jdk == TreeMap.class
          || jdk == ConcurrentSkipListMap.class) {
        return base(type, Kind.COMPARATOR, jdk.getConstructor(Comparator.class));
      }
      if (jdk == PriorityBlockingQueue.class) {
        return base(
            type, Kind.CAPACITY_COMPARATOR, jdk.getConstructor(int.class, Comparator.class));
      }
      if (jdk == LinkedHashMap.class) {
        return base(type, Kind.LINKED, jdk.getConstructor(int.class, float.class, boolean.class));
      }
    } catch (NoSuchMethodException e) {
      throw new SkiffException("no state constructor in " + jdk.getName(), e);
    }
    return new SubclassBase(type, Kind.PLAIN, FieldAccess.instantiator(type));
  }

  private static SubclassBase base(Class<?> type, Kind kind, Constructor<?> jdkCtor) {
    Constructor<?> c = SerialAccess.newConstructorForSerialization(type, jdkCtor);
    if (c == null) {
      throw new SkiffException("cannot instantiate " + type.getName());
    }
    c.setAccessible(true);
    return new SubclassBase(type, kind, c);
  }

  /** Whether the comparator travels with the value. */
  boolean sorted() {
    return kind == Kind.COMPARATOR || kind == Kind.CAPACITY_COMPARATOR;
  }

  /** A new, empty instance with the state read for it. */
  Object create(int capacity, @Nullable Comparator<Object> comparator, boolean accessOrder) {
    try {
      return switch (kind) {
        case PLAIN -> ctor.newInstance();
        case COMPARATOR -> ctor.newInstance(comparator);
        case CAPACITY_COMPARATOR -> ctor.newInstance(Math.max(1, capacity), comparator);
        case LINKED -> ctor.newInstance(MapCodec.capacity(capacity), 0.75f, accessOrder);
      };
    } catch (InvocationTargetException e) {
      throw new SkiffException("the constructor of " + type.getName() + " failed", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new SkiffException("cannot instantiate " + type.getName(), e);
    }
  }
}
