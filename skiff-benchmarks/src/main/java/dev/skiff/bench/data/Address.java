package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.Objects;

/** The postal address of a {@link Person}. */
public final class Address implements Serializable {
  private String street;
  private String city;
  private String zip;
  private String country;

  public Address() {}

  public Address(String street, String city, String zip, String country) {
    this.street = street;
    this.city = city;
    this.zip = zip;
    this.country = country;
  }

  public String getStreet() {
    return street;
  }

  public String getCity() {
    return city;
  }

  public String getZip() {
    return zip;
  }

  public String getCountry() {
    return country;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Address)) {
      return false;
    }
    Address a = (Address) o;
    return Objects.equals(street, a.street)
        && Objects.equals(city, a.city)
        && Objects.equals(zip, a.zip)
        && Objects.equals(country, a.country);
  }

  @Override
  public int hashCode() {
    return Objects.hash(street, city, zip, country);
  }
}
