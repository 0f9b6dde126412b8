package dev.skiff.model;

import java.util.List;

/** The fixed list of model classes that every registered configuration registers, in order. */
public final class Models {
  private Models() {}

  /** Every model class, in a fixed registration order shared by writers and readers. */
  public static final List<Class<?>> ALL =
      List.of(
          AllPrimitives.class,
          Animal.class,
          Dog.class,
          WithTransient.class,
          WithFinal.class,
          NoDefaultCtor.class,
          PrivateHolder.secretClass(),
          Point.class,
          Email.class,
          Person.class,
          Color.class,
          Op.class,
          Big.class,
          Node.class,
          TaggedList.class,
          LabeledMap.class,
          ReverseComparator.class,
          ByLengthComparator.class,
          OrderLine.class,
          Status.class,
          Order.class,
          GadgetStandIn.class,
          Holder.class,
          Link.class);
}
