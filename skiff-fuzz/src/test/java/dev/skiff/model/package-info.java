/** A copy of skiff-core's test enum {@code Color}, which the golden corpus uses. */
package dev.skiff.model;
