package dev.skiff.redis;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A real redis-server process on a free port of 127.0.0.1, without persistence. */
final class RedisServer implements AutoCloseable {

  private final Process process;
  private final int port;

  private RedisServer(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  static RedisServer start(Path dir) throws IOException, InterruptedException {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    Path log = Files.createTempFile(dir, "redis", ".log");
    Process p =
        new ProcessBuilder(
                List.of(
                    "redis-server",
                    "--port",
                    Integer.toString(port),
                    "--bind",
                    "127.0.0.1",
                    "--save",
                    "",
                    "--appendonly",
                    "no",
                    "--dir",
                    dir.toString()))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (System.nanoTime() < deadline) {
      try (Socket probe = new Socket(InetAddress.getLoopbackAddress(), port)) {
        probe.setSoTimeout(1000);
        return new RedisServer(p, port);
      } catch (IOException notYet) {
        if (!p.isAlive()) {
          break;
        }
        Thread.sleep(50);
      }
    }
    p.destroyForcibly();
    throw new IOException("redis-server did not start: " + Files.readString(log));
  }

  int port() {
    return port;
  }

  String uri() {
    return "redis://127.0.0.1:" + port;
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
