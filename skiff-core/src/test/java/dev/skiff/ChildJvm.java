package dev.skiff;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A second JVM for tests that need flags the test JVM was not started with: the same launcher and
 * class path, the given flags, and a probe class's {@code main}.
 */
public final class ChildJvm {
  private ChildJvm() {}

  /**
   * Runs {@code probe}'s {@code main} in a new JVM with {@code flags}, asserts that it exits with 0
   * within two minutes, and returns what it printed (standard output and error together).
   */
  public static String run(List<String> flags, Class<?> probe)
      throws IOException, InterruptedException {
    String launcher =
        ProcessHandle.current()
            .info()
            .command()
            .orElse(System.getProperty("java.home") + "/bin/java");
    List<String> command = new ArrayList<>();
    command.add(launcher);
    command.addAll(flags);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(probe.getName());
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(2, TimeUnit.MINUTES)).as("the child JVM ends").isTrue();
    assertThat(p.exitValue()).as(out).isEqualTo(0);
    return out;
  }
}
