package dev.skiff.bench.data;

import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer;
import com.esotericsoftware.kryo.serializers.VersionFieldSerializer;
import dev.skiff.Since;
import dev.skiff.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The jvm-serializers media model of {@link MediaContent}, field for field, annotated for the
 * evolution modes that need annotations: every field has a stable number (Skiff's {@link Tag} and
 * Kryo's {@code TaggedFieldSerializer.Tag}), and the last field of each class is marked as added in
 * version 1 (Skiff's {@link Since} and Kryo's {@code VersionFieldSerializer.Since}), as a class
 * that gained a field once would be. In Skiff's plain mode these classes are versioned. The values
 * are those of {@link MediaContent#media1()}.
 */
public final class EvolvingMedia {
  private EvolvingMedia() {}

  /** The root: one media and its images. */
  public static final class Content {
    @Tag(1)
    @TaggedFieldSerializer.Tag(1)
    public Media media;

    @Tag(2)
    @TaggedFieldSerializer.Tag(2)
    @Since(1)
    @VersionFieldSerializer.Since(1)
    public List<Image> images;

    @Override
    public boolean equals(Object o) {
      return o instanceof Content c
          && Objects.equals(media, c.media)
          && Objects.equals(images, c.images);
    }

    @Override
    public int hashCode() {
      return Objects.hash(media, images);
    }
  }

  /** The media of a {@link Content}. */
  public static final class Media {
    @Tag(1)
    @TaggedFieldSerializer.Tag(1)
    public String uri;

    @Tag(2)
    @TaggedFieldSerializer.Tag(2)
    public String title;

    @Tag(3)
    @TaggedFieldSerializer.Tag(3)
    public int width;

    @Tag(4)
    @TaggedFieldSerializer.Tag(4)
    public int height;

    @Tag(5)
    @TaggedFieldSerializer.Tag(5)
    public String format;

    @Tag(6)
    @TaggedFieldSerializer.Tag(6)
    public long duration;

    @Tag(7)
    @TaggedFieldSerializer.Tag(7)
    public long size;

    @Tag(8)
    @TaggedFieldSerializer.Tag(8)
    public int bitrate;

    @Tag(9)
    @TaggedFieldSerializer.Tag(9)
    public boolean hasBitrate;

    @Tag(10)
    @TaggedFieldSerializer.Tag(10)
    public List<String> persons;

    @Tag(11)
    @TaggedFieldSerializer.Tag(11)
    public dev.skiff.bench.data.Media.Player player;

    @Tag(12)
    @TaggedFieldSerializer.Tag(12)
    @Since(1)
    @VersionFieldSerializer.Since(1)
    public String copyright;

    @Override
    public boolean equals(Object o) {
      return o instanceof Media m
          && Objects.equals(uri, m.uri)
          && Objects.equals(title, m.title)
          && width == m.width
          && height == m.height
          && Objects.equals(format, m.format)
          && duration == m.duration
          && size == m.size
          && bitrate == m.bitrate
          && hasBitrate == m.hasBitrate
          && Objects.equals(persons, m.persons)
          && player == m.player
          && Objects.equals(copyright, m.copyright);
    }

    @Override
    public int hashCode() {
      return Objects.hash(uri, title, width, height, format, duration, size, persons, player);
    }
  }

  /** One image of a {@link Content}. */
  public static final class Image {
    @Tag(1)
    @TaggedFieldSerializer.Tag(1)
    public String uri;

    @Tag(2)
    @TaggedFieldSerializer.Tag(2)
    public String title;

    @Tag(3)
    @TaggedFieldSerializer.Tag(3)
    public int width;

    @Tag(4)
    @TaggedFieldSerializer.Tag(4)
    public int height;

    @Tag(5)
    @TaggedFieldSerializer.Tag(5)
    @Since(1)
    @VersionFieldSerializer.Since(1)
    public dev.skiff.bench.data.Image.Size size;

    @Override
    public boolean equals(Object o) {
      return o instanceof Image i
          && Objects.equals(uri, i.uri)
          && Objects.equals(title, i.title)
          && width == i.width
          && height == i.height
          && size == i.size;
    }

    @Override
    public int hashCode() {
      return Objects.hash(uri, title, width, height, size);
    }
  }

  /** The value of {@link MediaContent#media1()} in this model. */
  public static Content media1() {
    MediaContent from = MediaContent.media1();
    dev.skiff.bench.data.Media fm = from.getMedia();
    Media m = new Media();
    m.uri = fm.getUri();
    m.title = fm.getTitle();
    m.width = fm.getWidth();
    m.height = fm.getHeight();
    m.format = fm.getFormat();
    m.duration = fm.getDuration();
    m.size = fm.getSize();
    m.bitrate = fm.getBitrate();
    m.hasBitrate = fm.isHasBitrate();
    m.persons = new ArrayList<>(fm.getPersons());
    m.player = fm.getPlayer();
    m.copyright = fm.getCopyright();
    Content c = new Content();
    c.media = m;
    c.images = new ArrayList<>();
    for (dev.skiff.bench.data.Image fi : from.getImages()) {
      Image i = new Image();
      i.uri = fi.getUri();
      i.title = fi.getTitle();
      i.width = fi.getWidth();
      i.height = fi.getHeight();
      i.size = fi.getSize();
      c.images.add(i);
    }
    return c;
  }

  /** The classes of this model in registration order (enums included). */
  public static List<Class<?>> classes() {
    return List.of(
        Content.class,
        Media.class,
        Image.class,
        dev.skiff.bench.data.Media.Player.class,
        dev.skiff.bench.data.Image.Size.class);
  }

  /** The data set of {@link #media1()}: {@code media.1-evolving}. */
  public static DataSet dataSet() {
    return new DataSet(
        "media.1-evolving",
        "media.1 in a model with field tags and a field added in version 1 per class",
        EvolvingMedia::media1,
        classes(),
        List.of(ArrayList.class),
        false);
  }
}
