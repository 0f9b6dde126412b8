package dev.skiff.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.skiff.MalformedInputException;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.UnregisteredClassException;
import dev.skiff.model.Point;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Serializable lambdas, method references and dynamic proxies. */
class LambdaProxyTest {
  /** A user interface implemented by proxies. */
  interface Greeter {
    String greet(String name);
  }

  /** A handler with state; Skiff writes it like any object. */
  static final class GreetingHandler implements InvocationHandler, Serializable {
    String greeting;
    int calls;

    GreetingHandler() {}

    GreetingHandler(String greeting) {
      this.greeting = greeting;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) {
      switch (method.getName()) {
        case "greet":
          calls++;
          return greeting + ", " + args[0] + " #" + calls;
        case "run":
          calls++;
          return null;
        case "compareTo":
          return 0;
        case "equals":
          return proxy == args[0];
        case "hashCode":
          return System.identityHashCode(proxy);
        default:
          return "proxy(" + greeting + ")";
      }
    }
  }

  /** Fields declared with functional interface types. */
  static final class Holder {
    Function<Integer, Integer> function;
    Comparator<String> comparator;
    Greeter greeter;
    Object anything;
  }

  static final Class<?>[] EXTRA = {
    Lambdas.class, Greeter.class, GreetingHandler.class, Holder.class
  };

  @SuppressWarnings("unchecked")
  private static <T> T as(Object o) {
    return (T) o;
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_lambdasAndMethodReferences_behaveLikeTheOriginals(RoundTripConfig config) {
    Trips.check(
        config,
        Lambdas.adder(40),
        r -> assertEquals(42, Lambdas.<Integer, Integer>apply(r, 2)),
        EXTRA);
    Trips.check(
        config,
        Lambdas.length(),
        r -> assertEquals(5, Lambdas.<String, Integer>apply(r, "hello")),
        EXTRA);
    Trips.check(
        config,
        Lambdas.prefixer("pre-"),
        r -> assertEquals("pre-fix", Lambdas.<String, String>apply(r, "fix")),
        EXTRA);
    Trips.check(
        config,
        Lambdas.supplierOf(new Point(3, 4)),
        r -> assertEquals(new Point(3, 4), LambdaProxyTest.<Supplier<Object>>as(r).get()),
        EXTRA);
    Trips.check(
        config,
        Lambdas.byLengthThenReverse(),
        r -> {
          List<String> l = new ArrayList<>(List.of("b", "ccc", "a", "dd"));
          l.sort(as(r));
          assertEquals(List.of("b", "a", "dd", "ccc"), l);
        },
        EXTRA);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_treeSetWithLambdaComparator_keepsOrdering(RoundTripConfig config) {
    TreeSet<String> set = new TreeSet<>(Lambdas.reverse());
    set.addAll(List.of("a", "c", "b"));
    Trips.check(
        config,
        set,
        r -> {
          TreeSet<String> back = as(r);
          back.add("d");
          assertEquals(List.of("d", "c", "b", "a"), new ArrayList<>(back));
        },
        EXTRA);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_typedFieldsAndSharedLambda_keepBehaviourAndIdentity(RoundTripConfig config) {
    Holder h = new Holder();
    h.function = Lambdas.adder(1);
    h.comparator = Lambdas.reverse();
    h.greeter = greeter("Hi");
    h.anything = h.function;
    Trips.check(
        config,
        h,
        r -> {
          Holder back = (Holder) r;
          assertEquals(3, back.function.apply(2));
          assertTrue(back.comparator.compare("a", "b") > 0);
          assertEquals("Hi, Bo #1", back.greeter.greet("Bo"));
          assertEquals(config.trackReferences(), back.anything == back.function);
        },
        EXTRA);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_lambdasInList_keepIdentityWithReferences(RoundTripConfig config) {
    Function<Integer, Integer> f = Lambdas.adder(5);
    Trips.check(
        config,
        new ArrayList<>(List.of(f, f, Lambdas.adder(6))),
        r -> {
          List<Function<Integer, Integer>> l = as(r);
          assertEquals(6, l.get(0).apply(1));
          assertEquals(7, l.get(2).apply(1));
          assertEquals(config.trackReferences(), l.get(0) == l.get(1));
        },
        EXTRA);
  }

  static Greeter greeter(String greeting) {
    return (Greeter)
        Proxy.newProxyInstance(
            Greeter.class.getClassLoader(),
            new Class<?>[] {Greeter.class, Runnable.class},
            new GreetingHandler(greeting));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_proxies_behaveLikeTheOriginals(RoundTripConfig config) {
    Greeter g = greeter("Hello");
    g.greet("warm-up");
    Trips.check(
        config,
        g,
        r -> {
          assertTrue(Proxy.isProxyClass(r.getClass()));
          Greeter back = (Greeter) r;
          assertEquals("Hello, Ada #2", back.greet("Ada"));
          ((Runnable) back).run();
          assertEquals(3, ((GreetingHandler) Proxy.getInvocationHandler(back)).calls);
        },
        EXTRA);
    Object jdkOnly =
        Proxy.newProxyInstance(
            getClass().getClassLoader(),
            new Class<?>[] {Comparable.class},
            new GreetingHandler("x"));
    Trips.check(
        config,
        jdkOnly,
        r -> {
          assertEquals(0, LambdaProxyTest.<Comparable<Object>>as(r).compareTo("y"));
          assertEquals("proxy(x)", r.toString());
        },
        EXTRA);
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sharedProxy_keepsIdentityWithReferences(RoundTripConfig config) {
    Greeter g = greeter("Yo");
    Trips.check(
        config,
        new ArrayList<>(List.of(g, g)),
        r -> {
          List<Object> l = as(r);
          assertEquals(config.trackReferences(), l.get(0) == l.get(1));
          assertNotSame(g, l.get(0));
        },
        EXTRA);
  }

  @org.junit.jupiter.api.Test
  void serialize_nonSerializableLambda_failsWithClearMessage() {
    for (boolean register : new boolean[] {true, false}) {
      Skiff skiff = Skiff.builder().requireRegistration(register).register(Lambdas.class).build();
      SkiffException e =
          assertThrows(SkiffException.class, () -> skiff.serialize(Lambdas.notSerializable()));
      assertTrue(e.getMessage().contains("not a serializable lambda"), e.getMessage());
    }
  }

  @org.junit.jupiter.api.Test
  void serialize_lambdaOfUnregisteredCapturingClass_failsWhenRegistrationRequired() {
    Function<Integer, Integer> local = (Function<Integer, Integer> & Serializable) x -> x * 2;
    assertThrows(UnregisteredClassException.class, () -> Skiff.builder().build().serialize(local));
    Skiff open = Skiff.builder().requireRegistration(false).build();
    Function<Integer, Integer> back = as(open.deserialize(open.serialize(local)));
    assertEquals(8, back.apply(4));
  }

  @org.junit.jupiter.api.Test
  void serialize_proxyOfUnregisteredInterface_failsWhenRegistrationRequired() {
    Skiff skiff = Skiff.builder().register(GreetingHandler.class).build();
    assertThrows(UnregisteredClassException.class, () -> skiff.serialize(greeter("x")));
  }

  /** Like {@link Holder}, with the same field order, but {@code comparator} is a Function. */
  static final class WrongHolder {
    Function<Integer, Integer> function;
    Function<String, String> comparator;
    Greeter greeter;
    Object anything;
  }

  @org.junit.jupiter.api.Test
  void deserialize_lambdaInSlotOfAnotherInterface_failsAsMalformed() {
    Skiff writer = Skiff.builder().register(Lambdas.class).register(WrongHolder.class).build();
    Skiff reader = Skiff.builder().register(Lambdas.class).register(Holder.class).build();
    WrongHolder wrong = new WrongHolder();
    wrong.comparator = Lambdas.prefixer("p");
    byte[] bytes = writer.serialize(wrong);
    MalformedInputException e =
        assertThrows(MalformedInputException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("java.util.Comparator"), e.getMessage());
    Holder h = new Holder();
    h.comparator = Lambdas.reverse();
    assertTrue(((Holder) reader.deserialize(reader.serialize(h))).comparator.compare("a", "b") > 0);
  }
}
