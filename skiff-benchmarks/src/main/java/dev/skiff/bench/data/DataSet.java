package dev.skiff.bench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One benchmark input: a named value plus what a serializer needs to know to handle it.
 *
 * <p>{@link #classes()} lists the application classes (including enums) in a fixed order; every
 * adapter registers them in that order. {@link #jdkClasses()} lists the JDK types the value uses
 * (collections, primitive arrays) for serializers whose registration-required mode also wants those
 * registered (Kryo). {@link #needsReferences()} is true when the value has a cycle, so only
 * reference-tracking configurations can write it.
 */
public final class DataSet {
  private final String name;
  private final String description;
  private final Supplier<Object> factory;
  private final List<Class<?>> classes;
  private final List<Class<?>> jdkClasses;
  private final boolean needsReferences;

  public DataSet(
      String name,
      String description,
      Supplier<Object> factory,
      List<Class<?>> classes,
      List<Class<?>> jdkClasses,
      boolean needsReferences) {
    this.name = Objects.requireNonNull(name);
    this.description = Objects.requireNonNull(description);
    this.factory = Objects.requireNonNull(factory);
    this.classes = List.copyOf(classes);
    this.jdkClasses = List.copyOf(jdkClasses);
    this.needsReferences = needsReferences;
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
