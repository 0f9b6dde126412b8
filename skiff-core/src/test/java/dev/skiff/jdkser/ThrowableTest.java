package dev.skiff.jdkser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.LimitExceededException;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.UnregisteredClassException;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Throwables: message, cause chain, suppressed exceptions, stack traces, subclass fields. */
class ThrowableTest {

  /** A user exception with state of its own; must be registered like any user class. */
  static final class OrderRejected extends IllegalStateException {
    final String orderId;
    int code;
    transient String cache = "not restored";

    OrderRejected(String message, String orderId, int code) {
      super(message);
      this.orderId = orderId;
      this.code = code;
    }
  }

  static List<Setup> setups() {
    return Setup.all();
  }

  static List<Setup> refSetups() {
    return Setup.withReferences();
  }

  static List<Setup> noRefSetups() {
    return Setup.withoutReferences();
  }

  static final Class<?>[] CLASSES = {OrderRejected.class};

  /** Same class, message, stack trace; causes and suppressed compared recursively. */
  static void assertSameThrowable(Throwable expected, Throwable actual) {
    assertThat(actual.getClass()).isEqualTo(expected.getClass());
    assertThat(actual.getMessage()).isEqualTo(expected.getMessage());
    assertThat(actual.getStackTrace()).isEqualTo(expected.getStackTrace());
    Throwable[] es = expected.getSuppressed();
    Throwable[] as = actual.getSuppressed();
    assertThat(as.length).isEqualTo(es.length);
    for (int i = 0; i < es.length; i++) {
      assertSameThrowable(es[i], as[i]);
    }
    if (expected.getCause() == null) {
      assertThat(actual.getCause()).isNull();
    } else {
      assertSameThrowable(expected.getCause(), actual.getCause());
    }
  }

  /** Gives {@code t} and everything it holds a one-frame stack trace (short messages). */
  static <T extends Throwable> T shortStacks(T t) {
    t.setStackTrace(new StackTraceElement[] {new StackTraceElement("a.B", "m", "B.java", 1)});
    for (Throwable s : t.getSuppressed()) {
      shortStacks(s);
    }
    if (t.getCause() != null) {
      shortStacks(t.getCause());
    }
    return t;
  }

  static List<Throwable> jdkSamples() {
    List<Throwable> list = new ArrayList<>();
    list.add(new IllegalStateException("boom"));
    list.add(new RuntimeException("outer", new IOException("inner", new ArithmeticException())));
    list.add(new UncheckedIOException("wrapped", new FileNotFoundException("missing.txt")));
    list.add(new ExecutionException(new ConcurrentModificationException("cme")));
    list.add(new Error((String) null));
    Exception withSuppressed = new Exception("primary");
    withSuppressed.addSuppressed(new IllegalArgumentException("first"));
    withSuppressed.addSuppressed(new NullPointerException("second"));
    list.add(withSuppressed);
    try {
      Object o = null;
      o.hashCode();
    } catch (NullPointerException e) {
      list.add(e);
    }
    Throwable synthetic = new AssertionError("synthetic frames");
    synthetic.setStackTrace(
        new StackTraceElement[] {
          new StackTraceElement("app", "my.module", "1.0", "a.B", "m", "B.java", 12),
          new StackTraceElement(null, null, null, "c.D", "<init>", null, -2),
          new StackTraceElement("a.B", "native", null, -2)
        });
    list.add(synthetic);
    return list;
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_jdkExceptions_sameClassMessageCauseSuppressedAndStack(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    for (Throwable t : jdkSamples()) {
      assertSameThrowable(t, setup.roundTrip(skiff, t));
    }
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_jdkExceptionsRegistrationRequired_needNoRegistration(Setup setup) {
    Skiff skiff = Skiff.builder().trackReferences(setup.refs()).build();
    Throwable t = new IllegalArgumentException("x", new IOException("y"));
    assertSameThrowable(t, setup.roundTrip(skiff, t));
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_userException_fieldsRestoredTransientNot(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    OrderRejected e = new OrderRejected("rejected", "o-17", 409);
    e.initCause(new IllegalArgumentException("bad quantity"));
    e.addSuppressed(new IOException("audit log down"));
    OrderRejected back = setup.roundTrip(skiff, e);
    assertSameThrowable(e, back);
    assertThat(back.orderId).isEqualTo("o-17");
    assertThat(back.code).isEqualTo(409);
    assertThat(back.cache).isNull();
  }

  @ParameterizedTest
  @MethodSource("setups")
  void serialize_unregisteredUserException_failsWhenRegistrationRequired(Setup setup) {
    Skiff skiff = setup.skiff();
    OrderRejected e = new OrderRejected("r", "o", 1);
    if (setup.required()) {
      assertThatThrownBy(() -> skiff.serialize(e)).isInstanceOf(UnregisteredClassException.class);
    } else {
      assertSameThrowable(e, setup.roundTrip(skiff, e));
    }
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void roundTrip_causeCycle_restoredWithReferences(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    RuntimeException a = new RuntimeException("a");
    IllegalStateException b = new IllegalStateException("b");
    a.initCause(b);
    b.initCause(a);
    a.addSuppressed(b);
    RuntimeException back = setup.roundTrip(skiff, a);
    assertThat(back.getCause().getMessage()).isEqualTo("b");
    assertThat(back.getCause().getCause()).isSameAs(back);
    assertThat(back.getSuppressed()[0]).isSameAs(back.getCause());
    assertThat(back.getStackTrace()).isEqualTo(a.getStackTrace());
  }

  @ParameterizedTest
  @MethodSource("noRefSetups")
  void serialize_causeCycleWithoutReferences_throwsLimitExceeded(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    RuntimeException a = new RuntimeException("a");
    RuntimeException b = new RuntimeException("b", a);
    a.initCause(b);
    assertThatThrownBy(() -> skiff.serialize(a)).isInstanceOf(LimitExceededException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_stackTraceElement_equal(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    StackTraceElement e = new StackTraceElement("app", "m", "2", "x.Y", "run", "Y.java", 3);
    assertThat(setup.roundTrip(skiff, e)).isEqualTo(e);
    StackTraceElement here = new Throwable().getStackTrace()[0];
    assertThat(setup.roundTrip(skiff, here)).isEqualTo(here);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void serialize_jdkExceptionWithOwnState_throwsSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    assertThatThrownBy(() -> skiff.serialize(new DateTimeParseException("m", "text", 2)))
        .isInstanceOf(SkiffException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_truncated_throwsSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    RuntimeException e = new RuntimeException("outer", new IOException("inner"));
    e.addSuppressed(new OrderRejected("s", "o", 2));
    Setup.assertTruncationsFail(skiff, shortStacks(e));
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_corruptedBytes_readOrThrowSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    RuntimeException e = new RuntimeException("outer", new IOException("inner"));
    e.addSuppressed(new IllegalStateException("s"));
    byte[] bytes = skiff.serialize(shortStacks(e));
    for (int i = 1; i < bytes.length; i++) {
      for (int v : new int[] {0, 1, 2, 0x40, 0xff}) {
        byte[] copy = bytes.clone();
        copy[i] = (byte) v;
        try {
          skiff.deserialize(copy);
        } catch (SkiffException expected) {
          // the only acceptable failure
        }
      }
    }
  }
}
