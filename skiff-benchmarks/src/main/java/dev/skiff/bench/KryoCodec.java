package dev.skiff.bench;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.DefaultSerializers;
import java.util.List;
import java.util.UUID;

/**
 * Kryo 5.6 in its usual fast setup: registration required with every class the value uses
 * registered up front (JDK collection and array types included), default {@code FieldSerializer},
 * references off (or on for the {@code -refs} variants), and one {@link Output} and one {@link
 * Input} reused across calls as Kryo's documentation advises, and Kryo's own {@code UUIDSerializer}
 * as the default serializer for {@code UUID} (Kryo has it but does not use it by default). The
 * class is written with the value ({@code writeClassAndObject}), as Skiff and Fory do. The {@code
 * kryo-unreg} variants register nothing, so Kryo writes each class name once per message.
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
    this(name, references, register, loader);
    if (register) {
      register(classes);
    }
  }

  private KryoCodec(String name, boolean references, boolean register, ClassLoader loader) {
    this.name = name;
    this.references = references;
    this.kryo = new Kryo();
    kryo.setClassLoader(loader);
    kryo.setRegistrationRequired(register);
    kryo.setReferences(references);
    // Kryo ships a UUID serializer but does not make it the default: without it UUID falls to
    // FieldSerializer, which cannot open java.util on JDK 17+ (the catalog data set)
    kryo.addDefaultSerializer(UUID.class, new DefaultSerializers.UUIDSerializer());
  }

  /**
   * The first-use split of this codec: the {@link Kryo} instance and the registrations of the JDK
   * types come first; {@link PreparedCodec#meetClasses()} registers the data set's own classes
   * (where Kryo builds their {@code FieldSerializer}s), in the same order as the constructor. The
   * unregistered variants have nothing to register, so they are built here whole.
   */
  static PreparedCodec prepare(
      String name,
      boolean references,
      boolean register,
      List<Class<?>> jdkClasses,
      List<Class<?>> classes,
      ClassLoader loader) {
    KryoCodec codec = new KryoCodec(name, references, register, loader);
    if (!register) {
      return () -> codec;
    }
    codec.register(jdkClasses);
    return () -> {
      codec.register(classes);
      return codec;
    };
  }

  /**
   * Registered Kryo whose default serializer is {@code serializer} instead of {@code
   * FieldSerializer}: {@code CompatibleFieldSerializer}, {@code TaggedFieldSerializer} or {@code
   * VersionFieldSerializer}, Kryo's three answers to schema evolution.
   */
  @SuppressWarnings("rawtypes")
  static KryoCodec withDefaultSerializer(
      String name,
      boolean references,
      Class<? extends com.esotericsoftware.kryo.Serializer> serializer,
      List<Class<?>> classes,
      ClassLoader loader) {
    KryoCodec codec = new KryoCodec(name, references, true, loader);
    codec.kryo.setDefaultSerializer(serializer);
    codec.register(classes);
    return codec;
  }

  private void register(List<Class<?>> classes) {
    for (Class<?> c : classes) {
      if (kryo.getClassResolver().getRegistration(c) == null) {
        kryo.register(c);
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
