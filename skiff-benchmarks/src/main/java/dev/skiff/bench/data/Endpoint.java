package dev.skiff.bench.data;

import java.io.Serializable;
import java.util.Objects;

/**
 * One HTTP endpoint of a {@link ServiceStats}: path, method, timeout and whether it needs a login.
 */
public final class Endpoint implements Serializable {
  private String path;
  private String method;
  private int timeoutMs;
  private boolean authenticated;

  public Endpoint() {}

  public Endpoint(String path, String method, int timeoutMs, boolean authenticated) {
    this.path = path;
    this.method = method;
    this.timeoutMs = timeoutMs;
    this.authenticated = authenticated;
  }

  public String getPath() {
    return path;
  }

  public void setPath(String path) {
    this.path = path;
  }

  public String getMethod() {
    return method;
  }

  public void setMethod(String method) {
    this.method = method;
  }

  public int getTimeoutMs() {
    return timeoutMs;
  }

  public void setTimeoutMs(int timeoutMs) {
    this.timeoutMs = timeoutMs;
  }

  public boolean isAuthenticated() {
    return authenticated;
  }

  public void setAuthenticated(boolean authenticated) {
    this.authenticated = authenticated;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Endpoint)) {
      return false;
    }
    Endpoint e = (Endpoint) o;
    return timeoutMs == e.timeoutMs
        && authenticated == e.authenticated
        && Objects.equals(path, e.path)
        && Objects.equals(method, e.method);
  }

  @Override
  public int hashCode() {
    return Objects.hash(path, method, timeoutMs, authenticated);
  }

  @Override
  public String toString() {
    return method + " " + path + " (" + timeoutMs + " ms" + (authenticated ? ", auth)" : ")");
  }
}
