package dev.skiff.jdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.ChildJvm;
import dev.skiff.RoundTripConfig;
import dev.skiff.Skiff;
import java.sql.Date;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code java.sql.Date}, {@code Time} and {@code Timestamp}, nanoseconds included. */
class SqlTypesTest {
  static List<Object> values() {
    Timestamp nanos = new Timestamp(1_700_000_000_123L);
    nanos.setNanos(123_456_789);
    Timestamp beforeEpoch = new Timestamp(-1_234_567L);
    beforeEpoch.setNanos(999_999_999);
    return List.of(
        new Date(1_700_000_000_000L),
        Date.valueOf("1969-07-20"),
        new Time(45_296_789L),
        Time.valueOf("23:59:59"),
        nanos,
        beforeEpoch,
        new Timestamp(0));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sqlValues_equalWithSameClassAndNanos(RoundTripConfig config) {
    for (Object v : values()) {
      Trips.check(
          config,
          v,
          r -> {
            assertThat(r).as(config + " " + v).isEqualTo(v);
            assertThat(r.getClass()).isEqualTo(v.getClass());
            assertThat(((java.util.Date) r).getTime()).isEqualTo(((java.util.Date) v).getTime());
            if (v instanceof Timestamp) {
              assertThat(((Timestamp) r).getNanos()).isEqualTo(((Timestamp) v).getNanos());
            }
          });
    }
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_listOfSqlValues_keepsEveryElement(RoundTripConfig config) {
    Trips.checkEquals(config, new ArrayList<>(values()));
  }

  @ParameterizedTest
  @MethodSource("dev.skiff.RoundTripConfig#all")
  void roundTrip_sharedTimestamp_keepsIdentityWithReferences(RoundTripConfig config) {
    Timestamp t = new Timestamp(5L);
    t.setNanos(5_000_001);
    Trips.check(
        config,
        new ArrayList<>(List.of(t, t)),
        r -> {
          List<?> l = (List<?>) r;
          assertThat(l).isEqualTo(List.of(t, t));
          assertThat(l.get(0) == l.get(1)).isEqualTo(config.trackReferences());
        });
  }

  @org.junit.jupiter.api.Test
  void deserialize_timestampNanosOutOfRange_failsAsMalformed() {
    Skiff skiff = Skiff.builder().build();
    byte[] bytes = skiff.serialize(new Timestamp(0));
    // last var-int is the nanos (0): replace by 1,000,000,000 = 80 94 eb dc 03
    byte[] bad = java.util.Arrays.copyOf(bytes, bytes.length + 4);
    System.arraycopy(
        new byte[] {(byte) 0x80, (byte) 0x94, (byte) 0xeb, (byte) 0xdc, 0x03},
        0,
        bad,
        bytes.length - 1,
        5);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> skiff.deserialize(bad))
        .isInstanceOf(dev.skiff.MalformedInputException.class);
  }

  @org.junit.jupiter.api.Test
  void builtinTable_runtimeWithoutJavaSql_loadsAndWorks() throws Exception {
    String out =
        ChildJvm.run(List.of("--limit-modules", "java.base,jdk.unsupported"), NoSqlProbe.class);
    assertThat(out.contains("probe ok [no, sql,")).as(out).isEqualTo(true);
  }
}
