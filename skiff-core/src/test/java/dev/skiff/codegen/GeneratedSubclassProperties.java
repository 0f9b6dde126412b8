package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.lang.reflect.Constructor;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * User subclasses of every built-in collection, map and value type that users extend, generated at
 * test time with a field of their own: each round trip keeps the subclass, its field, its elements
 * in their iteration order (or its value and scale), and the state its JDK superclass holds
 * (comparator, access order), with references on and off, registered or not.
 */
class GeneratedSubclassProperties {
  private static final AtomicInteger IDS = new AtomicInteger();

  /** The JDK classes users subclass; how the test builds an instance of a subclass of each. */
  enum Base {
    ARRAY_LIST(ArrayList.class, Shape.PLAIN),
    LINKED_LIST(LinkedList.class, Shape.PLAIN),
    ARRAY_DEQUE(ArrayDeque.class, Shape.PLAIN),
    VECTOR(Vector.class, Shape.PLAIN),
    COPY_ON_WRITE_LIST(CopyOnWriteArrayList.class, Shape.PLAIN),
    HASH_SET(HashSet.class, Shape.PLAIN),
    LINKED_HASH_SET(LinkedHashSet.class, Shape.PLAIN),
    TREE_SET(TreeSet.class, Shape.COMPARATOR),
    SKIP_LIST_SET(ConcurrentSkipListSet.class, Shape.COMPARATOR),
    PRIORITY_QUEUE(PriorityQueue.class, Shape.COMPARATOR),
    PRIORITY_BLOCKING_QUEUE(PriorityBlockingQueue.class, Shape.CAPACITY_COMPARATOR),
    HASH_MAP(HashMap.class, Shape.PLAIN),
    LINKED_HASH_MAP(LinkedHashMap.class, Shape.ACCESS_ORDER),
    TREE_MAP(TreeMap.class, Shape.COMPARATOR),
    SKIP_LIST_MAP(ConcurrentSkipListMap.class, Shape.COMPARATOR),
    CONCURRENT_HASH_MAP(ConcurrentHashMap.class, Shape.PLAIN),
    HASHTABLE(Hashtable.class, Shape.PLAIN),
    BIG_DECIMAL(java.math.BigDecimal.class, Shape.VALUE),
    BIG_INTEGER(java.math.BigInteger.class, Shape.VALUE);

    final Class<?> jdk;
    final Shape shape;

    Base(Class<?> jdk, Shape shape) {
      this.jdk = jdk;
      this.shape = shape;
    }
  }

  /** The constructor of the JDK superclass that the generated subclass's constructor calls. */
  enum Shape {
    PLAIN("()V"),
    COMPARATOR("(Ljava/util/Comparator;)V"),
    CAPACITY_COMPARATOR("(ILjava/util/Comparator;)V"),
    ACCESS_ORDER("(IFZ)V"),
    /** A value type's {@code (String)} constructor; the generated class has no no-arg one. */
    VALUE("(Ljava/lang/String;)V");

    final String desc;

    Shape(String desc) {
      this.desc = desc;
    }
  }

  /**
   * A public subclass of {@code base} with a public int field {@code extra}, a no-arg constructor
   * and, unless plain, a constructor of the superclass's shape that passes its arguments on.
   */
  static Class<?> subclassOf(Base base) {
    String name = "dev.skiff.codegen.c.Sub" + base.jdk.getSimpleName() + IDS.incrementAndGet();
    String self = name.replace('.', '/');
    String sup = base.jdk.getName().replace('.', '/');
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
    cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, self, null, sup, null);
    cw.visitField(Opcodes.ACC_PUBLIC, "extra", "I", null, null).visitEnd();
    MethodVisitor mv;
    if (base.shape != Shape.VALUE) {
      mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
      mv.visitCode();
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, sup, "<init>", "()V", false);
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    if (base.shape != Shape.PLAIN) {
      mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", base.shape.desc, null, null);
      mv.visitCode();
      mv.visitVarInsn(Opcodes.ALOAD, 0);
      switch (base.shape) {
        case COMPARATOR, VALUE -> mv.visitVarInsn(Opcodes.ALOAD, 1);
        case CAPACITY_COMPARATOR -> {
          mv.visitVarInsn(Opcodes.ILOAD, 1);
          mv.visitVarInsn(Opcodes.ALOAD, 2);
        }
        default -> {
          mv.visitVarInsn(Opcodes.ILOAD, 1);
          mv.visitVarInsn(Opcodes.FLOAD, 2);
          mv.visitVarInsn(Opcodes.ILOAD, 3);
        }
      }
      mv.visitMethodInsn(Opcodes.INVOKESPECIAL, sup, "<init>", base.shape.desc, false);
      mv.visitInsn(Opcodes.RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    cw.visitEnd();
    return ClassForge.defineInSkiffsModule(name, cw.toByteArray());
  }

  /** One case: a base class, its elements, the subclass's own field, and the configuration. */
  record Case(Base base, List<Integer> elements, int extra, boolean refs, boolean permissive) {}

  @Provide
  Arbitrary<Case> cases() {
    return Combinators.combine(
            Arbitraries.of(Base.class),
            Arbitraries.integers().between(-50, 50).list().ofMaxSize(30),
            Arbitraries.integers(),
            Arbitraries.of(true, false),
            Arbitraries.of(true, false))
        .as(Case::new);
  }

  @SuppressWarnings("unchecked")
  private static Object instance(Class<?> type, Base base, List<Integer> elements, int extra)
      throws ReflectiveOperationException {
    Comparator<Integer> reverse = Collections.reverseOrder();
    Object o =
        switch (base.shape) {
          case PLAIN -> type.getConstructor().newInstance();
          case COMPARATOR -> ctor(type, Comparator.class).newInstance(reverse);
          case CAPACITY_COMPARATOR ->
              ctor(type, int.class, Comparator.class).newInstance(7, reverse);
          case ACCESS_ORDER ->
              ctor(type, int.class, float.class, boolean.class).newInstance(16, 0.75f, true);
          case VALUE -> ctor(type, String.class).newInstance(valueText(base, elements));
        };
    type.getField("extra").setInt(o, extra);
    if (base.shape == Shape.VALUE) {
      return o;
    }
    if (o instanceof Map) {
      Map<Object, Object> m = (Map<Object, Object>) o;
      for (Integer e : elements) {
        m.put(e, "v" + e);
      }
      if (!elements.isEmpty()) {
        m.get(elements.get(0)); // in access order, this moves the first key last
      }
    } else {
      ((Collection<Object>) o).addAll(elements);
    }
    return o;
  }

  /** A big number made of the elements' digits, with a scale for BigDecimal. */
  private static String valueText(Base base, List<Integer> elements) {
    StringBuilder digits = new StringBuilder("-1");
    for (Integer e : elements) {
      digits.append(Math.abs(e));
    }
    if (base == Base.BIG_DECIMAL) {
      digits.insert(2, '.');
    }
    return digits.toString();
  }

  private static Constructor<?> ctor(Class<?> type, Class<?>... params)
      throws NoSuchMethodException {
    return type.getConstructor(params);
  }

  /** What a value shows of itself: its elements or entries in iteration (or priority) order. */
  private static List<Object> order(Object o) {
    List<Object> out = new ArrayList<>();
    if (o instanceof Number n) {
      out.add(n.toString()); // the value with its scale: 1.0 and 1.00 differ
      return out;
    }
    if (o instanceof Map<?, ?> m) {
      m.forEach((k, v) -> out.add(k + "=" + v));
    } else if (o instanceof PriorityQueue<?> q) {
      PriorityQueue<?> copy = new PriorityQueue<>(q);
      while (!copy.isEmpty()) {
        out.add(copy.poll());
      }
    } else if (o instanceof PriorityBlockingQueue<?> q) {
      PriorityBlockingQueue<?> copy = new PriorityBlockingQueue<>(q);
      while (!copy.isEmpty()) {
        out.add(copy.poll());
      }
    } else if (o instanceof HashSet<?> && !(o instanceof LinkedHashSet<?>)) {
      out.addAll((Collection<?>) o);
      out.sort(null); // hash order may differ between equal sets of different capacities
    } else {
      out.addAll((Collection<?>) o);
    }
    if (o instanceof HashMap<?, ?> && !(o instanceof LinkedHashMap<?, ?>)
        || o instanceof ConcurrentHashMap<?, ?>
        || o instanceof Hashtable<?, ?>) {
      out.sort(null);
    }
    return out;
  }

  private static Object comparatorOf(Object o) {
    if (o instanceof SortedSet<?> s) {
      return s.comparator();
    }
    if (o instanceof SortedMap<?, ?> m) {
      return m.comparator();
    }
    if (o instanceof PriorityQueue<?> q) {
      return q.comparator();
    }
    if (o instanceof PriorityBlockingQueue<?> q) {
      return q.comparator();
    }
    return "none";
  }

  @Property(tries = 200)
  void roundTrip_generatedSubclassOfJdkContainer_keepsClassFieldOrderAndSuperclassState(
      @ForAll("cases") Case c) throws Exception {
    Class<?> type = subclassOf(c.base());
    Skiff.Builder b = Skiff.builder().trackReferences(c.refs());
    Skiff skiff = c.permissive() ? b.requireRegistration(false).build() : b.register(type).build();
    Object value = instance(type, c.base(), c.elements(), c.extra());

    Object back = skiff.deserialize(skiff.serialize(value));

    assertThat(back).isInstanceOf(type);
    assertThat(type.getField("extra").getInt(back)).isEqualTo(c.extra());
    assertThat(order(back)).isEqualTo(order(value));
    assertThat(comparatorOf(back)).isEqualTo(comparatorOf(value));
  }
}
