/**
 * JDK serialization semantics without {@code ObjectOutputStream}'s format: {@code writeObject} /
 * {@code readObject} hooks through {@code HookObjectOutput} / {@code HookObjectInput}, {@code
 * writeReplace} / {@code readResolve}, {@code Externalizable}, throwables, stack trace elements,
 * serializable lambdas and dynamic proxies.
 */
@NullMarked
package dev.skiff.internal.jdkser;

import org.jspecify.annotations.NullMarked;
