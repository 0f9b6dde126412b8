package dev.skiff.evolve;

import dev.skiff.OneByteInputStream;
import dev.skiff.Skiff;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * One configuration of an evolution test: references on or off, generated or interpreted codecs on
 * the writer and on the reader, and bytes read from an array or from a stream that delivers one
 * byte per read. {@link #all()} is the generated cross product.
 */
record Mode(
    boolean refs,
    boolean writerCodegen,
    boolean readerCodegen,
    boolean stream,
    boolean registered) {
  /** Every mode with classes by name (registration off, schemas before bodies). */
  static List<Mode> all() {
    return product(false);
  }

  /**
   * {@link #all()} and every mode with the compiled classes registered in name order (spec 15.6:
   * schemas ahead of the root); for tests whose two versions have the same classes.
   */
  static List<Mode> withRegistered() {
    List<Mode> all = new ArrayList<>(product(false));
    all.addAll(product(true));
    return all;
  }

  private static List<Mode> product(boolean registered) {
    List<Mode> all = new ArrayList<>();
    for (boolean refs : new boolean[] {false, true}) {
      for (boolean w : new boolean[] {true, false}) {
        for (boolean r : new boolean[] {true, false}) {
          for (boolean stream : new boolean[] {false, true}) {
            all.add(new Mode(refs, w, r, stream, registered));
          }
        }
      }
    }
    return all;
  }

  /** Reads one message with {@code reader}: from the array, or from a stream one byte per read. */
  Object read(Skiff reader, byte[] bytes) {
    return stream ? reader.deserialize(input(bytes)) : reader.deserialize(bytes);
  }

  /** The bytes as an array's stream, or as a stream that delivers one byte per read. */
  InputStream input(byte[] bytes) {
    InputStream in = new ByteArrayInputStream(bytes);
    return stream ? new OneByteInputStream(in) : in;
  }

  /** A compatible-mode writer resolving names through {@code loader}. */
  Skiff writer(ClassLoader loader) {
    return builder(loader, writerCodegen).build();
  }

  /** A compatible-mode reader resolving names through {@code loader}. */
  Skiff reader(ClassLoader loader) {
    return builder(loader, readerCodegen).build();
  }

  /** A plain-mode (not compatible) writer, for versioned classes. */
  Skiff plainWriter(ClassLoader loader) {
    return builder(loader, writerCodegen).compatible(false).build();
  }

  /** A plain-mode (not compatible) reader, for versioned classes. */
  Skiff plainReader(ClassLoader loader) {
    return builder(loader, readerCodegen).compatible(false).build();
  }

  Skiff.Builder builder(ClassLoader loader, boolean codegen) {
    Skiff.Builder b = Skiff.builder().requireRegistration(registered);
    if (registered) {
      Versions.classes(loader).forEach(b::register);
    }
    return b.compatible(true).trackReferences(refs).codegen(codegen).classLoader(loader);
  }

  @Override
  public String toString() {
    return (registered ? "REGISTERED_" : "")
        + (refs ? "REFS" : "NOREFS")
        + (writerCodegen ? "_GENERATED" : "_INTERPRETED")
        + "_WRITER"
        + (readerCodegen ? "_GENERATED" : "_INTERPRETED")
        + "_READER"
        + (stream ? "_ONE_BYTE_STREAM" : "_BYTES");
  }
}
