package dev.skiff.evolve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * One version of a set of classes: Java sources compiled at test time into their own directory and
 * loaded through their own class loader, so that two versions of the same class names live side by
 * side in one test JVM, as they do in a writer and a reader deployed months apart.
 */
final class Versions {
  private Versions() {}

  /**
   * Compiles {@code sources} (binary class name to source text) and returns a loader for them whose
   * parent is the test's own loader (so Skiff's annotations resolve).
   */
  static ClassLoader compile(Map<String, String> sources) {
    try {
      Path root = Files.createTempDirectory("skiff-version");
      Path src = root.resolve("src");
      Path out = root.resolve("classes");
      Files.createDirectories(out);
      List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-proc:none", "-nowarn"));
      args.add("-classpath");
      args.add(System.getProperty("java.class.path"));
      for (Map.Entry<String, String> e : sources.entrySet()) {
        Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, e.getValue());
        args.add(file.toString());
      }
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      int rc = javac.run(null, null, System.err, args.toArray(new String[0]));
      if (rc != 0) {
        throw new IllegalStateException("javac failed on " + sources.keySet());
      }
      URLClassLoader loader =
          new URLClassLoader(new URL[] {out.toUri().toURL()}, Versions.class.getClassLoader());
      synchronized (NAMES) {
        NAMES.put(loader, new java.util.TreeSet<>(sources.keySet()).stream().toList());
      }
      return loader;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The source of class {@code ex.C}: a record whose components, or a plain class whose public
   * fields, are {@code members} (each "[annotations] type name"), after {@code head} (the package,
   * imports and class annotations).
   */
  static String classC(String head, List<String> members, boolean record) {
    StringBuilder body = new StringBuilder();
    for (String m : members) {
      body.append(record ? (body.length() == 0 ? "" : ", ") + m : "  public " + m + ";\n");
    }
    return record
        ? head + "public record C(" + body + ") {}\n"
        : head + "public class C {\n" + body + "}\n";
  }

  /** The classes each loader of {@link #compile} was compiled from, in name order. */
  private static final Map<ClassLoader, List<String>> NAMES = new java.util.WeakHashMap<>();

  /**
   * The classes {@code loader} was compiled from, in name order: a registration list that two
   * versions of the same classes agree on.
   */
  static List<Class<?>> classes(ClassLoader loader) {
    List<String> names;
    synchronized (NAMES) {
      names = NAMES.getOrDefault(loader, List.of());
    }
    return names.stream().<Class<?>>map(n -> load(loader, n)).toList();
  }

  /** Loads {@code name} from {@code loader}. */
  static Class<?> load(ClassLoader loader, String name) {
    try {
      return Class.forName(name, true, loader);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}
