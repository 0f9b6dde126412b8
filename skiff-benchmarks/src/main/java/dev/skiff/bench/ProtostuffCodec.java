package dev.skiff.bench;

import dev.skiff.bench.data.BeanB;
import dev.skiff.bench.data.MediaContent;
import dev.skiff.bench.data.OrderEvent;
import dev.skiff.bench.data.Types;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * protostuff-runtime: a {@link RuntimeSchema} derived once from the root class, and one {@link
 * LinkedBuffer} reused (cleared after every write) as protostuff's documentation shows. No class
 * information is written: the reader is told the root class, as protostuff users do.
 *
 * <p>protostuff-runtime serializes messages (POJOs) only, so a collection or map at the root is
 * wrapped, as a protostuff user would do it, in a {@link Holder}: a message with one field, {@code
 * value}, declared with the root's type (generic arguments included, so protostuff knows the
 * element schemas and writes no type information), and unwrapped after reading. The bytes are then
 * the holder's: each element or map entry is written as an occurrence of the holder's field (a tag
 * and, for messages and entries, an end-group marker), which adds those few bytes per element or
 * entry to protostuff's size compared to a collection written with no framing. A holder exists for
 * each collection or map root type among the data sets; any other such root is unsupported.
 */
final class ProtostuffCodec implements Codec {
  private final String name;
  private final Schema<Object> schema;

  /** The reused wrapper for writing, null when the root is a message itself. */
  private final Holder wrapper;

  private final LinkedBuffer buffer = LinkedBuffer.allocate(4096);

  @SuppressWarnings("unchecked")
  ProtostuffCodec(String name, Type rootType) {
    this.name = name;
    Class<?> root = Types.raw(rootType);
    if (Collection.class.isAssignableFrom(root) || Map.class.isAssignableFrom(root)) {
      this.wrapper = holderFor(rootType).get();
      this.schema = (Schema<Object>) RuntimeSchema.getSchema((Class<?>) wrapper.getClass());
    } else {
      this.wrapper = null;
      this.schema = (Schema<Object>) RuntimeSchema.getSchema(root);
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    if (wrapper == null) {
      try {
        return ProtostuffIOUtil.toByteArray(value, schema, buffer);
      } finally {
        buffer.clear();
      }
    }
    wrapper.set(value);
    try {
      return ProtostuffIOUtil.toByteArray(wrapper, schema, buffer);
    } finally {
      wrapper.set(null);
      buffer.clear();
    }
  }

  @Override
  public Object deserialize(byte[] bytes) {
    Object message = schema.newMessage();
    ProtostuffIOUtil.mergeFrom(bytes, message, schema);
    return wrapper != null ? ((Holder) message).get() : message;
  }

  // ---- the wrappers for collections and maps at the root

  private static final List<Supplier<Holder>> HOLDERS =
      List.of(
          MediaListHolder::new,
          RecordListHolder::new,
          IntMapHolder::new,
          BeanMapHolder::new,
          StringMapHolder::new,
          LongStringMapHolder::new);

  /** The holder whose {@code value} field is declared as {@code rootType}. */
  private static Supplier<Holder> holderFor(Type rootType) {
    for (Supplier<Holder> h : HOLDERS) {
      Type declared;
      try {
        declared = h.get().getClass().getDeclaredField("value").getGenericType();
      } catch (NoSuchFieldException e) {
        throw new IllegalStateException(e);
      }
      if (rootType.equals(declared)) {
        return h;
      }
    }
    throw new UnsupportedOperationException(
        "protostuff-runtime needs a message class at the root and no wrapper exists for "
            + rootType.getTypeName());
  }

  /**
   * A one-field message around a collection or map, so protostuff-runtime can write it. Every
   * subclass declares exactly one field, {@code value}, typed as the root it carries.
   */
  abstract static class Holder {
    abstract Object get();

    abstract void set(Object value);
  }

  static final class MediaListHolder extends Holder {
    ArrayList<MediaContent> value;

    @Override
    Object get() {
      return value;
    }

    @SuppressWarnings("unchecked")
    @Override
    void set(Object v) {
      value = (ArrayList<MediaContent>) v;
    }
  }

  static final class RecordListHolder extends Holder {
    ArrayList<OrderEvent> value;

    @Override
    Object get() {
      return value;
    }

    @SuppressWarnings("unchecked")
    @Override
    void set(Object v) {
      value = (ArrayList<OrderEvent>) v;
    }
  }

  static final class IntMapHolder extends Holder {
    HashMap<Integer, Integer> value;

    @Override
    Object get() {
      return value;
    }

    @SuppressWarnings("unchecked")
    @Override
    void set(Object v) {
      value = (HashMap<Integer, Integer>) v;
    }
  }

  static final class BeanMapHolder extends Holder {
    HashMap<BeanB, BeanB> value;

    @Override
    Object get() {
      return value;
    }

    @SuppressWarnings("unchecked")
    @Override
    void set(Object v) {
      value = (HashMap<BeanB, BeanB>) v;
    }
  }

  static final class StringMapHolder extends Holder {
    HashMap<String, String> value;

    @Override
    Object get() {
      return value;
    }

    @SuppressWarnings("unchecked")
    @Override
    void set(Object v) {
      value = (HashMap<String, String>) v;
    }
  }

  static final class LongStringMapHolder extends Holder {
    HashMap<Long, String> value;

    @Override
    Object get() {
      return value;
    }

    @SuppressWarnings("unchecked")
    @Override
    void set(Object v) {
      value = (HashMap<Long, String>) v;
    }
  }
}
