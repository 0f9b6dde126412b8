package dev.skiff.internal.codec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.DeepEquals;
import dev.skiff.Skiff;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One golden message for every built-in id: {@link BuiltinSamples} gives a value of each id's
 * class, and {@code golden/v1/builtins.txt} holds the bytes Skiff wrote for it (one line per id:
 * {@code id<TAB>class name<TAB>hex}). Every sample must serialize to exactly its stored bytes, the
 * stored bytes must read back (from an array and from a stream) to a value equal to the sample, and
 * every id of the table must have a line, so an appended id without a golden message fails here.
 *
 * <p>To write the file after an intended change (an appended id), run from the module directory
 * {@code ./mvnw -B test -Dtest=BuiltinGoldenTest -Dskiff.golden.update=true} and review the diff;
 * lines for existing ids must not change.
 */
class BuiltinGoldenTest {
  private static final String FILE = "golden/v1/builtins.txt";
  private static final String SOURCE = "src/test/resources/" + FILE;

  private static final Skiff SKIFF = Skiff.builder().requireRegistration(false).build();

  private static boolean updating() {
    return Boolean.getBoolean("skiff.golden.update");
  }

  private static Map<Integer, String> golden() throws IOException {
    Map<Integer, String> lines = new LinkedHashMap<>();
    try (var in = BuiltinGoldenTest.class.getResourceAsStream("/" + FILE)) {
      if (in == null) {
        return lines;
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        lines.put(Integer.parseInt(f[0]), f[1] + "\t" + f[2]);
      }
    }
    return lines;
  }

  private static String hex(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) {
      sb.append(String.format("%02x", b & 0xFF));
    }
    return sb.toString();
  }

  private static byte[] unhex(String hex) {
    byte[] b = new byte[hex.length() / 2];
    for (int i = 0; i < b.length; i++) {
      b[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
    }
    return b;
  }

  @Test
  void serialize_everyBuiltinSample_writesItsGoldenBytes() throws IOException {
    Map<Integer, String> golden = golden();
    List<String> lines = new ArrayList<>();
    List<Class<?>> classes = BuiltinTable.classes();
    for (int id = 0; id < classes.size(); id++) {
      Class<?> type = classes.get(id);
      if (type == null) {
        continue;
      }
      Object sample = BuiltinSamples.sample(id);
      assertThat(sample).as("a sample for built-in id %d (%s)", id, type.getName()).isNotNull();
      Class<?> sampleClass =
          Proxy.isProxyClass(sample.getClass())
              ? Proxy.class
              : sample.getClass().isSynthetic() || sample.getClass().isHidden()
                  ? java.lang.invoke.SerializedLambda.class
                  : sample instanceof Class ? Class.class : sample.getClass();
      assertThat(sampleClass).as("the class of the sample of id %d", id).isEqualTo(type);
      String line = type.getName() + "\t" + hex(SKIFF.serialize(sample));
      lines.add(id + "\t" + line);
      if (!updating()) {
        assertThat(golden.get(id))
            .as("golden bytes of id %d (%s)", id, type.getName())
            .isEqualTo(line);
      }
    }
    if (updating()) {
      Files.writeString(
          Path.of(SOURCE),
          "# One golden message per built-in id: id<TAB>class name<TAB>bytes in hex.\n"
              + "# Written by BuiltinGoldenTest with -Dskiff.golden.update=true; never edit by hand.\n"
              + String.join("\n", lines)
              + "\n");
    } else {
      assertThat(golden.keySet())
          .as("ids in the golden file that the table no longer has")
          .allMatch(id -> id < classes.size() && classes.get(id) != null);
    }
  }

  @Test
  void deserialize_everyGoldenMessage_readsAValueEqualToTheSample() throws IOException {
    Map<Integer, String> golden = golden();
    assertThat(golden).as(FILE + " on the test class path").isNotEmpty();
    for (Map.Entry<Integer, String> e : golden.entrySet()) {
      int id = e.getKey();
      byte[] bytes = unhex(e.getValue().split("\t")[1]);
      Object expected = BuiltinSamples.sample(id);
      assertSameValue(id, expected, SKIFF.deserialize(bytes));
      assertSameValue(id, expected, SKIFF.deserialize(new ByteArrayInputStream(bytes)));
    }
  }

  @SuppressWarnings("unchecked")
  private static void assertSameValue(int id, Object expected, Object actual) {
    String what = "id " + id + " read back";
    assertThat(actual).as(what).isNotNull();
    if (expected instanceof URL) {
      // never URL.equals: it may resolve host names
      assertThat(((URL) actual).toExternalForm())
          .as(what)
          .isEqualTo(((URL) expected).toExternalForm());
    } else if (expected instanceof Throwable) {
      Throwable x = (Throwable) expected;
      Throwable a = (Throwable) actual;
      assertThat(a.getClass()).as(what).isEqualTo(x.getClass());
      assertThat(a.getMessage()).as(what).isEqualTo(x.getMessage());
      assertThat(a.getStackTrace()).as(what).isEqualTo(x.getStackTrace());
      assertThat(a.getCause() == null).as(what).isEqualTo(x.getCause() == null);
    } else if (expected instanceof Function) {
      assertThat(((Function<Integer, Integer>) actual).apply(1)).as(what).isEqualTo(2);
    } else if (Proxy.isProxyClass(expected.getClass())) {
      assertThat(Proxy.isProxyClass(actual.getClass())).as(what).isTrue();
      assertThat(Proxy.getInvocationHandler(actual))
          .as(what)
          .isEqualTo(Proxy.getInvocationHandler(expected));
      assertThat(((Supplier<Object>) actual).get()).as(what).isEqualTo("proxied");
    } else if (expected instanceof Pattern) {
      assertThat(((Pattern) actual).pattern()).as(what).isEqualTo(((Pattern) expected).pattern());
      assertThat(((Pattern) actual).flags()).as(what).isEqualTo(((Pattern) expected).flags());
    } else if (expected instanceof ByteBuffer) {
      ByteBuffer x = (ByteBuffer) expected;
      ByteBuffer a = (ByteBuffer) actual;
      assertThat(a).as(what).isEqualTo(x);
      assertThat(a.isDirect()).as(what).isEqualTo(x.isDirect());
      assertThat(a.isReadOnly()).as(what).isEqualTo(x.isReadOnly());
    } else if (expected instanceof AtomicBoolean
        || expected instanceof AtomicInteger
        || expected instanceof AtomicLong
        || expected instanceof AtomicReference
        || expected instanceof AtomicIntegerArray
        || expected instanceof AtomicLongArray
        || expected instanceof StringBuilder
        || expected instanceof StringBuffer) {
      assertThat(actual.getClass()).as(what).isEqualTo(expected.getClass());
      assertThat(actual.toString()).as(what).isEqualTo(expected.toString());
    } else if (expected instanceof BlockingQueue
        || (expected instanceof Queue
            && !(expected instanceof Collection<?> c && c.equals(actual)))) {
      assertThat(actual.getClass()).as(what).isEqualTo(expected.getClass());
      assertThat(Arrays.asList(((Collection<?>) actual).toArray()))
          .as(what)
          .isEqualTo(Arrays.asList(((Collection<?>) expected).toArray()));
    } else if (expected instanceof java.util.IdentityHashMap) {
      // keys compare by identity there; the keys read back are equal, not the same
      assertThat(actual.getClass()).as(what).isEqualTo(expected.getClass());
      assertThat(new java.util.HashMap<>((Map<?, ?>) actual))
          .as(what)
          .isEqualTo(new java.util.HashMap<>((Map<?, ?>) expected));
    } else if (expected.getClass() == Object.class) {
      assertThat(actual.getClass()).as(what).isEqualTo(Object.class);
    } else if (expected instanceof Collection && !expected.equals(actual)) {
      // unmodifiable and synchronized collection views compare by identity
      assertThat(actual.getClass()).as(what).isEqualTo(expected.getClass());
      assertThat(new ArrayList<>((Collection<?>) actual))
          .as(what)
          .isEqualTo(new ArrayList<>((Collection<?>) expected));
    } else if (expected.getClass().isArray()) {
      DeepEquals.assertDeepEquals(expected, actual);
    } else {
      assertThat(actual).as(what).isEqualTo(expected);
      assertThat(actual.getClass()).as(what).isEqualTo(expected.getClass());
    }
  }
}
