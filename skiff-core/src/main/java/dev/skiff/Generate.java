package dev.skiff;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A request to write codecs at build time: with {@code skiff-processor} on the annotation-processor
 * path, {@code javac} writes a {@link BuildTimeCodec} as plain Java source for each class it names,
 * and {@code Skiff} uses it instead of generating a codec at run time, even with {@linkplain
 * Skiff.Builder#codegen(boolean) code generation} off.
 *
 * <p>It names classes in three ways:
 *
 * <ul>
 *   <li>on a class or record: that class;
 *   <li>on a package ({@code package-info.java}): every concrete top-level or static nested class
 *       and record of the package that Skiff would encode field by field;
 *   <li>on any class, with {@link #value()}: the classes listed instead, typically from libraries
 *       you do not own; their codecs are written in the annotated class's package.
 * </ul>
 *
 * <p>The annotation has no effect at run time and nothing requires it: classes without a build-time
 * codec get one generated at run time, as always. See {@code docs/build-time.md}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface Generate {
  /**
   * The classes to write codecs for, in the package of the annotated class, which then only holds
   * the list; empty (the default) for the annotated class or package itself.
   */
  Class<?>[] value() default {};
}
