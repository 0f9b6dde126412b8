/**
 * Run-time code generation: {@code CodecGenerator} and {@code FieldCode} write an object or record
 * codec per class as a hidden class (ASM, shaded), and {@code FieldIo} is the narrow runtime
 * contract generated code calls besides the contexts' enter/exit methods (see {@code Codec}).
 */
@NullMarked
package dev.skiff.internal.codegen;

import org.jspecify.annotations.NullMarked;
