package dev.skiff.model;

import java.util.Locale;

/** A record whose compact constructor validates (non-blank, has '@') and normalizes the value. */
public record Email(String address) {
  public Email {
    if (address == null || address.isBlank() || address.indexOf('@') < 0) {
      throw new IllegalArgumentException("not an email address: " + address);
    }
    address = address.strip().toLowerCase(Locale.ROOT);
  }
}
