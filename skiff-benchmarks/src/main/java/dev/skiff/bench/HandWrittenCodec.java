package dev.skiff.bench;

import dev.skiff.bench.data.Address;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.Image;
import dev.skiff.bench.data.IntMapBean;
import dev.skiff.bench.data.Media;
import dev.skiff.bench.data.MediaContent;
import dev.skiff.bench.data.Order;
import dev.skiff.bench.data.OrderLine;
import dev.skiff.bench.data.Person;
import dev.skiff.bench.data.Sample;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The practical speed limit: for each supported data set, code written by hand that writes the same
 * fields with plain {@link HandBuffer} calls (no class information, no reflection, no framework)
 * and reads them back through the classes' constructors and setters. Data sets without such code
 * (and cyclic ones: nothing here tracks references) are reported as unsupported.
 */
abstract class HandWrittenCodec implements Codec {
  private final String name;
  private final HandBuffer out = new HandBuffer(4096);
  private final HandBuffer in = new HandBuffer(0);

  HandWrittenCodec(String name) {
    this.name = name;
  }

  /** The hand-written codec for {@code data}. */
  static Codec create(String name, DataSet data) {
    if (data.classLoader() != HandWrittenCodec.class.getClassLoader()) {
      throw new UnsupportedOperationException(
          "hand-written code is compiled against the application's classes");
    }
    String d = data.name();
    if (d.startsWith("media.")) {
      return new HandWrittenCodec(name) {
        @Override
        void write(HandBuffer b, Object v) {
          writeMediaContent(b, (MediaContent) v);
        }

        @Override
        Object read(HandBuffer b) {
          return readMediaContent(b);
        }
      };
    }
    if (d.startsWith("map-int-")) {
      return new HandWrittenCodec(name) {
        @SuppressWarnings("unchecked")
        @Override
        void write(HandBuffer b, Object v) {
          writeIntMap(b, (Map<Integer, Integer>) v);
        }

        @Override
        Object read(HandBuffer b) {
          return readIntMap(b);
        }
      };
    }
    if (d.startsWith("bean-map-int-")) {
      return new HandWrittenCodec(name) {
        @Override
        void write(HandBuffer b, Object v) {
          writeIntMap(b, ((IntMapBean) v).getMap());
        }

        @Override
        Object read(HandBuffer b) {
          return new IntMapBean(readIntMap(b));
        }
      };
    }
    switch (d) {
      case "media-list":
        return new HandWrittenCodec(name) {
          @SuppressWarnings("unchecked")
          @Override
          void write(HandBuffer b, Object v) {
            List<MediaContent> l = (List<MediaContent>) v;
            b.writeUInt(l.size());
            for (MediaContent c : l) {
              writeMediaContent(b, c);
            }
          }

          @Override
          Object read(HandBuffer b) {
            int n = b.readUInt();
            ArrayList<MediaContent> l = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
              l.add(readMediaContent(b));
            }
            return l;
          }
        };
      case "sample":
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            writeSample(b, (Sample) v);
          }

          @Override
          Object read(HandBuffer b) {
            return readSample(b);
          }
        };
      case "order":
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            writeOrder(b, (Order) v);
          }

          @Override
          Object read(HandBuffer b) {
            return readOrder(b);
          }
        };
      case "person":
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            writePerson(b, (Person) v);
          }

          @Override
          Object read(HandBuffer b) {
            return readPerson(b);
          }
        };
      default:
        throw new UnsupportedOperationException("no hand-written codec for " + d);
    }
  }

  abstract void write(HandBuffer b, Object value);

  abstract Object read(HandBuffer b);

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    out.reset();
    write(out, value);
    return out.toBytes();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    in.setInput(bytes);
    return read(in);
  }

  // ---- media

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

  // ---- sample (arrays are never null in the data set; boxed fields neither)

  static void writeSample(HandBuffer b, Sample s) {
    if (s.getSample() != null) {
      throw new UnsupportedOperationException("nested samples are not written by hand");
    }
    b.writeInt(s.getIntValue());
    b.writeLong(s.getLongValue());
    b.writeFloat(s.getFloatValue());
    b.writeDouble(s.getDoubleValue());
    b.writeInt(s.getShortValue());
    b.writeUInt(s.getCharValue());
    b.writeBoolean(s.isBooleanValue());
    b.writeInt(s.getIntObject());
    b.writeLong(s.getLongObject());
    b.writeFloat(s.getFloatObject());
    b.writeDouble(s.getDoubleObject());
    b.writeInt(s.getShortObject());
    b.writeUInt(s.getCharObject());
    b.writeBoolean(s.getBooleanObject());
    int[] ia = s.getIntArray();
    b.writeUInt(ia.length);
    for (int x : ia) {
      b.writeInt(x);
    }
    long[] la = s.getLongArray();
    b.writeUInt(la.length);
    for (long x : la) {
      b.writeLong(x);
    }
    float[] fa = s.getFloatArray();
    b.writeUInt(fa.length);
    for (float x : fa) {
      b.writeFloat(x);
    }
    double[] da = s.getDoubleArray();
    b.writeUInt(da.length);
    for (double x : da) {
      b.writeDouble(x);
    }
    short[] sa = s.getShortArray();
    b.writeUInt(sa.length);
    for (short x : sa) {
      b.writeInt(x);
    }
    char[] ca = s.getCharArray();
    b.writeUInt(ca.length);
    for (char x : ca) {
      b.writeUInt(x);
    }
    boolean[] ba = s.getBooleanArray();
    b.writeUInt(ba.length);
    for (boolean x : ba) {
      b.writeBoolean(x);
    }
    b.writeString(s.getText());
  }

  static Sample readSample(HandBuffer b) {
    Sample s = new Sample();
    s.setIntValue(b.readInt());
    s.setLongValue(b.readLong());
    s.setFloatValue(b.readFloat());
    s.setDoubleValue(b.readDouble());
    s.setShortValue((short) b.readInt());
    s.setCharValue((char) b.readUInt());
    s.setBooleanValue(b.readBoolean());
    s.setIntObject(b.readInt());
    s.setLongObject(b.readLong());
    s.setFloatObject(b.readFloat());
    s.setDoubleObject(b.readDouble());
    s.setShortObject((short) b.readInt());
    s.setCharObject((char) b.readUInt());
    s.setBooleanObject(b.readBoolean());
    int[] ia = new int[b.readUInt()];
    for (int i = 0; i < ia.length; i++) {
      ia[i] = b.readInt();
    }
    s.setIntArray(ia);
    long[] la = new long[b.readUInt()];
    for (int i = 0; i < la.length; i++) {
      la[i] = b.readLong();
    }
    s.setLongArray(la);
    float[] fa = new float[b.readUInt()];
    for (int i = 0; i < fa.length; i++) {
      fa[i] = b.readFloat();
    }
    s.setFloatArray(fa);
    double[] da = new double[b.readUInt()];
    for (int i = 0; i < da.length; i++) {
      da[i] = b.readDouble();
    }
    s.setDoubleArray(da);
    short[] sa = new short[b.readUInt()];
    for (int i = 0; i < sa.length; i++) {
      sa[i] = (short) b.readInt();
    }
    s.setShortArray(sa);
    char[] ca = new char[b.readUInt()];
    for (int i = 0; i < ca.length; i++) {
      ca[i] = (char) b.readUInt();
    }
    s.setCharArray(ca);
    boolean[] ba = new boolean[b.readUInt()];
    for (int i = 0; i < ba.length; i++) {
      ba[i] = b.readBoolean();
    }
    s.setBooleanArray(ba);
    s.setText(b.readString());
    return s;
  }

  // ---- order

  static void writeOrder(HandBuffer b, Order o) {
    b.writeLong(o.getId());
    b.writeString(o.getCustomerName());
    b.writeLong(o.getCreatedAtMillis());
    b.writeLong(o.getUpdatedAtMillis());
    b.writeString(o.getStatus());
    List<OrderLine> lines = o.getLines();
    b.writeUInt(lines.size());
    for (OrderLine l : lines) {
      b.writeString(l.getSku());
      b.writeInt(l.getQuantity());
      b.writeDouble(l.getUnitPrice());
    }
  }

  static Order readOrder(HandBuffer b) {
    Order o = new Order();
    o.setId(b.readLong());
    o.setCustomerName(b.readString());
    o.setCreatedAtMillis(b.readLong());
    o.setUpdatedAtMillis(b.readLong());
    o.setStatus(b.readString());
    int n = b.readUInt();
    List<OrderLine> lines = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      lines.add(new OrderLine(b.readString(), b.readInt(), b.readDouble()));
    }
    o.setLines(lines);
    return o;
  }

  // ---- person

  private static final Person.Gender[] GENDERS = Person.Gender.values();

  static void writePerson(HandBuffer b, Person p) {
    b.writeString(p.getName());
    b.writeInt(p.getAge());
    b.writeByte(p.getGender().ordinal());
    b.writeString(p.getEmail());
    Address a = p.getAddress();
    b.writeString(a.getStreet());
    b.writeString(a.getCity());
    b.writeString(a.getZip());
    b.writeString(a.getCountry());
    b.writeString(p.getCompany());
    List<String> phones = p.getPhoneNumbers();
    b.writeUInt(phones.size());
    for (String s : phones) {
      b.writeString(s);
    }
  }

  static Person readPerson(HandBuffer b) {
    String name = b.readString();
    int age = b.readInt();
    Person.Gender gender = GENDERS[b.readByte()];
    String email = b.readString();
    Address a = new Address(b.readString(), b.readString(), b.readString(), b.readString());
    String company = b.readString();
    int n = b.readUInt();
    List<String> phones = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      phones.add(b.readString());
    }
    return new Person(name, age, gender, email, a, company, phones);
  }

  // ---- Map<Integer, Integer> (no null keys or values in the data sets)

  static void writeIntMap(HandBuffer b, Map<Integer, Integer> m) {
    b.writeUInt(m.size());
    for (Map.Entry<Integer, Integer> e : m.entrySet()) {
      b.writeInt(e.getKey());
      b.writeInt(e.getValue());
    }
  }

  static HashMap<Integer, Integer> readIntMap(HandBuffer b) {
    int n = b.readUInt();
    HashMap<Integer, Integer> m = new HashMap<>(Math.max(16, (int) (n / 0.75f) + 1));
    for (int i = 0; i < n; i++) {
      m.put(b.readInt(), b.readInt());
    }
    return m;
  }
}
