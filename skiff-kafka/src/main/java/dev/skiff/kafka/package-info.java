/**
 * Skiff for Kafka: a {@code Serde} with its serializer and deserializer, configured through Kafka
 * config maps.
 */
@NullMarked
package dev.skiff.kafka;

import org.jspecify.annotations.NullMarked;
