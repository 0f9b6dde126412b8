package dev.skiff;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Older names that data may still use: on a field, the names it had before it was renamed (read in
 * {@linkplain Skiff.Builder#compatible(boolean) compatible mode}); on a class, the binary names it
 * had before it was renamed or moved to another package. A class alias takes effect for classes the
 * reading {@code Skiff} has {@linkplain Skiff.Builder#register(Class) registered}, since a reader
 * cannot search the class path for an alias.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.TYPE})
public @interface Alias {
  /** The older names: simple field names, or binary class names such as {@code com.old.Order}. */
  String[] value();
}
