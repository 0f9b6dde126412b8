package dev.skiff.bench.data;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The benchmark inputs, by name. */
public final class DataSets {

  /** The standard jvm-serializers value, see {@link MediaContent#media1()}. */
  public static final String MEDIA_1 = "media.1";

  /** Non-ASCII, nulls, FLASH, a surrogate pair, a huge image: {@link MediaContent#media2()}. */
  public static final String MEDIA_2 = "media.2";

  /** Long strings: {@link MediaContent#media3()}. */
  public static final String MEDIA_3 = "media.3";

  /** One-character strings: {@link MediaContent#media4()}. */
  public static final String MEDIA_4 = "media.4";

  /** An {@code ArrayList} of 100 media contents: {@link MediaContent#list(int)}. */
  public static final String MEDIA_LIST = "media-list";

  /** Kryo's benchmark shape without a cycle, see {@link Sample#create(boolean)}. */
  public static final String SAMPLE = "sample";

  /** Kryo's benchmark shape with {@code sample.sample == sample}. */
  public static final String SAMPLE_CYCLIC = "sample-cyclic";

  /** 100 primitive fields: {@link PrimitiveStruct}. */
  public static final String STRUCT = "struct";

  /** The same 100 fields boxed: {@link BoxedStruct}. */
  public static final String STRUCT_BOXED = "struct-boxed";

  /** A small order with four lines, see {@link Order#standard()}. */
  public static final String ORDER = "order";

  /** {@code ChildData extends ParentData}: {@link ChildData#create()}. */
  public static final String CHILD = "child";

  /** One volume-test record: {@link People#person(int)} with i = 7. */
  public static final String PERSON = "person";

  /** {@code HashMap<BeanB, BeanB>} with 32 entries. */
  public static final String MAP_BEAN = "map-bean";

  /** A {@code HashMap<String, String>} with a null key and a null value. */
  public static final String MAP_NULLS = "map-nulls";

  /** A {@code HashMap<Long, String>} of 2,000 entries at the root (no generic information). */
  public static final String MAP_LONG_STRING = "map-long-string";

  /** A flat 20-field customer record of mixed field types: {@link Wide20#create()}. */
  public static final String WIDE_20 = "wide-20";

  /** A flat 200-field object of the same field kinds: {@link Wide200#create()}. */
  public static final String WIDE_200 = "wide-200";

  /** An {@code ArrayList} of 100 Java records: {@link OrderEvents#list(int)}. */
  public static final String RECORDS = "records";

  /** A bean of four {@code HashMap}s (counters, headers, beans by id): {@link ServiceStats}. */
  public static final String BEAN_MAPS = "bean-maps";

  /** 20 products of UUIDs, BigDecimals, Instants, LocalDates, sets and maps: {@link Catalog}. */
  public static final String CATALOG = "catalog";

  /** One cache record: {@link Accounts#account(int)} with i = 7 (a Cyrillic display name). */
  public static final String ACCOUNT = "account";

  /** An invoice five record classes deep (see {@link Invoice}). */
  public static final String DEEP = "deep";

  /** The sizes of the {@code map-int-N} (root) and {@code bean-map-int-N} (bean field) sets. */
  public static final int[] INT_MAP_SIZES = {64, 128, 256, 512};

  private static final List<Class<?>> PRIMITIVE_ARRAYS =
      List.of(
          int[].class,
          long[].class,
          float[].class,
          double[].class,
          short[].class,
          char[].class,
          boolean[].class);

  private static final List<DataSet> ALL = build();

  private static final Map<String, DataSet> BY_NAME =
      ALL.stream().collect(Collectors.toMap(DataSet::name, Function.identity()));

  private DataSets() {}

  private static List<DataSet> build() {
    List<DataSet> all = new ArrayList<>();
    all.add(media(MEDIA_1, "jvm-serializers MediaContent, standard value media.1", 1));
    all.add(
        media(
            MEDIA_2, "media.1 shape: non-ASCII, null title/bitrate, FLASH, 32000x24000 image", 2));
    all.add(media(MEDIA_3, "media.1 shape with long strings", 3));
    all.add(media(MEDIA_4, "media.1 shape with one-character strings", 4));
    all.add(
        new DataSet(
            MEDIA_LIST,
            "ArrayList of 100 MediaContent",
            () -> MediaContent.list(100),
            MediaContent.classes(),
            List.of(ArrayList.class),
            false,
            Types.parameterized(ArrayList.class, MediaContent.class),
            v -> ((List<?>) v).size()));
    all.add(
        new DataSet(
            SAMPLE,
            "Kryo-benchmark-shaped Sample, no self reference",
            () -> Sample.create(false),
            Sample.classes(),
            PRIMITIVE_ARRAYS,
            false,
            Sample.class,
            DataSets::touchSample));
    all.add(
        new DataSet(
            SAMPLE_CYCLIC,
            "Sample whose 'sample' field points at itself (reference tracking only)",
            () -> Sample.create(true),
            Sample.classes(),
            PRIMITIVE_ARRAYS,
            true,
            Sample.class,
            DataSets::touchSample));
    all.add(
        new DataSet(
            STRUCT,
            "one object of 100 primitive fields",
            PrimitiveStruct::create,
            List.of(PrimitiveStruct.class),
            List.of(),
            false,
            PrimitiveStruct.class,
            v -> ((PrimitiveStruct) v).touch()));
    all.add(
        new DataSet(
            STRUCT_BOXED,
            "the boxed twin: 100 Integer/Long/Double/... fields",
            BoxedStruct::create,
            List.of(BoxedStruct.class),
            List.of(),
            false,
            BoxedStruct.class,
            v -> ((BoxedStruct) v).touch()));
    all.add(
        new DataSet(
            ORDER,
            "Order with 4 OrderLines",
            Order::standard,
            Order.classes(),
            List.of(ArrayList.class),
            false,
            Order.class,
            v -> {
              Order o = (Order) v;
              return o.getId()
                  + o.getCreatedAtMillis()
                  + o.getUpdatedAtMillis()
                  + o.getCustomerName().length()
                  + o.getStatus().length()
                  + o.getLines().size();
            }));
    all.add(
        new DataSet(
            CHILD,
            "ChildData extends ParentData (3 inherited + 3 own fields)",
            ChildData::create,
            List.of(ParentData.class, ChildData.class),
            List.of(ArrayList.class),
            false,
            ChildData.class,
            v -> {
              ChildData c = (ChildData) v;
              return c.getId()
                  + c.getName().length()
                  + c.getTags().size()
                  + (long) c.getScore()
                  + c.getFlags()
                  + c.getExtra().length();
            }));
    all.add(
        new DataSet(
            PERSON,
            "one People record (the volume test's unit)",
            () -> People.person(7),
            List.of(Person.class, Person.Gender.class, Address.class),
            List.of(ArrayList.class),
            false,
            Person.class,
            v -> {
              Person p = (Person) v;
              return p.getName().length()
                  + p.getAge()
                  + p.getGender().ordinal()
                  + p.getEmail().length()
                  + System.identityHashCode(p.getAddress())
                  + p.getCompany().length()
                  + p.getPhoneNumbers().size();
            }));
    all.add(
        new DataSet(
            WIDE_20,
            "one flat 20-field record (int, long, double, boolean, String, boxed, enum, List)",
            Wide20::create,
            Wide20.classes(),
            List.of(ArrayList.class),
            false,
            Wide20.class,
            v -> ((Wide20) v).touch()));
    all.add(
        new DataSet(
            WIDE_200,
            "one flat 200-field object of the same field kinds",
            Wide200::create,
            Wide200.classes(),
            List.of(ArrayList.class),
            false,
            Wide200.class,
            v -> ((Wide200) v).touch()));
    all.add(
        new DataSet(
            RECORDS,
            "ArrayList of 100 OrderEvent records (nested Money and Party records, enum, tags)",
            () -> OrderEvents.list(100),
            OrderEvents.classes(),
            List.of(ArrayList.class),
            false,
            Types.parameterized(ArrayList.class, OrderEvent.class),
            v -> ((List<?>) v).size()));
    all.add(
        new DataSet(
            DEEP,
            "Invoice, Customer, PostalAddress, Region, Country: five nested records of strings",
            Invoice::standard,
            Invoice.classes(),
            List.of(),
            false,
            Invoice.class,
            v -> ((Invoice) v).number().length()));
    all.add(
        new DataSet(
            BEAN_MAPS,
            "a bean of Map fields: two String-to-Integer counters (20 and 8), String to List (10),"
                + " Integer to bean (10)",
            ServiceStats::standard,
            ServiceStats.classes(),
            List.of(HashMap.class, ArrayList.class),
            false,
            ServiceStats.class,
            v -> {
              ServiceStats s = (ServiceStats) v;
              return s.getService().length()
                  + s.getRequestsByPath().size()
                  + s.getErrorsByCode().size()
                  + s.getHeaders().size()
                  + s.getEndpoints().size();
            }));
    all.add(
        new DataSet(
            CATALOG,
            "Catalog of 20 Products: UUID, BigDecimal, Instant, LocalDate, int[], Set, Map, enum",
            Catalog::standard,
            Catalog.classes(),
            List.of(
                ArrayList.class,
                HashMap.class,
                LinkedHashSet.class,
                int[].class,
                UUID.class,
                BigDecimal.class,
                Instant.class,
                LocalDate.class),
            false,
            Catalog.class,
            v -> {
              Catalog c = (Catalog) v;
              return c.getStoreId().length() + c.getVersion() + c.getProducts().size();
            }));
    all.add(
        new DataSet(
            ACCOUNT,
            "one Account cache record (Instant, roles, attributes map, enum; Cyrillic name)",
            () -> Accounts.account(7),
            Accounts.classes(),
            List.of(ArrayList.class, HashMap.class, Instant.class),
            false,
            Account.class,
            v -> {
              Account a = (Account) v;
              return a.getId()
                  + a.getLogin().length()
                  + a.getDisplayName().length()
                  + a.getCreatedAt().getEpochSecond()
                  + a.getRoles().size()
                  + a.getAttributes().size()
                  + (long) a.getBalance()
                  + a.getStatus().ordinal();
            }));
    for (int n : INT_MAP_SIZES) {
      all.add(
          new DataSet(
              "map-int-" + n,
              "HashMap<Integer, Integer> of " + n + " entries at the root",
              () -> IntMapBean.intMap(n),
              List.of(),
              List.of(HashMap.class),
              false,
              Types.parameterized(HashMap.class, Integer.class, Integer.class),
              v -> ((Map<?, ?>) v).size()));
    }
    for (int n : INT_MAP_SIZES) {
      all.add(
          new DataSet(
              "bean-map-int-" + n,
              "a bean whose Map<Integer, Integer> field holds " + n + " entries",
              () -> new IntMapBean(IntMapBean.intMap(n)),
              List.of(IntMapBean.class),
              List.of(HashMap.class),
              false,
              IntMapBean.class,
              v -> ((IntMapBean) v).getMap().size()));
    }
    all.add(
        new DataSet(
            MAP_BEAN,
            "HashMap<BeanB, BeanB> of 32 entries",
            () -> BeanB.map(32),
            List.of(BeanB.class),
            List.of(HashMap.class),
            false,
            Types.parameterized(HashMap.class, BeanB.class, BeanB.class),
            v -> ((Map<?, ?>) v).size()));
    all.add(
        new DataSet(
            MAP_NULLS,
            "HashMap<String, String> with a null key and a null value",
            DataSets::mapWithNulls,
            List.of(),
            List.of(HashMap.class),
            false,
            Types.parameterized(HashMap.class, String.class, String.class),
            v -> ((Map<?, ?>) v).size()));
    all.add(
        new DataSet(
            MAP_LONG_STRING,
            "HashMap<Long, String> of 2,000 entries, written without generic information",
            DataSets::longStringMap,
            List.of(),
            List.of(HashMap.class),
            false,
            Types.parameterized(HashMap.class, Long.class, String.class),
            v -> ((Map<?, ?>) v).size()));
    return List.copyOf(all);
  }

  private static DataSet media(String name, String description, int which) {
    return new DataSet(
        name,
        description,
        () -> {
          switch (which) {
            case 1:
              return MediaContent.media1();
            case 2:
              return MediaContent.media2();
            case 3:
              return MediaContent.media3();
            default:
              return MediaContent.media4();
          }
        },
        MediaContent.classes(),
        List.of(ArrayList.class),
        false,
        MediaContent.class,
        v -> {
          MediaContent c = (MediaContent) v;
          return System.identityHashCode(c.getMedia()) + c.getImages().size();
        });
  }

  private static long touchSample(Object v) {
    Sample s = (Sample) v;
    return s.getIntValue()
        + s.getLongValue()
        + (long) s.getFloatValue()
        + (long) s.getDoubleValue()
        + s.getShortValue()
        + s.getCharValue()
        + (s.isBooleanValue() ? 1 : 0)
        + s.getIntObject()
        + s.getLongObject()
        + s.getFloatObject().longValue()
        + s.getDoubleObject().longValue()
        + s.getShortObject()
        + s.getCharObject()
        + (s.getBooleanObject() ? 1 : 0)
        + s.getIntArray().length
        + s.getLongArray().length
        + s.getFloatArray().length
        + s.getDoubleArray().length
        + s.getShortArray().length
        + s.getCharArray().length
        + s.getBooleanArray().length
        + s.getText().length()
        + (s.getSample() == null ? 0 : 1);
  }

  private static HashMap<String, String> mapWithNulls() {
    HashMap<String, String> m = new HashMap<>();
    m.put(null, "value of the null key");
    m.put("null value", null);
    m.put("plain", "entry");
    return m;
  }

  private static HashMap<Long, String> longStringMap() {
    HashMap<Long, String> m = new HashMap<>();
    for (int i = 0; i < 2000; i++) {
      m.put(1_000_000_007L * i, "value-" + i);
    }
    return m;
  }

  /** Every data set, in report order. */
  public static List<DataSet> all() {
    return ALL;
  }

  /** The data set called {@code name}. */
  public static DataSet byName(String name) {
    DataSet d = BY_NAME.get(name);
    if (d == null) {
      throw new IllegalArgumentException("unknown data set '" + name + "', known: " + names());
    }
    return d;
  }

  /** The names of all data sets. */
  public static List<String> names() {
    return ALL.stream().map(DataSet::name).collect(Collectors.toList());
  }
}
