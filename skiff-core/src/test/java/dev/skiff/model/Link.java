package dev.skiff.model;

/** A minimal singly linked node: one object per nesting level, nothing else nested. */
public final class Link {
  public int value;
  public Link next;

  public Link() {}

  public Link(int value, Link next) {
    this.value = value;
    this.next = next;
  }

  /** A chain of {@code length} links; its nesting depth is exactly {@code length}. */
  public static Link chain(int length) {
    Link head = null;
    for (int i = length - 1; i >= 0; i--) {
      head = new Link(i, head);
    }
    return head;
  }

  /** The number of links reachable from this one (assumes no cycle). */
  public int length() {
    int n = 0;
    for (Link x = this; x != null; x = x.next) {
      n++;
    }
    return n;
  }
}
