package dev.skiff.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.bench.data.BoxedStruct;
import dev.skiff.bench.data.ChildData;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import dev.skiff.bench.data.PrimitiveStruct;
import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Round trips of the adapters that need no {@code sun.misc.Unsafe} (Skiff, the hand-written codecs,
 * Jackson and msgpack, JDK serialization), so they can run in unit tests on every JDK; the other
 * peers are exercised only by the runner and JMH.
 */
class SkiffAndHandWrittenTest {

  @Test
  void roundTrip_skiffOnEveryDataSet_returnsEqualValues() {
    for (DataSet d : DataSets.all()) {
      for (String name : List.of(Codecs.SKIFF_REFS, Codecs.SKIFF_INTERP, Codecs.SKIFF_UNREG)) {
        Codec c = Codecs.create(name, d);
        if (d.needsReferences() && !c.tracksReferences()) {
          continue;
        }
        RoundTrip.check(c, d, d.create());
      }
      if (!d.needsReferences()) {
        RoundTrip.check(Codecs.create(Codecs.SKIFF, d), d, d.create());
        byte[] bySession = RoundTrip.check(Codecs.create(Codecs.SKIFF_SESSION, d), d, d.create());
        assertThat(bySession)
            .as("a session writes what Skiff's own methods write, on " + d.name())
            .isEqualTo(Codecs.create(Codecs.SKIFF, d).serialize(d.create()));
      }
    }
  }

  @Test
  void roundTrip_handWrittenOnEveryAcyclicDataSet_returnsEqualValues() {
    int supported = 0;
    for (DataSet d : DataSets.all()) {
      if (d.name().startsWith("wide-")) {
        assertThatThrownBy(() -> Codecs.create(Codecs.HANDWRITTEN, d))
            .isInstanceOf(UnsupportedOperationException.class);
        continue;
      }
      Codec c = Codecs.create(Codecs.HANDWRITTEN, d);
      if (d.needsReferences()) {
        assertThat(c.tracksReferences()).isFalse();
        continue;
      }
      RoundTrip.check(c, d, d.create());
      supported++;
    }
    assertThat(supported).isEqualTo(DataSets.all().size() - 3);
  }

  @Test
  void roundTrip_handWrittenBoxedStruct_keepsNulls() throws ReflectiveOperationException {
    DataSet d = DataSets.byName(DataSets.STRUCT_BOXED);
    Codec c = Codecs.create(Codecs.HANDWRITTEN, d);
    // the first and last field of each null-mask word, and every field
    BoxedStruct some = BoxedStruct.create();
    for (int i : new int[] {0, 5, 6, 7, 63, 64, 99}) {
      setNull(some, i);
    }
    BoxedStruct none = BoxedStruct.create();
    for (int i = 0; i < 100; i++) {
      setNull(none, i);
    }
    for (BoxedStruct value : List.of(some, none)) {
      assertThat(value).isNotEqualTo(BoxedStruct.create());
      RoundTrip.check(c, d, value);
    }
    // all null: only the two masks, -1 and 2^36 - 1 as zig-zag var-longs (1 + 6 bytes)
    assertThat(c.serialize(none).length).isEqualTo(7);
  }

  private static void setNull(BoxedStruct s, int field) throws ReflectiveOperationException {
    Field f = BoxedStruct.class.getDeclaredField("f" + field);
    f.setAccessible(true);
    f.set(s, null);
  }

  @Test
  void serialize_handWrittenStructWithoutNulls_matchesItsBoxedTwin() {
    byte[] primitive =
        Codecs.create(Codecs.HANDWRITTEN, DataSets.byName(DataSets.STRUCT))
            .serialize(PrimitiveStruct.create());
    byte[] boxed =
        Codecs.create(Codecs.HANDWRITTEN, DataSets.byName(DataSets.STRUCT_BOXED))
            .serialize(BoxedStruct.create());
    // the boxed form is the primitive one after a two-byte null mask
    assertThat(Arrays.copyOfRange(boxed, 2, boxed.length)).isEqualTo(primitive);
  }

  @Test
  void roundTrip_handWrittenChild_keepsTheInheritedFields() {
    Codec c = Codecs.create(Codecs.HANDWRITTEN, DataSets.byName(DataSets.CHILD));
    ChildData back = (ChildData) c.deserialize(c.serialize(ChildData.create()));
    assertThat(back.getId()).isEqualTo(77_000_123_456L);
    assertThat(back.getName()).isEqualTo("parent-of-the-hierarchy");
    assertThat(back.getTags()).isEqualTo(List.of("alpha", "beta", "gamma"));
    assertThat(back.getFlags()).isEqualTo(0x5A5A);
    assertThat(back.getExtra()).isEqualTo("child-only field");
  }

  @Test
  void serialize_jacksonOnStructsAndChild_seesOnlyTheFields() {
    // the all-fields constructors and record-style accessors exist for the hand-written codec;
    // Jackson must keep writing exactly the fields (no extra or renamed properties)
    Map<String, Integer> expected =
        Map.of(DataSets.STRUCT, 100, DataSets.STRUCT_BOXED, 100, DataSets.CHILD, 6);
    for (Map.Entry<String, Integer> e : expected.entrySet()) {
      DataSet d = DataSets.byName(e.getKey());
      byte[] json = RoundTrip.check(Codecs.create(Codecs.JACKSON, d), d, d.create());
      String text = new String(json, StandardCharsets.UTF_8);
      assertThat(text.split("\":").length - 1).as(text).isEqualTo(e.getValue());
      if (e.getValue() == 100) {
        assertThat(text.startsWith("{\"f0\":0,\"f1\":1234567891,")).as(text).isTrue();
      }
    }
  }

  @Test
  void roundTrip_jacksonAndJdkOnMedia_returnEqualValues() {
    DataSet d = DataSets.byName(DataSets.MEDIA_2);
    for (String name : List.of(Codecs.JACKSON, Codecs.JDK)) {
      RoundTrip.check(Codecs.create(name, d), d, d.create());
    }
  }

  @Test
  void roundTrip_jacksonMsgpackAndJdkOnServiceData_returnEqualValues() {
    for (String name :
        List.of(DataSets.RECORDS, DataSets.BEAN_MAPS, DataSets.CATALOG, DataSets.ACCOUNT)) {
      DataSet d = DataSets.byName(name);
      for (String codec : List.of(Codecs.JACKSON, Codecs.MSGPACK, Codecs.JDK)) {
        RoundTrip.check(Codecs.create(codec, d), d, d.create());
      }
    }
  }

  @Test
  void create_hessianOnJavaTimeDataSets_isUnsupported() {
    for (String name : List.of(DataSets.CATALOG, DataSets.ACCOUNT)) {
      assertThatThrownBy(() -> Codecs.create(Codecs.HESSIAN, DataSets.byName(name)))
          .as(name)
          .isInstanceOf(UnsupportedOperationException.class)
          .hasMessageContaining("java.time");
    }
  }

  @Test
  void handBuffer_jdkValuesOutsideTheDataSets_roundTrip() {
    List<BigDecimal> decimals =
        List.of(
            new BigDecimal("-0.01"),
            new BigDecimal("123456789012345678901234567890.123456789"),
            new BigDecimal("-9223372036854775808"),
            new BigDecimal("9223372036854775808"),
            new BigDecimal("1E+12"));
    List<Instant> instants =
        List.of(Instant.ofEpochSecond(-1, 999_999_999), Instant.MIN, Instant.MAX, Instant.EPOCH);
    List<LocalDate> dates = List.of(LocalDate.of(1901, 2, 3), LocalDate.MIN, LocalDate.MAX);
    UUID uuid = new UUID(-1L, Long.MIN_VALUE);
    int[] ints = {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE};
    HandBuffer out = new HandBuffer(1);
    decimals.forEach(out::writeDecimal);
    instants.forEach(out::writeInstant);
    dates.forEach(out::writeDate);
    out.writeUuid(uuid);
    out.writeInts(ints);
    HandBuffer in = new HandBuffer(0);
    in.setInput(out.toBytes());
    for (BigDecimal d : decimals) {
      assertThat(in.readDecimal()).isEqualTo(d);
    }
    for (Instant t : instants) {
      assertThat(in.readInstant()).isEqualTo(t);
    }
    for (LocalDate d : dates) {
      assertThat(in.readDate()).isEqualTo(d);
    }
    assertThat(in.readUuid()).isEqualTo(uuid);
    assertThat(in.readInts()).isEqualTo(ints);
    assertThat(in.pos).isEqualTo(out.pos);
  }

  @Test
  void load_freshLoader_givesNewClasses() {
    DataSet fresh = FreshLoader.freshDataSet(DataSets.MEDIA_1);
    Object value = fresh.create();
    assertThat(value.getClass() != DataSets.byName(DataSets.MEDIA_1).create().getClass()).isTrue();
    assertThat(value.getClass().getName()).isEqualTo("dev.skiff.bench.data.MediaContent");
    Codec c = Codecs.create(Codecs.SKIFF, fresh);
    assertThat(c.deserialize(c.serialize(value))).isEqualTo(value);
    assertThatThrownBy(() -> Codecs.create(Codecs.HANDWRITTEN, fresh))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void freshDataSet_wideClasses_roundTripThroughEveryPreparedSkiffAndJackson() {
    for (String name : List.of(DataSets.WIDE_20, DataSets.WIDE_200)) {
      DataSet fresh = FreshLoader.freshDataSet(name);
      Object value = fresh.create();
      assertThat(value.getClass()).as(name).isNotEqualTo(DataSets.byName(name).rootClass());
      // skiff-unreg resolves the class names it reads through the context class loader
      Thread thread = Thread.currentThread();
      ClassLoader previous = thread.getContextClassLoader();
      thread.setContextClassLoader(fresh.classLoader());
      try {
        for (String codec :
            List.of(Codecs.SKIFF, Codecs.SKIFF_INTERP, Codecs.SKIFF_UNREG, Codecs.JACKSON)) {
          Codec c = Codecs.prepare(codec, fresh).meetClasses();
          assertThat(c.deserialize(c.serialize(value))).as(codec + " " + name).isEqualTo(value);
        }
      } finally {
        thread.setContextClassLoader(previous);
      }
    }
  }

  @Test
  void prepare_skiffCodecs_writeTheSameBytesAsCreate() {
    for (String name : List.of(DataSets.WIDE_20, DataSets.WIDE_200, DataSets.MEDIA_1)) {
      DataSet d = DataSets.byName(name);
      for (String codec : List.of(Codecs.SKIFF, Codecs.SKIFF_INTERP, Codecs.SKIFF_UNREG)) {
        byte[] prepared = Codecs.prepare(codec, d).meetClasses().serialize(d.create());
        assertThat(prepared)
            .as(codec + " " + name)
            .isEqualTo(Codecs.create(codec, d).serialize(d.create()));
      }
    }
  }

  @Test
  void prepare_unknownCodec_throwsRightAway() {
    DataSet d = DataSets.byName(DataSets.WIDE_20);
    assertThatThrownBy(() -> Codecs.prepare("no-such-codec", d))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void deflatedSize_repetitiveBytes_isSmall() {
    assertThat(Compare.deflatedSize(new byte[10_000]) < 100).isTrue();
  }
}
