package dev.skiff.fuzz.old;

/** {@code dev.skiff.wire.Person} before: a short age, a nickname it lost and no email yet. */
public class Person {
  String nickname;
  short age;
  String name;

  public Person() {}

  public Person(String name, short age, String nickname) {
    this.name = name;
    this.age = age;
    this.nickname = nickname;
  }
}
