package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.Thrown;
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
        r -> assertThat(Lambdas.<Integer, Integer>apply(r, 2)).isEqualTo(42),
        EXTRA);
    Trips.check(
        config,
        Lambdas.length(),
        r -> assertThat(Lambdas.<String, Integer>apply(r, "hello")).isEqualTo(5),
        EXTRA);
    Trips.check(
        config,
        Lambdas.prefixer("pre-"),
        r -> assertThat(Lambdas.<String, String>apply(r, "fix")).isEqualTo("pre-fix"),
        EXTRA);
    Trips.check(
        config,
        Lambdas.supplierOf(new Point(3, 4)),
        r -> assertThat(LambdaProxyTest.<Supplier<Object>>as(r).get()).isEqualTo(new Point(3, 4)),
        EXTRA);
    Trips.check(
        config,
        Lambdas.byLengthThenReverse(),
        r -> {
          List<String> l = new ArrayList<>(List.of("b", "ccc", "a", "dd"));
          l.sort(as(r));
          assertThat(l).isEqualTo(List.of("b", "a", "dd", "ccc"));
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
          assertThat(new ArrayList<>(back)).isEqualTo(List.of("d", "c", "b", "a"));
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
          assertThat(back.function.apply(2)).isEqualTo(3);
          assertThat(back.comparator.compare("a", "b") > 0).isTrue();
          assertThat(back.greeter.greet("Bo")).isEqualTo("Hi, Bo #1");
          assertThat(back.anything == back.function).isEqualTo(config.trackReferences());
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
          assertThat(l.get(0).apply(1)).isEqualTo(6);
          assertThat(l.get(2).apply(1)).isEqualTo(7);
          assertThat(l.get(0) == l.get(1)).isEqualTo(config.trackReferences());
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
          assertThat(Proxy.isProxyClass(r.getClass())).isTrue();
          Greeter back = (Greeter) r;
          assertThat(back.greet("Ada")).isEqualTo("Hello, Ada #2");
          ((Runnable) back).run();
          assertThat(((GreetingHandler) Proxy.getInvocationHandler(back)).calls).isEqualTo(3);
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
          assertThat(LambdaProxyTest.<Comparable<Object>>as(r).compareTo("y")).isEqualTo(0);
          assertThat(r.toString()).isEqualTo("proxy(x)");
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
          assertThat(l.get(0) == l.get(1)).isEqualTo(config.trackReferences());
          assertThat(l.get(0)).isNotSameAs(g);
        },
        EXTRA);
  }

  @org.junit.jupiter.api.Test
  void serialize_nonSerializableLambda_failsWithClearMessage() {
    for (boolean register : new boolean[] {true, false}) {
      Skiff skiff = Skiff.builder().requireRegistration(register).register(Lambdas.class).build();
      SkiffException e =
          Thrown.by(SkiffException.class, () -> skiff.serialize(Lambdas.notSerializable()));
      assertThat(e.getMessage().contains("not a serializable lambda")).as(e.getMessage()).isTrue();
    }
  }

  @org.junit.jupiter.api.Test
  void serialize_lambdaOfUnregisteredCapturingClass_failsWhenRegistrationRequired() {
    Function<Integer, Integer> local = (Function<Integer, Integer> & Serializable) x -> x * 2;
    assertThatThrownBy(() -> Skiff.builder().build().serialize(local))
        .isInstanceOf(UnregisteredClassException.class);
    Skiff open = Skiff.builder().requireRegistration(false).build();
    Function<Integer, Integer> back = as(open.deserialize(open.serialize(local)));
    assertThat(back.apply(4)).isEqualTo(8);
  }

  @org.junit.jupiter.api.Test
  void serialize_proxyOfUnregisteredInterface_failsWhenRegistrationRequired() {
    Skiff skiff = Skiff.builder().register(GreetingHandler.class).build();
    assertThatThrownBy(() -> skiff.serialize(greeter("x")))
        .isInstanceOf(UnregisteredClassException.class);
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
        Thrown.by(MalformedInputException.class, () -> reader.deserialize(bytes));
    assertThat(e.getMessage().contains("java.util.Comparator")).as(e.getMessage()).isTrue();
    Holder h = new Holder();
    h.comparator = Lambdas.reverse();
    assertThat(((Holder) reader.deserialize(reader.serialize(h))).comparator.compare("a", "b") > 0)
        .isTrue();
  }
}
