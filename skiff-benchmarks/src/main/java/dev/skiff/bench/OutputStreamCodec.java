package dev.skiff.bench;

import dev.skiff.Skiff;

/**
 * A codec that writes each value as one message to an {@link java.io.OutputStream} ({@link
 * Skiff#serialize(Object, java.io.OutputStream)}), as Spark's serialization streams and Redisson's
 * codec do, and reads it from an array. The stream is one reused buffer; {@link #serialize} returns
 * a copy of the message's bytes, in plain and compatible mode alike, so the two compare under the
 * same framing.
 */
final class OutputStreamCodec implements Codec {
  private final String name;
  private final Skiff skiff;
  private final StreamCodec.Chunks out = new StreamCodec.Chunks();

  OutputStreamCodec(String name, Skiff skiff) {
    this.name = name;
    this.skiff = skiff;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    skiff.serialize(value, out);
    return out.take();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return skiff.deserialize(bytes);
  }
}
