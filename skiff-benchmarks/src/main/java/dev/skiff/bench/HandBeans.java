package dev.skiff.bench;

import dev.skiff.bench.data.Account;
import dev.skiff.bench.data.Address;
import dev.skiff.bench.data.ChildData;
import dev.skiff.bench.data.Order;
import dev.skiff.bench.data.OrderLine;
import dev.skiff.bench.data.Person;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Hand-written code for the small beans: order, person, account and child. */
final class HandBeans {
  private HandBeans() {}

  // ---- order

  static void writeOrder(HandBuffer b, Order o) {
    b.writeLong(o.getId());
    b.writeString(o.getCustomerName());
    b.writeLong(o.getCreatedAtMillis());
    b.writeLong(o.getUpdatedAtMillis());
    b.writeString(o.getStatus());
    List<OrderLine> lines = o.getLines();
    b.writeUInt(lines.size());
    for (OrderLine l : lines) {
      b.writeString(l.getSku());
      b.writeInt(l.getQuantity());
      b.writeDouble(l.getUnitPrice());
    }
  }

  static Order readOrder(HandBuffer b) {
    Order o = new Order();
    o.setId(b.readLong());
    o.setCustomerName(b.readString());
    o.setCreatedAtMillis(b.readLong());
    o.setUpdatedAtMillis(b.readLong());
    o.setStatus(b.readString());
    int n = b.readUInt();
    List<OrderLine> lines = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      lines.add(new OrderLine(b.readString(), b.readInt(), b.readDouble()));
    }
    o.setLines(lines);
    return o;
  }

  private static final Person.Gender[] GENDERS = Person.Gender.values();

  static void writePerson(HandBuffer b, Person p) {
    b.writeString(p.getName());
    b.writeInt(p.getAge());
    b.writeByte(p.getGender().ordinal());
    b.writeString(p.getEmail());
    Address a = p.getAddress();
    b.writeString(a.getStreet());
    b.writeString(a.getCity());
    b.writeString(a.getZip());
    b.writeString(a.getCountry());
    b.writeString(p.getCompany());
    List<String> phones = p.getPhoneNumbers();
    b.writeUInt(phones.size());
    for (String s : phones) {
      b.writeString(s);
    }
  }

  static Person readPerson(HandBuffer b) {
    String name = b.readString();
    int age = b.readInt();
    Person.Gender gender = GENDERS[b.readByte()];
    String email = b.readString();
    Address a = new Address(b.readString(), b.readString(), b.readString(), b.readString());
    String company = b.readString();
    int n = b.readUInt();
    List<String> phones = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      phones.add(b.readString());
    }
    return new Person(name, age, gender, email, a, company, phones);
  }

  // ---- account

  private static final Account.Status[] ACCOUNT_STATUSES = Account.Status.values();

  static void writeAccount(HandBuffer b, Account a) {
    b.writeLong(a.getId());
    b.writeString(a.getLogin());
    b.writeString(a.getDisplayName());
    b.writeInstant(a.getCreatedAt());
    List<String> roles = a.getRoles();
    b.writeUInt(roles.size());
    for (String r : roles) {
      b.writeString(r);
    }
    HandMaps.writeStringMap(b, a.getAttributes());
    b.writeDouble(a.getBalance());
    b.writeByte(a.getStatus().ordinal());
  }

  static Account readAccount(HandBuffer b) {
    long id = b.readLong();
    String login = b.readString();
    String displayName = b.readString();
    Instant createdAt = b.readInstant();
    int n = b.readUInt();
    List<String> roles = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      roles.add(b.readString());
    }
    return new Account(
        id,
        login,
        displayName,
        createdAt,
        roles,
        HandMaps.readStringMap(b),
        b.readDouble(),
        ACCOUNT_STATUSES[b.readByte()]);
  }

  // ---- child (ChildData extends ParentData: the inherited fields first)

  static void writeChild(HandBuffer b, ChildData c) {
    b.writeLong(c.getId());
    b.writeString(c.getName());
    List<String> tags = c.getTags();
    b.writeUInt(tags.size());
    for (String t : tags) {
      b.writeString(t);
    }
    b.writeDouble(c.getScore());
    b.writeInt(c.getFlags());
    b.writeString(c.getExtra());
  }

  static ChildData readChild(HandBuffer b) {
    long id = b.readLong();
    String name = b.readString();
    int n = b.readUInt();
    List<String> tags = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      tags.add(b.readString());
    }
    return new ChildData(id, name, tags, b.readDouble(), b.readInt(), b.readString());
  }
}
