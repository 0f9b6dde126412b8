package dev.skiff.internal.wire;

/**
 * The var-int tags that open every value in a slot whose class the reader cannot know in advance,
 * and the message header byte.
 *
 * <p>One tag answers null-ness, back-reference and class at once, so a non-null value of a
 * registered or built-in class costs a single byte of framing (for the first 61 user classes and
 * the first 61 built-ins). Tags at or above {@link #FIRST_ID} interleave the two id spaces: even
 * offsets are user classes in registration order, odd offsets are Skiff's built-in classes, whose
 * ids are frozen by the wire format.
 */
public final class Tags {
  private Tags() {}

  /** The value is {@code null}. */
  public static final int NULL = 0;

  /** A back-reference: a var-int reference id follows (only when references are tracked). */
  public static final int REF = 1;

  /**
   * The value's class is the slot's declared class (for final slots: "a value follows"). No class
   * information is written.
   */
  public static final int DECLARED = 2;

  /** A class not registered: its binary name follows as a string, and it joins the name table. */
  public static final int NEW_NAME = 3;

  /** A class named earlier in this message: its var-int index in the name table follows. */
  public static final int NAME_INDEX = 4;

  /** An array class: a var-int count of dimensions and the class tag of its component follow. */
  public static final int ARRAY = 5;

  /** The first class-id tag. */
  public static final int FIRST_ID = 6;

  /** The tag of user class number {@code id} (registration order). */
  public static int userTag(int id) {
    return FIRST_ID + 2 * id;
  }

  /** The tag of built-in class number {@code id}. */
  public static int builtinTag(int id) {
    return FIRST_ID + 2 * id + 1;
  }

  /** Format version carried in the low four bits of the header byte. */
  public static final int VERSION = 1;

  /** Header flag: the message tracks references. */
  public static final int HEADER_REFS = 0x10;

  /** Header flag: a stream of values rather than a single message (see {@code SkiffWriter}). */
  public static final int HEADER_STREAM = 0x20;

  /** Header flag: user classes travel with their schemas (compatible mode). */
  public static final int HEADER_COMPATIBLE = 0x40;

  /**
   * Header flag, only with {@link #HEADER_COMPATIBLE}: the message's schemas come ahead of its root
   * (on a stream of values, ahead of the first value that uses each), and the bodies of user
   * classes carry no schema references.
   */
  public static final int HEADER_AHEAD = 0x80;
}
