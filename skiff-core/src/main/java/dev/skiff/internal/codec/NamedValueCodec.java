package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.Charset;
import java.util.Currency;

/**
 * The codec for immutable JDK values that are fully described by one string: a {@link URI} (its
 * {@code toString()}), a {@link URL} (its {@code toExternalForm()}), a {@link Currency} (its ISO
 * 4217 code) and a {@link Charset} (its canonical name). The body is that string. Reading parses it
 * with the class's public factory; a {@code URL} is built with {@code new URL(String)}, which
 * neither resolves the host nor opens a connection. A string the factory refuses ends in a {@link
 * MalformedInputException}. Values are never reference-tracked.
 */
final class NamedValueCodec extends Codec<Object> {
  /** The classes handled. */
  enum Kind {
    URI,
    URL,
    CURRENCY,
    CHARSET
  }

  private final Kind kind;

  NamedValueCodec(Kind kind) {
    this.kind = kind;
  }

  @Override
  public void write(WriteContext ctx, Object v) {
    switch (kind) {
      case URI -> ctx.writeString(v.toString());
      case URL -> {
        ctx.noteUrl();
        ctx.writeString(((URL) v).toExternalForm());
      }
      case CURRENCY -> ctx.writeString(((Currency) v).getCurrencyCode());
      default -> ctx.writeString(((Charset) v).name());
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    long at = ctx.offset();
    String s = ctx.readString();
    try {
      return switch (kind) {
        case URI -> new URI(s);
        case URL -> {
          ctx.noteUrl();
          yield new URL(s);
        }
        case CURRENCY -> Currency.getInstance(s);
        default -> Charset.forName(s);
      };
    } catch (URISyntaxException | MalformedURLException | IllegalArgumentException e) {
      throw new MalformedInputException("invalid " + kind + " " + quote(s), at, e);
    }
  }

  /** The string for an error message, shortened so hostile input cannot bloat it. */
  static String quote(String s) {
    return s.length() <= 80 ? "'" + s + "'" : "'" + s.substring(0, 80) + "...'";
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
