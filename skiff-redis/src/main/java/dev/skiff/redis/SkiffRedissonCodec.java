package dev.skiff.redis;

import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufOutputStream;
import java.io.IOException;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.redisson.client.codec.BaseCodec;
import org.redisson.client.protocol.Decoder;
import org.redisson.client.protocol.Encoder;

/**
 * A Redisson codec that stores values as Skiff bytes, a thin adapter over one shared {@link Skiff}.
 *
 * <p>Use it with {@code config.setCodec(new SkiffRedissonCodec(skiff))}. Redisson creates copies of
 * a codec for other class loaders through the {@code (ClassLoader, SkiffRedissonCodec)}
 * constructor; the copy keeps the same {@code Skiff} and reports the given class loader. Bad bytes
 * stored in Redis raise a {@link SkiffException}.
 */
public class SkiffRedissonCodec extends BaseCodec {

  private final Skiff skiff;
  private final ClassLoader classLoader;

  private final Encoder encoder;
  private final Decoder<Object> decoder;

  /** Creates a codec over {@code skiff}, reporting the thread's context class loader. */
  public SkiffRedissonCodec(Skiff skiff) {
    this(skiff, defaultLoader());
  }

  /**
   * The copy constructor Redisson calls by reflection to move a codec to another class loader.
   *
   * @param classLoader the class loader Redisson wants the copy to use
   * @param codec the codec to copy; its {@code Skiff} is shared
   */
  public SkiffRedissonCodec(ClassLoader classLoader, SkiffRedissonCodec codec) {
    this(codec.skiff, classLoader);
  }

  private SkiffRedissonCodec(Skiff skiff, ClassLoader classLoader) {
    this.skiff = Objects.requireNonNull(skiff, "skiff");
    this.classLoader = Objects.requireNonNull(classLoader, "classLoader");
    this.encoder = this::encode;
    this.decoder = (buf, state) -> decode(buf);
  }

  private static ClassLoader defaultLoader() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return loader != null ? loader : SkiffRedissonCodec.class.getClassLoader();
  }

  private ByteBuf encode(Object value) throws IOException {
    ByteBuf out = ByteBufAllocator.DEFAULT.buffer();
    try (ByteBufOutputStream stream = new ByteBufOutputStream(out)) {
      skiff.serialize(value, stream);
      return out;
    } catch (IOException | RuntimeException e) {
      out.release();
      throw e;
    }
  }

  private @Nullable Object decode(ByteBuf buf) throws IOException {
    try (ByteBufInputStream in = new ByteBufInputStream(buf)) {
      return skiff.deserialize(in);
    }
  }

  /** The shared {@code Skiff} this codec adapts. */
  public Skiff skiff() {
    return skiff;
  }

  @Override
  public Decoder<Object> getValueDecoder() {
    return decoder;
  }

  @Override
  public Encoder getValueEncoder() {
    return encoder;
  }

  @Override
  public ClassLoader getClassLoader() {
    return classLoader;
  }
}
