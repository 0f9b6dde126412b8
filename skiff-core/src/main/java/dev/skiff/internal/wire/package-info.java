/**
 * The bytes: {@code WriteBuffer} and {@code ReadBuffer}, little-endian sinks and sources over a
 * {@code byte[]}, a {@code ByteBuffer} or a stream, with var-ints, the three string encodings, bulk
 * primitive arrays and every length check; {@code Utf8}, the strict UTF-8 both of them use; and
 * {@code Tags}, the marker and tag values of the format. Nothing here knows about classes or
 * codecs.
 */
@NullMarked
package dev.skiff.internal.wire;

import org.jspecify.annotations.NullMarked;
