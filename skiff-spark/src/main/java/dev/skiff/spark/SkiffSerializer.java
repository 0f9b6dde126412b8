package dev.skiff.spark;

import dev.skiff.Skiff;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.Serializer;
import org.apache.spark.serializer.SerializerInstance;
import scala.Tuple2;

/**
 * A Spark {@link Serializer} backed by Skiff: set {@code
 * spark.serializer=dev.skiff.spark.SkiffSerializer}. Each record is written as a var-int length
 * followed by an independent Skiff message, so serialized records can be relocated.
 */
public final class SkiffSerializer extends Serializer implements Serializable {
  private static final long serialVersionUID = 1L;

  static final String PREFIX = "spark.skiff.";
  static final String CLASSES = PREFIX + "classesToRegister";
  static final String REGISTRATOR = PREFIX + "registrator";
  static final String REQUIRED = PREFIX + "registrationRequired";
  static final String REFERENCES = PREFIX + "referenceTracking";
  static final String MAX_DEPTH = PREFIX + "maxDepth";
  static final String MAX_LENGTH = PREFIX + "maxLength";
  static final String CODEGEN = PREFIX + "codegen";
  static final String COMPATIBLE = PREFIX + "compatible";
  private static final Set<String> KEYS =
      Set.of(
          CLASSES, REGISTRATOR, REQUIRED, REFERENCES, MAX_DEPTH, MAX_LENGTH, CODEGEN, COMPATIBLE);

  private final List<String> classes;
  private final String registrator;
  private final boolean registrationRequired;
  private final boolean references;
  private final int maxDepth;
  private final int maxLength;
  private final boolean codegen;
  private final boolean compatible;

  /** Reads the {@code spark.skiff.*} settings; fails on a key it does not know. */
  public SkiffSerializer(SparkConf conf) {
    for (Tuple2<String, String> entry : conf.getAll()) {
      if (entry._1().startsWith(PREFIX) && !KEYS.contains(entry._1())) {
        throw new IllegalArgumentException(
            "Unknown Skiff setting " + entry._1() + "; known settings: " + KEYS);
      }
    }
    classes = new ArrayList<>();
    for (String name : conf.get(CLASSES, "").split(",", -1)) {
      if (!name.isBlank()) {
        classes.add(name.trim());
      }
    }
    registrator = conf.get(REGISTRATOR, "").trim();
    registrationRequired = conf.getBoolean(REQUIRED, false);
    references = conf.getBoolean(REFERENCES, true);
    maxDepth = conf.getInt(MAX_DEPTH, -1);
    maxLength = conf.getInt(MAX_LENGTH, -1);
    codegen = conf.getBoolean(CODEGEN, true);
    compatible = conf.getBoolean(COMPATIBLE, false);
  }

  @Override
  public SerializerInstance newInstance() {
    ClassLoader loader =
        defaultClassLoader().getOrElse(() -> Thread.currentThread().getContextClassLoader());
    return new SkiffSerializerInstance(this, build(loader), loader);
  }

  @Override
  public boolean supportsRelocationOfSerializedObjects() {
    return true;
  }

  Skiff build(ClassLoader loader) {
    Skiff.Builder builder =
        Skiff.builder()
            .requireRegistration(registrationRequired)
            .trackReferences(references)
            .codegen(codegen)
            .compatible(compatible)
            .classLoader(loader)
            .addSerializerFactory(new ScalaCollectionSerializers())
            .addSerializerFactory(new ScalaWrapperSerializers());
    if (maxDepth > 0) {
      builder.maxDepth(maxDepth);
    }
    if (maxLength > 0) {
      builder.maxLength(maxLength);
    }
    try {
      for (String name : classes) {
        builder.register(Class.forName(name, false, loader));
      }
      if (!registrator.isEmpty()) {
        Class<?> type = Class.forName(registrator, true, loader);
        Object instance = type.getDeclaredConstructor().newInstance();
        if (!(instance instanceof SkiffRegistrator r)) {
          throw new IllegalArgumentException(
              REGISTRATOR + "=" + registrator + " does not implement SkiffRegistrator");
        }
        r.registerClasses(builder);
      }
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException("Cannot load a class named in spark.skiff.*: " + e, e);
    }
    return builder.build();
  }
}
