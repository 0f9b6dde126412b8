package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.List;

/**
 * The root of the {@code deep} data set: an invoice whose customer's address's region's country is
 * five classes down, each level a record of its own with strings, so that the innermost strings are
 * written and read as many call levels below the message as an ordinary nested domain model puts
 * them (each nested class is one more codec between the message and its strings).
 */
public record Invoice(String number, long issuedAtMillis, Customer customer)
    implements Serializable {

  /** The customer an invoice is for. */
  public record Customer(String name, String email, PostalAddress billing)
      implements Serializable {}

  /** A postal address. */
  public record PostalAddress(String street, String city, Region region) implements Serializable {}

  /** A region of a country. */
  public record Region(String name, String code, Country country) implements Serializable {}

  /** A country. */
  public record Country(String name, String isoCode, int callingCode) implements Serializable {}

  /** The {@code deep} value. */
  public static Invoice standard() {
    Country country = new Country("Portugal", "PT", 351);
    Region region = new Region("Lisboa", "PT-11", country);
    PostalAddress address = new PostalAddress("Rua Augusta 24", "Lisboa", region);
    Customer customer = new Customer("Ana Sousa", "ana.sousa@example.com", address);
    return new Invoice("INV-2026-004211", 1_764_547_200_000L, customer);
  }

  /** The classes of the {@code deep} data set, in registration order. */
  public static List<Class<?>> classes() {
    return List.of(Invoice.class, Customer.class, PostalAddress.class, Region.class, Country.class);
  }
}
