package dev.skiff;

import dev.skiff.internal.codec.BuiltinCodecs;
import dev.skiff.internal.engine.CodecFactory;
import dev.skiff.internal.engine.Config;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.evolve.Evolution;
import java.util.ArrayList;
import java.util.List;

/**
 * The codec factory chain of one configuration, in the order its registry asks it (in compatible
 * mode the link for {@link TypeRegistry.UnknownClass}, then the user's serializers, then the
 * built-in links), and the {@link TypeRegistry} a {@link Skiff} builds over it.
 */
final class CodecChain {
  private CodecChain() {}

  /** A new registry for {@code config}, over its chain. */
  static TypeRegistry registry(Config config) {
    List<CodecFactory> chain = new ArrayList<>();
    if (config.compatible()) {
      chain.add(Evolution.unknownClassLink());
    }
    for (Serializer.Factory f : config.userFactories()) {
      chain.add(BuiltinCodecs.userLink(f));
    }
    chain.addAll(BuiltinCodecs.factories());
    return new TypeRegistry(
        config,
        BuiltinCodecs.classes(),
        chain,
        config.compatible() ? Evolution.aheadReader() : null);
  }
}
