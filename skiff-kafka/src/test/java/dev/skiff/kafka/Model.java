package dev.skiff.kafka;

import dev.skiff.Skiff;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The small test model shared by the Kafka tests. */
final class Model {

  private Model() {}

  enum Level {
    LOW,
    HIGH
  }

  record Person(
      String name, List<String> tags, Map<String, Integer> scores, Level level, Instant seen) {}

  /** A mutable POJO. */
  static final class Account {
    String id;
    List<Person> owners = new ArrayList<>();
    Map<String, String> attributes = new LinkedHashMap<>();

    @Override
    public boolean equals(Object o) {
      return o instanceof Account a
          && Objects.equals(id, a.id)
          && owners.equals(a.owners)
          && attributes.equals(a.attributes);
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, owners, attributes);
    }
  }

  static Skiff skiff() {
    return Skiff.builder()
        .register(Person.class)
        .register(Account.class)
        .register(Level.class)
        .build();
  }

  static Person person(int i) {
    return new Person(
        "person-" + i,
        List.of("a" + i, "b"),
        Map.of("x", i),
        i % 2 == 0 ? Level.LOW : Level.HIGH,
        Instant.ofEpochSecond(1_700_000_000L + i, 123));
  }

  static Account account() {
    Account a = new Account();
    a.id = "acc-1";
    a.owners.add(person(1));
    a.owners.add(person(2));
    a.attributes.put("tier", "gold");
    return a;
  }
}
