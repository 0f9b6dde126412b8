package dev.skiff.jdk;

import java.io.Serializable;
import java.util.Comparator;
import java.util.function.Function;
import java.util.function.Supplier;

/** The capturing class of the serializable lambdas in {@link LambdaProxyTest}. */
final class Lambdas {
  private Lambdas() {}

  /** A serializable function. */
  interface SerFunction<T, R> extends Function<T, R>, Serializable {}

  static SerFunction<Integer, Integer> adder(int offset) {
    return x -> x + offset;
  }

  static Function<String, Integer> length() {
    return (Function<String, Integer> & Serializable) String::length;
  }

  static Function<String, String> prefixer(String prefix) {
    return (Function<String, String> & Serializable) prefix::concat;
  }

  static Supplier<Object> supplierOf(Object captured) {
    return (Supplier<Object> & Serializable) () -> captured;
  }

  static Comparator<String> reverse() {
    return (Comparator<String> & Serializable) (a, b) -> b.compareTo(a);
  }

  static Comparator<String> byLengthThenReverse() {
    return Comparator.comparing(length()).thenComparing(reverse());
  }

  static Runnable notSerializable() {
    return () -> {};
  }

  /** Applies {@code f}, which must be a {@code Function}. */
  @SuppressWarnings("unchecked")
  static <T, R> R apply(Object f, T arg) {
    return ((Function<T, R>) f).apply(arg);
  }
}
