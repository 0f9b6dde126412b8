package dev.skiff.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Generated writes of primitive fields under one capacity check per run: the check must cover the
 * widest encoding of every field of the run, wherever the buffer happens to be full.
 */
class PrimitiveRunTest {

  /** Every primitive kind; at extreme values each var-int takes its longest form. */
  static final class AllPrimitives {
    double d;
    float f;
    char c;
    short s;
    byte b;
    boolean z;
    long l1;
    long l2;
    int i1;
    int i2;
    String tail;

    AllPrimitives() {}

    AllPrimitives(int seed, boolean extreme) {
      d = extreme ? -Double.MAX_VALUE : seed / 3.0;
      f = extreme ? Float.MIN_VALUE : seed;
      c = extreme ? Character.MAX_VALUE : (char) seed;
      s = extreme ? Short.MIN_VALUE : (short) seed;
      b = extreme ? Byte.MIN_VALUE : (byte) seed;
      z = (seed & 1) == 0;
      l1 = extreme ? Long.MIN_VALUE : seed;
      l2 = extreme ? Long.MAX_VALUE : -seed;
      i1 = extreme ? Integer.MIN_VALUE : seed;
      i2 = extreme ? Integer.MAX_VALUE : -seed;
      tail = seed % 7 == 0 ? null : "t" + seed;
    }
  }

  static final class Run {
    List<AllPrimitives> values = new ArrayList<>();
  }

  private static Run run() {
    Run r = new Run();
    for (int i = 0; i < 700; i++) {
      r.values.add(new AllPrimitives(i, i % 2 == 0));
    }
    return r;
  }

  @Test
  void serialize_runsAcrossEveryBufferBoundary_sameBytesAsInterpreter() {
    Run value = run();
    for (boolean refs : new boolean[] {false, true}) {
      Skiff generated = Differential.assertAgree(value, null, refs);
      assertThat(generated.interpretedClasses()).isEmpty();
    }
  }

  @Test
  void serializeToStream_runsAcrossDrains_sameBytesAsByteArray() {
    Run value = run();
    Skiff skiff = Differential.skiff(null, false, true);
    byte[] expected = skiff.serialize(value);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    skiff.serialize(value, out);

    assertThat(out.toByteArray()).isEqualTo(expected);
    assertThat(expected.length).as("long enough to drain several times").isGreaterThan(3 * 8192);
  }
}
