package dev.skiff.internal.jdkser;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;

/**
 * The codec for {@link StackTraceElement}, through its public constructor and getters.
 *
 * <h2>Encoding</h2>
 *
 * <pre>
 * classLoaderName:string-or-null  moduleName:string-or-null  moduleVersion:string-or-null
 * declaringClass:string  methodName:string  fileName:string-or-null  lineNumber:varint
 * </pre>
 *
 * The element read is equal to the one written ({@code equals} compares exactly these seven
 * values). Its {@code toString} may differ: the JDK remembers privately whether a captured frame's
 * class loader was a built-in one (and then omits its name from {@code toString}), which no public
 * API exposes; elements made by the public constructor always print every non-null part. Immutable,
 * so not tracked for references.
 */
final class StackTraceElementCodec extends Codec<StackTraceElement> {
  @Override
  public void write(WriteContext ctx, StackTraceElement e) {
    ctx.writeStringOrNull(e.getClassLoaderName());
    ctx.writeStringOrNull(e.getModuleName());
    ctx.writeStringOrNull(e.getModuleVersion());
    ctx.writeString(e.getClassName());
    ctx.writeString(e.getMethodName());
    ctx.writeStringOrNull(e.getFileName());
    ctx.writeVarInt(e.getLineNumber());
  }

  @Override
  public StackTraceElement read(ReadContext ctx) {
    String loader = ctx.readStringOrNull();
    String module = ctx.readStringOrNull();
    String version = ctx.readStringOrNull();
    String declaringClass = ctx.readString();
    String method = ctx.readString();
    String file = ctx.readStringOrNull();
    int line = ctx.readVarInt();
    return new StackTraceElement(loader, module, version, declaringClass, method, file, line);
  }

  @Override
  public boolean tracked() {
    return false;
  }

  @Override
  public boolean nests() {
    return false;
  }
}
