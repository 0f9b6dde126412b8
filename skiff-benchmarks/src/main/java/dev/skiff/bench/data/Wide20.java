package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A flat customer record of 20 fields, the "wide-20" data set: the smaller of the two classes the
 * first-use benchmarks meet fresh. Plain mutable POJO with accessors; the fields cycle through
 * {@code int}, {@code long}, {@code double}, {@code boolean}, {@code String}, {@code Integer},
 * {@code Long}, an enum ({@link Tier}) and {@code List<String>}, and two of them are {@code null}.
 */
public final class Wide20 implements Serializable {
  private int age;
  private long id;
  private double balance;
  private boolean active;
  private String name;
  private Integer loginCount;
  private Long lastLoginMillis;
  private Tier tier;
  private List<String> tags;
  private String email;
  private int score;
  private long createdAtMillis;
  private double discountRate;
  private boolean verified;
  private String country;
  private Integer referrals;
  private Long managerId;
  private Tier previousTier;
  private List<String> roles;
  private String phone;

  public Wide20() {}

  /** The value of the {@code wide-20} data set; every call builds a new, equal object. */
  public static Wide20 create() {
    Wide20 w = new Wide20();
    w.age = 42;
    w.id = 9_007_199_254_740_993L;
    w.balance = 12_345.67;
    w.active = true;
    w.name = "Ada Lovelace";
    w.loginCount = 1_337;
    w.lastLoginMillis = 1_717_171_717_171L;
    w.tier = Tier.GOLD;
    w.tags = new ArrayList<>(List.of("early-adopter", "beta", "newsletter"));
    w.email = "ada@example.org";
    w.score = -17;
    w.createdAtMillis = 1_500_000_000_000L;
    w.discountRate = 0.125;
    w.verified = false;
    w.country = "GB";
    w.referrals = 3;
    w.managerId = null;
    w.previousTier = Tier.SILVER;
    w.roles = new ArrayList<>(List.of("admin", "billing"));
    w.phone = null;
    return w;
  }

  /** The classes a registration-requiring serializer must know, in a fixed order. */
  public static List<Class<?>> classes() {
    return List.of(Wide20.class, Tier.class);
  }

  /** Reads every field once (the "touch" step of the benchmarks). */
  public long touch() {
    long h = 0;
    h = 31 * h + age;
    h = 31 * h + id;
    h = 31 * h + (long) balance;
    h = 31 * h + (active ? 1 : 0);
    h = 31 * h + (name == null ? 0 : name.length());
    h = 31 * h + (loginCount == null ? 0 : loginCount);
    h = 31 * h + (lastLoginMillis == null ? 0 : lastLoginMillis);
    h = 31 * h + (tier == null ? 0 : tier.ordinal());
    h = 31 * h + (tags == null ? 0 : tags.size());
    h = 31 * h + (email == null ? 0 : email.length());
    h = 31 * h + score;
    h = 31 * h + createdAtMillis;
    h = 31 * h + (long) discountRate;
    h = 31 * h + (verified ? 1 : 0);
    h = 31 * h + (country == null ? 0 : country.length());
    h = 31 * h + (referrals == null ? 0 : referrals);
    h = 31 * h + (managerId == null ? 0 : managerId);
    h = 31 * h + (previousTier == null ? 0 : previousTier.ordinal());
    h = 31 * h + (roles == null ? 0 : roles.size());
    h = 31 * h + (phone == null ? 0 : phone.length());
    return h;
  }

  public int getAge() {
    return age;
  }

  public void setAge(int age) {
    this.age = age;
  }

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public double getBalance() {
    return balance;
  }

  public void setBalance(double balance) {
    this.balance = balance;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public Integer getLoginCount() {
    return loginCount;
  }

  public void setLoginCount(Integer loginCount) {
    this.loginCount = loginCount;
  }

  public Long getLastLoginMillis() {
    return lastLoginMillis;
  }

  public void setLastLoginMillis(Long lastLoginMillis) {
    this.lastLoginMillis = lastLoginMillis;
  }

  public Tier getTier() {
    return tier;
  }

  public void setTier(Tier tier) {
    this.tier = tier;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public String getEmail() {
    return email;
  }

  public void setEmail(String email) {
    this.email = email;
  }

  public int getScore() {
    return score;
  }

  public void setScore(int score) {
    this.score = score;
  }

  public long getCreatedAtMillis() {
    return createdAtMillis;
  }

  public void setCreatedAtMillis(long createdAtMillis) {
    this.createdAtMillis = createdAtMillis;
  }

  public double getDiscountRate() {
    return discountRate;
  }

  public void setDiscountRate(double discountRate) {
    this.discountRate = discountRate;
  }

  public boolean isVerified() {
    return verified;
  }

  public void setVerified(boolean verified) {
    this.verified = verified;
  }

  public String getCountry() {
    return country;
  }

  public void setCountry(String country) {
    this.country = country;
  }

  public Integer getReferrals() {
    return referrals;
  }

  public void setReferrals(Integer referrals) {
    this.referrals = referrals;
  }

  public Long getManagerId() {
    return managerId;
  }

  public void setManagerId(Long managerId) {
    this.managerId = managerId;
  }

  public Tier getPreviousTier() {
    return previousTier;
  }

  public void setPreviousTier(Tier previousTier) {
    this.previousTier = previousTier;
  }

  public List<String> getRoles() {
    return roles;
  }

  public void setRoles(List<String> roles) {
    this.roles = roles;
  }

  public String getPhone() {
    return phone;
  }

  public void setPhone(String phone) {
    this.phone = phone;
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (!(other instanceof Wide20)) {
      return false;
    }
    Wide20 o = (Wide20) other;
    return age == o.age
        && id == o.id
        && Double.compare(balance, o.balance) == 0
        && active == o.active
        && Objects.equals(name, o.name)
        && Objects.equals(loginCount, o.loginCount)
        && Objects.equals(lastLoginMillis, o.lastLoginMillis)
        && Objects.equals(tier, o.tier)
        && Objects.equals(tags, o.tags)
        && Objects.equals(email, o.email)
        && score == o.score
        && createdAtMillis == o.createdAtMillis
        && Double.compare(discountRate, o.discountRate) == 0
        && verified == o.verified
        && Objects.equals(country, o.country)
        && Objects.equals(referrals, o.referrals)
        && Objects.equals(managerId, o.managerId)
        && Objects.equals(previousTier, o.previousTier)
        && Objects.equals(roles, o.roles)
        && Objects.equals(phone, o.phone);
  }

  @Override
  public int hashCode() {
    int h = 1;
    h = 31 * h + Integer.hashCode(age);
    h = 31 * h + Long.hashCode(id);
    h = 31 * h + Double.hashCode(balance);
    h = 31 * h + Boolean.hashCode(active);
    h = 31 * h + Objects.hashCode(name);
    h = 31 * h + Objects.hashCode(loginCount);
    h = 31 * h + Objects.hashCode(lastLoginMillis);
    h = 31 * h + Objects.hashCode(tier);
    h = 31 * h + Objects.hashCode(tags);
    h = 31 * h + Objects.hashCode(email);
    h = 31 * h + Integer.hashCode(score);
    h = 31 * h + Long.hashCode(createdAtMillis);
    h = 31 * h + Double.hashCode(discountRate);
    h = 31 * h + Boolean.hashCode(verified);
    h = 31 * h + Objects.hashCode(country);
    h = 31 * h + Objects.hashCode(referrals);
    h = 31 * h + Objects.hashCode(managerId);
    h = 31 * h + Objects.hashCode(previousTier);
    h = 31 * h + Objects.hashCode(roles);
    h = 31 * h + Objects.hashCode(phone);
    return h;
  }
}
