package dev.skiff.internal.jdkser;

import dev.skiff.internal.engine.Facts;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.NotActiveException;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.ObjectStreamClass;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code ObjectInputStream} handed to a class's own {@code readObject} and {@code
 * readExternal}: the mirror of {@link HookObjectOutput}, reading the items of the custom data of
 * the current class from the Skiff message. Created with the protected no-arg constructor; {@code
 * readObject} reaches {@link #readObjectOverride}.
 *
 * <p>Primitive reads consume {@code BLOCK} items; reading past the primitive data ends in an {@link
 * EOFException}, as with JDK serialization. {@code readObject} with primitive data unread, or with
 * something else than an object next, throws {@link StreamCorruptedException}. Whatever the hook
 * leaves unread is skipped (objects are still read, so reference ids stay in step with the writer).
 * A failure of the Skiff reader is remembered, so a hook that catches and ignores it cannot hide
 * corrupt input. Validations registered with {@link #registerValidation} run, by descending
 * priority, when the object that registered them is complete (JDK serialization runs them when the
 * whole graph is complete; Skiff has no such moment for nested objects).
 */
final class HookObjectInput extends ObjectInputStream {
  private final ReadContext ctx;
  private final Slot objectSlot;
  private boolean active;
  private @Nullable SerialSlice slice;
  private @Nullable Object current;
  private int next = -1;
  private byte[] block = new byte[0];
  private int blockPos;
  private @Nullable RuntimeException failure;
  private @Nullable List<Object[]> validations;

  HookObjectInput(ReadContext ctx, Slot objectSlot) throws IOException {
    super();
    this.ctx = ctx;
    this.objectSlot = objectSlot;
  }

  /** Starts the custom data of {@code slice} of {@code obj} ({@code slice} null: external data). */
  void begin(@Nullable SerialSlice slice, Object obj) {
    this.slice = slice;
    this.current = obj;
    this.active = true;
    this.next = -1;
    this.blockPos = block.length;
  }

  /** Skips what the hook left unread up to the END item; rethrows a swallowed failure. */
  void end() throws IOException {
    if (failure != null) {
      throw failure;
    }
    blockPos = block.length;
    while (true) {
      int item = peek();
      next = -1;
      if (item == HookObjectOutput.END) {
        break;
      }
      guard(
          () -> {
            switch (item) {
              case HookObjectOutput.FIELDS -> {
                if (slice == null) {
                  throw ctx.malformed("field data in external data");
                }
                slice.readValues(ctx);
              }
              case HookObjectOutput.BLOCK -> {
                int n = ctx.readLength(1);
                ctx.readBytes(new byte[n], 0, n);
              }
              default -> ctx.readAny(objectSlot);
            }
          });
    }
    active = false;
    slice = null;
  }

  /** Deactivates after a failure. */
  void abandon() {
    active = false;
  }

  /** Runs the registered validations, highest priority first. */
  void validate() throws InvalidObjectException {
    if (validations == null) {
      return;
    }
    validations.sort((a, b) -> Integer.compare((Integer) b[1], (Integer) a[1]));
    for (Object[] v : validations) {
      ((ObjectInputValidation) v[0]).validateObject();
    }
  }

  private void check() throws IOException {
    if (!active) {
      throw new NotActiveException("the Skiff stream is used outside readObject/readExternal");
    }
  }

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

  /** The next item tag, read once and kept until consumed. */
  private int peek() throws IOException {
    check();
    if (failure != null) {
      throw failure;
    }
    if (next < 0) {
      guard(
          () -> {
            long at = ctx.offset();
            int t = ctx.readUnsignedByte();
            if (t > HookObjectOutput.OBJECT) {
              throw new dev.skiff.MalformedInputException(
                  "invalid item " + t + " in the custom data of a serializable class", at);
            }
            next = t;
          });
    }
    return next;
  }

  /** Whether primitive data is available, loading the next BLOCK item if that comes next. */
  private boolean fill() throws IOException {
    if (blockPos < block.length) {
      return true;
    }
    if (peek() != HookObjectOutput.BLOCK) {
      return false;
    }
    next = -1;
    guard(
        () -> {
          int n = ctx.readLength(1);
          if (n == 0) {
            throw ctx.malformed("empty block of primitive data");
          }
          byte[] b = new byte[n];
          ctx.readBytes(b, 0, n);
          block = b;
          blockPos = 0;
        });
    return true;
  }

  private int next1() throws IOException {
    if (!fill()) {
      throw new EOFException("no more primitive data in the custom data");
    }
    return block[blockPos++] & 0xFF;
  }

  @Override
  protected @Nullable Object readObjectOverride() throws IOException {
    check();
    if (blockPos < block.length) {
      throw new StreamCorruptedException("unread primitive data where an object is read");
    }
    int item = peek();
    if (item == HookObjectOutput.END) {
      throw new EOFException("no more objects in the custom data");
    }
    if (item != HookObjectOutput.OBJECT) {
      throw new StreamCorruptedException(
          (item == HookObjectOutput.BLOCK ? "primitive data" : "field data")
              + " where an object is read");
    }
    next = -1;
    @Nullable Object[] box = new Object[1];
    guard(() -> box[0] = ctx.readAny(objectSlot));
    return box[0];
  }

  @Override
  public @Nullable Object readUnshared() throws IOException {
    return readObjectOverride();
  }

  private @Nullable Object[] fieldValues(String what) throws IOException {
    check();
    SerialSlice slice = this.slice;
    if (slice == null) {
      throw new NotActiveException(what + " outside readObject");
    }
    if (blockPos < block.length) {
      throw new StreamCorruptedException("unread primitive data before " + what);
    }
    if (peek() != HookObjectOutput.FIELDS) {
      if (slice.names.length == 0) {
        return new Object[0];
      }
      throw new StreamCorruptedException("no field data for " + slice.type.getName());
    }
    next = -1;
    java.util.concurrent.atomic.AtomicReference<@Nullable Object[]> box =
        new java.util.concurrent.atomic.AtomicReference<>(new Object[0]);
    guard(() -> box.set(slice.readValues(ctx)));
    return Facts.nonNull(box.get()); // set above, or guard threw
  }

  @Override
  public void defaultReadObject() throws IOException {
    @Nullable Object[] values = fieldValues("defaultReadObject");
    if (values.length > 0) {
      // fieldValues checked that a readObject hook is active: slice and current are set.
      SerialSlice s = Facts.nonNull(slice);
      Object target = Facts.nonNull(current);
      guard(() -> s.store(target, values));
    }
  }

  @Override
  public GetField readFields() throws IOException {
    @Nullable Object[] values = fieldValues("readFields");
    return new GetFields(Facts.nonNull(slice), values.length == 0 ? null : values);
  }

  @Override
  public void registerValidation(ObjectInputValidation obj, int prio)
      throws NotActiveException, InvalidObjectException {
    if (!active) {
      throw new NotActiveException("registerValidation outside readObject");
    }
    if (obj == null) {
      throw new InvalidObjectException("null validation");
    }
    if (validations == null) {
      validations = new ArrayList<>();
    }
    validations.add(new Object[] {obj, prio});
  }

  @Override
  public int read() throws IOException {
    return fill() ? block[blockPos++] & 0xFF : -1;
  }

  @Override
  public int read(byte[] buf, int off, int len) throws IOException {
    java.util.Objects.checkFromIndexSize(off, len, buf.length);
    if (len == 0) {
      return 0;
    }
    if (!fill()) {
      return -1;
    }
    int n = Math.min(len, block.length - blockPos);
    System.arraycopy(block, blockPos, buf, off, n);
    blockPos += n;
    return n;
  }

  @Override
  public int available() {
    return block.length - blockPos;
  }

  @Override
  public void close() {}

  @Override
  public boolean readBoolean() throws IOException {
    return next1() != 0;
  }

  @Override
  public byte readByte() throws IOException {
    return (byte) next1();
  }

  @Override
  public int readUnsignedByte() throws IOException {
    return next1();
  }

  @Override
  public char readChar() throws IOException {
    return (char) readUnsignedShort();
  }

  @Override
  public short readShort() throws IOException {
    return (short) readUnsignedShort();
  }

  @Override
  public int readUnsignedShort() throws IOException {
    int a = next1();
    return (a << 8) | next1();
  }

  @Override
  public int readInt() throws IOException {
    return (readUnsignedShort() << 16) | readUnsignedShort();
  }

  @Override
  public long readLong() throws IOException {
    return ((long) readInt() << 32) | (readInt() & 0xFFFFFFFFL);
  }

  @Override
  public float readFloat() throws IOException {
    return Float.intBitsToFloat(readInt());
  }

  @Override
  public double readDouble() throws IOException {
    return Double.longBitsToDouble(readLong());
  }

  @Override
  public void readFully(byte[] buf) throws IOException {
    readFully(buf, 0, buf.length);
  }

  @Override
  public void readFully(byte[] buf, int off, int len) throws IOException {
    java.util.Objects.checkFromIndexSize(off, len, buf.length);
    while (len > 0) {
      int n = read(buf, off, len);
      if (n < 0) {
        throw new EOFException("no more primitive data in the custom data");
      }
      off += n;
      len -= n;
    }
  }

  @Override
  public int skipBytes(int len) throws IOException {
    int skipped = 0;
    while (skipped < len && fill()) {
      int n = Math.min(len - skipped, block.length - blockPos);
      blockPos += n;
      skipped += n;
    }
    return skipped;
  }

  @Override
  @Deprecated
  public @Nullable String readLine() throws IOException {
    StringBuilder sb = new StringBuilder();
    int c = read();
    if (c < 0) {
      return null;
    }
    while (c >= 0 && c != '\n') {
      if (c == '\r') {
        if (fill() && (block[blockPos] & 0xFF) == '\n') {
          blockPos++;
        }
        break;
      }
      sb.append((char) c);
      c = read();
    }
    return sb.toString();
  }

  @Override
  public String readUTF() throws IOException {
    return DataInputStream.readUTF(this);
  }

  /** The {@code GetField} of one class: the values read, by serial field name. */
  static final class GetFields extends ObjectInputStream.GetField {
    private final SerialSlice slice;
    private final @Nullable Object @Nullable [] values;

    GetFields(SerialSlice slice, @Nullable Object @Nullable [] values) {
      this.slice = slice;
      this.values = values;
    }

    private @Nullable Object get(String name, Class<?> t, @Nullable Object dflt) {
      int i = slice.indexOf(name, t);
      return values == null ? dflt : values[i];
    }

    @Override
    public ObjectStreamClass getObjectStreamClass() {
      return ObjectStreamClass.lookup(slice.type);
    }

    @Override
    public boolean defaulted(String name) {
      slice.indexOf(name, null);
      return values == null;
    }

    @Override
    public boolean get(String name, boolean val) {
      return (Boolean) Facts.nonNull(get(name, boolean.class, val));
    }

    @Override
    public byte get(String name, byte val) {
      return (Byte) Facts.nonNull(get(name, byte.class, val));
    }

    @Override
    public char get(String name, char val) {
      return (Character) Facts.nonNull(get(name, char.class, val));
    }

    @Override
    public short get(String name, short val) {
      return (Short) Facts.nonNull(get(name, short.class, val));
    }

    @Override
    public int get(String name, int val) {
      return (Integer) Facts.nonNull(get(name, int.class, val));
    }

    @Override
    public long get(String name, long val) {
      return (Long) Facts.nonNull(get(name, long.class, val));
    }

    @Override
    public float get(String name, float val) {
      return (Float) Facts.nonNull(get(name, float.class, val));
    }

    @Override
    public double get(String name, double val) {
      return (Double) Facts.nonNull(get(name, double.class, val));
    }

    @Override
    public @Nullable Object get(String name, @Nullable Object val) {
      return get(name, Object.class, val);
    }
  }
}
