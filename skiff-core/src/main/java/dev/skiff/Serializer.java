package dev.skiff;

import org.jspecify.annotations.Nullable;

/**
 * A user-supplied serializer for one class: it writes a non-null value's content to a {@link
 * SkiffOutput} and reads it back from a {@link SkiffInput}. Null markers, class ids and
 * back-references around the value are Skiff's business.
 *
 * <p>Serializers are found through an ordered chain: the serializers and {@link Factory factories}
 * given to the builder, in the order given, then Skiff's built-in ones. The first that answers for
 * a class wins, so a user serializer may also replace a built-in one (writer and reader must then
 * both use it). A serializer is shared by all threads and must be stateless.
 *
 * <pre>{@code
 * Skiff skiff = Skiff.builder()
 *     .register(Money.class)
 *     .addSerializer(Money.class, new Serializer<>() {
 *       public void write(SkiffOutput out, Money m) {
 *         out.writeString(m.currency());
 *         out.writeLong(m.cents());
 *       }
 *       public Money read(SkiffInput in) {
 *         return new Money(in.readString(), in.readLong());
 *       }
 *     })
 *     .build();
 * }</pre>
 *
 * <p>With references tracked, a value written by a user serializer keeps its identity when reached
 * twice, but it is registered only after {@link #read} returns, so a value nested inside it cannot
 * refer back to it.
 *
 * @param <T> the class this serializer handles
 */
public interface Serializer<T> {
  /** Writes the content of {@code value}, which is never null. */
  void write(SkiffOutput out, T value);

  /** Reads what {@link #write} wrote and returns the rebuilt value. */
  T read(SkiffInput in);

  /**
   * One link of the serializer chain: answers a serializer for the classes it knows and {@code
   * null} for every other, so the next link gets its turn.
   */
  @FunctionalInterface
  interface Factory {
    /** A serializer for {@code type}, or {@code null} if this factory does not handle it. */
    @Nullable Serializer<?> create(Class<?> type);
  }
}
