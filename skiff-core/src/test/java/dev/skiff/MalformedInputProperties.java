package dev.skiff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random corruption of valid messages (byte flips, insertions, deletions) yields a value or a
 * SkiffException, never a leaked JDK exception or error, and never a huge allocation.
 */
class MalformedInputProperties {

  /** One edit of a message; positions are taken modulo the message length. */
  record Edit(int kind, int position, byte value) {
    byte[] apply(byte[] m) {
      if (m.length == 0) {
        return new byte[] {value};
      }
      int p = Math.floorMod(position, m.length);
      switch (kind) {
        case 0:
          {
            byte[] c = m.clone();
            c[p] = value;
            return c;
          }
        case 1:
          {
            byte[] c = m.clone();
            c[p] ^= (byte) (1 << Math.floorMod(value, 8));
            return c;
          }
        case 2:
          {
            byte[] c = new byte[m.length + 1];
            System.arraycopy(m, 0, c, 0, p);
            c[p] = value;
            System.arraycopy(m, p, c, p + 1, m.length - p);
            return c;
          }
        default:
          {
            byte[] c = new byte[m.length - 1];
            System.arraycopy(m, 0, c, 0, p);
            System.arraycopy(m, p + 1, c, p, m.length - p - 1);
            return c;
          }
      }
    }
  }

  @Provide
  Arbitrary<Edit> edit() {
    return Combinators.combine(
            Arbitraries.integers().between(0, 3),
            Arbitraries.integers().between(0, 1 << 20),
            Arbitraries.oneOf(
                Arbitraries.bytes(),
                Arbitraries.of((byte) 0xFF, (byte) 0x80, (byte) 0x7F, (byte) 0x00, (byte) 0x07)))
        .as(Edit::new);
  }

  @Provide
  Arbitrary<List<Edit>> edits() {
    return edit().list().ofMinSize(1).ofMaxSize(4);
  }

  @Provide
  Arbitrary<Object> values() {
    return Arbitraries.oneOf(
        Arbitraries.of(new ArrayList<>(SafetyTest.corpus().values()).toArray()),
        GraphGenerators.graphs());
  }

  @Provide
  Arbitrary<RoundTripConfig> configs() {
    return Arbitraries.of(RoundTripConfig.all());
  }

  @Property(tries = 1000)
  void deserialize_corruptedMessage_valueOrSkiffException(
      @ForAll("values") Object value,
      @ForAll("configs") RoundTripConfig config,
      @ForAll("edits") List<Edit> edits) {
    Skiff skiff = config.skiff();
    byte[] message = skiff.serialize(value);
    for (Edit e : edits) {
      message = e.apply(message);
    }
    SafeRead.read(skiff, message, config.transport() != RoundTripConfig.Transport.BYTES);
  }

  @Property(tries = 300)
  void deserialize_hugeLengthSpliced_valueOrSkiffException(
      @ForAll("values") Object value,
      @ForAll("configs") RoundTripConfig config,
      @ForAll("edit") Edit where,
      @ForAll boolean replace) {
    Skiff skiff = config.skiff();
    byte[] message = skiff.serialize(value);
    byte[] pattern = SafetyTest.HOSTILE[Math.floorMod(where.value(), SafetyTest.HOSTILE.length)];
    int p = 1 + Math.floorMod(where.position(), Math.max(1, message.length - 1));
    byte[] hostile;
    if (replace) {
      hostile = Arrays.copyOf(message, Math.max(message.length, p + pattern.length));
      System.arraycopy(pattern, 0, hostile, p, pattern.length);
    } else {
      hostile = new byte[message.length + pattern.length];
      int cut = Math.min(p, message.length);
      System.arraycopy(message, 0, hostile, 0, cut);
      System.arraycopy(pattern, 0, hostile, cut, pattern.length);
      System.arraycopy(message, cut, hostile, cut + pattern.length, message.length - cut);
    }
    SafeRead.read(skiff, hostile, config.transport() != RoundTripConfig.Transport.BYTES);
  }
}
