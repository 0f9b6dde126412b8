package dev.skiff.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.redisson.Redisson;
import org.redisson.api.RBucket;
import org.redisson.api.RedissonClient;
import org.redisson.config.Config;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.springframework.data.redis.core.RedisTemplate;
import org.springframework.data.redis.serializer.RedisSerializer;

class RedisCodecsTest {

  @TempDir static Path dir;

  static RedisServer server;
  static RedisClient lettuce;
  static final Skiff SKIFF = Model.skiff();

  @BeforeAll
  static void start() throws Exception {
    server = RedisServer.start(dir);
    lettuce = RedisClient.create(server.uri());
  }

  @AfterAll
  static void stop() throws Exception {
    if (lettuce != null) {
      lettuce.shutdown();
    }
    if (server != null) {
      server.close();
    }
  }

  private byte[] rawGet(String key) {
    try (StatefulRedisConnection<byte[], byte[]> c = lettuce.connect(ByteArrayCodec.INSTANCE)) {
      return c.sync().get(key.getBytes(StandardCharsets.UTF_8));
    }
  }

  private void rawSet(String key, byte[] value) {
    try (StatefulRedisConnection<byte[], byte[]> c = lettuce.connect(ByteArrayCodec.INSTANCE)) {
      c.sync().set(key.getBytes(StandardCharsets.UTF_8), value);
    }
  }

  private RedissonClient redisson() {
    Config config = new Config();
    config.setCodec(new SkiffRedissonCodec(SKIFF));
    config.useSingleServer().setAddress(server.uri()).setConnectionMinimumIdleSize(1);
    return Redisson.create(config);
  }

  @Test
  void lettuce_writeThenReadOnSecondConnection_returnsEqualValueWithSkiffBytes() {
    SkiffLettuceCodec<Model.Account> codec = new SkiffLettuceCodec<>(SKIFF, Model.Account.class);
    try (StatefulRedisConnection<String, Model.Account> w = lettuce.connect(codec);
        StatefulRedisConnection<String, Model.Account> r = lettuce.connect(codec)) {
      w.sync().set("lettuce:acc", Model.account());
      assertThat(r.sync().get("lettuce:acc")).isEqualTo(Model.account());
    }
    assertThat(rawGet("lettuce:acc")).isEqualTo(SKIFF.serialize(Model.account()));
  }

  @Test
  void redisson_writeThenReadOnSecondClient_returnsEqualValueWithSkiffBytes() {
    RedissonClient a = redisson();
    RedissonClient b = redisson();
    try {
      a.<Model.Person>getBucket("redisson:p").set(Model.person(7));
      RBucket<Model.Person> read = b.getBucket("redisson:p");
      assertThat(read.get()).isEqualTo(Model.person(7));
    } finally {
      a.shutdown();
      b.shutdown();
    }
    assertThat(rawGet("redisson:p")).isEqualTo(SKIFF.serialize(Model.person(7)));
  }

  @Test
  void redisson_copyConstructor_keepsSkiffAndUsesGivenLoader() {
    SkiffRedissonCodec codec = new SkiffRedissonCodec(SKIFF);
    ClassLoader other = new ClassLoader(null) {};
    SkiffRedissonCodec copy = new SkiffRedissonCodec(other, codec);
    assertThat(copy.getClassLoader()).isSameAs(other);
    assertThat(copy.skiff()).isSameAs(SKIFF);
  }

  @Test
  void spring_writeThenReadAcrossAdapters_sameBytesEverywhere() {
    LettuceConnectionFactory factory =
        new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", server.port()));
    factory.afterPropertiesSet();
    factory.start();
    try {
      RedisTemplate<String, Model.Person> template = new RedisTemplate<>();
      template.setConnectionFactory(factory);
      template.setKeySerializer(RedisSerializer.string());
      template.setValueSerializer(new SkiffRedisSerializer<>(SKIFF, Model.Person.class));
      template.afterPropertiesSet();
      template.opsForValue().set("spring:p", Model.person(3));

      try (StatefulRedisConnection<String, Model.Person> c =
          lettuce.connect(new SkiffLettuceCodec<>(SKIFF, Model.Person.class))) {
        assertThat(c.sync().get("spring:p")).isEqualTo(Model.person(3));
        c.sync().set("lettuce:p", Model.person(4));
      }
      assertThat(template.opsForValue().get("lettuce:p")).isEqualTo(Model.person(4));
      RedissonClient r = redisson();
      try {
        assertThat(r.<Model.Person>getBucket("spring:p").get()).isEqualTo(Model.person(3));
      } finally {
        r.shutdown();
      }
    } finally {
      factory.destroy();
    }
  }

  @Test
  void springSerializer_nullAndEmpty_followSpringContract() {
    SkiffRedisSerializer<Model.Person> s = new SkiffRedisSerializer<>(SKIFF, Model.Person.class);
    assertThat(s.serialize(null)).isEmpty();
    assertThat(s.deserialize(null)).isNull();
    assertThat(s.deserialize(new byte[0])).isNull();
  }

  @Test
  void lettuce_badBytesInRedis_throwSkiffException() {
    rawSet("bad:lettuce", new byte[] {(byte) 0xff, 1, 2, 3});
    try (StatefulRedisConnection<String, Object> c = lettuce.connect(SkiffLettuceCodec.of(SKIFF))) {
      assertThatThrownBy(() -> c.sync().get("bad:lettuce"))
          .isInstanceOf(SkiffException.class)
          .hasMessageContaining("not a Skiff message");
    }
  }

  @Test
  void redisson_badBytesInRedis_throwSkiffException() {
    rawSet("bad:redisson", new byte[] {(byte) 0xff, 1, 2, 3});
    RedissonClient r = redisson();
    try {
      assertThatThrownBy(() -> r.getBucket("bad:redisson").get())
          .hasRootCauseInstanceOf(SkiffException.class)
          .rootCause()
          .hasMessageContaining("not a Skiff message");
    } finally {
      r.shutdown();
    }
  }

  @Test
  void read_badBytesThroughEachClient_skiffRedisExceptionNamesKeyAndOffset() {
    rawSet("bad:named", new byte[] {1, (byte) 0xff, (byte) 0xff, (byte) 0xff});
    byte[] good = SKIFF.serialize(Model.person(5));
    rawSet("good:named", good);
    LettuceConnectionFactory factory =
        new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", server.port()));
    factory.afterPropertiesSet();
    factory.start();
    RedissonClient r = redisson();
    try (StatefulRedisConnection<String, Object> c = lettuce.connect(SkiffLettuceCodec.of(SKIFF))) {
      RedisTemplate<String, Object> template = new RedisTemplate<>();
      template.setConnectionFactory(factory);
      template.setKeySerializer(RedisSerializer.string());
      template.setValueSerializer(new SkiffRedisSerializer<>(SKIFF, Object.class));
      template.afterPropertiesSet();
      List<java.util.function.Function<String, Object>> reads =
          List.of(
              key -> c.sync().get(key),
              key -> r.getBucket(key).get(),
              key -> template.opsForValue().get(key));
      for (java.util.function.Function<String, Object> read : reads) {
        assertThat(SkiffRedis.read("good:named", () -> read.apply("good:named")))
            .isEqualTo(Model.person(5));
        assertThatThrownBy(() -> SkiffRedis.read("bad:named", () -> read.apply("bad:named")))
            .isInstanceOfSatisfying(
                SkiffRedisException.class,
                e -> {
                  assertThat(e.key()).isEqualTo("bad:named");
                  assertThat(e.offset()).isPositive();
                  assertThat(e.getCause()).isInstanceOf(SkiffException.class);
                })
            .hasMessageStartingWith("Redis key 'bad:named': ")
            .hasMessageContaining("byte offset");
      }
    } finally {
      r.shutdown();
      factory.destroy();
    }
  }

  @Test
  void read_failureWithoutSkiffCause_passesThroughUnchanged() {
    IllegalStateException other = new IllegalStateException("connection lost");
    assertThatThrownBy(
            () ->
                SkiffRedis.read(
                    "k",
                    () -> {
                      throw other;
                    }))
        .isSameAs(other);
  }
}
