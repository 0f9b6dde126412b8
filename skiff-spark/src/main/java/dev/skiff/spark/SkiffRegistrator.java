package dev.skiff.spark;

import dev.skiff.Skiff;

/**
 * A user hook that configures the {@link Skiff.Builder} behind {@link SkiffSerializer}; name the
 * implementing class in {@code spark.skiff.registrator}. It needs a public no-argument constructor.
 */
public interface SkiffRegistrator {
  /** Registers classes and serializers on {@code builder}. */
  void registerClasses(Skiff.Builder builder);
}
