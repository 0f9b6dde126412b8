package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Back-references to an object of a class the field does not declare: each is malformed input
 * reported at the back-reference's marker, naming the class found and the class declared.
 *
 * <p>Each case writes three objects, the third holding a back-reference to the second, and then
 * points that back-reference at the first, of another class. The marker is found as the first byte
 * at which the message differs from the same one with a null in place of the back-reference, so the
 * cases do not depend on the lengths of class names or schemas before it. The three holders reach
 * the three places that check a back-reference: a field of a final class, a field of an interface,
 * and a primitive-array field.
 */
class BackReferenceMisfitTest {
  /** The object a back-reference is meant to reach. */
  record Here(int x, int y) implements Marked {}

  /** An object of another class, with the same body. */
  record There(int x, int y) {}

  /** What {@link Here} implements and {@link There} does not. */
  interface Marked {}

  /**
   * Three objects written in this order: fields of one declared type are written in name order
   * (spec, section 8). A field of a final class would come before them, hence a holder of its own.
   */
  record Trio(Object first, Object second, Object third) {}

  /** A field of a final class. */
  record AtFinal(Here at) {}

  /** A field of an interface. */
  record AtInterface(Marked at) {}

  /** A field of a primitive-array class. */
  record AtArray(int[] at) {}

  /**
   * One shape of holder: the message with or without the back-reference, and the failure expected
   * once it is pointed at the first object.
   */
  private record Shape(String name, Function<Boolean, Object> value, String expected) {
    @Override
    public String toString() {
      return name;
    }
  }

  private static final Here HERE = new Here(3, 4);
  private static final int[] INTS = {5, 6};

  private static final Shape[] SHAPES = {
    new Shape(
        "final class",
        ref -> new Trio(new There(1, 2), HERE, new AtFinal(ref ? HERE : null)),
        "back-reference to a dev.skiff.BackReferenceMisfitTest$There"
            + " where a dev.skiff.BackReferenceMisfitTest$Here is declared"),
    new Shape(
        "interface",
        ref -> new Trio(new There(1, 2), HERE, new AtInterface(ref ? HERE : null)),
        "back-reference to a dev.skiff.BackReferenceMisfitTest$There"
            + " where a dev.skiff.BackReferenceMisfitTest$Marked is declared"),
    new Shape(
        "primitive array",
        ref -> new Trio(new long[] {1, 2}, INTS, new AtArray(ref ? INTS : null)),
        "back-reference to a [J where a int[] is declared"),
  };

  /**
   * Every shape over registration, code generation and compatible mode (references are on in every
   * case: without them a message holds no back-reference).
   */
  static Stream<Arguments> cases() {
    return Arrays.stream(SHAPES)
        .flatMap(
            shape ->
                BooleanMatrix.of(3)
                    .map(
                        flags -> {
                          Object[] f = flags.get();
                          return Arguments.of(shape, f[0], f[1], f[2]);
                        }));
  }

  @ParameterizedTest(name = "{0}, registered {1}, codegen {2}, compatible {3}")
  @MethodSource("cases")
  void deserialize_backReferenceToAnotherClass_throwsMalformedInputNamingBothAtTheMarker(
      Shape shape, boolean registered, boolean codegen, boolean compatible) {
    Skiff.Builder builder =
        Skiff.builder()
            .trackReferences(true)
            .requireRegistration(registered)
            .codegen(codegen)
            .compatible(compatible);
    if (registered) {
      builder
          .register(Trio.class)
          .register(AtFinal.class)
          .register(AtInterface.class)
          .register(AtArray.class)
          .register(Here.class)
          .register(There.class);
    }
    Skiff skiff = builder.build();
    byte[] bytes = skiff.serialize(shape.value().apply(true));
    byte[] withNull = skiff.serialize(shape.value().apply(false));
    int marker = Arrays.mismatch(bytes, withNull);
    assertThat(bytes[marker]).isEqualTo((byte) 1); // a back-reference ...
    int second = bytes[marker + 1];
    assertThat(second).isBetween(2, 127); // ... to the second object, in one byte
    byte[] hostile = bytes.clone();
    hostile[marker + 1] = (byte) (second - 1); // the first object's id
    MalformedInputException fromArray =
        Thrown.by(MalformedInputException.class, () -> skiff.deserialize(hostile));
    MalformedInputException fromStream =
        Thrown.by(
            MalformedInputException.class,
            () -> skiff.deserialize(new ByteArrayInputStream(hostile)));
    for (MalformedInputException e : List.of(fromArray, fromStream)) {
      assertThat(e.getMessage()).contains(shape.expected());
      assertThat(e.offset()).isEqualTo(marker);
    }
  }
}
