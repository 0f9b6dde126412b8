package dev.skiff.internal.engine;

import java.util.List;

/**
 * The names of classes and packages that are known building blocks of deserialization gadget
 * chains. A class name read from input that matches is refused before the class is even loaded, so
 * not even its static initializer runs. Registration (the default) is the real defence; this list
 * protects users who turn it off.
 */
final class DenyList {
  private DenyList() {}

  private static final List<String> PREFIXES =
      List.of(
          "org.apache.commons.collections.functors.",
          "org.apache.commons.collections4.functors.",
          "org.apache.commons.beanutils.",
          "org.apache.xalan.",
          "com.sun.org.apache.xalan.",
          "com.sun.rowset.",
          "com.sun.jndi.",
          "javax.naming.",
          "javax.management.",
          "java.rmi.",
          "sun.rmi.",
          "org.codehaus.groovy.runtime.",
          "org.springframework.beans.factory.",
          "org.springframework.aop.",
          "org.springframework.context.support.",
          "org.hibernate.engine.",
          "org.hibernate.tuple.",
          "com.mchange.v2.c3p0.",
          "org.apache.tomcat.dbcp.",
          "org.apache.commons.dbcp.",
          "com.zaxxer.hikari.",
          "org.mozilla.javascript.",
          "bsh.",
          "clojure.",
          "org.python.",
          "com.sun.syndication.",
          "org.apache.wicket.util.upload.",
          "org.jboss.interceptor.",
          "net.sf.json.",
          "javax.script.",
          "java.lang.reflect.",
          "java.lang.invoke.",
          "java.lang.Runtime",
          "java.lang.ProcessBuilder",
          "java.lang.Process",
          "java.lang.Thread",
          "java.lang.ClassLoader",
          "java.net.URLClassLoader",
          "javax.swing.",
          "java.beans.",
          "sun.");

  static boolean denies(String className) {
    for (String prefix : PREFIXES) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
