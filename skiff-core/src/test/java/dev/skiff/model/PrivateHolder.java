package dev.skiff.model;

import java.util.Objects;

/** Holds a private nested class that can only be reached through this holder. */
public final class PrivateHolder {
  private PrivateHolder() {}

  /** The private class, for registration. */
  public static Class<?> secretClass() {
    return Secret.class;
  }

  /** A new instance of the private class. */
  public static Object newSecret(String code, int level) {
    return new Secret(code, level);
  }

  private static final class Secret {
    private final String code;
    private int level;

    private Secret(String code, int level) {
      this.code = code;
      this.level = level;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Secret
          && Objects.equals(code, ((Secret) o).code)
          && level == ((Secret) o).level;
    }

    @Override
    public int hashCode() {
      return Objects.hash(code, level);
    }

    @Override
    public String toString() {
      return "Secret{" + code + ", " + level + "}";
    }
  }
}
