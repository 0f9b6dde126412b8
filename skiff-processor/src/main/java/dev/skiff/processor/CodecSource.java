package dev.skiff.processor;

import java.util.List;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.Elements;

/**
 * The Java source of one build-time codec: a subclass of {@code dev.skiff.BuildTimeCodec} in the
 * class's package that writes and reads each field as Skiff's run-time generator does, calling the
 * same writer, reader and field methods in the same order, so the bytes are the same. This class
 * lays out the codec's members; {@link FieldSource} writes each field's statements.
 *
 * <h2>Shape</h2>
 *
 * Fields the codec's package may touch are read and assigned directly; the others (private fields,
 * final fields on read, every field of a record) go through {@code static final} method handles
 * made once from the codec's own lookup, which the JIT treats as constants. Writing and reading are
 * split into methods of at most {@value #GROUP} fields ({@value #HANDLE_GROUP} when any field goes
 * through handles, whose calls take more bytecode), small enough to inline; a run of at least two
 * primitive fields in a group is preceded by one {@code ensure} and written unchecked. A class of
 * one group has no group methods: its fields are written in the override itself, and written and
 * read once more in {@code writeBody} and {@code readBody}, the methods a nested field calls, one
 * call level less on the way to the innermost strings (as a record's components are read in {@code
 * readBody}). Overrides take {@code Object} and cast, so javac writes no bridge methods: every call
 * level counts against the JIT's inlining depth on nested data.
 */
final class CodecSource {
  static final int GROUP = 16;

  /** The {@code BuildTimeCodec.CONTRACT} this processor writes against. */
  static final int CONTRACT = 8;

  static final int HANDLE_GROUP = 8;
  private static final String CODEC = "dev.skiff.BuildTimeCodec";
  private static final String WRITER = CODEC + ".Writer";
  private static final String READER = CODEC + ".Reader";
  private static final String MH = "java.lang.invoke.MethodHandle";
  private static final String LOOKUP = "java.lang.invoke.MethodHandles.lookup()";

  private final ClassModel model;
  private final Elements elements;
  private final List<FieldModel> fields;

  /** Fields per group method. */
  private final int group;

  private final StringBuilder out = new StringBuilder();

  /** The statements of each field, appended to {@link #out}. */
  private final FieldSource field;

  CodecSource(ClassModel model, Elements elements) {
    this.model = model;
    this.elements = elements;
    this.fields = model.fields;
    boolean handles =
        fields.stream().anyMatch(f -> f.readsViaHandle() || (!model.record && f.writesViaHandle()));
    this.group = handles ? HANDLE_GROUP : GROUP;
    this.field = new FieldSource(model, out);
  }

  String render() {
    String t = model.sourceName;
    if (!model.codecPackage.isEmpty()) {
      line("package " + model.codecPackage + ";");
      line("");
    }
    line("/** Skiff's build-time codec for {@code " + model.binaryName + "}, written by");
    line(" * skiff-processor. Do not edit. */");
    line(
        "@SuppressWarnings({\"rawtypes\", \"unchecked\", \"cast\", \"deprecation\", \"removal\"})");
    line("public final class " + model.codecSimpleName + " extends " + CODEC + "<" + t + "> {");
    // In a named module, the codec's package is exported to Skiff (only to Skiff, and only for
    // the public constructor); a module may do this for itself, so module-info needs no clause.
    line("  static {");
    line("    " + model.codecSimpleName + ".class.getModule().addExports(");
    line(
        "        "
            + model.codecSimpleName
            + ".class.getPackageName(), "
            + CODEC
            + ".class.getModule());");
    line("  }");
    line("");
    boolean usesOpen = false;
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      if (f.readsViaHandle()) {
        line(
            "  private static final "
                + MH
                + " G"
                + i
                + " = getter("
                + LOOKUP
                + ", "
                + declaringRef(f)
                + ", \""
                + f.name()
                + "\");");
      }
      if (!model.record && f.writesViaHandle()) {
        usesOpen = true;
        line(
            "  private static final "
                + MH
                + " P"
                + i
                + " = setter("
                + LOOKUP
                + ", open("
                + declaringRef(f)
                + ", \""
                + f.name()
                + "\"));");
      }
    }
    if (model.record && !model.newRecord) {
      line(
          "  private static final "
              + MH
              + " N = canonical("
              + LOOKUP
              + ", "
              + classRef(model.chainSize - 1)
              + ");");
    }
    boolean constants = constants();
    if (constants) {
      line("  private static final Object B = firstBinding();");
      for (int i = 0; i < fields.size(); i++) {
        if (FieldSource.viaSlot(fields.get(i))) {
          line("  private static final Object S" + i + " = slotOf(B, " + i + ");");
        }
        if (FieldSource.isEnum(fields.get(i))) {
          line("  private static final Object[] E" + i + " = enumConstantsOf(B, " + i + ");");
        }
      }
      line("  private final boolean first;");
    }
    for (int i = 0; i < fields.size(); i++) {
      if (FieldSource.viaSlot(fields.get(i))) {
        line("  private final Object s" + i + ";");
      }
      if (FieldSource.nestedCall(fields.get(i))) {
        line("  private final boolean exact" + i + ";");
      }
      if (FieldSource.isEnum(fields.get(i))) {
        line("  private final Object[] e" + i + ";");
      }
    }
    line("");
    line("  public " + model.codecSimpleName + "(Object binding) {");
    StringBuilder list = new StringBuilder();
    for (FieldModel f : fields) {
      list.append(",\n        \"")
          .append(f.describe(elements.getBinaryName(f.declaring).toString()))
          .append("\"");
    }
    line("    super(binding, " + CONTRACT + ", " + classRef(model.chainSize - 1) + list + ");");
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      if (FieldSource.viaSlot(f)) {
        line("    s" + i + " = slot(" + i + ");");
      }
      if (FieldSource.nestedCall(f)) {
        line("    exact" + i + " = exact(" + i + ", " + f.exact + ");");
      }
      if (FieldSource.isEnum(f)) {
        line("    e" + i + " = enumConstants(" + i + ");");
      }
    }
    if (constants) {
      line("    first = boundFirst(B);");
    }
    line("  }");
    emitBodies(t);
    emitWrite(t);
    if (model.record) {
      emitRecordRead(t);
    } else {
      emitObjectRead(t);
    }
    if (usesOpen) {
      line("");
      line("  private static java.lang.reflect.Field open(Class<?> c, String name) {");
      line("    try {");
      line("      java.lang.reflect.Field f = c.getDeclaredField(name);");
      line("      f.setAccessible(true);");
      line("      return f;");
      line("    } catch (NoSuchFieldException e) {");
      line("      throw new IllegalStateException(e);");
      line("    }");
      line("  }");
    }
    line("}");
    return out.toString();
  }

  private void emitWrite(String t) {
    int groups = groups();
    groupCalls("writeFields", "w", WRITER + " out", "out", t);
    for (int g = 0; g < groups; g++) {
      openGroup("writeFields", "w", g, WRITER + " out", t);
      emitWriteStatements(g, false);
      line("  }");
    }
  }

  /**
   * The writes of group {@code g}'s fields from {@code v} to {@code out}, inside a {@code try} when
   * any goes through a method handle; in a {@code body} (no hooks), each nested field's framing is
   * chosen here from its declared class (see {@code BuildTimeCodec.exact(int, boolean)}).
   */
  private void emitWriteStatements(int g, boolean body) {
    int end = Math.min(fields.size(), (g + 1) * group);
    boolean handles = handles(g, end, true);
    String in = openTry(handles);
    int room = 0;
    for (int i = g * group; i < end; i++) {
      if (room == 0) {
        room = primitiveRun(i, end);
        if (room > 0) {
          line(in + "out.ensure(" + room + ");");
        }
      }
      field.emitWrite(in, i, room > 0, body);
      room = room > 0 ? room - fields.get(i).kind.maxBytes : 0;
    }
    closeTry(handles);
  }

  private String openTry(boolean handles) {
    if (handles) {
      line("    try {");
    }
    return handles ? "      " : "    ";
  }

  private void closeTry(boolean handles) {
    if (handles) {
      line("    } catch (Throwable t) {");
      line("      throw rethrow(t);");
      line("    }");
    }
  }

  /**
   * The codec's own {@code writeBody} and {@code readBody}, which a field of another build-time
   * codec calls (see {@code dev.skiff.NestedCodec}): with no hooks they go straight to this class's
   * fields, so that the call from that field reaches this class's code and not a method every codec
   * shares, which HotSpot compiles once for all of them and then does not inline.
   */
  private void emitBodies(String t) {
    boolean inline = groups() == 1;
    boolean constants = constants();
    line("");
    line("  @Override");
    line("  public void writeBody(" + WRITER + " out, Object value, Object slot) {");
    if (inline) {
      // One group: the fields are written here too, one call level less than writeFields.
      if (constants) {
        line("    if (!first) {");
        line("      if (hooked) {");
        line("        writeHooked(out, value);");
        line("      } else {");
        line("        writeFields(out, value);");
        line("      }");
        line("      return;");
        line("    }");
      } else {
        line("    if (hooked) {");
        line("      writeHooked(out, value);");
        line("      return;");
        line("    }");
      }
      line("    " + t + " v = (" + t + ") value;");
      emitWriteStatements(0, true);
    } else {
      line("    if (hooked) {");
      line("      writeHooked(out, value);");
      line("    } else {");
      line("      writeFields(out, value);");
      line("    }");
    }
    line("  }");
    line("");
    line("  @Override");
    line("  public Object readBody(" + READER + " in, Object slot) {");
    if (constants) {
      line("    if (!first) {");
      line("      if (hooked) {");
      line("        return readHooked(in);");
      line("      }");
      if (model.record) {
        line("      return readRecord(in);");
      } else {
        emitReadViaFields("      ");
      }
      line("    }");
    } else {
      line("    if (hooked) {");
      line("      return readHooked(in);");
      line("    }");
    }
    if (model.record) {
      // The components are read here too, one call level less than readRecord.
      emitRecordStatements(t, true);
    } else if (inline) {
      line("    " + t + " v = (" + t + ") create();");
      line("    reference(in, v);");
      emitReadStatements(0, true);
      line("    return v;");
    } else {
      emitReadViaFields("    ");
    }
    line("  }");
  }

  /** A plain object's read through {@code readFields}, which takes the codec's own slots. */
  private void emitReadViaFields(String in) {
    line(in + "Object v = create();");
    line(in + "reference(in, v);");
    line(in + "readFields(in, v);");
    line(in + "return v;");
  }

  /**
   * Whether the codec's own bodies ({@link #emitBodies}: one group of fields, or a record's read)
   * read slots or enum constants, which they then take from the class's constants for the binding
   * the class was initialized for ({@code BuildTimeCodec.firstBinding}).
   */
  private boolean constants() {
    return (groups() == 1 || model.record) && fields.stream().anyMatch(FieldSource::viaSlot);
  }

  private void emitObjectRead(String t) {
    if (model.newWithNoArg) {
      line("");
      line("  @Override");
      line("  protected Object create() {");
      line("    return new " + t + "();");
      line("  }");
    }
    int groups = groups();
    groupCalls("readFields", "r", READER + " in", "in", t);
    for (int g = 0; g < groups; g++) {
      openGroup("readFields", "r", g, READER + " in", t);
      emitReadStatements(g, false);
      line("  }");
    }
  }

  /**
   * The reads of group {@code g}'s fields from {@code in} into {@code v}, with each nested field's
   * framing chosen here in a {@code body} (see {@link #emitWriteStatements}).
   */
  private void emitReadStatements(int g, boolean body) {
    int end = Math.min(fields.size(), (g + 1) * group);
    boolean handles = handles(g, end, false);
    String in = openTry(handles);
    for (int i = g * group; i < end; i++) {
      FieldModel f = fields.get(i);
      field.emitNestedRead(in, i, body);
      String expr = field.readExpression(i, body);
      String cast = FieldSource.viaSlot(f) ? "(" + f.sourceType + ") " : "";
      if (f.directWrite) {
        line(in + field.fieldRef(f) + " = " + cast + expr + ";");
      } else if (f.setter != null) {
        line(in + field.accessorRef(f, f.setter) + "(" + cast + expr + ");");
      } else {
        String arg = f.kind == FieldModel.Kind.REF ? "(Object) " + expr : expr;
        line(in + "P" + i + ".invokeExact((Object) v, " + arg + ");");
      }
    }
    closeTry(handles);
  }

  private void emitRecordRead(String t) {
    line("");
    line("  @Override");
    line("  protected Object readRecord(" + READER + " in) {");
    emitRecordStatements(t, false);
    line("  }");
  }

  /**
   * Reads the components from {@code in} and returns the record, with each nested field's framing
   * chosen here in a {@code body} (see {@link #emitWriteStatements}).
   */
  private void emitRecordStatements(String t, boolean body) {
    line("    try {");
    for (int i = 0; i < fields.size(); i++) {
      FieldModel f = fields.get(i);
      field.emitNestedRead("      ", i, body);
      String expr = field.readExpression(i, body);
      if (model.newRecord) {
        String cast = FieldSource.viaSlot(f) ? "(" + f.sourceType + ") " : "";
        line("      " + f.sourceType + " c" + i + " = " + cast + expr + ";");
      } else {
        String local = f.kind == FieldModel.Kind.REF ? "Object" : f.sourceType;
        line("      " + local + " c" + i + " = " + expr + ";");
      }
    }
    StringBuilder args = new StringBuilder();
    for (String component : model.components) {
      if (args.length() > 0) {
        args.append(", ");
      }
      args.append("c").append(indexOf(component));
    }
    if (model.newRecord) {
      line("      return new " + t + "(" + args + ");");
    } else {
      line("      return (Object) N.invokeExact(" + args + ");");
    }
    line("    } catch (Throwable t) {");
    line("      throw rethrow(t);");
    line("    }");
  }

  /**
   * The override of {@code method} that calls the group methods {@code prefix0..n}; with one group
   * there are no group methods, and {@link #openGroup} opens the override itself instead. The
   * override takes {@code Object} and casts (see {@code BuildTimeCodec.writeFields}): no bridge.
   */
  private void groupCalls(String method, String prefix, String param, String arg, String t) {
    if (groups() == 1) {
      return;
    }
    line("");
    line("  @Override");
    line("  protected void " + method + "(" + param + ", Object value) {");
    line("    " + t + " v = (" + t + ") value;");
    for (int g = 0; g < groups(); g++) {
      line("    " + prefix + g + "(" + arg + ", v);");
    }
    line("  }");
  }

  /**
   * Opens group method {@code prefix + g}, or the override {@code method} when there is only one
   * group (one call level less).
   */
  private void openGroup(String method, String prefix, int g, String param, String t) {
    line("");
    if (groups() == 1) {
      line("  @Override");
      line("  protected void " + method + "(" + param + ", Object value) {");
      line("    " + t + " v = (" + t + ") value;");
    } else {
      line("  private void " + prefix + g + "(" + param + ", " + t + " v) {");
    }
  }

  private int indexOf(String component) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(component)) {
        return i;
      }
    }
    throw new IllegalStateException("record component " + component + " has no field");
  }

  private int groups() {
    return (fields.size() + group - 1) / group;
  }

  /** Whether a write ({@code write}) or read group uses method handles (and must catch). */
  private boolean handles(int g, int end, boolean write) {
    for (int i = g * group; i < end; i++) {
      FieldModel f = fields.get(i);
      if (write ? f.readsViaHandle() : f.writesViaHandle()) {
        return true;
      }
    }
    return false;
  }

  /** The bytes to ensure before the primitive run that starts at {@code from}, or 0. */
  private int primitiveRun(int from, int end) {
    int bytes = 0;
    int i = from;
    while (i < end && fields.get(i).kind != FieldModel.Kind.REF) {
      bytes += fields.get(i).kind.maxBytes;
      i++;
    }
    return i - from >= 2 ? bytes : 0;
  }

  /** An expression for the class declaring {@code f}. */
  private String declaringRef(FieldModel f) {
    return classRef(f.depth);
  }

  /** An expression for the class at {@code depth} of the target's superclass chain. */
  private String classRef(int depth) {
    int up = model.chainSize - 1 - depth;
    StringBuilder s = new StringBuilder(model.sourceName).append(".class");
    if (up > 0) {
      javax.lang.model.element.TypeElement c = model.type;
      for (int k = 0; k < up; k++) {
        c = (javax.lang.model.element.TypeElement) ((DeclaredType) c.getSuperclass()).asElement();
      }
      if (ClassModel.accessible(c, model.codecPackage, elements)) {
        return c.getQualifiedName() + ".class";
      }
      s.append(".getSuperclass()".repeat(up));
    }
    return s.toString();
  }

  private void line(String s) {
    out.append(s).append('\n');
  }
}
