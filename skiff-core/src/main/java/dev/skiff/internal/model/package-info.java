/**
 * What Skiff knows of a user class: its canonical field order ({@code FieldLayout}), how fields are
 * reached and instances created ({@code FieldAccess}, {@code SerialAccess}, the one seam over
 * {@code ReflectionFactory}), declared generic types as slots ({@code Slots}), and the encoding
 * kind of a field or value ({@code ValueKind}).
 */
@NullMarked
package dev.skiff.internal.model;

import org.jspecify.annotations.NullMarked;
