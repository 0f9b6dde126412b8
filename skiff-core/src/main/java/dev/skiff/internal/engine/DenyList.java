package dev.skiff.internal.engine;

import java.util.List;

/**
 * The names of classes and packages that are known building blocks of deserialization gadget
 * chains, and the JDK's internal packages. A class name read from input that matches is refused
 * before the class is even loaded, so not even its static initializer runs. Registration (the
 * default) is the real defence; this list protects users who turn it off, and a user's {@link
 * dev.skiff.ClassChecker} can refuse more. The families come from the public gadget lists
 * (ysoserial, marshalsec, Jackson's subtype blocklist, Fory's disallowed list); a name is listed by
 * the narrowest prefix that covers its family.
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
          // JDK internals: no built-in codec reads them by name, and their fields are off limits
          "sun.",
          "com.sun.",
          "jdk.",
          // later families from the public gadget lists (ysoserial, marshalsec, Jackson's
          // subtype blocklist, Fory's disallowed list)
          "org.apache.commons.collections.comparators.TransformingComparator",
          "org.apache.commons.collections4.comparators.TransformingComparator",
          "org.apache.commons.collections.keyvalue.TiedMapEntry",
          "org.apache.commons.collections4.keyvalue.TiedMapEntry",
          "org.apache.commons.collections.map.LazyMap",
          "org.apache.commons.collections4.map.LazyMap",
          "org.apache.commons.configuration.JNDIConfiguration",
          "org.apache.commons.configuration2.JNDIConfiguration",
          "org.apache.commons.proxy.provider.remoting.",
          "org.apache.commons.jelly.",
          "com.rometools.rome.feed.impl.",
          "org.springframework.core.SerializableTypeWrapper",
          "org.springframework.transaction.jta.",
          "org.springframework.jndi.",
          "org.springframework.jdbc.datasource.",
          "org.springframework.aop.aspectj.",
          "javassist.",
          "org.h2.",
          "org.apache.xbean.",
          "org.apache.openjpa.ee.",
          "org.apache.axis2.jaxws.spi.handler.",
          "org.apache.ibatis.",
          "com.ibatis.",
          "ch.qos.logback.core.db.",
          "org.apache.log4j.receivers.db.",
          "org.apache.log4j.jmx.",
          "org.apache.logging.log4j.core.net.",
          "net.sf.ehcache.transaction.manager.",
          "net.sf.ehcache.hibernate.",
          "com.caucho.",
          "org.apache.aries.transaction.jms.",
          "org.apache.activemq.",
          "org.apache.shiro.jndi.",
          "org.apache.shiro.realm.jndi.",
          "org.apache.cxf.jaxrs.provider.",
          "org.apache.ignite.cache.jta.",
          "org.apache.hadoop.shaded.com.zaxxer.hikari.",
          "br.com.anteros.dbcp.",
          "oracle.jdbc.",
          "org.jdom.transform.",
          "org.jdom2.transform.",
          "org.apache.bcel.",
          "org.apache.batik.",
          "org.apache.xmlbeans.",
          "org.apache.tomcat.jdbc.pool.",
          "org.apache.commons.fileupload.",
          "org.apache.myfaces.",
          "org.eclipse.jetty.util.log.",
          "com.alibaba.fastjson.",
          "com.alibaba.druid.",
          "org.aspectj.",
          "org.jboss.util.",
          "org.jboss.ejb3.",
          "org.apache.click.",
          "com.vaadin.data.util.",
          "org.apache.tapestry5.",
          "org.yaml.snakeyaml.",
          "org.mvel2.",
          "ognl.",
          "freemarker.template.utility.",
          "org.apache.velocity.",
          "groovy.lang.",
          "org.codehaus.groovy.");

  static boolean denies(String className) {
    for (String prefix : PREFIXES) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
