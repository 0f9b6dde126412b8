package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.UnregisteredClassException;
import dev.skiff.model.Point;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code Class} objects: built-in, registered, primitive, array, JDK interfaces, by name. */
class ClassObjectTest {
  /** A class only this test uses; registered in registered configurations. */
  static final class Widget {
    int size;
  }

  /** Holds a class in a field declared {@code Class<?>}. */
  static final class Holder {
    Class<?> type;
    Object any;
  }

  static final List<Class<?>> CLASSES =
      List.of(
          String.class,
          ArrayList.class,
          Class.class,
          int.class,
          boolean.class,
          void.class,
          double.class,
          int[].class,
          int[][].class,
          String[][].class,
          Object[].class,
          Point.class,
          Point[].class,
          Widget.class,
          Widget[][].class,
          Runnable.class,
          Map.class,
          Comparable[].class,
          Serializable.class,
          Number.class);

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_eachClass_isTheSameClass(RoundTripConfig config) {
    for (Class<?> c : CLASSES) {
      Trips.check(
          config,
          c,
          r -> assertThat(r).as(config + " " + c).isSameAs(c),
          Widget.class,
          Holder.class);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_classesInListAndField_areTheSameClasses(RoundTripConfig config) {
    Holder h = new Holder();
    h.type = Widget.class;
    h.any = long[].class;
    Trips.check(
        config,
        Arrays.asList(h, new ArrayList<>(CLASSES), null),
        r -> {
          List<?> l = (List<?>) r;
          Holder back = (Holder) l.get(0);
          assertThat(back.type).isSameAs(Widget.class);
          assertThat(back.any).isSameAs(long[].class);
          assertThat(l.get(1)).isEqualTo(CLASSES);
        },
        Widget.class,
        Holder.class);
  }

  @org.junit.jupiter.api.Test
  void serialize_unregisteredClassObject_failsWhenRegistrationRequired() {
    Skiff skiff = Skiff.builder().build();
    assertThatThrownBy(() -> skiff.serialize(Widget.class))
        .isInstanceOf(UnregisteredClassException.class);
  }

  @org.junit.jupiter.api.Test
  void deserialize_unregisteredClassName_failsWhenRegistrationRequired() {
    byte[] bytes = Skiff.builder().requireRegistration(false).build().serialize(Widget.class);
    assertThatThrownBy(() -> Skiff.builder().build().deserialize(bytes))
        .isInstanceOf(UnregisteredClassException.class);
  }

  @org.junit.jupiter.api.Test
  void serialize_lambdaClass_failsWithSkiffException() {
    Runnable r = () -> {};
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    assertThatThrownBy(() -> skiff.serialize(r.getClass())).isInstanceOf(SkiffException.class);
  }

  @org.junit.jupiter.api.Test
  void deserialize_deniedClassName_failsWithoutRegistration() {
    Skiff open = Skiff.builder().requireRegistration(false).build();
    byte[] widget = open.serialize(Widget.class);
    // header, Class tag (2 bytes), kind 0, NEW_NAME: then the name
    byte[] name = "java.lang.ProcessBuilder".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    byte[] bad = Arrays.copyOf(widget, 6 + name.length);
    bad[5] = (byte) (name.length << 2 | 1);
    System.arraycopy(name, 0, bad, 6, name.length);
    assertThatThrownBy(() -> open.deserialize(bad)).isInstanceOf(UnregisteredClassException.class);
    assertThat(open.deserialize(widget)).isSameAs(Widget.class);
  }
}
