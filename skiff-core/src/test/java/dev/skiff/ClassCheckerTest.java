package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The deny list and the user's {@link ClassChecker}: class names read from a message are refused
 * before anything loads them.
 */
class ClassCheckerTest {
  /** A class a checker refuses. */
  static final class Refused {
    int x;
  }

  /** A class a checker allows. */
  static final class Allowed {
    int x;
  }

  /** A message whose root names {@code className} (registration off): header, NEW_NAME, name. */
  private static byte[] naming(String className) {
    byte[] name = className.getBytes(StandardCharsets.ISO_8859_1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write(1); // format version 1, references off
    out.write(3); // NEW_NAME
    long header = ((long) name.length << 2) | 1; // Latin-1 string
    while ((header & ~0x7FL) != 0) {
      out.write((int) ((header & 0x7F) | 0x80));
      header >>>= 7;
    }
    out.write((int) header);
    out.writeBytes(name);
    out.write(0); // a body byte, never reached
    return out.toByteArray();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl",
        "sun.misc.Unsafe",
        "jdk.internal.misc.Unsafe",
        "com.sun.org.apache.xpath.internal.objects.XString",
        "org.apache.commons.collections4.comparators.TransformingComparator",
        "org.apache.commons.collections.keyvalue.TiedMapEntry",
        "com.rometools.rome.feed.impl.ToStringBean",
        "org.springframework.core.SerializableTypeWrapper$MethodInvokeTypeProvider",
        "javassist.util.proxy.SerializedProxy",
        "org.h2.jdbcx.JdbcDataSource",
        "ch.qos.logback.core.db.JNDIConnectionSource",
        "org.apache.xbean.propertyeditor.JndiConverter",
        "com.caucho.config.types.ResourceRef",
        "org.apache.ibatis.datasource.jndi.JndiDataSourceFactory",
        "oracle.jdbc.rowset.OracleJDBCRowSet",
        "org.yaml.snakeyaml.Yaml",
        "groovy.lang.Closure"
      })
  void deserialize_gadgetOrJdkInternalName_isRefusedByTheDenyList(String name) {
    Skiff skiff = Skiff.builder().requireRegistration(false).build();
    assertThatThrownBy(() -> skiff.deserialize(naming(name)))
        .isInstanceOf(UnregisteredClassException.class)
        .hasMessageContaining(name)
        .hasMessageContaining("deny list");
  }

  /** A loader that records every name it is asked for. */
  static final class RecordingLoader extends ClassLoader {
    final List<String> asked = Collections.synchronizedList(new ArrayList<>());

    RecordingLoader() {
      super(ClassCheckerTest.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      asked.add(name);
      return super.loadClass(name, resolve);
    }
  }

  @Test
  void deserialize_nameTheCheckerRefuses_failsBeforeTheClassIsLoaded() {
    RecordingLoader loader = new RecordingLoader();
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    Skiff skiff =
        Skiff.builder()
            .requireRegistration(false)
            .classLoader(loader)
            .classChecker(
                name -> {
                  seen.add(name);
                  return !name.endsWith("$Refused");
                })
            .build();
    String refused = Refused.class.getName();
    assertThatThrownBy(() -> skiff.deserialize(naming(refused)))
        .isInstanceOf(UnregisteredClassException.class)
        .hasMessageContaining(refused)
        .hasMessageContaining("class checker");
    assertThat(seen).contains(refused);
    assertThat(loader.asked).doesNotContain(refused);

    Allowed value = new Allowed();
    value.x = 7;
    Skiff writer = Skiff.builder().requireRegistration(false).build();
    Object back = skiff.deserialize(writer.serialize(value));
    assertThat(back).isInstanceOf(Allowed.class);
    assertThat(((Allowed) back).x).isEqualTo(7);
    assertThat(seen).contains(Allowed.class.getName());
    assertThat(loader.asked)
        .as("an allowed name is loaded through the loader")
        .contains(Allowed.class.getName());
  }

  @Test
  void classChecker_registeredClasses_travelAsTagsAndNeverReachIt() {
    List<String> seen = Collections.synchronizedList(new ArrayList<>());
    Skiff skiff =
        Skiff.builder()
            .register(Allowed.class)
            .classChecker(
                name -> {
                  seen.add(name);
                  return false;
                })
            .build();
    Allowed value = new Allowed();
    value.x = 3;
    assertThat(((Allowed) skiff.deserialize(skiff.serialize(value))).x).isEqualTo(3);
    assertThat(seen).isEmpty();
  }
}
