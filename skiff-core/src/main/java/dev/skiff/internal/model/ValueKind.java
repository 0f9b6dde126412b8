package dev.skiff.internal.model;

/**
 * The encoding kind of a field or value: one of the eight primitive encodings, or {@link #REF} for
 * every reference type. {@link FieldLayout} orders fields by it; boxed and primitive-array codecs
 * name their element encoding with it.
 */
public enum ValueKind {
  DOUBLE(0, 8),
  FLOAT(0, 4),
  CHAR(0, 2),
  SHORT(0, 2),
  BYTE(0, 1),
  BOOLEAN(0, 1),
  LONG(1, 0),
  INT(1, 0),
  REF(2, 0);

  /** The layout group: 0 fixed-width primitives, 1 var-int primitives, 2 references. */
  public final int group;

  /** Bytes of a fixed-width primitive; 0 for the other groups. */
  public final int width;

  ValueKind(int group, int width) {
    this.group = group;
    this.width = width;
  }

  /** The kind of values of class {@code t}. */
  public static ValueKind of(Class<?> t) {
    if (!t.isPrimitive()) {
      return REF;
    }
    if (t == int.class) {
      return INT;
    } else if (t == long.class) {
      return LONG;
    } else if (t == double.class) {
      return DOUBLE;
    } else if (t == float.class) {
      return FLOAT;
    } else if (t == boolean.class) {
      return BOOLEAN;
    } else if (t == byte.class) {
      return BYTE;
    } else if (t == short.class) {
      return SHORT;
    }
    return CHAR;
  }
}
