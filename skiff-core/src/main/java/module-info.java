/**
 * Skiff: a fast, compact and safe binary object-graph serializer. The only exported package is
 * {@code dev.skiff}; everything else is an implementation detail.
 */
module dev.skiff {
  requires jdk.unsupported;

  exports dev.skiff;
}
