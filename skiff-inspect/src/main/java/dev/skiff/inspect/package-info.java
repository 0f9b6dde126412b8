/**
 * {@code skiff inspect}: a command-line tool that prints the structure of Skiff bytes without the
 * classes that wrote them.
 */
@NullMarked
package dev.skiff.inspect;

import org.jspecify.annotations.NullMarked;
