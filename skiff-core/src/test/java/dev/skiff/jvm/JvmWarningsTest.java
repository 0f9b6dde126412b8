package dev.skiff.jvm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link WarningProbe} in a fresh JVM with no {@code --add-opens} and (on JDK 23 and later)
 * with {@code sun.misc.Unsafe} memory access denied, and checks that the JVM printed nothing on
 * stderr: no Unsafe warnings, no illegal-access warnings, no Skiff output.
 */
class JvmWarningsTest {
  @Test
  void roundTrip_freshJvmWithoutOpens_printsNoWarnings() throws Exception {
    String java =
        ProcessHandle.current()
            .info()
            .command()
            .orElse(
                System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
    List<String> command = new ArrayList<>();
    command.add(java);
    if (Runtime.version().feature() >= 23) {
      command.add("--sun-misc-unsafe-memory-access=deny");
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(WarningProbe.class.getName());
    Process process = new ProcessBuilder(command).start();
    process.getOutputStream().close();
    byte[] stdout = process.getInputStream().readAllBytes();
    byte[] stderr = process.getErrorStream().readAllBytes();
    assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();

    assertThat(new String(stderr, StandardCharsets.UTF_8)).isEmpty();
    assertThat(new String(stdout, StandardCharsets.UTF_8)).contains("probe ok");
    assertThat(process.exitValue()).isZero();
  }
}
