package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** One record of the volume test: see {@link People} for how the values are generated. */
public final class Person implements Serializable {

  /** The gender field of a person. */
  public enum Gender {
    FEMALE,
    MALE,
    UNDISCLOSED
  }

  private String name;
  private int age;
  private Gender gender;
  private String email;
  private Address address;
  private String company;
  private List<String> phoneNumbers;

  public Person() {}

  public Person(
      String name,
      int age,
      Gender gender,
      String email,
      Address address,
      String company,
      List<String> phoneNumbers) {
    this.name = name;
    this.age = age;
    this.gender = gender;
    this.email = email;
    this.address = address;
    this.company = company;
    this.phoneNumbers = phoneNumbers;
  }

  public String getName() {
    return name;
  }

  public int getAge() {
    return age;
  }

  public Gender getGender() {
    return gender;
  }

  public String getEmail() {
    return email;
  }

  public Address getAddress() {
    return address;
  }

  public String getCompany() {
    return company;
  }

  public List<String> getPhoneNumbers() {
    return phoneNumbers;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Person)) {
      return false;
    }
    Person p = (Person) o;
    return age == p.age
        && gender == p.gender
        && Objects.equals(name, p.name)
        && Objects.equals(email, p.email)
        && Objects.equals(address, p.address)
        && Objects.equals(company, p.company)
        && Objects.equals(phoneNumbers, p.phoneNumbers);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, age, gender, email, address, company, phoneNumbers);
  }

  @Override
  public String toString() {
    return "Person{" + name + ", " + age + ", " + email + "}";
  }
}
