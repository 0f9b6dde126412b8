package dev.skiff.bench.data;

import java.util.ArrayList;
import java.util.List;

/**
 * Deterministic generator of {@link Person} records for the volume test: record {@code i} depends
 * only on {@code i} (a SplitMix64 hash of it), so any count gives the same first records. About one
 * name in three is Chinese (family name plus one or two given-name characters, e.g. 王小明), the rest
 * English ("Emily Carter"); cities, streets and companies are mixed alike.
 */
public final class People {
  private static final String[] EN_FIRST = {
    "Emily", "James", "Olivia", "Liam", "Sophia", "Noah", "Ava", "Lucas", "Mia", "Ethan", "Grace",
    "Henry", "Chloe", "Jack", "Ella", "Oscar"
  };
  private static final String[] EN_LAST = {
    "Carter", "Smith", "Johnson", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Walker",
    "Harris", "Clarke", "Lewis"
  };
  private static final String[] CN_FAMILY = {
    "王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "欧阳"
  };
  private static final String[] CN_GIVEN = {
    "伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "小", "华"
  };
  private static final String[] CN_PINYIN = {
    "wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang", "zhou", "wu", "ouyang"
  };
  private static final String[] CITIES = {
    "London", "Boston", "Seattle", "Toronto", "北京", "上海", "深圳", "杭州", "Sydney", "Berlin"
  };
  private static final String[] COUNTRIES = {
    "GB", "US", "US", "CA", "CN", "CN", "CN", "CN", "AU", "DE"
  };
  private static final String[] STREETS = {
    "High Street", "Main St", "Oak Avenue", "Maple Road", "中山路", "人民路", "建国路", "Park Lane"
  };
  private static final String[] COMPANIES = {
    "Acme Corporation",
    "Globex Ltd",
    "Initech",
    "腾讯科技",
    "阿里巴巴",
    "Umbrella plc",
    "华为技术有限公司",
    "Stark Industries",
    "Wayne Enterprises",
    "字节跳动"
  };

  private People() {}

  /** Person number {@code i}. */
  public static Person person(int i) {
    long h = mix(i + 0x9E3779B97F4A7C15L);
    String name;
    String emailUser;
    if ((h & 3) == 0 || (h & 3) == 1 && ((h >>> 2) & 1) == 0) {
      int fam = (int) ((h >>> 8) % CN_FAMILY.length);
      StringBuilder b = new StringBuilder(CN_FAMILY[fam]);
      b.append(CN_GIVEN[(int) ((h >>> 16) % CN_GIVEN.length)]);
      if (((h >>> 24) & 1) == 0) {
        b.append(CN_GIVEN[(int) ((h >>> 28) % CN_GIVEN.length)]);
      }
      name = b.toString();
      emailUser = CN_PINYIN[fam] + "." + i;
    } else {
      String first = EN_FIRST[(int) ((h >>> 8) % EN_FIRST.length)];
      String last = EN_LAST[(int) ((h >>> 16) % EN_LAST.length)];
      name = first + " " + last;
      emailUser = first.toLowerCase(java.util.Locale.ROOT) + "." + last.charAt(0) + i;
    }
    int city = (int) ((h >>> 32) % CITIES.length);
    int age = 18 + (int) ((h >>> 40) % 70);
    Person.Gender gender = Person.Gender.values()[(int) ((h >>> 48) % 3)];
    Address address =
        new Address(
            (1 + (h >>> 20) % 999) + " " + STREETS[(int) ((h >>> 12) % STREETS.length)],
            CITIES[city],
            String.valueOf(10000 + (h >>> 36) % 90000),
            COUNTRIES[city]);
    String company = COMPANIES[(int) ((h >>> 44) % COMPANIES.length)];
    int phones = 1 + (int) ((h >>> 52) % 3);
    List<String> phoneNumbers = new ArrayList<>(phones);
    long p = mix(h);
    for (int k = 0; k < phones; k++) {
      phoneNumbers.add("+" + (1 + k * 43) + " " + (100_000_000L + Math.floorMod(p, 899_999_999L)));
      p = mix(p);
    }
    return new Person(
        name, age, gender, emailUser + "@example.com", address, company, phoneNumbers);
  }

  /** The first {@code n} people. */
  public static List<Person> list(int n) {
    List<Person> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(person(i));
    }
    return l;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
