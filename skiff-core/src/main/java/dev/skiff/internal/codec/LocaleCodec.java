package dev.skiff.internal.codec;

import dev.skiff.MalformedInputException;
import dev.skiff.SkiffException;
import dev.skiff.internal.engine.Codec;
import dev.skiff.internal.engine.ReadContext;
import dev.skiff.internal.engine.WriteContext;
import java.util.Locale;

/**
 * The codec for {@link Locale}, exact for legacy locales as well as those with a script or
 * extensions. The body starts with a form byte:
 *
 * <ul>
 *   <li>{@code 0}: language, country and variant as three strings, rebuilt with the three-argument
 *       constructor. This covers every locale without script and extensions, including ill-formed
 *       legacy ones such as {@code no_NO_NY} and {@link Locale#ROOT}, and the constructor's own
 *       special cases {@code ja_JP_JP} and {@code th_TH_TH}, which carry an extension;
 *   <li>{@code 1}: the BCP 47 language tag, rebuilt with {@link Locale#forLanguageTag}. This covers
 *       the well-formed locales with a script or extensions (any locale a {@link Locale.Builder} or
 *       a language tag can make).
 * </ul>
 *
 * <p>The writer chooses the first form that rebuilds a locale equal to the value, so whatever it
 * writes reads back equal; a locale neither form can rebuild is refused when written. Any strings
 * are accepted on read (both constructions are lenient). Locales are immutable and never
 * reference-tracked.
 */
final class LocaleCodec extends Codec<Locale> {
  private static final int COMPONENTS = 0;
  private static final int LANGUAGE_TAG = 1;

  @Override
  public void write(WriteContext ctx, Locale value) {
    String language = value.getLanguage();
    String country = value.getCountry();
    String variant = value.getVariant();
    if (fromComponents(language, country, variant).equals(value)) {
      ctx.writeByte(COMPONENTS);
      ctx.writeString(language);
      ctx.writeString(country);
      ctx.writeString(variant);
      return;
    }
    String tag = value.toLanguageTag();
    if (Locale.forLanguageTag(tag).equals(value)) {
      ctx.writeByte(LANGUAGE_TAG);
      ctx.writeString(tag);
      return;
    }
    throw new SkiffException("cannot encode the locale " + value + " exactly");
  }

  @Override
  public Locale read(ReadContext ctx) {
    long at = ctx.offset();
    int form = ctx.readUnsignedByte();
    switch (form) {
      case COMPONENTS -> {
        String language = ctx.readString();
        String country = ctx.readString();
        return fromComponents(language, country, ctx.readString());
      }
      case LANGUAGE_TAG -> {
        return Locale.forLanguageTag(ctx.readString());
      }
      default -> throw new MalformedInputException("invalid locale form " + form, at);
    }
  }

  @SuppressWarnings("deprecation") // Locale.of is Java 19+; the constructor is its equal here
  private static Locale fromComponents(String language, String country, String variant) {
    return new Locale(language, country, variant);
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
