package dev.skiff.internal.codegen;

import org.objectweb.asm.ClassWriter;

/**
 * The class writer of generated codecs: it computes stack map frames, and never loads a class to do
 * so. Every branch in generated code joins paths whose locals and stack hold the same types, so the
 * common superclass it is asked for, if ever, only types dead values.
 */
final class FrameWriter extends ClassWriter {
  FrameWriter() {
    super(ClassWriter.COMPUTE_FRAMES);
  }

  @Override
  protected String getCommonSuperClass(String type1, String type2) {
    return FieldCode.OBJECT;
  }
}
