package dev.skiff.wire;

import java.util.Objects;

/** A non-final POJO with a nullable string field. */
public class Person {
  String name;
  int age;
  String email;

  public Person() {}

  public Person(String name, int age, String email) {
    this.name = name;
    this.age = age;
    this.email = email;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Person p
        && getClass() == p.getClass()
        && age == p.age
        && Objects.equals(name, p.name)
        && Objects.equals(email, p.email);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, age, email);
  }

  @Override
  public String toString() {
    return "Person[" + name + ", " + age + ", " + email + "]";
  }
}
