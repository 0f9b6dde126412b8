package dev.skiff;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The version of a class in which a field was added: the cheapest schema evolution, for classes
 * that only ever gain fields. It needs no compatible mode.
 *
 * <p>A class is <em>versioned</em> when it or one of its fields is annotated {@code @Since}. Each
 * object of a versioned class carries its class's version (the highest {@code @Since} of its
 * fields) as one var-int, and the fields added after the first version travel after the others in
 * one length-prefixed tail. Old bytes read into a newer class leave the fields added since at their
 * defaults (as {@linkplain Skiff.Builder#compatible(boolean) compatible mode} defines them); new
 * bytes read into an older class skip the fields it does not know.
 *
 * <p>Rules: versions start at 1 and only grow; fields are added, never removed, renamed or retyped
 * (use compatible mode for that). Whether a class is versioned is part of its encoding, so mark a
 * class that will evolve this way from its first release, with {@code @Since(1)} on the class
 * itself (the value on a class only marks it versioned). In compatible mode the annotation changes
 * nothing: the schema already carries every field.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT, ElementType.TYPE})
public @interface Since {
  /** The class version that added the field, at least 1. */
  int value();
}
