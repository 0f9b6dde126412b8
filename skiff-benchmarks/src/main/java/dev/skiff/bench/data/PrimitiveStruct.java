package dev.skiff.bench.data;

import java.io.Serializable;

/**
 * A flat object of 100 primitive fields, the "struct" data set.
 *
 * <p>Generated once by a small script (fields {@code f0} to {@code f99} cycle through int, long,
 * double, float, short, byte, char and boolean), with an all-fields constructor and record-style
 * accessors for the hand-written codec; edit the script output rather than by hand.
 */
public final class PrimitiveStruct implements Serializable {
  private int f0;
  private long f1;
  private double f2;
  private float f3;
  private short f4;
  private byte f5;
  private char f6;
  private boolean f7;
  private int f8;
  private long f9;
  private double f10;
  private float f11;
  private short f12;
  private byte f13;
  private char f14;
  private boolean f15;
  private int f16;
  private long f17;
  private double f18;
  private float f19;
  private short f20;
  private byte f21;
  private char f22;
  private boolean f23;
  private int f24;
  private long f25;
  private double f26;
  private float f27;
  private short f28;
  private byte f29;
  private char f30;
  private boolean f31;
  private int f32;
  private long f33;
  private double f34;
  private float f35;
  private short f36;
  private byte f37;
  private char f38;
  private boolean f39;
  private int f40;
  private long f41;
  private double f42;
  private float f43;
  private short f44;
  private byte f45;
  private char f46;
  private boolean f47;
  private int f48;
  private long f49;
  private double f50;
  private float f51;
  private short f52;
  private byte f53;
  private char f54;
  private boolean f55;
  private int f56;
  private long f57;
  private double f58;
  private float f59;
  private short f60;
  private byte f61;
  private char f62;
  private boolean f63;
  private int f64;
  private long f65;
  private double f66;
  private float f67;
  private short f68;
  private byte f69;
  private char f70;
  private boolean f71;
  private int f72;
  private long f73;
  private double f74;
  private float f75;
  private short f76;
  private byte f77;
  private char f78;
  private boolean f79;
  private int f80;
  private long f81;
  private double f82;
  private float f83;
  private short f84;
  private byte f85;
  private char f86;
  private boolean f87;
  private int f88;
  private long f89;
  private double f90;
  private float f91;
  private short f92;
  private byte f93;
  private char f94;
  private boolean f95;
  private int f96;
  private long f97;
  private double f98;
  private float f99;

  public PrimitiveStruct() {}

  /**
   * Every field, in declaration order: for the hand-written codec, which reads through this
   * constructor. The serializers under comparison use the no-argument constructor (or none).
   */
  public PrimitiveStruct(
      int f0,
      long f1,
      double f2,
      float f3,
      short f4,
      byte f5,
      char f6,
      boolean f7,
      int f8,
      long f9,
      double f10,
      float f11,
      short f12,
      byte f13,
      char f14,
      boolean f15,
      int f16,
      long f17,
      double f18,
      float f19,
      short f20,
      byte f21,
      char f22,
      boolean f23,
      int f24,
      long f25,
      double f26,
      float f27,
      short f28,
      byte f29,
      char f30,
      boolean f31,
      int f32,
      long f33,
      double f34,
      float f35,
      short f36,
      byte f37,
      char f38,
      boolean f39,
      int f40,
      long f41,
      double f42,
      float f43,
      short f44,
      byte f45,
      char f46,
      boolean f47,
      int f48,
      long f49,
      double f50,
      float f51,
      short f52,
      byte f53,
      char f54,
      boolean f55,
      int f56,
      long f57,
      double f58,
      float f59,
      short f60,
      byte f61,
      char f62,
      boolean f63,
      int f64,
      long f65,
      double f66,
      float f67,
      short f68,
      byte f69,
      char f70,
      boolean f71,
      int f72,
      long f73,
      double f74,
      float f75,
      short f76,
      byte f77,
      char f78,
      boolean f79,
      int f80,
      long f81,
      double f82,
      float f83,
      short f84,
      byte f85,
      char f86,
      boolean f87,
      int f88,
      long f89,
      double f90,
      float f91,
      short f92,
      byte f93,
      char f94,
      boolean f95,
      int f96,
      long f97,
      double f98,
      float f99) {
    this.f0 = f0;
    this.f1 = f1;
    this.f2 = f2;
    this.f3 = f3;
    this.f4 = f4;
    this.f5 = f5;
    this.f6 = f6;
    this.f7 = f7;
    this.f8 = f8;
    this.f9 = f9;
    this.f10 = f10;
    this.f11 = f11;
    this.f12 = f12;
    this.f13 = f13;
    this.f14 = f14;
    this.f15 = f15;
    this.f16 = f16;
    this.f17 = f17;
    this.f18 = f18;
    this.f19 = f19;
    this.f20 = f20;
    this.f21 = f21;
    this.f22 = f22;
    this.f23 = f23;
    this.f24 = f24;
    this.f25 = f25;
    this.f26 = f26;
    this.f27 = f27;
    this.f28 = f28;
    this.f29 = f29;
    this.f30 = f30;
    this.f31 = f31;
    this.f32 = f32;
    this.f33 = f33;
    this.f34 = f34;
    this.f35 = f35;
    this.f36 = f36;
    this.f37 = f37;
    this.f38 = f38;
    this.f39 = f39;
    this.f40 = f40;
    this.f41 = f41;
    this.f42 = f42;
    this.f43 = f43;
    this.f44 = f44;
    this.f45 = f45;
    this.f46 = f46;
    this.f47 = f47;
    this.f48 = f48;
    this.f49 = f49;
    this.f50 = f50;
    this.f51 = f51;
    this.f52 = f52;
    this.f53 = f53;
    this.f54 = f54;
    this.f55 = f55;
    this.f56 = f56;
    this.f57 = f57;
    this.f58 = f58;
    this.f59 = f59;
    this.f60 = f60;
    this.f61 = f61;
    this.f62 = f62;
    this.f63 = f63;
    this.f64 = f64;
    this.f65 = f65;
    this.f66 = f66;
    this.f67 = f67;
    this.f68 = f68;
    this.f69 = f69;
    this.f70 = f70;
    this.f71 = f71;
    this.f72 = f72;
    this.f73 = f73;
    this.f74 = f74;
    this.f75 = f75;
    this.f76 = f76;
    this.f77 = f77;
    this.f78 = f78;
    this.f79 = f79;
    this.f80 = f80;
    this.f81 = f81;
    this.f82 = f82;
    this.f83 = f83;
    this.f84 = f84;
    this.f85 = f85;
    this.f86 = f86;
    this.f87 = f87;
    this.f88 = f88;
    this.f89 = f89;
    this.f90 = f90;
    this.f91 = f91;
    this.f92 = f92;
    this.f93 = f93;
    this.f94 = f94;
    this.f95 = f95;
    this.f96 = f96;
    this.f97 = f97;
    this.f98 = f98;
    this.f99 = f99;
  }

  /** A fresh copy of the standard value. */
  public static PrimitiveStruct create() {
    PrimitiveStruct s = new PrimitiveStruct();
    s.f0 = 0;
    s.f1 = 1234567891L;
    s.f2 = 0.74;
    s.f3 = 3.75f;
    s.f4 = (short) -13756;
    s.f5 = (byte) -43;
    s.f6 = 'G';
    s.f7 = true;
    s.f8 = -63352;
    s.f9 = 117L;
    s.f10 = 3.7;
    s.f11 = 13.75f;
    s.f12 = (short) -11268;
    s.f13 = (byte) 93;
    s.f14 = 'O';
    s.f15 = false;
    s.f16 = -126704;
    s.f17 = 20987654147L;
    s.f18 = 6.66;
    s.f19 = 23.75f;
    s.f20 = (short) -8780;
    s.f21 = (byte) -27;
    s.f22 = 'W';
    s.f23 = true;
    s.f24 = -190056000;
    s.f25 = 30864197275L;
    s.f26 = 9.62;
    s.f27 = 33.75f;
    s.f28 = (short) -6292;
    s.f29 = (byte) 109;
    s.f30 = 'E';
    s.f31 = true;
    s.f32 = -253408;
    s.f33 = 429L;
    s.f34 = 12.58;
    s.f35 = 43.75f;
    s.f36 = (short) -3804;
    s.f37 = (byte) -11;
    s.f38 = 'M';
    s.f39 = false;
    s.f40 = -316760;
    s.f41 = 50617283531L;
    s.f42 = 15.54;
    s.f43 = 53.75f;
    s.f44 = (short) -1316;
    s.f45 = (byte) 125;
    s.f46 = 'U';
    s.f47 = true;
    s.f48 = -380112000;
    s.f49 = 60493826659L;
    s.f50 = 18.5;
    s.f51 = 63.75f;
    s.f52 = (short) 1172;
    s.f53 = (byte) 5;
    s.f54 = 'C';
    s.f55 = true;
    s.f56 = -443464;
    s.f57 = 741L;
    s.f58 = 21.46;
    s.f59 = 73.75f;
    s.f60 = (short) 3660;
    s.f61 = (byte) -115;
    s.f62 = 'K';
    s.f63 = false;
    s.f64 = -506816;
    s.f65 = 80246912915L;
    s.f66 = 24.419999999999998;
    s.f67 = 83.75f;
    s.f68 = (short) 6148;
    s.f69 = (byte) 21;
    s.f70 = 'S';
    s.f71 = true;
    s.f72 = -570168000;
    s.f73 = 90123456043L;
    s.f74 = 27.38;
    s.f75 = 93.75f;
    s.f76 = (short) 8636;
    s.f77 = (byte) -99;
    s.f78 = 'A';
    s.f79 = true;
    s.f80 = -633520;
    s.f81 = 1053L;
    s.f82 = 30.34;
    s.f83 = 103.75f;
    s.f84 = (short) 11124;
    s.f85 = (byte) 37;
    s.f86 = 'I';
    s.f87 = false;
    s.f88 = -696872;
    s.f89 = 109876542299L;
    s.f90 = 33.3;
    s.f91 = 113.75f;
    s.f92 = (short) 13612;
    s.f93 = (byte) -83;
    s.f94 = 'Q';
    s.f95 = true;
    s.f96 = -760224000;
    s.f97 = 119753085427L;
    s.f98 = 36.26;
    s.f99 = 123.75f;
    return s;
  }

  // Record-style accessors, for the hand-written codec. They have no get/is prefix on purpose:
  // Jackson auto-detects only prefixed getters on classes, so it keeps reading the fields.

  public int f0() {
    return f0;
  }

  public long f1() {
    return f1;
  }

  public double f2() {
    return f2;
  }

  public float f3() {
    return f3;
  }

  public short f4() {
    return f4;
  }

  public byte f5() {
    return f5;
  }

  public char f6() {
    return f6;
  }

  public boolean f7() {
    return f7;
  }

  public int f8() {
    return f8;
  }

  public long f9() {
    return f9;
  }

  public double f10() {
    return f10;
  }

  public float f11() {
    return f11;
  }

  public short f12() {
    return f12;
  }

  public byte f13() {
    return f13;
  }

  public char f14() {
    return f14;
  }

  public boolean f15() {
    return f15;
  }

  public int f16() {
    return f16;
  }

  public long f17() {
    return f17;
  }

  public double f18() {
    return f18;
  }

  public float f19() {
    return f19;
  }

  public short f20() {
    return f20;
  }

  public byte f21() {
    return f21;
  }

  public char f22() {
    return f22;
  }

  public boolean f23() {
    return f23;
  }

  public int f24() {
    return f24;
  }

  public long f25() {
    return f25;
  }

  public double f26() {
    return f26;
  }

  public float f27() {
    return f27;
  }

  public short f28() {
    return f28;
  }

  public byte f29() {
    return f29;
  }

  public char f30() {
    return f30;
  }

  public boolean f31() {
    return f31;
  }

  public int f32() {
    return f32;
  }

  public long f33() {
    return f33;
  }

  public double f34() {
    return f34;
  }

  public float f35() {
    return f35;
  }

  public short f36() {
    return f36;
  }

  public byte f37() {
    return f37;
  }

  public char f38() {
    return f38;
  }

  public boolean f39() {
    return f39;
  }

  public int f40() {
    return f40;
  }

  public long f41() {
    return f41;
  }

  public double f42() {
    return f42;
  }

  public float f43() {
    return f43;
  }

  public short f44() {
    return f44;
  }

  public byte f45() {
    return f45;
  }

  public char f46() {
    return f46;
  }

  public boolean f47() {
    return f47;
  }

  public int f48() {
    return f48;
  }

  public long f49() {
    return f49;
  }

  public double f50() {
    return f50;
  }

  public float f51() {
    return f51;
  }

  public short f52() {
    return f52;
  }

  public byte f53() {
    return f53;
  }

  public char f54() {
    return f54;
  }

  public boolean f55() {
    return f55;
  }

  public int f56() {
    return f56;
  }

  public long f57() {
    return f57;
  }

  public double f58() {
    return f58;
  }

  public float f59() {
    return f59;
  }

  public short f60() {
    return f60;
  }

  public byte f61() {
    return f61;
  }

  public char f62() {
    return f62;
  }

  public boolean f63() {
    return f63;
  }

  public int f64() {
    return f64;
  }

  public long f65() {
    return f65;
  }

  public double f66() {
    return f66;
  }

  public float f67() {
    return f67;
  }

  public short f68() {
    return f68;
  }

  public byte f69() {
    return f69;
  }

  public char f70() {
    return f70;
  }

  public boolean f71() {
    return f71;
  }

  public int f72() {
    return f72;
  }

  public long f73() {
    return f73;
  }

  public double f74() {
    return f74;
  }

  public float f75() {
    return f75;
  }

  public short f76() {
    return f76;
  }

  public byte f77() {
    return f77;
  }

  public char f78() {
    return f78;
  }

  public boolean f79() {
    return f79;
  }

  public int f80() {
    return f80;
  }

  public long f81() {
    return f81;
  }

  public double f82() {
    return f82;
  }

  public float f83() {
    return f83;
  }

  public short f84() {
    return f84;
  }

  public byte f85() {
    return f85;
  }

  public char f86() {
    return f86;
  }

  public boolean f87() {
    return f87;
  }

  public int f88() {
    return f88;
  }

  public long f89() {
    return f89;
  }

  public double f90() {
    return f90;
  }

  public float f91() {
    return f91;
  }

  public short f92() {
    return f92;
  }

  public byte f93() {
    return f93;
  }

  public char f94() {
    return f94;
  }

  public boolean f95() {
    return f95;
  }

  public int f96() {
    return f96;
  }

  public long f97() {
    return f97;
  }

  public double f98() {
    return f98;
  }

  public float f99() {
    return f99;
  }

  /** Reads every field once (the "touch every field" step of the benchmark). */
  public long touch() {
    long h = 0;
    h = 31 * h + f0;
    h = 31 * h + f1;
    h = 31 * h + (long) f2;
    h = 31 * h + (long) f3;
    h = 31 * h + f4;
    h = 31 * h + f5;
    h = 31 * h + f6;
    h = 31 * h + (f7 ? 1 : 0);
    h = 31 * h + f8;
    h = 31 * h + f9;
    h = 31 * h + (long) f10;
    h = 31 * h + (long) f11;
    h = 31 * h + f12;
    h = 31 * h + f13;
    h = 31 * h + f14;
    h = 31 * h + (f15 ? 1 : 0);
    h = 31 * h + f16;
    h = 31 * h + f17;
    h = 31 * h + (long) f18;
    h = 31 * h + (long) f19;
    h = 31 * h + f20;
    h = 31 * h + f21;
    h = 31 * h + f22;
    h = 31 * h + (f23 ? 1 : 0);
    h = 31 * h + f24;
    h = 31 * h + f25;
    h = 31 * h + (long) f26;
    h = 31 * h + (long) f27;
    h = 31 * h + f28;
    h = 31 * h + f29;
    h = 31 * h + f30;
    h = 31 * h + (f31 ? 1 : 0);
    h = 31 * h + f32;
    h = 31 * h + f33;
    h = 31 * h + (long) f34;
    h = 31 * h + (long) f35;
    h = 31 * h + f36;
    h = 31 * h + f37;
    h = 31 * h + f38;
    h = 31 * h + (f39 ? 1 : 0);
    h = 31 * h + f40;
    h = 31 * h + f41;
    h = 31 * h + (long) f42;
    h = 31 * h + (long) f43;
    h = 31 * h + f44;
    h = 31 * h + f45;
    h = 31 * h + f46;
    h = 31 * h + (f47 ? 1 : 0);
    h = 31 * h + f48;
    h = 31 * h + f49;
    h = 31 * h + (long) f50;
    h = 31 * h + (long) f51;
    h = 31 * h + f52;
    h = 31 * h + f53;
    h = 31 * h + f54;
    h = 31 * h + (f55 ? 1 : 0);
    h = 31 * h + f56;
    h = 31 * h + f57;
    h = 31 * h + (long) f58;
    h = 31 * h + (long) f59;
    h = 31 * h + f60;
    h = 31 * h + f61;
    h = 31 * h + f62;
    h = 31 * h + (f63 ? 1 : 0);
    h = 31 * h + f64;
    h = 31 * h + f65;
    h = 31 * h + (long) f66;
    h = 31 * h + (long) f67;
    h = 31 * h + f68;
    h = 31 * h + f69;
    h = 31 * h + f70;
    h = 31 * h + (f71 ? 1 : 0);
    h = 31 * h + f72;
    h = 31 * h + f73;
    h = 31 * h + (long) f74;
    h = 31 * h + (long) f75;
    h = 31 * h + f76;
    h = 31 * h + f77;
    h = 31 * h + f78;
    h = 31 * h + (f79 ? 1 : 0);
    h = 31 * h + f80;
    h = 31 * h + f81;
    h = 31 * h + (long) f82;
    h = 31 * h + (long) f83;
    h = 31 * h + f84;
    h = 31 * h + f85;
    h = 31 * h + f86;
    h = 31 * h + (f87 ? 1 : 0);
    h = 31 * h + f88;
    h = 31 * h + f89;
    h = 31 * h + (long) f90;
    h = 31 * h + (long) f91;
    h = 31 * h + f92;
    h = 31 * h + f93;
    h = 31 * h + f94;
    h = 31 * h + (f95 ? 1 : 0);
    h = 31 * h + f96;
    h = 31 * h + f97;
    h = 31 * h + (long) f98;
    h = 31 * h + (long) f99;
    return h;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof PrimitiveStruct)) {
      return false;
    }
    PrimitiveStruct x = (PrimitiveStruct) o;
    return f0 == x.f0
        && f1 == x.f1
        && Double.compare(f2, x.f2) == 0
        && Float.compare(f3, x.f3) == 0
        && f4 == x.f4
        && f5 == x.f5
        && f6 == x.f6
        && f7 == x.f7
        && f8 == x.f8
        && f9 == x.f9
        && Double.compare(f10, x.f10) == 0
        && Float.compare(f11, x.f11) == 0
        && f12 == x.f12
        && f13 == x.f13
        && f14 == x.f14
        && f15 == x.f15
        && f16 == x.f16
        && f17 == x.f17
        && Double.compare(f18, x.f18) == 0
        && Float.compare(f19, x.f19) == 0
        && f20 == x.f20
        && f21 == x.f21
        && f22 == x.f22
        && f23 == x.f23
        && f24 == x.f24
        && f25 == x.f25
        && Double.compare(f26, x.f26) == 0
        && Float.compare(f27, x.f27) == 0
        && f28 == x.f28
        && f29 == x.f29
        && f30 == x.f30
        && f31 == x.f31
        && f32 == x.f32
        && f33 == x.f33
        && Double.compare(f34, x.f34) == 0
        && Float.compare(f35, x.f35) == 0
        && f36 == x.f36
        && f37 == x.f37
        && f38 == x.f38
        && f39 == x.f39
        && f40 == x.f40
        && f41 == x.f41
        && Double.compare(f42, x.f42) == 0
        && Float.compare(f43, x.f43) == 0
        && f44 == x.f44
        && f45 == x.f45
        && f46 == x.f46
        && f47 == x.f47
        && f48 == x.f48
        && f49 == x.f49
        && Double.compare(f50, x.f50) == 0
        && Float.compare(f51, x.f51) == 0
        && f52 == x.f52
        && f53 == x.f53
        && f54 == x.f54
        && f55 == x.f55
        && f56 == x.f56
        && f57 == x.f57
        && Double.compare(f58, x.f58) == 0
        && Float.compare(f59, x.f59) == 0
        && f60 == x.f60
        && f61 == x.f61
        && f62 == x.f62
        && f63 == x.f63
        && f64 == x.f64
        && f65 == x.f65
        && Double.compare(f66, x.f66) == 0
        && Float.compare(f67, x.f67) == 0
        && f68 == x.f68
        && f69 == x.f69
        && f70 == x.f70
        && f71 == x.f71
        && f72 == x.f72
        && f73 == x.f73
        && Double.compare(f74, x.f74) == 0
        && Float.compare(f75, x.f75) == 0
        && f76 == x.f76
        && f77 == x.f77
        && f78 == x.f78
        && f79 == x.f79
        && f80 == x.f80
        && f81 == x.f81
        && Double.compare(f82, x.f82) == 0
        && Float.compare(f83, x.f83) == 0
        && f84 == x.f84
        && f85 == x.f85
        && f86 == x.f86
        && f87 == x.f87
        && f88 == x.f88
        && f89 == x.f89
        && Double.compare(f90, x.f90) == 0
        && Float.compare(f91, x.f91) == 0
        && f92 == x.f92
        && f93 == x.f93
        && f94 == x.f94
        && f95 == x.f95
        && f96 == x.f96
        && f97 == x.f97
        && Double.compare(f98, x.f98) == 0
        && Float.compare(f99, x.f99) == 0;
  }

  @Override
  public int hashCode() {
    int h = 1;
    h = 31 * h + Integer.hashCode(f0);
    h = 31 * h + Long.hashCode(f1);
    h = 31 * h + Double.hashCode(f2);
    h = 31 * h + Float.hashCode(f3);
    h = 31 * h + Short.hashCode(f4);
    h = 31 * h + Byte.hashCode(f5);
    h = 31 * h + Character.hashCode(f6);
    h = 31 * h + Boolean.hashCode(f7);
    h = 31 * h + Integer.hashCode(f8);
    h = 31 * h + Long.hashCode(f9);
    h = 31 * h + Double.hashCode(f10);
    h = 31 * h + Float.hashCode(f11);
    h = 31 * h + Short.hashCode(f12);
    h = 31 * h + Byte.hashCode(f13);
    h = 31 * h + Character.hashCode(f14);
    h = 31 * h + Boolean.hashCode(f15);
    h = 31 * h + Integer.hashCode(f16);
    h = 31 * h + Long.hashCode(f17);
    h = 31 * h + Double.hashCode(f18);
    h = 31 * h + Float.hashCode(f19);
    h = 31 * h + Short.hashCode(f20);
    h = 31 * h + Byte.hashCode(f21);
    h = 31 * h + Character.hashCode(f22);
    h = 31 * h + Boolean.hashCode(f23);
    h = 31 * h + Integer.hashCode(f24);
    h = 31 * h + Long.hashCode(f25);
    h = 31 * h + Double.hashCode(f26);
    h = 31 * h + Float.hashCode(f27);
    h = 31 * h + Short.hashCode(f28);
    h = 31 * h + Byte.hashCode(f29);
    h = 31 * h + Character.hashCode(f30);
    h = 31 * h + Boolean.hashCode(f31);
    h = 31 * h + Integer.hashCode(f32);
    h = 31 * h + Long.hashCode(f33);
    h = 31 * h + Double.hashCode(f34);
    h = 31 * h + Float.hashCode(f35);
    h = 31 * h + Short.hashCode(f36);
    h = 31 * h + Byte.hashCode(f37);
    h = 31 * h + Character.hashCode(f38);
    h = 31 * h + Boolean.hashCode(f39);
    h = 31 * h + Integer.hashCode(f40);
    h = 31 * h + Long.hashCode(f41);
    h = 31 * h + Double.hashCode(f42);
    h = 31 * h + Float.hashCode(f43);
    h = 31 * h + Short.hashCode(f44);
    h = 31 * h + Byte.hashCode(f45);
    h = 31 * h + Character.hashCode(f46);
    h = 31 * h + Boolean.hashCode(f47);
    h = 31 * h + Integer.hashCode(f48);
    h = 31 * h + Long.hashCode(f49);
    h = 31 * h + Double.hashCode(f50);
    h = 31 * h + Float.hashCode(f51);
    h = 31 * h + Short.hashCode(f52);
    h = 31 * h + Byte.hashCode(f53);
    h = 31 * h + Character.hashCode(f54);
    h = 31 * h + Boolean.hashCode(f55);
    h = 31 * h + Integer.hashCode(f56);
    h = 31 * h + Long.hashCode(f57);
    h = 31 * h + Double.hashCode(f58);
    h = 31 * h + Float.hashCode(f59);
    h = 31 * h + Short.hashCode(f60);
    h = 31 * h + Byte.hashCode(f61);
    h = 31 * h + Character.hashCode(f62);
    h = 31 * h + Boolean.hashCode(f63);
    h = 31 * h + Integer.hashCode(f64);
    h = 31 * h + Long.hashCode(f65);
    h = 31 * h + Double.hashCode(f66);
    h = 31 * h + Float.hashCode(f67);
    h = 31 * h + Short.hashCode(f68);
    h = 31 * h + Byte.hashCode(f69);
    h = 31 * h + Character.hashCode(f70);
    h = 31 * h + Boolean.hashCode(f71);
    h = 31 * h + Integer.hashCode(f72);
    h = 31 * h + Long.hashCode(f73);
    h = 31 * h + Double.hashCode(f74);
    h = 31 * h + Float.hashCode(f75);
    h = 31 * h + Short.hashCode(f76);
    h = 31 * h + Byte.hashCode(f77);
    h = 31 * h + Character.hashCode(f78);
    h = 31 * h + Boolean.hashCode(f79);
    h = 31 * h + Integer.hashCode(f80);
    h = 31 * h + Long.hashCode(f81);
    h = 31 * h + Double.hashCode(f82);
    h = 31 * h + Float.hashCode(f83);
    h = 31 * h + Short.hashCode(f84);
    h = 31 * h + Byte.hashCode(f85);
    h = 31 * h + Character.hashCode(f86);
    h = 31 * h + Boolean.hashCode(f87);
    h = 31 * h + Integer.hashCode(f88);
    h = 31 * h + Long.hashCode(f89);
    h = 31 * h + Double.hashCode(f90);
    h = 31 * h + Float.hashCode(f91);
    h = 31 * h + Short.hashCode(f92);
    h = 31 * h + Byte.hashCode(f93);
    h = 31 * h + Character.hashCode(f94);
    h = 31 * h + Boolean.hashCode(f95);
    h = 31 * h + Integer.hashCode(f96);
    h = 31 * h + Long.hashCode(f97);
    h = 31 * h + Double.hashCode(f98);
    h = 31 * h + Float.hashCode(f99);
    return h;
  }
}
