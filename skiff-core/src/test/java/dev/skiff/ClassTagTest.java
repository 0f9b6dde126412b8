package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.model.Point;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Class tags as the reader resolves them: a registered id on the inlined fast path, every other tag
 * (names, arrays, reserved and invalid tags) out of line. Each invalid tag must end in a {@link
 * MalformedInputException} naming it at the tag's offset, whichever path it takes, with references
 * on and off, registration required or not, from an array and from a one-byte stream.
 */
class ClassTagTest {

  /** One reader configuration; all of them are generated as a cross product. */
  record Config(boolean refs, boolean registrationRequired, boolean stream) {
    Skiff skiff() {
      return Skiff.builder()
          .trackReferences(refs)
          .requireRegistration(registrationRequired)
          .register(Point.class)
          .build();
    }

    Object read(Skiff skiff, byte[] bytes) {
      return stream
          ? skiff.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)))
          : skiff.deserialize(bytes);
    }

    @Override
    public String toString() {
      return (refs ? "refs" : "norefs")
          + (registrationRequired ? "_registered" : "_unregistered")
          + (stream ? "_stream" : "_bytes");
    }
  }

  static List<Config> configs() {
    List<Config> all = new ArrayList<>();
    for (boolean refs : new boolean[] {false, true}) {
      for (boolean registered : new boolean[] {true, false}) {
        for (boolean stream : new boolean[] {false, true}) {
          all.add(new Config(refs, registered, stream));
        }
      }
    }
    return all;
  }

  private static final List<Arguments> INVALID_ROOT_TAGS =
      List.of(
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

  static Stream<Arguments> invalidRootTags() {
    return configs().stream()
        .flatMap(
            c ->
                INVALID_ROOT_TAGS.stream()
                    .map(a -> Arguments.of(c, a.get()[0], a.get()[1], a.get()[2], a.get()[3])));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("invalidRootTags")
  void deserialize_invalidRootClassTag_throwsNamingItAtItsOffset(
      Config config, String what, byte[] tag, String message, long offset) {
    Skiff skiff = config.skiff();
    byte[] hostile = new byte[tag.length + 1];
    hostile[0] = skiff.serialize(null)[0]; // this configuration's header byte
    System.arraycopy(tag, 0, hostile, 1, tag.length);

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> config.read(skiff, hostile));

    assertThat(e.getMessage()).contains(message);
    assertThat(e.offset()).isEqualTo(offset);
  }

  static Stream<Arguments> reservedTags() {
    return configs().stream()
        .flatMap(c -> Stream.of(Arguments.of(c, 0), Arguments.of(c, 1), Arguments.of(c, 2)));
  }

  /**
   * A {@code Class} value names its class with a class tag (built-in id 127 in the spec), where
   * null, ref and declared are not tags of a class.
   */
  @ParameterizedTest(name = "{0}: tag {1}")
  @MethodSource("reservedTags")
  void deserialize_reservedTagWhereAClassIsNamed_throwsNamingIt(Config config, int reserved) {
    Skiff skiff = config.skiff();
    byte[] bytes = skiff.serialize(String.class);
    // header, the two-byte id of Class, kind 0 (a class tag follows), the id of String
    assertThat(bytes).hasSize(5);
    bytes[4] = (byte) reserved;

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> config.read(skiff, bytes));

    assertThat(e.getMessage()).contains("tag " + reserved + " where a class is expected");
    assertThat(e.offset()).isEqualTo(4);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("configs")
  void deserialize_registeredIdsAndArrayTags_resolveToTheirClasses(Config config) {
    Skiff skiff = config.skiff();
    List<Object> values = new ArrayList<>(List.of(new Point(1, 2), String.class, Point.class));
    values.add(new Point[] {new Point(3, 4)});

    Object read = config.read(skiff, skiff.serialize(values));

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
