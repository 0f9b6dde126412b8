package dev.skiff.bench;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;

/**
 * Kryo 5.6 in its usual fast setup: registration required with every class the value uses
 * registered up front (JDK collection and array types included), default {@code FieldSerializer},
 * references off (or on for the {@code -refs} variants), and one {@link Output} and one {@link
 * Input} reused across calls as Kryo's documentation advises. The class is written with the value
 * ({@code writeClassAndObject}), as Skiff and Fory do. The {@code kryo-unreg} variants register
 * nothing, so Kryo writes each class name once per message.
 */
final class KryoCodec implements Codec {
  private final String name;
  private final boolean references;
  private final Kryo kryo;
  private final Output output = new Output(4096, -1);
  private final Input input = new Input();

  KryoCodec(
      String name,
      boolean references,
      boolean register,
      List<Class<?>> classes,
      ClassLoader loader) {
    this.name = name;
    this.references = references;
    this.kryo = new Kryo();
    kryo.setClassLoader(loader);
    kryo.setRegistrationRequired(register);
    kryo.setReferences(references);
    if (register) {
      for (Class<?> c : classes) {
        if (kryo.getClassResolver().getRegistration(c) == null) {
          kryo.register(c);
        }
      }
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    output.reset();
    kryo.writeClassAndObject(output, value);
    return output.toBytes();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    input.setBuffer(bytes);
    return kryo.readClassAndObject(input);
  }

  @Override
  public boolean tracksReferences() {
    return references;
  }
}
