package dev.skiff.jdkser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.UnregisteredClassException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code writeReplace} and {@code readResolve}: singletons, serialization proxies, cycles. */
class ReplaceResolveTest {

  static final class Singleton implements Serializable {
    static final Singleton INSTANCE = new Singleton();
    int state = 1;

    private Singleton() {}

    private Object readResolve() {
      return INSTANCE;
    }
  }

  /** The serialization-proxy pattern: Period is never read directly. */
  static final class Period implements Serializable {
    final LocalDate start;
    final LocalDate end;

    Period(LocalDate start, LocalDate end) {
      if (start.isAfter(end)) {
        throw new IllegalArgumentException("start after end");
      }
      this.start = start;
      this.end = end;
    }

    private Object writeReplace() {
      return new PeriodProxy(this);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
      throw new InvalidObjectException("proxy required");
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Period p && p.start.equals(start) && p.end.equals(end);
    }

    @Override
    public int hashCode() {
      return Objects.hash(start, end);
    }
  }

  static final class PeriodProxy implements Serializable {
    LocalDate start;
    LocalDate end;

    PeriodProxy(Period p) {
      start = p.start;
      end = p.end;
    }

    private Object readResolve() {
      return new Period(start, end);
    }
  }

  /** Resolves to a fresh copy marked as resolved; {@code back} may close a cycle. */
  static final class Token implements Serializable {
    String name;
    Object back;

    Token(String name, Object back) {
      this.name = name;
      this.back = back;
    }

    private Object readResolve() {
      return new Token(name + "!", back);
    }
  }

  static final class Holder implements Serializable {
    List<Object> items = new ArrayList<>();
  }

  /** Replaced by a Stand-in that refers back to the original. */
  static final class Original implements Serializable {
    String name;
    boolean cyclic;

    private Object writeReplace() {
      StandIn s = new StandIn();
      s.name = name;
      s.original = cyclic ? this : null;
      return s;
    }
  }

  static final class StandIn implements Serializable {
    String name;
    Object original;
  }

  static final class Vanishing implements Serializable {
    private Object writeReplace() {
      return null;
    }
  }

  static final class Unregistered implements Serializable {}

  static final class ToUnregistered implements Serializable {
    private Object writeReplace() {
      return new Unregistered();
    }
  }

  static final Class<?>[] CLASSES = {
    Singleton.class,
    Period.class,
    PeriodProxy.class,
    Token.class,
    Holder.class,
    Original.class,
    StandIn.class,
    Vanishing.class,
    ToUnregistered.class
  };

  static List<Setup> setups() {
    return Setup.all();
  }

  static List<Setup> refSetups() {
    return Setup.withReferences();
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_singletonWithReadResolve_staysSingleton(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    assertThat(setup.roundTrip(skiff, Singleton.INSTANCE)).isSameAs(Singleton.INSTANCE);
    List<Object> back =
        setup.roundTrip(
            skiff, new ArrayList<>(List.of(Singleton.INSTANCE, "x", Singleton.INSTANCE)));
    assertThat(back.get(0)).isSameAs(Singleton.INSTANCE);
    assertThat(back.get(2)).isSameAs(Singleton.INSTANCE);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_serializationProxy_rebuildsThroughConstructor(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Period p = new Period(LocalDate.of(2020, 1, 1), LocalDate.of(2021, 1, 1));
    Object back = setup.roundTrip(skiff, p);
    assertThat(back.getClass()).isEqualTo(Period.class);
    assertThat(back).isEqualTo(p);
    List<Object> list = setup.roundTrip(skiff, new ArrayList<>(List.of(p, p)));
    assertThat(list.get(1)).isEqualTo(p);
    if (setup.refs()) {
      assertThat(list.get(1)).isSameAs(list.get(0));
    }
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_proxyRejectsData_throwsMalformedInput(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    PeriodProxy proxy = new PeriodProxy(new Period(LocalDate.MIN, LocalDate.MAX));
    proxy.start = LocalDate.MAX;
    proxy.end = LocalDate.MIN;
    byte[] bytes = skiff.serialize(proxy);
    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(MalformedInputException.class);
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void roundTrip_cycleThroughResolvedObject_referenceIdPointsToResolved(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Holder h = new Holder();
    Token t = new Token("a", h);
    h.items.add(t);
    h.items.add(t);
    Holder back = setup.roundTrip(skiff, h);
    Token first = (Token) back.items.get(0);
    assertThat(first.name).isEqualTo("a!");
    assertThat(back.items.get(1)).isSameAs(first);
    assertThat(first.back).isSameAs(back);
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void readResolve_backReferenceReadBeforeResolve_pointsToUnresolvedInstance(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Token t = new Token("self", null);
    t.back = t;
    Token back = setup.roundTrip(skiff, t);
    assertThat(back.name).isEqualTo("self!");
    // As in JDK serialization: the reference inside was read before readResolve ran.
    Token inner = (Token) back.back;
    assertThat(inner.name).isEqualTo("self");
    assertThat(inner.back).isSameAs(inner);
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void writeReplace_replacementRefersToOriginal_readsAsReplacement(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Original o = new Original();
    o.name = "o";
    o.cyclic = true;
    Holder h = new Holder();
    h.items.add(o);
    h.items.add(o);
    Holder back = setup.roundTrip(skiff, h);
    StandIn s = (StandIn) back.items.get(0);
    assertThat(s.name).isEqualTo("o");
    assertThat(s.original).isSameAs(s);
    assertThat(back.items.get(1)).isSameAs(s);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void writeReplace_toOtherClass_readsReplacementClass(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Original o = new Original();
    o.name = "n";
    Object back = setup.roundTrip(skiff, o);
    assertThat(back.getClass()).isEqualTo(StandIn.class);
    assertThat(((StandIn) back).name).isEqualTo("n");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void writeReplace_returnsNull_readsNull(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    List<Object> back = setup.roundTrip(skiff, new ArrayList<>(List.of(new Vanishing(), "y")));
    assertThat(back.get(0)).isNull();
    assertThat(back.get(1)).isEqualTo("y");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void writeReplace_toUnregisteredClass_failsWhenRegistrationRequired(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    if (setup.required()) {
      assertThatThrownBy(() -> skiff.serialize(new ToUnregistered()))
          .isInstanceOf(UnregisteredClassException.class);
    } else {
      Object back = setup.roundTrip(skiff, (Object) new ToUnregistered());
      assertThat(back.getClass()).isEqualTo(Unregistered.class);
    }
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_truncated_throwsSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Setup.assertTruncationsFail(
        skiff, new Period(LocalDate.of(2020, 1, 1), LocalDate.of(2021, 1, 1)));
    Setup.assertTruncationsFail(skiff, Singleton.INSTANCE);
    Original o = new Original();
    o.name = "t";
    Setup.assertTruncationsFail(skiff, o);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_invalidForm_throwsMalformedInput(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    byte[] bytes = skiff.serialize(Singleton.INSTANCE);
    int formAt = setup.required() ? 2 : bytes.length - 6;
    bytes[formAt] = 7;
    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(SkiffException.class);
  }
}
