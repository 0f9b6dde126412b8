package dev.skiff.internal.codec;

import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.Slot;
import dev.skiff.internal.engine.WriteContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * The codec for {@link Properties}: its own entries as a chunked map, then its defaults as a second
 * chunked map of strings.
 *
 * <p>The defaults object is a protected field with no getter, so Skiff observes it instead: every
 * string property name that {@code stringPropertyNames()} reports but the table itself lacks comes
 * from the defaults, with the value {@code getProperty} answers. A chain of defaults is flattened
 * into one level, which answers every {@code getProperty} call the same way.
 */
final class PropertiesCodec extends Codec<Properties> {
  private final Slot key = Slot.object();
  private final Slot value = Slot.object();
  private final Slot name = new Slot(String.class, null);
  private final Slot text = new Slot(String.class, null);

  @Override
  public void write(WriteContext ctx, Properties props) {
    Map<Object, Object> own = new LinkedHashMap<>(props);
    Map<Object, Object> defaults = new LinkedHashMap<>();
    for (String n : props.stringPropertyNames()) {
      if (!own.containsKey(n)) {
        defaults.put(n, props.getProperty(n));
      }
    }
    ctx.writeVarUInt(own.size());
    ctx.writeEntries(own, own.size(), key, value);
    ctx.writeVarUInt(defaults.size());
    ctx.writeEntries(defaults, defaults.size(), name, text);
  }

  @Override
  public Properties read(ReadContext ctx) {
    Map<Object, Object> own = new LinkedHashMap<>();
    ctx.readEntries(own, ctx.readCount(), key, value);
    int n = ctx.readCount();
    Properties defaults = null;
    if (n > 0) {
      defaults = new Properties();
      ctx.readEntries(defaults, n, name, text);
    }
    Properties props = new Properties(defaults);
    ctx.reference(props);
    props.putAll(own);
    return props;
  }
}
