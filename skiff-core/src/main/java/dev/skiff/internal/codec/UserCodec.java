package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.Serializer;
import dev.skiff.SkiffInput;
import dev.skiff.SkiffOutput;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecFactory;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.engine.WriteContext;
import org.jspecify.annotations.Nullable;

/**
 * The codec that runs a user's {@link Serializer}: the body is whatever the serializer writes
 * through the {@link SkiffOutput} view of the context, with no framing of its own.
 */
final class UserCodec<T> extends Codec<T> {
  private final Serializer<T> serializer;

  private UserCodec(Serializer<T> serializer) {
    this.serializer = serializer;
  }

  /** Adapts a user factory to a link of the codec chain. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static CodecFactory link(Serializer.Factory factory) {
    return (Class<?> type, TypeRegistry registry) -> {
      Serializer<?> s = factory.create(type);
      return s == null ? null : new UserCodec(s);
    };
  }

  @Override
  public void write(WriteContext ctx, T value) {
    serializer.write(new Output(ctx), value);
  }

  @Override
  public T read(ReadContext ctx) {
    return serializer.read(new Input(ctx));
  }

  /** The {@link SkiffOutput} view of a write context. */
  private static final class Output implements SkiffOutput {
    private final WriteContext ctx;
    private final Slot any = Slot.object();

    Output(WriteContext ctx) {
      this.ctx = ctx;
    }

    @Override
    public void writeBoolean(boolean value) {
      ctx.writeBoolean(value);
    }

    @Override
    public void writeByte(int value) {
      ctx.writeByte(value);
    }

    @Override
    public void writeShort(short value) {
      ctx.writeShort(value);
    }

    @Override
    public void writeChar(char value) {
      ctx.writeChar(value);
    }

    @Override
    public void writeInt(int value) {
      ctx.writeVarInt(value);
    }

    @Override
    public void writeLong(long value) {
      ctx.writeVarLong(value);
    }

    @Override
    public void writeFloat(float value) {
      ctx.writeFloat(value);
    }

    @Override
    public void writeDouble(double value) {
      ctx.writeDouble(value);
    }

    @Override
    public void writeString(@Nullable String value) {
      ctx.writeStringOrNull(value);
    }

    @Override
    public void writeBytes(byte[] value) {
      ctx.writeVarUInt(value.length);
      ctx.writeBytes(value, 0, value.length);
    }

    @Override
    public void writeObject(@Nullable Object value) {
      ctx.writeAny(value, any);
    }
  }

  /** The {@link SkiffInput} view of a read context. */
  private static final class Input implements SkiffInput {
    private final ReadContext ctx;
    private final Slot any = Slot.object();

    Input(ReadContext ctx) {
      this.ctx = ctx;
    }

    @Override
    public boolean readBoolean() {
      return ctx.readBoolean();
    }

    @Override
    public byte readByte() {
      return ctx.readByte();
    }

    @Override
    public short readShort() {
      return ctx.readShort();
    }

    @Override
    public char readChar() {
      return ctx.readChar();
    }

    @Override
    public int readInt() {
      return ctx.readVarInt();
    }

    @Override
    public long readLong() {
      return ctx.readVarLong();
    }

    @Override
    public float readFloat() {
      return ctx.readFloat();
    }

    @Override
    public double readDouble() {
      return ctx.readDouble();
    }

    @Override
    public @Nullable String readString() {
      return ctx.readStringOrNull();
    }

    @Override
    public byte[] readBytes() {
      int n = ctx.readLength(1);
      byte[] bytes = new byte[n];
      ctx.readBytes(bytes, 0, n);
      return bytes;
    }

    @Override
    public @Nullable Object readObject() {
      return ctx.readAny(any);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <V> @Nullable V readObject(Class<V> type) {
      long at = ctx.offset();
      Object value = ctx.readAny(any);
      Class<?> boxed = TypeRegistry.boxed(type);
      if (value != null && !boxed.isInstance(value)) {
        throw new MalformedInputException(
            "expected a " + type.getName() + " but read a " + value.getClass().getName(), at);
      }
      return type.isPrimitive() ? (V) value : type.cast(value);
    }
  }
}
