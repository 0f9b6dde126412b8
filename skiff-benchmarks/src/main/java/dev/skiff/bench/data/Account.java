package dev.skiff.bench.data;

import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A user account as a cache holds it, one per message: the {@code account} data set and the unit of
 * the volume test's {@code --data=account}. See {@link Accounts} for how the values are generated.
 * Plain mutable POJO.
 */
public final class Account implements Serializable {

  /** The state of an account. */
  public enum Status {
    ACTIVE,
    PENDING_VERIFICATION,
    SUSPENDED,
    CLOSED
  }

  private long id;
  private String login;
  private String displayName;
  private Instant createdAt;
  private List<String> roles;
  private Map<String, String> attributes;
  private double balance;
  private Status status;

  public Account() {}

  public Account(
      long id,
      String login,
      String displayName,
      Instant createdAt,
      List<String> roles,
      Map<String, String> attributes,
      double balance,
      Status status) {
    this.id = id;
    this.login = login;
    this.displayName = displayName;
    this.createdAt = createdAt;
    this.roles = roles;
    this.attributes = attributes;
    this.balance = balance;
    this.status = status;
  }

  public long getId() {
    return id;
  }

  public void setId(long id) {
    this.id = id;
  }

  public String getLogin() {
    return login;
  }

  public void setLogin(String login) {
    this.login = login;
  }

  public String getDisplayName() {
    return displayName;
  }

  public void setDisplayName(String displayName) {
    this.displayName = displayName;
  }

  public Instant getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
  }

  public List<String> getRoles() {
    return roles;
  }

  public void setRoles(List<String> roles) {
    this.roles = roles;
  }

  public Map<String, String> getAttributes() {
    return attributes;
  }

  public void setAttributes(Map<String, String> attributes) {
    this.attributes = attributes;
  }

  public double getBalance() {
    return balance;
  }

  public void setBalance(double balance) {
    this.balance = balance;
  }

  public Status getStatus() {
    return status;
  }

  public void setStatus(Status status) {
    this.status = status;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Account)) {
      return false;
    }
    Account a = (Account) o;
    return id == a.id
        && Double.compare(balance, a.balance) == 0
        && Objects.equals(login, a.login)
        && Objects.equals(displayName, a.displayName)
        && Objects.equals(createdAt, a.createdAt)
        && Objects.equals(roles, a.roles)
        && Objects.equals(attributes, a.attributes)
        && status == a.status;
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, login, displayName, createdAt, roles, attributes, balance, status);
  }

  @Override
  public String toString() {
    return "Account{" + id + ", " + login + ", " + displayName + ", " + status + "}";
  }
}
