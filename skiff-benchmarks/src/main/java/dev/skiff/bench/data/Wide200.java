package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A flat object of 200 fields, the "wide-200" data set: the larger of the two classes the first-use
 * benchmarks meet fresh. Fields {@code f0} to {@code f199} cycle through the same ten kinds as
 * {@link Wide20} ({@code int}, {@code long}, {@code double}, {@code boolean}, {@code String},
 * {@code Integer}, {@code Long}, {@link Tier}, {@code List<String>}, {@code String}); nine of them
 * are {@code null} in {@link #create()}.
 *
 * <p>Generated once by a small script and kept as data. There are no accessors: every serializer
 * under comparison reads the fields (Jackson is configured for field visibility), and {@link
 * #touch()} reads them all.
 */
public final class Wide200 implements Serializable {
  private int f0;
  private long f1;
  private double f2;
  private boolean f3;
  private String f4;
  private Integer f5;
  private Long f6;
  private Tier f7;
  private List<String> f8;
  private String f9;
  private int f10;
  private long f11;
  private double f12;
  private boolean f13;
  private String f14;
  private Integer f15;
  private Long f16;
  private Tier f17;
  private List<String> f18;
  private String f19;
  private int f20;
  private long f21;
  private double f22;
  private boolean f23;
  private String f24;
  private Integer f25;
  private Long f26;
  private Tier f27;
  private List<String> f28;
  private String f29;
  private int f30;
  private long f31;
  private double f32;
  private boolean f33;
  private String f34;
  private Integer f35;
  private Long f36;
  private Tier f37;
  private List<String> f38;
  private String f39;
  private int f40;
  private long f41;
  private double f42;
  private boolean f43;
  private String f44;
  private Integer f45;
  private Long f46;
  private Tier f47;
  private List<String> f48;
  private String f49;
  private int f50;
  private long f51;
  private double f52;
  private boolean f53;
  private String f54;
  private Integer f55;
  private Long f56;
  private Tier f57;
  private List<String> f58;
  private String f59;
  private int f60;
  private long f61;
  private double f62;
  private boolean f63;
  private String f64;
  private Integer f65;
  private Long f66;
  private Tier f67;
  private List<String> f68;
  private String f69;
  private int f70;
  private long f71;
  private double f72;
  private boolean f73;
  private String f74;
  private Integer f75;
  private Long f76;
  private Tier f77;
  private List<String> f78;
  private String f79;
  private int f80;
  private long f81;
  private double f82;
  private boolean f83;
  private String f84;
  private Integer f85;
  private Long f86;
  private Tier f87;
  private List<String> f88;
  private String f89;
  private int f90;
  private long f91;
  private double f92;
  private boolean f93;
  private String f94;
  private Integer f95;
  private Long f96;
  private Tier f97;
  private List<String> f98;
  private String f99;
  private int f100;
  private long f101;
  private double f102;
  private boolean f103;
  private String f104;
  private Integer f105;
  private Long f106;
  private Tier f107;
  private List<String> f108;
  private String f109;
  private int f110;
  private long f111;
  private double f112;
  private boolean f113;
  private String f114;
  private Integer f115;
  private Long f116;
  private Tier f117;
  private List<String> f118;
  private String f119;
  private int f120;
  private long f121;
  private double f122;
  private boolean f123;
  private String f124;
  private Integer f125;
  private Long f126;
  private Tier f127;
  private List<String> f128;
  private String f129;
  private int f130;
  private long f131;
  private double f132;
  private boolean f133;
  private String f134;
  private Integer f135;
  private Long f136;
  private Tier f137;
  private List<String> f138;
  private String f139;
  private int f140;
  private long f141;
  private double f142;
  private boolean f143;
  private String f144;
  private Integer f145;
  private Long f146;
  private Tier f147;
  private List<String> f148;
  private String f149;
  private int f150;
  private long f151;
  private double f152;
  private boolean f153;
  private String f154;
  private Integer f155;
  private Long f156;
  private Tier f157;
  private List<String> f158;
  private String f159;
  private int f160;
  private long f161;
  private double f162;
  private boolean f163;
  private String f164;
  private Integer f165;
  private Long f166;
  private Tier f167;
  private List<String> f168;
  private String f169;
  private int f170;
  private long f171;
  private double f172;
  private boolean f173;
  private String f174;
  private Integer f175;
  private Long f176;
  private Tier f177;
  private List<String> f178;
  private String f179;
  private int f180;
  private long f181;
  private double f182;
  private boolean f183;
  private String f184;
  private Integer f185;
  private Long f186;
  private Tier f187;
  private List<String> f188;
  private String f189;
  private int f190;
  private long f191;
  private double f192;
  private boolean f193;
  private String f194;
  private Integer f195;
  private Long f196;
  private Tier f197;
  private List<String> f198;
  private String f199;

  public Wide200() {}

  /** The value of the {@code wide-200} data set; every call builds a new, equal object. */
  public static Wide200 create() {
    Wide200 w = new Wide200();
    w.f0 = -1;
    w.f1 = 1000000008L;
    w.f2 = 3.0;
    w.f3 = true;
    w.f4 = "value-4";
    w.f5 = 55;
    w.f6 = 6000018L;
    w.f7 = Tier.BRONZE;
    w.f8 = new ArrayList<>(List.of("a8", "b8"));
    w.f9 = "value-9";
    w.f10 = 1370;
    w.f11 = 11000000078L;
    w.f12 = 15.5;
    w.f13 = false;
    w.f14 = "value-14";
    w.f15 = null;
    w.f16 = 16000048L;
    w.f17 = Tier.SILVER;
    w.f18 = new ArrayList<>(List.of("a18", "b18"));
    w.f19 = "value-19";
    w.f20 = -21;
    w.f21 = 21000000148L;
    w.f22 = 28.0;
    w.f23 = false;
    w.f24 = "value-24";
    w.f25 = 275;
    w.f26 = 26000078L;
    w.f27 = Tier.GOLD;
    w.f28 = new ArrayList<>(List.of("a28", "b28"));
    w.f29 = "value-29";
    w.f30 = 2110;
    w.f31 = 31000000218L;
    w.f32 = 40.5;
    w.f33 = true;
    w.f34 = "value-34";
    w.f35 = 385;
    w.f36 = 36000108L;
    w.f37 = Tier.PLATINUM;
    w.f38 = new ArrayList<>(List.of("a38", "b38"));
    w.f39 = "value-39";
    w.f40 = -41;
    w.f41 = 41000000288L;
    w.f42 = 53.0;
    w.f43 = false;
    w.f44 = "value-44";
    w.f45 = 495;
    w.f46 = 46000138L;
    w.f47 = Tier.BRONZE;
    w.f48 = new ArrayList<>(List.of("a48", "b48"));
    w.f49 = null;
    w.f50 = 2850;
    w.f51 = 51000000358L;
    w.f52 = 65.5;
    w.f53 = false;
    w.f54 = "value-54";
    w.f55 = null;
    w.f56 = 56000168L;
    w.f57 = Tier.SILVER;
    w.f58 = new ArrayList<>(List.of("a58", "b58"));
    w.f59 = "value-59";
    w.f60 = -61;
    w.f61 = 61000000428L;
    w.f62 = 78.0;
    w.f63 = true;
    w.f64 = "value-64";
    w.f65 = 715;
    w.f66 = 66000198L;
    w.f67 = Tier.GOLD;
    w.f68 = new ArrayList<>(List.of("a68", "b68"));
    w.f69 = "value-69";
    w.f70 = 3590;
    w.f71 = 71000000498L;
    w.f72 = 90.5;
    w.f73 = false;
    w.f74 = "value-74";
    w.f75 = 825;
    w.f76 = 76000228L;
    w.f77 = Tier.PLATINUM;
    w.f78 = new ArrayList<>(List.of("a78", "b78"));
    w.f79 = "value-79";
    w.f80 = -81;
    w.f81 = 81000000568L;
    w.f82 = 103.0;
    w.f83 = false;
    w.f84 = "value-84";
    w.f85 = 935;
    w.f86 = 86000258L;
    w.f87 = Tier.BRONZE;
    w.f88 = new ArrayList<>(List.of("a88", "b88"));
    w.f89 = "value-89";
    w.f90 = 4330;
    w.f91 = 91000000638L;
    w.f92 = 115.5;
    w.f93 = true;
    w.f94 = "value-94";
    w.f95 = null;
    w.f96 = 96000288L;
    w.f97 = Tier.SILVER;
    w.f98 = new ArrayList<>(List.of("a98", "b98"));
    w.f99 = null;
    w.f100 = -101;
    w.f101 = 101000000708L;
    w.f102 = 128.0;
    w.f103 = false;
    w.f104 = "value-104";
    w.f105 = 1155;
    w.f106 = 106000318L;
    w.f107 = Tier.GOLD;
    w.f108 = new ArrayList<>(List.of("a108", "b108"));
    w.f109 = "value-109";
    w.f110 = 5070;
    w.f111 = 111000000778L;
    w.f112 = 140.5;
    w.f113 = false;
    w.f114 = "value-114";
    w.f115 = 1265;
    w.f116 = 116000348L;
    w.f117 = Tier.PLATINUM;
    w.f118 = new ArrayList<>(List.of("a118", "b118"));
    w.f119 = "value-119";
    w.f120 = -121;
    w.f121 = 121000000848L;
    w.f122 = 153.0;
    w.f123 = true;
    w.f124 = "value-124";
    w.f125 = 1375;
    w.f126 = 126000378L;
    w.f127 = Tier.BRONZE;
    w.f128 = new ArrayList<>(List.of("a128", "b128"));
    w.f129 = "value-129";
    w.f130 = 5810;
    w.f131 = 131000000918L;
    w.f132 = 165.5;
    w.f133 = false;
    w.f134 = "value-134";
    w.f135 = null;
    w.f136 = 136000408L;
    w.f137 = Tier.SILVER;
    w.f138 = new ArrayList<>(List.of("a138", "b138"));
    w.f139 = "value-139";
    w.f140 = -141;
    w.f141 = 141000000988L;
    w.f142 = 178.0;
    w.f143 = false;
    w.f144 = "value-144";
    w.f145 = 1595;
    w.f146 = 146000438L;
    w.f147 = Tier.GOLD;
    w.f148 = new ArrayList<>(List.of("a148", "b148"));
    w.f149 = null;
    w.f150 = 6550;
    w.f151 = 151000001058L;
    w.f152 = 190.5;
    w.f153 = true;
    w.f154 = "value-154";
    w.f155 = 1705;
    w.f156 = 156000468L;
    w.f157 = Tier.PLATINUM;
    w.f158 = new ArrayList<>(List.of("a158", "b158"));
    w.f159 = "value-159";
    w.f160 = -161;
    w.f161 = 161000001128L;
    w.f162 = 203.0;
    w.f163 = false;
    w.f164 = "value-164";
    w.f165 = 1815;
    w.f166 = 166000498L;
    w.f167 = Tier.BRONZE;
    w.f168 = new ArrayList<>(List.of("a168", "b168"));
    w.f169 = "value-169";
    w.f170 = 7290;
    w.f171 = 171000001198L;
    w.f172 = 215.5;
    w.f173 = false;
    w.f174 = "value-174";
    w.f175 = null;
    w.f176 = 176000528L;
    w.f177 = Tier.SILVER;
    w.f178 = new ArrayList<>(List.of("a178", "b178"));
    w.f179 = "value-179";
    w.f180 = -181;
    w.f181 = 181000001268L;
    w.f182 = 228.0;
    w.f183 = true;
    w.f184 = "value-184";
    w.f185 = 2035;
    w.f186 = 186000558L;
    w.f187 = Tier.GOLD;
    w.f188 = new ArrayList<>(List.of("a188", "b188"));
    w.f189 = "value-189";
    w.f190 = 8030;
    w.f191 = 191000001338L;
    w.f192 = 240.5;
    w.f193 = false;
    w.f194 = "value-194";
    w.f195 = 2145;
    w.f196 = 196000588L;
    w.f197 = Tier.PLATINUM;
    w.f198 = new ArrayList<>(List.of("a198", "b198"));
    w.f199 = null;
    return w;
  }

  /** The classes a registration-requiring serializer must know, in a fixed order. */
  public static List<Class<?>> classes() {
    return List.of(Wide200.class, Tier.class);
  }

  /** Reads every field once (the "touch" step of the benchmarks). */
  public long touch() {
    long h = 0;
    h = 31 * h + f0;
    h = 31 * h + f1;
    h = 31 * h + (long) f2;
    h = 31 * h + (f3 ? 1 : 0);
    h = 31 * h + (f4 == null ? 0 : f4.length());
    h = 31 * h + (f5 == null ? 0 : f5);
    h = 31 * h + (f6 == null ? 0 : f6);
    h = 31 * h + (f7 == null ? 0 : f7.ordinal());
    h = 31 * h + (f8 == null ? 0 : f8.size());
    h = 31 * h + (f9 == null ? 0 : f9.length());
    h = 31 * h + f10;
    h = 31 * h + f11;
    h = 31 * h + (long) f12;
    h = 31 * h + (f13 ? 1 : 0);
    h = 31 * h + (f14 == null ? 0 : f14.length());
    h = 31 * h + (f15 == null ? 0 : f15);
    h = 31 * h + (f16 == null ? 0 : f16);
    h = 31 * h + (f17 == null ? 0 : f17.ordinal());
    h = 31 * h + (f18 == null ? 0 : f18.size());
    h = 31 * h + (f19 == null ? 0 : f19.length());
    h = 31 * h + f20;
    h = 31 * h + f21;
    h = 31 * h + (long) f22;
    h = 31 * h + (f23 ? 1 : 0);
    h = 31 * h + (f24 == null ? 0 : f24.length());
    h = 31 * h + (f25 == null ? 0 : f25);
    h = 31 * h + (f26 == null ? 0 : f26);
    h = 31 * h + (f27 == null ? 0 : f27.ordinal());
    h = 31 * h + (f28 == null ? 0 : f28.size());
    h = 31 * h + (f29 == null ? 0 : f29.length());
    h = 31 * h + f30;
    h = 31 * h + f31;
    h = 31 * h + (long) f32;
    h = 31 * h + (f33 ? 1 : 0);
    h = 31 * h + (f34 == null ? 0 : f34.length());
    h = 31 * h + (f35 == null ? 0 : f35);
    h = 31 * h + (f36 == null ? 0 : f36);
    h = 31 * h + (f37 == null ? 0 : f37.ordinal());
    h = 31 * h + (f38 == null ? 0 : f38.size());
    h = 31 * h + (f39 == null ? 0 : f39.length());
    h = 31 * h + f40;
    h = 31 * h + f41;
    h = 31 * h + (long) f42;
    h = 31 * h + (f43 ? 1 : 0);
    h = 31 * h + (f44 == null ? 0 : f44.length());
    h = 31 * h + (f45 == null ? 0 : f45);
    h = 31 * h + (f46 == null ? 0 : f46);
    h = 31 * h + (f47 == null ? 0 : f47.ordinal());
    h = 31 * h + (f48 == null ? 0 : f48.size());
    h = 31 * h + (f49 == null ? 0 : f49.length());
    h = 31 * h + f50;
    h = 31 * h + f51;
    h = 31 * h + (long) f52;
    h = 31 * h + (f53 ? 1 : 0);
    h = 31 * h + (f54 == null ? 0 : f54.length());
    h = 31 * h + (f55 == null ? 0 : f55);
    h = 31 * h + (f56 == null ? 0 : f56);
    h = 31 * h + (f57 == null ? 0 : f57.ordinal());
    h = 31 * h + (f58 == null ? 0 : f58.size());
    h = 31 * h + (f59 == null ? 0 : f59.length());
    h = 31 * h + f60;
    h = 31 * h + f61;
    h = 31 * h + (long) f62;
    h = 31 * h + (f63 ? 1 : 0);
    h = 31 * h + (f64 == null ? 0 : f64.length());
    h = 31 * h + (f65 == null ? 0 : f65);
    h = 31 * h + (f66 == null ? 0 : f66);
    h = 31 * h + (f67 == null ? 0 : f67.ordinal());
    h = 31 * h + (f68 == null ? 0 : f68.size());
    h = 31 * h + (f69 == null ? 0 : f69.length());
    h = 31 * h + f70;
    h = 31 * h + f71;
    h = 31 * h + (long) f72;
    h = 31 * h + (f73 ? 1 : 0);
    h = 31 * h + (f74 == null ? 0 : f74.length());
    h = 31 * h + (f75 == null ? 0 : f75);
    h = 31 * h + (f76 == null ? 0 : f76);
    h = 31 * h + (f77 == null ? 0 : f77.ordinal());
    h = 31 * h + (f78 == null ? 0 : f78.size());
    h = 31 * h + (f79 == null ? 0 : f79.length());
    h = 31 * h + f80;
    h = 31 * h + f81;
    h = 31 * h + (long) f82;
    h = 31 * h + (f83 ? 1 : 0);
    h = 31 * h + (f84 == null ? 0 : f84.length());
    h = 31 * h + (f85 == null ? 0 : f85);
    h = 31 * h + (f86 == null ? 0 : f86);
    h = 31 * h + (f87 == null ? 0 : f87.ordinal());
    h = 31 * h + (f88 == null ? 0 : f88.size());
    h = 31 * h + (f89 == null ? 0 : f89.length());
    h = 31 * h + f90;
    h = 31 * h + f91;
    h = 31 * h + (long) f92;
    h = 31 * h + (f93 ? 1 : 0);
    h = 31 * h + (f94 == null ? 0 : f94.length());
    h = 31 * h + (f95 == null ? 0 : f95);
    h = 31 * h + (f96 == null ? 0 : f96);
    h = 31 * h + (f97 == null ? 0 : f97.ordinal());
    h = 31 * h + (f98 == null ? 0 : f98.size());
    h = 31 * h + (f99 == null ? 0 : f99.length());
    h = 31 * h + f100;
    h = 31 * h + f101;
    h = 31 * h + (long) f102;
    h = 31 * h + (f103 ? 1 : 0);
    h = 31 * h + (f104 == null ? 0 : f104.length());
    h = 31 * h + (f105 == null ? 0 : f105);
    h = 31 * h + (f106 == null ? 0 : f106);
    h = 31 * h + (f107 == null ? 0 : f107.ordinal());
    h = 31 * h + (f108 == null ? 0 : f108.size());
    h = 31 * h + (f109 == null ? 0 : f109.length());
    h = 31 * h + f110;
    h = 31 * h + f111;
    h = 31 * h + (long) f112;
    h = 31 * h + (f113 ? 1 : 0);
    h = 31 * h + (f114 == null ? 0 : f114.length());
    h = 31 * h + (f115 == null ? 0 : f115);
    h = 31 * h + (f116 == null ? 0 : f116);
    h = 31 * h + (f117 == null ? 0 : f117.ordinal());
    h = 31 * h + (f118 == null ? 0 : f118.size());
    h = 31 * h + (f119 == null ? 0 : f119.length());
    h = 31 * h + f120;
    h = 31 * h + f121;
    h = 31 * h + (long) f122;
    h = 31 * h + (f123 ? 1 : 0);
    h = 31 * h + (f124 == null ? 0 : f124.length());
    h = 31 * h + (f125 == null ? 0 : f125);
    h = 31 * h + (f126 == null ? 0 : f126);
    h = 31 * h + (f127 == null ? 0 : f127.ordinal());
    h = 31 * h + (f128 == null ? 0 : f128.size());
    h = 31 * h + (f129 == null ? 0 : f129.length());
    h = 31 * h + f130;
    h = 31 * h + f131;
    h = 31 * h + (long) f132;
    h = 31 * h + (f133 ? 1 : 0);
    h = 31 * h + (f134 == null ? 0 : f134.length());
    h = 31 * h + (f135 == null ? 0 : f135);
    h = 31 * h + (f136 == null ? 0 : f136);
    h = 31 * h + (f137 == null ? 0 : f137.ordinal());
    h = 31 * h + (f138 == null ? 0 : f138.size());
    h = 31 * h + (f139 == null ? 0 : f139.length());
    h = 31 * h + f140;
    h = 31 * h + f141;
    h = 31 * h + (long) f142;
    h = 31 * h + (f143 ? 1 : 0);
    h = 31 * h + (f144 == null ? 0 : f144.length());
    h = 31 * h + (f145 == null ? 0 : f145);
    h = 31 * h + (f146 == null ? 0 : f146);
    h = 31 * h + (f147 == null ? 0 : f147.ordinal());
    h = 31 * h + (f148 == null ? 0 : f148.size());
    h = 31 * h + (f149 == null ? 0 : f149.length());
    h = 31 * h + f150;
    h = 31 * h + f151;
    h = 31 * h + (long) f152;
    h = 31 * h + (f153 ? 1 : 0);
    h = 31 * h + (f154 == null ? 0 : f154.length());
    h = 31 * h + (f155 == null ? 0 : f155);
    h = 31 * h + (f156 == null ? 0 : f156);
    h = 31 * h + (f157 == null ? 0 : f157.ordinal());
    h = 31 * h + (f158 == null ? 0 : f158.size());
    h = 31 * h + (f159 == null ? 0 : f159.length());
    h = 31 * h + f160;
    h = 31 * h + f161;
    h = 31 * h + (long) f162;
    h = 31 * h + (f163 ? 1 : 0);
    h = 31 * h + (f164 == null ? 0 : f164.length());
    h = 31 * h + (f165 == null ? 0 : f165);
    h = 31 * h + (f166 == null ? 0 : f166);
    h = 31 * h + (f167 == null ? 0 : f167.ordinal());
    h = 31 * h + (f168 == null ? 0 : f168.size());
    h = 31 * h + (f169 == null ? 0 : f169.length());
    h = 31 * h + f170;
    h = 31 * h + f171;
    h = 31 * h + (long) f172;
    h = 31 * h + (f173 ? 1 : 0);
    h = 31 * h + (f174 == null ? 0 : f174.length());
    h = 31 * h + (f175 == null ? 0 : f175);
    h = 31 * h + (f176 == null ? 0 : f176);
    h = 31 * h + (f177 == null ? 0 : f177.ordinal());
    h = 31 * h + (f178 == null ? 0 : f178.size());
    h = 31 * h + (f179 == null ? 0 : f179.length());
    h = 31 * h + f180;
    h = 31 * h + f181;
    h = 31 * h + (long) f182;
    h = 31 * h + (f183 ? 1 : 0);
    h = 31 * h + (f184 == null ? 0 : f184.length());
    h = 31 * h + (f185 == null ? 0 : f185);
    h = 31 * h + (f186 == null ? 0 : f186);
    h = 31 * h + (f187 == null ? 0 : f187.ordinal());
    h = 31 * h + (f188 == null ? 0 : f188.size());
    h = 31 * h + (f189 == null ? 0 : f189.length());
    h = 31 * h + f190;
    h = 31 * h + f191;
    h = 31 * h + (long) f192;
    h = 31 * h + (f193 ? 1 : 0);
    h = 31 * h + (f194 == null ? 0 : f194.length());
    h = 31 * h + (f195 == null ? 0 : f195);
    h = 31 * h + (f196 == null ? 0 : f196);
    h = 31 * h + (f197 == null ? 0 : f197.ordinal());
    h = 31 * h + (f198 == null ? 0 : f198.size());
    h = 31 * h + (f199 == null ? 0 : f199.length());
    return h;
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (!(other instanceof Wide200)) {
      return false;
    }
    Wide200 o = (Wide200) other;
    return f0 == o.f0
        && f1 == o.f1
        && Double.compare(f2, o.f2) == 0
        && f3 == o.f3
        && Objects.equals(f4, o.f4)
        && Objects.equals(f5, o.f5)
        && Objects.equals(f6, o.f6)
        && Objects.equals(f7, o.f7)
        && Objects.equals(f8, o.f8)
        && Objects.equals(f9, o.f9)
        && f10 == o.f10
        && f11 == o.f11
        && Double.compare(f12, o.f12) == 0
        && f13 == o.f13
        && Objects.equals(f14, o.f14)
        && Objects.equals(f15, o.f15)
        && Objects.equals(f16, o.f16)
        && Objects.equals(f17, o.f17)
        && Objects.equals(f18, o.f18)
        && Objects.equals(f19, o.f19)
        && f20 == o.f20
        && f21 == o.f21
        && Double.compare(f22, o.f22) == 0
        && f23 == o.f23
        && Objects.equals(f24, o.f24)
        && Objects.equals(f25, o.f25)
        && Objects.equals(f26, o.f26)
        && Objects.equals(f27, o.f27)
        && Objects.equals(f28, o.f28)
        && Objects.equals(f29, o.f29)
        && f30 == o.f30
        && f31 == o.f31
        && Double.compare(f32, o.f32) == 0
        && f33 == o.f33
        && Objects.equals(f34, o.f34)
        && Objects.equals(f35, o.f35)
        && Objects.equals(f36, o.f36)
        && Objects.equals(f37, o.f37)
        && Objects.equals(f38, o.f38)
        && Objects.equals(f39, o.f39)
        && f40 == o.f40
        && f41 == o.f41
        && Double.compare(f42, o.f42) == 0
        && f43 == o.f43
        && Objects.equals(f44, o.f44)
        && Objects.equals(f45, o.f45)
        && Objects.equals(f46, o.f46)
        && Objects.equals(f47, o.f47)
        && Objects.equals(f48, o.f48)
        && Objects.equals(f49, o.f49)
        && f50 == o.f50
        && f51 == o.f51
        && Double.compare(f52, o.f52) == 0
        && f53 == o.f53
        && Objects.equals(f54, o.f54)
        && Objects.equals(f55, o.f55)
        && Objects.equals(f56, o.f56)
        && Objects.equals(f57, o.f57)
        && Objects.equals(f58, o.f58)
        && Objects.equals(f59, o.f59)
        && f60 == o.f60
        && f61 == o.f61
        && Double.compare(f62, o.f62) == 0
        && f63 == o.f63
        && Objects.equals(f64, o.f64)
        && Objects.equals(f65, o.f65)
        && Objects.equals(f66, o.f66)
        && Objects.equals(f67, o.f67)
        && Objects.equals(f68, o.f68)
        && Objects.equals(f69, o.f69)
        && f70 == o.f70
        && f71 == o.f71
        && Double.compare(f72, o.f72) == 0
        && f73 == o.f73
        && Objects.equals(f74, o.f74)
        && Objects.equals(f75, o.f75)
        && Objects.equals(f76, o.f76)
        && Objects.equals(f77, o.f77)
        && Objects.equals(f78, o.f78)
        && Objects.equals(f79, o.f79)
        && f80 == o.f80
        && f81 == o.f81
        && Double.compare(f82, o.f82) == 0
        && f83 == o.f83
        && Objects.equals(f84, o.f84)
        && Objects.equals(f85, o.f85)
        && Objects.equals(f86, o.f86)
        && Objects.equals(f87, o.f87)
        && Objects.equals(f88, o.f88)
        && Objects.equals(f89, o.f89)
        && f90 == o.f90
        && f91 == o.f91
        && Double.compare(f92, o.f92) == 0
        && f93 == o.f93
        && Objects.equals(f94, o.f94)
        && Objects.equals(f95, o.f95)
        && Objects.equals(f96, o.f96)
        && Objects.equals(f97, o.f97)
        && Objects.equals(f98, o.f98)
        && Objects.equals(f99, o.f99)
        && f100 == o.f100
        && f101 == o.f101
        && Double.compare(f102, o.f102) == 0
        && f103 == o.f103
        && Objects.equals(f104, o.f104)
        && Objects.equals(f105, o.f105)
        && Objects.equals(f106, o.f106)
        && Objects.equals(f107, o.f107)
        && Objects.equals(f108, o.f108)
        && Objects.equals(f109, o.f109)
        && f110 == o.f110
        && f111 == o.f111
        && Double.compare(f112, o.f112) == 0
        && f113 == o.f113
        && Objects.equals(f114, o.f114)
        && Objects.equals(f115, o.f115)
        && Objects.equals(f116, o.f116)
        && Objects.equals(f117, o.f117)
        && Objects.equals(f118, o.f118)
        && Objects.equals(f119, o.f119)
        && f120 == o.f120
        && f121 == o.f121
        && Double.compare(f122, o.f122) == 0
        && f123 == o.f123
        && Objects.equals(f124, o.f124)
        && Objects.equals(f125, o.f125)
        && Objects.equals(f126, o.f126)
        && Objects.equals(f127, o.f127)
        && Objects.equals(f128, o.f128)
        && Objects.equals(f129, o.f129)
        && f130 == o.f130
        && f131 == o.f131
        && Double.compare(f132, o.f132) == 0
        && f133 == o.f133
        && Objects.equals(f134, o.f134)
        && Objects.equals(f135, o.f135)
        && Objects.equals(f136, o.f136)
        && Objects.equals(f137, o.f137)
        && Objects.equals(f138, o.f138)
        && Objects.equals(f139, o.f139)
        && f140 == o.f140
        && f141 == o.f141
        && Double.compare(f142, o.f142) == 0
        && f143 == o.f143
        && Objects.equals(f144, o.f144)
        && Objects.equals(f145, o.f145)
        && Objects.equals(f146, o.f146)
        && Objects.equals(f147, o.f147)
        && Objects.equals(f148, o.f148)
        && Objects.equals(f149, o.f149)
        && f150 == o.f150
        && f151 == o.f151
        && Double.compare(f152, o.f152) == 0
        && f153 == o.f153
        && Objects.equals(f154, o.f154)
        && Objects.equals(f155, o.f155)
        && Objects.equals(f156, o.f156)
        && Objects.equals(f157, o.f157)
        && Objects.equals(f158, o.f158)
        && Objects.equals(f159, o.f159)
        && f160 == o.f160
        && f161 == o.f161
        && Double.compare(f162, o.f162) == 0
        && f163 == o.f163
        && Objects.equals(f164, o.f164)
        && Objects.equals(f165, o.f165)
        && Objects.equals(f166, o.f166)
        && Objects.equals(f167, o.f167)
        && Objects.equals(f168, o.f168)
        && Objects.equals(f169, o.f169)
        && f170 == o.f170
        && f171 == o.f171
        && Double.compare(f172, o.f172) == 0
        && f173 == o.f173
        && Objects.equals(f174, o.f174)
        && Objects.equals(f175, o.f175)
        && Objects.equals(f176, o.f176)
        && Objects.equals(f177, o.f177)
        && Objects.equals(f178, o.f178)
        && Objects.equals(f179, o.f179)
        && f180 == o.f180
        && f181 == o.f181
        && Double.compare(f182, o.f182) == 0
        && f183 == o.f183
        && Objects.equals(f184, o.f184)
        && Objects.equals(f185, o.f185)
        && Objects.equals(f186, o.f186)
        && Objects.equals(f187, o.f187)
        && Objects.equals(f188, o.f188)
        && Objects.equals(f189, o.f189)
        && f190 == o.f190
        && f191 == o.f191
        && Double.compare(f192, o.f192) == 0
        && f193 == o.f193
        && Objects.equals(f194, o.f194)
        && Objects.equals(f195, o.f195)
        && Objects.equals(f196, o.f196)
        && Objects.equals(f197, o.f197)
        && Objects.equals(f198, o.f198)
        && Objects.equals(f199, o.f199);
  }

  @Override
  public int hashCode() {
    int h = 1;
    h = 31 * h + Integer.hashCode(f0);
    h = 31 * h + Long.hashCode(f1);
    h = 31 * h + Double.hashCode(f2);
    h = 31 * h + Boolean.hashCode(f3);
    h = 31 * h + Objects.hashCode(f4);
    h = 31 * h + Objects.hashCode(f5);
    h = 31 * h + Objects.hashCode(f6);
    h = 31 * h + Objects.hashCode(f7);
    h = 31 * h + Objects.hashCode(f8);
    h = 31 * h + Objects.hashCode(f9);
    h = 31 * h + Integer.hashCode(f10);
    h = 31 * h + Long.hashCode(f11);
    h = 31 * h + Double.hashCode(f12);
    h = 31 * h + Boolean.hashCode(f13);
    h = 31 * h + Objects.hashCode(f14);
    h = 31 * h + Objects.hashCode(f15);
    h = 31 * h + Objects.hashCode(f16);
    h = 31 * h + Objects.hashCode(f17);
    h = 31 * h + Objects.hashCode(f18);
    h = 31 * h + Objects.hashCode(f19);
    h = 31 * h + Integer.hashCode(f20);
    h = 31 * h + Long.hashCode(f21);
    h = 31 * h + Double.hashCode(f22);
    h = 31 * h + Boolean.hashCode(f23);
    h = 31 * h + Objects.hashCode(f24);
    h = 31 * h + Objects.hashCode(f25);
    h = 31 * h + Objects.hashCode(f26);
    h = 31 * h + Objects.hashCode(f27);
    h = 31 * h + Objects.hashCode(f28);
    h = 31 * h + Objects.hashCode(f29);
    h = 31 * h + Integer.hashCode(f30);
    h = 31 * h + Long.hashCode(f31);
    h = 31 * h + Double.hashCode(f32);
    h = 31 * h + Boolean.hashCode(f33);
    h = 31 * h + Objects.hashCode(f34);
    h = 31 * h + Objects.hashCode(f35);
    h = 31 * h + Objects.hashCode(f36);
    h = 31 * h + Objects.hashCode(f37);
    h = 31 * h + Objects.hashCode(f38);
    h = 31 * h + Objects.hashCode(f39);
    h = 31 * h + Integer.hashCode(f40);
    h = 31 * h + Long.hashCode(f41);
    h = 31 * h + Double.hashCode(f42);
    h = 31 * h + Boolean.hashCode(f43);
    h = 31 * h + Objects.hashCode(f44);
    h = 31 * h + Objects.hashCode(f45);
    h = 31 * h + Objects.hashCode(f46);
    h = 31 * h + Objects.hashCode(f47);
    h = 31 * h + Objects.hashCode(f48);
    h = 31 * h + Objects.hashCode(f49);
    h = 31 * h + Integer.hashCode(f50);
    h = 31 * h + Long.hashCode(f51);
    h = 31 * h + Double.hashCode(f52);
    h = 31 * h + Boolean.hashCode(f53);
    h = 31 * h + Objects.hashCode(f54);
    h = 31 * h + Objects.hashCode(f55);
    h = 31 * h + Objects.hashCode(f56);
    h = 31 * h + Objects.hashCode(f57);
    h = 31 * h + Objects.hashCode(f58);
    h = 31 * h + Objects.hashCode(f59);
    h = 31 * h + Integer.hashCode(f60);
    h = 31 * h + Long.hashCode(f61);
    h = 31 * h + Double.hashCode(f62);
    h = 31 * h + Boolean.hashCode(f63);
    h = 31 * h + Objects.hashCode(f64);
    h = 31 * h + Objects.hashCode(f65);
    h = 31 * h + Objects.hashCode(f66);
    h = 31 * h + Objects.hashCode(f67);
    h = 31 * h + Objects.hashCode(f68);
    h = 31 * h + Objects.hashCode(f69);
    h = 31 * h + Integer.hashCode(f70);
    h = 31 * h + Long.hashCode(f71);
    h = 31 * h + Double.hashCode(f72);
    h = 31 * h + Boolean.hashCode(f73);
    h = 31 * h + Objects.hashCode(f74);
    h = 31 * h + Objects.hashCode(f75);
    h = 31 * h + Objects.hashCode(f76);
    h = 31 * h + Objects.hashCode(f77);
    h = 31 * h + Objects.hashCode(f78);
    h = 31 * h + Objects.hashCode(f79);
    h = 31 * h + Integer.hashCode(f80);
    h = 31 * h + Long.hashCode(f81);
    h = 31 * h + Double.hashCode(f82);
    h = 31 * h + Boolean.hashCode(f83);
    h = 31 * h + Objects.hashCode(f84);
    h = 31 * h + Objects.hashCode(f85);
    h = 31 * h + Objects.hashCode(f86);
    h = 31 * h + Objects.hashCode(f87);
    h = 31 * h + Objects.hashCode(f88);
    h = 31 * h + Objects.hashCode(f89);
    h = 31 * h + Integer.hashCode(f90);
    h = 31 * h + Long.hashCode(f91);
    h = 31 * h + Double.hashCode(f92);
    h = 31 * h + Boolean.hashCode(f93);
    h = 31 * h + Objects.hashCode(f94);
    h = 31 * h + Objects.hashCode(f95);
    h = 31 * h + Objects.hashCode(f96);
    h = 31 * h + Objects.hashCode(f97);
    h = 31 * h + Objects.hashCode(f98);
    h = 31 * h + Objects.hashCode(f99);
    h = 31 * h + Integer.hashCode(f100);
    h = 31 * h + Long.hashCode(f101);
    h = 31 * h + Double.hashCode(f102);
    h = 31 * h + Boolean.hashCode(f103);
    h = 31 * h + Objects.hashCode(f104);
    h = 31 * h + Objects.hashCode(f105);
    h = 31 * h + Objects.hashCode(f106);
    h = 31 * h + Objects.hashCode(f107);
    h = 31 * h + Objects.hashCode(f108);
    h = 31 * h + Objects.hashCode(f109);
    h = 31 * h + Integer.hashCode(f110);
    h = 31 * h + Long.hashCode(f111);
    h = 31 * h + Double.hashCode(f112);
    h = 31 * h + Boolean.hashCode(f113);
    h = 31 * h + Objects.hashCode(f114);
    h = 31 * h + Objects.hashCode(f115);
    h = 31 * h + Objects.hashCode(f116);
    h = 31 * h + Objects.hashCode(f117);
    h = 31 * h + Objects.hashCode(f118);
    h = 31 * h + Objects.hashCode(f119);
    h = 31 * h + Integer.hashCode(f120);
    h = 31 * h + Long.hashCode(f121);
    h = 31 * h + Double.hashCode(f122);
    h = 31 * h + Boolean.hashCode(f123);
    h = 31 * h + Objects.hashCode(f124);
    h = 31 * h + Objects.hashCode(f125);
    h = 31 * h + Objects.hashCode(f126);
    h = 31 * h + Objects.hashCode(f127);
    h = 31 * h + Objects.hashCode(f128);
    h = 31 * h + Objects.hashCode(f129);
    h = 31 * h + Integer.hashCode(f130);
    h = 31 * h + Long.hashCode(f131);
    h = 31 * h + Double.hashCode(f132);
    h = 31 * h + Boolean.hashCode(f133);
    h = 31 * h + Objects.hashCode(f134);
    h = 31 * h + Objects.hashCode(f135);
    h = 31 * h + Objects.hashCode(f136);
    h = 31 * h + Objects.hashCode(f137);
    h = 31 * h + Objects.hashCode(f138);
    h = 31 * h + Objects.hashCode(f139);
    h = 31 * h + Integer.hashCode(f140);
    h = 31 * h + Long.hashCode(f141);
    h = 31 * h + Double.hashCode(f142);
    h = 31 * h + Boolean.hashCode(f143);
    h = 31 * h + Objects.hashCode(f144);
    h = 31 * h + Objects.hashCode(f145);
    h = 31 * h + Objects.hashCode(f146);
    h = 31 * h + Objects.hashCode(f147);
    h = 31 * h + Objects.hashCode(f148);
    h = 31 * h + Objects.hashCode(f149);
    h = 31 * h + Integer.hashCode(f150);
    h = 31 * h + Long.hashCode(f151);
    h = 31 * h + Double.hashCode(f152);
    h = 31 * h + Boolean.hashCode(f153);
    h = 31 * h + Objects.hashCode(f154);
    h = 31 * h + Objects.hashCode(f155);
    h = 31 * h + Objects.hashCode(f156);
    h = 31 * h + Objects.hashCode(f157);
    h = 31 * h + Objects.hashCode(f158);
    h = 31 * h + Objects.hashCode(f159);
    h = 31 * h + Integer.hashCode(f160);
    h = 31 * h + Long.hashCode(f161);
    h = 31 * h + Double.hashCode(f162);
    h = 31 * h + Boolean.hashCode(f163);
    h = 31 * h + Objects.hashCode(f164);
    h = 31 * h + Objects.hashCode(f165);
    h = 31 * h + Objects.hashCode(f166);
    h = 31 * h + Objects.hashCode(f167);
    h = 31 * h + Objects.hashCode(f168);
    h = 31 * h + Objects.hashCode(f169);
    h = 31 * h + Integer.hashCode(f170);
    h = 31 * h + Long.hashCode(f171);
    h = 31 * h + Double.hashCode(f172);
    h = 31 * h + Boolean.hashCode(f173);
    h = 31 * h + Objects.hashCode(f174);
    h = 31 * h + Objects.hashCode(f175);
    h = 31 * h + Objects.hashCode(f176);
    h = 31 * h + Objects.hashCode(f177);
    h = 31 * h + Objects.hashCode(f178);
    h = 31 * h + Objects.hashCode(f179);
    h = 31 * h + Integer.hashCode(f180);
    h = 31 * h + Long.hashCode(f181);
    h = 31 * h + Double.hashCode(f182);
    h = 31 * h + Boolean.hashCode(f183);
    h = 31 * h + Objects.hashCode(f184);
    h = 31 * h + Objects.hashCode(f185);
    h = 31 * h + Objects.hashCode(f186);
    h = 31 * h + Objects.hashCode(f187);
    h = 31 * h + Objects.hashCode(f188);
    h = 31 * h + Objects.hashCode(f189);
    h = 31 * h + Integer.hashCode(f190);
    h = 31 * h + Long.hashCode(f191);
    h = 31 * h + Double.hashCode(f192);
    h = 31 * h + Boolean.hashCode(f193);
    h = 31 * h + Objects.hashCode(f194);
    h = 31 * h + Objects.hashCode(f195);
    h = 31 * h + Objects.hashCode(f196);
    h = 31 * h + Objects.hashCode(f197);
    h = 31 * h + Objects.hashCode(f198);
    h = 31 * h + Objects.hashCode(f199);
    return h;
  }
}
