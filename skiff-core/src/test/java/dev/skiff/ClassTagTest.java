package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.model.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Class tags as the reader resolves them: a registered id on the inlined fast path, every other tag
 * (names, arrays, reserved and invalid tags) out of line. Each invalid tag must end in a {@link
 * MalformedInputException} naming it at the tag's offset, whichever path it takes.
 */
class ClassTagTest {
  private static final Skiff SKIFF = Skiff.builder().register(Point.class).build();
  private static final byte HEADER = SKIFF.serialize(null)[0];

  static Stream<Arguments> invalidRootTags() {
    return Stream.of(
        Arguments.of(
            "an id beyond the registry", bytes(0xFF, 0x7F), "unknown class id tag 16383", 1),
        Arguments.of(
            "a five-byte tag that is negative as an int",
            bytes(0xFF, 0xFF, 0xFF, 0xFF, 0x0F),
            "unknown class id tag -1",
            1),
        Arguments.of(
            "a name index into an empty table", bytes(4, 0), "unknown class-name index 0", 1),
        Arguments.of("an array of no dimension", bytes(5, 0), "invalid array dimensions 0", 1),
        Arguments.of(
            "an array whose component is an unknown id",
            bytes(5, 1, 0xFF, 0x7F),
            "unknown class id tag 16383",
            3));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidRootTags")
  void deserialize_invalidRootClassTag_throwsNamingItAtItsOffset(
      String what, byte[] tag, String message, long offset) {
    byte[] hostile = new byte[tag.length + 1];
    hostile[0] = HEADER;
    System.arraycopy(tag, 0, hostile, 1, tag.length);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> SKIFF.deserialize(hostile));

    assertThat(e.getMessage()).contains(message);
    assertThat(e.offset()).isEqualTo(offset);
  }

  static Stream<Arguments> reservedTags() {
    return Stream.of(Arguments.of(0), Arguments.of(1), Arguments.of(2));
  }

  /**
   * A {@code Class} value names its class with a class tag (built-in id 127 in the spec), where
   * null, ref and declared are not tags of a class.
   */
  @ParameterizedTest(name = "tag {0}")
  @MethodSource("reservedTags")
  void deserialize_reservedTagWhereAClassIsNamed_throwsNamingIt(int reserved) {
    byte[] bytes = SKIFF.serialize(String.class);
    // header, the two-byte id of Class, kind 0 (a class tag follows), the id of String
    assertThat(bytes).hasSize(5);
    bytes[4] = (byte) reserved;

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> SKIFF.deserialize(bytes));

    assertThat(e.getMessage()).contains("tag " + reserved + " where a class is expected");
    assertThat(e.offset()).isEqualTo(4);
  }

  @Test
  void deserialize_registeredIdsAndArrayTags_resolveToTheirClasses() {
    List<Object> values = new ArrayList<>(List.of(new Point(1, 2), String.class, Point.class));
    values.add(new Point[] {new Point(3, 4)});

    Object read = SKIFF.deserialize(SKIFF.serialize(values));

    List<?> list = Thrown.instanceOf(List.class, read);
    assertThat(list.get(0)).isEqualTo(new Point(1, 2));
    assertThat(list.get(1)).isSameAs(String.class);
    assertThat(list.get(2)).isSameAs(Point.class);
    assertThat((Point[]) list.get(3)).containsExactly(new Point(3, 4));
  }

  private static byte[] bytes(int... values) {
    byte[] b = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      b[i] = (byte) values[i];
    }
    return b;
  }
}
