package dev.skiff.bench;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/** What the report says about the machine and JVM a comparison ran on: JDK, CPU, memory, load. */
final class MachineInfo {
  private MachineInfo() {}

  static List<String> environment() {
    Runtime rt = Runtime.getRuntime();
    List<String> env = new ArrayList<>();
    env.add(
        "date: "
            + ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME).substring(0, 19));
    env.add(
        String.format(
            Locale.ROOT,
            "JDK: %s %s (%s, %s)",
            System.getProperty("java.vendor"),
            System.getProperty("java.version"),
            System.getProperty("java.runtime.version"),
            System.getProperty("java.vm.name")));
    env.add("CPU: " + cpuModel());
    env.add(
        String.format(
            Locale.ROOT,
            "OS: %s %s (%s), %d CPUs, max heap %d MiB",
            System.getProperty("os.name"),
            System.getProperty("os.version"),
            System.getProperty("os.arch"),
            rt.availableProcessors(),
            rt.maxMemory() / (1024 * 1024)));
    env.add("JVM args: " + ManagementFactory.getRuntimeMXBean().getInputArguments());
    env.add("load average at start (1, 5, 15 min): " + loadAverage());
    Properties v = new Properties();
    try (InputStream in = Compare.class.getResourceAsStream("versions.properties")) {
      if (in != null) {
        v.load(in);
      }
    } catch (IOException e) {
      // versions unknown
    }
    env.add(
        String.format(
            Locale.ROOT,
            "libraries: Skiff %s, Kryo %s, Fory %s, protostuff-runtime %s, Hessian %s, FST %s,"
                + " Jackson %s (+ Blackbird, JavaTimeModule), jackson-dataformat-msgpack %s",
            v.getProperty("skiff", "?"),
            v.getProperty("kryo", "?"),
            v.getProperty("fory", "?"),
            v.getProperty("protostuff", "?"),
            v.getProperty("hessian", "?"),
            v.getProperty("fst", "?"),
            v.getProperty("jackson", "?"),
            v.getProperty("msgpack", "?")));
    return env;
  }

  /** The first three fields of /proc/loadavg: how busy the machine was besides this run. */
  static String loadAverage() {
    try {
      String[] f = Files.readString(Paths.get("/proc/loadavg")).trim().split("\\s+");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }

  static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Paths.get("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return System.getProperty("os.arch") + " (model unknown)";
  }
}
