package dev.skiff.custom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import dev.skiff.RoundTripConfig;
import dev.skiff.Serializer;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.SkiffInput;
import dev.skiff.SkiffOutput;
import dev.skiff.UnregisteredClassException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** User serializers and factories: chain order, nesting, registration and malformed input. */
class CustomSerializerTest {
  /** A value class without a no-arg constructor, written by hand. */
  record Money(String currency, long cents, byte[] memo, Object extra) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Money m
          && m.currency.equals(currency)
          && m.cents == cents
          && Arrays.equals(m.memo, memo)
          && java.util.Objects.equals(m.extra, extra);
    }

    @Override
    public int hashCode() {
      return currency.hashCode();
    }
  }

  /** Counts its calls so tests can see which link of the chain answered. */
  static final class MoneySerializer implements Serializer<Money> {
    final AtomicInteger writes = new AtomicInteger();

    @Override
    public void write(SkiffOutput out, Money m) {
      writes.incrementAndGet();
      out.writeString(m.currency());
      out.writeLong(m.cents());
      out.writeBytes(m.memo());
      out.writeObject(m.extra());
      out.writeBoolean(true);
      out.writeByte(7);
      out.writeShort((short) -2);
      out.writeChar('x');
      out.writeInt(-5);
      out.writeFloat(1.5f);
      out.writeDouble(-0.0);
    }

    @Override
    public Money read(SkiffInput in) {
      Money m = new Money(in.readString(), in.readLong(), in.readBytes(), in.readObject());
      assertThat(in.readBoolean()).isTrue();
      assertThat(in.readByte()).isEqualTo((byte) 7);
      assertThat(in.readShort()).isEqualTo((short) -2);
      assertThat(in.readChar()).isEqualTo('x');
      assertThat(in.readInt()).isEqualTo(-5);
      assertThat(in.readFloat()).isEqualTo(1.5f);
      assertThat(Double.doubleToRawLongBits(in.readDouble()))
          .isEqualTo(Double.doubleToRawLongBits(-0.0));
      return m;
    }
  }

  private static Skiff skiff(RoundTripConfig config, Serializer<Money> serializer) {
    return config.builder(Money.class).addSerializer(Money.class, serializer).build();
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_userSerializer_usedForItsClassInEveryConfig(RoundTripConfig config) {
    MoneySerializer serializer = new MoneySerializer();
    Money money = new Money("EUR", -1234, new byte[] {1, 2}, List.of("nested", 3));
    List<Object> graph = new ArrayList<>(List.of(money, Map.of("k", money)));
    Object back = config.roundTrip(skiff(config, serializer), skiff(config, serializer), graph);
    assertThat(back).isEqualTo(graph);
    assertThat(serializer.writes.get()).isPositive();
    if (config.trackReferences()) {
      List<?> list = (List<?>) back;
      assertThat(((Map<?, ?>) list.get(1)).get("k")).isSameAs(list.get(0));
    }
  }

  @Test
  void build_factoriesAskedInOrderBeforeBuiltIns_firstNonNullWins() {
    List<String> asked = new ArrayList<>();
    Serializer<LocalDate> asEpochDay =
        new Serializer<>() {
          @Override
          public void write(SkiffOutput out, LocalDate value) {
            out.writeLong(value.toEpochDay() * 10);
          }

          @Override
          public LocalDate read(SkiffInput in) {
            return LocalDate.ofEpochDay(in.readLong() / 10);
          }
        };
    Skiff skiff =
        Skiff.builder()
            .addSerializerFactory(
                type -> {
                  asked.add("first:" + type.getSimpleName());
                  return null;
                })
            .addSerializerFactory(type -> type == LocalDate.class ? asEpochDay : null)
            .build();
    LocalDate date = LocalDate.of(2026, 11, 21);
    byte[] bytes = skiff.serialize(date);
    assertThat(skiff.deserialize(bytes)).isEqualTo(date);
    assertThat(asked).contains("first:LocalDate");
    // The built-in LocalDate codec would write year, month, day; this one wrote epochDay * 10.
    byte[] builtIn = Skiff.builder().build().serialize(date);
    assertThat(bytes).isNotEqualTo(builtIn);
  }

  @Test
  void roundTrip_userSerializerReplacingStringInsideCollections_isNotBypassed() {
    AtomicInteger calls = new AtomicInteger();
    Serializer<String> shouting =
        new Serializer<>() {
          @Override
          public void write(SkiffOutput out, String value) {
            calls.incrementAndGet();
            out.writeInt(value.length());
            out.writeBytes(value.toUpperCase(java.util.Locale.ROOT).getBytes());
          }

          @Override
          public String read(SkiffInput in) {
            int n = in.readInt();
            String s = new String(in.readBytes());
            assertThat(s).hasSize(n);
            return s;
          }
        };
    Skiff skiff = Skiff.builder().addSerializer(String.class, shouting).build();
    Object back = skiff.deserialize(skiff.serialize(new ArrayList<>(List.of("a", "bc", "def"))));
    // The chunk loops inline the built-in String encoding; a replacement must still run.
    assertThat(back).isEqualTo(List.of("A", "BC", "DEF"));
    assertThat(calls.get()).isEqualTo(3);
  }

  @Test
  void serialize_userSerializerForUnregisteredClass_stillRequiresRegistration() {
    Skiff skiff = Skiff.builder().addSerializer(Money.class, new MoneySerializer()).build();
    assertThatThrownBy(() -> skiff.serialize(new Money("EUR", 1, new byte[0], null)))
        .isInstanceOf(UnregisteredClassException.class)
        .hasMessageContaining("Money");
  }

  @Test
  void deserialize_truncatedOrLyingCustomBody_throwsSkiffException() {
    Skiff skiff = skiff(RoundTripConfig.NOREFS_REGISTERED_BYTES, new MoneySerializer());
    byte[] bytes = skiff.serialize(new Money("USD", 5, new byte[] {9, 9, 9}, "x"));
    for (int cut = 1; cut < bytes.length; cut++) {
      byte[] prefix = Arrays.copyOf(bytes, cut);
      assertThatThrownBy(() -> skiff.deserialize(prefix)).isInstanceOf(SkiffException.class);
    }
    // The memo length sits after header, tag, currency (1 + 3) and cents (1): claim 2^28 bytes.
    byte[] lying = Arrays.copyOf(bytes, bytes.length);
    int memoLength = 1 + 1 + 4 + 1;
    assertThat(lying[memoLength]).isEqualTo((byte) 3);
    lying[memoLength] = (byte) 0x80;
    byte[] spliced = new byte[lying.length + 3];
    System.arraycopy(lying, 0, spliced, 0, memoLength + 1);
    spliced[memoLength + 1] = (byte) 0x80;
    spliced[memoLength + 2] = (byte) 0x80;
    spliced[memoLength + 3] = (byte) 0x01;
    System.arraycopy(lying, memoLength + 1, spliced, memoLength + 4, lying.length - memoLength - 1);
    assertThatThrownBy(() -> skiff.deserialize(spliced))
        .isInstanceOf(MalformedInputException.class)
        .hasMessageContaining("remain");
  }
}
