package dev.skiff.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.skiff.SkiffException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kafka.testkit.KafkaClusterTestKit;
import kafka.testkit.TestKitNodes;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SkiffSerdeKafkaTest {

  static KafkaClusterTestKit cluster;

  @BeforeAll
  static void start() throws Exception {
    cluster =
        new KafkaClusterTestKit.Builder(
                new TestKitNodes.Builder()
                    .setCombined(false)
                    .setNumBrokerNodes(1)
                    .setNumControllerNodes(1)
                    .build())
            // one broker: internal topics cannot have the default replication factor of 3
            .setConfigProp("offsets.topic.replication.factor", "1")
            .setConfigProp("offsets.topic.num.partitions", "1")
            .setConfigProp("group.initial.rebalance.delay.ms", "0")
            .build();
    cluster.format();
    cluster.startup();
    cluster.waitForReadyBrokers();
  }

  @AfterAll
  static void stop() throws Exception {
    if (cluster != null) {
      cluster.close();
    }
  }

  private static void createTopic(String topic) throws Exception {
    try (Admin admin = Admin.create(cluster.clientProperties())) {
      admin.createTopics(List.of(new NewTopic(topic, 1, (short) 1))).all().get();
    }
  }

  private static Map<String, Object> skiffConfig() {
    Map<String, Object> c = new HashMap<>();
    c.put(
        "skiff.register",
        Model.Person.class.getName()
            + ", "
            + Model.Account.class.getName()
            + ","
            + Model.Level.class.getName());
    c.put("skiff.type", Model.Account.class.getName());
    return c;
  }

  private static Map<String, Object> producerConfig() {
    Map<String, Object> c = skiffConfig();
    c.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    c.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
    c.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, SkiffKafkaSerializer.class.getName());
    return c;
  }

  private static KafkaConsumer<String, Model.Account> consumer(String group) {
    Map<String, Object> c = skiffConfig();
    c.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    c.put(ConsumerConfig.GROUP_ID_CONFIG, group);
    c.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    c.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    c.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, SkiffKafkaDeserializer.class.getName());
    return new KafkaConsumer<>(c);
  }

  private static List<ConsumerRecord<String, Model.Account>> poll(
      KafkaConsumer<String, Model.Account> consumer, int count) {
    List<ConsumerRecord<String, Model.Account>> out = new ArrayList<>();
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (out.size() < count && System.nanoTime() < deadline) {
      consumer.poll(Duration.ofMillis(200)).forEach(out::add);
    }
    return out;
  }

  @Test
  void topic_recordsWithHeadersAndTombstone_arriveThroughConsumerGroup() throws Exception {
    createTopic("accounts");
    try (KafkaProducer<String, Model.Account> producer = new KafkaProducer<>(producerConfig())) {
      ProducerRecord<String, Model.Account> rec =
          new ProducerRecord<>("accounts", "k1", Model.account());
      rec.headers().add("origin", "test".getBytes(StandardCharsets.UTF_8));
      producer.send(rec).get();
      producer.send(new ProducerRecord<>("accounts", "k2", null)).get();
    }
    try (KafkaConsumer<String, Model.Account> consumer = consumer("g1")) {
      consumer.subscribe(List.of("accounts"));
      List<ConsumerRecord<String, Model.Account>> got = poll(consumer, 2);
      assertThat(got).hasSize(2);
      assertThat(got.get(0).key()).isEqualTo("k1");
      assertThat(got.get(0).value()).isEqualTo(Model.account());
      assertThat(
              new String(got.get(0).headers().lastHeader("origin").value(), StandardCharsets.UTF_8))
          .isEqualTo("test");
      assertThat(got.get(1).key()).isEqualTo("k2");
      assertThat(got.get(1).value()).isNull();
    }
  }

  @Test
  void topic_badBytes_consumerSeesTopicPartitionOffsetAndSkiffException() throws Exception {
    createTopic("bad");
    Map<String, Object> raw = new HashMap<>();
    raw.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    try (KafkaProducer<String, byte[]> producer =
        new KafkaProducer<>(raw, new StringSerializer(), new ByteArraySerializer())) {
      producer.send(new ProducerRecord<>("bad", "ok", null)).get();
      producer.send(new ProducerRecord<>("bad", "bad", new byte[] {(byte) 0xff, 7, 7})).get();
    }
    try (KafkaConsumer<String, Model.Account> consumer = consumer("g2")) {
      consumer.subscribe(List.of("bad"));
      List<ConsumerRecord<String, Model.Account>> got = new ArrayList<>();
      RecordDeserializationException error = null;
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (error == null && System.nanoTime() < deadline) {
        try {
          consumer.poll(Duration.ofMillis(200)).forEach(got::add);
        } catch (RecordDeserializationException e) {
          error = e;
        }
      }
      assertThat(got).extracting(ConsumerRecord::key).containsExactly("ok");
      assertThat(error).isNotNull();
      assertThat(error.topicPartition().toString()).isEqualTo("bad-0");
      assertThat(error.offset()).isEqualTo(1L);
      assertThat(error.getMessage()).contains("bad-0").contains("offset 1");
      assertThat(error.getCause())
          .isInstanceOf(SkiffException.class)
          .hasMessageContaining("topic bad");
    }
  }

  @Test
  void configure_unknownSkiffKey_failsNamingTheKey() {
    SkiffKafkaSerializer<Object> serializer = new SkiffKafkaSerializer<>();
    assertThatThrownBy(() -> serializer.configure(Map.of("skiff.refrences", "true"), false))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("skiff.refrences");
  }

  @Test
  void serde_fromSkiff_roundTripsAndKeepsNull() {
    SkiffSerde<Model.Person> serde = new SkiffSerde<>(Model.skiff(), Model.Person.class);
    byte[] bytes = serde.serializer().serialize("t", Model.person(5));
    assertThat(serde.deserializer().deserialize("t", bytes)).isEqualTo(Model.person(5));
    assertThat(serde.serializer().serialize("t", null)).isNull();
    assertThat(serde.deserializer().deserialize("t", null)).isNull();
    assertThat(bytes).isNotEmpty();
  }

  @Test
  void configure_referencesAndNoRegistration_roundTripsSharedUnregisteredValues() {
    SkiffSerde<Object> serde = new SkiffSerde<>();
    serde.configure(
        Map.of("skiff.references", "true", "skiff.registration.required", "false"), false);
    Model.Person shared = Model.person(9);
    List<Model.Person> value = new ArrayList<>(List.of(shared, shared));
    Object back = serde.deserializer().deserialize("t", serde.serializer().serialize("t", value));
    assertThat(back).isInstanceOf(List.class);
    List<?> list = (List<?>) back;
    assertThat(list).hasSize(2).first().isEqualTo(shared);
    assertThat(list.get(0)).isSameAs(list.get(1));
  }

  @Test
  void configure_compatible_writesCompatibleHeaderAndPlainConsumerRefusesIt() {
    SkiffSerde<Object> compatible = new SkiffSerde<>();
    compatible.configure(
        Map.of("skiff.compatible", "true", "skiff.registration.required", "false"), false);
    SkiffSerde<Object> plain = new SkiffSerde<>();
    plain.configure(Map.of("skiff.registration.required", "false"), false);

    byte[] bytes = compatible.serializer().serialize("t", Model.person(3));

    assertThat(bytes[0] & 0x40).as("the compatible flag of the header byte").isEqualTo(0x40);
    assertThat(compatible.deserializer().deserialize("t", bytes)).isEqualTo(Model.person(3));
    assertThatThrownBy(() -> plain.deserializer().deserialize("t", bytes))
        .isInstanceOf(SkiffException.class)
        .hasMessageContaining("compatible(true)");
  }
}
