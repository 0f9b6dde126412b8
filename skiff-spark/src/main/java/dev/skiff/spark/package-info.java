/**
 * Skiff as Apache Spark's serializer: {@code spark.serializer=dev.skiff.spark.SkiffSerializer},
 * configured under {@code spark.skiff.*}.
 */
@NullMarked
package dev.skiff.spark;

import org.jspecify.annotations.NullMarked;
