package dev.skiff.bench.data;

import java.io.Serializable;

/**
 * A flat object of 100 primitive fields, the "struct" data set.
 *
 * <p>Generated once by a small script (fields {@code f0} to {@code f99} cycle through int, long,
 * double, float, short, byte, char and boolean); edit the script output rather than by hand.
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
