/**
 * The format engine: the per-message contexts ({@code WriteContext}, {@code ReadContext}) with
 * their framing (null markers, back-references, class tags, depth), the {@code TypeRegistry} that
 * maps classes to tags and codecs, {@code Slot}s (declared places with their call-site caches),
 * chunked elements and entries ({@code ChunkLoops}), reference tables, the configuration and the
 * deny list; and the codec contract itself ({@code Codec}, {@code CodecFactory}).
 */
@NullMarked
package dev.skiff.internal.engine;

import org.jspecify.annotations.NullMarked;
