package dev.skiff.bench.data;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;

/**
 * Deterministic generator of {@link Account} records: record {@code i} depends only on {@code i} (a
 * SplitMix64 hash of it picks the names and values). The display name's script cycles with {@code i
 * % 3}: English ("Emily Carter"), Russian in Cyrillic ("Иван Петров") and Chinese ("王小明"); the
 * login is always ASCII (the name in Latin letters plus the index), and the locale and time zone
 * attributes follow the script.
 */
public final class Accounts {
  private static final String[] EN_FIRST = {
    "John", "Emily", "James", "Olivia", "Liam", "Sophia", "Noah", "Grace", "Henry", "Chloe"
  };
  private static final String[] EN_LAST = {
    "Smith", "Carter", "Johnson", "Brown", "Taylor", "Wilson", "Evans", "Walker", "Harris"
  };
  private static final String[] RU_FIRST = {
    "Иван", "Алексей", "Дмитрий", "Сергей", "Андрей", "Михаил", "Николай", "Павел"
  };
  private static final String[] RU_FIRST_LATIN = {
    "ivan", "aleksei", "dmitrii", "sergei", "andrei", "mikhail", "nikolai", "pavel"
  };
  private static final String[] RU_LAST = {
    "Петров", "Иванов", "Смирнов", "Кузнецов", "Попов", "Соколов", "Волков", "Морозов"
  };
  private static final String[] RU_LAST_LATIN = {
    "petrov", "ivanov", "smirnov", "kuznetsov", "popov", "sokolov", "volkov", "morozov"
  };
  private static final String[] CN_FAMILY = {"王", "李", "张", "刘", "陈", "杨", "赵", "黄"};
  private static final String[] CN_PINYIN = {
    "wang", "li", "zhang", "liu", "chen", "yang", "zhao", "huang"
  };
  private static final String[] CN_GIVEN = {"小", "明", "伟", "芳", "静", "磊", "华", "婷", "强", "洋"};
  private static final String[] LOCALES = {"en-GB", "ru-RU", "zh-CN"};
  private static final String[] ZONES = {"Europe/London", "Europe/Moscow", "Asia/Shanghai"};
  private static final String[] PLANS = {"free", "free", "pro", "team", "enterprise"};
  private static final String[] EXTRA_ROLES = {"customer", "beta-tester", "support", "billing"};
  private static final Account.Status[] STATUSES = Account.Status.values();

  private Accounts() {}

  /** Account number {@code i}. */
  public static Account account(int i) {
    long h = mix(i + 0x2545F4914F6CDD1DL);
    int script = Math.floorMod(i, 3);
    String displayName;
    String login;
    switch (script) {
      case 0:
        {
          String first = EN_FIRST[(int) ((h >>> 8) % EN_FIRST.length)];
          String last = EN_LAST[(int) ((h >>> 16) % EN_LAST.length)];
          displayName = first + " " + last;
          login = (first + "." + last).toLowerCase(Locale.ROOT) + i;
          break;
        }
      case 1:
        {
          int first = (int) ((h >>> 8) % RU_FIRST.length);
          int last = (int) ((h >>> 16) % RU_LAST.length);
          displayName = RU_FIRST[first] + " " + RU_LAST[last];
          login = RU_FIRST_LATIN[first] + "." + RU_LAST_LATIN[last] + i;
          break;
        }
      default:
        {
          int family = (int) ((h >>> 8) % CN_FAMILY.length);
          StringBuilder b = new StringBuilder(CN_FAMILY[family]);
          b.append(CN_GIVEN[(int) ((h >>> 16) % CN_GIVEN.length)]);
          if (((h >>> 24) & 1) == 0) {
            b.append(CN_GIVEN[(int) ((h >>> 28) % CN_GIVEN.length)]);
          }
          displayName = b.toString();
          login = CN_PINYIN[family] + "_" + i;
          break;
        }
    }
    List<String> roles = new ArrayList<>(3);
    roles.add("user");
    int extra = (int) ((h >>> 32) % 3);
    int firstExtra = (int) ((h >>> 34) % EXTRA_ROLES.length);
    for (int k = 0; k < extra; k++) {
      roles.add(EXTRA_ROLES[(firstExtra + k) % EXTRA_ROLES.length]);
    }
    HashMap<String, String> attributes = new HashMap<>();
    attributes.put("locale", LOCALES[script]);
    attributes.put("timezone", ZONES[script]);
    attributes.put("plan", PLANS[(int) ((h >>> 40) % PLANS.length)]);
    if (((h >>> 44) & 1) == 0) {
      attributes.put("theme", ((h >>> 45) & 1) == 0 ? "dark" : "light");
    }
    if (((h >>> 46) & 3) == 0) {
      attributes.put("referrer", "newsletter-2025-" + (1 + (h >>> 48) % 12));
    }
    long created = 1_577_836_800_000L + Math.floorMod(h, 180_000_000_000L); // 2020 on, ~5.7 years
    return new Account(
        50_000_000L + 3L * i,
        login,
        displayName,
        Instant.ofEpochMilli(created),
        roles,
        attributes,
        Math.floorMod(mix(h), 2_500_000L) / 100.0,
        STATUSES[Math.max(0, (int) ((h >>> 52) % 8) - 4)]); // five in eight active
  }

  /** The first {@code n} accounts. */
  public static List<Account> list(int n) {
    List<Account> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(account(i));
    }
    return l;
  }

  /** The classes a registration-requiring serializer must know for this model, in a fixed order. */
  public static List<Class<?>> classes() {
    return List.of(Account.class, Account.Status.class);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
