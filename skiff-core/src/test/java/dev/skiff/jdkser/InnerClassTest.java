package dev.skiff.jdkser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Non-static inner, local and anonymous classes: their outer instance (the synthetic {@code this$0}
 * field) and captured variables ({@code val$x}) travel as ordinary fields.
 */
class InnerClassTest {

  /** An outer class whose inner instances use the outer instance. */
  static final class Outer {
    String name;
    List<Object> members = new ArrayList<>();

    Outer(String name) {
      this.name = name;
    }

    final class Inner {
      int n;

      Inner(int n) {
        this.n = n;
      }

      String describe() {
        return name + "#" + n;
      }

      Outer outer() {
        return Outer.this;
      }
    }

    /** An anonymous class capturing the outer instance and a local variable. */
    Labeler labeler(String suffix) {
      return new Labeler() {
        @Override
        public String label() {
          return name + suffix;
        }
      };
    }

    /** A local class capturing the outer instance and a local variable. */
    Labeler local(int times) {
      class Repeater implements Labeler {
        @Override
        public String label() {
          return name.repeat(times);
        }
      }
      return new Repeater();
    }
  }

  interface Labeler extends Serializable {
    String label();
  }

  static final Outer SAMPLE = new Outer("sample");
  static final Class<?> ANONYMOUS = SAMPLE.labeler("").getClass();
  static final Class<?> LOCAL = SAMPLE.local(1).getClass();
  static final Class<?>[] CLASSES = {Outer.class, Outer.Inner.class, ANONYMOUS, LOCAL};

  static List<Setup> setups() {
    return Setup.all();
  }

  static List<Setup> refSetups() {
    return Setup.withReferences();
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_innerClass_outerInstanceComesBack(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Outer outer = new Outer("o");
    Outer.Inner inner = outer.new Inner(3);
    Outer.Inner back = setup.roundTrip(skiff, inner);
    assertThat(back.describe()).isEqualTo("o#3");
    assertThat(back.outer().getClass()).isEqualTo(Outer.class);
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void roundTrip_innerInstancesInOuter_shareTheOuterInstance(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Outer outer = new Outer("o");
    outer.members.add(outer.new Inner(1));
    outer.members.add(outer.new Inner(2));
    Outer back = setup.roundTrip(skiff, outer);
    assertThat(((Outer.Inner) back.members.get(0)).outer()).isSameAs(back);
    assertThat(((Outer.Inner) back.members.get(1)).outer()).isSameAs(back);
    assertThat(((Outer.Inner) back.members.get(1)).describe()).isEqualTo("o#2");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_anonymousClass_capturedStateComesBack(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Labeler l = new Outer("anon").labeler("!");
    Labeler back = setup.roundTrip(skiff, l);
    assertThat(back.getClass()).isEqualTo(ANONYMOUS);
    assertThat(back.label()).isEqualTo("anon!");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_localClass_capturedStateComesBack(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Labeler back = setup.roundTrip(skiff, new Outer("ab").local(3));
    assertThat(back.getClass()).isEqualTo(LOCAL);
    assertThat(back.label()).isEqualTo("ababab");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_truncated_throwsSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Setup.assertTruncationsFail(skiff, new Outer("t").new Inner(1));
    Setup.assertTruncationsFail(skiff, new Outer("t").labeler("?"));
  }
}
