package dev.skiff.model;

/** A line of an {@link Order}. */
public record OrderLine(String sku, int quantity, long priceCents) {}
