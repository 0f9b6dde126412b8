package dev.skiff.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class MutationProperties {
  @Provide
  Arbitrary<byte[]> corpusMessage() throws IOException {
    List<byte[]> all =
        InspectorTest.corpus().stream()
            .map(
                p -> {
                  try {
                    return Main.parseHex(Files.readString(p));
                  } catch (IOException e) {
                    throw new IllegalStateException(e);
                  }
                })
            .toList();
    return Arbitraries.of(all);
  }

  @Property(tries = 500)
  void mutated_corpusMessage_endsOkOpaqueOrDocumentedMalformed(
      @ForAll("corpusMessage") byte[] msg,
      @ForAll int index,
      @ForAll byte value,
      @ForAll boolean truncate) {
    byte[] m = msg.clone();
    int i = Math.floorMod(index, m.length);
    if (truncate) {
      m = Arrays.copyOf(m, i);
    } else {
      m[i] = value;
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            new String[] {"--hex", HexFormat.of().formatHex(m)},
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    Inspector.Result r = Inspector.message(m);
    assertThat(err.size()).isZero();
    if (r.status().equals("malformed")) {
      assertThat(code).isEqualTo(2);
      assertThat(r.offset()).isBetween(0, m.length);
      assertThat(out.toString(StandardCharsets.UTF_8))
          .endsWith("malformed at offset " + r.offset() + ": " + r.reason() + "\n");
    } else {
      assertThat(code).isZero();
      assertThat(r.status()).isIn("ok", "opaque");
    }
  }

  @Property(tries = 200)
  void truncated_corpusMessage_isNeverOk(@ForAll("corpusMessage") byte[] msg, @ForAll int cut) {
    int n = Math.floorMod(cut, msg.length);
    Inspector.Result r = Inspector.message(Arrays.copyOf(msg, n));
    assertThat(r.status()).isIn("malformed", "opaque");
  }
}
