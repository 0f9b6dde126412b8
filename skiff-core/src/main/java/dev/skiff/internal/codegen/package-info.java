/**
 * Run-time code generation: {@code CodecGenerator} and {@code FieldCode} write an object or record
 * codec per class as a hidden class (ASM, shaded). Generated code calls the contexts' writes, reads
 * and enter and exit methods (see {@code Codec}), and {@code dev.skiff.LeafFields} for boxes, enums
 * and primitive arrays, as build-time codecs do.
 */
@NullMarked
package dev.skiff.internal.codegen;

import org.jspecify.annotations.NullMarked;
