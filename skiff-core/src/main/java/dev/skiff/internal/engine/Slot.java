package dev.skiff.internal.engine;

import java.lang.reflect.Modifier;
import org.jspecify.annotations.Nullable;

/**
 * A place where values are written: a field, a collection's element position, a map's key or value
 * position, or the root. It knows the declared type and carries the call-site caches.
 *
 * <h2>Call-site caches</h2>
 *
 * A slot remembers the last runtime class it wrote and that class's {@link TypeInfo} (a monomorphic
 * inline cache), so a field that always holds the same class resolves it with one reference
 * comparison. Each slot has its own cache; a map's keys and values never evict each other, which is
 * exactly what a single global "last class" memo gets wrong. The cache fields are racy by design: a
 * {@link TypeInfo} is immutable after construction and published through final fields, and a stale
 * entry only costs a registry lookup.
 */
public final class Slot {
  /** The declared raw class ({@code Object} when nothing is known). */
  final Class<?> declared;

  /**
   * Whether the declared type fixes the runtime class: a final class, a record, an enum, a
   * primitive or boxed type, an array of such, or String. Such slots write no class information.
   */
  final boolean exact;

  /**
   * Declared type arguments for collections ({@code [element]}) and maps ({@code [key, value]}).
   */
  final Slot @Nullable [] args;

  /**
   * Whether every value names its class in full: never {@link
   * dev.skiff.internal.wire.Tags#DECLARED}, so that a reader whose declared type differs
   * (compatible mode) can still read it.
   */
  final boolean absolute;

  /**
   * Whether values in this exact slot always go through their codec: generated code must not inline
   * an encoding of its own (an enum's ordinal) because the codec writes something else (compatible
   * mode's enum schema reference).
   */
  final boolean viaCodec;

  /** See {@link #stringList()}. */
  final boolean stringList;

  private @Nullable TypeInfo declaredInfo;
  @Nullable TypeInfo lastWritten;
  @Nullable TypeInfo lastRead;

  /** A slot of declared type {@code declared} with optional collection or map type arguments. */
  public Slot(Class<?> declared, Slot @Nullable [] args) {
    this.declared = declared;
    this.args = args;
    this.exact = isExact(declared);
    this.absolute = false;
    this.viaCodec = false;
    this.stringList = stringList(declared, args);
  }

  private Slot(Class<?> declared, boolean viaCodec) {
    this.declared = declared;
    this.args = null;
    this.exact = isExact(declared);
    this.absolute = false;
    this.viaCodec = viaCodec;
    this.stringList = false;
  }

  /**
   * An exact slot of {@code declared} whose values always go through their codec (see {@link
   * #viaCodec()}).
   */
  public static Slot exactViaCodec(Class<?> declared) {
    return new Slot(declared, true);
  }

  /** Whether generated code must call the codec rather than inline an encoding of its own. */
  public boolean viaCodec() {
    return viaCodec;
  }

  /**
   * Resolves the declared class's type info now rather than at the first value, so that {@link
   * #foldingCodec()} can answer before it; a class the registry refuses (one that must be
   * registered and is not) stays unresolved, and its first value fails as it would have.
   */
  public Slot resolveNow(TypeRegistry registry) {
    try {
      declaredInfo(registry);
    } catch (dev.skiff.SkiffException e) {
      // Left to the first value.
    }
    return this;
  }

  /**
   * The codec of this exact slot's declared class when it is resolved (see {@link #resolveNow}) and
   * writes {@code null} itself ({@link Codec#foldsNull}, a user enum in compatible mode), else
   * null. Generated code calls such a codec directly, with the same bytes as {@link
   * WriteContext#enterExact}: a folding codec takes no reference id and no nesting level.
   */
  public @Nullable Codec<Object> foldingCodec() {
    TypeInfo info = declaredInfo;
    return exact && info != null && info.foldsNull ? info.codec : null;
  }

  private Slot(Class<?> declared, boolean viaCodec, boolean stringList) {
    this.declared = declared;
    // Slots for elements, keys and values that know nothing, each with its own call-site cache:
    // the same bytes as no type arguments at all.
    this.args = new Slot[] {object(), object()};
    this.exact = false;
    this.absolute = true;
    this.viaCodec = viaCodec;
    this.stringList = stringList;
  }

  /**
   * A slot of the declared type of {@code plain} whose values always carry their full class tag and
   * whose nested values know nothing of type arguments: the encoding of compatible mode, readable
   * whatever the reader declares. When {@code plain} is a collection of strings ({@link
   * #stringList()}), so is this slot, and its values take the context's string-list path, whose
   * bytes with elements that know nothing are the collection codec's, a class tag for each chunk.
   */
  public static Slot tagged(Slot plain) {
    return new Slot(plain.declared, true, plain.stringList);
  }

  /** A slot that knows nothing about its values. */
  public static Slot object() {
    return new Slot(Object.class, null);
  }

  /** The declared raw class. */
  public Class<?> declared() {
    return declared;
  }

  /** The declared type arguments, or {@code null}. */
  public Slot @Nullable [] args() {
    return args;
  }

  /** The argument at {@code i}, or a fresh "knows nothing" slot when there is none. */
  public static Slot arg(Slot[] args, int i) {
    return args != null && i < args.length ? args[i] : object();
  }

  /**
   * Whether this slot is declared as a collection of strings that an {@code ArrayList} fits ({@code
   * List<String>}, {@code Collection<String>}, {@code ArrayList<String>}...): fields of such a slot
   * are written by {@link WriteContext#writeStringList} and read by {@link
   * ReadContext#readStringList}.
   */
  public boolean stringList() {
    return stringList;
  }

  private static boolean stringList(Class<?> declared, Slot @Nullable [] args) {
    return args != null
        && args.length == 1
        && args[0].declared == String.class
        && declared != Object.class
        && declared.isAssignableFrom(java.util.ArrayList.class);
  }

  /** Whether values in this slot carry no class information on the wire. */
  public boolean exact() {
    return exact;
  }

  TypeInfo declaredInfo(TypeRegistry registry) {
    TypeInfo info = declaredInfo;
    if (info == null) {
      info = registry.info(declared);
      declaredInfo = info;
    }
    return info;
  }

  static boolean isExact(Class<?> c) {
    if (c.isPrimitive()) {
      return true;
    }
    if (c.isArray()) {
      Class<?> component = c.getComponentType();
      return component.isPrimitive() || isExact(component);
    }
    if (c.isEnum()) {
      return true;
    }
    // An interface or abstract class is never final; a final class has no subclasses; a sealed
    // hierarchy still has several classes, so it is not exact.
    return Modifier.isFinal(c.getModifiers()) && !c.isInterface();
  }

  @Override
  public String toString() {
    return declared.getTypeName() + (exact ? " (exact)" : "");
  }
}
