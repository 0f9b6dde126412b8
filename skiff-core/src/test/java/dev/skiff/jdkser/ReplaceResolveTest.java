package dev.skiff.jdkser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
    assertSame(Singleton.INSTANCE, setup.roundTrip(skiff, Singleton.INSTANCE));
    List<Object> back =
        setup.roundTrip(
            skiff, new ArrayList<>(List.of(Singleton.INSTANCE, "x", Singleton.INSTANCE)));
    assertSame(Singleton.INSTANCE, back.get(0));
    assertSame(Singleton.INSTANCE, back.get(2));
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_serializationProxy_rebuildsThroughConstructor(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Period p = new Period(LocalDate.of(2020, 1, 1), LocalDate.of(2021, 1, 1));
    Object back = setup.roundTrip(skiff, p);
    assertEquals(Period.class, back.getClass());
    assertEquals(p, back);
    List<Object> list = setup.roundTrip(skiff, new ArrayList<>(List.of(p, p)));
    assertEquals(p, list.get(1));
    if (setup.refs()) {
      assertSame(list.get(0), list.get(1));
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
    assertThrows(MalformedInputException.class, () -> skiff.deserialize(bytes));
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
    assertEquals("a!", first.name);
    assertSame(first, back.items.get(1));
    assertSame(back, first.back);
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void readResolve_backReferenceReadBeforeResolve_pointsToUnresolvedInstance(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Token t = new Token("self", null);
    t.back = t;
    Token back = setup.roundTrip(skiff, t);
    assertEquals("self!", back.name);
    // As in JDK serialization: the reference inside was read before readResolve ran.
    Token inner = (Token) back.back;
    assertEquals("self", inner.name);
    assertSame(inner, inner.back);
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
    assertEquals("o", s.name);
    assertSame(s, s.original);
    assertSame(s, back.items.get(1));
  }

  @ParameterizedTest
  @MethodSource("setups")
  void writeReplace_toOtherClass_readsReplacementClass(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Original o = new Original();
    o.name = "n";
    Object back = setup.roundTrip(skiff, o);
    assertEquals(StandIn.class, back.getClass());
    assertEquals("n", ((StandIn) back).name);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void writeReplace_returnsNull_readsNull(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    List<Object> back = setup.roundTrip(skiff, new ArrayList<>(List.of(new Vanishing(), "y")));
    assertNull(back.get(0));
    assertEquals("y", back.get(1));
  }

  @ParameterizedTest
  @MethodSource("setups")
  void writeReplace_toUnregisteredClass_failsWhenRegistrationRequired(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    if (setup.required()) {
      assertThrows(UnregisteredClassException.class, () -> skiff.serialize(new ToUnregistered()));
    } else {
      Object back = setup.roundTrip(skiff, (Object) new ToUnregistered());
      assertEquals(Unregistered.class, back.getClass());
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
    assertThrows(SkiffException.class, () -> skiff.deserialize(bytes));
  }
}
