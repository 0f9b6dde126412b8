package dev.skiff.bench;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import java.util.Collection;
import java.util.Map;

/**
 * protostuff-runtime: a {@link RuntimeSchema} derived once from the root class, and one {@link
 * LinkedBuffer} reused (cleared after every write) as protostuff's documentation shows. The root
 * must be a POJO ("message"); a collection or map at the root would need a wrapper class, so such
 * data sets are reported as unsupported. No class information is written: the reader is told the
 * root class, as protostuff users do.
 */
final class ProtostuffCodec implements Codec {
  private final String name;
  private final Schema<Object> schema;
  private final LinkedBuffer buffer = LinkedBuffer.allocate(4096);

  @SuppressWarnings("unchecked")
  ProtostuffCodec(String name, Class<?> root) {
    this.name = name;
    if (Collection.class.isAssignableFrom(root) || Map.class.isAssignableFrom(root)) {
      throw new UnsupportedOperationException(
          "protostuff-runtime needs a message class at the root, not a " + root.getSimpleName());
    }
    this.schema = (Schema<Object>) RuntimeSchema.getSchema(root);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    try {
      return ProtostuffIOUtil.toByteArray(value, schema, buffer);
    } finally {
      buffer.clear();
    }
  }

  @Override
  public Object deserialize(byte[] bytes) {
    Object message = schema.newMessage();
    ProtostuffIOUtil.mergeFrom(bytes, message, schema);
    return message;
  }
}
