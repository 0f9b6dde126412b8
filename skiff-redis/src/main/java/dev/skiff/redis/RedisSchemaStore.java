package dev.skiff.redis;

import dev.skiff.SchemaStore;
import io.lettuce.core.api.StatefulRedisConnection;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;
import org.redisson.api.RMap;
import org.redisson.api.RedissonClient;
import org.redisson.client.codec.ByteArrayCodec;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;

/**
 * A {@link SchemaStore} in one Redis hash, so that compatible-mode writers and readers in different
 * processes share class schemas and each message carries an 8-byte fingerprint per class instead of
 * the schema ({@link dev.skiff.Skiff.Builder#schemaStore}).
 *
 * <pre>{@code
 * SchemaStore store = RedisSchemaStore.lettuce(client.connect(ByteArrayCodec.INSTANCE), "skiff:schemas");
 * Skiff skiff = Skiff.builder().compatible(true).schemaStore(store).build();
 * }</pre>
 *
 * <p>Each field of the hash is a fingerprint in hexadecimal (the name {@link SchemaStore#directory}
 * gives its file) and holds that schema's bytes. A writer adds a schema with {@code HSETNX} the
 * first time one of its classes is written; a schema never changes under its fingerprint, so the
 * store keeps every schema it wrote or read, and that checks out against its fingerprint, in
 * memory: Redis is asked once per schema and process, not once per message (at most {@value
 * #MAX_KEPT} schemas are kept; past that, each is asked for again). A fingerprint the hash lacks is
 * not kept, so a schema a writer adds later is found.
 *
 * <p>The client's failures (Redis down, a timeout) reach the caller of {@code serialize} or {@code
 * deserialize} as the client throws them. Thread-safe, as the clients are. Use the same hash key
 * for every writer and reader of the data; never delete it while data that names its schemas
 * exists.
 */
public final class RedisSchemaStore implements SchemaStore {
  /** The most schemas one store keeps in memory. */
  static final int MAX_KEPT = 4096;

  private final Get get;
  private final BiConsumer<byte[], byte[]> putIfAbsent;
  private final ConcurrentHashMap<Long, byte[]> kept = new ConcurrentHashMap<>();

  /** {@code HGET} of one field of the hash, in the terms of one client. */
  private interface Get {
    byte @Nullable [] field(byte[] field);
  }

  private RedisSchemaStore(Get get, BiConsumer<byte[], byte[]> putIfAbsent) {
    this.get = get;
    this.putIfAbsent = putIfAbsent;
  }

  /**
   * A store in hash {@code hashKey}, through a Lettuce connection with byte-array keys and values
   * ({@code client.connect(ByteArrayCodec.INSTANCE)}), which the caller keeps open and closes.
   */
  public static RedisSchemaStore lettuce(
      StatefulRedisConnection<byte[], byte[]> connection, String hashKey) {
    Objects.requireNonNull(connection, "connection");
    byte[] key = utf8(hashKey);
    return new RedisSchemaStore(
        field -> connection.sync().hget(key, field),
        (field, value) -> connection.sync().hsetnx(key, field, value));
  }

  /** A store in hash {@code hashKey}, through a Redisson client, which the caller shuts down. */
  public static RedisSchemaStore redisson(RedissonClient redisson, String hashKey) {
    RMap<byte[], byte[]> map =
        Objects.requireNonNull(redisson, "redisson").getMap(hashKey, ByteArrayCodec.INSTANCE);
    return new RedisSchemaStore(map::get, map::fastPutIfAbsent);
  }

  /**
   * A store in hash {@code hashKey}, through Spring Data Redis: a connection from {@code factory}
   * for each command, closed after it.
   */
  public static RedisSchemaStore spring(RedisConnectionFactory factory, String hashKey) {
    Objects.requireNonNull(factory, "factory");
    byte[] key = utf8(hashKey);
    return new RedisSchemaStore(
        field -> {
          try (RedisConnection c = factory.getConnection()) {
            return c.hashCommands().hGet(key, field);
          }
        },
        (field, value) -> {
          try (RedisConnection c = factory.getConnection()) {
            c.hashCommands().hSetNX(key, field, value);
          }
        });
  }

  @Override
  public void put(long fingerprint, byte[] schema) {
    if (kept.containsKey(fingerprint)) {
      return;
    }
    putIfAbsent.accept(field(fingerprint), schema);
    keep(fingerprint, schema);
  }

  @Override
  public byte @Nullable [] get(long fingerprint) {
    byte[] schema = kept.get(fingerprint);
    if (schema == null) {
      schema = get.field(field(fingerprint));
      if (schema == null) {
        return null;
      }
      keep(fingerprint, schema);
    }
    return schema.clone();
  }

  /** The number of schemas this store keeps in memory. */
  int kept() {
    return kept.size();
  }

  private void keep(long fingerprint, byte[] schema) {
    if (kept.size() < MAX_KEPT && SchemaStore.fingerprint(schema) == fingerprint) {
      kept.putIfAbsent(fingerprint, schema.clone());
    }
  }

  private static byte[] field(long fingerprint) {
    return utf8(Long.toHexString(fingerprint));
  }

  private static byte[] utf8(String s) {
    return Objects.requireNonNull(s, "hashKey").getBytes(StandardCharsets.UTF_8);
  }
}
