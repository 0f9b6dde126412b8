package dev.skiff.bench.data;

import java.io.Serializable;

/** A party to an {@link OrderEvent}: a display name and an e-mail address. */
public record Party(String name, String email) implements Serializable {}
