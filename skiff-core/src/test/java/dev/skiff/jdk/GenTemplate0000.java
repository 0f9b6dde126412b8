package dev.skiff.jdk;

/**
 * The template from which {@link StreamSequenceTest} defines many distinct classes at run time, by
 * renaming it in its class file ({@code GenTemplate0000} to {@code GenTemplate0001}, ...).
 */
final class GenTemplate0000 {
  int value;
}
