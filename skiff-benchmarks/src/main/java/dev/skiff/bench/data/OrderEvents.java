package dev.skiff.bench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Deterministic generator of the {@code records} data set: {@link OrderEvent} {@code i} depends
 * only on {@code i} (a SplitMix64 hash of it). ASCII strings of the lengths an order service
 * stores: SKUs such as {@code SKU-48213-BLK}, English customer names, e-mail addresses, one to four
 * tags.
 */
public final class OrderEvents {
  private static final String[] FIRST = {
    "Olivia", "James", "Amelia", "Noah", "Isla", "Oliver", "Ava", "George", "Mia", "Harry", "Ella",
    "Jacob", "Sophie", "Thomas"
  };
  private static final String[] LAST = {
    "Walker",
    "Robinson",
    "Thompson",
    "White",
    "Hughes",
    "Edwards",
    "Green",
    "Hall",
    "Wood",
    "Jackson",
    "Clarke",
    "Patel"
  };
  private static final String[] VARIANTS = {"BLK", "WHT", "RED", "NVY", "S", "M", "L", "XL"};
  private static final String[] CURRENCIES = {"USD", "USD", "EUR", "GBP", "EUR", "CAD"};
  private static final String[] TAGS = {
    "priority",
    "gift-wrap",
    "express-shipping",
    "b2b",
    "first-order",
    "subscription",
    "promo-BLACKFRIDAY25",
    "fragile",
    "marketplace",
    "loyalty-gold"
  };
  private static final OrderEvent.Status[] STATUSES = OrderEvent.Status.values();

  private OrderEvents() {}

  /** Event number {@code i}. */
  public static OrderEvent event(int i) {
    long h = mix(i + 0x5DEECE66DL);
    String first = FIRST[(int) ((h >>> 8) % FIRST.length)];
    String last = LAST[(int) ((h >>> 16) % LAST.length)];
    String email =
        first.toLowerCase(Locale.ROOT)
            + "."
            + last.toLowerCase(Locale.ROOT)
            + (h >>> 56)
            + "@example.com";
    String sku =
        "SKU-"
            + (10_000 + (h >>> 24) % 90_000)
            + "-"
            + VARIANTS[(int) ((h >>> 40) % VARIANTS.length)];
    int tagCount = 1 + (int) ((h >>> 44) % 4);
    List<String> tags = new ArrayList<>(tagCount);
    int t = (int) ((h >>> 48) % TAGS.length);
    for (int k = 0; k < tagCount; k++) {
      tags.add(TAGS[(t + 3 * k) % TAGS.length]);
    }
    long p = mix(h);
    return new OrderEvent(
        4_200_000_000L + 7_919L * i,
        sku,
        STATUSES[(int) ((h >>> 4) % STATUSES.length)],
        1 + (int) ((h >>> 36) % 12),
        new Money(99 + Math.floorMod(p, 49_900L), CURRENCIES[(int) ((p >>> 20) % 6)]),
        new Party(first + " " + last, email),
        tags,
        1_763_712_000_000L + 61_337L * i);
  }

  /** The first {@code n} events, in an {@code ArrayList}. */
  public static ArrayList<OrderEvent> list(int n) {
    ArrayList<OrderEvent> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(event(i));
    }
    return l;
  }

  /** The classes a registration-requiring serializer must know for this model, in a fixed order. */
  public static List<Class<?>> classes() {
    return List.of(OrderEvent.class, OrderEvent.Status.class, Money.class, Party.class);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
