package dev.skiff.bench.data;

import java.io.Serializable;

/**
 * An amount of money as whole cents and an ISO 4217 currency code: part of an {@link OrderEvent}.
 */
public record Money(long cents, String currency) implements Serializable {}
