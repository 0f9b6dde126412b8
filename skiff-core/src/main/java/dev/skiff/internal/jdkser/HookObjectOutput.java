package dev.skiff.internal.jdkser;

import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.NotActiveException;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import org.jspecify.annotations.Nullable;

/**
 * The {@code ObjectOutputStream} handed to a class's own {@code writeObject} and {@code
 * writeExternal}: every call writes one item of the custom data of the current class into the Skiff
 * message (see {@link SerialHooksCodec} for the items). It is created with the protected no-arg
 * constructor, so none of the JDK's own stream machinery runs; {@code writeObject} reaches {@link
 * #writeObjectOverride}.
 *
 * <p>Primitive data ({@code writeInt}, {@code write(byte[])}, {@code writeUTF}...) is collected in
 * big-endian {@code DataOutput} form and flushed as one {@code BLOCK} item before the next object,
 * the fields, or the end of the class's data, so a reader may read it back with any mix of
 * primitive reads, as with JDK serialization. A stream is valid only while its owner runs: used
 * after that, it throws {@link NotActiveException}.
 */
final class HookObjectOutput extends ObjectOutputStream {
  static final int END = 0;
  static final int FIELDS = 1;
  static final int BLOCK = 2;
  static final int OBJECT = 3;

  private final WriteContext ctx;
  private final Slot objectSlot;
  private @Nullable ByteArrayOutputStream bytes;
  private @Nullable DataOutputStream block;
  private boolean active;
  private @Nullable SerialSlice slice;
  private @Nullable Object current;
  private @Nullable PutFields put;
  private @Nullable RuntimeException failure;

  HookObjectOutput(WriteContext ctx, Slot objectSlot) throws IOException {
    super();
    this.ctx = ctx;
    this.objectSlot = objectSlot;
  }

  /** Starts the custom data of {@code slice} of {@code obj} ({@code slice} null: external data). */
  void begin(@Nullable SerialSlice slice, Object obj) {
    this.slice = slice;
    this.current = obj;
    this.put = null;
    this.active = true;
  }

  /** Ends the current class's data with an END item; rethrows a failure the hook swallowed. */
  void end() throws IOException {
    flushBlock();
    ctx.writeByte(END);
    active = false;
    slice = null;
    put = null;
    if (failure != null) {
      throw failure;
    }
  }

  /** Deactivates after a failure. */
  void abandon() {
    active = false;
  }

  private void check() throws IOException {
    if (!active) {
      throw new NotActiveException("the Skiff stream is used outside writeObject/writeExternal");
    }
  }

  private DataOutputStream block() throws IOException {
    check();
    if (block == null) {
      bytes = new ByteArrayOutputStream();
      block = new DataOutputStream(bytes);
    }
    return block;
  }

  private void flushBlock() {
    if (bytes != null && bytes.size() > 0) {
      byte[] b = bytes.toByteArray();
      bytes.reset();
      guard(
          () -> {
            ctx.writeByte(BLOCK);
            ctx.writeVarUInt(b.length);
            ctx.writeBytes(b, 0, b.length);
          });
    }
  }

  /** Runs a write into the context, remembering a failure so that a hook cannot swallow it. */
  private void guard(Runnable r) {
    try {
      r.run();
    } catch (RuntimeException e) {
      if (failure == null) {
        failure = e;
      }
      throw e;
    }
  }

  @Override
  protected void writeObjectOverride(Object obj) throws IOException {
    check();
    flushBlock();
    guard(
        () -> {
          ctx.writeByte(OBJECT);
          ctx.writeAny(obj, objectSlot);
        });
  }

  @Override
  public void writeUnshared(Object obj) throws IOException {
    writeObjectOverride(obj);
  }

  @Override
  public void defaultWriteObject() throws IOException {
    check();
    if (slice == null) {
      throw new NotActiveException("defaultWriteObject outside writeObject");
    }
    flushBlock();
    SerialSlice s = slice;
    @Nullable Object[] values = s.valuesOf(Facts.nonNull(current));
    guard(
        () -> {
          ctx.writeByte(FIELDS);
          s.writeValues(ctx, values);
        });
  }

  @Override
  public PutField putFields() throws IOException {
    check();
    if (slice == null) {
      throw new NotActiveException("putFields outside writeObject");
    }
    if (put == null) {
      put = new PutFields(slice);
    }
    return put;
  }

  @Override
  public void writeFields() throws IOException {
    check();
    if (put == null) {
      throw new NotActiveException("writeFields without putFields");
    }
    flushBlock();
    @Nullable Object[] values = put.values;
    SerialSlice s = Facts.nonNull(slice); // put exists only inside a writeObject hook
    guard(
        () -> {
          ctx.writeByte(FIELDS);
          s.writeValues(ctx, values);
        });
  }

  @Override
  public void reset() throws IOException {
    throw new IOException("reset is not allowed while an object is being written");
  }

  @Override
  public void useProtocolVersion(int version) {}

  @Override
  public void write(int val) throws IOException {
    block().write(val);
  }

  @Override
  public void write(byte[] buf) throws IOException {
    block().write(buf, 0, buf.length);
  }

  @Override
  public void write(byte[] buf, int off, int len) throws IOException {
    block().write(buf, off, len);
  }

  @Override
  public void flush() {}

  @Override
  protected void drain() {}

  @Override
  public void close() {}

  @Override
  public void writeBoolean(boolean val) throws IOException {
    block().writeBoolean(val);
  }

  @Override
  public void writeByte(int val) throws IOException {
    block().writeByte(val);
  }

  @Override
  public void writeShort(int val) throws IOException {
    block().writeShort(val);
  }

  @Override
  public void writeChar(int val) throws IOException {
    block().writeChar(val);
  }

  @Override
  public void writeInt(int val) throws IOException {
    block().writeInt(val);
  }

  @Override
  public void writeLong(long val) throws IOException {
    block().writeLong(val);
  }

  @Override
  public void writeFloat(float val) throws IOException {
    block().writeFloat(val);
  }

  @Override
  public void writeDouble(double val) throws IOException {
    block().writeDouble(val);
  }

  @Override
  public void writeBytes(String str) throws IOException {
    block().writeBytes(str);
  }

  @Override
  public void writeChars(String str) throws IOException {
    block().writeChars(str);
  }

  @Override
  public void writeUTF(String str) throws IOException {
    block().writeUTF(str);
  }

  /** The {@code PutField} of one class: a value per serial field, defaults until put. */
  static final class PutFields extends ObjectOutputStream.PutField {
    private final SerialSlice slice;
    final @Nullable Object[] values;

    PutFields(SerialSlice slice) {
      this.slice = slice;
      this.values = new Object[slice.names.length];
      for (int i = 0; i < values.length; i++) {
        values[i] = slice.defaultValue(i);
      }
    }

    private void set(String name, Class<?> t, Object v) {
      values[slice.indexOf(name, t)] = v;
    }

    @Override
    public void put(String name, boolean val) {
      set(name, boolean.class, val);
    }

    @Override
    public void put(String name, byte val) {
      set(name, byte.class, val);
    }

    @Override
    public void put(String name, char val) {
      set(name, char.class, val);
    }

    @Override
    public void put(String name, short val) {
      set(name, short.class, val);
    }

    @Override
    public void put(String name, int val) {
      set(name, int.class, val);
    }

    @Override
    public void put(String name, long val) {
      set(name, long.class, val);
    }

    @Override
    public void put(String name, float val) {
      set(name, float.class, val);
    }

    @Override
    public void put(String name, double val) {
      set(name, double.class, val);
    }

    @Override
    public void put(String name, Object val) {
      set(name, Object.class, val);
    }

    @Override
    @Deprecated
    public void write(ObjectOutput out) throws IOException {
      throw new IOException("PutField.write is not supported; call writeFields()");
    }
  }
}
