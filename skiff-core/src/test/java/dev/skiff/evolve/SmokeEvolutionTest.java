package dev.skiff.evolve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.Skiff;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SmokeEvolutionTest {
  @Test
  void smoke() throws Exception {
    ClassLoader v1 =
        Versions.compile(
            Map.of(
                "ex.Person",
                "package ex; public class Person { public String name; public int age; public java.util.List<String> tags; public ex.Addr addr; }",
                "ex.Addr",
                "package ex; public record Addr(String city, int zip) {}"));
    ClassLoader v2 =
        Versions.compile(
            Map.of(
                "ex.Person",
                "package ex; public class Person { @dev.skiff.Alias(\"name\") public String fullName; public long age; public double score = 1.5; public ex.Addr addr; public String toString() { return fullName + \"/\" + age + \"/\" + score + \"/\" + addr; } }",
                "ex.Addr",
                "package ex; public record Addr(String city, long zip, String country) {}"));
    Class<?> p1 = Versions.load(v1, "ex.Person");
    Object person = p1.getConstructor().newInstance();
    p1.getField("name").set(person, "Ann");
    p1.getField("age").set(person, 42);
    p1.getField("tags").set(person, java.util.List.of("a", "b"));
    Class<?> a1 = Versions.load(v1, "ex.Addr");
    p1.getField("addr").set(person, a1.getConstructors()[0].newInstance("Oslo", 123));
    Skiff w = Skiff.builder().requireRegistration(false).compatible(true).classLoader(v1).build();
    Skiff r = Skiff.builder().requireRegistration(false).compatible(true).classLoader(v2).build();
    byte[] bytes = w.serialize(person);
    System.out.println(bytes.length + " bytes");
    Object back = r.deserialize(bytes);
    System.out.println(back);
    assertThat(back.toString()).isEqualTo("Ann/42/1.5/Addr[city=Oslo, zip=123, country=null]");
    assertThat(w.deserialize(bytes).getClass()).isEqualTo(p1);
  }
}
