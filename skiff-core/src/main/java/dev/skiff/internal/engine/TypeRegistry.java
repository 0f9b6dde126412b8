package dev.skiff.internal.engine;

import dev.skiff.ClassChecker;
import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.UnregisteredClassException;
import dev.skiff.internal.wire.Tags;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * The per-{@code Skiff} directory of classes: class to {@link TypeInfo} through a {@link
 * ClassValue}, wire tag to {@link TypeInfo} through a plain array.
 *
 * <p>Built-in classes have frozen ids; registered classes get dense ids in registration order.
 * Every other class is refused when registration is required, and otherwise travels by name (see
 * {@link Tags#NEW_NAME}). Codecs are found by asking an ordered chain of {@link CodecFactory}s; the
 * first non-null answer wins.
 */
public final class TypeRegistry {
  private final Config config;
  private final List<CodecFactory> factories;
  private final IdentityHashMap<Class<?>, Integer> builtinIds = new IdentityHashMap<>();
  private final IdentityHashMap<Class<?>, Integer> userIds = new IdentityHashMap<>();

  /** The class behind each tag, filled at construction; null for unused ids. */
  private final Class<?>[] classOfTag;

  /** The type info behind each tag, created on first use (racy but idempotent). */
  private final TypeInfo[] byTag;

  private final Map<String, TypeInfo> byName = new ConcurrentHashMap<>();
  private final AtomicInteger nextIndex = new AtomicInteger();
  private final Map<Class<?>, String> interpreted = new ConcurrentHashMap<>();
  private final Set<Class<?>> buildTime = ConcurrentHashMap.newKeySet();
  private final Map<String, Class<?>> aliases = new ConcurrentHashMap<>();
  private final AtomicInteger nextSchemaId = new AtomicInteger();
  private final @Nullable AheadReader aheadReader;

  /** What compatible mode keeps per user class and enum (see {@link #schemaPart}). */
  private final Map<Class<?>, Object> schemaParts = new ConcurrentHashMap<>();

  /** The entry of each schema id ahead of a root (see {@link #aheadEntry}); grown under a lock. */
  private volatile @Nullable AheadEntry[] aheadEntries = new AheadEntry[16];

  private final ClassValue<TypeInfo> infos =
      new ClassValue<>() {
        @Override
        protected TypeInfo computeValue(Class<?> type) {
          return create(type);
        }
      };

  /**
   * Creates the registry for {@code config}. {@code builtins} lists the built-in classes in id
   * order (null entries are unused ids); {@code factories} is the codec chain, first asked first;
   * {@code aheadReader} reads the schemas compatible messages send ahead of their roots.
   */
  public TypeRegistry(
      Config config,
      List<Class<?>> builtins,
      List<CodecFactory> factories,
      @Nullable AheadReader aheadReader) {
    this.config = config;
    this.aheadReader = aheadReader;
    this.factories = List.copyOf(factories);
    for (int i = 0; i < builtins.size(); i++) {
      Class<?> c = builtins.get(i);
      if (c != null) {
        builtinIds.put(c, i);
      }
    }
    int users = 0;
    for (Class<?> c : config.registered()) {
      if (!builtinIds.containsKey(c) && !userIds.containsKey(c)) {
        userIds.put(c, users++);
      }
    }
    int maxTag = Math.max(Tags.builtinTag(builtins.size()), Tags.userTag(users));
    classOfTag = new Class<?>[maxTag - Tags.FIRST_ID + 1];
    byTag = new TypeInfo[classOfTag.length];
    for (Map.Entry<Class<?>, Integer> e : builtinIds.entrySet()) {
      classOfTag[Tags.builtinTag(e.getValue()) - Tags.FIRST_ID] = e.getKey();
    }
    for (Map.Entry<Class<?>, Integer> e : userIds.entrySet()) {
      classOfTag[Tags.userTag(e.getValue()) - Tags.FIRST_ID] = e.getKey();
    }
    for (Class<?> c : userIds.keySet()) {
      dev.skiff.Alias alias = c.getAnnotation(dev.skiff.Alias.class);
      if (alias != null) {
        for (String old : alias.value()) {
          aliases.put(old, c);
        }
      }
    }
    // Built-in codecs are created when first used, so building a Skiff stays cheap; registered
    // classes are resolved now, so a class Skiff cannot handle fails at build() rather than later.
    for (Class<?> c : userIds.keySet()) {
      info(c);
    }
  }

  /** The configuration this registry serves. */
  public Config config() {
    return config;
  }

  /**
   * The type info of {@code type}.
   *
   * @throws UnregisteredClassException if the class must be registered and is not
   */
  public TypeInfo info(Class<?> type) {
    return infos.get(type);
  }

  /** The type info for wire tag {@code tag} (at least {@link Tags#FIRST_ID}), or null. */
  @Nullable TypeInfo byTag(int tag) {
    int i = tag - Tags.FIRST_ID;
    if (i >= byTag.length) {
      return null;
    }
    TypeInfo info = byTag[i];
    if (info == null && classOfTag[i] != null) {
      info = info(classOfTag[i]);
      byTag[i] = info;
    }
    return info;
  }

  /** The type info of an array of {@code dims} dimensions over {@code component}. */
  TypeInfo arrayOf(TypeInfo component, int dims) {
    Class<?> c = component.type;
    for (int i = 0; i < dims; i++) {
      c = c.arrayType();
    }
    return info(c);
  }

  /** Resolves a class name read from input, enforcing registration and the deny list. */
  TypeInfo byName(String name, long offset) {
    TypeInfo known = byName.get(name);
    if (known != null) {
      return known;
    }
    Class<?> aliased = aliases.get(name);
    if (aliased != null) {
      return info(aliased);
    }
    ClassChecker checker = config.classChecker();
    if (checker != null && !checker.allows(name)) {
      throw new UnregisteredClassException(
          name, "class " + name + " is refused by this Skiff's class checker", offset);
    }
    if (config.requireRegistration() && !namesAbstractClass(name)) {
      throw new UnregisteredClassException(
          name,
          "the message names class "
              + name
              + ", but this Skiff requires registration and does not accept class names",
          offset);
    }
    if (DenyList.denies(name)) {
      throw new UnregisteredClassException(
          name, "class " + name + " is on the deny list of known gadget classes", offset);
    }
    if (name.isEmpty() || name.charAt(0) == '[') {
      throw new MalformedInputException("invalid class name '" + name + "'", offset);
    }
    Class<?> c;
    try {
      c = Class.forName(name, false, loader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new MalformedInputException("unknown class " + name, offset, e);
    }
    TypeInfo info = info(c);
    byName.put(name, info);
    return info;
  }

  /**
   * Like {@link #byName}, but in compatible mode a class this reader cannot find resolves to the
   * type info of {@link UnknownClass}, whose codec skips the value's body by its schema. Used only
   * for values the reader throws away.
   */
  TypeInfo byNameOrUnknown(String name, long offset) {
    try {
      return byName(name, offset);
    } catch (MalformedInputException e) {
      if (!config.compatible() || !(e.getCause() instanceof ClassNotFoundException)) {
        throw e;
      }
      return info(UnknownClass.class);
    }
  }

  /** Whether {@code type} is one of the JDK's map entry classes without a built-in id. */
  private boolean jdkEntry(Class<?> type) {
    ClassLoader loader = type.getClassLoader();
    return java.util.Map.Entry.class.isAssignableFrom(type)
        && !type.isInterface()
        && !java.lang.reflect.Modifier.isAbstract(type.getModifiers())
        && (loader == null || loader == ClassLoader.getPlatformClassLoader())
        && !builtinIds.containsKey(type);
  }

  /** Stands for a class the reader does not have, in values it skips (compatible mode). */
  public static final class UnknownClass {
    /** The value that stands for every skipped value of a class the reader does not have. */
    public static final UnknownClass VALUE = new UnknownClass();

    private UnknownClass() {}
  }

  /** A new number for a schema, dense within this registry (indexes per-context tables). */
  public int newSchemaId() {
    return nextSchemaId.getAndIncrement();
  }

  /** The reader of schemas ahead of a root; present in compatible mode. */
  @Nullable AheadReader aheadReader() {
    return aheadReader;
  }

  /**
   * Keeps {@code part}, the object that knows {@code type}'s schemas in compatible mode (its
   * codec's hooks), for readers of schemas ahead of a root.
   */
  public void schemaPart(Class<?> type, Object part) {
    schemaParts.putIfAbsent(type, part);
  }

  /** What {@link #schemaPart(Class, Object)} kept for {@code type}, once its codec exists. */
  public @Nullable Object schemaPart(Class<?> type) {
    info(type);
    return schemaParts.get(type);
  }

  /** Keeps the bytes of schema {@code id}'s entry ahead of a root (spec 15.6). */
  public synchronized void aheadEntry(int id, AheadEntry entry) {
    @Nullable AheadEntry[] e = aheadEntries;
    if (id >= e.length) {
      e = Arrays.copyOf(e, Math.max(id + 1, e.length * 2));
    }
    e[id] = entry;
    aheadEntries = e;
  }

  /** The bytes of schema {@code id}'s entry ahead of a root, or null when it has none. */
  @Nullable AheadEntry aheadEntry(int id) {
    @Nullable AheadEntry[] e = aheadEntries;
    return id < e.length ? e[id] : null;
  }

  /** The tag of registered user class {@code type}, or -1 when it is not registered. */
  public int userTag(Class<?> type) {
    Integer id = userIds.get(type);
    return id == null ? -1 : Tags.userTag(id);
  }

  /** The registered user class whose tag is {@code tag}, or null. */
  public @Nullable Class<?> userClassOfTag(int tag) {
    if (tag < Tags.FIRST_ID || ((tag - Tags.FIRST_ID) & 1) != 0) {
      return null;
    }
    int i = tag - Tags.FIRST_ID;
    return i < classOfTag.length ? classOfTag[i] : null;
  }

  /** The built-in id of {@code type}, or -1 when it has none. */
  public int builtinId(Class<?> type) {
    Integer id = builtinIds.get(type);
    return id == null ? -1 : id;
  }

  /** The class with built-in id {@code id}, or null when the id is unused or out of range. */
  public @Nullable Class<?> builtinClass(int id) {
    if (id < 0 || id >= classOfTag.length) {
      return null; // past the table even before the tag's arithmetic could overflow
    }
    int i = Tags.builtinTag(id) - Tags.FIRST_ID;
    return i < classOfTag.length ? classOfTag[i] : null;
  }

  /**
   * Whether a name read from input denotes a JDK interface or abstract class (loaded, not run);
   * only {@code java.*} names are ever loaded for this check.
   */
  private boolean namesAbstractClass(String name) {
    if (!name.startsWith("java.") || DenyList.denies(name)) {
      return false;
    }
    try {
      return isJdkAbstract(Class.forName(name, false, null));
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  private ClassLoader loader() {
    if (config.classLoader() != null) {
      return config.classLoader();
    }
    ClassLoader tccl = Thread.currentThread().getContextClassLoader();
    return tccl != null ? tccl : TypeRegistry.class.getClassLoader();
  }

  /** The number of type infos created so far (an upper bound for {@link TypeInfo#index}). */
  int indexBound() {
    return nextIndex.get();
  }

  private TypeInfo create(Class<?> type) {
    if (!type.isEnum() && type.getSuperclass() != null && type.getSuperclass().isEnum()) {
      // An enum constant with a body is an anonymous subclass; it travels as its enum.
      return info(type.getSuperclass());
    }
    Class<?> standIn =
        type.isHidden()
            ? java.lang.invoke.SerializedLambda.class
            : java.lang.reflect.Proxy.isProxyClass(type) ? java.lang.reflect.Proxy.class : null;
    if (standIn != null && builtinIds.containsKey(standIn)) {
      // Lambdas and proxies travel under the tag of a stand-in class whose codec rebuilds them
      // (see Codec.substitutes); registration is checked on what the codec writes.
      return info(standIn);
    }
    if (jdkEntry(type) && builtinIds.containsKey(java.util.AbstractMap.SimpleEntry.class)) {
      // The JDK's own entries of its maps (HashMap's, TreeMap's, entrySet() views...) travel as
      // what public API can rebuild of them: an AbstractMap.SimpleEntry of the same key and value.
      return info(java.util.AbstractMap.SimpleEntry.class);
    }
    Integer builtin = builtinIds.get(type);
    Integer user = userIds.get(type);
    if (type == UnknownClass.class) {
      Codec<?> skipper = null;
      for (int i = 0; skipper == null && i < factories.size(); i++) {
        skipper = factories.get(i).create(type, this);
      }
      return new TypeInfo(type, -1, nextIndex.getAndIncrement(), 0, null, Facts.nonNull(skipper));
    }
    int tag = builtin != null ? Tags.builtinTag(builtin) : user != null ? Tags.userTag(user) : -1;
    int dims = 0;
    TypeInfo component = null;
    if (tag < 0 && type.isArray()) {
      Class<?> c = type;
      while (c.isArray() && !builtinIds.containsKey(c)) {
        c = c.getComponentType();
        dims++;
      }
      if (c.isPrimitive()) {
        throw new SkiffException("no encoding for array class " + type.getTypeName());
      }
      component = info(c);
    } else if (tag < 0 && config.requireRegistration() && !isJdkAbstract(type)) {
      throw new UnregisteredClassException(
          type.getName(),
          "class "
              + type.getName()
              + " is not registered; register it with Skiff.builder().register("
              + type.getSimpleName()
              + ".class) or allow unregistered classes with requireRegistration(false)",
          -1);
    }
    Codec<?> codec = isAbstract(type) ? new AbstractCodec(type) : null;
    for (int i = 0; codec == null && i < factories.size(); i++) {
      codec = factories.get(i).create(type, this);
    }
    if (codec == null) {
      throw new SkiffException("Skiff has no codec for " + type.getName());
    }
    return new TypeInfo(type, tag, nextIndex.getAndIncrement(), dims, component, codec);
  }

  /**
   * Whether {@code type} is an interface or abstract class of the JDK ({@code Comparable}, {@code
   * Number}...), which may be named without registration: it carries no data of its own and only
   * appears as an array component. Abstract user classes are registered like any other.
   */
  static boolean isJdkAbstract(Class<?> type) {
    return isAbstract(type) && type.getClassLoader() == null && type.getName().startsWith("java.");
  }

  static boolean isAbstract(Class<?> type) {
    return !type.isArray()
        && !type.isPrimitive()
        && !type.isEnum()
        && (type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers()));
  }

  /** The boxed class for a primitive class, else the class itself. */
  public static Class<?> boxed(Class<?> c) {
    if (!c.isPrimitive()) {
      return c;
    }
    if (c == int.class) {
      return Integer.class;
    } else if (c == long.class) {
      return Long.class;
    } else if (c == boolean.class) {
      return Boolean.class;
    } else if (c == double.class) {
      return Double.class;
    } else if (c == float.class) {
      return Float.class;
    } else if (c == short.class) {
      return Short.class;
    } else if (c == byte.class) {
      return Byte.class;
    } else if (c == char.class) {
      return Character.class;
    }
    return Void.class;
  }

  /**
   * Records that {@code type} runs interpreted although code generation is on, and why; logs it at
   * debug level through {@link System.Logger} ({@code dev.skiff}).
   */
  public void noteInterpreted(Class<?> type, String reason) {
    interpreted.put(type, reason);
    System.getLogger("dev.skiff")
        .log(System.Logger.Level.DEBUG, "Skiff runs " + type.getName() + " interpreted: " + reason);
  }

  /** Records that {@code type} uses a codec written at build time. */
  public void noteBuildTime(Class<?> type) {
    buildTime.add(type);
  }

  /**
   * Records that the build-time codec of {@code type} was refused, and why; logs it at warning
   * level (a build-time codec that does not fit its class means a stale build).
   */
  public void noteBuildTimeRefused(Class<?> type, String reason) {
    System.getLogger("dev.skiff")
        .log(
            System.Logger.Level.WARNING,
            "Skiff ignores the build-time codec of " + type.getName() + ": " + reason);
  }

  /** The classes noted by {@link #noteBuildTime}. */
  public Set<Class<?>> buildTimeClasses() {
    return Set.copyOf(buildTime);
  }

  /** The classes noted by {@link #noteInterpreted}, with their reasons. */
  public Map<Class<?>, String> interpretedClasses() {
    return java.util.Collections.unmodifiableMap(new java.util.HashMap<>(interpreted));
  }

  /** All registered user classes, in id order (for diagnostics). */
  public List<Class<?>> registeredClasses() {
    return new ArrayList<>(userIds.keySet());
  }
}
