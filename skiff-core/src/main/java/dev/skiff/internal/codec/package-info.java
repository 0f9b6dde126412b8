/**
 * The built-in codecs, one per file, and the one table of their frozen wire ids ({@code
 * BuiltinTable}); {@code BuiltinCodecs} makes them the built-in links of the codec factory chain,
 * with the interpreted object and record codecs for user classes.
 */
@NullMarked
package dev.skiff.internal.codec;

import org.jspecify.annotations.NullMarked;
