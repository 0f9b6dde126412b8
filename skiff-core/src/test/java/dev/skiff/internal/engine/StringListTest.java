package dev.skiff.internal.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.MalformedInputException;
import dev.skiff.OneByteInputStream;
import dev.skiff.Serializer;
import dev.skiff.Skiff;
import dev.skiff.SkiffInput;
import dev.skiff.SkiffOutput;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The short path of fields declared as collections of strings ({@link
 * WriteContext#writeStringList}, {@link ReadContext#readStringList}): it must write and read
 * exactly what the general path of a tagged slot does, for every value such a field can hold, in
 * every configuration, and it must never bypass a user's serializer for {@code ArrayList}.
 */
class StringListTest {

  /** A bean with the declared types the short path takes, and one it does not. */
  static final class Holder {
    @Nullable List<String> list;
    @Nullable Collection<String> collection;
    @Nullable ArrayList<String> arrayList;
    @Nullable Iterable<String> iterable;
    @Nullable List<CharSequence> notStrings;
    @Nullable Map<String, List<String>> headers;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder h
          && Objects.equals(list, h.list)
          && Objects.equals(collection, h.collection)
          && Objects.equals(arrayList, h.arrayList)
          && Objects.equals(iterable, h.iterable)
          && Objects.equals(notStrings, h.notStrings)
          && Objects.equals(headers, h.headers);
    }

    @Override
    public int hashCode() {
      return Objects.hash(list, collection);
    }
  }

  /** A record, whose components are read through the canonical constructor. */
  record Tags(long id, List<String> tags, Collection<String> more) {}

  /**
   * Every configuration: references on and off, code generation on and off, registration required
   * or not, reading from an array or from a stream that hands out one byte per call, and plain or
   * compatible mode (where the elements are in slots that know nothing, a class tag per chunk).
   */
  static Stream<Arguments> configurations() {
    List<Arguments> all = new ArrayList<>();
    for (boolean refs : new boolean[] {false, true}) {
      for (boolean codegen : new boolean[] {false, true}) {
        for (boolean registration : new boolean[] {false, true}) {
          for (boolean stream : new boolean[] {false, true}) {
            for (boolean compatible : new boolean[] {false, true}) {
              all.add(Arguments.of(refs, codegen, registration, stream, compatible));
            }
          }
        }
      }
    }
    return all.stream();
  }

  /** Reads one message from {@code bytes}, from the array itself or through a one-byte stream. */
  private static @Nullable Object read(Skiff skiff, byte[] bytes, boolean stream) {
    return stream
        ? skiff.deserialize(new OneByteInputStream(new ByteArrayInputStream(bytes)))
        : skiff.deserialize(bytes);
  }

  private static Skiff skiff(
      boolean refs, boolean codegen, boolean registration, boolean compatible) {
    return Skiff.builder()
        .compatible(compatible)
        .trackReferences(refs)
        .codegen(codegen)
        .requireRegistration(registration)
        .register(Holder.class)
        .register(Tags.class)
        .build();
  }

  /** The values a {@code List<String>} field may hold, named for the assertion messages. */
  static List<Object[]> values() {
    List<String> long600 = new ArrayList<>();
    for (int i = 0; i < 600; i++) { // several chunks of 255, runs broken by nulls
      long600.add(i % 7 == 0 ? null : i % 3 == 0 ? "\u738b" + i : "tag-" + i);
    }
    List<String> full = new ArrayList<>();
    for (int i = 0; i < 510; i++) {
      full.add("sku-" + i); // exactly two full chunks
    }
    List<Object[]> out = new ArrayList<>();
    out.add(new Object[] {"null", null});
    out.add(new Object[] {"empty ArrayList", new ArrayList<String>()});
    out.add(new Object[] {"ArrayList of 3", new ArrayList<>(List.of("a", "\u00e9t\u00e9", "z"))});
    out.add(new Object[] {"ArrayList of nulls", new ArrayList<>(Collections.nCopies(3, null))});
    out.add(new Object[] {"ArrayList of 600 with nulls", long600});
    out.add(new Object[] {"ArrayList of 510", full});
    out.add(new Object[] {"LinkedList", new LinkedList<>(long600)});
    out.add(new Object[] {"List.of", List.of("x", "y")});
    out.add(new Object[] {"Arrays.asList", Arrays.asList("p", null, "q")});
    out.add(new Object[] {"unmodifiableList", Collections.unmodifiableList(full)});
    return out;
  }

  @ParameterizedTest(name = "refs={0} codegen={1} registration={2} stream={3} compatible={4}")
  @MethodSource("configurations")
  void serialize_stringListFields_sameBytesAsTheGeneralPathAndReadBack(
      boolean refs, boolean codegen, boolean registration, boolean stream, boolean compatible) {
    Skiff skiff = skiff(refs, codegen, registration, compatible);
    Skiff general = skiff(refs, false, registration, compatible); // the interpreter: no short path
    for (Object[] v : values()) {
      @SuppressWarnings("unchecked")
      List<String> list = (List<String>) v[1];
      Holder h = new Holder();
      h.list = list;
      h.collection = list == null ? null : new LinkedList<>(list);
      h.arrayList = list == null ? null : new ArrayList<>(list);
      h.iterable = list;
      h.notStrings = list == null ? null : new ArrayList<>(list);
      h.headers = new LinkedHashMap<>();
      h.headers.put("same", list);
      h.headers.put("again", list);
      h.headers.put("copy", list == null ? null : new LinkedList<>(list));
      byte[] bytes = skiff.serialize(h);
      assertThat(bytes).as("%s", v[0]).isEqualTo(general.serialize(h));
      Holder back = (Holder) read(skiff, bytes, stream);
      assertThat(back).as("%s", v[0]).isEqualTo(h);
      if (list != null) {
        assertThat(back.list).as("%s", v[0]).hasSameClassAs(list);
        assertThat(back.collection).isInstanceOf(LinkedList.class);
        assertThat(back.arrayList).isInstanceOf(ArrayList.class);
        assertThat(back.iterable == back.list).as("shared list, refs=%s", refs).isEqualTo(refs);
        assertThat(back.headers.get("same") == back.list)
            .as("map value, refs=%s", refs)
            .isEqualTo(refs);
        assertThat(back.headers.get("again") == back.headers.get("same")).isEqualTo(refs);
        assertThat(back.headers.get("same")).hasSameClassAs(list);
      }
      Tags t = new Tags(7, list, h.collection);
      byte[] recordBytes = skiff.serialize(t);
      assertThat(recordBytes).as("record, %s", v[0]).isEqualTo(general.serialize(t));
      assertThat(read(skiff, recordBytes, stream)).isEqualTo(t);
    }
  }

  @ParameterizedTest(name = "refs={0} codegen={1} registration={2} stream={3} compatible={4}")
  @MethodSource("configurations")
  void deserialize_truncatedStringList_malformedInputAtEveryLength(
      boolean refs, boolean codegen, boolean registration, boolean stream, boolean compatible) {
    Skiff skiff = skiff(refs, codegen, registration, compatible);
    Holder h = new Holder();
    h.list = new ArrayList<>(List.of("alpha", "\u0431\u0435\u0442\u0430", "gamma"));
    h.iterable = h.list;
    byte[] bytes = skiff.serialize(h);
    for (int len = 0; len < bytes.length; len++) {
      byte[] cut = Arrays.copyOf(bytes, len);
      long end = len;
      assertThatThrownBy(() -> read(skiff, cut, stream))
          .as("first %d of %d bytes", len, bytes.length)
          .isInstanceOfSatisfying(
              MalformedInputException.class, e -> assertThat(e.offset()).isBetween(0L, end));
    }
  }

  @ParameterizedTest(name = "refs={0} codegen={1} registration={2} stream={3} compatible={4}")
  @MethodSource("configurations")
  void deserialize_stringListHoldingAnInteger_malformedInputNamesBothClasses(
      boolean refs, boolean codegen, boolean registration, boolean stream, boolean compatible) {
    Skiff skiff = skiff(refs, codegen, registration, compatible);
    Holder h = new Holder();
    @SuppressWarnings({"unchecked", "rawtypes"})
    List<String> polluted = (List) new ArrayList<>(List.of("a", 42));
    h.list = polluted;
    byte[] bytes = skiff.serialize(h);
    if (compatible) {
      // Elements travel in slots that know nothing, so that a reader whose element type changed
      // still reads them: the list comes back as written, as through the general path.
      List<Object> back = new ArrayList<>(((Holder) read(skiff, bytes, stream)).list);
      assertThat(back).containsExactly("a", 42);
      return;
    }
    assertThatThrownBy(() -> read(skiff, bytes, stream))
        .isInstanceOf(MalformedInputException.class)
        .hasMessageContaining("a java.lang.Integer where a java.lang.String is declared");
  }

  @ParameterizedTest(name = "refs={0} codegen={1} registration={2} stream={3} compatible={4}")
  @MethodSource("configurations")
  void serialize_userSerializerForArrayList_usedByStringListFields(
      boolean refs, boolean codegen, boolean registration, boolean stream, boolean compatible) {
    AtomicInteger writes = new AtomicInteger();
    AtomicInteger reads = new AtomicInteger();
    Skiff skiff =
        Skiff.builder()
            .compatible(compatible)
            .trackReferences(refs)
            .codegen(codegen)
            .requireRegistration(registration)
            .register(Holder.class)
            .addSerializerFactory(
                type -> type == ArrayList.class ? new Joined(writes, reads) : null)
            .build();
    Holder h = new Holder();
    h.list = new ArrayList<>(List.of("a", "b"));
    h.arrayList = new ArrayList<>(List.of("c"));
    Holder back = (Holder) read(skiff, skiff.serialize(h), stream);
    assertThat(writes).hasValue(2);
    assertThat(reads).hasValue(2);
    assertThat(back.list).containsExactly("a|b");
    assertThat(back.arrayList).containsExactly("c");
  }

  @ParameterizedTest(name = "refs={0} codegen={1} registration={2} stream={3} compatible={4}")
  @MethodSource("configurations")
  void readStringList_contextLevel_sameValueAndOffsetAsReadAny(
      boolean refs, boolean codegen, boolean registration, boolean stream, boolean compatible)
      throws Exception {
    Skiff skiff = skiff(refs, codegen, registration, compatible);
    TypeRegistry registry = Registries.of(skiff);
    Slot declared = new Slot(List.class, new Slot[] {new Slot(String.class, null)});
    Slot slot = compatible ? Slot.tagged(declared) : declared;
    assertThat(slot.stringList()).isTrue();
    for (Object[] v : values()) {
      WriteContext general = new WriteContext(registry);
      general.beginMessage(null);
      general.writeAny(v[1], slot);
      byte[] expected = general.toByteArray();
      WriteContext shortPath = new WriteContext(registry);
      shortPath.beginMessage(null);
      shortPath.writeStringList(v[1], slot);
      assertThat(shortPath.toByteArray()).as("%s", v[0]).isEqualTo(expected);

      ReadContext a = new ReadContext(registry);
      begin(a, expected, stream);
      Object viaAny = a.readAny(slot);
      ReadContext b = new ReadContext(registry);
      begin(b, expected, stream);
      Object viaShort = b.readStringList(slot);
      assertThat(viaShort).as("%s", v[0]).isEqualTo(viaAny);
      assertThat(b.offset()).as("%s", v[0]).isEqualTo(a.offset()).isEqualTo(expected.length);
    }
  }

  @org.junit.jupiter.api.Test
  void stringList_declaredTypes_onlyCollectionsOfStringsThatAnArrayListFits() {
    Slot[] strings = {new Slot(String.class, null)};
    assertThat(new Slot(List.class, strings).stringList()).isTrue();
    assertThat(new Slot(Collection.class, strings).stringList()).isTrue();
    assertThat(new Slot(ArrayList.class, strings).stringList()).isTrue();
    assertThat(new Slot(Iterable.class, strings).stringList()).isTrue();
    assertThat(new Slot(LinkedList.class, strings).stringList()).isFalse();
    assertThat(new Slot(java.util.Set.class, strings).stringList()).isFalse();
    assertThat(new Slot(Object.class, strings).stringList()).isFalse();
    assertThat(new Slot(List.class, new Slot[] {Slot.object()}).stringList()).isFalse();
    assertThat(new Slot(List.class, null).stringList()).isFalse();
    assertThat(Slot.tagged(new Slot(List.class, null)).stringList()).isFalse();
    assertThat(Slot.tagged(new Slot(List.class, strings)).stringList()).isTrue();
    assertThat(Slot.tagged(new Slot(List.class, new Slot[] {Slot.object()})).stringList())
        .isFalse();
  }

  private static void begin(ReadContext ctx, byte[] bytes, boolean stream) {
    if (stream) {
      ctx.beginMessage(new OneByteInputStream(new ByteArrayInputStream(bytes)));
    } else {
      ctx.beginMessage(bytes, 0, bytes.length);
    }
  }

  /** A user serializer for ArrayList that writes the strings joined, to show it was used. */
  @SuppressWarnings("rawtypes")
  private static final class Joined implements Serializer<ArrayList> {
    private final AtomicInteger writes;
    private final AtomicInteger reads;

    Joined(AtomicInteger writes, AtomicInteger reads) {
      this.writes = writes;
      this.reads = reads;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void write(SkiffOutput out, ArrayList value) {
      writes.incrementAndGet();
      out.writeString(String.join("|", (List<String>) value));
    }

    @Override
    public ArrayList read(SkiffInput in) {
      reads.incrementAndGet();
      ArrayList<String> l = new ArrayList<>();
      l.add(in.readString());
      return l;
    }
  }
}
