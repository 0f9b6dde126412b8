package dev.skiff.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.skiff.bench.data.DataSets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StringRepeatsTest {

  @Test
  void encodedSize_eachCoder_headerPlusPayload() {
    assertThat(StringRepeats.encodedSize("abc")).isEqualTo(1 + 3); // Latin-1
    assertThat(StringRepeats.encodedSize("\u0418\u0432")).isEqualTo(1 + 4); // UTF-8, 2 bytes a char
    assertThat(StringRepeats.encodedSize("\u738b\u5c0f")).isEqualTo(1 + 4); // UTF-16 beats UTF-8
    assertThat(StringRepeats.encodedSize("x".repeat(40))).isEqualTo(2 + 40); // two-byte header
  }

  @Test
  void count_repeatsByContentAndIdentity_countedApart() {
    String a = "repeated value";
    String copy = new String(a.toCharArray());
    List<Object> value = new ArrayList<>(List.of(a, a, copy, "other"));
    StringRepeats.Count c = StringRepeats.count(value);
    assertThat(c.strings).isEqualTo(4);
    assertThat(c.repeatsByContent).isEqualTo(2);
    assertThat(c.repeatsByIdentity).isEqualTo(1);
    // each repeat of the 15-byte string becomes a one-byte reference to string 1
    assertThat(c.savedByContent).isEqualTo(2 * (15 - 1));
  }

  @Test
  void count_media1_findsItsRepeatedTitle() {
    StringRepeats.Count c = StringRepeats.count(DataSets.byName(DataSets.MEDIA_1).create());
    assertThat(c.strings).isEqualTo(9);
    assertThat(c.repeatsByContent).isEqualTo(2);
  }
}
