/** Skiff in Redis clients: codecs for Redisson and Lettuce, and a Spring Data Redis serializer. */
@NullMarked
package dev.skiff.redis;

import org.jspecify.annotations.NullMarked;
