package dev.skiff.processor;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.ElementKind;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;

/**
 * The statements of one field in a build-time codec's source: how the field's value is reached (a
 * field access, a trivial accessor or a method handle) and which writer, reader or nested codec
 * call takes it, as Skiff's run-time generator calls them for the same field. {@link CodecSource}
 * places these statements in the codec's methods.
 */
final class FieldSource {
  private static final String LEAF = "dev.skiff.LeafFields";

  /**
   * Field types with their own methods in {@code dev.skiff.LeafFields}, by those methods' suffix.
   */
  private static final Map<String, String> DIRECT =
      Map.ofEntries(
          Map.entry("java.lang.Integer", "IntBox"),
          Map.entry("java.lang.Long", "LongBox"),
          Map.entry("java.lang.Double", "DoubleBox"),
          Map.entry("java.lang.Float", "FloatBox"),
          Map.entry("java.lang.Boolean", "BooleanBox"),
          Map.entry("java.lang.Short", "ShortBox"),
          Map.entry("java.lang.Byte", "ByteBox"),
          Map.entry("java.lang.Character", "CharBox"),
          Map.entry("[I", "IntArray"),
          Map.entry("[J", "LongArray"),
          Map.entry("[D", "DoubleArray"),
          Map.entry("[F", "FloatArray"),
          Map.entry("[S", "ShortArray"),
          Map.entry("[C", "CharArray"),
          Map.entry("[Z", "BooleanArray"),
          Map.entry("[B", "ByteArray"));

  private final ClassModel model;
  private final List<FieldModel> fields;
  private final StringBuilder out;

  /** Statements for the fields of {@code model}, appended to {@code out}. */
  FieldSource(ClassModel model, StringBuilder out) {
    this.model = model;
    this.fields = model.fields;
    this.out = out;
  }

  /**
   * The statements that write field {@code i} of {@code v} to {@code out}, with the var-int and
   * fixed-width writers unchecked when the group {@code ensured} their room; in a {@code body} (no
   * hooks) a nested field's framing is chosen from its declared class (see {@code
   * BuildTimeCodec.exact(int, boolean)}), elsewhere by the slot.
   */
  void emitWrite(String in, int i, boolean ensured, boolean body) {
    FieldModel f = fields.get(i);
    String value;
    if (f.directRead) {
      value = fieldRef(f);
    } else if (f.getter != null) {
      value = accessorRef(f, f.getter) + "()";
    } else {
      String local = f.kind == FieldModel.Kind.REF ? "Object" : f.sourceType;
      line(in + local + " t" + i + " = (" + local + ") G" + i + ".invokeExact((Object) v);");
      value = "t" + i;
    }
    boolean erased = f.readsViaHandle();
    if (f.kind != FieldModel.Kind.REF) {
      line(in + "out." + (ensured ? "put" : "write") + f.kind.io + "(" + value + ");");
    } else if (f.className.equals("java.lang.String")) {
      // The null test here and a call of writeString, as a run-time codec does: one level less
      // between the codec and the string's Latin-1 check (architecture, section 2.4).
      String z = "z" + i;
      line(in + "java.lang.String " + z + " = " + (erased ? "(String) " : "") + value + ";");
      line(in + "if (" + z + " != null) {");
      line(in + "  out.writeString(" + z + ");");
      line(in + "} else {");
      line(in + "  out.writeByte(0);");
      line(in + "}");
    } else if (DIRECT.containsKey(f.className)) {
      String cast = erased ? "(" + f.sourceType + ") " : "";
      line(in + LEAF + ".write" + DIRECT.get(f.className) + "(out, " + cast + value + ");");
    } else if (isEnum(f)) {
      line(in + "if (" + enums(i, body) + " != null) {");
      line(in + "  " + LEAF + ".writeEnumOrdinal(out, (java.lang.Enum<?>) " + value + ");");
      line(in + "} else {");
      line(in + "  writeField(out, " + value + ", " + slot(i, body) + ");");
      line(in + "}");
    } else if (f.stringList()) {
      line(in + "writeStringList(out, " + value + ", " + slot(i, body) + ");");
    } else {
      emitNestedWrite(in, i, value, body);
    }
  }

  /**
   * Writes reference field {@code i} with the nested codec called from here, so that each field has
   * a call site (and a type profile) of its own: see {@code dev.skiff.NestedCodec}.
   */
  private void emitNestedWrite(String in, int i, String value, boolean body) {
    String x = "x" + i;
    String t = "n" + i;
    String s = slot(i, body);
    line(in + "Object " + x + " = " + value + ";");
    if (body) {
      String enter = fields.get(i).exact ? "enterExactField" : "enterAnyField";
      line(in + String.format("Object %s = %s(out, %s, %s);", t, enter, x, s));
    } else {
      line(
          in
              + String.format(
                  "Object %s = exact%d ? enterExactField(out, %s, %s) : enterAnyField(out, %s, %s);",
                  t, i, x, s, x, s));
    }
    line(in + "if (" + t + " != null) {");
    line(in + "  nested(" + t + ").writeBody(out, " + x + ", " + s + ");");
    line(in + "  leaveField(out, " + t + ");");
    line(in + "}");
  }

  /**
   * Reads reference field {@code i} into the local {@code x<i>} with the nested codec called from
   * here (see {@link #emitNestedWrite}), when the field makes that call ({@link #nestedCall});
   * {@link #readExpression} then names the local.
   */
  void emitNestedRead(String in, int i, boolean body) {
    if (!nestedCall(fields.get(i))) {
      return;
    }
    String x = "x" + i;
    String t = "n" + i;
    String s = slot(i, body);
    line(in + "Object " + x + ";");
    if (body) {
      String enter = fields.get(i).exact ? "enterExactRead" : "enterAnyRead";
      line(in + String.format("Object %s = %s(in, %s);", t, enter, s));
    } else {
      line(
          in
              + String.format(
                  "Object %s = exact%d ? enterExactRead(in, %s) : enterAnyRead(in, %s);",
                  t, i, s, s));
    }
    line(in + "if (" + t + " == null) {");
    line(in + "  " + x + " = takeField(in);");
    line(in + "} else {");
    line(in + "  long m" + i + " = beginBody(in, " + t + ");");
    line(
        in
            + String.format(
                "  %s = endBody(in, %s, m%d, nested(%s).readBody(in, %s));", x, t, i, t, s));
    line(in + "}");
  }

  /** Whether reference field {@code f} calls its nested codec from generated code. */
  static boolean nestedCall(FieldModel f) {
    return viaSlot(f) && !isEnum(f) && !f.stringList();
  }

  /**
   * The slot of reference field {@code i}: in a {@code body}, which runs only for the binding the
   * class was initialized for, the class's constant ({@code BuildTimeCodec.firstBinding}), else the
   * codec's own field.
   */
  static String slot(int i, boolean body) {
    return (body ? "S" : "s") + i;
  }

  /** The enum constants of field {@code i}, as {@link #slot} chooses between constant and field. */
  static String enums(int i, boolean body) {
    return (body ? "E" : "e") + i;
  }

  /**
   * The expression that reads field {@code i}: a primitive, or an Object; in a {@code body} through
   * the class's constants (see {@link #slot}).
   */
  String readExpression(int i, boolean body) {
    FieldModel f = fields.get(i);
    if (f.kind != FieldModel.Kind.REF) {
      return "in.read" + f.kind.io + "()";
    }
    if (f.className.equals("java.lang.String")) {
      return "in.readStringOrNull()";
    }
    if (DIRECT.containsKey(f.className)) {
      return LEAF + ".read" + DIRECT.get(f.className) + "(in)";
    }
    if (isEnum(f)) {
      String e = enums(i, body);
      return "("
          + e
          + " != null ? "
          + LEAF
          + ".readEnumOrdinal(in, "
          + e
          + ") : readField(in, "
          + slot(i, body)
          + "))";
    }
    if (f.stringList()) {
      return "readStringList(in, " + slot(i, body) + ")";
    }
    return nestedCall(f) ? "x" + i : "readField(in, " + slot(i, body) + ")";
  }

  /**
   * Whether reference field {@code f} goes through its slot (not a string, box, primitive array or
   * ordinal enum); its read expression then yields an Object that a typed assignment must cast.
   */
  static boolean viaSlot(FieldModel f) {
    return f.kind == FieldModel.Kind.REF
        && !f.className.equals("java.lang.String")
        && !DIRECT.containsKey(f.className);
  }

  static boolean isEnum(FieldModel f) {
    javax.lang.model.type.TypeMirror t = f.erased;
    return t.getKind() == TypeKind.DECLARED
        && ((DeclaredType) t).asElement().getKind() == ElementKind.ENUM;
  }

  /**
   * The field as an assignable expression on {@code v}; a superclass's field through a cast, since
   * a field of the same name in a subclass hides it.
   */
  String fieldRef(FieldModel f) {
    if (f.declaring.equals(model.type)) {
      return "v." + f.name();
    }
    return "((" + f.declaring.getQualifiedName() + ") v)." + f.name();
  }

  /** A call target for {@code method} of the class declaring {@code f}, on {@code v}. */
  String accessorRef(FieldModel f, String method) {
    if (f.declaring.equals(model.type)) {
      return "v." + method;
    }
    return "((" + f.declaring.getQualifiedName() + ") v)." + method;
  }

  private void line(String s) {
    out.append(s).append('\n');
  }
}
