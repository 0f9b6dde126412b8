package dev.skiff.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Round trips of the adapters that need no {@code sun.misc.Unsafe} (Skiff, the hand-written codecs,
 * Jackson, JDK serialization), so they can run in unit tests on every JDK; the other peers are
 * exercised only by the runner and JMH.
 */
class SkiffAndHandWrittenTest {

  @Test
  void skiffRoundTripsEveryDataSet() {
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
      }
    }
  }

  @Test
  void handWrittenCodecsRoundTripWhereTheyExist() {
    int supported = 0;
    for (DataSet d : DataSets.all()) {
      Codec c;
      try {
        c = Codecs.create(Codecs.HANDWRITTEN, d);
      } catch (UnsupportedOperationException e) {
        continue;
      }
      RoundTrip.check(c, d, d.create());
      supported++;
    }
    assertTrue(supported >= 15, "hand-written codecs: " + supported);
  }

  @Test
  void jacksonAndJdkRoundTripMedia() {
    DataSet d = DataSets.byName(DataSets.MEDIA_2);
    for (String name : List.of(Codecs.JACKSON, Codecs.JDK)) {
      RoundTrip.check(Codecs.create(name, d), d, d.create());
    }
  }

  @Test
  void freshLoaderGivesNewClasses() {
    DataSet fresh = FreshLoader.freshDataSet(DataSets.MEDIA_1);
    Object value = fresh.create();
    assertTrue(value.getClass() != DataSets.byName(DataSets.MEDIA_1).create().getClass());
    assertEquals("dev.skiff.bench.data.MediaContent", value.getClass().getName());
    Codec c = Codecs.create(Codecs.SKIFF, fresh);
    assertEquals(value, c.deserialize(c.serialize(value)));
    assertThrows(
        UnsupportedOperationException.class, () -> Codecs.create(Codecs.HANDWRITTEN, fresh));
  }

  @Test
  void deflatedSizeIsSmallForRepetitiveBytes() {
    assertTrue(Compare.deflatedSize(new byte[10_000]) < 100);
  }
}
