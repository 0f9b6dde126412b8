package dev.skiff.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.UncheckedIOException;

/**
 * JDK serialization ({@code java.io.ObjectOutputStream}): a new object stream per message (its
 * header and class descriptors belong to one stream) over a reused byte buffer. Classes are
 * resolved in the data set's class loader. Always tracks references.
 */
final class JdkCodec implements Codec {
  private final String name;
  private final ClassLoader loader;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream(4096);

  JdkCodec(String name, ClassLoader loader) {
    this.name = name;
    this.loader = loader;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    try {
      bytes.reset();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(value);
      }
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Object deserialize(byte[] data) {
    try (ObjectInputStream in = new LoaderInput(new ByteArrayInputStream(data), loader)) {
      return in.readObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public boolean tracksReferences() {
    return true;
  }

  /** Resolves classes in a given loader rather than the caller's. */
  private static final class LoaderInput extends ObjectInputStream {
    private final ClassLoader loader;

    LoaderInput(InputStream in, ClassLoader loader) throws IOException {
      super(in);
      this.loader = loader;
    }

    @Override
    protected Class<?> resolveClass(ObjectStreamClass desc)
        throws IOException, ClassNotFoundException {
      try {
        return Class.forName(desc.getName(), false, loader);
      } catch (ClassNotFoundException e) {
        return super.resolveClass(desc);
      }
    }
  }
}
