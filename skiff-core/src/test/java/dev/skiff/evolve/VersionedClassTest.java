package dev.skiff.evolve;

import static dev.skiff.evolve.Reflect.get;
import static dev.skiff.evolve.Reflect.make;
import static dev.skiff.evolve.Reflect.record;
import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import dev.skiff.Thrown;
import dev.skiff.internal.codegen.CodecGenerator;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Versioned classes ({@link dev.skiff.Since}) in plain mode, across two versions loaded through
 * separate class loaders, in every {@link Mode}.
 */
class VersionedClassTest {
  static List<Mode> modes() {
    return Mode.all();
  }

  private static final ClassLoader V1 =
      Versions.compile(
          Map.of(
              "ex.Order",
              """
              package ex;
              @dev.skiff.Since(1)
              public class Order { public String id; public int qty; }
              """,
              "ex.Line",
              """
              package ex;
              @dev.skiff.Since(1)
              public record Line(String sku, int n) {}
              """,
              "ex.Node",
              """
              package ex;
              public class Node { public String label; }
              """,
              "ex.Box",
              """
              package ex;
              @dev.skiff.Since(1)
              public class Box { public String id; }
              """,
              "ex.Label",
              """
              package ex;
              public class Label { public String label; }
              """));

  private static final ClassLoader V2 =
      Versions.compile(
          Map.of(
              "ex.Order",
              """
              package ex;
              @dev.skiff.Since(1)
              public class Order {
                public String id;
                public int qty;
                @dev.skiff.Since(2) public String note = "none";
                @dev.skiff.Since(2) public java.util.List<ex.Node> nodes;
                @dev.skiff.Since(3) public long total = -1;
              }
              """,
              "ex.Line",
              """
              package ex;
              @dev.skiff.Since(1)
              public record Line(String sku, int n, @dev.skiff.Since(2) String unit) {}
              """,
              "ex.Node",
              """
              package ex;
              public class Node { public String label; }
              """,
              "ex.Box",
              """
              package ex;
              @dev.skiff.Since(1)
              public class Box { public String id; @dev.skiff.Since(2) public Object extra; }
              """,
              "ex.Label",
              """
              package ex;
              public class Label { public String label; }
              """));

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_oldBytesIntoNewClass_addedFieldsKeepDefaults(Mode mode) {
    Object order = make(V1, "ex.Order", "id", "o-1", "qty", 2);
    Object line = record(V1, "ex.Line", "sku-9", 4);

    Object back =
        mode.read(mode.plainReader(V2), mode.plainWriter(V1).serialize(List.of(order, line)));

    Object o = ((List<?>) back).get(0);
    assertThat(get(o, "id")).isEqualTo("o-1");
    assertThat(get(o, "qty")).isEqualTo(2);
    assertThat(get(o, "note")).isEqualTo("none");
    assertThat(get(o, "total")).isEqualTo(-1L);
    Object l = ((List<?>) back).get(1);
    assertThat(get(l, "sku")).isEqualTo("sku-9");
    assertThat(get(l, "unit")).as("a record component added later is null").isNull();
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_newBytesIntoOldClass_unknownTrailingFieldsSkipped(Mode mode) {
    Object n1 = make(V2, "ex.Node", "label", "inside");
    Object n2 = make(V2, "ex.Node", "label", "after");
    Object order =
        make(
            V2,
            "ex.Order",
            "id",
            "o-2",
            "qty",
            5,
            "note",
            "rush",
            "nodes",
            List.of(n1),
            "total",
            9L);
    List<Object> values = new ArrayList<>(List.of(order, record(V2, "ex.Line", "s", 1, "kg"), n2));

    List<?> back =
        (List<?>) mode.read(mode.plainReader(V1), mode.plainWriter(V2).serialize(values));

    assertThat(get(back.get(0), "id")).isEqualTo("o-2");
    assertThat(get(back.get(0), "qty")).isEqualTo(5);
    assertThat(get(back.get(1), "n")).isEqualTo(1);
    assertThat(get(back.get(2), "label"))
        .as("the value after the skipped tail, with reference ids kept aligned")
        .isEqualTo("after");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_laterFieldNamingAClassFirst_valuesAfterTheSkippedTailReadAligned(Mode mode) {
    // The node's class is named first inside the box's later fields, which the older reader skips;
    // the label, of the same shape, is new after them: a reader whose name table slid by one entry
    // would read the later nodes as labels.
    Object box = make(V2, "ex.Box", "id", "b", "extra", make(V2, "ex.Node", "label", "in"));
    List<Object> values =
        new ArrayList<>(
            List.of(
                box,
                make(V2, "ex.Label", "label", "y"),
                make(V2, "ex.Node", "label", "after"),
                make(V2, "ex.Node", "label", "last")));
    byte[] bytes = mode.plainWriter(V2).serialize(values);

    for (ClassLoader loader : new ClassLoader[] {V1, V2}) {
      List<?> back = (List<?>) mode.read(mode.plainReader(loader), bytes);

      assertThat(back.get(1).getClass().getName()).isEqualTo("ex.Label");
      assertThat(back.get(2).getClass().getName()).isEqualTo("ex.Node");
      assertThat(List.of(get(back.get(2), "label"), get(back.get(3), "label")))
          .containsExactly("after", "last");
    }
  }

  @ParameterizedTest
  @MethodSource("modes")
  void write_afterAValueWhoseSkippedTailNamedAClassFirst_streamResetsAndStaysAligned(Mode mode) {
    Object box = make(V2, "ex.Box", "id", "b", "extra", make(V2, "ex.Node", "label", "in"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SkiffWriter w = mode.plainWriter(V2).writer(out);
    w.write(box);
    w.write(make(V2, "ex.Node", "label", "a"));
    w.write(make(V2, "ex.Node", "label", "b"));
    int names = w.classNameCount();
    w.close();

    List<Object> back = new ArrayList<>();
    try (SkiffReader r = mode.plainReader(V1).reader(mode.input(out.toByteArray()))) {
      while (r.hasNext()) {
        back.add(r.read());
      }
    }

    assertThat(names).as("reset after the box, then the node named once").isEqualTo(1);
    assertThat(back).hasSize(3);
    assertThat(List.of(get(back.get(1), "label"), get(back.get(2), "label")))
        .containsExactly("a", "b");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_backReferenceIntoSkippedTail_failsClearly(Mode mode) {
    if (!mode.refs()) {
      return; // without references the shared node is simply written twice
    }
    Object shared = make(V2, "ex.Node", "label", "shared");
    Object order = make(V2, "ex.Order", "id", "o-3", "nodes", List.of(shared));
    byte[] bytes = mode.plainWriter(V2).serialize(new ArrayList<>(List.of(order, shared)));

    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> mode.read(mode.plainReader(V1), bytes));

    assertThat(e.getMessage()).contains("skipped");
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_tailLengthPastTheEnd_failsInsideTheBytes(Mode mode) {
    Object order = make(V2, "ex.Order", "id", "o-4", "qty", 7, "note", "rush", "total", 2L);
    byte[] bytes = mode.plainWriter(V2).serialize(order);
    // The order is the whole message, so its tail runs to the end: version 3, then its length.
    int at = -1;
    for (int i = 0; i + 1 < bytes.length; i++) {
      if (bytes[i] == 3 && bytes[i + 1] == bytes.length - (i + 2) - (mode.refs() ? 1 : 0)) {
        at = i + 1;
      }
    }
    assertThat(at).as("the tail length's offset").isPositive();
    byte[] lying = new byte[bytes.length + 4];
    System.arraycopy(bytes, 0, lying, 0, at);
    byte[] huge = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07};
    System.arraycopy(huge, 0, lying, at, huge.length);
    System.arraycopy(bytes, at + 1, lying, at + huge.length, bytes.length - at - 1);

    for (ClassLoader reader : new ClassLoader[] {V1, V2}) {
      MalformedInputException e =
          Thrown.by(
              MalformedInputException.class, () -> mode.read(mode.plainReader(reader), lying));
      assertThat(e.offset())
          .as("%s, reader %s", e.getMessage(), reader == V1 ? "V1" : "V2")
          .isBetween((long) at, (long) lying.length);
      // The own version checks the length against what its groups took; the older one skips to
      // the claimed end and runs out of bytes there.
      assertThat(e.getMessage())
          .contains(reader == V2 ? "bytes of " + Integer.MAX_VALUE : "truncated input");
    }
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_versionedClassWithoutAddedFields_costsOneVersionByte(Mode mode) {
    Skiff plain = mode.plainWriter(V1);
    Object order = make(V1, "ex.Order", "id", "x", "qty", 1);
    Object sameUnversioned = make(V2, "ex.Node", "label", "x");

    int versioned = plain.serialize(order).length;
    int unversioned = mode.plainWriter(V2).serialize(sameUnversioned).length;

    // Order v1 holds a String and an int (one more byte than Node's String); as no field was
    // added yet, its version is 0 and it costs only that var-int: no tail.
    assertThat(versioned - unversioned)
        .isEqualTo(1 + 1 + ("ex.Order".length() - "ex.Node".length()));
  }

  @ParameterizedTest
  @MethodSource("modes")
  void serialize_versionWithAddedFields_costsTailLengthAndWithReferencesItsIdCount(Mode mode) {
    Object order = make(V2, "ex.Order", "id", "x", "qty", 1, "note", null, "total", 0L);
    Object sameUnversioned = make(V2, "ex.Node", "label", "x");

    int versioned = mode.plainWriter(V2).serialize(order).length;
    int unversioned = mode.plainWriter(V2).serialize(sameUnversioned).length;

    // version, qty; tail: length, note (null), nodes (null), total; with references the count of
    // ids the tail assigned.
    int expected = 1 + 1 + 1 + 1 + 1 + 1 + (mode.refs() ? 1 : 0);
    assertThat(versioned - unversioned - ("ex.Order".length() - "ex.Node".length()))
        .isEqualTo(expected);
  }

  @Test
  void serialize_versionedClassWithCodegen_oneGeneratedCodecCoversEveryVersion() {
    Skiff skiff = new Mode(false, true, true, false, false).plainWriter(V2);
    Object order = make(V2, "ex.Order", "id", "x", "qty", 1, "note", "n", "total", 7L);
    long before = CodecGenerator.definedClasses();

    Object back = skiff.deserialize(skiff.serialize(order));

    assertThat(skiff.interpretedClasses()).isEmpty();
    assertThat(CodecGenerator.definedClasses() - before)
        .as("Order's versions 2 and 3 are in its own codec, not one codec per version")
        .isEqualTo(1);
    assertThat(get(back, "note")).isEqualTo("n");
    assertThat(get(back, "total")).isEqualTo(7L);
  }

  @ParameterizedTest
  @MethodSource("modes")
  void deserialize_versionedRecordWithCodegen_generatedAndMissingComponentsZero(Mode mode) {
    Skiff v1 = mode.plainWriter(V1);
    Skiff v2 = mode.plainReader(V2);
    long before = CodecGenerator.definedClasses();

    Object old = mode.read(v2, v1.serialize(record(V1, "ex.Line", "s", 3)));
    Object same =
        mode.read(v2, mode.plainWriter(V2).serialize(record(V2, "ex.Line", "t", 4, "kg")));

    assertThat(get(old, "sku")).isEqualTo("s");
    assertThat(get(old, "n")).isEqualTo(3);
    assertThat(get(old, "unit")).as("a component version 1 lacks").isNull();
    assertThat(get(same, "unit")).isEqualTo("kg");
    assertThat(v2.interpretedClasses()).isEmpty();
    if (mode.writerCodegen() && mode.readerCodegen()) {
      assertThat(CodecGenerator.definedClasses() - before)
          .as("one codec per version of Line on each of the three Skiff instances")
          .isEqualTo(3);
    }
  }

  /** Reference tracking off and on, each read by the older and by the same class version. */
  static List<Object[]> hostileCases() {
    List<Object[]> cases = new ArrayList<>();
    for (boolean refs : new boolean[] {false, true}) {
      for (ClassLoader reader : new ClassLoader[] {V1, V2}) {
        cases.add(new Object[] {refs, reader == V1 ? "V1" : "V2"});
      }
    }
    return cases;
  }

  @ParameterizedTest(name = "refs={0} reader={1}")
  @MethodSource("hostileCases")
  void deserialize_truncatedOrFlippedBytes_generatedAndInterpretedAgree(boolean refs, String v) {
    ClassLoader readerLoader = v.equals("V1") ? V1 : V2;
    Skiff writer = new Mode(refs, true, true, false, false).plainWriter(V2);
    Skiff generated = new Mode(refs, true, true, false, false).plainReader(readerLoader);
    Skiff interpreted = new Mode(refs, false, false, false, false).plainReader(readerLoader);
    Object node = make(V2, "ex.Node", "label", "n");
    Object order =
        make(V2, "ex.Order", "id", "o", "qty", 2, "note", "x", "nodes", List.of(node), "total", 3L);
    byte[] bytes =
        writer.serialize(
            new ArrayList<>(List.of(order, record(V2, "ex.Line", "s", 1, "kg"), node)));
    DamagedBytes.assertSameOutcomes(interpreted, generated, bytes);
  }
}
