package dev.skiff.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.Skiff;
import dev.skiff.UnregisteredClassException;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.SerializerInstance;
import org.junit.jupiter.api.Test;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

class SkiffRegistrationTest {
  record Registered(String name) {}

  record Unregistered(String name) {}

  /** Registers {@link Registered}. */
  public static final class Registrator implements SkiffRegistrator {
    @Override
    public void registerClasses(Skiff.Builder builder) {
      builder.register(Registered.class);
    }
  }

  private static final ClassTag<Object> ANY = ClassTag$.MODULE$.AnyRef();

  private static SerializerInstance required(String key, String value) {
    return new SkiffSerializer(
            new SparkConf(false).set("spark.skiff.registrationRequired", "true").set(key, value))
        .newInstance();
  }

  @Test
  void registrator_registersClass_roundTripsWithRegistrationRequired() {
    SerializerInstance ser = required("spark.skiff.registrator", Registrator.class.getName());
    assertThat(ser.deserialize(ser.serialize(new Registered("r"), ANY), ANY))
        .isEqualTo(new Registered("r"));
  }

  @Test
  void classesToRegister_listedClass_roundTripsWithRegistrationRequired() {
    SerializerInstance ser = required("spark.skiff.classesToRegister", Registered.class.getName());
    assertThat(ser.deserialize(ser.serialize(new Registered("c"), ANY), ANY))
        .isEqualTo(new Registered("c"));
  }

  @Test
  void registrationRequired_unregisteredClass_failsNamingClass() {
    SerializerInstance ser = required("spark.skiff.registrator", Registrator.class.getName());
    assertThatThrownBy(() -> ser.serialize(new Unregistered("u"), ANY))
        .isInstanceOf(UnregisteredClassException.class)
        .hasMessageContaining(Unregistered.class.getName());
  }

  @Test
  void registrator_notARegistrator_failsNamingKey() {
    SkiffSerializer serializer =
        new SkiffSerializer(
            new SparkConf(false).set("spark.skiff.registrator", "java.lang.Object"));
    assertThatThrownBy(serializer::newInstance)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("spark.skiff.registrator");
  }
}
