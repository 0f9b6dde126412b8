/**
 * Skiff: a fast, compact and safe binary object-graph serializer. The only exported package is
 * {@code dev.skiff}; everything else is an implementation detail.
 */
module dev.skiff {
  requires jdk.unsupported;
  // java.sql.Date, Time and Timestamp get built-in codecs only when the module is present.
  requires static java.sql;
  // ASM is shaded into Skiff's own jar under dev.skiff.internal.asm; this clause is for compiling
  // only and is optional at run time.
  requires static org.objectweb.asm;
  // Nullness annotations (JSpecify), for the compiler and NullAway only.
  requires static org.jspecify;

  exports dev.skiff;
}
