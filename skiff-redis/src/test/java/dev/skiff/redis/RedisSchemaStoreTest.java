package dev.skiff.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.SchemaStore;
import dev.skiff.Skiff;
import dev.skiff.SkiffException;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.redisson.Redisson;
import org.redisson.api.RedissonClient;
import org.redisson.config.Config;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;

/**
 * {@link RedisSchemaStore} against a real redis-server: compatible-mode messages that name their
 * schemas by fingerprint, written through one client and read through another.
 */
class RedisSchemaStoreTest {

  @TempDir static Path dir;

  static RedisServer server;
  static RedisClient lettuce;
  static StatefulRedisConnection<byte[], byte[]> bytes;
  static RedissonClient redisson;
  static LettuceConnectionFactory spring;

  @BeforeAll
  static void start() throws Exception {
    server = RedisServer.start(dir);
    lettuce = RedisClient.create(server.uri());
    bytes = lettuce.connect(ByteArrayCodec.INSTANCE);
    Config config = new Config();
    config.useSingleServer().setAddress(server.uri()).setConnectionMinimumIdleSize(1);
    redisson = Redisson.create(config);
    spring =
        new LettuceConnectionFactory(new RedisStandaloneConfiguration("127.0.0.1", server.port()));
    spring.afterPropertiesSet();
    spring.start();
  }

  @AfterAll
  static void stop() {
    if (spring != null) {
      spring.destroy();
    }
    if (redisson != null) {
      redisson.shutdown();
    }
    if (bytes != null) {
      bytes.close();
    }
    if (lettuce != null) {
      lettuce.shutdown();
    }
    if (server != null) {
      server.close();
    }
  }

  /** The three ways to make a store, by name. */
  static final Map<String, BiFunction<String, Object, RedisSchemaStore>> CLIENTS =
      Map.of(
          "lettuce", (key, unused) -> RedisSchemaStore.lettuce(bytes, key),
          "redisson", (key, unused) -> RedisSchemaStore.redisson(redisson, key),
          "spring", (key, unused) -> RedisSchemaStore.spring(spring, key));

  /** Every writer client with every reader client. */
  static Stream<Arguments> clientPairs() {
    return CLIENTS.keySet().stream()
        .sorted()
        .flatMap(w -> CLIENTS.keySet().stream().sorted().map(r -> Arguments.of(w, r)));
  }

  private static RedisSchemaStore store(String client, String hashKey) {
    return CLIENTS.get(client).apply(hashKey, null);
  }

  /** The first version of a class, as a writer deployed earlier has it. */
  record ItemV1(String sku, int qty) {}

  /** The same class later: a component widened and one added (registered under the same id). */
  record ItemV2(String sku, long qty, String note) {}

  private static Skiff writer(SchemaStore store) {
    return Skiff.builder().register(ItemV1.class).compatible(true).schemaStore(store).build();
  }

  private static Skiff reader(SchemaStore store) {
    return Skiff.builder().register(ItemV2.class).compatible(true).schemaStore(store).build();
  }

  private static Map<String, String> hash(String key) {
    Map<byte[], byte[]> raw = bytes.sync().hgetall(utf8(key));
    Map<String, String> out = new java.util.TreeMap<>();
    raw.forEach((f, v) -> out.put(new String(f, StandardCharsets.UTF_8), Long.toHexString(fp(v))));
    return out;
  }

  private static long fp(byte[] schema) {
    return SchemaStore.fingerprint(schema);
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @ParameterizedTest(name = "written through {0}, read through {1}")
  @MethodSource("clientPairs")
  void deserialize_olderSchemaStoredThroughOneClient_readThroughAnother(
      String writer, String reader) {
    String key = "schemas:" + writer + ":" + reader;
    byte[] message = writer(store(writer, key)).serialize(new ItemV1("a-1", 7));

    Object back = reader(store(reader, key)).deserialize(message);

    assertThat(back).isEqualTo(new ItemV2("a-1", 7L, null));
    // One field, named by the fingerprint of the schema it holds.
    Map<String, String> hash = hash(key);
    assertThat(hash).hasSize(1);
    hash.forEach((field, fingerprint) -> assertThat(field).isEqualTo(fingerprint));
  }

  @Test
  void serialize_withStore_messageCarriesTheFingerprintInsteadOfTheSchema() {
    Skiff inline = Skiff.builder().register(ItemV1.class).compatible(true).build();
    Skiff stored = writer(RedisSchemaStore.lettuce(bytes, "schemas:size"));
    ItemV1 item = new ItemV1("s", 7);

    int withStore = stored.serialize(item).length;
    int withoutStore = inline.serialize(item).length;

    // Inline: the schema code, the block's one-byte length and the block (what the hash holds);
    // with the store: the code and the 8-byte fingerprint.
    int block = bytes.sync().hvals(utf8("schemas:size")).get(0).length;
    assertThat(withoutStore - withStore).isEqualTo((1 + 1 + block) - (1 + 8));
  }

  @Test
  void get_afterFirstRead_keptSoThatRedisIsNotAskedAgain() {
    String key = "schemas:kept";
    byte[] message = writer(RedisSchemaStore.lettuce(bytes, key)).serialize(new ItemV1("k", 1));
    RedisSchemaStore kept = RedisSchemaStore.redisson(redisson, key);
    assertThat(reader(kept).deserialize(message)).isEqualTo(new ItemV2("k", 1L, null));
    assertThat(kept.kept()).isEqualTo(1);

    bytes.sync().del(utf8(key));

    // A new Skiff has planned nothing yet and asks its store, which still has the schema; a store
    // that did not keep it fails, naming the class whose schema is missing.
    assertThat(reader(kept).deserialize(message)).isEqualTo(new ItemV2("k", 1L, null));
    assertThatThrownBy(() -> reader(RedisSchemaStore.spring(spring, key)).deserialize(message))
        .isInstanceOf(SkiffException.class)
        .hasMessageContaining("the schema store has no schema")
        .hasMessageContaining("ItemV2");
  }

  @Test
  void get_damagedEntry_notKeptAndReadFailsOnTheFingerprint() {
    String key = "schemas:damaged";
    byte[] message = writer(RedisSchemaStore.lettuce(bytes, key)).serialize(new ItemV1("d", 2));
    Map<byte[], byte[]> stored = bytes.sync().hgetall(utf8(key));
    assertThat(stored).hasSize(1);
    stored.forEach(
        (field, schema) -> {
          byte[] damaged = schema.clone();
          damaged[damaged.length - 1] ^= 1;
          bytes.sync().hset(utf8(key), field, damaged);
        });
    RedisSchemaStore readerStore = RedisSchemaStore.lettuce(bytes, key);

    assertThatThrownBy(() -> reader(readerStore).deserialize(message))
        .isInstanceOf(SkiffException.class)
        .hasMessageContaining("does not match its fingerprint");
    assertThat(readerStore.kept()).isZero();
  }

  @Test
  void put_sameFingerprintTwice_oneHashFieldAndTheFirstValueStays() {
    String key = "schemas:twice";
    byte[] schema = {1, 2, 3};
    long fingerprint = fp(schema);
    RedisSchemaStore.spring(spring, key).put(fingerprint, schema);
    RedisSchemaStore.lettuce(bytes, key).put(fingerprint, new byte[] {9});

    assertThat(bytes.sync().hlen(utf8(key))).isEqualTo(1);
    assertThat(RedisSchemaStore.redisson(redisson, key).get(fingerprint)).containsExactly(1, 2, 3);
  }
}
