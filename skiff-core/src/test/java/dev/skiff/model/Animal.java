package dev.skiff.model;

import java.util.Objects;

/** A base class whose field {@code name} is shadowed by {@link Dog#name}. */
public class Animal {
  private String name;
  protected int legs;

  protected Animal() {}

  public Animal(String name, int legs) {
    this.name = name;
    this.legs = legs;
  }

  public String animalName() {
    return name;
  }

  public int legs() {
    return legs;
  }

  @Override
  public boolean equals(Object o) {
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    Animal a = (Animal) o;
    return legs == a.legs && Objects.equals(name, a.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, legs);
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "{name=" + name + ", legs=" + legs + "}";
  }
}
