package dev.skiff.processor;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * One run of the real {@code javac}, in process, over sources given as text, with or without the
 * Skiff processor, into a fresh directory; and class loaders over the results.
 */
final class Compilation {
  final Path classes;
  final Path generated;
  final boolean success;
  final List<Diagnostic<? extends JavaFileObject>> diagnostics;

  private Compilation(
      Path classes,
      Path generated,
      boolean success,
      List<Diagnostic<? extends JavaFileObject>> diagnostics) {
    this.classes = classes;
    this.generated = generated;
    this.success = success;
    this.diagnostics = diagnostics;
  }

  /** Compiles {@code sources} (binary class name to text) with the processor. */
  static Compilation withProcessor(Map<String, String> sources, String... options) {
    return run(sources, true, List.of(), options);
  }

  /** Compiles {@code sources} without the processor, against {@code classpath} too. */
  static Compilation plain(Map<String, String> sources, List<Path> classpath) {
    return run(sources, false, classpath);
  }

  private static Compilation run(
      Map<String, String> sources, boolean processor, List<Path> classpath, String... options) {
    try {
      Path root = Files.createTempDirectory("skiff-processor-test");
      Path src = Files.createDirectories(root.resolve("src"));
      Path classes = Files.createDirectories(root.resolve("classes"));
      Path generated = Files.createDirectories(root.resolve("generated"));
      List<Path> files = new ArrayList<>();
      for (Map.Entry<String, String> e : sources.entrySet()) {
        Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, e.getValue());
        files.add(file);
      }
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, null, null)) {
        String cp =
            Stream.concat(
                    Stream.of(System.getProperty("java.class.path")),
                    classpath.stream().map(Path::toString))
                .collect(Collectors.joining(java.io.File.pathSeparator));
        List<String> args = new ArrayList<>(List.of("-d", classes.toString()));
        args.addAll(List.of("-s", generated.toString(), "-cp", cp, "--release", "17"));
        args.addAll(List.of(options));
        if (!processor) {
          args.add("-proc:none");
        }
        StringWriter out = new StringWriter();
        JavaCompiler.CompilationTask task =
            javac.getTask(out, fm, diagnostics, args, null, fm.getJavaFileObjectsFromPaths(files));
        if (processor) {
          task.setProcessors(List.of(new SkiffProcessor()));
        }
        boolean ok = task.call();
        return new Compilation(classes, generated, ok, diagnostics.getDiagnostics());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The messages of kind {@code kind}, each prefixed with the source line's text. */
  List<String> messages(Diagnostic.Kind kind) {
    List<String> out = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
      if (d.getKind() == kind) {
        out.add(d.getMessage(java.util.Locale.ROOT));
      }
    }
    return out;
  }

  /** Whether the processor wrote the codec source {@code binaryName}. */
  boolean wrote(String binaryName) {
    return Files.exists(generated.resolve(binaryName.replace('.', '/') + ".java"));
  }

  String source(String binaryName) {
    try {
      return Files.readString(generated.resolve(binaryName.replace('.', '/') + ".java"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A loader over {@code dirs} (first wins) whose parent holds Skiff and the tests. */
  static URLClassLoader loader(Path... dirs) {
    URL[] urls = new URL[dirs.length];
    try {
      for (int i = 0; i < dirs.length; i++) {
        urls[i] = dirs[i].toUri().toURL();
      }
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
    return new URLClassLoader(urls, Compilation.class.getClassLoader());
  }

  @Override
  public String toString() {
    return diagnostics.toString();
  }
}
