package dev.skiff.bench;

import dev.skiff.bench.data.DataSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * A child-first class loader that defines its own copy of every class in {@code
 * dev.skiff.bench.data} (except {@link DataSet} itself, shared with the application so the copy's
 * data sets can be handed to {@link Codecs}). Each instance therefore gives every serializer
 * classes it has never seen: the "first use of a new class" measurement builds a fresh one per
 * shot.
 *
 * <p>The build-time codecs {@code skiff-processor} wrote for the data classes ({@code
 * <Class>$SkiffCodec}, see {@code dev.skiff.bench.data.GeneratedCodecs}) are in the same package,
 * so each instance defines its own copy of them too, bound to its own copy of the classes.
 * Resources are not copied: Skiff's index resource {@code META-INF/skiff/codecs/<class>} comes from
 * the parent, which is right since it only names the codec class, which Skiff then loads through
 * this loader.
 */
final class FreshLoader extends ClassLoader {
  private static final String PREFIX = "dev.skiff.bench.data.";

  static {
    registerAsParallelCapable();
  }

  FreshLoader() {
    super("fresh", FreshLoader.class.getClassLoader());
  }

  /** The data set called {@code name}, as defined by a new {@link FreshLoader}. */
  static DataSet freshDataSet(String name) {
    try {
      Class<?> sets = Class.forName(PREFIX + "DataSets", true, new FreshLoader());
      return (DataSet) sets.getMethod("byName", String.class).invoke(null, name);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot load a fresh copy of the data sets", e);
    }
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (!name.startsWith(PREFIX) || name.equals(DataSet.class.getName())) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> c = findLoadedClass(name);
      if (c == null) {
        String resource = name.replace('.', '/') + ".class";
        try (InputStream in = getParent().getResourceAsStream(resource)) {
          if (in == null) {
            throw new ClassNotFoundException(name);
          }
          byte[] bytes = in.readAllBytes();
          c = defineClass(name, bytes, 0, bytes.length);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      if (resolve) {
        resolveClass(c);
      }
      return c;
    }
  }
}
