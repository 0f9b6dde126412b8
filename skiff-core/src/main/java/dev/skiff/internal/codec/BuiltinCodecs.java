package dev.skiff.internal.codec;

import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.CodecFactory;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.evolve.Evolution;
import dev.skiff.internal.jdkser.JdkSerCodecs;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The built-in links of the codec factory chain, and the entry point through which the registry
 * reaches the built-in id table ({@link BuiltinTable}, where every id is written once).
 */
public final class BuiltinCodecs {
  private BuiltinCodecs() {}

  /** The built-in classes in id order (null for an unused id). */
  public static List<Class<?>> classes() {
    return new ArrayList<>(BuiltinTable.classes());
  }

  /**
   * Adapts a user's serializer factory to a link of the codec chain (framed by length in compatible
   * mode).
   */
  public static CodecFactory userLink(dev.skiff.Serializer.Factory factory) {
    return Evolution.opaque(UserCodec.link(factory));
  }

  /** The built-in links; stateless, so every {@code Skiff} shares them. */
  private static final List<CodecFactory> FACTORIES = chain();

  /** The built-in factory chain: exact built-ins, enums, arrays, records, containers, objects. */
  public static List<CodecFactory> factories() {
    return FACTORIES;
  }

  private static List<CodecFactory> chain() {
    Map<Class<?>, Integer> exact = new HashMap<>();
    List<Class<?>> classes = BuiltinTable.classes();
    for (int id = 0; id < classes.size(); id++) {
      if (classes.get(id) != null) {
        exact.putIfAbsent(classes.get(id), id);
      }
    }
    return List.of(
        (type, registry) -> {
          Integer id = exact.get(type);
          return id == null ? null : BuiltinTable.create(id);
        },
        (type, registry) ->
            !type.isEnum()
                ? null
                : registry.config().compatible() && Evolution.evolves(type)
                    ? Evolution.enumByName(type, registry)
                    : new EnumCodec(type),
        (type, registry) -> type.isArray() ? new ObjectArrayCodec(type) : null,
        (type, registry) -> type.isRecord() ? RecordCodec.forClass(type, registry) : null,
        // Links whose codecs have no field schema are framed by length in compatible mode.
        Evolution.opaque(BuiltinCodecs::container),
        Evolution.opaque((type, registry) -> BigNumberSubclassCodec.forClass(type)),
        Evolution.opaque((type, registry) -> JdkSerCodecs.forThrowable(type)),
        Evolution.opaque((type, registry) -> JdkSerCodecs.forSerialHooks(type)),
        BuiltinCodecs::object);
  }

  private static @Nullable Codec<?> container(Class<?> type, TypeRegistry registry) {
    Class<?> jdk = CollectionCodec.firstJdkSuperclass(type);
    if (jdk == type || jdk == Object.class || jdk.getName().startsWith("java.util.Abstract")) {
      return null;
    }
    if (Collection.class.isAssignableFrom(jdk)) {
      return CollectionCodec.subclass(type);
    }
    if (Map.class.isAssignableFrom(jdk)) {
      return MapCodec.subclass(type);
    }
    return null;
  }

  private static Codec<?> object(Class<?> type, TypeRegistry registry) {
    if (type.isHidden() || type.isSynthetic()) {
      throw new SkiffException(
          type.getName() + " is a hidden or synthetic class (a lambda?); not supported yet");
    }
    if (Proxy.isProxyClass(type)) {
      throw new SkiffException(type.getName() + " is a dynamic proxy; not supported yet");
    }
    if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
      throw new SkiffException("cannot serialize abstract " + type.getName());
    }
    if (type.getName().startsWith("java.") || type.getName().startsWith("javax.")) {
      throw new SkiffException("Skiff has no built-in codec for the JDK class " + type.getName());
    }
    return ObjectCodec.forClass(type, registry);
  }
}
