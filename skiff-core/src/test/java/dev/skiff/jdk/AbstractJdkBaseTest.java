package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.RoundTripConfig;
import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A user class whose superclass chain reaches a JDK class with only a protected constructor (such
 * as Scala's Java collection wrappers over {@code AbstractCollection}) and has no no-arg
 * constructor of its own: Skiff creates it without running that constructor, which it could not
 * make accessible without opening {@code java.util}, and reads its fields.
 */
class AbstractJdkBaseTest {
  /** A view over a list, with no no-arg constructor, extending {@code AbstractCollection}. */
  public static final class Wrapper extends AbstractCollection<String> {
    final List<String> underlying;

    public Wrapper(List<String> underlying) {
      this.underlying = underlying;
    }

    @Override
    public Iterator<String> iterator() {
      return underlying.iterator();
    }

    @Override
    public int size() {
      return underlying.size();
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_subclassOfAbstractCollectionWithoutNoArgConstructor_keepsItsFields(
      RoundTripConfig config) {
    Wrapper value = new Wrapper(new ArrayList<>(List.of("a", "b")));
    Wrapper back = (Wrapper) config.roundTrip(value, Wrapper.class);
    assertThat(back.underlying).containsExactly("a", "b");
    assertThat(back).containsExactly("a", "b");
  }
}
