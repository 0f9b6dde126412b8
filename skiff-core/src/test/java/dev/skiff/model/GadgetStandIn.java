package dev.skiff.model;

/**
 * A class whose binary name has exactly as many characters as {@code
 * com.sun.rowset.JdbcRowSetImpl}, so that a test can swap one name for the other in a message.
 */
public final class GadgetStandIn {
  public String value;

  public GadgetStandIn() {}

  public GadgetStandIn(String value) {
    this.value = value;
  }
}
