package dev.skiff.processor;

import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import org.jspecify.annotations.Nullable;

/**
 * One persistent field of a class as the processor sees it in the compiler's model: its encoding
 * kind and where Skiff's canonical field order puts it, and how generated code reaches it.
 *
 * <p>The order and the names here must agree with what Skiff finds by reflection at run time
 * ({@code FieldLayout}); Skiff checks the {@link #describe(String) description} of every field
 * before it adopts a build-time codec, so a disagreement costs a fallback, never wrong bytes.
 */
final class FieldModel {
  /** The encoding kinds, in Skiff's layout order within the fixed-width group. */
  enum Kind {
    DOUBLE(0, 8, "Double", 8),
    FLOAT(0, 4, "Float", 4),
    CHAR(0, 2, "Char", 2),
    SHORT(0, 2, "Short", 2),
    BYTE(0, 1, "Byte", 1),
    BOOLEAN(0, 1, "Boolean", 1),
    LONG(1, 0, "VarLong", 9),
    INT(1, 0, "VarInt", 5),
    REF(2, 0, "", 0);

    final int group;
    final int width;

    /** The suffix of the writer and reader methods of this kind. */
    final String io;

    /** The most bytes one value takes (var-ints at their longest). */
    final int maxBytes;

    Kind(int group, int width, String io, int maxBytes) {
      this.group = group;
      this.width = width;
      this.io = io;
      this.maxBytes = maxBytes;
    }
  }

  final VariableElement element;
  final TypeElement declaring;
  final int depth;
  final Kind kind;

  /** The field's erased type. */
  final TypeMirror erased;

  /** Whether the declared type fixes the run-time class (Skiff's exact slot). */
  final boolean exact;

  /** The field's erased type as {@code Class.getName()} spells it (the layout sorts by it). */
  final String className;

  /** The field's erased type as {@code Class.getTypeName()} spells it (for the field list). */
  final String typeName;

  /** The erased type as generated source names it, or null when the codec's package cannot. */
  final @Nullable String sourceType;

  /** Whether generated code reads the field with a plain field access. */
  final boolean directRead;

  /** Whether generated code writes the field with a plain assignment. */
  final boolean directWrite;

  /** A trivial getter generated code may call instead of reading the field, or null. */
  @Nullable String getter;

  /** A trivial setter generated code may call instead of assigning the field, or null. */
  @Nullable String setter;

  FieldModel(
      VariableElement element,
      TypeElement declaring,
      int depth,
      Kind kind,
      TypeMirror erased,
      boolean exact,
      String className,
      String typeName,
      @Nullable String sourceType,
      boolean accessible) {
    this.element = element;
    this.declaring = declaring;
    this.depth = depth;
    this.kind = kind;
    this.erased = erased;
    this.exact = exact;
    this.className = className;
    this.typeName = typeName;
    this.sourceType = sourceType;
    Set<Modifier> mods = element.getModifiers();
    this.directRead = accessible && sourceType != null;
    this.directWrite = directRead && !mods.contains(Modifier.FINAL);
  }

  /** Whether generated code reads the field through a method handle. */
  boolean readsViaHandle() {
    return !directRead && getter == null;
  }

  /** Whether generated code assigns the field through a method handle. */
  boolean writesViaHandle() {
    return !directWrite && setter == null;
  }

  String name() {
    return element.getSimpleName().toString();
  }

  /**
   * Whether the field is declared as a collection of strings that an {@code ArrayList} fits ({@code
   * List<String>}, {@code Collection<String>}, ...): Skiff's string-list slot, which {@code
   * BuildTimeCodec.writeStringList} and {@code readStringList} write and read on a short path, at
   * each field's own call. Any other reference field makes its nested codec call itself. Were this
   * to disagree with Skiff's slot at run time, the bytes would be the same (both paths write the
   * same framing and body); only the speed would differ.
   */
  boolean stringList() {
    if (!STRING_LISTS.contains(className)
        || !(element.asType() instanceof DeclaredType d)
        || d.getTypeArguments().size() != 1
        || !(d.getTypeArguments().get(0) instanceof DeclaredType arg)) {
      return false;
    }
    return ((TypeElement) arg.asElement()).getQualifiedName().contentEquals("java.lang.String");
  }

  /** The collection types an {@code ArrayList} is assignable to that take one type argument. */
  private static final Set<String> STRING_LISTS =
      Set.of(
          "java.util.List",
          "java.util.Collection",
          "java.util.ArrayList",
          "java.lang.Iterable",
          "java.util.AbstractList",
          "java.util.AbstractCollection",
          "java.util.SequencedCollection");

  /** The layout group: fixed-width primitives, var-int primitives, exact references, others. */
  int group() {
    return kind == Kind.REF && !exact ? 3 : kind.group;
  }

  /** The entry of the codec's field list that Skiff checks at run time. */
  String describe(String declaringBinaryName) {
    return declaringBinaryName + "#" + name() + ":" + typeName;
  }

  static Kind kindOf(TypeMirror t) {
    TypeKind k = t.getKind();
    return switch (k) {
      case DOUBLE -> Kind.DOUBLE;
      case FLOAT -> Kind.FLOAT;
      case CHAR -> Kind.CHAR;
      case SHORT -> Kind.SHORT;
      case BYTE -> Kind.BYTE;
      case BOOLEAN -> Kind.BOOLEAN;
      case LONG -> Kind.LONG;
      case INT -> Kind.INT;
      default -> Kind.REF;
    };
  }
}
