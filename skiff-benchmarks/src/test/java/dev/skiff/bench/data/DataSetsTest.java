package dev.skiff.bench.data;

import static org.assertj.core.api.Assertions.assertThat;

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
  void media1_build_hasTheStandardValues() {
    MediaContent content = MediaContent.media1();
    Media m = content.getMedia();
    assertThat(m.getUri()).isEqualTo("http://javaone.com/keynote.mpg");
    assertThat(m.getTitle()).isEqualTo("Javaone Keynote");
    assertThat(m.getWidth()).isEqualTo(640);
    assertThat(m.getHeight()).isEqualTo(480);
    assertThat(m.getFormat()).isEqualTo("video/mpg4");
    assertThat(m.getDuration()).isEqualTo(18_000_000L);
    assertThat(m.getSize()).isEqualTo(58_982_400L);
    assertThat(m.getBitrate()).isEqualTo(262_144);
    assertThat(m.isHasBitrate()).isTrue();
    assertThat(m.getPersons()).isEqualTo(List.of("Bill Gates", "Steve Jobs\uC2A4"));
    assertThat(m.getPlayer()).isEqualTo(Media.Player.JAVA);
    assertThat(m.getCopyright()).isNull();
    List<Image> images = content.getImages();
    assertThat(images.size()).isEqualTo(2);
    assertThat(images.get(0))
        .isEqualTo(
            new Image(
                "http://javaone.com/keynote_large.jpg",
                "Javaone Keynote",
                1024,
                768,
                Image.Size.LARGE));
    assertThat(images.get(1))
        .isEqualTo(
            new Image(
                "http://javaone.com/keynote_small.jpg",
                "Javaone Keynote",
                320,
                240,
                Image.Size.SMALL));
  }

  @Test
  void build_everyDataSet_givesFreshEqualCopies() {
    for (DataSet d : DataSets.all()) {
      Object a = d.create();
      Object b = d.create();
      assertThat(b).as(d.name()).isNotSameAs(a);
      assertThat(b).as(d.name()).isEqualTo(a);
      assertThat(b.hashCode()).as(d.name()).isEqualTo(a.hashCode());
      assertThat(d.classes().contains(a.getClass()) || d.jdkClasses().contains(a.getClass()))
          .as(d.name())
          .isTrue();
      assertThat(d.rootClass()).as(d.name()).isEqualTo(a.getClass());
      d.touchTopLevel(a); // must not throw
      assertThat(d.touchAll(b)).as(d.name()).isEqualTo(d.touchAll(a));
      assertThat(DataSets.byName(d.name())).isSameAs(d);
    }
  }

  @Test
  void equals_sampleSelfReference_isPartOfEquality() {
    Sample tree = Sample.create(false);
    Sample cyclic = Sample.create(true);
    assertThat(tree.getSample()).isNull();
    assertThat(cyclic.getSample()).isSameAs(cyclic);
    assertThat(cyclic.getText().length()).isEqualTo(36);
    assertThat(cyclic).isNotEqualTo(tree);
    assertThat(Sample.create(true)).isEqualTo(cyclic);

    Sample other = Sample.create(false);
    Sample pointsAtOther = Sample.create(false);
    pointsAtOther.setSample(other);
    assertThat(pointsAtOther).isNotEqualTo(cyclic);
    assertThat(cyclic).isNotEqualTo(pointsAtOther);
  }

  @Test
  void media2_build_hasTheAwkwardCases() {
    MediaContent c = MediaContent.media2();
    assertThat(c.getMedia().getTitle()).isNull();
    assertThat(c.getMedia().getPlayer()).isEqualTo(Media.Player.FLASH);
    assertThat(c.getMedia().getBitrate()).isEqualTo(0);
    assertThat(
            c.getMedia().getCopyright().codePoints().anyMatch(Character::isSupplementaryCodePoint))
        .isTrue();
    assertThat(c.getImages().size()).isEqualTo(3);
    assertThat(c.getImages().get(0).getWidth()).isEqualTo(32_000);
    assertThat(c.getImages().get(0).getHeight()).isEqualTo(24_000);
    assertThat(MediaContent.media3().getMedia().getTitle().length() > 300).isTrue();
    assertThat(MediaContent.media4().getMedia().getUri().length()).isEqualTo(1);
    assertThat(MediaContent.list(100).size()).isEqualTo(100);
  }

  @Test
  void people_generated_areDeterministicAndMixed() {
    List<Person> a = People.list(1000);
    assertThat(People.list(1000)).isEqualTo(a);
    assertThat(People.person(999)).isEqualTo(a.get(999));
    long chinese = a.stream().filter(p -> p.getName().codePointAt(0) > 0x2E80).count();
    assertThat(chinese > 200 && chinese < 600).as("chinese names: " + chinese).isTrue();
    assertThat(a.stream().allMatch(p -> p.getAge() >= 18 && p.getAge() < 88)).isTrue();
    assertThat(a.stream().allMatch(p -> !p.getPhoneNumbers().isEmpty())).isTrue();
  }

  @Test
  void accounts_generated_cycleThroughThreeScriptsWithAsciiLogins() {
    List<Account> a = Accounts.list(300);
    assertThat(Accounts.list(300)).isEqualTo(a);
    assertThat(Accounts.account(299)).isEqualTo(a.get(299));
    for (int i = 0; i < a.size(); i++) {
      String name = a.get(i).getDisplayName();
      Character.UnicodeScript script = Character.UnicodeScript.of(name.codePointAt(0));
      Character.UnicodeScript expected =
          List.of(
                  Character.UnicodeScript.LATIN,
                  Character.UnicodeScript.CYRILLIC,
                  Character.UnicodeScript.HAN)
              .get(i % 3);
      assertThat(script).as(i + ": " + name).isEqualTo(expected);
      assertThat(a.get(i).getLogin().chars().allMatch(c -> c < 0x80)).as(name).isTrue();
      assertThat(a.get(i).getAttributes().size()).as(name).isBetween(3, 5);
      assertThat(a.get(i).getRoles()).as(name).isNotEmpty();
    }
    assertThat(a.stream().map(Account::getDisplayName).distinct().count()).isGreaterThan(30);
    Account seven = (Account) DataSets.byName(DataSets.ACCOUNT).create();
    assertThat(seven).isEqualTo(Accounts.account(7));
    assertThat(Character.UnicodeScript.of(seven.getDisplayName().codePointAt(0)))
        .isEqualTo(Character.UnicodeScript.CYRILLIC);
    assertThat(a.stream().map(Account::getStatus).distinct().count()).isGreaterThan(1);
  }

  @Test
  void serviceDataSets_build_haveTheirShapes() {
    List<?> records = (List<?>) DataSets.byName(DataSets.RECORDS).create();
    assertThat(records.size()).isEqualTo(100);
    assertThat(records.get(0).getClass().isRecord()).isTrue();
    for (Object o : records) {
      OrderEvent e = (OrderEvent) o;
      assertThat(e.tags().size()).isBetween(1, 4);
      String text = e.sku() + e.customer().name() + e.customer().email() + e.tags();
      assertThat(text.chars().allMatch(c -> c < 0x80)).as(text).isTrue();
    }
    assertThat(OrderEvents.list(100).stream().map(OrderEvent::status).distinct().count())
        .isGreaterThan(3);

    ServiceStats stats = ServiceStats.standard();
    assertThat(stats.getRequestsByPath().size()).isEqualTo(20);
    assertThat(stats.getErrorsByCode().size()).isEqualTo(8);
    assertThat(stats.getHeaders().size()).isEqualTo(10);
    assertThat(stats.getHeaders().values()).allMatch(v -> v.size() >= 1 && v.size() <= 5);
    assertThat(stats.getEndpoints().size()).isEqualTo(10);
    assertThat(stats.getRequestsByPath().getClass()).isEqualTo(java.util.HashMap.class);

    Catalog catalog = Catalog.standard();
    assertThat(catalog.getProducts().size()).isEqualTo(20);
    assertThat(catalog.getProducts().stream().map(Product::getId).distinct().count()).isEqualTo(20);
    for (Product p : catalog.getProducts()) {
      assertThat(p.getId().version()).isEqualTo(4);
      assertThat(p.getPrice().scale()).isEqualTo(2);
      assertThat(p.getCategories().getClass()).isEqualTo(java.util.LinkedHashSet.class);
      assertThat(p.getDescription().length()).isBetween(80, 220);
      assertThat(p.getStockByWarehouse().length).isEqualTo(6);
    }
    Product changed = Catalog.standard().getProducts().get(3);
    changed.getStockByWarehouse()[2]++;
    assertThat(changed).isNotEqualTo(catalog.getProducts().get(3));
  }

  @Test
  void structs_build_holdTheSameValues() {
    assertThat(BoxedStruct.create().touch()).isEqualTo(PrimitiveStruct.create().touch());
    assertThat(PrimitiveStruct.create().touch()).isNotEqualTo(0);
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
      assertThat(fields.size()).as(d.name()).isEqualTo(e.getValue());
      Set<Class<?>> kinds = fields.stream().map(Field::getType).collect(Collectors.toSet());
      assertThat(kinds)
          .as(d.name())
          .isEqualTo(
              Set.of(
                  int.class,
                  long.class,
                  double.class,
                  boolean.class,
                  String.class,
                  Integer.class,
                  Long.class,
                  Tier.class,
                  List.class));
      assertThat(d.classes()).as(d.name()).isEqualTo(List.of(d.rootClass(), Tier.class));
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
      assertThat(nulls)
          .as(value.getClass().getSimpleName())
          .isEqualTo(value instanceof Wide20 ? 2 : 9);
    }
  }

  @Test
  void needsReferences_everyDataSet_onlyTheCyclicOne() {
    for (DataSet d : DataSets.all()) {
      assertThat(d.needsReferences())
          .as(d.name())
          .isEqualTo(d.name().equals(DataSets.SAMPLE_CYCLIC));
    }
  }
}
