package dev.skiff.jdk;

import dev.skiff.Skiff;
import java.util.List;

/**
 * Run by {@link SqlTypesTest} in a JVM without the {@code java.sql} module: Skiff must load and
 * work, leaving the {@code java.sql} ids unused.
 */
public final class NoSqlProbe {
  private NoSqlProbe() {}

  public static void main(String[] args) {
    if (ModuleLayer.boot().findModule("java.sql").isPresent()) {
      throw new AssertionError("java.sql is present");
    }
    Skiff skiff = Skiff.builder().build();
    Object back = skiff.deserialize(skiff.serialize(List.of("no", "sql", new java.util.Date(5))));
    System.out.println("probe ok " + back);
  }
}
