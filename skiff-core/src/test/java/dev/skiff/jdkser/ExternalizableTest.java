package dev.skiff.jdkser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code Externalizable}: public no-arg constructor, writeExternal/readExternal on Skiff streams.
 */
class ExternalizableTest {

  public static final class Account implements Externalizable {
    String owner;
    long cents;
    List<String> tags;
    Account partner;
    transient boolean constructed;

    public Account() {
      constructed = true;
    }

    Account(String owner, long cents, List<String> tags) {
      this.owner = owner;
      this.cents = cents;
      this.tags = tags;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeUTF(owner);
      out.writeLong(cents);
      out.writeObject(tags);
      out.writeObject(partner);
      out.writeInt(0xC0FFEE);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      owner = in.readUTF();
      cents = in.readLong();
      if (cents < 0) {
        throw new InvalidObjectException("negative balance");
      }
      tags = (List<String>) in.readObject();
      partner = (Account) in.readObject();
      if (in.readInt() != 0xC0FFEE) {
        throw new InvalidObjectException("trailer");
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Account a
          && a.owner.equals(owner)
          && a.cents == cents
          && Objects.equals(a.tags, tags);
    }

    @Override
    public int hashCode() {
      return owner.hashCode();
    }
  }

  /** Reads more than it wrote. */
  public static final class Greedy implements Externalizable {
    public Greedy() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeByte(1);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      in.readByte();
      in.readInt();
    }
  }

  /** No public no-arg constructor: JDK serialization refuses it, and so does Skiff. */
  public static final class NoConstructor implements Externalizable {
    NoConstructor(int x) {}

    @Override
    public void writeExternal(ObjectOutput out) {}

    @Override
    public void readExternal(ObjectInput in) {}
  }

  static final Class<?>[] CLASSES = {Account.class, Greedy.class};

  static List<Setup> setups() {
    return Setup.all();
  }

  static List<Setup> refSetups() {
    return Setup.withReferences();
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_externalizable_publicConstructorAndReadExternalRun(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Account a = new Account("ada", 1234, new ArrayList<>(List.of("x", "y")));
    Account back = setup.roundTrip(skiff, a);
    assertThat(back).isEqualTo(a);
    assertThat(back.constructed).isTrue();
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void roundTrip_externalizableCycle_identityKept(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Account a = new Account("a", 1, List.of());
    Account b = new Account("b", 2, List.of());
    a.partner = b;
    b.partner = a;
    Account back = setup.roundTrip(skiff, a);
    assertThat(back.partner.partner).isSameAs(back);
    assertThat(back.partner.owner).isEqualTo("b");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_readExternalRejects_throwsMalformedInput(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    byte[] bytes = skiff.serialize(new Account("x", -1, null));
    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(MalformedInputException.class);
    byte[] greedy = skiff.serialize(new Greedy());
    assertThatThrownBy(() -> skiff.deserialize(greedy)).isInstanceOf(MalformedInputException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void serialize_noPublicNoArgConstructor_throwsSkiffException(Setup setup) {
    assertThatThrownBy(
            () -> setup.skiff(Account.class, NoConstructor.class).serialize(new NoConstructor(1)))
        .isInstanceOf(SkiffException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_truncated_throwsSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Setup.assertTruncationsFail(skiff, new Account("ada", 5, List.of("t")));
  }
}
