package dev.skiff.bench;

import dev.skiff.bench.data.Invoice;
import dev.skiff.bench.data.Money;
import dev.skiff.bench.data.OrderEvent;
import dev.skiff.bench.data.Party;
import java.util.ArrayList;
import java.util.List;

/**
 * Hand-written code for the records data sets ({@code records} and {@code deep}): the components of
 * each record in declaration order, read back through the canonical constructors.
 */
final class HandRecords {
  private HandRecords() {}

  private static final OrderEvent.Status[] STATUSES = OrderEvent.Status.values();

  static void writeEvent(HandBuffer b, OrderEvent e) {
    b.writeLong(e.id());
    b.writeString(e.sku());
    b.writeByte(e.status().ordinal());
    b.writeInt(e.quantity());
    Money price = e.unitPrice();
    b.writeLong(price.cents());
    b.writeString(price.currency());
    Party customer = e.customer();
    b.writeString(customer.name());
    b.writeString(customer.email());
    List<String> tags = e.tags();
    b.writeUInt(tags.size());
    for (String t : tags) {
      b.writeString(t);
    }
    b.writeLong(e.occurredAtMillis());
  }

  static OrderEvent readEvent(HandBuffer b) {
    long id = b.readLong();
    String sku = b.readString();
    OrderEvent.Status status = STATUSES[b.readByte()];
    int quantity = b.readInt();
    Money price = new Money(b.readLong(), b.readString());
    Party customer = new Party(b.readString(), b.readString());
    int n = b.readUInt();
    List<String> tags = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      tags.add(b.readString());
    }
    return new OrderEvent(id, sku, status, quantity, price, customer, tags, b.readLong());
  }

  static void writeEvents(HandBuffer b, List<OrderEvent> l) {
    b.writeUInt(l.size());
    for (OrderEvent e : l) {
      writeEvent(b, e);
    }
  }

  static ArrayList<OrderEvent> readEvents(HandBuffer b) {
    int n = b.readUInt();
    ArrayList<OrderEvent> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(readEvent(b));
    }
    return l;
  }

  static void writeInvoice(HandBuffer b, Invoice v) {
    b.writeString(v.number());
    b.writeLong(v.issuedAtMillis());
    Invoice.Customer c = v.customer();
    b.writeString(c.name());
    b.writeString(c.email());
    Invoice.PostalAddress a = c.billing();
    b.writeString(a.street());
    b.writeString(a.city());
    Invoice.Region r = a.region();
    b.writeString(r.name());
    b.writeString(r.code());
    Invoice.Country k = r.country();
    b.writeString(k.name());
    b.writeString(k.isoCode());
    b.writeInt(k.callingCode());
  }

  static Invoice readInvoice(HandBuffer b) {
    String number = b.readString();
    long issued = b.readLong();
    String name = b.readString();
    String email = b.readString();
    String street = b.readString();
    String city = b.readString();
    String region = b.readString();
    String code = b.readString();
    Invoice.Country country = new Invoice.Country(b.readString(), b.readString(), b.readInt());
    Invoice.PostalAddress address =
        new Invoice.PostalAddress(street, city, new Invoice.Region(region, code, country));
    return new Invoice(number, issued, new Invoice.Customer(name, email, address));
  }
}
