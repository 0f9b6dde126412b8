package dev.skiff.bench.data;

import java.io.Serializable;
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
public final class MediaContent implements Serializable {

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

  /**
   * {@code media.2}: the awkward cases. Non-ASCII suffixes on the strings (Latin-1, Greek, CJK), a
   * {@code null} title, no bitrate (0 and {@code hasBitrate} false), the FLASH player, a copyright
   * holding a surrogate pair (U+1F3AC), and three images, one of them 32000x24000.
   */
  public static MediaContent media2() {
    Media media = new Media();
    media.setUri("http://javaone.com/keynote-\u00e9t\u00e9.flv");
    media.setTitle(null);
    media.setWidth(1920);
    media.setHeight(1080);
    media.setFormat("video/x-flv\u03a9");
    media.setDuration(3_600_000L);
    media.setSize(1_234_567_890_123L);
    media.setBitrate(0);
    media.setHasBitrate(false);
    List<String> persons = new ArrayList<>();
    persons.add("Bill Gates\u00fc");
    persons.add(STEVE_JOBS);
    persons.add("\u738b\u5c0f\u660e");
    media.setPersons(persons);
    media.setPlayer(Media.Player.FLASH);
    media.setCopyright("\u00a9 2026 Skiff Films \ud83c\udfac");

    List<Image> images = new ArrayList<>();
    images.add(
        new Image(
            "http://javaone.com/keynote_huge.jpg\u00e4", null, 32_000, 24_000, Image.Size.LARGE));
    images.add(
        new Image(
            "http://javaone.com/keynote_large.jpg",
            "Javaone Keynote \u00bb",
            1024,
            768,
            Image.Size.LARGE));
    images.add(
        new Image("http://javaone.com/keynote_small.jpg", "\u5c0f", 320, 240, Image.Size.SMALL));
    return new MediaContent(media, images);
  }

  /** {@code media.3}: the shape of media.1 with long strings (hundreds of characters each). */
  public static MediaContent media3() {
    MediaContent c = media1();
    Media m = c.getMedia();
    m.setUri(m.getUri() + "?" + "session=abcdef0123456789&".repeat(20));
    m.setTitle("Javaone Keynote, the long version: ".repeat(12));
    m.setFormat("video/mpg4; codecs=\"avc1.42E01E, mp4a.40.2\"; profile=baseline".repeat(4));
    m.setCopyright("Copyright (c) 2026 Skiff Films. All rights reserved. ".repeat(10));
    m.getPersons().set(0, "Bill Gates, chairman and chief software architect; ".repeat(6));
    for (Image i : c.getImages()) {
      i.setUri(i.getUri() + "?" + "variant=hires&quality=best&".repeat(16));
      i.setTitle(i.getTitle() + " - " + "still frame from the keynote ".repeat(10));
    }
    return c;
  }

  /** {@code media.4}: the shape of media.1 with one-character strings. */
  public static MediaContent media4() {
    MediaContent c = media1();
    Media m = c.getMedia();
    m.setUri("u");
    m.setTitle("t");
    m.setFormat("f");
    m.setCopyright("c");
    m.getPersons().set(0, "b");
    m.getPersons().set(1, "\uC2A4");
    for (Image i : c.getImages()) {
      i.setUri("i");
      i.setTitle("t");
    }
    return c;
  }

  /** A list of {@code n} media contents: media.1 with the index appended to the URIs. */
  public static ArrayList<MediaContent> list(int n) {
    ArrayList<MediaContent> l = new ArrayList<>(n);
    for (int k = 0; k < n; k++) {
      MediaContent c = media1();
      c.getMedia().setUri(c.getMedia().getUri() + "#" + k);
      c.getMedia().setDuration(c.getMedia().getDuration() + k);
      for (Image i : c.getImages()) {
        i.setUri(i.getUri() + "#" + k);
      }
      l.add(c);
    }
    return l;
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
