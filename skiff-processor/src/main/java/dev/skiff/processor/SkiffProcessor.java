package dev.skiff.processor;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;
import org.jspecify.annotations.Nullable;

/**
 * The annotation processor that writes Skiff's build-time codecs: for each class named by {@code
 * @dev.skiff.Generate} (on the class, on its package, or in the list of a registration class) it
 * writes the codec's Java source, the index resource Skiff looks it up by, and GraalVM
 * native-image metadata for the reflection the codec does once at start.
 *
 * <p>A class it cannot handle gets a compiler error when it was named explicitly (on the class or
 * in a list) and a warning when it was only part of an annotated package, each naming the element
 * at fault and why. Classes Skiff encodes by other rules (enums, throwables, JDK serialization
 * hooks, versioned classes) get a warning and no codec: Skiff keeps its run-time codecs for them.
 */
@SupportedAnnotationTypes("dev.skiff.*")
public final class SkiffProcessor extends AbstractProcessor {
  private static final String GENERATE = "dev.skiff.Generate";
  private static final String INDEX = "META-INF/skiff/codecs/";

  private final Set<String> written = new HashSet<>();
  private @Nullable Accessors accessors;

  /** Creates the processor; {@code javac} finds it through its service file. */
  public SkiffProcessor() {}

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  // The annotation is Skiff's alone; claiming it keeps javac's -Xlint:processing quiet for users
  // who
  // compile with -Xlint:all -Werror.
  @SuppressWarnings("DoNotClaimAnnotations")
  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    Elements elements = processingEnv.getElementUtils();
    TypeElement generate = elements.getTypeElement(GENERATE);
    if (generate == null) {
      return false;
    }
    for (Element e : round.getElementsAnnotatedWith(generate)) {
      String pkg = elements.getPackageOf(e).getQualifiedName().toString();
      if (e.getKind() == ElementKind.PACKAGE) {
        for (TypeElement t : candidates(e)) {
          write(t, pkg, false);
        }
        continue;
      }
      List<TypeElement> listed = listed(e);
      if (listed.isEmpty()) {
        write((TypeElement) e, pkg, true);
      } else {
        for (TypeElement t : listed) {
          write(t, pkg, true);
        }
      }
    }
    return true;
  }

  private Accessors accessors() {
    Accessors a = accessors;
    if (a == null) {
      a = new Accessors(processingEnv);
      accessors = a;
    }
    return a;
  }

  /** The classes of an annotated package worth a codec: concrete classes and records. */
  private static Set<TypeElement> candidates(Element pkg) {
    Set<TypeElement> out = new LinkedHashSet<>();
    List<Element> todo = new ArrayList<>(pkg.getEnclosedElements());
    while (!todo.isEmpty()) {
      Element e = todo.remove(0);
      if (!(e instanceof TypeElement t)) {
        continue;
      }
      todo.addAll(t.getEnclosedElements());
      boolean concrete =
          (t.getKind() == ElementKind.CLASS && !t.getModifiers().contains(Modifier.ABSTRACT))
              || t.getKind() == ElementKind.RECORD;
      boolean nestedOk =
          t.getNestingKind() == javax.lang.model.element.NestingKind.TOP_LEVEL
              || t.getModifiers().contains(Modifier.STATIC)
              || t.getKind() == ElementKind.RECORD;
      if (concrete && nestedOk && !t.getModifiers().contains(Modifier.PRIVATE)) {
        out.add(t);
      }
    }
    return out;
  }

  /** The classes listed in {@code @Generate(value = ...)} on {@code e}. */
  private static List<TypeElement> listed(Element e) {
    List<TypeElement> out = new ArrayList<>();
    for (AnnotationMirror a : e.getAnnotationMirrors()) {
      if (!((TypeElement) a.getAnnotationType().asElement())
          .getQualifiedName()
          .contentEquals(GENERATE)) {
        continue;
      }
      for (var entry : a.getElementValues().entrySet()) {
        ExecutableElement key = entry.getKey();
        if (!key.getSimpleName().contentEquals("value")) {
          continue;
        }
        Object v = entry.getValue().getValue();
        if (v instanceof List<?> values) {
          for (Object item : values) {
            Object type = ((AnnotationValue) item).getValue();
            if (type instanceof DeclaredType d) {
              out.add((TypeElement) d.asElement());
            }
          }
        }
      }
    }
    return out;
  }

  private void write(TypeElement type, String codecPackage, boolean explicit) {
    Elements elements = processingEnv.getElementUtils();
    Messager messager = processingEnv.getMessager();
    ClassModel model;
    try {
      model =
          ClassModel.of(type, codecPackage, elements, processingEnv.getTypeUtils(), accessors());
    } catch (ClassModel.Refusal r) {
      // Named explicitly: a class it cannot handle is an error, one Skiff encodes by other rules a
      // warning. Met in an annotated package: a warning and a note, so -Werror builds still pass.
      Diagnostic.Kind level =
          explicit
              ? (r.serious ? Diagnostic.Kind.ERROR : Diagnostic.Kind.WARNING)
              : (r.serious ? Diagnostic.Kind.WARNING : Diagnostic.Kind.NOTE);
      messager.printMessage(
          level,
          "Skiff writes no build-time codec for " + type.getQualifiedName() + ": " + r.getMessage(),
          r.element);
      return;
    }
    if (!written.add(model.codecBinaryName())) {
      return;
    }
    Filer filer = processingEnv.getFiler();
    try {
      try (Writer w = filer.createSourceFile(model.codecBinaryName(), type).openWriter()) {
        w.write(new CodecSource(model, elements).render());
      }
      resource(filer, INDEX + model.binaryName, model.codecBinaryName() + "\n", type);
      String meta = "META-INF/native-image/dev.skiff.codecs/" + model.codecBinaryName() + "/";
      resource(filer, meta + "reflect-config.json", reflectConfig(model), type);
      resource(
          filer,
          meta + "resource-config.json",
          "{\"resources\":{\"includes\":[{\"pattern\":\"\\\\Q"
              + INDEX
              + model.binaryName
              + "\\\\E\"}]}}\n",
          type);
    } catch (IOException e) {
      messager.printMessage(
          Diagnostic.Kind.ERROR, "Skiff could not write the codec of " + type + ": " + e, type);
    }
  }

  /** Reflection the codec does once: its constructor, the class's fields and constructors. */
  private String reflectConfig(ClassModel model) {
    StringBuilder s = new StringBuilder("[\n");
    s.append("  {\"name\":\"")
        .append(model.codecBinaryName())
        .append(
            "\",\"methods\":[{\"name\":\"<init>\",\"parameterTypes\":[\"java.lang.Object\"]}]}");
    Set<String> classes = new LinkedHashSet<>();
    for (TypeElement c = model.type; c != null; c = ClassModel.superclass(c)) {
      String name = processingEnv.getElementUtils().getBinaryName(c).toString();
      if (name.equals("java.lang.Object") || name.equals("java.lang.Record")) {
        break;
      }
      classes.add(name);
    }
    for (String c : classes) {
      s.append(",\n  {\"name\":\"")
          .append(c)
          .append("\",\"allDeclaredFields\":true,\"allDeclaredConstructors\":true,")
          .append("\"unsafeAllocated\":true}");
    }
    return s.append("\n]\n").toString();
  }

  private static void resource(Filer filer, String path, String text, Element origin)
      throws IOException {
    FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", path, origin);
    try (var out = file.openOutputStream()) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
