package dev.skiff.example.cache;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.skiff.Skiff;
import dev.skiff.SkiffSession;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;

/**
 * How the job turns a {@link Person} into the bytes of a cache value and back; one instance per
 * task (Kryo and Fory instances are not thread-safe), each configured as its guide recommends for a
 * cache of one known class: registered, references off.
 */
interface CacheCodec {
  byte[] encode(Person p);

  Person decode(byte[] bytes);

  /** A new codec of the given name: skiff, skiff-session, kryo, fory or jdk. */
  static CacheCodec create(String name) {
    return switch (name) {
      case "skiff" -> new SkiffCodec();
      case "skiff-session" -> new SkiffSessionCodec();
      case "kryo" -> new KryoCodec();
      case "fory" -> new ForyCodec();
      case "jdk" -> new JdkCodec();
      default -> throw new IllegalArgumentException("unknown codec " + name);
    };
  }

  /** Skiff, one shared thread-safe instance, the class registered. */
  final class SkiffCodec implements CacheCodec {
    static final Skiff SKIFF = Skiff.builder().register(Person.class).build();

    @Override
    public byte[] encode(Person p) {
      return SKIFF.serialize(p);
    }

    @Override
    public Person decode(byte[] bytes) {
      return SKIFF.deserialize(bytes, Person.class);
    }
  }

  /**
   * Skiff through a {@link SkiffSession} of the same shared instance, kept by the task as Kryo's
   * and Fory's instances are: the same bytes, without the per-thread context lookup of each call.
   */
  final class SkiffSessionCodec implements CacheCodec {
    private final SkiffSession session = SkiffCodec.SKIFF.session();

    @Override
    public byte[] encode(Person p) {
      return session.serialize(p);
    }

    @Override
    public Person decode(byte[] bytes) {
      return session.deserialize(bytes, Person.class);
    }
  }

  /** Kryo 5, classes registered, references off, a reused output buffer. */
  final class KryoCodec implements CacheCodec {
    private final Kryo kryo = new Kryo();
    private final Output output = new Output(256, -1);

    KryoCodec() {
      kryo.register(Person.class);
      kryo.register(ArrayList.class);
    }

    @Override
    public byte[] encode(Person p) {
      output.setPosition(0);
      kryo.writeObject(output, p);
      return output.toBytes();
    }

    @Override
    public Person decode(byte[] bytes) {
      return kryo.readObject(new Input(bytes), Person.class);
    }
  }

  /** Apache Fory, Java mode, class registered, references off, code generation on. */
  final class ForyCodec implements CacheCodec {
    private final Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .requireClassRegistration(true)
            .withRefTracking(false)
            .withCodegen(true)
            .withAsyncCompilation(false)
            .build();

    ForyCodec() {
      fory.register(Person.class);
    }

    @Override
    public byte[] encode(Person p) {
      return fory.serialize(p);
    }

    @Override
    public Person decode(byte[] bytes) {
      return (Person) fory.deserialize(bytes);
    }
  }

  /** JDK serialization. */
  final class JdkCodec implements CacheCodec {
    @Override
    public byte[] encode(Person p) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(p);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return bytes.toByteArray();
    }

    @Override
    public Person decode(byte[] bytes) {
      try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
        return (Person) in.readObject();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
