package dev.skiff.codegen;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.lang.StackWalker.Option;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * An {@code Externalizable} value that records the frames (hidden ones included) that called its
 * {@code writeExternal} and {@code readExternal}. Put it in a field of a class to see whether that
 * class's codec ran as generated code (a hidden {@code $$Skiff} class) or in the interpreter.
 */
public final class StackProbe implements Externalizable {
  private static final StackWalker WALKER =
      StackWalker.getInstance(Set.of(Option.SHOW_HIDDEN_FRAMES, Option.RETAIN_CLASS_REFERENCE));
  private static final ThreadLocal<List<String>> LAST_WRITE = new ThreadLocal<>();
  private static final ThreadLocal<List<String>> LAST_READ = new ThreadLocal<>();

  public int id;

  public StackProbe() {}

  public StackProbe(int id) {
    this.id = id;
  }

  @Override
  public void writeExternal(ObjectOutput out) throws IOException {
    LAST_WRITE.set(frames());
    out.writeInt(id);
  }

  @Override
  public void readExternal(ObjectInput in) throws IOException {
    LAST_READ.set(frames());
    id = in.readInt();
  }

  private static List<String> frames() {
    return WALKER.walk(
        s ->
            s.map(f -> f.getDeclaringClass().getName() + "." + f.getMethodName())
                .collect(Collectors.toList()));
  }

  /** The frames of the last {@code writeExternal} on this thread, as {@code class.method}. */
  static List<String> lastWrite() {
    return LAST_WRITE.get();
  }

  /** The frames of the last {@code readExternal} on this thread, as {@code class.method}. */
  static List<String> lastRead() {
    return LAST_READ.get();
  }

  static void clear() {
    LAST_WRITE.remove();
    LAST_READ.remove();
  }

  /** The frames of Skiff and of generated codecs only, for failure messages. */
  static List<String> skiffFrames(List<String> frames) {
    return frames.stream()
        .filter(f -> f.startsWith("dev.skiff.") && !f.startsWith("dev.skiff.codegen.LargeClass"))
        .filter(f -> !f.startsWith("dev.skiff.codegen.Differential"))
        .collect(Collectors.toList());
  }

  /** The frames that belong to a generated codec of {@code type}. */
  static List<String> generatedFrames(List<String> frames, Class<?> type) {
    return frames.stream()
        .filter(f -> f.startsWith(type.getName() + "$$Skiff"))
        .collect(Collectors.toList());
  }
}
