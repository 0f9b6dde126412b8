package dev.skiff.bench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The root of the jvm-serializers "media" model: one {@link Media} and its {@link Image}s.
 *
 * <p>{@link #media1()} builds the standard test value {@code media.1}. Its values follow the
 * jvm-serializers data file {@code tpc/data/media.1.json}, the file that project's {@code
 * run-bench.sh} feeds to every serializer. In that file the second person is {@code "Steve
 * Jobs\uC2A4"}: exactly one non-ASCII character (U+C2A4, HANGUL SYLLABLE SEU) is appended to "Steve
 * Jobs" and none to "Bill Gates" (the older {@code media.1.cks} had plain ASCII names). We follow
 * the JSON file, so the value exercises a non-Latin-1 string like the standard benchmark does.
 */
public final class MediaContent {

  /** The second person of media.1, with its single non-ASCII character U+C2A4. */
  public static final String STEVE_JOBS = "Steve Jobs\uC2A4";

  private Media media;
  private List<Image> images;

  public MediaContent() {}

  public MediaContent(Media media, List<Image> images) {
    this.media = media;
    this.images = images;
  }

  /** A fresh copy of the standard jvm-serializers value {@code media.1}. */
  public static MediaContent media1() {
    Media media = new Media();
    media.setUri("http://javaone.com/keynote.mpg");
    media.setTitle("Javaone Keynote");
    media.setWidth(640);
    media.setHeight(480);
    media.setFormat("video/mpg4");
    media.setDuration(18_000_000L); // half an hour in milliseconds
    media.setSize(58_982_400L); // bitrate * seconds / 8
    media.setBitrate(262_144); // 256k
    media.setHasBitrate(true);
    List<String> persons = new ArrayList<>();
    persons.add("Bill Gates");
    persons.add(STEVE_JOBS);
    media.setPersons(persons);
    media.setPlayer(Media.Player.JAVA);
    media.setCopyright(null);

    List<Image> images = new ArrayList<>();
    images.add(
        new Image(
            "http://javaone.com/keynote_large.jpg",
            "Javaone Keynote",
            1024,
            768,
            Image.Size.LARGE));
    images.add(
        new Image(
            "http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL));
    return new MediaContent(media, images);
  }

  /** The classes a registration-requiring serializer must know for this model, in a fixed order. */
  public static List<Class<?>> classes() {
    return List.of(
        MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class);
  }

  public Media getMedia() {
    return media;
  }

  public void setMedia(Media media) {
    this.media = media;
  }

  public List<Image> getImages() {
    return images;
  }

  public void setImages(List<Image> images) {
    this.images = images;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof MediaContent)) {
      return false;
    }
    MediaContent m = (MediaContent) o;
    return Objects.equals(media, m.media) && Objects.equals(images, m.images);
  }

  @Override
  public int hashCode() {
    return Objects.hash(media, images);
  }

  @Override
  public String toString() {
    return "MediaContent{media=" + media + ", images=" + images + "}";
  }
}
