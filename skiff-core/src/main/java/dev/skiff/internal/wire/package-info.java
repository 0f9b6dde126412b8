/**
 * The bytes: {@code ByteSink} and {@code ByteSource}, the byte windows over a {@code byte[]}, a
 * {@code ByteBuffer} or a stream, with growth, refills, back-patched lengths and every length
 * check; their subclasses {@code WriteBuffer} and {@code ReadBuffer}, little-endian encoders and
 * decoders of var-ints, the three string encodings and bulk primitive arrays; {@code Utf8}, the
 * strict UTF-8 both of them use; {@code Tags}, the marker and tag values of the format; and {@code
 * ByteBufferInput} and {@code ByteBufferOutput}, the streams through which messages are read from
 * and written into a {@code ByteBuffer}. Nothing here knows about classes or codecs.
 */
@NullMarked
package dev.skiff.internal.wire;

import org.jspecify.annotations.NullMarked;
