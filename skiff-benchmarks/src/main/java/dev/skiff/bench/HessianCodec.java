package dev.skiff.bench;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Hessian 2 (com.caucho 4.0.66): one {@link SerializerFactory} for the data set's class loader (it
 * caches the per-class serializers), and one {@link Hessian2Output} and {@link Hessian2Input}
 * re-initialised on a reused byte stream per call. Hessian always tracks shared references. A data
 * set with {@code java.time} values (catalog, account) is unsupported: Hessian 4.0.66 has no
 * serializer for them.
 */
final class HessianCodec implements Codec {
  private final String name;
  private final SerializerFactory factory;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(4096);
  private final Hessian2Output output;
  private final Hessian2Input input;

  HessianCodec(String name, ClassLoader loader, List<Class<?>> jdkClasses) {
    for (Class<?> c : jdkClasses) {
      if (c.getPackageName().equals("java.time")) {
        throw new UnsupportedOperationException(
            "Hessian 4.0.66 has no java.time serializer ("
                + c.getSimpleName()
                + "): its fields are closed on JDK 17+, and with java.time opened writeReplace"
                + " recurses to a StackOverflowError");
      }
    }
    this.name = name;
    this.factory = new SerializerFactory(loader);
    this.output = new Hessian2Output(bytes);
    output.setSerializerFactory(factory);
    this.input = new Hessian2Input(null);
    input.setSerializerFactory(factory);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    try {
      bytes.reset();
      output.init(bytes);
      output.writeObject(value);
      output.flush();
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Object deserialize(byte[] data) {
    try {
      input.init(new ByteArrayInputStream(data));
      return input.readObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public boolean tracksReferences() {
    return true;
  }
}
