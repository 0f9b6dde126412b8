package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.Objects;

/**
 * The boxed twin of {@link PrimitiveStruct}: the same 100 fields and values, boxed.
 *
 * <p>Generated once by a small script (fields {@code f0} to {@code f99} cycle through int, long,
 * double, float, short, byte, char and boolean), with an all-fields constructor and record-style
 * accessors for the hand-written codec; edit the script output rather than by hand.
 */
public final class BoxedStruct implements Serializable {
  private Integer f0;
  private Long f1;
  private Double f2;
  private Float f3;
  private Short f4;
  private Byte f5;
  private Character f6;
  private Boolean f7;
  private Integer f8;
  private Long f9;
  private Double f10;
  private Float f11;
  private Short f12;
  private Byte f13;
  private Character f14;
  private Boolean f15;
  private Integer f16;
  private Long f17;
  private Double f18;
  private Float f19;
  private Short f20;
  private Byte f21;
  private Character f22;
  private Boolean f23;
  private Integer f24;
  private Long f25;
  private Double f26;
  private Float f27;
  private Short f28;
  private Byte f29;
  private Character f30;
  private Boolean f31;
  private Integer f32;
  private Long f33;
  private Double f34;
  private Float f35;
  private Short f36;
  private Byte f37;
  private Character f38;
  private Boolean f39;
  private Integer f40;
  private Long f41;
  private Double f42;
  private Float f43;
  private Short f44;
  private Byte f45;
  private Character f46;
  private Boolean f47;
  private Integer f48;
  private Long f49;
  private Double f50;
  private Float f51;
  private Short f52;
  private Byte f53;
  private Character f54;
  private Boolean f55;
  private Integer f56;
  private Long f57;
  private Double f58;
  private Float f59;
  private Short f60;
  private Byte f61;
  private Character f62;
  private Boolean f63;
  private Integer f64;
  private Long f65;
  private Double f66;
  private Float f67;
  private Short f68;
  private Byte f69;
  private Character f70;
  private Boolean f71;
  private Integer f72;
  private Long f73;
  private Double f74;
  private Float f75;
  private Short f76;
  private Byte f77;
  private Character f78;
  private Boolean f79;
  private Integer f80;
  private Long f81;
  private Double f82;
  private Float f83;
  private Short f84;
  private Byte f85;
  private Character f86;
  private Boolean f87;
  private Integer f88;
  private Long f89;
  private Double f90;
  private Float f91;
  private Short f92;
  private Byte f93;
  private Character f94;
  private Boolean f95;
  private Integer f96;
  private Long f97;
  private Double f98;
  private Float f99;

  public BoxedStruct() {}

  /**
   * Every field, in declaration order: for the hand-written codec, which reads through this
   * constructor. The serializers under comparison use the no-argument constructor (or none).
   */
  public BoxedStruct(
      Integer f0,
      Long f1,
      Double f2,
      Float f3,
      Short f4,
      Byte f5,
      Character f6,
      Boolean f7,
      Integer f8,
      Long f9,
      Double f10,
      Float f11,
      Short f12,
      Byte f13,
      Character f14,
      Boolean f15,
      Integer f16,
      Long f17,
      Double f18,
      Float f19,
      Short f20,
      Byte f21,
      Character f22,
      Boolean f23,
      Integer f24,
      Long f25,
      Double f26,
      Float f27,
      Short f28,
      Byte f29,
      Character f30,
      Boolean f31,
      Integer f32,
      Long f33,
      Double f34,
      Float f35,
      Short f36,
      Byte f37,
      Character f38,
      Boolean f39,
      Integer f40,
      Long f41,
      Double f42,
      Float f43,
      Short f44,
      Byte f45,
      Character f46,
      Boolean f47,
      Integer f48,
      Long f49,
      Double f50,
      Float f51,
      Short f52,
      Byte f53,
      Character f54,
      Boolean f55,
      Integer f56,
      Long f57,
      Double f58,
      Float f59,
      Short f60,
      Byte f61,
      Character f62,
      Boolean f63,
      Integer f64,
      Long f65,
      Double f66,
      Float f67,
      Short f68,
      Byte f69,
      Character f70,
      Boolean f71,
      Integer f72,
      Long f73,
      Double f74,
      Float f75,
      Short f76,
      Byte f77,
      Character f78,
      Boolean f79,
      Integer f80,
      Long f81,
      Double f82,
      Float f83,
      Short f84,
      Byte f85,
      Character f86,
      Boolean f87,
      Integer f88,
      Long f89,
      Double f90,
      Float f91,
      Short f92,
      Byte f93,
      Character f94,
      Boolean f95,
      Integer f96,
      Long f97,
      Double f98,
      Float f99) {
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
  public static BoxedStruct create() {
    BoxedStruct s = new BoxedStruct();
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

  public Integer f0() {
    return f0;
  }

  public Long f1() {
    return f1;
  }

  public Double f2() {
    return f2;
  }

  public Float f3() {
    return f3;
  }

  public Short f4() {
    return f4;
  }

  public Byte f5() {
    return f5;
  }

  public Character f6() {
    return f6;
  }

  public Boolean f7() {
    return f7;
  }

  public Integer f8() {
    return f8;
  }

  public Long f9() {
    return f9;
  }

  public Double f10() {
    return f10;
  }

  public Float f11() {
    return f11;
  }

  public Short f12() {
    return f12;
  }

  public Byte f13() {
    return f13;
  }

  public Character f14() {
    return f14;
  }

  public Boolean f15() {
    return f15;
  }

  public Integer f16() {
    return f16;
  }

  public Long f17() {
    return f17;
  }

  public Double f18() {
    return f18;
  }

  public Float f19() {
    return f19;
  }

  public Short f20() {
    return f20;
  }

  public Byte f21() {
    return f21;
  }

  public Character f22() {
    return f22;
  }

  public Boolean f23() {
    return f23;
  }

  public Integer f24() {
    return f24;
  }

  public Long f25() {
    return f25;
  }

  public Double f26() {
    return f26;
  }

  public Float f27() {
    return f27;
  }

  public Short f28() {
    return f28;
  }

  public Byte f29() {
    return f29;
  }

  public Character f30() {
    return f30;
  }

  public Boolean f31() {
    return f31;
  }

  public Integer f32() {
    return f32;
  }

  public Long f33() {
    return f33;
  }

  public Double f34() {
    return f34;
  }

  public Float f35() {
    return f35;
  }

  public Short f36() {
    return f36;
  }

  public Byte f37() {
    return f37;
  }

  public Character f38() {
    return f38;
  }

  public Boolean f39() {
    return f39;
  }

  public Integer f40() {
    return f40;
  }

  public Long f41() {
    return f41;
  }

  public Double f42() {
    return f42;
  }

  public Float f43() {
    return f43;
  }

  public Short f44() {
    return f44;
  }

  public Byte f45() {
    return f45;
  }

  public Character f46() {
    return f46;
  }

  public Boolean f47() {
    return f47;
  }

  public Integer f48() {
    return f48;
  }

  public Long f49() {
    return f49;
  }

  public Double f50() {
    return f50;
  }

  public Float f51() {
    return f51;
  }

  public Short f52() {
    return f52;
  }

  public Byte f53() {
    return f53;
  }

  public Character f54() {
    return f54;
  }

  public Boolean f55() {
    return f55;
  }

  public Integer f56() {
    return f56;
  }

  public Long f57() {
    return f57;
  }

  public Double f58() {
    return f58;
  }

  public Float f59() {
    return f59;
  }

  public Short f60() {
    return f60;
  }

  public Byte f61() {
    return f61;
  }

  public Character f62() {
    return f62;
  }

  public Boolean f63() {
    return f63;
  }

  public Integer f64() {
    return f64;
  }

  public Long f65() {
    return f65;
  }

  public Double f66() {
    return f66;
  }

  public Float f67() {
    return f67;
  }

  public Short f68() {
    return f68;
  }

  public Byte f69() {
    return f69;
  }

  public Character f70() {
    return f70;
  }

  public Boolean f71() {
    return f71;
  }

  public Integer f72() {
    return f72;
  }

  public Long f73() {
    return f73;
  }

  public Double f74() {
    return f74;
  }

  public Float f75() {
    return f75;
  }

  public Short f76() {
    return f76;
  }

  public Byte f77() {
    return f77;
  }

  public Character f78() {
    return f78;
  }

  public Boolean f79() {
    return f79;
  }

  public Integer f80() {
    return f80;
  }

  public Long f81() {
    return f81;
  }

  public Double f82() {
    return f82;
  }

  public Float f83() {
    return f83;
  }

  public Short f84() {
    return f84;
  }

  public Byte f85() {
    return f85;
  }

  public Character f86() {
    return f86;
  }

  public Boolean f87() {
    return f87;
  }

  public Integer f88() {
    return f88;
  }

  public Long f89() {
    return f89;
  }

  public Double f90() {
    return f90;
  }

  public Float f91() {
    return f91;
  }

  public Short f92() {
    return f92;
  }

  public Byte f93() {
    return f93;
  }

  public Character f94() {
    return f94;
  }

  public Boolean f95() {
    return f95;
  }

  public Integer f96() {
    return f96;
  }

  public Long f97() {
    return f97;
  }

  public Double f98() {
    return f98;
  }

  public Float f99() {
    return f99;
  }

  /** Reads every field once (the "touch every field" step of the benchmark). */
  public long touch() {
    long h = 0;
    h = 31 * h + (f0 == null ? 0 : f0.longValue());
    h = 31 * h + (f1 == null ? 0 : f1.longValue());
    h = 31 * h + (f2 == null ? 0 : (long) f2.doubleValue());
    h = 31 * h + (f3 == null ? 0 : (long) f3.doubleValue());
    h = 31 * h + (f4 == null ? 0 : f4.longValue());
    h = 31 * h + (f5 == null ? 0 : f5.longValue());
    h = 31 * h + (f6 == null ? 0 : f6.charValue());
    h = 31 * h + (f7 != null && f7 ? 1 : 0);
    h = 31 * h + (f8 == null ? 0 : f8.longValue());
    h = 31 * h + (f9 == null ? 0 : f9.longValue());
    h = 31 * h + (f10 == null ? 0 : (long) f10.doubleValue());
    h = 31 * h + (f11 == null ? 0 : (long) f11.doubleValue());
    h = 31 * h + (f12 == null ? 0 : f12.longValue());
    h = 31 * h + (f13 == null ? 0 : f13.longValue());
    h = 31 * h + (f14 == null ? 0 : f14.charValue());
    h = 31 * h + (f15 != null && f15 ? 1 : 0);
    h = 31 * h + (f16 == null ? 0 : f16.longValue());
    h = 31 * h + (f17 == null ? 0 : f17.longValue());
    h = 31 * h + (f18 == null ? 0 : (long) f18.doubleValue());
    h = 31 * h + (f19 == null ? 0 : (long) f19.doubleValue());
    h = 31 * h + (f20 == null ? 0 : f20.longValue());
    h = 31 * h + (f21 == null ? 0 : f21.longValue());
    h = 31 * h + (f22 == null ? 0 : f22.charValue());
    h = 31 * h + (f23 != null && f23 ? 1 : 0);
    h = 31 * h + (f24 == null ? 0 : f24.longValue());
    h = 31 * h + (f25 == null ? 0 : f25.longValue());
    h = 31 * h + (f26 == null ? 0 : (long) f26.doubleValue());
    h = 31 * h + (f27 == null ? 0 : (long) f27.doubleValue());
    h = 31 * h + (f28 == null ? 0 : f28.longValue());
    h = 31 * h + (f29 == null ? 0 : f29.longValue());
    h = 31 * h + (f30 == null ? 0 : f30.charValue());
    h = 31 * h + (f31 != null && f31 ? 1 : 0);
    h = 31 * h + (f32 == null ? 0 : f32.longValue());
    h = 31 * h + (f33 == null ? 0 : f33.longValue());
    h = 31 * h + (f34 == null ? 0 : (long) f34.doubleValue());
    h = 31 * h + (f35 == null ? 0 : (long) f35.doubleValue());
    h = 31 * h + (f36 == null ? 0 : f36.longValue());
    h = 31 * h + (f37 == null ? 0 : f37.longValue());
    h = 31 * h + (f38 == null ? 0 : f38.charValue());
    h = 31 * h + (f39 != null && f39 ? 1 : 0);
    h = 31 * h + (f40 == null ? 0 : f40.longValue());
    h = 31 * h + (f41 == null ? 0 : f41.longValue());
    h = 31 * h + (f42 == null ? 0 : (long) f42.doubleValue());
    h = 31 * h + (f43 == null ? 0 : (long) f43.doubleValue());
    h = 31 * h + (f44 == null ? 0 : f44.longValue());
    h = 31 * h + (f45 == null ? 0 : f45.longValue());
    h = 31 * h + (f46 == null ? 0 : f46.charValue());
    h = 31 * h + (f47 != null && f47 ? 1 : 0);
    h = 31 * h + (f48 == null ? 0 : f48.longValue());
    h = 31 * h + (f49 == null ? 0 : f49.longValue());
    h = 31 * h + (f50 == null ? 0 : (long) f50.doubleValue());
    h = 31 * h + (f51 == null ? 0 : (long) f51.doubleValue());
    h = 31 * h + (f52 == null ? 0 : f52.longValue());
    h = 31 * h + (f53 == null ? 0 : f53.longValue());
    h = 31 * h + (f54 == null ? 0 : f54.charValue());
    h = 31 * h + (f55 != null && f55 ? 1 : 0);
    h = 31 * h + (f56 == null ? 0 : f56.longValue());
    h = 31 * h + (f57 == null ? 0 : f57.longValue());
    h = 31 * h + (f58 == null ? 0 : (long) f58.doubleValue());
    h = 31 * h + (f59 == null ? 0 : (long) f59.doubleValue());
    h = 31 * h + (f60 == null ? 0 : f60.longValue());
    h = 31 * h + (f61 == null ? 0 : f61.longValue());
    h = 31 * h + (f62 == null ? 0 : f62.charValue());
    h = 31 * h + (f63 != null && f63 ? 1 : 0);
    h = 31 * h + (f64 == null ? 0 : f64.longValue());
    h = 31 * h + (f65 == null ? 0 : f65.longValue());
    h = 31 * h + (f66 == null ? 0 : (long) f66.doubleValue());
    h = 31 * h + (f67 == null ? 0 : (long) f67.doubleValue());
    h = 31 * h + (f68 == null ? 0 : f68.longValue());
    h = 31 * h + (f69 == null ? 0 : f69.longValue());
    h = 31 * h + (f70 == null ? 0 : f70.charValue());
    h = 31 * h + (f71 != null && f71 ? 1 : 0);
    h = 31 * h + (f72 == null ? 0 : f72.longValue());
    h = 31 * h + (f73 == null ? 0 : f73.longValue());
    h = 31 * h + (f74 == null ? 0 : (long) f74.doubleValue());
    h = 31 * h + (f75 == null ? 0 : (long) f75.doubleValue());
    h = 31 * h + (f76 == null ? 0 : f76.longValue());
    h = 31 * h + (f77 == null ? 0 : f77.longValue());
    h = 31 * h + (f78 == null ? 0 : f78.charValue());
    h = 31 * h + (f79 != null && f79 ? 1 : 0);
    h = 31 * h + (f80 == null ? 0 : f80.longValue());
    h = 31 * h + (f81 == null ? 0 : f81.longValue());
    h = 31 * h + (f82 == null ? 0 : (long) f82.doubleValue());
    h = 31 * h + (f83 == null ? 0 : (long) f83.doubleValue());
    h = 31 * h + (f84 == null ? 0 : f84.longValue());
    h = 31 * h + (f85 == null ? 0 : f85.longValue());
    h = 31 * h + (f86 == null ? 0 : f86.charValue());
    h = 31 * h + (f87 != null && f87 ? 1 : 0);
    h = 31 * h + (f88 == null ? 0 : f88.longValue());
    h = 31 * h + (f89 == null ? 0 : f89.longValue());
    h = 31 * h + (f90 == null ? 0 : (long) f90.doubleValue());
    h = 31 * h + (f91 == null ? 0 : (long) f91.doubleValue());
    h = 31 * h + (f92 == null ? 0 : f92.longValue());
    h = 31 * h + (f93 == null ? 0 : f93.longValue());
    h = 31 * h + (f94 == null ? 0 : f94.charValue());
    h = 31 * h + (f95 != null && f95 ? 1 : 0);
    h = 31 * h + (f96 == null ? 0 : f96.longValue());
    h = 31 * h + (f97 == null ? 0 : f97.longValue());
    h = 31 * h + (f98 == null ? 0 : (long) f98.doubleValue());
    h = 31 * h + (f99 == null ? 0 : (long) f99.doubleValue());
    return h;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof BoxedStruct)) {
      return false;
    }
    BoxedStruct x = (BoxedStruct) o;
    return Objects.equals(f0, x.f0)
        && Objects.equals(f1, x.f1)
        && Objects.equals(f2, x.f2)
        && Objects.equals(f3, x.f3)
        && Objects.equals(f4, x.f4)
        && Objects.equals(f5, x.f5)
        && Objects.equals(f6, x.f6)
        && Objects.equals(f7, x.f7)
        && Objects.equals(f8, x.f8)
        && Objects.equals(f9, x.f9)
        && Objects.equals(f10, x.f10)
        && Objects.equals(f11, x.f11)
        && Objects.equals(f12, x.f12)
        && Objects.equals(f13, x.f13)
        && Objects.equals(f14, x.f14)
        && Objects.equals(f15, x.f15)
        && Objects.equals(f16, x.f16)
        && Objects.equals(f17, x.f17)
        && Objects.equals(f18, x.f18)
        && Objects.equals(f19, x.f19)
        && Objects.equals(f20, x.f20)
        && Objects.equals(f21, x.f21)
        && Objects.equals(f22, x.f22)
        && Objects.equals(f23, x.f23)
        && Objects.equals(f24, x.f24)
        && Objects.equals(f25, x.f25)
        && Objects.equals(f26, x.f26)
        && Objects.equals(f27, x.f27)
        && Objects.equals(f28, x.f28)
        && Objects.equals(f29, x.f29)
        && Objects.equals(f30, x.f30)
        && Objects.equals(f31, x.f31)
        && Objects.equals(f32, x.f32)
        && Objects.equals(f33, x.f33)
        && Objects.equals(f34, x.f34)
        && Objects.equals(f35, x.f35)
        && Objects.equals(f36, x.f36)
        && Objects.equals(f37, x.f37)
        && Objects.equals(f38, x.f38)
        && Objects.equals(f39, x.f39)
        && Objects.equals(f40, x.f40)
        && Objects.equals(f41, x.f41)
        && Objects.equals(f42, x.f42)
        && Objects.equals(f43, x.f43)
        && Objects.equals(f44, x.f44)
        && Objects.equals(f45, x.f45)
        && Objects.equals(f46, x.f46)
        && Objects.equals(f47, x.f47)
        && Objects.equals(f48, x.f48)
        && Objects.equals(f49, x.f49)
        && Objects.equals(f50, x.f50)
        && Objects.equals(f51, x.f51)
        && Objects.equals(f52, x.f52)
        && Objects.equals(f53, x.f53)
        && Objects.equals(f54, x.f54)
        && Objects.equals(f55, x.f55)
        && Objects.equals(f56, x.f56)
        && Objects.equals(f57, x.f57)
        && Objects.equals(f58, x.f58)
        && Objects.equals(f59, x.f59)
        && Objects.equals(f60, x.f60)
        && Objects.equals(f61, x.f61)
        && Objects.equals(f62, x.f62)
        && Objects.equals(f63, x.f63)
        && Objects.equals(f64, x.f64)
        && Objects.equals(f65, x.f65)
        && Objects.equals(f66, x.f66)
        && Objects.equals(f67, x.f67)
        && Objects.equals(f68, x.f68)
        && Objects.equals(f69, x.f69)
        && Objects.equals(f70, x.f70)
        && Objects.equals(f71, x.f71)
        && Objects.equals(f72, x.f72)
        && Objects.equals(f73, x.f73)
        && Objects.equals(f74, x.f74)
        && Objects.equals(f75, x.f75)
        && Objects.equals(f76, x.f76)
        && Objects.equals(f77, x.f77)
        && Objects.equals(f78, x.f78)
        && Objects.equals(f79, x.f79)
        && Objects.equals(f80, x.f80)
        && Objects.equals(f81, x.f81)
        && Objects.equals(f82, x.f82)
        && Objects.equals(f83, x.f83)
        && Objects.equals(f84, x.f84)
        && Objects.equals(f85, x.f85)
        && Objects.equals(f86, x.f86)
        && Objects.equals(f87, x.f87)
        && Objects.equals(f88, x.f88)
        && Objects.equals(f89, x.f89)
        && Objects.equals(f90, x.f90)
        && Objects.equals(f91, x.f91)
        && Objects.equals(f92, x.f92)
        && Objects.equals(f93, x.f93)
        && Objects.equals(f94, x.f94)
        && Objects.equals(f95, x.f95)
        && Objects.equals(f96, x.f96)
        && Objects.equals(f97, x.f97)
        && Objects.equals(f98, x.f98)
        && Objects.equals(f99, x.f99);
  }

  @Override
  public int hashCode() {
    int h = 1;
    h = 31 * h + Objects.hashCode(f0);
    h = 31 * h + Objects.hashCode(f1);
    h = 31 * h + Objects.hashCode(f2);
    h = 31 * h + Objects.hashCode(f3);
    h = 31 * h + Objects.hashCode(f4);
    h = 31 * h + Objects.hashCode(f5);
    h = 31 * h + Objects.hashCode(f6);
    h = 31 * h + Objects.hashCode(f7);
    h = 31 * h + Objects.hashCode(f8);
    h = 31 * h + Objects.hashCode(f9);
    h = 31 * h + Objects.hashCode(f10);
    h = 31 * h + Objects.hashCode(f11);
    h = 31 * h + Objects.hashCode(f12);
    h = 31 * h + Objects.hashCode(f13);
    h = 31 * h + Objects.hashCode(f14);
    h = 31 * h + Objects.hashCode(f15);
    h = 31 * h + Objects.hashCode(f16);
    h = 31 * h + Objects.hashCode(f17);
    h = 31 * h + Objects.hashCode(f18);
    h = 31 * h + Objects.hashCode(f19);
    h = 31 * h + Objects.hashCode(f20);
    h = 31 * h + Objects.hashCode(f21);
    h = 31 * h + Objects.hashCode(f22);
    h = 31 * h + Objects.hashCode(f23);
    h = 31 * h + Objects.hashCode(f24);
    h = 31 * h + Objects.hashCode(f25);
    h = 31 * h + Objects.hashCode(f26);
    h = 31 * h + Objects.hashCode(f27);
    h = 31 * h + Objects.hashCode(f28);
    h = 31 * h + Objects.hashCode(f29);
    h = 31 * h + Objects.hashCode(f30);
    h = 31 * h + Objects.hashCode(f31);
    h = 31 * h + Objects.hashCode(f32);
    h = 31 * h + Objects.hashCode(f33);
    h = 31 * h + Objects.hashCode(f34);
    h = 31 * h + Objects.hashCode(f35);
    h = 31 * h + Objects.hashCode(f36);
    h = 31 * h + Objects.hashCode(f37);
    h = 31 * h + Objects.hashCode(f38);
    h = 31 * h + Objects.hashCode(f39);
    h = 31 * h + Objects.hashCode(f40);
    h = 31 * h + Objects.hashCode(f41);
    h = 31 * h + Objects.hashCode(f42);
    h = 31 * h + Objects.hashCode(f43);
    h = 31 * h + Objects.hashCode(f44);
    h = 31 * h + Objects.hashCode(f45);
    h = 31 * h + Objects.hashCode(f46);
    h = 31 * h + Objects.hashCode(f47);
    h = 31 * h + Objects.hashCode(f48);
    h = 31 * h + Objects.hashCode(f49);
    h = 31 * h + Objects.hashCode(f50);
    h = 31 * h + Objects.hashCode(f51);
    h = 31 * h + Objects.hashCode(f52);
    h = 31 * h + Objects.hashCode(f53);
    h = 31 * h + Objects.hashCode(f54);
    h = 31 * h + Objects.hashCode(f55);
    h = 31 * h + Objects.hashCode(f56);
    h = 31 * h + Objects.hashCode(f57);
    h = 31 * h + Objects.hashCode(f58);
    h = 31 * h + Objects.hashCode(f59);
    h = 31 * h + Objects.hashCode(f60);
    h = 31 * h + Objects.hashCode(f61);
    h = 31 * h + Objects.hashCode(f62);
    h = 31 * h + Objects.hashCode(f63);
    h = 31 * h + Objects.hashCode(f64);
    h = 31 * h + Objects.hashCode(f65);
    h = 31 * h + Objects.hashCode(f66);
    h = 31 * h + Objects.hashCode(f67);
    h = 31 * h + Objects.hashCode(f68);
    h = 31 * h + Objects.hashCode(f69);
    h = 31 * h + Objects.hashCode(f70);
    h = 31 * h + Objects.hashCode(f71);
    h = 31 * h + Objects.hashCode(f72);
    h = 31 * h + Objects.hashCode(f73);
    h = 31 * h + Objects.hashCode(f74);
    h = 31 * h + Objects.hashCode(f75);
    h = 31 * h + Objects.hashCode(f76);
    h = 31 * h + Objects.hashCode(f77);
    h = 31 * h + Objects.hashCode(f78);
    h = 31 * h + Objects.hashCode(f79);
    h = 31 * h + Objects.hashCode(f80);
    h = 31 * h + Objects.hashCode(f81);
    h = 31 * h + Objects.hashCode(f82);
    h = 31 * h + Objects.hashCode(f83);
    h = 31 * h + Objects.hashCode(f84);
    h = 31 * h + Objects.hashCode(f85);
    h = 31 * h + Objects.hashCode(f86);
    h = 31 * h + Objects.hashCode(f87);
    h = 31 * h + Objects.hashCode(f88);
    h = 31 * h + Objects.hashCode(f89);
    h = 31 * h + Objects.hashCode(f90);
    h = 31 * h + Objects.hashCode(f91);
    h = 31 * h + Objects.hashCode(f92);
    h = 31 * h + Objects.hashCode(f93);
    h = 31 * h + Objects.hashCode(f94);
    h = 31 * h + Objects.hashCode(f95);
    h = 31 * h + Objects.hashCode(f96);
    h = 31 * h + Objects.hashCode(f97);
    h = 31 * h + Objects.hashCode(f98);
    h = 31 * h + Objects.hashCode(f99);
    return h;
  }
}
