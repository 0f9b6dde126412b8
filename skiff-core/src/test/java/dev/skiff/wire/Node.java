package dev.skiff.wire;

/** A final linked node, for cyclic graphs (compared by identity structure). */
public final class Node {
  String name;
  Node next;

  public Node() {}

  public Node(String name) {
    this.name = name;
  }

  /** Links this node to {@code next} (the fuzz module builds cycles from another package). */
  public void setNext(Node next) {
    this.next = next;
  }

  @Override
  public String toString() {
    return "Node[" + name + "]";
  }
}
