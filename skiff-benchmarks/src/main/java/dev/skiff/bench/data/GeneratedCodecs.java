package dev.skiff.bench.data;

import dev.skiff.Generate;

/**
 * The classes {@code skiff-processor} writes build-time codecs for: every class of every {@link
 * DataSets data set} that Skiff encodes field by field (enums need none). The codecs are written in
 * this package, next to the classes, as {@code <Class>$SkiffCodec}, so that a {@code FreshLoader}
 * copy of the data classes also gets its own copy of their codecs; the {@code skiff-buildtime}
 * codecs use them.
 *
 * <p>A list rather than {@code @Generate} on the package, so that only the data classes get codecs
 * (the package also holds the data sets' helpers, and {@link EvolvingMedia}, whose versioned
 * ({@code @Since}) classes keep their run-time codecs).
 */
@Generate({
  MediaContent.class,
  Media.class,
  Image.class,
  Sample.class,
  PrimitiveStruct.class,
  BoxedStruct.class,
  Order.class,
  OrderLine.class,
  ParentData.class,
  ChildData.class,
  Person.class,
  Address.class,
  Wide20.class,
  Wide200.class,
  IntMapBean.class,
  BeanB.class,
  OrderEvent.class,
  Money.class,
  Party.class,
  ServiceStats.class,
  Endpoint.class,
  Catalog.class,
  Product.class,
  Account.class,
  Invoice.class,
  Invoice.Customer.class,
  Invoice.PostalAddress.class,
  Invoice.Region.class,
  Invoice.Country.class
})
final class GeneratedCodecs {
  private GeneratedCodecs() {}
}
