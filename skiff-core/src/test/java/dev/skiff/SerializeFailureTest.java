package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A message that fails halfway through its root: the context it was written in is reset and freed,
 * and the next message from the same thread is the one a fresh {@link Skiff} writes.
 */
class SerializeFailureTest {
  /** The registered holder. */
  record Holder(String name, List<Object> items) {}

  /** A class that is never registered, so writing it fails after the holder's first bytes. */
  record Stranger(int value) {}

  /** References × code generation × compatible mode. */
  static Stream<Arguments> configs() {
    return BooleanMatrix.of(3);
  }

  private static Skiff skiff(boolean refs, boolean codegen, boolean compatible) {
    return Skiff.builder()
        .trackReferences(refs)
        .codegen(codegen)
        .compatible(compatible)
        .register(Holder.class)
        .register(ArrayList.class)
        .build();
  }

  private static Holder failing() {
    List<Object> items = new ArrayList<>();
    items.add("before the stranger");
    items.add(new Stranger(7));
    return new Holder("half written", items);
  }

  private static Holder fine() {
    List<Object> items = new ArrayList<>();
    items.add("only strings");
    return new Holder("whole", items);
  }

  @ParameterizedTest(name = "refs {0}, codegen {1}, compatible {2}")
  @MethodSource("configs")
  void serialize_failsInsideTheRoot_freesTheContextForTheNextMessage(
      boolean refs, boolean codegen, boolean compatible) {
    Skiff skiff = skiff(refs, codegen, compatible);
    assertThatThrownBy(() -> skiff.serialize(failing())).isInstanceOf(SkiffException.class);
    assertThat(skiff.pooledContextsClean()).isTrue();
    byte[] next = skiff.serialize(fine());
    assertThat(next).isEqualTo(skiff(refs, codegen, compatible).serialize(fine()));
    assertThat(skiff.deserialize(next)).isEqualTo(fine());
    assertThat(skiff.pooledContextsClean()).isTrue();
  }

  @ParameterizedTest(name = "refs {0}, codegen {1}, compatible {2}")
  @MethodSource("configs")
  void sessionSerialize_failsInsideTheRoot_freesTheSessionForTheNextMessage(
      boolean refs, boolean codegen, boolean compatible) {
    Skiff skiff = skiff(refs, codegen, compatible);
    SkiffSession session = skiff.session();
    assertThatThrownBy(() -> session.serialize(failing())).isInstanceOf(SkiffException.class);
    assertThat(session.contextsClean()).isTrue();
    byte[] next = session.serialize(fine());
    assertThat(next).isEqualTo(skiff(refs, codegen, compatible).serialize(fine()));
    assertThat(session.contextsClean()).isTrue();
  }
}
