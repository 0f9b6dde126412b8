package dev.skiff;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * A place where {@linkplain Skiff.Builder#compatible(boolean) compatible mode} keeps class schemas,
 * so that each message carries an 8-byte fingerprint per class instead of the schema itself.
 * Writers {@link #put} each schema they use before the first message that names it; readers {@link
 * #get} the schemas they have not seen. Writer and reader must share the store (a directory on a
 * shared volume, a Redis hash, a table): a reader that meets a fingerprint its store does not know
 * fails with a {@link SkiffException} naming the class, never a guess.
 *
 * <p>Implementations must be thread-safe. Skiff verifies every schema it gets against its
 * fingerprint, so a store cannot make a reader misread, only fail.
 */
public interface SchemaStore {
  /** Stores {@code schema} under {@code fingerprint}; storing the same pair again is harmless. */
  void put(long fingerprint, byte[] schema);

  /** The schema stored under {@code fingerprint}, or null if there is none. */
  byte @Nullable [] get(long fingerprint);

  /** A store in this JVM's memory: for tests, and for writer and reader in one process. */
  static SchemaStore inMemory() {
    ConcurrentHashMap<Long, byte[]> map = new ConcurrentHashMap<>();
    return new SchemaStore() {
      @Override
      public void put(long fingerprint, byte[] schema) {
        map.putIfAbsent(fingerprint, schema.clone());
      }

      @Override
      public byte @Nullable [] get(long fingerprint) {
        byte[] b = map.get(fingerprint);
        return b == null ? null : b.clone();
      }
    };
  }

  /**
   * A store of one file per schema in {@code dir}, named by the fingerprint in hexadecimal; files
   * are written atomically (a temporary file, then a move).
   */
  static SchemaStore directory(Path dir) {
    return new SchemaStore() {
      @Override
      public void put(long fingerprint, byte[] schema) {
        Path file = dir.resolve(Long.toHexString(fingerprint) + ".schema");
        if (Files.exists(file)) {
          return;
        }
        try {
          Files.createDirectories(dir);
          Path tmp = Files.createTempFile(dir, "schema", ".tmp");
          Files.write(tmp, schema);
          Files.move(
              tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }

      @Override
      public byte @Nullable [] get(long fingerprint) {
        try {
          return Files.readAllBytes(dir.resolve(Long.toHexString(fingerprint) + ".schema"));
        } catch (NoSuchFileException e) {
          return null;
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    };
  }

  /**
   * The fingerprint under which Skiff stores {@code schema} and by which its messages name it: a
   * 64-bit hash of the schema's bytes (FNV-1a, then the MurmurHash3 finalizer; {@code docs/spec.md}
   * section 15.4). Skiff checks every schema it gets from a store against it; a store that keeps
   * what it reads may check it too, so that it never keeps a damaged entry.
   */
  static long fingerprint(byte[] schema) {
    return dev.skiff.internal.evolve.Evolution.fingerprint(schema);
  }
}
