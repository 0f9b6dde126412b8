package dev.skiff.inspect;

/** An exception that marks the offset where the bytes stop making sense as Skiff, and why. */
final class Malformed extends Exception {
  private static final long serialVersionUID = 1L;

  /** Offset of the offending byte from the start of the input. */
  final int offset;

  Malformed(int offset, String reason) {
    super(reason);
    this.offset = offset;
  }
}
