package dev.skiff.jdkser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.skiff.MalformedInputException;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.Thrown;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Serializable classes with private {@code writeObject}/{@code readObject}/{@code
 * readObjectNoData}: the class's own methods run against Skiff-backed streams, in every
 * configuration.
 */
class SerializableHooksTest {

  /** A range whose readObject enforces lo <= hi and recomputes a transient field. */
  static final class Range implements Serializable {
    int lo;
    int hi;
    String label;
    transient int span;
    transient boolean readObjectRan;

    Range(int lo, int hi, String label) {
      this.lo = lo;
      this.hi = hi;
      this.label = label;
      this.span = hi - lo;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(lo ^ hi);
      out.writeUTF("checked");
      out.writeObject(List.of(lo, hi));
      out.writeLong(-1L);
      out.writeDouble(0.5);
      out.write(new byte[] {1, 2, 3});
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      if (lo > hi) {
        throw new InvalidObjectException("lo > hi");
      }
      if (in.readInt() != (lo ^ hi) || !in.readUTF().equals("checked")) {
        throw new InvalidObjectException("bad checksum");
      }
      if (!List.of(lo, hi).equals(in.readObject())) {
        throw new InvalidObjectException("bad list");
      }
      if (in.readLong() != -1L || in.readDouble() != 0.5) {
        throw new InvalidObjectException("bad primitives");
      }
      byte[] b = new byte[3];
      in.readFully(b);
      if (!Arrays.equals(b, new byte[] {1, 2, 3})) {
        throw new InvalidObjectException("bad bytes");
      }
      span = hi - lo;
      readObjectRan = true;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Range r && r.lo == lo && r.hi == hi && Objects.equals(r.label, label);
    }

    @Override
    public int hashCode() {
      return lo * 31 + hi;
    }
  }

  /** serialPersistentFields with PutField/GetField: stores Fahrenheit, keeps Celsius. */
  static final class Temperature implements Serializable {
    private static final ObjectStreamField[] serialPersistentFields = {
      new ObjectStreamField("fahrenheit", double.class), new ObjectStreamField("unit", String.class)
    };

    double celsius;
    String note;

    Temperature(double celsius, String note) {
      this.celsius = celsius;
      this.note = note;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      ObjectOutputStream.PutField f = out.putFields();
      f.put("fahrenheit", celsius * 9 / 5 + 32);
      f.put("unit", "F:" + note);
      out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      ObjectInputStream.GetField f = in.readFields();
      celsius = (f.get("fahrenheit", 0d) - 32) * 5 / 9;
      String unit = (String) f.get("unit", null);
      if (!unit.startsWith("F:")) {
        throw new InvalidObjectException("unit");
      }
      note = unit.substring(2);
    }
  }

  /** A superclass that is not serializable: its no-arg constructor runs on read. */
  static class Plain {
    int fromConstructor;

    Plain() {
      fromConstructor = 42;
    }
  }

  static class Base extends Plain implements Serializable {
    String baseName;
    transient List<String> trace;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      trace = new ArrayList<>();
      trace.add("base:" + baseName);
    }
  }

  static final class Child extends Base {
    String childName;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeBoolean(true);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      if (!in.readBoolean()) {
        throw new InvalidObjectException("flag");
      }
      trace.add("child:" + childName);
    }
  }

  /** A tree written by hand: children through writeObject, each pointing back to its parent. */
  static final class TreeNode implements Serializable {
    String name;
    TreeNode parent;
    transient List<TreeNode> children = new ArrayList<>();

    TreeNode(String name, TreeNode parent) {
      this.name = name;
      this.parent = parent;
      if (parent != null) {
        parent.children.add(this);
      }
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(children.size());
      for (TreeNode c : children) {
        out.writeObject(c);
      }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      int n = in.readInt();
      children = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        children.add((TreeNode) in.readObject());
      }
    }
  }

  /** Writes less than it could read: the reader skips what readObject leaves. */
  static final class Skipper implements Serializable {
    int kept;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeObject(new ArrayList<>(List.of("ignored")));
      out.writeInt(7);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }
  }

  /** Reads more than was written: must fail. */
  static final class Greedy implements Serializable {
    int x;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      in.readInt();
    }
  }

  /** A readObject that swallows the reader's failure must not hide corrupt input. */
  static final class Swallower implements Serializable {
    Object value;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeObject(value);
    }

    private void readObject(ObjectInputStream in) {
      try {
        value = in.readObject();
      } catch (Exception e) {
        value = "swallowed";
      }
    }
  }

  /** Written by an old version: one serializable class, with a hook. */
  static final class OldShape implements Serializable {
    int sides;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }
  }

  /** A newer version whose new serializable superclass gets readObjectNoData. */
  static class ShapeBase implements Serializable {
    String origin;

    private void readObjectNoData() {
      origin = "no data";
    }
  }

  static final class NewShape extends ShapeBase {
    int sides;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }
  }

  /** Serializable without hooks: stays on the plain field path. */
  static final class PlainSerializable implements Serializable {
    int a = 3;
    String b = "x";
  }

  static final class PlainTwin {
    int a = 3;
    String b = "x";
  }

  static final Class<?>[] CLASSES = {
    Range.class,
    Temperature.class,
    Base.class,
    Child.class,
    TreeNode.class,
    Skipper.class,
    Greedy.class,
    Swallower.class,
    PlainSerializable.class
  };

  static List<Setup> setups() {
    return Setup.all();
  }

  static List<Setup> refSetups() {
    return Setup.withReferences();
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_customWriteObject_readObjectRanAndInvariantHolds(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Range back = setup.roundTrip(skiff, new Range(-5, 20, "r"));
    assertThat(back).isEqualTo(new Range(-5, 20, "r"));
    assertThat(back.readObjectRan).isTrue();
    assertThat(back.span).isEqualTo(25);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_readObjectRejectsInvariant_throwsMalformedInput(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Range bad = new Range(0, 0, "bad");
    bad.lo = 10;
    byte[] bytes = skiff.serialize(bad);
    MalformedInputException e =
        Thrown.by(MalformedInputException.class, () -> skiff.deserialize(bytes));
    assertThat(String.valueOf(e.getMessage()).contains("lo > hi")).as(e.getMessage()).isTrue();
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_putFieldsAndSerialPersistentFields_fieldsByName(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Temperature back = setup.roundTrip(skiff, new Temperature(100, "boiling"));
    assertThat(back.celsius).isCloseTo(100, within(1e-9));
    assertThat(back.note).isEqualTo("boiling");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_hierarchy_superclassFirstAndNonSerializableConstructorRuns(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Child c = new Child();
    c.baseName = "b";
    c.childName = "c";
    c.fromConstructor = 7;
    Child back = setup.roundTrip(skiff, c);
    assertThat(back.trace).isEqualTo(List.of("base:b", "child:c"));
    assertThat(back.fromConstructor).isEqualTo(42);
  }

  @ParameterizedTest
  @MethodSource("refSetups")
  void roundTrip_cycleThroughWriteObject_parentsAreIdentical(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    TreeNode root = new TreeNode("root", null);
    new TreeNode("a", root);
    TreeNode b = new TreeNode("b", root);
    new TreeNode("b1", b);
    TreeNode back = setup.roundTrip(skiff, root);
    assertThat(back.children.size()).isEqualTo(2);
    assertThat(back.children.get(0).parent).isSameAs(back);
    assertThat(back.children.get(1).parent).isSameAs(back);
    assertThat(back.children.get(1).children.get(0).parent).isSameAs(back.children.get(1));
    assertThat(back.children.get(1).children.get(0).name).isEqualTo("b1");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_unreadCustomData_isSkipped(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Skipper s = new Skipper();
    s.kept = 9;
    List<Object> list = new ArrayList<>(List.of(s, "after"));
    List<Object> back = setup.roundTrip(skiff, list);
    assertThat(((Skipper) back.get(0)).kept).isEqualTo(9);
    assertThat(back.get(1)).isEqualTo("after");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_readObjectReadsPastData_throwsMalformedInput(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    byte[] bytes = skiff.serialize(new Greedy());
    assertThatThrownBy(() -> skiff.deserialize(bytes)).isInstanceOf(MalformedInputException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_readObjectSwallowsCorruption_stillThrows(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Swallower s = new Swallower();
    s.value = new Range(1, 2, "x");
    byte[] bytes = skiff.serialize(s);
    assertThat(((Swallower) skiff.deserialize(bytes)).value).isEqualTo(new Range(1, 2, "x"));
    // Corrupt the Range's invariant inside: its readObject fails, Swallower's catches it.
    Range bad = new Range(0, 0, "x");
    bad.lo = 5;
    s.value = bad;
    byte[] corrupt = skiff.serialize(s);
    assertThatThrownBy(() -> skiff.deserialize(corrupt)).isInstanceOf(SkiffException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_newSerializableSuperclass_readObjectNoDataRuns(Setup setup) {
    if (!setup.required()) {
      return; // the two versions share one registration id; by name they are different classes
    }
    Skiff writer = setup.skiff(OldShape.class);
    Skiff reader = setup.skiff(NewShape.class);
    OldShape old = new OldShape();
    old.sides = 5;
    NewShape back = (NewShape) reader.deserialize(writer.serialize(old));
    assertThat(back.sides).isEqualTo(5);
    assertThat(back.origin).isEqualTo("no data");
  }

  @ParameterizedTest
  @MethodSource("setups")
  void serialize_serializableWithoutHooks_usesPlainFieldPath(Setup setup) {
    if (!setup.required()) {
      return; // by name, the class names differ
    }
    byte[] a = setup.skiff(PlainSerializable.class).serialize(new PlainSerializable());
    byte[] b = setup.skiff(PlainTwin.class).serialize(new PlainTwin());
    assertThat(a).isEqualTo(b);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_truncated_throwsSkiffException(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Child c = new Child();
    c.baseName = "b";
    c.childName = "c";
    Setup.assertTruncationsFail(skiff, new Range(1, 2, "r"));
    Setup.assertTruncationsFail(skiff, new Temperature(3, "n"));
    Setup.assertTruncationsFail(skiff, c);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void deserialize_invalidItemOrForm_throwsMalformedInput(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    byte[] bytes = skiff.serialize(new Range(1, 2, "r"));
    // Every single-byte corruption either still reads or fails as a SkiffException.
    for (int i = 1; i < bytes.length; i++) {
      for (int v : new int[] {0, 4, 0x7f, 0xff}) {
        byte[] copy = bytes.clone();
        copy[i] = (byte) v;
        try {
          skiff.deserialize(copy);
        } catch (SkiffException expected) {
          // fine
        }
      }
    }
    byte[] copy = bytes.clone();
    copy[setup.required() ? 2 : copy.length - 1] = 9; // form byte / last END
    assertThatThrownBy(() -> skiff.deserialize(copy)).isInstanceOf(SkiffException.class);
  }

  @ParameterizedTest
  @MethodSource("setups")
  void roundTrip_nullFieldsAndSharedValues_preserved(Setup setup) {
    Skiff skiff = setup.skiff(CLASSES);
    Range r = new Range(1, 1, null);
    List<Object> list = new ArrayList<>(List.of(r, r));
    List<Object> back = setup.roundTrip(skiff, list);
    assertThat(((Range) back.get(0)).label).isNull();
    assertThat(back.get(1)).isEqualTo(back.get(0));
    if (setup.refs()) {
      assertThat(back.get(1)).isSameAs(back.get(0));
    }
  }
}
