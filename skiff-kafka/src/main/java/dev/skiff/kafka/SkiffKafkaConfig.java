package dev.skiff.kafka;

import dev.skiff.Skiff;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.common.config.ConfigException;

/** The {@code skiff.*} keys of a Kafka client's configuration map, and how they build a Skiff. */
final class SkiffKafkaConfig {

  /** Comma-separated fully qualified class names to register, in this order. */
  static final String REGISTER = "skiff.register";

  /** {@code true} to track shared and cyclic references (default {@code false}). */
  static final String REFERENCES = "skiff.references";

  /** {@code false} to allow unregistered classes (default {@code true}). */
  static final String REGISTRATION_REQUIRED = "skiff.registration.required";

  /**
   * {@code true} for compatible mode: records in a topic stay readable after their classes change
   * (default {@code false}; see {@code docs/evolution.md}).
   */
  static final String COMPATIBLE = "skiff.compatible";

  /** The fully qualified class name values must have when deserialized (default any). */
  static final String TYPE = "skiff.type";

  private static final Set<String> KEYS =
      Set.of(REGISTER, REFERENCES, REGISTRATION_REQUIRED, COMPATIBLE, TYPE);

  private SkiffKafkaConfig() {}

  static ClassLoader loader() {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    return loader != null ? loader : SkiffKafkaConfig.class.getClassLoader();
  }

  static void checkKeys(Map<String, ?> configs) {
    for (String key : configs.keySet()) {
      if (key.startsWith("skiff.") && !KEYS.contains(key)) {
        throw new ConfigException(key, configs.get(key), "unknown Skiff configuration key");
      }
    }
  }

  static Skiff skiff(Map<String, ?> configs) {
    checkKeys(configs);
    ClassLoader loader = loader();
    Skiff.Builder builder = Skiff.builder().classLoader(loader);
    Object register = configs.get(REGISTER);
    if (register != null) {
      for (String name : register.toString().split(",", -1)) {
        String trimmed = name.trim();
        if (!trimmed.isEmpty()) {
          builder.register(load(REGISTER, trimmed, loader));
        }
      }
    }
    builder.trackReferences(bool(configs, REFERENCES, false));
    builder.requireRegistration(bool(configs, REGISTRATION_REQUIRED, true));
    builder.compatible(bool(configs, COMPATIBLE, false));
    return builder.build();
  }

  static Class<?> type(Map<String, ?> configs) {
    Object type = configs.get(TYPE);
    return type == null ? Object.class : load(TYPE, type.toString().trim(), loader());
  }

  private static Class<?> load(String key, String name, ClassLoader loader) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new ConfigException(key, name, "class not found");
    }
  }

  private static boolean bool(Map<String, ?> configs, String key, boolean fallback) {
    Object value = configs.get(key);
    if (value == null) {
      return fallback;
    }
    if (value instanceof Boolean b) {
      return b;
    }
    String text = value.toString().trim();
    if (text.equalsIgnoreCase("true")) {
      return true;
    }
    if (text.equalsIgnoreCase("false")) {
      return false;
    }
    throw new ConfigException(key, value, "expected true or false");
  }
}
