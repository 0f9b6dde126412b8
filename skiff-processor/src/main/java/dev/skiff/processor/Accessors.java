package dev.skiff.processor;

import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.util.Trees;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Types;
import org.jspecify.annotations.Nullable;

/**
 * The finder of trivial accessors of private fields in classes compiled from source: a getter whose
 * whole body is {@code return field;} and a setter whose whole body is {@code this.field = param;},
 * and the accessors {@code javac} writes for record components. A build-time codec calls them
 * instead of method handles: the same reads and writes of the field, but plain calls the JIT
 * inlines, nothing to set up on first use, and no reflection for native images.
 *
 * <p>Only method bodies prove an accessor trivial, so only classes with source in this compilation
 * qualify (through {@code javac}'s tree API; with another compiler there are none). An accessor
 * that a class between the field's and the codec's overrides, or overloads, is not used.
 */
final class Accessors {
  private final @Nullable Trees trees;
  private final Types types;

  Accessors(ProcessingEnvironment env) {
    Trees t;
    try {
      t = Trees.instance(env);
    } catch (IllegalArgumentException | LinkageError e) {
      t = null; // not javac: no method bodies, no accessors
    }
    this.trees = t;
    this.types = env.getTypeUtils();
  }

  /**
   * The name of a trivial getter of {@code field}, declared in {@code declaring}, that the codec
   * may call on the last class of {@code chain} (superclass first), or null; {@code samePackage}
   * says whether the codec is in {@code declaring}'s package.
   */
  @Nullable String getter(
      VariableElement field, TypeElement declaring, List<TypeElement> chain, boolean samePackage) {
    if (field.getConstantValue() != null) {
      return null; // javac folds the getter's read of a constant variable into the constant
    }
    for (ExecutableElement m : methods(declaring)) {
      if (!m.getParameters().isEmpty()
          || !types.isSameType(m.getReturnType(), field.asType())
          || !usable(m, samePackage)
          || overridden(m, declaring, chain)) {
        continue;
      }
      if (declaring.getKind() == ElementKind.RECORD
          && m.getSimpleName().contentEquals(field.getSimpleName())
          && trees != null
          && trees.getTree(declaring) != null
          && trees.getTree(m) == null) {
        return m.getSimpleName().toString(); // the accessor javac wrote for the component
      }
      List<? extends StatementTree> body = body(m);
      if (body != null
          && body.size() == 1
          && body.get(0) instanceof ReturnTree r
          && namesField(r.getExpression(), field)) {
        return m.getSimpleName().toString();
      }
    }
    return null;
  }

  /** The name of a trivial setter of {@code field}, like {@link #getter}, or null. */
  @Nullable String setter(
      VariableElement field, TypeElement declaring, List<TypeElement> chain, boolean samePackage) {
    if (field.getModifiers().contains(Modifier.FINAL)) {
      return null;
    }
    for (ExecutableElement m : methods(declaring)) {
      if (m.getParameters().size() != 1
          || m.getReturnType().getKind() != TypeKind.VOID
          || !types.isSameType(m.getParameters().get(0).asType(), field.asType())
          || !usable(m, samePackage)
          || overridden(m, declaring, chain)) {
        continue;
      }
      String param = m.getParameters().get(0).getSimpleName().toString();
      List<? extends StatementTree> body = body(m);
      if (body != null
          && body.size() == 1
          && body.get(0) instanceof ExpressionStatementTree s
          && s.getExpression() instanceof AssignmentTree a
          && a.getExpression() instanceof IdentifierTree value
          && value.getName().contentEquals(param)
          && (namesThisField(a.getVariable(), field)
              || (a.getVariable() instanceof IdentifierTree v
                  && v.getName().contentEquals(field.getSimpleName())
                  && !param.contentEquals(field.getSimpleName())))) {
        return m.getSimpleName().toString();
      }
    }
    return null;
  }

  private @Nullable List<? extends StatementTree> body(ExecutableElement m) {
    if (trees == null) {
      return null;
    }
    MethodTree tree = trees.getTree(m);
    return tree == null || tree.getBody() == null ? null : tree.getBody().getStatements();
  }

  private static List<ExecutableElement> methods(TypeElement type) {
    return type.getEnclosedElements().stream()
        .filter(e -> e.getKind() == ElementKind.METHOD)
        .map(ExecutableElement.class::cast)
        .filter(m -> !m.getModifiers().contains(Modifier.STATIC))
        .toList();
  }

  private static boolean usable(ExecutableElement m, boolean samePackage) {
    if (m.getModifiers().contains(Modifier.PRIVATE)) {
      return false;
    }
    return samePackage || m.getModifiers().contains(Modifier.PUBLIC);
  }

  /** Whether a class below {@code declaring} in {@code chain} declares a method of that name. */
  private static boolean overridden(
      ExecutableElement m, TypeElement declaring, List<TypeElement> chain) {
    boolean below = false;
    for (TypeElement c : chain) {
      if (below) {
        for (Element e : c.getEnclosedElements()) {
          if (e.getKind() == ElementKind.METHOD && e.getSimpleName().equals(m.getSimpleName())) {
            return true;
          }
        }
      }
      below |= c.equals(declaring);
    }
    return false;
  }

  private static boolean namesField(ExpressionTree e, VariableElement field) {
    return (e instanceof IdentifierTree i && i.getName().contentEquals(field.getSimpleName()))
        || namesThisField(e, field);
  }

  private static boolean namesThisField(ExpressionTree e, VariableElement field) {
    return e instanceof MemberSelectTree s
        && s.getIdentifier().contentEquals(field.getSimpleName())
        && s.getExpression() instanceof IdentifierTree t
        && t.getName().contentEquals("this");
  }
}
