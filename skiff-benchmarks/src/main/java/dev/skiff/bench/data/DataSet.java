package dev.skiff.bench.data;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * One benchmark input: a named value plus what a serializer needs to know to handle it.
 *
 * <p>{@link #classes()} lists the application classes (including enums) in a fixed order; every
 * adapter registers them in that order. {@link #jdkClasses()} lists the JDK types the value uses
 * (collections, primitive arrays) for serializers whose registration-required mode also wants those
 * registered (Kryo). {@link #needsReferences()} is true when the value has a cycle, so only
 * reference-tracking configurations can write it.
 *
 * <p>{@link #rootType()} is the declared type of the value, generic arguments included, for
 * serializers that must be told what to read (Jackson, protostuff). {@link #touchTopLevel(Object)}
 * reads the root's own fields (the "deser + touch top-level fields" step) and {@link
 * #touchAll(Object)} reads every field of the graph; the latter is the value's {@code hashCode()},
 * which every data class computes from all of its fields.
 */
public final class DataSet {
  private final String name;
  private final String description;
  private final Supplier<Object> factory;
  private final List<Class<?>> classes;
  private final List<Class<?>> jdkClasses;
  private final boolean needsReferences;
  private final Type rootType;
  private final ToLongFunction<Object> topLevel;

  public DataSet(
      String name,
      String description,
      Supplier<Object> factory,
      List<Class<?>> classes,
      List<Class<?>> jdkClasses,
      boolean needsReferences) {
    this(name, description, factory, classes, jdkClasses, needsReferences, null, null);
  }

  /**
   * A data set with an explicit root type ({@code null}: the runtime class of {@link #create()})
   * and top-level touch ({@code null}: {@code Object::hashCode} is not used here, the identity hash
   * of the root is read instead, which touches no field).
   */
  public DataSet(
      String name,
      String description,
      Supplier<Object> factory,
      List<Class<?>> classes,
      List<Class<?>> jdkClasses,
      boolean needsReferences,
      Type rootType,
      ToLongFunction<Object> topLevel) {
    this.name = Objects.requireNonNull(name);
    this.description = Objects.requireNonNull(description);
    this.factory = Objects.requireNonNull(factory);
    this.classes = List.copyOf(classes);
    this.jdkClasses = List.copyOf(jdkClasses);
    this.needsReferences = needsReferences;
    this.rootType = rootType;
    this.topLevel = topLevel == null ? System::identityHashCode : topLevel;
  }

  /** The declared type of the root value, with its generic arguments where it has any. */
  public Type rootType() {
    return rootType != null ? rootType : factory.get().getClass();
  }

  /** The raw class of {@link #rootType()}. */
  public Class<?> rootClass() {
    Type t = rootType();
    return t instanceof Class ? (Class<?>) t : Types.raw(t);
  }

  /** The class loader that defined this data set's classes. */
  public ClassLoader classLoader() {
    return classes.isEmpty() ? DataSet.class.getClassLoader() : classes.get(0).getClassLoader();
  }

  /** Reads the root's own fields of a value of this data set and folds them into a number. */
  public long touchTopLevel(Object value) {
    return topLevel.applyAsLong(value);
  }

  /** Reads every field of the graph: the value's {@code hashCode()}. */
  public long touchAll(Object value) {
    return value.hashCode();
  }

  public String name() {
    return name;
  }

  public String description() {
    return description;
  }

  /** A fresh copy of the value (each call builds a new, equal graph). */
  public Object create() {
    return factory.get();
  }

  /** The application classes to register, in registration order. */
  public List<Class<?>> classes() {
    return classes;
  }

  /** The JDK classes the value uses, for serializers that want even those registered. */
  public List<Class<?>> jdkClasses() {
    return jdkClasses;
  }

  /** {@link #jdkClasses()} followed by {@link #classes()}. */
  public List<Class<?>> allClasses() {
    List<Class<?>> all = new ArrayList<>(jdkClasses);
    all.addAll(classes);
    return all;
  }

  /** Whether the value is cyclic and so needs a reference-tracking serializer. */
  public boolean needsReferences() {
    return needsReferences;
  }

  @Override
  public String toString() {
    return name;
  }
}
