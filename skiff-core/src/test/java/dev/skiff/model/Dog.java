package dev.skiff.model;

import java.util.Objects;

/** A subclass that shadows the superclass field {@code name} with a field of its own. */
public class Dog extends Animal {
  private String name;
  private String breed;

  protected Dog() {}

  public Dog(String animalName, String dogName, String breed) {
    super(animalName, 4);
    this.name = dogName;
    this.breed = breed;
  }

  public String dogName() {
    return name;
  }

  public String breed() {
    return breed;
  }

  @Override
  public boolean equals(Object o) {
    if (!super.equals(o)) {
      return false;
    }
    Dog d = (Dog) o;
    return Objects.equals(name, d.name) && Objects.equals(breed, d.breed);
  }

  @Override
  public int hashCode() {
    return Objects.hash(super.hashCode(), name, breed);
  }

  @Override
  public String toString() {
    return "Dog{animalName="
        + animalName()
        + ", legs="
        + legs
        + ", name="
        + name
        + ", breed="
        + breed
        + "}";
  }
}
