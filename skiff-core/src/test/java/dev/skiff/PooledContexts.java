package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

/** The check, for tests in any package, that a {@link Skiff} left its pooled contexts clean. */
public final class PooledContexts {
  private PooledContexts() {}

  /** Fails unless each of {@code skiffs} left nothing of a message in this thread's contexts. */
  public static void assertClean(Skiff... skiffs) {
    for (Skiff skiff : skiffs) {
      assertThat(skiff.pooledContextsClean())
          .as("pooled contexts left clean on this thread")
          .isTrue();
    }
  }
}
