package dev.skiff.bench;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.UUID;

/**
 * The plain byte buffer of the hand-written codecs: var-ints (zig-zag for signed values),
 * little-endian fixed-width floating point, and strings as a length plus either Latin-1 bytes or
 * UTF-8; the JDK value types of the catalog and account data sets ({@code UUID} as two fixed longs,
 * {@code BigDecimal}, {@code Instant}, {@code LocalDate}) and {@code int[]}. One instance is reused
 * for writing, another for reading.
 */
final class HandBuffer {
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INTS =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

  byte[] buf;
  int pos;

  HandBuffer(int capacity) {
    buf = new byte[capacity];
  }

  // ---- writing

  void reset() {
    pos = 0;
  }

  byte[] toBytes() {
    return Arrays.copyOf(buf, pos);
  }

  private void ensure(int n) {
    if (pos + n > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, pos + n));
    }
  }

  void writeByte(int b) {
    ensure(1);
    buf[pos++] = (byte) b;
  }

  void writeBoolean(boolean b) {
    writeByte(b ? 1 : 0);
  }

  void writeUInt(int v) {
    ensure(5);
    while ((v & ~0x7F) != 0) {
      buf[pos++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    buf[pos++] = (byte) v;
  }

  void writeInt(int v) {
    writeUInt((v << 1) ^ (v >> 31));
  }

  void writeLong(long v) {
    long z = (v << 1) ^ (v >> 63);
    ensure(10);
    while ((z & ~0x7FL) != 0) {
      buf[pos++] = (byte) (z | 0x80);
      z >>>= 7;
    }
    buf[pos++] = (byte) z;
  }

  void writeDouble(double d) {
    ensure(8);
    LONGS.set(buf, pos, Double.doubleToRawLongBits(d));
    pos += 8;
  }

  void writeFloat(float f) {
    ensure(4);
    INTS.set(buf, pos, Float.floatToRawIntBits(f));
    pos += 4;
  }

  /** Eight little-endian bytes: for random bits (UUIDs), which do not shrink as var-ints. */
  void writeLongFixed(long v) {
    ensure(8);
    LONGS.set(buf, pos, v);
    pos += 8;
  }

  void writeUuid(UUID u) {
    writeLongFixed(u.getMostSignificantBits());
    writeLongFixed(u.getLeastSignificantBits());
  }

  /** The scale, then the unscaled value: a var-long if it fits (a 0 marker), else its bytes. */
  void writeDecimal(BigDecimal d) {
    writeInt(d.scale());
    BigInteger unscaled = d.unscaledValue();
    if (unscaled.bitLength() < 64) {
      writeUInt(0);
      writeLong(unscaled.longValue());
    } else {
      byte[] bytes = unscaled.toByteArray();
      writeUInt(bytes.length);
      ensure(bytes.length);
      System.arraycopy(bytes, 0, buf, pos, bytes.length);
      pos += bytes.length;
    }
  }

  /** Seconds since the epoch and nanoseconds. */
  void writeInstant(Instant t) {
    writeLong(t.getEpochSecond());
    writeUInt(t.getNano());
  }

  /** Days since the epoch. */
  void writeDate(LocalDate d) {
    writeLong(d.toEpochDay());
  }

  void writeInts(int[] a) {
    writeUInt(a.length);
    for (int v : a) {
      writeInt(v);
    }
  }

  /** Null as 0, else (length << 1 | utf8) + 1, then the bytes. */
  @SuppressWarnings("deprecation")
  void writeString(String s) {
    if (s == null) {
      writeUInt(0);
      return;
    }
    int n = s.length();
    boolean latin1 = true;
    for (int i = 0; i < n; i++) {
      if (s.charAt(i) > 0xFF) {
        latin1 = false;
        break;
      }
    }
    if (latin1) {
      writeUInt((n << 1) + 1);
      ensure(n);
      s.getBytes(0, n, buf, pos); // an array copy for compact strings
      pos += n;
    } else {
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      writeUInt(((utf8.length << 1) | 1) + 1);
      ensure(utf8.length);
      System.arraycopy(utf8, 0, buf, pos, utf8.length);
      pos += utf8.length;
    }
  }

  // ---- reading

  void setInput(byte[] bytes) {
    buf = bytes;
    pos = 0;
  }

  int readByte() {
    return buf[pos++];
  }

  boolean readBoolean() {
    return buf[pos++] != 0;
  }

  int readUInt() {
    int b = buf[pos++];
    if (b >= 0) {
      return b;
    }
    int v = b & 0x7F;
    int shift = 7;
    while (true) {
      b = buf[pos++];
      v |= (b & 0x7F) << shift;
      if (b >= 0) {
        return v;
      }
      shift += 7;
    }
  }

  int readInt() {
    int z = readUInt();
    return (z >>> 1) ^ -(z & 1);
  }

  long readLong() {
    long z = 0;
    int shift = 0;
    while (true) {
      int b = buf[pos++];
      z |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        break;
      }
      shift += 7;
    }
    return (z >>> 1) ^ -(z & 1);
  }

  double readDouble() {
    long bits = (long) LONGS.get(buf, pos);
    pos += 8;
    return Double.longBitsToDouble(bits);
  }

  float readFloat() {
    int bits = (int) INTS.get(buf, pos);
    pos += 4;
    return Float.intBitsToFloat(bits);
  }

  long readLongFixed() {
    long v = (long) LONGS.get(buf, pos);
    pos += 8;
    return v;
  }

  UUID readUuid() {
    long most = readLongFixed();
    return new UUID(most, readLongFixed());
  }

  BigDecimal readDecimal() {
    int scale = readInt();
    int n = readUInt();
    if (n == 0) {
      return BigDecimal.valueOf(readLong(), scale);
    }
    BigInteger unscaled = new BigInteger(buf, pos, n);
    pos += n;
    return new BigDecimal(unscaled, scale);
  }

  Instant readInstant() {
    long seconds = readLong();
    return Instant.ofEpochSecond(seconds, readUInt());
  }

  LocalDate readDate() {
    return LocalDate.ofEpochDay(readLong());
  }

  int[] readInts() {
    int[] a = new int[readUInt()];
    for (int i = 0; i < a.length; i++) {
      a[i] = readInt();
    }
    return a;
  }

  String readString() {
    int h = readUInt();
    if (h == 0) {
      return null;
    }
    h--;
    int n = h >>> 1;
    String s;
    if ((h & 1) == 0) {
      // The Latin-1 constructor with high byte 0, as Skiff's reader: an array copy that C2
      // inlines, where the constructor taking a Charset (over 800 bytes of bytecode) stays a call.
      @SuppressWarnings("deprecation")
      String latin = new String(buf, 0, pos, n);
      s = latin;
    } else {
      s = new String(buf, pos, n, StandardCharsets.UTF_8);
    }
    pos += n;
    return s;
  }
}
