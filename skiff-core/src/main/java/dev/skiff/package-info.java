/**
 * Skiff's API: {@link dev.skiff.Skiff} and its builder, the streams of many values, the user
 * serializer chain, the annotations and the exceptions. Every other package is internal.
 */
@NullMarked
package dev.skiff;

import org.jspecify.annotations.NullMarked;
