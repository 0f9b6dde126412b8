package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A flat object of the shape Kryo's own benchmarks use: seven primitive fields, the seven matching
 * boxed fields, seven short primitive arrays, one 36-character ASCII string, and a field of its own
 * type. The values here are Skiff's own.
 *
 * <p>{@link #create(boolean)} with {@code false} leaves {@link #getSample()} {@code null}, so the
 * value is a tree that a serializer without reference tracking can write. With {@code true} the
 * field points back at the object itself, a one-element cycle that only reference-tracking
 * serializers can round-trip. {@link #equals(Object)} understands that cycle: two samples are equal
 * when their scalar fields are equal and both point at themselves (or both don't).
 */
public final class Sample implements Serializable {

  /** The 36-character ASCII string of every sample (shaped like a UUID). */
  public static final String TEXT = "6f1c3b2a-9d47-4e80-b5c1-27a9e04d3f68";

  private int intValue;
  private long longValue;
  private float floatValue;
  private double doubleValue;
  private short shortValue;
  private char charValue;
  private boolean booleanValue;

  private Integer intObject;
  private Long longObject;
  private Float floatObject;
  private Double doubleObject;
  private Short shortObject;
  private Character charObject;
  private Boolean booleanObject;

  private int[] intArray;
  private long[] longArray;
  private float[] floatArray;
  private double[] doubleArray;
  private short[] shortArray;
  private char[] charArray;
  private boolean[] booleanArray;

  private String text;
  private Sample sample;

  public Sample() {}

  /** A fresh sample; {@code selfReference} decides whether {@code sample} points at itself. */
  public static Sample create(boolean selfReference) {
    Sample s = new Sample();
    s.intValue = 123_456;
    s.longValue = 9_876_543_210L;
    s.floatValue = 3.25f;
    s.doubleValue = 2.718281828459045;
    s.shortValue = (short) 1_234;
    s.charValue = 'q';
    s.booleanValue = true;

    s.intObject = -7_654;
    s.longObject = 1_700_000_000_123L;
    s.floatObject = -0.5f;
    s.doubleObject = 1234.5678;
    s.shortObject = (short) -321;
    s.charObject = 'Z';
    s.booleanObject = Boolean.FALSE;

    s.intArray = new int[] {1, -20, 300, -4_000, 50_000};
    s.longArray = new long[] {7L, -70_000L, 7_000_000_000L, Long.MIN_VALUE + 1};
    s.floatArray = new float[] {0.0f, 1.5f, -2.75f, 1e10f};
    s.doubleArray = new double[] {0.1, -100.25, 6.02214076e23};
    s.shortArray = new short[] {1, -2, 300, Short.MAX_VALUE};
    s.charArray = "skiff".toCharArray();
    s.booleanArray = new boolean[] {true, false, false, true, true};

    s.text = TEXT;
    s.sample = selfReference ? s : null;
    return s;
  }

  /** The classes a registration-requiring serializer must know for this model. */
  public static List<Class<?>> classes() {
    return List.of(Sample.class);
  }

  public int getIntValue() {
    return intValue;
  }

  public void setIntValue(int intValue) {
    this.intValue = intValue;
  }

  public long getLongValue() {
    return longValue;
  }

  public void setLongValue(long longValue) {
    this.longValue = longValue;
  }

  public float getFloatValue() {
    return floatValue;
  }

  public void setFloatValue(float floatValue) {
    this.floatValue = floatValue;
  }

  public double getDoubleValue() {
    return doubleValue;
  }

  public void setDoubleValue(double doubleValue) {
    this.doubleValue = doubleValue;
  }

  public short getShortValue() {
    return shortValue;
  }

  public void setShortValue(short shortValue) {
    this.shortValue = shortValue;
  }

  public char getCharValue() {
    return charValue;
  }

  public void setCharValue(char charValue) {
    this.charValue = charValue;
  }

  public boolean isBooleanValue() {
    return booleanValue;
  }

  public void setBooleanValue(boolean booleanValue) {
    this.booleanValue = booleanValue;
  }

  public Integer getIntObject() {
    return intObject;
  }

  public void setIntObject(Integer intObject) {
    this.intObject = intObject;
  }

  public Long getLongObject() {
    return longObject;
  }

  public void setLongObject(Long longObject) {
    this.longObject = longObject;
  }

  public Float getFloatObject() {
    return floatObject;
  }

  public void setFloatObject(Float floatObject) {
    this.floatObject = floatObject;
  }

  public Double getDoubleObject() {
    return doubleObject;
  }

  public void setDoubleObject(Double doubleObject) {
    this.doubleObject = doubleObject;
  }

  public Short getShortObject() {
    return shortObject;
  }

  public void setShortObject(Short shortObject) {
    this.shortObject = shortObject;
  }

  public Character getCharObject() {
    return charObject;
  }

  public void setCharObject(Character charObject) {
    this.charObject = charObject;
  }

  public Boolean getBooleanObject() {
    return booleanObject;
  }

  public void setBooleanObject(Boolean booleanObject) {
    this.booleanObject = booleanObject;
  }

  public int[] getIntArray() {
    return intArray;
  }

  public void setIntArray(int[] intArray) {
    this.intArray = intArray;
  }

  public long[] getLongArray() {
    return longArray;
  }

  public void setLongArray(long[] longArray) {
    this.longArray = longArray;
  }

  public float[] getFloatArray() {
    return floatArray;
  }

  public void setFloatArray(float[] floatArray) {
    this.floatArray = floatArray;
  }

  public double[] getDoubleArray() {
    return doubleArray;
  }

  public void setDoubleArray(double[] doubleArray) {
    this.doubleArray = doubleArray;
  }

  public short[] getShortArray() {
    return shortArray;
  }

  public void setShortArray(short[] shortArray) {
    this.shortArray = shortArray;
  }

  public char[] getCharArray() {
    return charArray;
  }

  public void setCharArray(char[] charArray) {
    this.charArray = charArray;
  }

  public boolean[] getBooleanArray() {
    return booleanArray;
  }

  public void setBooleanArray(boolean[] booleanArray) {
    this.booleanArray = booleanArray;
  }

  public String getText() {
    return text;
  }

  public void setText(String text) {
    this.text = text;
  }

  public Sample getSample() {
    return sample;
  }

  public void setSample(Sample sample) {
    this.sample = sample;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Sample)) {
      return false;
    }
    Sample s = (Sample) o;
    boolean sameLink =
        sample == this ? s.sample == s : s.sample != s && Objects.equals(sample, s.sample);
    return sameLink
        && intValue == s.intValue
        && longValue == s.longValue
        && Float.compare(floatValue, s.floatValue) == 0
        && Double.compare(doubleValue, s.doubleValue) == 0
        && shortValue == s.shortValue
        && charValue == s.charValue
        && booleanValue == s.booleanValue
        && Objects.equals(intObject, s.intObject)
        && Objects.equals(longObject, s.longObject)
        && Objects.equals(floatObject, s.floatObject)
        && Objects.equals(doubleObject, s.doubleObject)
        && Objects.equals(shortObject, s.shortObject)
        && Objects.equals(charObject, s.charObject)
        && Objects.equals(booleanObject, s.booleanObject)
        && Arrays.equals(intArray, s.intArray)
        && Arrays.equals(longArray, s.longArray)
        && Arrays.equals(floatArray, s.floatArray)
        && Arrays.equals(doubleArray, s.doubleArray)
        && Arrays.equals(shortArray, s.shortArray)
        && Arrays.equals(charArray, s.charArray)
        && Arrays.equals(booleanArray, s.booleanArray)
        && Objects.equals(text, s.text);
  }

  @Override
  public int hashCode() {
    int h =
        Objects.hash(
            intValue,
            longValue,
            floatValue,
            doubleValue,
            shortValue,
            charValue,
            booleanValue,
            intObject,
            longObject,
            floatObject,
            doubleObject,
            shortObject,
            charObject,
            booleanObject,
            text);
    h = 31 * h + Arrays.hashCode(intArray);
    h = 31 * h + Arrays.hashCode(longArray);
    h = 31 * h + Arrays.hashCode(floatArray);
    h = 31 * h + Arrays.hashCode(doubleArray);
    h = 31 * h + Arrays.hashCode(shortArray);
    h = 31 * h + Arrays.hashCode(charArray);
    h = 31 * h + Arrays.hashCode(booleanArray);
    // the link itself: only whether it is absent, a self-cycle, or another sample
    return 31 * h + (sample == null ? 0 : sample == this ? 1 : 2);
  }

  @Override
  public String toString() {
    return "Sample{int="
        + intValue
        + ", long="
        + longValue
        + ", text="
        + text
        + ", sample="
        + (sample == null ? "null" : sample == this ? "<self>" : "<other>")
        + ", ...}";
  }
}
