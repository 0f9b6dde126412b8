package dev.skiff.codegen.c;

import java.lang.invoke.MethodHandles;

/**
 * Gives the codegen tests a full-privilege lookup in this package, to define generated classes in
 * Skiff's own (unnamed) module with {@link MethodHandles.Lookup#defineClass}.
 */
public final class Anchor {
  private Anchor() {}

  public static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
}
