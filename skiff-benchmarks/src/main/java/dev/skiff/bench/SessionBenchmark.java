package dev.skiff.bench;

import dev.skiff.Skiff;
import dev.skiff.SkiffSession;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The fixed cost of one small message: a cache record serialized alone into its own array and read
 * back alone, through {@code Skiff}'s thread-safe methods and through a {@link SkiffSession} kept
 * by the caller, in one run.
 *
 * <p>Run: {@code java -jar skiff-benchmarks/target/benchmarks.jar SessionBenchmark -f 2 -wi 3 -i 5
 * -w 1 -r 1}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SessionBenchmark {
  /** The state of an account, as an enum field. */
  public enum Status {
    ACTIVE,
    LOCKED
  }

  /** A small cache record: the shape one Redis value or one Kafka message holds. */
  public record Account(
      long id,
      String login,
      String displayName,
      Instant created,
      List<String> roles,
      Map<String, String> attributes,
      double balance,
      Status status) {}

  private Skiff skiff;
  private SkiffSession session;
  private Account account;
  private byte[] bytes;

  @Setup
  public void setUp() {
    skiff = Skiff.builder().register(Account.class).register(Status.class).build();
    session = skiff.session();
    account =
        new Account(
            4_211_337L,
            "mkowalski",
            "Мария Ковальская",
            Instant.parse("2026-03-14T09:26:53Z"),
            List.of("reader", "editor"),
            Map.of("locale", "pl-PL"),
            1024.5,
            Status.ACTIVE);
    bytes = skiff.serialize(account);
  }

  @Benchmark
  public byte[] serializeSkiff() {
    return skiff.serialize(account);
  }

  @Benchmark
  public byte[] serializeSession() {
    return session.serialize(account);
  }

  @Benchmark
  public Object deserializeSkiff() {
    return skiff.deserialize(bytes);
  }

  @Benchmark
  public Object deserializeSession() {
    return session.deserialize(bytes);
  }
}
