package dev.skiff.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The report of what the build-time codecs that {@code skiff-processor} wrote into a classes
 * directory add to a jar, one row per codec: the class's persistent field count (its own and
 * inherited non-static, non-transient fields), the size of the codec's {@code .class} file(s),
 * their size deflated at level 9, and the bytes a jar grows by for the codec class plus its index
 * resource {@code META-INF/skiff/codecs/<class>} (each a deflated entry as {@code java.util.zip}
 * writes it, local header and central directory entry included). The GraalVM native-image metadata
 * the processor also writes per codec is reported apart, since only native-image builds need it.
 *
 * <p>Build with {@code ./mvnw -B -q -DskipTests package -pl skiff-benchmarks -am} from the
 * repository root, then run from there (the argument is the classes directory, this one by
 * default):
 *
 * <pre>
 * java -cp skiff-benchmarks/target/benchmarks.jar dev.skiff.bench.CodecJarSize skiff-benchmarks/target/classes
 * </pre>
 */
public final class CodecJarSize {
  private static final String INDEX = "META-INF/skiff/codecs/";
  private static final String NATIVE_IMAGE = "META-INF/native-image/dev.skiff.codecs/";

  /**
   * The sizes of one build-time codec.
   *
   * @param type the binary name of the class the codec is for
   * @param codec the binary name of the codec class
   * @param fields the persistent fields of {@code type}, inherited ones included
   * @param classBytes the codec's class file(s), uncompressed
   * @param classDeflated the same deflated at level 9 (the entries' compressed sizes)
   * @param indexDeflated the index resource's compressed size
   * @param jarBytes what a jar grows by for the class file(s) and the index resource
   * @param nativeImageJarBytes what it grows by for the native-image metadata of the codec
   */
  record Row(
      String type,
      String codec,
      int fields,
      long classBytes,
      long classDeflated,
      long indexDeflated,
      long jarBytes,
      long nativeImageJarBytes) {}

  private CodecJarSize() {}

  public static void main(String[] args) throws IOException {
    Path classes = Paths.get(args.length > 0 ? args[0] : "skiff-benchmarks/target/classes");
    List<Row> rows = measure(classes);
    if (rows.isEmpty()) {
      System.err.println("no build-time codecs under " + classes.resolve(INDEX));
      System.exit(1);
    }
    print(System.out, rows);
  }

  /** One row per index resource under {@code classes}, fewest fields first. */
  static List<Row> measure(Path classes) throws IOException {
    Path index = classes.resolve(INDEX);
    if (!Files.isDirectory(index)) {
      return List.of();
    }
    List<Row> rows = new ArrayList<>();
    try (URLClassLoader loader =
            new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, CodecJarSize.class.getClassLoader());
        Stream<Path> files = Files.list(index)) {
      for (Path f : (Iterable<Path>) files.sorted()::iterator) {
        rows.add(row(classes, f, loader));
      }
    }
    rows.sort(Comparator.comparingInt(Row::fields).thenComparing(Row::type));
    return rows;
  }

  private static Row row(Path classes, Path indexFile, ClassLoader loader) throws IOException {
    String type = indexFile.getFileName().toString();
    String codec = Files.readString(indexFile, StandardCharsets.UTF_8).trim();
    String classFile = codec.replace('.', '/') + ".class";
    Path codecFile = classes.resolve(classFile);
    if (!Files.isRegularFile(codecFile)) {
      throw new IllegalStateException(INDEX + type + " names " + codec + ", not in " + classes);
    }
    // the codec class and any class nested in it
    List<String> classEntries = new ArrayList<>();
    classEntries.add(classFile);
    String nestedPrefix = codecFile.getFileName().toString().replace(".class", "$");
    try (Stream<Path> siblings = Files.list(codecFile.getParent())) {
      siblings
          .map(p -> p.getFileName().toString())
          .filter(n -> n.startsWith(nestedPrefix) && n.endsWith(".class"))
          .sorted()
          .forEach(
              n -> classEntries.add(classFile.substring(0, classFile.lastIndexOf('/') + 1) + n));
    }
    long classBytes = 0;
    for (String e : classEntries) {
      classBytes += Files.size(classes.resolve(e));
    }
    Jar jar = new Jar(classes);
    long classDeflated = 0;
    for (String e : classEntries) {
      classDeflated += jar.add(e);
    }
    long indexDeflated = jar.add(INDEX + type);
    long jarBytes = jar.finish();

    Jar meta = new Jar(classes);
    Path metaDir = classes.resolve(NATIVE_IMAGE + codec);
    if (Files.isDirectory(metaDir)) {
      try (Stream<Path> files = Files.list(metaDir)) {
        for (Path p : (Iterable<Path>) files.sorted()::iterator) {
          meta.add(NATIVE_IMAGE + codec + "/" + p.getFileName());
        }
      }
    }
    long nativeImageJarBytes = meta.finish();
    return new Row(
        type,
        codec,
        fieldCount(type, loader),
        classBytes,
        classDeflated,
        indexDeflated,
        jarBytes,
        nativeImageJarBytes);
  }

  /** The non-static, non-transient fields of {@code type} and its superclasses. */
  private static int fieldCount(String type, ClassLoader loader) {
    try {
      int n = 0;
      for (Class<?> c = Class.forName(type, false, loader);
          c != null && c != Object.class && c != Record.class;
          c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          int m = f.getModifiers();
          n += Modifier.isStatic(m) || Modifier.isTransient(m) ? 0 : 1;
        }
      }
      return n;
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("no class " + type + " for its codec", e);
    }
  }

  static void print(PrintStream out, List<Row> rows) {
    out.printf(
        Locale.ROOT,
        "build-time codecs: .class = class file bytes; deflated = level 9; index = deflated index"
            + " resource;%njar = what a jar grows by for class + index (entries, headers, central"
            + " directory); native-image = the same for the codec's native-image metadata%n%n");
    String format = "%-36s %6s %8s %9s %6s %8s %9s %13s%n";
    out.printf(
        Locale.ROOT,
        format,
        "class",
        "fields",
        ".class",
        "deflated",
        "index",
        "jar",
        "jar/field",
        "+native-image");
    long classBytes = 0;
    long deflated = 0;
    long index = 0;
    long jar = 0;
    long nativeImage = 0;
    int fields = 0;
    for (Row r : rows) {
      out.printf(
          Locale.ROOT,
          format,
          shortName(r.type()),
          r.fields(),
          r.classBytes(),
          r.classDeflated(),
          r.indexDeflated(),
          r.jarBytes(),
          perField(r.jarBytes(), r.fields()),
          r.nativeImageJarBytes());
      classBytes += r.classBytes();
      deflated += r.classDeflated();
      index += r.indexDeflated();
      jar += r.jarBytes();
      nativeImage += r.nativeImageJarBytes();
      fields += r.fields();
    }
    out.printf(
        Locale.ROOT,
        format,
        "total (" + rows.size() + " codecs)",
        fields,
        classBytes,
        deflated,
        index,
        jar,
        perField(jar, fields),
        nativeImage);
  }

  private static String perField(long bytes, int fields) {
    return fields == 0 ? "-" : String.format(Locale.ROOT, "%.1f", (double) bytes / fields);
  }

  private static String shortName(String type) {
    int dot = type.lastIndexOf('.');
    return dot < 0 ? type : type.substring(dot + 1);
  }

  /** A jar in memory that entries are added to, to measure what each one costs. */
  private static final class Jar {
    private static final long EMPTY = emptySize();

    private final Path root;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final ZipOutputStream zip = new ZipOutputStream(bytes);

    Jar(Path root) {
      this.root = root;
      zip.setLevel(Deflater.BEST_COMPRESSION);
    }

    /** Adds file {@code name} under the root as a deflated entry; returns its compressed size. */
    long add(String name) throws IOException {
      ZipEntry e = new ZipEntry(name);
      e.setMethod(ZipEntry.DEFLATED);
      zip.putNextEntry(e);
      zip.write(Files.readAllBytes(root.resolve(name)));
      zip.closeEntry();
      return e.getCompressedSize();
    }

    /** The jar's size minus that of an empty one: what the entries add to any jar. */
    long finish() throws IOException {
      zip.close();
      return bytes.size() - EMPTY;
    }

    private static long emptySize() {
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      try (ZipOutputStream z = new ZipOutputStream(b)) {
        z.finish();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return b.size();
    }
  }
}
