package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Serializer;
import dev.skiff.Skiff;
import dev.skiff.SkiffInput;
import dev.skiff.SkiffOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Compatible mode with a class that moved to another package ({@link dev.skiff.Alias} on the class)
 * and with classes written by a user's custom serializer, which travel length-prefixed so that a
 * reader without the class skips them.
 */
class MovedAndCustomClassTest {
  static List<Mode> modes() {
    return Mode.all();
  }

  private static final ClassLoader V1 =
      Versions.compile(
          Map.of(
              "old.Money",
              """
              package old;
              public class Money { public String currency; public long cents; }
              """,
              "ex.Wallet",
              """
              package ex;
              public class Wallet {
                public Object cash;
                public Object secret;
                public ex.Tally after;
              }
              """,
              "ex.Secret",
              """
              package ex;
              public class Secret { public String code; }
              """,
              "ex.Tally",
              """
              package ex;
              public class Tally { public int n; }
              """,
              "ex.Label",
              """
              package ex;
              public class Label { public int n; }
              """));

  private static final ClassLoader V2 =
      Versions.compile(
          Map.of(
              "neu.Money",
              """
              package neu;
              @dev.skiff.Alias("old.Money")
              public class Money { public String currency; public long cents; public int scale = 2; }
              """,
              "ex.Wallet",
              """
              package ex;
              public class Wallet { public Object cash; public ex.Tally after; }
              """,
              "ex.Tally",
              """
              package ex;
              public class Tally { public int n; }
              """,
              "ex.Label",
              """
              package ex;
              public class Label { public int n; }
              """));

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_classMovedPackage_readThroughItsClassAlias(Mode mode) {
    Object money = make(V1, "old.Money", "currency", "NOK", "cents", 1250L);
    Object wallet = make(V1, "ex.Wallet", "cash", money);
    Skiff reader =
        mode.builder(V2, mode.readerCodegen()).register(Versions.load(V2, "neu.Money")).build();

    Object back = mode.read(reader, mode.writer(V1).serialize(wallet));

    Object cash = get(back, "cash");
    assertThat(cash.getClass().getName()).isEqualTo("neu.Money");
    assertThat(get(cash, "currency")).isEqualTo("NOK");
    assertThat(get(cash, "cents")).isEqualTo(1250L);
    assertThat(get(cash, "scale")).isEqualTo(2);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_customSerializedClassTheReaderLacks_skippedByItsLength(Mode mode) {
    Class<?> secret = Versions.load(V1, "ex.Secret");
    Object tally = make(V1, "ex.Tally", "n", 7);
    Object s = make(V1, "ex.Secret", "code", "xyzzy");
    // The secret's serializer also writes the tally, which the wallet's later field shares.
    Skiff writer =
        mode.builder(V1, mode.writerCodegen())
            .addSerializerFactory(type -> type == secret ? new SecretSerializer(tally) : null)
            .build();
    Object wallet = make(V1, "ex.Wallet", "secret", s, "after", make(V1, "ex.Tally", "n", 8));
    List<Object> values = new ArrayList<>(List.of(wallet, make(V1, "ex.Tally", "n", 9)));

    List<?> back = (List<?>) mode.read(mode.reader(V2), writer.serialize(values));

    assertThat(get(get(back.get(0), "after"), "n")).isEqualTo(8);
    assertThat(get(back.get(1), "n")).as("ids after the skipped body stay aligned").isEqualTo(9);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_customBodyNamingAClassFirst_laterValuesReadAlignedWithOrWithoutTheClass(
      Mode mode) {
    Class<?> secret = Versions.load(V1, "ex.Secret");
    Object inside = make(V1, "ex.Tally", "n", 7);
    Skiff writer =
        mode.builder(V1, mode.writerCodegen())
            .addSerializerFactory(type -> type == secret ? new SecretSerializer(inside) : null)
            .build();
    // The tally's class is named, and its schema sent, first inside the secret's body; a reader
    // without the secret's class skips that body, so the writer must not refer back to either.
    // The label, of the same shape, is new after the body: a reader whose tables slid by one
    // entry would read the later tally as a label.
    Object wallet = make(V1, "ex.Wallet", "secret", make(V1, "ex.Secret", "code", "xyzzy"));
    List<Object> values =
        new ArrayList<>(
            List.of(
                wallet,
                make(V1, "ex.Label", "n", 1),
                make(V1, "ex.Tally", "n", 9),
                make(V1, "ex.Tally", "n", 10)));
    byte[] bytes = writer.serialize(values);
    Skiff withSecret =
        mode.builder(V1, mode.readerCodegen())
            .addSerializerFactory(type -> type == secret ? new SecretSerializer(inside) : null)
            .build();

    for (Skiff reader : List.of(mode.reader(V2), withSecret)) {
      List<?> back = (List<?>) mode.read(reader, bytes);

      assertThat(back.get(1).getClass().getName()).isEqualTo("ex.Label");
      assertThat(get(back.get(1), "n")).isEqualTo(1);
      assertThat(back.get(2).getClass().getName()).isEqualTo("ex.Tally");
      assertThat(List.of(get(back.get(2), "n"), get(back.get(3), "n"))).containsExactly(9, 10);
    }
  }

  /** Writes a secret as its code and a tally object. */
  private static final class SecretSerializer implements Serializer<Object> {
    private final Object tally;

    SecretSerializer(Object tally) {
      this.tally = tally;
    }

    @Override
    public void write(SkiffOutput out, Object value) {
      out.writeString((String) get(value, "code"));
      out.writeObject(tally);
    }

    @Override
    public Object read(SkiffInput in) {
      @Nullable String code = in.readString();
      in.readObject();
      return Reflect.make(tally.getClass().getClassLoader(), "ex.Secret", "code", code);
    }
  }
}
