package dev.skiff.processor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * What the processor knows of one class it writes a codec for: its persistent fields in Skiff's
 * canonical order, how the codec creates instances, and where the codec goes. {@link #of} refuses a
 * class the processor cannot handle, with the element to blame and the reason.
 *
 * <p>The canonical order (part of Skiff's wire format, {@code docs/spec.md}): fixed-width
 * primitives widest first, then {@code int} and {@code long}, then references of an exact declared
 * type, then all other references; within each, by the erased type's class name, the field name,
 * and superclass before subclass. Static and transient fields are not persistent.
 */
final class ClassModel {
  /** Why a class gets no codec, and whether that is an error or only worth a warning. */
  static final class Refusal extends Exception {
    private static final long serialVersionUID = 1L;

    final transient Element element;
    final boolean serious;

    Refusal(Element element, String message, boolean serious) {
      super(message, null, false, false);
      this.element = element;
      this.serious = serious;
    }
  }

  final TypeElement type;
  final String binaryName;
  final String sourceName;
  final String codecPackage;
  final String codecSimpleName;
  final boolean record;
  final List<FieldModel> fields;

  /** How many classes from the topmost superclass below Object down to this class. */
  final int chainSize;

  /** Non-records: whether the codec may call the class's own no-arg constructor. */
  final boolean newWithNoArg;

  /** Records: whether the codec may call the canonical constructor with {@code new}. */
  final boolean newRecord;

  /** Records: the component names in canonical-constructor order. */
  final List<String> components;

  private ClassModel(
      TypeElement type,
      String binaryName,
      String codecPackage,
      String codecSimpleName,
      List<FieldModel> fields,
      int chainSize,
      boolean newWithNoArg,
      boolean newRecord,
      List<String> components) {
    this.type = type;
    this.chainSize = chainSize;
    this.binaryName = binaryName;
    this.sourceName = type.getQualifiedName().toString();
    this.codecPackage = codecPackage;
    this.codecSimpleName = codecSimpleName;
    this.record = type.getKind() == ElementKind.RECORD;
    this.fields = fields;
    this.newWithNoArg = newWithNoArg;
    this.newRecord = newRecord;
    this.components = components;
  }

  String codecBinaryName() {
    return codecPackage.isEmpty() ? codecSimpleName : codecPackage + "." + codecSimpleName;
  }

  /**
   * The model of {@code type} for a codec in {@code codecPackage} (its own package, or the package
   * of a class that lists it).
   */
  static ClassModel of(
      TypeElement type, String codecPackage, Elements elements, Types types, Accessors accessors)
      throws Refusal {
    String binaryName = elements.getBinaryName(type).toString();
    ElementKind kind = type.getKind();
    if (kind == ElementKind.ENUM) {
      throw new Refusal(type, "an enum needs no codec: Skiff writes enums itself", false);
    }
    if (kind != ElementKind.CLASS && kind != ElementKind.RECORD) {
      throw new Refusal(type, "only classes and records get codecs", true);
    }
    if (type.getModifiers().contains(Modifier.ABSTRACT)) {
      throw new Refusal(type, "an abstract class has no instances to encode", true);
    }
    NestingKind nesting = type.getNestingKind();
    if (nesting == NestingKind.LOCAL || nesting == NestingKind.ANONYMOUS) {
      throw new Refusal(type, "a local or anonymous class cannot be named by a codec", true);
    }
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      if (t.getNestingKind() == NestingKind.MEMBER
          && !t.getModifiers().contains(Modifier.STATIC)
          && t.getKind() == ElementKind.CLASS) {
        throw new Refusal(
            t,
            "an inner (non-static) class keeps its enclosing instance in a synthetic field; make it"
                + " static",
            true);
      }
    }
    if (!accessible(type, codecPackage, elements)) {
      throw new Refusal(
          type,
          "it is private or not visible from package "
              + (codecPackage.isEmpty() ? "(unnamed)" : codecPackage)
              + ", where its codec would be written",
          true);
    }
    List<TypeElement> chain = new ArrayList<>();
    for (TypeElement c = type; c != null; c = superclass(c)) {
      String name = c.getQualifiedName().toString();
      if (name.equals("java.lang.Object") || name.equals("java.lang.Record")) {
        break;
      }
      if (name.equals("java.lang.Throwable")) {
        throw new Refusal(type, "Skiff encodes throwables itself (JDK serialization rules)", false);
      }
      if (name.startsWith("java.") || name.startsWith("javax.")) {
        throw new Refusal(
            type,
            "it extends the JDK class " + name + ", which Skiff encodes through its API",
            false);
      }
      chain.add(0, c);
    }
    TypeMirror serializable = elements.getTypeElement("java.io.Serializable").asType();
    TypeMirror externalizable = elements.getTypeElement("java.io.Externalizable").asType();
    if (types.isAssignable(type.asType(), types.erasure(externalizable))) {
      throw new Refusal(type, "Skiff encodes Externalizable classes through their methods", false);
    }
    boolean isSerializable = types.isAssignable(type.asType(), types.erasure(serializable));
    List<FieldModel> fields = new ArrayList<>();
    for (int depth = 0; depth < chain.size(); depth++) {
      TypeElement c = chain.get(depth);
      if (since(c)) {
        throw new Refusal(
            c, "a versioned class (@Since) keeps its run-time codec; no build-time codec", false);
      }
      for (Element m : c.getEnclosedElements()) {
        if (isSerializable && m.getKind() == ElementKind.METHOD && serialHook(m)) {
          throw new Refusal(
              m,
              "it declares the serialization method "
                  + m.getSimpleName()
                  + ", so Skiff follows JDK serialization for "
                  + binaryName,
              false);
        }
        if (m.getKind() != ElementKind.FIELD) {
          continue;
        }
        VariableElement f = (VariableElement) m;
        if (f.getModifiers().contains(Modifier.STATIC)
            || f.getModifiers().contains(Modifier.TRANSIENT)) {
          continue;
        }
        if (since(f)) {
          throw new Refusal(
              f, "a versioned class (@Since) keeps its run-time codec; no build-time codec", false);
        }
        FieldModel model = field(f, c, depth, codecPackage, elements, types);
        boolean samePackage = packageOf(c, elements).equals(codecPackage);
        boolean reachable = model.sourceType != null && accessible(c, codecPackage, elements);
        if (!model.directRead && reachable) {
          model.getter = accessors.getter(f, c, chain, samePackage);
        }
        if (!model.directWrite && reachable) {
          model.setter = accessors.setter(f, c, chain, samePackage);
        }
        fields.add(model);
      }
    }
    fields.sort(
        Comparator.comparingInt(FieldModel::group)
            .thenComparing(f -> -f.kind.width)
            .thenComparing(f -> f.className)
            .thenComparing(FieldModel::name)
            .thenComparingInt(f -> f.depth));

    boolean newWithNoArg = false;
    boolean newRecord = false;
    List<String> components = new ArrayList<>();
    if (kind == ElementKind.RECORD) {
      List<TypeMirror> params = new ArrayList<>();
      for (RecordComponentElement rc : type.getRecordComponents()) {
        components.add(rc.getSimpleName().toString());
        params.add(types.erasure(rc.asType()));
      }
      ExecutableElement canonical = constructor(type, params, types);
      newRecord =
          canonical != null
              && usable(canonical, type, codecPackage, elements)
              && fields.stream().allMatch(f -> f.sourceType != null);
    } else {
      ExecutableElement noArg = constructor(type, List.of(), types);
      newWithNoArg = noArg != null && usable(noArg, type, codecPackage, elements);
    }
    String pkg = elements.getPackageOf(type).getQualifiedName().toString();
    String local = pkg.isEmpty() ? binaryName : binaryName.substring(pkg.length() + 1);
    String codecSimpleName =
        codecPackage.equals(pkg)
            ? local + "$SkiffCodec"
            : binaryName.replace('.', '_') + "$SkiffCodec";
    return new ClassModel(
        type,
        binaryName,
        codecPackage,
        codecSimpleName,
        List.copyOf(fields),
        chain.size(),
        newWithNoArg,
        newRecord,
        List.copyOf(components));
  }

  private static FieldModel field(
      VariableElement f,
      TypeElement declaring,
      int depth,
      String codecPackage,
      Elements elements,
      Types types)
      throws Refusal {
    TypeMirror erased = types.erasure(f.asType());
    if (hasError(erased)) {
      throw new Refusal(
          f,
          "field " + f.getSimpleName() + ": its type " + f.asType() + " cannot be resolved",
          true);
    }
    FieldModel.Kind kind = FieldModel.kindOf(erased);
    String sourceType = sourceType(erased, codecPackage, elements);
    boolean accessible;
    if (f.getModifiers().contains(Modifier.PRIVATE)) {
      accessible = false;
    } else if (packageOf(declaring, elements).equals(codecPackage)) {
      accessible = accessible(declaring, codecPackage, elements);
    } else {
      accessible =
          f.getModifiers().contains(Modifier.PUBLIC)
              && accessible(declaring, codecPackage, elements);
    }
    // A final field with a constant initializer is a constant variable: javac would fold a plain
    // read of it into the constant, so such fields are read through a handle, as Skiff reads them.
    boolean constant = f.getConstantValue() != null;
    return new FieldModel(
        f,
        declaring,
        depth,
        kind,
        erased,
        exact(erased),
        className(erased, elements),
        typeName(erased, elements),
        sourceType,
        accessible && !constant);
  }

  private static boolean hasError(TypeMirror t) {
    return switch (t.getKind()) {
      case ERROR -> true;
      case ARRAY -> hasError(((ArrayType) t).getComponentType());
      default -> false;
    };
  }

  /** Whether Skiff's slot for this erased type is exact (see {@code Slot.isExact}). */
  private static boolean exact(TypeMirror t) {
    if (t.getKind().isPrimitive()) {
      return true;
    }
    if (t.getKind() == TypeKind.ARRAY) {
      return exact(((ArrayType) t).getComponentType());
    }
    if (t.getKind() != TypeKind.DECLARED) {
      return false;
    }
    Element e = ((DeclaredType) t).asElement();
    return switch (e.getKind()) {
      case ENUM, RECORD -> true;
      case CLASS -> e.getModifiers().contains(Modifier.FINAL);
      default -> false;
    };
  }

  /** The erased type as {@code Class.getName()} spells it. */
  static String className(TypeMirror t, Elements elements) {
    if (t.getKind() == TypeKind.ARRAY) {
      return "[" + descriptor(((ArrayType) t).getComponentType(), elements);
    }
    if (t.getKind().isPrimitive()) {
      return t.getKind().name().toLowerCase(java.util.Locale.ROOT);
    }
    return elements.getBinaryName((TypeElement) ((DeclaredType) t).asElement()).toString();
  }

  private static String descriptor(TypeMirror t, Elements elements) {
    return switch (t.getKind()) {
      case BOOLEAN -> "Z";
      case BYTE -> "B";
      case SHORT -> "S";
      case CHAR -> "C";
      case INT -> "I";
      case LONG -> "J";
      case FLOAT -> "F";
      case DOUBLE -> "D";
      case ARRAY -> "[" + descriptor(((ArrayType) t).getComponentType(), elements);
      default -> "L" + className(t, elements) + ";";
    };
  }

  /** The erased type as {@code Class.getTypeName()} spells it. */
  static String typeName(TypeMirror t, Elements elements) {
    if (t.getKind() == TypeKind.ARRAY) {
      return typeName(((ArrayType) t).getComponentType(), elements) + "[]";
    }
    return className(t, elements);
  }

  /** The erased type as source in {@code codecPackage} names it, or null when it cannot. */
  static @Nullable String sourceType(TypeMirror t, String codecPackage, Elements elements) {
    if (t.getKind() == TypeKind.ARRAY) {
      String component = sourceType(((ArrayType) t).getComponentType(), codecPackage, elements);
      return component == null ? null : component + "[]";
    }
    if (t.getKind().isPrimitive()) {
      return t.getKind().name().toLowerCase(java.util.Locale.ROOT);
    }
    TypeElement e = (TypeElement) ((DeclaredType) t).asElement();
    return accessible(e, codecPackage, elements) ? e.getQualifiedName().toString() : null;
  }

  /** Whether code in {@code pkg} may name {@code type} (and every class enclosing it). */
  static boolean accessible(TypeElement type, String pkg, Elements elements) {
    boolean samePackage = packageOf(type, elements).equals(pkg);
    for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
      if (t.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
      if (!samePackage && !t.getModifiers().contains(Modifier.PUBLIC)) {
        return false;
      }
    }
    return true;
  }

  private static boolean usable(
      ExecutableElement ctor, TypeElement type, String codecPackage, Elements elements) {
    if (ctor.getModifiers().contains(Modifier.PRIVATE)) {
      return false;
    }
    return packageOf(type, elements).equals(codecPackage)
        || ctor.getModifiers().contains(Modifier.PUBLIC);
  }

  private static @Nullable ExecutableElement constructor(
      TypeElement type, List<TypeMirror> params, Types types) {
    for (Element m : type.getEnclosedElements()) {
      if (m.getKind() != ElementKind.CONSTRUCTOR) {
        continue;
      }
      ExecutableElement c = (ExecutableElement) m;
      if (c.getParameters().size() != params.size()) {
        continue;
      }
      boolean same = true;
      for (int i = 0; i < params.size(); i++) {
        same &= types.isSameType(types.erasure(c.getParameters().get(i).asType()), params.get(i));
      }
      if (same) {
        return c;
      }
    }
    return null;
  }

  private static String packageOf(Element e, Elements elements) {
    PackageElement p = elements.getPackageOf(e);
    return p.getQualifiedName().toString();
  }

  static @Nullable TypeElement superclass(TypeElement c) {
    TypeMirror s = c.getSuperclass();
    return s.getKind() == TypeKind.DECLARED ? (TypeElement) ((DeclaredType) s).asElement() : null;
  }

  private static boolean since(Element e) {
    return e.getAnnotationMirrors().stream()
        .anyMatch(
            a ->
                ((TypeElement) a.getAnnotationType().asElement())
                    .getQualifiedName()
                    .contentEquals("dev.skiff.Since"));
  }

  private static boolean serialHook(Element m) {
    String n = m.getSimpleName().toString();
    return n.equals("writeObject")
        || n.equals("readObject")
        || n.equals("readObjectNoData")
        || n.equals("writeReplace")
        || n.equals("readResolve");
  }
}
