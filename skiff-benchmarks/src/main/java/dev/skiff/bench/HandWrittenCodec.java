package dev.skiff.bench;

import dev.skiff.bench.data.Account;
import dev.skiff.bench.data.BeanB;
import dev.skiff.bench.data.BoxedStruct;
import dev.skiff.bench.data.Catalog;
import dev.skiff.bench.data.ChildData;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import dev.skiff.bench.data.IntMapBean;
import dev.skiff.bench.data.MediaContent;
import dev.skiff.bench.data.Order;
import dev.skiff.bench.data.OrderEvent;
import dev.skiff.bench.data.Person;
import dev.skiff.bench.data.PrimitiveStruct;
import dev.skiff.bench.data.Sample;
import dev.skiff.bench.data.ServiceStats;
import java.util.List;
import java.util.Map;

/**
 * The practical speed limit: for each data set, code written by hand that writes the same fields
 * with plain {@link HandBuffer} calls (no class information, no reflection, no framework) and reads
 * them back through the classes' constructors and setters. The per-data-set writer and reader pairs
 * live in one class per data family ({@link HandMedia}, {@link HandSample}, {@link HandBeans},
 * {@link HandStructs}, {@link HandMaps}, {@link HandRecords}, {@link HandCatalog}); this class
 * picks the pair and owns the buffers. Nothing here tracks references, so the cyclic data set is
 * n/a, as for every such configuration; the wide data sets ({@code wide-20}, {@code wide-200}),
 * made for first use, have no hand-written pair; classes from another class loader (first use) are
 * unsupported, since this code is compiled against the application's classes.
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
          HandMedia.writeMediaContent(b, (MediaContent) v);
        }

        @Override
        Object read(HandBuffer b) {
          return HandMedia.readMediaContent(b);
        }
      };
    }
    if (d.startsWith("map-int-")) {
      return new HandWrittenCodec(name) {
        @SuppressWarnings("unchecked")
        @Override
        void write(HandBuffer b, Object v) {
          HandMaps.writeIntMap(b, (Map<Integer, Integer>) v);
        }

        @Override
        Object read(HandBuffer b) {
          return HandMaps.readIntMap(b);
        }
      };
    }
    if (d.startsWith("bean-map-int-")) {
      return new HandWrittenCodec(name) {
        @Override
        void write(HandBuffer b, Object v) {
          HandMaps.writeIntMap(b, ((IntMapBean) v).getMap());
        }

        @Override
        Object read(HandBuffer b) {
          return new IntMapBean(HandMaps.readIntMap(b));
        }
      };
    }
    switch (d) {
      case DataSets.MEDIA_LIST:
        return new HandWrittenCodec(name) {
          @SuppressWarnings("unchecked")
          @Override
          void write(HandBuffer b, Object v) {
            HandMedia.writeMediaList(b, (List<MediaContent>) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandMedia.readMediaList(b);
          }
        };
      case DataSets.SAMPLE:
      case DataSets.SAMPLE_CYCLIC: // n/a: does not track references (and refuses a nested sample)
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandSample.writeSample(b, (Sample) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandSample.readSample(b);
          }
        };
      case DataSets.STRUCT:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandStructs.writeStruct(b, (PrimitiveStruct) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandStructs.readStruct(b);
          }
        };
      case DataSets.STRUCT_BOXED:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandStructs.writeBoxedStruct(b, (BoxedStruct) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandStructs.readBoxedStruct(b);
          }
        };
      case DataSets.ORDER:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandBeans.writeOrder(b, (Order) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandBeans.readOrder(b);
          }
        };
      case DataSets.CHILD:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandBeans.writeChild(b, (ChildData) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandBeans.readChild(b);
          }
        };
      case DataSets.PERSON:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandBeans.writePerson(b, (Person) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandBeans.readPerson(b);
          }
        };
      case DataSets.RECORDS:
        return new HandWrittenCodec(name) {
          @SuppressWarnings("unchecked")
          @Override
          void write(HandBuffer b, Object v) {
            HandRecords.writeEvents(b, (List<OrderEvent>) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandRecords.readEvents(b);
          }
        };
      case DataSets.BEAN_MAPS:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandMaps.writeServiceStats(b, (ServiceStats) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandMaps.readServiceStats(b);
          }
        };
      case DataSets.CATALOG:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandCatalog.writeCatalog(b, (Catalog) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandCatalog.readCatalog(b);
          }
        };
      case DataSets.ACCOUNT:
        return new HandWrittenCodec(name) {
          @Override
          void write(HandBuffer b, Object v) {
            HandBeans.writeAccount(b, (Account) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandBeans.readAccount(b);
          }
        };
      case DataSets.MAP_BEAN:
        return new HandWrittenCodec(name) {
          @SuppressWarnings("unchecked")
          @Override
          void write(HandBuffer b, Object v) {
            HandMaps.writeBeanMap(b, (Map<BeanB, BeanB>) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandMaps.readBeanMap(b);
          }
        };
      case DataSets.MAP_NULLS:
        return new HandWrittenCodec(name) {
          @SuppressWarnings("unchecked")
          @Override
          void write(HandBuffer b, Object v) {
            HandMaps.writeStringMap(b, (Map<String, String>) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandMaps.readStringMap(b);
          }
        };
      case DataSets.MAP_LONG_STRING:
        return new HandWrittenCodec(name) {
          @SuppressWarnings("unchecked")
          @Override
          void write(HandBuffer b, Object v) {
            HandMaps.writeLongStringMap(b, (Map<Long, String>) v);
          }

          @Override
          Object read(HandBuffer b) {
            return HandMaps.readLongStringMap(b);
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
}
