package dev.skiff.internal.evolve;

import dev.skiff.Alias;
import dev.skiff.SkiffException;
import dev.skiff.Tag;
import dev.skiff.internal.engine.TypeRegistry;
import dev.skiff.internal.model.FieldLayout;
import dev.skiff.internal.model.ValueKind;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The schema of one class as a writer sends it in compatible mode: for each field in the writer's
 * layout order, its identity (name or {@link Tag} number), its wire kind, and its declared type.
 *
 * <h2>Encoding (see {@code docs/spec.md} §15)</h2>
 *
 * A schema travels as a <em>block</em>: a var-int field count, then per field a head byte whose
 * high nibble is the field's wire kind and whose low nibble, when not 0, is the length of the
 * field's name (1-15 UTF-8 bytes, which follow); when it is 0 a var-int follows, odd for a {@link
 * Tag} ({@code tag << 1 | 1}) and even for a longer name ({@code length << 1}, then its bytes).
 * Then for {@link #EXACT} the var-int built-in id of the declared class, for {@link #TAGGED} a type
 * descriptor. The block is canonical (it depends only on the class's fields and Skiff's frozen
 * built-in ids), so two writers of the same class version send the same bytes, and a reader
 * recognises its own class's schema by comparing bytes. The 64-bit {@link #fingerprint} is a hash
 * of the block.
 *
 * <h2>Why the kind is enough to skip</h2>
 *
 * A primitive kind fixes its encoding; a {@link #TAGGED} value names its class at every level; an
 * {@link #EXACT} value's class is a built-in one every reader has. So a reader can read or skip
 * every field of the data without the writer's class.
 */
public final class Schema {
  static final int BOOLEAN = 1;
  static final int BYTE = 2;
  static final int CHAR = 3;
  static final int SHORT = 4;
  static final int INT = 5;
  static final int LONG = 6;
  static final int FLOAT = 7;
  static final int DOUBLE = 8;

  /** A reference whose value carries its full class tag (see {@code Slot.tagged}). */
  static final int TAGGED = 9;

  /** A reference of a final built-in class, written without class information. */
  static final int EXACT = 10;

  /**
   * A user enum in an exact slot: a var-int that is 0 for null or an {@link EnumSchema} reference
   * code plus one, then (unless null) the writer's ordinal.
   */
  static final int ENUM = 11;

  /**
   * JDK interfaces and abstract classes that fields are commonly declared as and that have no
   * built-in id: descriptor code 2 and an index into this list (frozen: append only).
   */
  static final java.util.List<Class<?>> WELL_KNOWN =
      java.util.List.of(
          java.util.List.class,
          java.util.Map.class,
          java.util.Set.class,
          java.util.Collection.class,
          Iterable.class,
          java.util.Queue.class,
          java.util.Deque.class,
          java.util.SortedMap.class,
          java.util.SortedSet.class,
          java.util.NavigableMap.class,
          java.util.NavigableSet.class,
          java.util.concurrent.ConcurrentMap.class,
          Number.class,
          CharSequence.class,
          Comparable.class,
          java.io.Serializable.class,
          java.time.temporal.Temporal.class);

  static final int MAX_FIELDS = 1 << 16;
  static final int MAX_NAME = 1 << 10;
  static final int MAX_TYPE_DEPTH = 8;
  static final int MAX_TYPE_ARGS = 3;

  final int fieldCount;

  /** Per field: its name, or null when it is identified by a tag number. */
  final @Nullable String[] names;

  /** Per field: its tag number, or 0 when it is identified by its name. */
  final int[] tags;

  final int[] kinds;

  /** Per field of kind {@link #EXACT}: the built-in class; else null. */
  final @Nullable Class<?>[] exactClasses;

  /** Per field: its declared type as a reader sees it, for messages. */
  final String[] types;

  /**
   * Per field of kind {@link #TAGGED} or {@link #ENUM}: its declared type's descriptor; else null.
   */
  final @Nullable Desc[] descs;

  /**
   * A declared type as a schema describes it: a built-in or {@link #WELL_KNOWN} JDK class ({@code
   * builtin}), a user class by simple name, or nothing known ({@code Object}), with up to {@value
   * #MAX_TYPE_ARGS} type arguments.
   */
  record Desc(String name, @Nullable Class<?> builtin, java.util.List<Desc> args) {
    @Override
    public String toString() {
      if (args.isEmpty()) {
        return name;
      }
      StringBuilder s = new StringBuilder(name).append('<');
      for (int i = 0; i < args.size(); i++) {
        s.append(i == 0 ? "" : ", ").append(args.get(i));
      }
      return s.append('>').toString();
    }
  }

  /** The canonical encoding. */
  final byte[] block;

  final long fingerprint;

  /** The number of this schema in the registry's per-context tables; -1 for a schema read. */
  final int id;

  /** Whether the writer has put this schema into its {@code SchemaStore} (racy, idempotent). */
  volatile boolean published;

  /** The whole inline reference to this schema: the code, the block's length, the block. */
  final byte[] inlineFrame;

  private Schema(
      @Nullable String[] names,
      int[] tags,
      int[] kinds,
      @Nullable Class<?>[] exactClasses,
      String[] types,
      @Nullable Desc[] descs,
      byte[] block,
      int id) {
    this.fieldCount = kinds.length;
    this.descs = descs;
    this.names = names;
    this.tags = tags;
    this.kinds = kinds;
    this.exactClasses = exactClasses;
    this.types = types;
    this.block = block;
    this.fingerprint = fingerprint(block, 0, block.length);
    this.id = id;
    Out frame = new Out();
    frame.varint(SchemaRefs.INLINE);
    frame.varint(block.length);
    frame.bytes(block);
    this.inlineFrame = frame.toByteArray();
  }

  /** The identity of field {@code i} for messages: its name or {@code #tag}. */
  String identity(int i) {
    String name = names[i];
    return name != null ? name : "#" + tags[i];
  }

  /** The schema of a class whose compatible layout is {@code layout}, as its writer sends it. */
  static Schema of(Class<?> type, FieldLayout layout, TypeRegistry registry) {
    FieldLayout.Entry[] entries = layout.entries;
    int n = entries.length;
    @Nullable String[] names = new String[n];
    int[] tags = new int[n];
    int[] kinds = new int[n];
    @Nullable Class<?>[] exact = new Class<?>[n];
    String[] types = new String[n];
    @Nullable Desc[] descs = new Desc[n];
    Set<Integer> seenTags = new HashSet<>();
    Out out = new Out();
    out.varint(n);
    for (int i = 0; i < n; i++) {
      FieldLayout.Entry e = entries[i];
      Field f = e.field;
      Tag tag = f.getAnnotation(Tag.class);
      int kind = kindOf(e);
      kinds[i] = kind;
      if (tag != null) {
        if (tag.value() < 1 || !seenTags.add(tag.value())) {
          throw new SkiffException(
              "@Tag(" + tag.value() + ") on " + f + " must be positive and unique in its class");
        }
        tags[i] = tag.value();
        out.write(kind << 4);
        out.varint(tag.value() << 1 | 1);
      } else {
        String name = identityName(layout, e);
        names[i] = name;
        if (name.length() <= 15 && Names.packable(name)) {
          out.write(kind << 4 | name.length());
          out.bytes(Names.pack(name));
        } else {
          byte[] utf8 = name.getBytes(StandardCharsets.UTF_8);
          out.write(kind << 4);
          out.varint(utf8.length << 1);
          out.bytes(utf8);
        }
      }
      if (kind == EXACT) {
        Class<?> c = f.getType();
        exact[i] = c;
        out.varint(registry.builtinId(c));
        types[i] = c.getSimpleName();
      } else if (kind == TAGGED || kind == ENUM) {
        Desc d = describe(f.getGenericType(), registry, out, 0);
        descs[i] = d;
        types[i] = d.toString();
      } else {
        types[i] = f.getType().getName();
      }
    }
    return new Schema(
        names, tags, kinds, exact, types, descs, out.toByteArray(), registry.newSchemaId());
  }

  /**
   * A field's name as its identity: the plain name, or for a field shadowed by a subclass field of
   * the same name, {@code SimpleClassName.name} of its declaring class.
   */
  static String identityName(FieldLayout layout, FieldLayout.Entry e) {
    String name = e.field.getName();
    for (FieldLayout.Entry other : layout.entries) {
      if (other != e
          && other.field.getName().equals(name)
          && FieldLayout.depth(other) > FieldLayout.depth(e)) {
        return e.field.getDeclaringClass().getSimpleName() + "." + name;
      }
    }
    return name;
  }

  /** The names a reader field answers to: its identity name and its {@link Alias} names. */
  static String[] namesOf(FieldLayout layout, FieldLayout.Entry e) {
    Alias alias = e.field.getAnnotation(Alias.class);
    String own = identityName(layout, e);
    if (alias == null) {
      return new String[] {own};
    }
    String[] all = new String[alias.value().length + 1];
    all[0] = own;
    System.arraycopy(alias.value(), 0, all, 1, alias.value().length);
    return all;
  }

  private static int kindOf(FieldLayout.Entry e) {
    return switch (e.kind) {
      case BOOLEAN -> BOOLEAN;
      case BYTE -> BYTE;
      case CHAR -> CHAR;
      case SHORT -> SHORT;
      case INT -> INT;
      case LONG -> LONG;
      case FLOAT -> FLOAT;
      case DOUBLE -> DOUBLE;
      case REF ->
          e.refSlot().viaCodec() && e.refSlot().exact()
              ? ENUM
              : e.refSlot().exact() ? EXACT : TAGGED;
    };
  }

  /** The primitive class of a primitive wire kind. */
  static Class<?> primitiveClass(int kind) {
    return switch (kind) {
      case BOOLEAN -> boolean.class;
      case BYTE -> byte.class;
      case CHAR -> char.class;
      case SHORT -> short.class;
      case INT -> int.class;
      case LONG -> long.class;
      case FLOAT -> float.class;
      default -> double.class;
    };
  }

  /** The value kind of a primitive wire kind. */
  static ValueKind valueKind(int kind) {
    return switch (kind) {
      case BOOLEAN -> ValueKind.BOOLEAN;
      case BYTE -> ValueKind.BYTE;
      case CHAR -> ValueKind.CHAR;
      case SHORT -> ValueKind.SHORT;
      case INT -> ValueKind.INT;
      case LONG -> ValueKind.LONG;
      case FLOAT -> ValueKind.FLOAT;
      case DOUBLE -> ValueKind.DOUBLE;
      default -> ValueKind.REF;
    };
  }

  /**
   * Writes the type descriptor of {@code t} and returns its readable form. A descriptor is a
   * var-int {@code code << 2 | argc}: code 0 for {@code Object} or anything not described, {@code 2
   * * id + 1} for a built-in class, {@code 2 * (length + 1)} followed by the UTF-8 bytes of the
   * class's simple name; then {@code argc} (at most 3) type-argument descriptors.
   */
  private static Desc describe(Type t, TypeRegistry registry, Out out, int depth) {
    Class<?> raw;
    Type[] args = new Type[0];
    if (t instanceof Class<?> c) {
      raw = c;
    } else if (t instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) {
      raw = c;
      args = p.getActualTypeArguments();
    } else if (t instanceof WildcardType w) {
      return describe(w.getUpperBounds()[0], registry, out, depth);
    } else if (t instanceof TypeVariable<?> v) {
      return describe(v.getBounds()[0], registry, out, depth);
    } else {
      // A generic array type (T[]): described as unknown.
      raw = Object.class;
    }
    if (t instanceof GenericArrayType || args.length > MAX_TYPE_ARGS || depth >= MAX_TYPE_DEPTH) {
      args = new Type[0];
    }
    int id = registry.builtinId(raw);
    String name;
    long code;
    byte[] utf8 = null;
    Class<?> builtin = null;
    int wellKnown = WELL_KNOWN.indexOf(raw);
    if (raw == Object.class) {
      code = 0;
      name = "Object";
    } else if (id >= 0) {
      builtin = raw;
      code = 2L * id + 1;
      name = raw.getSimpleName();
    } else if (wellKnown >= 0) {
      builtin = raw;
      code = 2;
      name = raw.getSimpleName();
    } else {
      name = simpleName(raw);
      utf8 = name.getBytes(StandardCharsets.UTF_8);
      if (utf8.length > MAX_NAME) {
        utf8 = java.util.Arrays.copyOf(utf8, MAX_NAME);
      }
      code = 2L * (utf8.length + 1);
    }
    out.varlong(code << 2 | args.length);
    if (utf8 != null) {
      out.bytes(utf8);
    } else if (code == 2) {
      out.varint(wellKnown);
    }
    Desc[] described = new Desc[args.length];
    for (int i = 0; i < args.length; i++) {
      described[i] = describe(args[i], registry, out, depth + 1);
    }
    return new Desc(name, builtin, java.util.List.of(described));
  }

  private static String simpleName(Class<?> c) {
    if (c.isArray()) {
      return simpleName(c.getComponentType()) + "[]";
    }
    String s = c.getSimpleName();
    return s.isEmpty() ? c.getName() : s;
  }

  /**
   * Decodes and validates a block read from input: bounded counts and lengths, known kinds and
   * built-in ids, descriptors no deeper than {@value #MAX_TYPE_DEPTH}, nothing left over.
   */
  static Schema decode(byte[] block, TypeRegistry registry, long at) {
    BlockReader in = new BlockReader(block, at);
    int n = in.varint();
    if (n < 0 || n > MAX_FIELDS || n > block.length / 2) {
      throw in.bad("schema of " + n + " fields in a block of " + block.length + " bytes");
    }
    @Nullable String[] names = new String[n];
    int[] tags = new int[n];
    int[] kinds = new int[n];
    @Nullable Class<?>[] exact = new Class<?>[n];
    String[] types = new String[n];
    @Nullable Desc[] descs = new Desc[n];
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < n; i++) {
      int head = in.u8();
      int kind = head >>> 4;
      kinds[i] = kind;
      int packed = head & 0x0F;
      String key;
      if (packed != 0) {
        String name = in.packed(packed);
        names[i] = name;
        key = name;
      } else {
        int identity = in.varint();
        if ((identity & 1) != 0) {
          tags[i] = identity >>> 1;
          if (tags[i] < 1) {
            throw in.bad("field tag " + tags[i]);
          }
          key = "#" + tags[i];
        } else {
          int len = identity >>> 1;
          if (len < 1 || len > MAX_NAME) {
            throw in.bad("field name of " + len + " bytes");
          }
          String name = in.utf8(len);
          names[i] = name;
          key = name;
        }
      }
      if (!seen.add(key)) {
        throw in.bad("field " + key + " appears twice");
      }
      if (kind >= BOOLEAN && kind <= DOUBLE) {
        types[i] = valueKind(kind).name().toLowerCase(java.util.Locale.ROOT);
      } else if (kind == EXACT) {
        int id = in.varint();
        Class<?> c = registry.builtinClass(id);
        if (c == null || !readableByAll(c, registry)) {
          throw in.bad("built-in id " + id + " is not a final built-in class");
        }
        exact[i] = c;
        types[i] = c.getSimpleName();
      } else if (kind == TAGGED || kind == ENUM) {
        Desc d = in.descriptor(registry, 0);
        descs[i] = d;
        types[i] = d.toString();
      } else {
        throw in.bad("unknown field kind " + kind);
      }
    }
    if (in.pos != block.length) {
      throw in.bad((block.length - in.pos) + " bytes after the last field");
    }
    return new Schema(names, tags, kinds, exact, types, descs, block, -1);
  }

  /**
   * Whether a field of declared class {@code c} may stay exact in compatible mode: a final built-in
   * class without type parameters, which every reader decodes without class information.
   */
  static boolean readableByAll(Class<?> c, TypeRegistry registry) {
    return registry.builtinId(c) >= 0
        && !c.isInterface()
        && java.lang.reflect.Modifier.isFinal(c.getModifiers())
        && c.getTypeParameters().length == 0;
  }

  /**
   * The 64-bit fingerprint of a block: FNV-1a over its bytes, then the MurmurHash3 finalizer so
   * that every input bit reaches every output bit.
   */
  static long fingerprint(byte[] b, int off, int len) {
    long h = 0xcbf29ce484222325L;
    for (int i = off; i < off + len; i++) {
      h ^= b[i] & 0xFF;
      h *= 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    h *= 0xc4ceb9fe1a85ec53L;
    h ^= h >>> 33;
    return h;
  }

  /** A readable form of the whole schema: {@code name: type} per field, in wire order. */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("{");
    for (int i = 0; i < fieldCount; i++) {
      s.append(i == 0 ? "" : ", ").append(identity(i)).append(": ").append(types[i]);
    }
    return s.append('}').toString();
  }

  /** The growing byte array a schema is encoded into. */
  private static final class Out extends ByteArrayOutputStream {
    void varint(int v) {
      varlong(v & 0xFFFFFFFFL);
    }

    void varlong(long v) {
      while ((v & ~0x7FL) != 0) {
        write((int) ((v & 0x7F) | 0x80));
        v >>>= 7;
      }
      write((int) v);
    }

    void bytes(byte[] b) {
      write(b, 0, b.length);
    }
  }
}
