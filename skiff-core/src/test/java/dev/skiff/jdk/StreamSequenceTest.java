package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.skiff.DeepEquals;
import dev.skiff.LimitExceededException;
import dev.skiff.MalformedInputException;
import dev.skiff.OneByteInputStream;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import dev.skiff.SkiffReader;
import dev.skiff.SkiffWriter;
import dev.skiff.Thrown;
import dev.skiff.UnregisteredClassException;
import dev.skiff.model.Order;
import dev.skiff.model.Point;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link SkiffWriter} and {@link SkiffReader}: sequences, resets, bounds, truncation. */
class StreamSequenceTest {
  /** Small unregistered-friendly classes. */
  static final class Tick {
    long at;
    String label;

    Tick() {}

    Tick(long at, String label) {
      this.at = at;
      this.label = label;
    }
  }

  static final class Tock {
    int n;

    Tock() {}

    Tock(int n) {
      this.n = n;
    }
  }

  static final Class<?>[] EXTRA = {Tick.class, Tock.class};

  static List<Object> values() {
    return Arrays.asList(
        "first",
        null,
        42,
        new Point(1, 2),
        new Tick(7, "t"),
        List.of(new Tock(1), new Tock(2)),
        Order.sample(3),
        new int[] {9, 8, 7},
        Map.of("k", new Tick(8, "u")),
        "x".repeat(20_000),
        new Tock(3),
        "last");
  }

  private static byte[] write(Skiff skiff, List<?> values) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(out)) {
      for (Object v : values) {
        w.write(v);
      }
      assertThat(w.count()).isEqualTo(values.size());
    }
    return out.toByteArray();
  }

  private static List<Object> readAll(SkiffReader r) {
    List<Object> read = new ArrayList<>();
    for (Object o : r) {
      read.add(o);
    }
    return read;
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void writeRead_mixedValues_readBackInOrder(RoundTripConfig config) {
    Skiff writer = config.skiff(EXTRA);
    Skiff reader = config.skiff(EXTRA);
    byte[] bytes = write(writer, values());
    InputStream in =
        config.transport() == RoundTripConfig.Transport.ONE_BYTE_STREAM
            ? new OneByteInputStream(new ByteArrayInputStream(bytes))
            : new ByteArrayInputStream(bytes);
    try (SkiffReader r = reader.reader(in)) {
      DeepEquals.assertDeepEquals(new ArrayList<>(values()), readAll(r));
      assertThat(r.hasNext()).isFalse();
      assertThatThrownBy(r::read).isInstanceOf(NoSuchElementException.class);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void writeRead_overByteBuffers_readBackInOrderAndEndExactly(RoundTripConfig config) {
    Skiff writer = config.skiff(EXTRA);
    Skiff reader = config.skiff(EXTRA);
    for (ByteBuffer buffer :
        new ByteBuffer[] {ByteBuffer.allocate(1 << 16), ByteBuffer.allocateDirect(1 << 16)}) {
      try (SkiffWriter w = writer.writer(buffer)) {
        for (Object v : values()) {
          w.write(v);
        }
      }
      buffer.put((byte) 'Z').flip();
      try (SkiffReader r = reader.reader(buffer)) {
        DeepEquals.assertDeepEquals(new ArrayList<>(values()), readAll(r));
      }
      assertThat(buffer.get())
          .as("the reader stops just after the end marker")
          .isEqualTo((byte) 'Z');
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void writeRead_sharedObjectWithinAndAcrossValues_referencesScopedToOneValue(
      RoundTripConfig config) {
    Tick shared = new Tick(1, "s");
    byte[] bytes =
        write(config.skiff(EXTRA), List.of(new ArrayList<>(List.of(shared, shared)), shared));
    try (SkiffReader r = config.skiff(EXTRA).reader(new ByteArrayInputStream(bytes))) {
      List<?> first = (List<?>) r.read();
      Tick second = r.read(Tick.class);
      assertThat(first.get(0) == first.get(1)).isEqualTo(config.trackReferences());
      assertThat(first.get(0) != second).as("no references across values").isTrue();
      assertThat(second.label).isEqualTo("s");
    }
  }

  @Test
  void writeRead_100kSmallObjectsWithResets_nameTableStaysBounded() {
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int resets = 0;
    try (SkiffWriter w = skiff.writer(out)) {
      for (int i = 0; i < 100_000; i++) {
        w.write(i % 2 == 0 ? new Tick(i, "t") : new Tock(i));
        assertThat(w.classNameCount() <= 2).isTrue();
        if (i % 10_000 == 9_999) {
          w.reset();
          resets++;
          assertThat(w.classNameCount()).isEqualTo(0);
        }
      }
    }
    byte[] bytes = out.toByteArray();
    // Each class name is written once per reset period, not once per value.
    int names = count(bytes, Tick.class.getName().getBytes(StandardCharsets.ISO_8859_1));
    assertThat(names)
        .as("one Tick name per period (the last period writes no value)")
        .isEqualTo(resets);
    assertThat(bytes.length < 100_000 * 8).as("about 5 bytes a value: " + bytes.length).isTrue();
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(bytes))) {
      int i = 0;
      while (r.hasNext()) {
        Object o = r.read();
        if (i % 2 == 0) {
          assertThat(((Tick) o).at).isEqualTo(i);
        } else {
          assertThat(((Tock) o).n).isEqualTo(i);
        }
        assertThat(r.classNameCount() <= 2).isTrue();
        i++;
      }
      assertThat(i).isEqualTo(100_000);
    }
  }

  private static int count(byte[] hay, byte[] needle) {
    int n = 0;
    outer:
    for (int i = 0; i + needle.length <= hay.length; i++) {
      for (int k = 0; k < needle.length; k++) {
        if (hay[i + k] != needle[k]) {
          continue outer;
        }
      }
      n++;
    }
    return n;
  }

  /** Defines {@code n} distinct classes by renaming {@link GenTemplate0000}'s class file. */
  static List<Class<?>> generatedClasses(int n) throws Exception {
    byte[] template;
    try (InputStream in = GenTemplate0000.class.getResourceAsStream("GenTemplate0000.class")) {
      template = in.readAllBytes();
    }
    byte[] marker = "GenTemplate0000".getBytes(StandardCharsets.ISO_8859_1);
    List<Class<?>> classes = new ArrayList<>();
    MethodHandles.Lookup lookup = MethodHandles.lookup();
    for (int i = 1; i <= n; i++) {
      String name = String.format("GenTemplate%04d", 5000 + i);
      Class<?> c;
      try {
        c = Class.forName(StreamSequenceTest.class.getPackageName() + "." + name);
      } catch (ClassNotFoundException e) {
        byte[] bytes = template.clone();
        byte[] replacement = name.getBytes(StandardCharsets.ISO_8859_1);
        for (int p = 0; p + marker.length <= bytes.length; p++) {
          if (Arrays.equals(bytes, p, p + marker.length, marker, 0, marker.length)) {
            System.arraycopy(replacement, 0, bytes, p, replacement.length);
          }
        }
        c = lookup.defineClass(bytes);
      }
      classes.add(c);
    }
    return classes;
  }

  private static Object instance(Class<?> c, int value) throws Exception {
    var ctor = c.getDeclaredConstructor();
    Object o = ctor.newInstance();
    c.getDeclaredField("value").setInt(o, value);
    return o;
  }

  @Test
  void writeRead_moreClassesThanTheBound_writerResetsByItself() throws Exception {
    List<Class<?>> classes = generatedClasses(SkiffWriter.MAX_NAMES + 76);
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int total = 2 * classes.size();
    try (SkiffWriter w = skiff.writer(out)) {
      for (int i = 0; i < total; i++) {
        w.write(instance(classes.get(i % classes.size()), i));
        assertThat(w.classNameCount() <= SkiffWriter.MAX_NAMES).isTrue();
      }
    }
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(out.toByteArray()))) {
      int i = 0;
      while (r.hasNext()) {
        Object o = r.read();
        assertThat(o.getClass()).isSameAs(classes.get(i % classes.size()));
        assertThat(o.getClass().getDeclaredField("value").getInt(o)).isEqualTo(i);
        assertThat(r.classNameCount() <= SkiffWriter.MAX_NAMES).isTrue();
        i++;
      }
      assertThat(i).isEqualTo(total);
    }
  }

  @Test
  void read_nameTablePastTheBoundWithoutReset_failsWithLimit() throws Exception {
    List<Class<?>> classes = generatedClasses(SkiffWriter.MAX_NAMES + 1);
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    ByteArrayOutputStream forged = new ByteArrayOutputStream();
    for (int i = 0; i < classes.size(); i++) {
      // Each single-value stream names its class afresh; glue their records into one stream.
      byte[] one = write(skiff, List.of(instance(classes.get(i), i)));
      forged.write(one, i == 0 ? 0 : 1, one.length - (i == 0 ? 1 : 2));
    }
    forged.write(0);
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(forged.toByteArray()))) {
      for (int i = 0; i < SkiffWriter.MAX_NAMES; i++) {
        r.read();
      }
      assertThatThrownBy(r::hasNext).isInstanceOf(LimitExceededException.class);
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void read_truncatedStream_endsInSkiffException(RoundTripConfig config) {
    Skiff skiff = config.skiff(EXTRA);
    List<Object> values = new ArrayList<>(values());
    values.set(9, "short");
    byte[] bytes = write(skiff, values);
    for (int cut = 0; cut < bytes.length; cut++) {
      byte[] part = Arrays.copyOf(bytes, cut);
      try (SkiffReader r = skiff.reader(new ByteArrayInputStream(part))) {
        while (r.hasNext()) {
          r.read();
        }
        fail("a stream cut at " + cut + " of " + bytes.length + " was read to its end");
      } catch (SkiffException expected) {
        // the truncation is reported
      }
    }
  }

  @Test
  void read_streamAfterFailedWrite_endsInSkiffException() {
    Skiff skiff = Skiff.builder().build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SkiffWriter w = skiff.writer(out);
    w.write("ok");
    assertThatThrownBy(() -> w.write(new Tick(1, "x")))
        .isInstanceOf(UnregisteredClassException.class);
    assertThatThrownBy(() -> w.write("more")).isInstanceOf(IllegalStateException.class);
    w.close();
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(out.toByteArray()))) {
      assertThat(r.read()).isEqualTo("ok");
      assertThatThrownBy(
              () -> {
                while (r.hasNext()) {
                  r.read();
                }
              })
          .isInstanceOf(SkiffException.class);
    }
  }

  @Test
  void read_singleMessageOrOtherReferenceSetting_failsWithClearMessage() {
    Skiff skiff = Skiff.builder().build();
    byte[] message = skiff.serialize("x");
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(message))) {
      MalformedInputException e = Thrown.by(MalformedInputException.class, r::hasNext);
      assertThat(e.getMessage().contains("single message")).as(e.getMessage()).isTrue();
    }
    byte[] stream = write(skiff, List.of("x"));
    assertThatThrownBy(() -> skiff.deserialize(stream)).isInstanceOf(MalformedInputException.class);
    Skiff refs = Skiff.builder().trackReferences(true).build();
    try (SkiffReader r = refs.reader(new ByteArrayInputStream(stream))) {
      assertThatThrownBy(r::hasNext).isInstanceOf(MalformedInputException.class);
    }
  }

  @Test
  void writeRead_resetOnlyAndEmptyStream_readNothingMore() {
    Skiff skiff = Skiff.builder().build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (SkiffWriter w = skiff.writer(out)) {
      w.reset();
      w.write(1);
      w.reset();
      w.flush();
    }
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(out.toByteArray()))) {
      assertThat(readAll(r)).isEqualTo(List.of(1));
    }
    byte[] empty = write(skiff, List.of());
    assertThat(empty).isEqualTo(new byte[] {0x21, 0x00});
    try (SkiffReader r = skiff.reader(new ByteArrayInputStream(empty))) {
      assertThat(r.hasNext()).isFalse();
    }
  }

  @Test
  void read_markableStream_leavesBytesAfterTheEndMarker() throws Exception {
    Skiff skiff = Skiff.builder().build();
    byte[] stream = write(skiff, List.of("a", "b"));
    byte[] withTail = Arrays.copyOf(stream, stream.length + 3);
    withTail[stream.length] = 'E';
    ByteArrayInputStream in = new ByteArrayInputStream(withTail);
    SkiffReader r = skiff.reader(in);
    assertThat(readAll(r)).isEqualTo(List.of("a", "b"));
    assertThat(in.read()).isEqualTo('E');
  }
}
