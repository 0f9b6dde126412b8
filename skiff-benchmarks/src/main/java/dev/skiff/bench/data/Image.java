package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.Objects;

/** An image of the jvm-serializers {@link MediaContent} model. Plain mutable POJO. */
public final class Image implements Serializable {

  /** The rough size class of an image. */
  public enum Size {
    SMALL,
    LARGE
  }

  private String uri;
  private String title;
  private int width;
  private int height;
  private Size size;

  public Image() {}

  public Image(String uri, String title, int width, int height, Size size) {
    this.uri = uri;
    this.title = title;
    this.width = width;
    this.height = height;
    this.size = size;
  }

  public String getUri() {
    return uri;
  }

  public void setUri(String uri) {
    this.uri = uri;
  }

  public String getTitle() {
    return title;
  }

  public void setTitle(String title) {
    this.title = title;
  }

  public int getWidth() {
    return width;
  }

  public void setWidth(int width) {
    this.width = width;
  }

  public int getHeight() {
    return height;
  }

  public void setHeight(int height) {
    this.height = height;
  }

  public Size getSize() {
    return size;
  }

  public void setSize(Size size) {
    this.size = size;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Image)) {
      return false;
    }
    Image i = (Image) o;
    return width == i.width
        && height == i.height
        && Objects.equals(uri, i.uri)
        && Objects.equals(title, i.title)
        && size == i.size;
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, size);
  }

  @Override
  public String toString() {
    return "Image{uri="
        + uri
        + ", title="
        + title
        + ", "
        + width
        + "x"
        + height
        + ", "
        + size
        + "}";
  }
}
