package dev.skiff.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A mutable graph node. It has no equals/hashCode on purpose: graphs may be cyclic, tests compare
 * nodes structurally or by identity.
 */
public final class Node {
  public int value;
  public Node next;
  public Object payload;
  public List<Node> children = new ArrayList<>();

  public Node() {}

  public Node(int value) {
    this.value = value;
  }

  /** A chain of {@code length} nodes linked by {@link #next}; returns the head. */
  public static Node chain(int length) {
    Node head = null;
    for (int i = length - 1; i >= 0; i--) {
      Node n = new Node(i);
      n.next = head;
      head = n;
    }
    return head;
  }

  /** The number of nodes reachable through {@link #next} (assumes no cycle). */
  public int chainLength() {
    int n = 0;
    for (Node x = this; x != null; x = x.next) {
      n++;
    }
    return n;
  }

  @Override
  public String toString() {
    return "Node{" + value + "}";
  }
}
