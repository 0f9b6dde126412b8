package dev.skiff.wire;

import dev.skiff.Since;
import java.util.Objects;

/** A versioned class of the golden corpus: its first version and the fields version 1 added. */
@Since(1)
public final class Ticket {
  public String id = "";
  public int seats;

  @Since(1)
  public String note = "";

  public Ticket() {}

  Ticket(String id, int seats, String note) {
    this.id = id;
    this.seats = seats;
    this.note = note;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Ticket t && id.equals(t.id) && seats == t.seats && note.equals(t.note);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, seats, note);
  }
}
