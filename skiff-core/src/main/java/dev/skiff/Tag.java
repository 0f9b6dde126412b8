package dev.skiff;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A stable number that identifies a field in {@linkplain Skiff.Builder#compatible(boolean)
 * compatible mode} instead of its name: smaller on the wire than a name and immune to renames, like
 * a protobuf field number. Numbers must be unique within a class (superclasses included) and
 * positive; a reader matches a tagged field by its number, or by its name when the data was written
 * before the tag was added.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Tag {
  /** The field's number, at least 1. */
  int value();
}
