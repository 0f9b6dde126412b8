package dev.skiff;

import dev.skiff.internal.engine.Config;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The settings of a {@link Skiff.Builder} as they are chosen, each checked as it is set, and the
 * {@link Config} they make. The defaults are the builder's; its methods document every setting.
 */
final class BuilderSettings {
  private final Set<Class<?>> registered = new LinkedHashSet<>();
  boolean requireRegistration = true;
  boolean trackReferences = false;
  private int maxDepth = 20_000;
  private int maxLength = Integer.MAX_VALUE - 8;
  private int keyWorkPerByte = 64;
  @Nullable ClassLoader classLoader;
  @Nullable ClassChecker classChecker;
  boolean codegen = true;
  boolean buildTimeCodecs = true;
  boolean compatible;
  boolean unknownEnumsAsNull;
  boolean schemasAhead = true;
  @Nullable SchemaStore schemaStore;
  private final List<Serializer.Factory> factories = new ArrayList<>();

  /** See {@link Skiff.Builder#register}. */
  void register(Class<?> type) {
    Objects.requireNonNull(type, "type");
    if (type.isPrimitive()) {
      throw new IllegalArgumentException("primitive types need no registration: " + type);
    }
    registered.add(type);
  }

  /** See {@link Skiff.Builder#maxDepth}. */
  void maxDepth(int maxDepth) {
    if (maxDepth < 1) {
      throw new IllegalArgumentException("maxDepth must be positive: " + maxDepth);
    }
    this.maxDepth = maxDepth;
  }

  /** See {@link Skiff.Builder#maxLength}. */
  void maxLength(int maxLength) {
    if (maxLength < 0) {
      throw new IllegalArgumentException("maxLength must not be negative: " + maxLength);
    }
    this.maxLength = maxLength;
  }

  /** See {@link Skiff.Builder#keyWorkPerByte}. */
  void keyWorkPerByte(int keyWorkPerByte) {
    if (keyWorkPerByte < 0) {
      throw new IllegalArgumentException("keyWorkPerByte must not be negative: " + keyWorkPerByte);
    }
    this.keyWorkPerByte = keyWorkPerByte;
  }

  /** See {@link Skiff.Builder#addSerializer}. */
  <T> void addSerializer(Class<T> type, Serializer<T> serializer) {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(serializer, "serializer");
    factories.add(t -> t == type ? serializer : null);
  }

  /** See {@link Skiff.Builder#addSerializerFactory}. */
  void addSerializerFactory(Serializer.Factory factory) {
    factories.add(Objects.requireNonNull(factory, "factory"));
  }

  /** The settings as they are now, for a new {@link Skiff}. */
  Config config() {
    List<Class<?>> types = new ArrayList<>(registered);
    return new Config(
        types,
        requireRegistration,
        trackReferences,
        maxDepth,
        maxLength,
        classLoader,
        codegen,
        buildTimeCodecs,
        factories,
        classChecker,
        compatible,
        unknownEnumsAsNull,
        schemaStore,
        keyWorkPerByte,
        schemasAhead);
  }
}
