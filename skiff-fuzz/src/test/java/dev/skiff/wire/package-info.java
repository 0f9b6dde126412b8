/**
 * Copies of the golden corpus classes of skiff-core's tests (same package and names, so that the
 * golden messages that name classes, with registration off, resolve here too). Keep them in step
 * with {@code skiff-core/src/test/java/dev/skiff/wire}.
 */
package dev.skiff.wire;
