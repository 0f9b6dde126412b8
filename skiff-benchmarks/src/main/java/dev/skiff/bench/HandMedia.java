package dev.skiff.bench;

import dev.skiff.bench.data.Image;
import dev.skiff.bench.data.Media;
import dev.skiff.bench.data.MediaContent;
import java.util.ArrayList;
import java.util.List;

/** Hand-written code for the media data sets (media.1 to media.4 and media-list). */
final class HandMedia {
  private HandMedia() {}

  static void writeMediaContent(HandBuffer b, MediaContent c) {
    Media m = c.getMedia();
    b.writeString(m.getUri());
    b.writeString(m.getTitle());
    b.writeInt(m.getWidth());
    b.writeInt(m.getHeight());
    b.writeString(m.getFormat());
    b.writeLong(m.getDuration());
    b.writeLong(m.getSize());
    b.writeInt(m.getBitrate());
    b.writeBoolean(m.isHasBitrate());
    List<String> persons = m.getPersons();
    b.writeUInt(persons.size());
    for (String p : persons) {
      b.writeString(p);
    }
    b.writeByte(m.getPlayer().ordinal());
    b.writeString(m.getCopyright());
    List<Image> images = c.getImages();
    b.writeUInt(images.size());
    for (Image i : images) {
      b.writeString(i.getUri());
      b.writeString(i.getTitle());
      b.writeInt(i.getWidth());
      b.writeInt(i.getHeight());
      b.writeByte(i.getSize().ordinal());
    }
  }

  private static final Media.Player[] PLAYERS = Media.Player.values();
  private static final Image.Size[] SIZES = Image.Size.values();

  static MediaContent readMediaContent(HandBuffer b) {
    Media m = new Media();
    m.setUri(b.readString());
    m.setTitle(b.readString());
    m.setWidth(b.readInt());
    m.setHeight(b.readInt());
    m.setFormat(b.readString());
    m.setDuration(b.readLong());
    m.setSize(b.readLong());
    m.setBitrate(b.readInt());
    m.setHasBitrate(b.readBoolean());
    int n = b.readUInt();
    List<String> persons = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      persons.add(b.readString());
    }
    m.setPersons(persons);
    m.setPlayer(PLAYERS[b.readByte()]);
    m.setCopyright(b.readString());
    n = b.readUInt();
    List<Image> images = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      images.add(
          new Image(b.readString(), b.readString(), b.readInt(), b.readInt(), SIZES[b.readByte()]));
    }
    return new MediaContent(m, images);
  }

  static void writeMediaList(HandBuffer b, List<MediaContent> l) {
    b.writeUInt(l.size());
    for (MediaContent c : l) {
      writeMediaContent(b, c);
    }
  }

  static ArrayList<MediaContent> readMediaList(HandBuffer b) {
    int n = b.readUInt();
    ArrayList<MediaContent> l = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      l.add(readMediaContent(b));
    }
    return l;
  }
}
