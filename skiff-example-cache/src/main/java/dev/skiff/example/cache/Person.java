package dev.skiff.example.cache;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A People-like record of a user directory, as a cache holds them (a bean, for every codec). */
public final class Person implements Serializable {
  private static final long serialVersionUID = 1L;

  long id;
  String name;
  String email;
  int age;
  String city;
  List<String> tags;
  double score;

  /** For Kryo, Fory and Skiff. */
  public Person() {}

  /** The record of id {@code i}: the same every time, so hits can be checked. */
  static Person of(long i) {
    Person p = new Person();
    p.id = i;
    p.name = "name " + i;
    p.email = "user" + i + "@example.com";
    p.age = (int) (i % 90);
    p.city = "city " + (i % 1000);
    p.tags = new ArrayList<>(List.of("t" + (i % 7), "u" + (i % 11), "v" + (i % 13)));
    p.score = i * 0.25;
    return p;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Person p
        && p.id == id
        && p.age == age
        && p.score == score
        && p.name.equals(name)
        && p.email.equals(email)
        && p.city.equals(city)
        && p.tags.equals(tags);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name);
  }
}
