package dev.skiff.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.BuildTimeCodec;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The {@code skiff-buildtime} codecs: they round-trip every data set on codecs written at build
 * time only, write the bytes of the run-time generated codecs, and get fresh codec classes from a
 * {@link FreshLoader}; the older Skiff codecs use no build-time codec.
 */
class BuildTimeCodecsTest {

  /** The classes of {@code data} that Skiff encodes field by field: all but the enums. */
  private static Set<Class<?>> fieldByField(DataSet data) {
    return data.classes().stream().filter(c -> !c.isEnum()).collect(Collectors.toSet());
  }

  private static SkiffCodec skiff(String name, DataSet data) {
    return (SkiffCodec) Codecs.create(name, data);
  }

  @Test
  void roundTrip_skiffBuildTimeOnEveryAcyclicDataSet_usesOnlyBuildTimeCodecs() {
    int withClasses = 0;
    for (DataSet d : DataSets.all()) {
      if (d.needsReferences()) {
        continue;
      }
      for (String name : Codecs.buildTimeNames()) {
        SkiffCodec c = skiff(name, d);
        RoundTrip.check(c, d, d.create());
        assertThat(c.skiff().buildTimeClasses()).as(name + " " + d).isEqualTo(fieldByField(d));
        assertThat(c.skiff().interpretedClasses()).as(name + " " + d).isEmpty();
        Codecs.checkCodecOrigin(name, c, d); // must not throw
      }
      withClasses += fieldByField(d).isEmpty() ? 0 : 1;
    }
    assertThat(withClasses).isGreaterThan(10);
  }

  @Test
  void buildTimeClasses_skiffBuildTimeAfterUse_isNotEmpty() {
    for (String data : List.of(DataSets.WIDE_20, DataSets.MEDIA_1, DataSets.SAMPLE)) {
      DataSet d = DataSets.byName(data);
      for (String name : Codecs.buildTimeNames()) {
        SkiffCodec c = skiff(name, d);
        c.deserialize(c.serialize(d.create()));
        assertThat(c.skiff().buildTimeClasses()).as(name + " " + data).isNotEmpty();
      }
    }
  }

  @Test
  void serialize_skiffBuildTimeOnEveryAcyclicDataSet_writesTheBytesOfSkiff() {
    for (DataSet d : DataSets.all()) {
      if (d.needsReferences()) {
        continue;
      }
      byte[] runTime = Codecs.create(Codecs.SKIFF, d).serialize(d.create());
      for (String name : Codecs.buildTimeNames()) {
        assertThat(Codecs.create(name, d).serialize(d.create()))
            .as(name + " " + d)
            .isEqualTo(runTime);
      }
    }
  }

  @Test
  void checkCodecOrigin_olderSkiffCodecs_useNoBuildTimeCodec() {
    for (String data : List.of(DataSets.WIDE_20, DataSets.MEDIA_1, DataSets.SAMPLE)) {
      DataSet d = DataSets.byName(data);
      for (String name :
          List.of(Codecs.SKIFF, Codecs.SKIFF_REFS, Codecs.SKIFF_INTERP, Codecs.SKIFF_UNREG)) {
        SkiffCodec c = skiff(name, d);
        RoundTrip.check(c, d, d.create());
        assertThat(c.skiff().buildTimeClasses()).as(name + " " + data).isEmpty();
        Codecs.checkCodecOrigin(name, c, d); // must not throw
      }
    }
  }

  @Test
  void checkCodecOrigin_runTimeCodecsUnderABuildTimeName_throws() {
    DataSet d = DataSets.byName(DataSets.WIDE_20);
    Codec runTime = Codecs.create(Codecs.SKIFF, d);
    runTime.deserialize(runTime.serialize(d.create()));
    assertThatThrownBy(() -> Codecs.checkCodecOrigin(Codecs.SKIFF_BUILDTIME, runTime, d))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("Wide20");
    Codec buildTime = Codecs.create(Codecs.SKIFF_BUILDTIME, d);
    buildTime.deserialize(buildTime.serialize(d.create()));
    assertThatThrownBy(() -> Codecs.checkCodecOrigin(Codecs.SKIFF, buildTime, d))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void freshDataSet_skiffBuildTime_loadsItsOwnCodecClasses() throws ClassNotFoundException {
    for (String name :
        List.of(
            DataSets.WIDE_20,
            DataSets.MEDIA_1,
            DataSets.SAMPLE,
            DataSets.RECORDS,
            DataSets.BEAN_MAPS,
            DataSets.CATALOG,
            DataSets.ACCOUNT)) {
      DataSet fresh = FreshLoader.freshDataSet(name);
      ClassLoader loader = fresh.classLoader();
      assertThat(loader).isInstanceOf(FreshLoader.class);
      Object value = fresh.create();
      for (String codec : Codecs.buildTimeNames()) {
        for (Codec c :
            List.of(Codecs.create(codec, fresh), Codecs.prepare(codec, fresh).meetClasses())) {
          assertThat(c.deserialize(c.serialize(value))).as(codec + " " + name).isEqualTo(value);
          Codecs.checkCodecOrigin(codec, c, fresh); // must not throw
          assertThat(((SkiffCodec) c).skiff().buildTimeClasses())
              .as(codec + " " + name)
              .isEqualTo(fieldByField(fresh));
        }
      }
      for (Class<?> type : fieldByField(fresh)) {
        assertThat(type.getClassLoader()).isSameAs(loader);
        Class<?> codecClass = Class.forName(type.getName() + "$SkiffCodec", false, loader);
        assertThat(codecClass.getClassLoader()).as(type.getName()).isSameAs(loader);
        assertThat(BuildTimeCodec.class.isAssignableFrom(codecClass)).isTrue();
        // and not the application's copy of the codec
        assertThat(codecClass)
            .isNotSameAs(Class.forName(codecClass.getName(), false, getClass().getClassLoader()));
      }
    }
  }

  @Test
  void measure_benchmarkClasses_reportsACodecForEveryDataSetClass() throws Exception {
    Path classes = Paths.get("target", "classes");
    List<CodecJarSize.Row> rows = CodecJarSize.measure(classes);
    Map<String, CodecJarSize.Row> byType =
        rows.stream().collect(Collectors.toMap(CodecJarSize.Row::type, r -> r));
    for (DataSet d : DataSets.all()) {
      for (Class<?> c : fieldByField(d)) {
        assertThat(byType).as(d.name()).containsKey(c.getName());
      }
    }
    CodecJarSize.Row wide = byType.get("dev.skiff.bench.data.Wide20");
    assertThat(wide.fields()).isEqualTo(20);
    assertThat(wide.codec()).isEqualTo("dev.skiff.bench.data.Wide20$SkiffCodec");
    assertThat(wide.classDeflated()).isPositive().isLessThan(wide.classBytes());
    assertThat(wide.indexDeflated()).isPositive();
    assertThat(wide.jarBytes()).isGreaterThan(wide.classDeflated() + wide.indexDeflated());
    assertThat(byType.get("dev.skiff.bench.data.ChildData").fields()).isEqualTo(6);
    assertThat(byType.get("dev.skiff.bench.data.Wide200").fields()).isEqualTo(200);
  }
}
