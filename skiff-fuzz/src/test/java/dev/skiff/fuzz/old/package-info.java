/**
 * Older versions of four golden corpus classes, with the same simple names: registered at the ids
 * of the current ones, their compatible-mode messages make a reader of {@link dev.skiff.wire} and
 * {@link dev.skiff.model} evolve what it reads (widened, reordered, renamed, dropped and added
 * fields, enum constants in another order and one the reader lacks).
 */
package dev.skiff.fuzz.old;
