/**
 * Skiff's annotation processor: build-time codecs for classes annotated
 * {@code @dev.skiff.Generate}. Put the jar on the annotation-processor path; nothing of it is
 * needed at run time.
 */
@NullMarked
package dev.skiff.processor;

import org.jspecify.annotations.NullMarked;
