package dev.skiff.bench;

import dev.skiff.bench.data.Account;
import dev.skiff.bench.data.BeanB;
import dev.skiff.bench.data.BoxedStruct;
import dev.skiff.bench.data.Catalog;
import dev.skiff.bench.data.ChildData;
import dev.skiff.bench.data.DataSet;
import dev.skiff.bench.data.DataSets;
import dev.skiff.bench.data.IntMapBean;
import dev.skiff.bench.data.Invoice;
import dev.skiff.bench.data.MediaContent;
import dev.skiff.bench.data.Order;
import dev.skiff.bench.data.OrderEvent;
import dev.skiff.bench.data.Person;
import dev.skiff.bench.data.PrimitiveStruct;
import dev.skiff.bench.data.Sample;
import dev.skiff.bench.data.ServiceStats;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;

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
final class HandWrittenCodec implements Codec {
  private final String name;
  private final HandBuffer out = new HandBuffer(4096);
  private final HandBuffer in = new HandBuffer(0);

  private final BiConsumer<HandBuffer, Object> writer;
  private final Function<HandBuffer, Object> reader;

  private HandWrittenCodec(
      String name, BiConsumer<HandBuffer, Object> writer, Function<HandBuffer, Object> reader) {
    this.name = name;
    this.writer = writer;
    this.reader = reader;
  }

  /** The hand-written codec for {@code data}. */
  @SuppressWarnings("unchecked") // the data set's name fixes the value's type
  static Codec create(String name, DataSet data) {
    if (data.classLoader() != HandWrittenCodec.class.getClassLoader()) {
      throw new UnsupportedOperationException(
          "hand-written code is compiled against the application's classes");
    }
    String d = data.name();
    if (d.startsWith("media.")) {
      return new HandWrittenCodec(
          name,
          (b, v) -> HandMedia.writeMediaContent(b, (MediaContent) v),
          HandMedia::readMediaContent);
    }
    if (d.startsWith("map-int-")) {
      return new HandWrittenCodec(
          name, (b, v) -> HandMaps.writeIntMap(b, (Map<Integer, Integer>) v), HandMaps::readIntMap);
    }
    if (d.startsWith("bean-map-int-")) {
      return new HandWrittenCodec(
          name,
          (b, v) -> HandMaps.writeIntMap(b, ((IntMapBean) v).getMap()),
          b -> new IntMapBean(HandMaps.readIntMap(b)));
    }
    switch (d) {
      case DataSets.MEDIA_LIST:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandMedia.writeMediaList(b, (List<MediaContent>) v),
            HandMedia::readMediaList);
      case DataSets.SAMPLE:
      case DataSets.SAMPLE_CYCLIC: // n/a: does not track references (and refuses a nested sample)
        return new HandWrittenCodec(
            name, (b, v) -> HandSample.writeSample(b, (Sample) v), HandSample::readSample);
      case DataSets.STRUCT:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandStructs.writeStruct(b, (PrimitiveStruct) v),
            HandStructs::readStruct);
      case DataSets.STRUCT_BOXED:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandStructs.writeBoxedStruct(b, (BoxedStruct) v),
            HandStructs::readBoxedStruct);
      case DataSets.ORDER:
        return new HandWrittenCodec(
            name, (b, v) -> HandBeans.writeOrder(b, (Order) v), HandBeans::readOrder);
      case DataSets.CHILD:
        return new HandWrittenCodec(
            name, (b, v) -> HandBeans.writeChild(b, (ChildData) v), HandBeans::readChild);
      case DataSets.PERSON:
        return new HandWrittenCodec(
            name, (b, v) -> HandBeans.writePerson(b, (Person) v), HandBeans::readPerson);
      case DataSets.RECORDS:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandRecords.writeEvents(b, (List<OrderEvent>) v),
            HandRecords::readEvents);
      case DataSets.DEEP:
        return new HandWrittenCodec(
            name, (b, v) -> HandRecords.writeInvoice(b, (Invoice) v), HandRecords::readInvoice);
      case DataSets.BEAN_MAPS:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandMaps.writeServiceStats(b, (ServiceStats) v),
            HandMaps::readServiceStats);
      case DataSets.CATALOG:
        return new HandWrittenCodec(
            name, (b, v) -> HandCatalog.writeCatalog(b, (Catalog) v), HandCatalog::readCatalog);
      case DataSets.ACCOUNT:
        return new HandWrittenCodec(
            name, (b, v) -> HandBeans.writeAccount(b, (Account) v), HandBeans::readAccount);
      case DataSets.MAP_BEAN:
        return new HandWrittenCodec(
            name, (b, v) -> HandMaps.writeBeanMap(b, (Map<BeanB, BeanB>) v), HandMaps::readBeanMap);
      case DataSets.MAP_NULLS:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandMaps.writeStringMap(b, (Map<String, String>) v),
            HandMaps::readStringMap);
      case DataSets.MAP_LONG_STRING:
        return new HandWrittenCodec(
            name,
            (b, v) -> HandMaps.writeLongStringMap(b, (Map<Long, String>) v),
            HandMaps::readLongStringMap);
      default:
        throw new UnsupportedOperationException("no hand-written codec for " + d);
    }
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte[] serialize(Object value) {
    out.reset();
    writer.accept(out, value);
    return out.toBytes();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    in.setInput(bytes);
    return reader.apply(in);
  }
}
