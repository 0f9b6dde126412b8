package dev.skiff.bench.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Checks the data sets themselves; no serializer (and so no Unsafe user) runs here. */
class DataSetsTest {

  @Test
  void media1HasTheStandardValues() {
    MediaContent content = MediaContent.media1();
    Media m = content.getMedia();
    assertEquals("http://javaone.com/keynote.mpg", m.getUri());
    assertEquals("Javaone Keynote", m.getTitle());
    assertEquals(640, m.getWidth());
    assertEquals(480, m.getHeight());
    assertEquals("video/mpg4", m.getFormat());
    assertEquals(18_000_000L, m.getDuration());
    assertEquals(58_982_400L, m.getSize());
    assertEquals(262_144, m.getBitrate());
    assertTrue(m.isHasBitrate());
    assertEquals(List.of("Bill Gates", "Steve Jobs\uC2A4"), m.getPersons());
    assertEquals(Media.Player.JAVA, m.getPlayer());
    assertNull(m.getCopyright());
    List<Image> images = content.getImages();
    assertEquals(2, images.size());
    assertEquals(
        new Image(
            "http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE),
        images.get(0));
    assertEquals(
        new Image(
            "http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL),
        images.get(1));
  }

  @Test
  void everyDataSetBuildsFreshEqualCopies() {
    for (DataSet d : DataSets.all()) {
      Object a = d.create();
      Object b = d.create();
      assertNotSame(a, b, d.name());
      assertEquals(a, b, d.name());
      assertEquals(a.hashCode(), b.hashCode(), d.name());
      assertTrue(
          d.classes().contains(a.getClass()) || d.jdkClasses().contains(a.getClass()), d.name());
      assertEquals(a.getClass(), d.rootClass(), d.name());
      d.touchTopLevel(a); // must not throw
      assertEquals(d.touchAll(a), d.touchAll(b), d.name());
      assertSame(d, DataSets.byName(d.name()));
    }
  }

  @Test
  void sampleSelfReferenceIsPartOfEquality() {
    Sample tree = Sample.create(false);
    Sample cyclic = Sample.create(true);
    assertNull(tree.getSample());
    assertSame(cyclic, cyclic.getSample());
    assertEquals(36, cyclic.getText().length());
    assertNotEquals(tree, cyclic);
    assertEquals(cyclic, Sample.create(true));

    Sample other = Sample.create(false);
    Sample pointsAtOther = Sample.create(false);
    pointsAtOther.setSample(other);
    assertNotEquals(cyclic, pointsAtOther);
    assertNotEquals(pointsAtOther, cyclic);
  }

  @Test
  void media2HasTheAwkwardCases() {
    MediaContent c = MediaContent.media2();
    assertNull(c.getMedia().getTitle());
    assertEquals(Media.Player.FLASH, c.getMedia().getPlayer());
    assertEquals(0, c.getMedia().getBitrate());
    assertTrue(
        c.getMedia().getCopyright().codePoints().anyMatch(Character::isSupplementaryCodePoint));
    assertEquals(3, c.getImages().size());
    assertEquals(32_000, c.getImages().get(0).getWidth());
    assertEquals(24_000, c.getImages().get(0).getHeight());
    assertTrue(MediaContent.media3().getMedia().getTitle().length() > 300);
    assertEquals(1, MediaContent.media4().getMedia().getUri().length());
    assertEquals(100, MediaContent.list(100).size());
  }

  @Test
  void peopleAreDeterministicAndMixed() {
    List<Person> a = People.list(1000);
    assertEquals(a, People.list(1000));
    assertEquals(a.get(999), People.person(999));
    long chinese = a.stream().filter(p -> p.getName().codePointAt(0) > 0x2E80).count();
    assertTrue(chinese > 200 && chinese < 600, "chinese names: " + chinese);
    assertTrue(a.stream().allMatch(p -> p.getAge() >= 18 && p.getAge() < 88));
    assertTrue(a.stream().allMatch(p -> !p.getPhoneNumbers().isEmpty()));
  }

  @Test
  void structsHoldTheSameValues() {
    assertEquals(PrimitiveStruct.create().touch(), BoxedStruct.create().touch());
    assertNotEquals(0, PrimitiveStruct.create().touch());
  }

  @Test
  void create_wideDataSets_haveTheirFieldCountsAndEveryFieldKind() {
    Map<String, Integer> expected = Map.of(DataSets.WIDE_20, 20, DataSets.WIDE_200, 200);
    for (Map.Entry<String, Integer> e : expected.entrySet()) {
      DataSet d = DataSets.byName(e.getKey());
      List<Field> fields =
          Arrays.stream(d.rootClass().getDeclaredFields())
              .filter(f -> !Modifier.isStatic(f.getModifiers()))
              .collect(Collectors.toList());
      assertEquals(e.getValue(), fields.size(), d.name());
      Set<Class<?>> kinds = fields.stream().map(Field::getType).collect(Collectors.toSet());
      assertEquals(
          Set.of(
              int.class,
              long.class,
              double.class,
              boolean.class,
              String.class,
              Integer.class,
              Long.class,
              Tier.class,
              List.class),
          kinds,
          d.name());
      assertEquals(List.of(d.rootClass(), Tier.class), d.classes(), d.name());
    }
  }

  @Test
  void create_wideDataSets_leaveOnlyTheDocumentedFieldsNull() throws IllegalAccessException {
    for (Object value : List.of(Wide20.create(), Wide200.create())) {
      int nulls = 0;
      for (Field f : value.getClass().getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          f.setAccessible(true);
          nulls += f.get(value) == null ? 1 : 0;
        }
      }
      assertEquals(value instanceof Wide20 ? 2 : 9, nulls, value.getClass().getSimpleName());
    }
  }

  @Test
  void onlyTheCyclicDataSetNeedsReferences() {
    for (DataSet d : DataSets.all()) {
      assertEquals(d.name().equals(DataSets.SAMPLE_CYCLIC), d.needsReferences(), d.name());
    }
  }
}
